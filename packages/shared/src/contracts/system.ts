/**
 * Contracts of the system endpoints: health (ours) and the language list (spec §3, §7).
 */
import { z } from 'zod';
import { successEnvelope } from '../errors.js';
import { LanguageItemSchema } from '../locales.js';

/** `GET /api/v1/health`: process and database status. */
export const HealthDataSchema = z.object({
  status: z.enum(['ok', 'degraded']).describe('ok when every dependency answers'),
  version: z.string().describe('Application version from package.json'),
  uptimeMs: z.number().int().nonnegative().describe('Process uptime, ms'),
  memoryRssBytes: z.number().int().nonnegative().describe('Resident set size, bytes'),
  database: z.object({
    engine: z.enum(['sqlite', 'postgres']),
    status: z.enum(['up', 'down']),
    latencyMs: z.number().nonnegative().nullable().describe('Round trip of a trivial query, ms; null when down'),
  }),
});
export type HealthData = z.infer<typeof HealthDataSchema>;
export const HealthResponseSchema = successEnvelope(HealthDataSchema);
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** `GET /api/v1/languages` → `code 0, data: LanguageItem[]` (spec §7). */
export const LanguagesResponseSchema = successEnvelope(z.array(LanguageItemSchema));
export type LanguagesResponse = z.infer<typeof LanguagesResponseSchema>;

/** `GET /api/v1/client-config`: the settings the browser may know (architecture.md §3.5 allow-list). */
export const ClientConfigSchema = z.object({
  icpFilingText: z.string().nullable().describe('ICP filing number shown in the footer; null hides the link'),
  icpFilingUrl: z.string().describe('Where the ICP filing link points'),
  contactEmail: z.string().nullable().describe('Public contact address shown in the footer; null hides it'),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
export const ClientConfigResponseSchema = successEnvelope(ClientConfigSchema);
export type ClientConfigResponse = z.infer<typeof ClientConfigResponseSchema>;
