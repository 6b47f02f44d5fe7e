/**
 * Contract of the unified catalog search `GET /api/v1/search?q=` (home hero search): attractions,
 * stays, dishes and restaurants found by Chinese words and bigrams, pinyin with or without tones,
 * or English with typo tolerance, grouped by kind, best match first.
 */
import { z } from 'zod/mini';
import { successEnvelope } from '../errors.js';
import { LocalizedTextSchema } from '../locales.js';
import { decimalNumber } from '../validation/numbers.js';

export const SEARCH_KINDS = ['attraction', 'stay', 'food', 'restaurant'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** Longest query, in characters. */
export const SEARCH_MAX_QUERY_CHARS = 100;

/** Query: `q` (1–100 characters after trimming), `limit` per kind (1–20, default 5), optional `kind`. */
export const SearchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1, { error: 'validation.search.required' }), z.maxLength(SEARCH_MAX_QUERY_CHARS)),
  limit: z._default(decimalNumber(z.number().check(z.int(), z.gte(1), z.lte(20))), 5),
  kind: z.optional(z.enum(SEARCH_KINDS)),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** One hit: enough to draw a result row and link to its page. */
export const SearchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  name: LocalizedTextSchema,
  /** Type or category and town under the name, e.g. "历史古迹 · 喜洲" / "History · Xizhou". */
  subtitle: LocalizedTextSchema,
  /**
   * Web route of the record (spec §2): `/attractions/<id>`, `/stay/reserve?id=<id>`,
   * `/gourmetFood/<id>` (dish) or `/gourmetFood/restaurant/<id>`.
   */
  path: z.string(),
  /** Relevance, higher is better; comparable within one answer only. */
  score: z.number(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** Hits of one kind; `total` counts all matches of that kind, `items` the best `limit`. */
export const SearchGroupSchema = z.object({ kind: z.enum(SEARCH_KINDS), total: z.int(), items: z.array(SearchHitSchema) });
export type SearchGroup = z.infer<typeof SearchGroupSchema>;

/** Groups with at least one hit, the group holding the best hit first. */
export const SearchResultSchema = z.object({ query: z.string(), groups: z.array(SearchGroupSchema) });
export type SearchResult = z.infer<typeof SearchResultSchema>;
export const SearchResponseSchema = successEnvelope(SearchResultSchema);
