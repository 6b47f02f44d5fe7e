/**
 * Membership levels, service packages and free allowances are data (config/membership.json), read
 * and checked once at start-up (spec §3 membership info and packages, §6 levels and limits, §9
 * packages; docs/decisions/0009-quotas.md). A bad file stops the server with a list of every
 * problem, like a bad environment does (config/env.ts).
 *
 * File shape: `{ description?, levels: { TRIAL|BASIC|STANDARD|PREMIUM|VIP: { name, apiPermissions } },
 * packages: [{ id, serviceType, level, priceMinor, currency, prices?, durationHours, name, description,
 * paymentUrl?, qrImage? }], freeTiers: { visitor, visitorIp, user } }` where `name`/`description`
 * are `{ zh-CN, zh-HK, en-US }` and each free tier is `{ chat, planner, translation_chars, voice }`
 * daily counts. 999999 means unlimited.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { UNLIMITED } from '@dali/shared/constants';
import {
  MEMBERSHIP_LEVELS,
  METERED_APIS,
  SERVICE_TYPES,
  type ApiPermission,
  type MembershipLevel,
  type MeteredApi,
  type ServiceType,
} from '@dali/shared/contracts/membership';
import type { Locale } from '@dali/shared/locales';

/** Text in the three interface locales. */
export type LocalizedText = Record<Locale, string>;

/** Daily count per metered feature. */
export type ApiLimits = Record<MeteredApi, number>;

/** One membership level: display name and limits per feature. */
export interface LevelConfig {
  name: LocalizedText;
  /** One entry per metered feature, in METERED_APIS order. */
  apiPermissions: ApiPermission[];
}

/** One service package (spec §9). `priceMinor` in the currency's minor unit (cents). */
export interface PackageConfig {
  id: string;
  serviceType: ServiceType;
  level: MembershipLevel;
  priceMinor: number;
  currency: string;
  /**
   * Prices in other currencies, minor units by ISO 4217 code (e.g. `{ CNY: 2800 }` for WeChat Pay,
   * which charges CNY). An order is priced from here or `priceMinor` at creation, never converted.
   */
  prices: Record<string, number>;
  durationHours: number;
  name: LocalizedText;
  description: LocalizedText;
  paymentUrl: string | null;
  qrImage: string | null;
}

/** The checked configuration; `packages` in price order. */
export interface MembershipConfig {
  levels: Record<MembershipLevel, LevelConfig>;
  packages: PackageConfig[];
  /** Daily allowances (Asia/Shanghai days) without membership. */
  freeTiers: {
    /** Per visitor fingerprint. */
    visitor: ApiLimits;
    /** Ceiling for all visitors of one client address together. */
    visitorIp: ApiLimits;
    /** Per logged-in user without an active membership. */
    user: ApiLimits;
  };
}

/** Thrown when the membership file is missing or wrong; `message` lists every problem on its own line. */
export class MembershipConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`Invalid membership configuration in ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'MembershipConfigError';
  }
}

const text = z.string().trim().min(1);
const LocalizedTextSchema = z.strictObject({ 'zh-CN': text, 'zh-HK': text, 'en-US': text });
const limit = z.int().min(0).max(UNLIMITED);
const ApiLimitsSchema = z.strictObject({ chat: limit, planner: limit, translation_chars: limit, voice: limit });

const ApiPermissionConfigSchema = z.strictObject({
  apiName: z.enum(METERED_APIS),
  totalLimit: limit,
  timeLimitHours: z.int().min(1).max(24 * 366),
  dailyLimit: limit,
});

const LevelSchema = z.strictObject({
  name: LocalizedTextSchema,
  apiPermissions: z.array(ApiPermissionConfigSchema).superRefine((permissions, context) => {
    for (const api of METERED_APIS) {
      const count = permissions.filter((p) => p.apiName === api).length;
      if (count !== 1) context.addIssue({ code: 'custom', message: `expected exactly one entry for ${api}, found ${count}` });
    }
  }),
});

const PackageSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'expected a lower-case id such as one-day' }),
  serviceType: z.enum(SERVICE_TYPES),
  level: z.enum(MEMBERSHIP_LEVELS),
  priceMinor: z.int().min(1),
  prices: z.record(z.string().regex(/^[A-Z]{3}$/, { error: 'expected an ISO 4217 code such as CNY' }), z.int().min(1)).default({}),
  currency: z.string().regex(/^[A-Z]{3}$/, { error: 'expected an ISO 4217 code such as USD' }),
  durationHours: z.int().min(1).max(24 * 3660),
  name: LocalizedTextSchema,
  description: LocalizedTextSchema,
  paymentUrl: z.url({ protocol: /^https?$/ }).nullable().default(null),
  qrImage: z.string().regex(/^(https?:\/\/|\/)\S+$/, { error: 'expected an http(s) URL or a site path' }).nullable().default(null),
});

const MembershipFileSchema = z.strictObject({
  description: z.string().optional(),
  // A record over an enum requires every key: all five levels must be described.
  levels: z.record(z.enum(MEMBERSHIP_LEVELS), LevelSchema),
  packages: z
    .array(PackageSchema)
    .min(1)
    .superRefine((packages, context) => {
      for (const key of ['id', 'serviceType'] as const) {
        const seen = new Set<string>();
        for (const [index, pkg] of packages.entries()) {
          if (seen.has(pkg[key])) context.addIssue({ code: 'custom', path: [index, key], message: `duplicate ${key} ${pkg[key]}` });
          seen.add(pkg[key]);
        }
      }
    }),
  freeTiers: z.strictObject({ visitor: ApiLimitsSchema, visitorIp: ApiLimitsSchema, user: ApiLimitsSchema }),
});

/**
 * Check already-parsed JSON. Returns the configuration (packages sorted by price, permissions in
 * METERED_APIS order) or every problem as `path: message`.
 */
export function parseMembershipConfig(raw: unknown): { ok: true; config: MembershipConfig } | { ok: false; problems: string[] } {
  const result = MembershipFileSchema.safeParse(raw);
  if (!result.success) {
    return { ok: false, problems: result.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`) };
  }
  const { levels, packages, freeTiers } = result.data;
  const order = (p: ApiPermission) => METERED_APIS.indexOf(p.apiName);
  const sortedLevels = Object.fromEntries(
    MEMBERSHIP_LEVELS.map((level) => [level, { name: levels[level].name, apiPermissions: [...levels[level].apiPermissions].sort((a, b) => order(a) - order(b)) }]),
  ) as Record<MembershipLevel, LevelConfig>;
  return { ok: true, config: { levels: sortedLevels, packages: [...packages].sort((a, b) => a.priceMinor - b.priceMinor), freeTiers } };
}

/**
 * Read and check `file`, then apply payment links and QR images from the environment
 * (MEMBERSHIP_PAYMENT_URLS / MEMBERSHIP_QR_IMAGES, `{ packageId: value }`), which win over the file.
 * @throws MembershipConfigError when the file cannot be read, is not JSON, breaks the schema, or
 *   the environment names a package the file does not have.
 */
export function loadMembershipConfig(input: { file: string; paymentUrls?: Record<string, string>; qrImages?: Record<string, string> }): MembershipConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(input.file, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? `is not valid JSON (${error.message})` : `cannot be read (${(error as Error).message})`;
    throw new MembershipConfigError(input.file, [`the file ${reason}`]);
  }
  const parsed = parseMembershipConfig(raw);
  if (!parsed.ok) throw new MembershipConfigError(input.file, parsed.problems);
  const { config } = parsed;
  const problems: string[] = [];
  const apply = (variable: string, values: Record<string, string> | undefined, field: 'paymentUrl' | 'qrImage') => {
    for (const [id, value] of Object.entries(values ?? {})) {
      const pkg = config.packages.find((p) => p.id === id);
      if (pkg) pkg[field] = value;
      else problems.push(`${variable}: no package ${JSON.stringify(id)} in the file (packages: ${config.packages.map((p) => p.id).join(', ')})`);
    }
  };
  apply('MEMBERSHIP_PAYMENT_URLS', input.paymentUrls, 'paymentUrl');
  apply('MEMBERSHIP_QR_IMAGES', input.qrImages, 'qrImage');
  if (problems.length > 0) throw new MembershipConfigError(input.file, problems);
  return config;
}

/**
 * The price of `pkg` in `currency`, minor units: its main price when the currency is the package's,
 * else its entry in `prices`; null when the package has no price in that currency.
 */
export function packagePriceIn(pkg: PackageConfig, currency: string): number | null {
  if (currency === pkg.currency) return pkg.priceMinor;
  return pkg.prices[currency] ?? null;
}

/** Position of `level` in MEMBERSHIP_LEVELS (TRIAL 0 … VIP 4): the higher, the more it allows. */
export function levelRank(level: MembershipLevel): number {
  return MEMBERSHIP_LEVELS.indexOf(level);
}

/** True when `value` is one of the membership levels (stored rows are plain text). */
export function isMembershipLevel(value: string): value is MembershipLevel {
  return (MEMBERSHIP_LEVELS as readonly string[]).includes(value);
}
