/**
 * Contracts of the system endpoints: health (ours) and the language list (spec §3, §7).
 */
import { z } from 'zod/mini';
import { successEnvelope } from '../errors.js';
import { LanguageItemSchema } from '../locales.js';

/**
 * `GET /api/v1/health`: whether the app and its database answer, for load balancers and uptime
 * monitors anywhere. Deliberately says nothing about the process (memory, uptime) or the database
 * engine: those are in {@link HealthDetailsSchema}, for local or admin callers only.
 */
export const HealthDataSchema = z.object({
  status: z.enum(['ok', 'degraded']).check(z.describe('ok when every dependency answers')),
  version: z.string().check(z.describe('Application version from package.json')),
  database: z.object({
    status: z.enum(['up', 'down']),
  }),
});
/** Public health: status, version and whether the database is up. */
export type HealthData = z.infer<typeof HealthDataSchema>;
/** Envelope of `GET /api/v1/health`. */
export const HealthResponseSchema = successEnvelope(HealthDataSchema);
/** Envelope of `GET /api/v1/health`. */
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * `GET /api/v1/health/details`: readiness with process figures, answered only to a caller on the
 * same host (loopback, not through a proxy) or to a logged-in admin.
 */
export const HealthDetailsSchema = z.object({
  status: z.enum(['ok', 'degraded']).check(z.describe('ok when every dependency answers')),
  version: z.string().check(z.describe('Application version from package.json')),
  uptimeMs: z.int().check(z.nonnegative()).check(z.describe('Process uptime, ms')),
  memoryRssBytes: z.int().check(z.nonnegative()).check(z.describe('Resident set size, bytes')),
  database: z.object({
    engine: z.enum(['sqlite', 'postgres']),
    status: z.enum(['up', 'down']),
    latencyMs: z.nullable(z.number().check(z.nonnegative())).check(z.describe('Round trip of a trivial query, ms; null when down')),
  }),
});
/** Health with process figures and the database engine and latency. */
export type HealthDetails = z.infer<typeof HealthDetailsSchema>;
/** Envelope of `GET /api/v1/health/details`. */
export const HealthDetailsResponseSchema = successEnvelope(HealthDetailsSchema);
/** Envelope of `GET /api/v1/health/details`. */
export type HealthDetailsResponse = z.infer<typeof HealthDetailsResponseSchema>;

/** `GET /api/v1/languages` → `code 0, data: LanguageItem[]` (spec §7). */
export const LanguagesResponseSchema = successEnvelope(z.array(LanguageItemSchema));
export type LanguagesResponse = z.infer<typeof LanguagesResponseSchema>;

/** `GET /api/v1/client-config`: the settings the browser may know (architecture.md §3.5 allow-list). */
export const ClientConfigSchema = z.object({
  icpFilingText: z.nullable(z.string()).check(z.describe('ICP filing number shown in the footer; null hides the link')),
  icpFilingUrl: z.string().check(z.describe('Where the ICP filing link points')),
  contactEmail: z.nullable(z.string()).check(z.describe('Public contact address shown in the footer; null hides it')),
  mapTiles: z
    .object({
      url: z.string().check(z.describe('Leaflet tile URL template ({s}, {z}, {x}, {y})')),
      crs: z.enum(['wgs84', 'gcj02']).check(z.describe('Datum the tiles are drawn in; gcj02 tiles need WGS-84 points converted (integrations.md §6)')),
      subdomains: z.string().check(z.describe('Values of {s}, one character each; empty when the template has no {s}')),
      attribution: z.string().check(z.describe('Attribution text the tile provider requires')),
    })
    .check(z.describe('Map tile source for every map view')),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
export const ClientConfigResponseSchema = successEnvelope(ClientConfigSchema);
export type ClientConfigResponse = z.infer<typeof ClientConfigResponseSchema>;
