/**
 * Contracts of membership, service packages and per-feature quotas (spec §3 membership info and
 * service packages, §4 membership states, §6 levels and limits, §7 calls, §8 429/448, §9 packages).
 *
 * - `GET /api/v1/membership/plans/current-user` (login required, else HTTP 401) → `data`
 *   {@link MembershipInfo} of the caller's active or most recent membership, or `null` when the
 *   account never had one.
 * - `GET /api/v1/membership/packages` → `data { packages: ServicePackage[] }` in price order.
 * - `GET /api/v1/voice/rate-limit/remaining` → `data` the caller's remaining voice count today
 *   (an integer; {@link UNLIMITED} when unlimited): the logged-in user, else the visitor named by
 *   the {@link VISITOR_FINGERPRINT_HEADER} header.
 * - `GET /ai_api/v1/base_api/visitor/remaining_count?user_id=&type=` → `data` {@link RemainingCount}.
 *   `user_id` is the caller's user id (honoured only with that user's token) or the visitor
 *   fingerprint; `type` one of {@link QUOTA_TYPES}.
 *
 * Over a limit, a metered call answers HTTP 429 `ANONYMOUS_LIMIT` for visitors (register or log in)
 * and HTTP 448 `QUOTA_EXHAUSTED` for logged-in users (go to /package-pricing), spec §8, with `data`
 * {@link QuotaRefusalData}: the same counter and numbers the remaining-count call reports.
 * Times are ISO 8601 strings with offset; prices are integers in the currency's minor unit
 * (US cents) plus the display amount `price` in major units.
 */
import { z } from 'zod/mini';
import { UNLIMITED } from '../constants.js';
import { successEnvelope } from '../errors.js';

/** Membership levels, lowest first (spec §3, §6). */
export const MEMBERSHIP_LEVELS = ['TRIAL', 'BASIC', 'STANDARD', 'PREMIUM', 'VIP'] as const;
/** One of {@link MEMBERSHIP_LEVELS}. */
export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number];

/**
 * Metered features (`apiName` of an API permission): AI chat messages, planner runs, translated
 * characters (text and voice translation), and voice sessions (speech recognition / synthesis).
 */
export const METERED_APIS = ['chat', 'planner', 'translation_chars', 'voice'] as const;
/** One of {@link METERED_APIS}. */
export type MeteredApi = (typeof METERED_APIS)[number];

/** `type` values of the remaining-count call and the feature each names. */
export const QUOTA_TYPES = { chat: 'chat', planner: 'planner', translation: 'translation_chars', voice: 'voice' } as const;
/** One `type` of the remaining-count call. */
export type QuotaType = keyof typeof QUOTA_TYPES;

/** Request header carrying the anonymous visitor id (local storage `visitorFingerprint`, spec §3). */
export const VISITOR_FINGERPRINT_HEADER = 'x-visitor-fingerprint';

/** Service types of the payment modal (spec §4): which package a purchase is for. */
export const SERVICE_TYPES = ['one-day', 'one-week', 'one-month'] as const;
/** One of {@link SERVICE_TYPES}. */
export type ServiceType = (typeof SERVICE_TYPES)[number];

const LimitSchema = z.int().check(z.minimum(0), z.maximum(UNLIMITED), z.describe(`Count; ${UNLIMITED} means unlimited`));

/**
 * One API permission (spec §3): at most `totalLimit` uses per window of `timeLimitHours` hours
 * (windows follow one another from the membership start) and at most `dailyLimit` per calendar day
 * in Asia/Shanghai. {@link UNLIMITED} (999999) means no limit.
 */
export const ApiPermissionSchema = z.object({
  apiName: z.enum(METERED_APIS),
  totalLimit: LimitSchema,
  timeLimitHours: z.int().check(z.minimum(1), z.describe('Length of the totalLimit window, hours')),
  dailyLimit: LimitSchema,
});
export type ApiPermission = z.infer<typeof ApiPermissionSchema>;

/** Membership info (spec §3). `planName` is in the request locale. */
export const MembershipInfoSchema = z.object({
  userLevel: z.enum(MEMBERSHIP_LEVELS),
  planName: z.string(),
  packageId: z.nullable(z.string()).check(z.describe('Package that granted it; null for operator grants without one')),
  membershipStartTime: z.string().check(z.describe('ISO 8601 with offset')),
  membershipExpireTime: z.string().check(z.describe('ISO 8601 with offset')),
  apiPermissions: z.array(ApiPermissionSchema),
});
export type MembershipInfo = z.infer<typeof MembershipInfoSchema>;

/** `GET /api/v1/membership/plans/current-user`. */
export const CurrentMembershipResponseSchema = successEnvelope(z.nullable(MembershipInfoSchema));
export type CurrentMembershipResponse = z.infer<typeof CurrentMembershipResponseSchema>;

/**
 * A service package (spec §3: id, name, price, currency, paymentUrl, qrImage; §9 packages), with
 * what it includes. `name` and `description` are in the request locale.
 */
export const ServicePackageSchema = z.object({
  id: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  name: z.string(),
  description: z.string(),
  level: z.enum(MEMBERSHIP_LEVELS),
  price: z.number().check(z.describe('Display amount in major units, e.g. 3.9')),
  priceMinor: z.int().check(z.describe('Amount in the minor unit (cents), e.g. 390')),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/), z.describe('ISO 4217, e.g. USD')),
  /** The package in every currency it is sold in, the main one first (e.g. USD, then CNY for WeChat Pay). */
  prices: z.array(
    z.object({
      currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
      price: z.number().check(z.describe('Major units')),
      priceMinor: z.int().check(z.describe('Minor units')),
    }),
  ),
  durationHours: z.int(),
  paymentUrl: z.nullable(z.string()),
  qrImage: z.nullable(z.string()),
  apiPermissions: z.array(ApiPermissionSchema),
});
export type ServicePackage = z.infer<typeof ServicePackageSchema>;

/** `GET /api/v1/membership/packages`. */
export const PackagesResponseSchema = successEnvelope(z.object({ packages: z.array(ServicePackageSchema) }));
export type PackagesResponse = z.infer<typeof PackagesResponseSchema>;

/** `GET /api/v1/voice/rate-limit/remaining`: the remaining voice count. */
export const VoiceRemainingResponseSchema = successEnvelope(z.int());
export type VoiceRemainingResponse = z.infer<typeof VoiceRemainingResponseSchema>;

/** Query of `GET /ai_api/v1/base_api/visitor/remaining_count`. */
export const RemainingCountQuerySchema = z.object({
  user_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(128), z.describe('User id or visitor fingerprint')),
  type: z.enum(Object.keys(QUOTA_TYPES) as [QuotaType, ...QuotaType[]]).check(z.describe('chat, planner, translation or voice')),
});
export type RemainingCountQuery = z.infer<typeof RemainingCountQuerySchema>;

/**
 * Remaining use of one feature for a user or visitor (spec §6, §7): of the counters that apply (a
 * visitor's fingerprint day and its client address's day; a member's day and membership window),
 * the binding one: least `remaining`; on a tie the one that resets last (it holds the caller back
 * longest), then the smaller `limit`. `remaining` and `limit` are that counter's ({@link UNLIMITED}
 * both when every counter is unlimited), `resetsAt` when its window ends (ISO 8601; null when
 * unlimited), `subject` whose allowance it is. A refused call reports the same counter
 * ({@link QuotaRefusalData}).
 */
export const RemainingCountSchema = z.object({
  type: z.enum(Object.keys(QUOTA_TYPES) as [QuotaType, ...QuotaType[]]),
  subject: z.enum(['visitor', 'user', 'member']),
  remaining: z.int(),
  limit: z.int(),
  unlimited: z.boolean(),
  resetsAt: z.nullable(z.string()),
});
export type RemainingCount = z.infer<typeof RemainingCountSchema>;

/** `GET /ai_api/v1/base_api/visitor/remaining_count`. */
export const RemainingCountResponseSchema = successEnvelope(RemainingCountSchema);
export type RemainingCountResponse = z.infer<typeof RemainingCountResponseSchema>;

/**
 * `data` of a refused metered call: HTTP 429 `ANONYMOUS_LIMIT` (visitor) or HTTP 448
 * `QUOTA_EXHAUSTED` (logged-in user or member), spec §8. It names the binding counter exactly as
 * {@link RemainingCount} does for the same caller and feature at that moment (same `subject`,
 * `limit`, `remaining`, `resetsAt`), so the two answers never disagree. `apiName` is the metered
 * feature ({@link METERED_APIS}; `translation_chars` counts characters, the others calls),
 * `remaining` may be above 0 when the call asked for more than is left (translation characters),
 * `resetsAt` (ISO 8601) is when that counter's window ends; the 429's `Retry-After` header is the
 * whole seconds until then.
 */
export const QuotaRefusalDataSchema = z.object({
  apiName: z.enum(METERED_APIS),
  subject: z.enum(['visitor', 'user', 'member']),
  limit: LimitSchema,
  remaining: z.int().check(z.minimum(0)),
  resetsAt: z.string().check(z.describe('ISO 8601: when the reported counter resets')),
});
/** `data` of a 429 `ANONYMOUS_LIMIT` / 448 `QUOTA_EXHAUSTED` answer; see {@link QuotaRefusalDataSchema}. */
export type QuotaRefusalData = z.infer<typeof QuotaRefusalDataSchema>;
