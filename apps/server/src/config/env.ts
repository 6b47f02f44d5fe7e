/**
 * Every setting of the server, parsed once from the environment with zod (architecture.md §3.5).
 * Defaults make a fresh machine work: SQLite under ./data, in-process limits, no outside services.
 * Relative paths are resolved against the repository root, whatever the working directory.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/** Repository root (three levels above apps/server/src/config). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const pathString = z
  .string()
  .min(1)
  .transform((value) => path.resolve(REPO_ROOT, value));

/**
 * `id=value,id=value` (package ids of config/membership.json) → `{ id: value }`. Values are URLs
 * (or site paths for images); a comma inside one must be written %2C.
 */
const packageValueList = (value: z.ZodType<string>) =>
  z
    .string()
    .transform((text, context) => {
      const entries: Record<string, string> = {};
      for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
        const at = part.indexOf('=');
        const id = part.slice(0, at).trim();
        const parsed = value.safeParse(part.slice(at + 1).trim());
        if (at <= 0 || !parsed.success) {
          context.addIssue({ code: 'custom', message: `expected package-id=value pairs separated by commas, e.g. one-day=https://pay.example/d (bad: ${JSON.stringify(part)})` });
          return z.NEVER;
        }
        entries[id] = parsed.data;
      }
      return entries;
    })
    .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce
    .number({ error: 'expected a port number' })
    .int()
    .min(0, { error: 'expected a port number between 0 and 65535' })
    .max(65535, { error: 'expected a port number between 0 and 65535' })
    .default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .min(1)
    .default('./data/app.db')
    .refine((value) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) || /^postgres(ql)?:\/\//i.test(value), {
      error: 'expected postgres://… or postgresql://… for PostgreSQL, or a file path (or :memory:) for SQLite',
    }),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: pathString.default(path.join(REPO_ROOT, 'data')),
  CATALOG_DIR: pathString.default(path.join(REPO_ROOT, 'catalog')),
  AUTO_IMPORT_CATALOG: booleanString.default(true),
  WEB_DIST_DIR: pathString.default(path.join(REPO_ROOT, 'apps/web/dist')),
  PUBLIC_BASE_URL: z.url({ error: 'expected an absolute URL such as https://guide.example.com' }).optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    // true, false, or a comma-separated list of proxy addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8).
    .transform((value): boolean | string => {
      if (value === 'true') return true;
      if (value === 'false' || value === '') return false;
      return value;
    }),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ error: 'expected a comma-separated list of origins such as https://a.example' }))),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'expected redis://… or rediss://…' })
    .optional(),
  // Keeps the keys of deployments (or staging and production) sharing one Redis apart.
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, { error: 'expected 1–64 letters, digits, _ . : or -' })
    .default('dali-guide:'),
  RATE_LIMIT_FORMS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(5),
  ICP_FILING_TEXT: z.string().trim().min(1).optional(),
  ICP_FILING_URL: z.url({ error: 'expected an absolute URL' }).default('https://beian.miit.gov.cn/'),
  CONTACT_EMAIL: z.email({ error: 'expected an email address' }).optional(),
  RATE_LIMIT_COUNTERS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  DISTANCE_ORIGIN_TOWN_ID: z.string().regex(/^[a-z0-9-]+$/, { error: 'expected a town id from catalog/towns.json' }).default('dali-old-town'),
  MAP_TILE_URL: z
    .string()
    .regex(/^https:\/\/.*\{z\}.*$/, { error: 'expected an https tile URL template with {z}, {x} and {y}' })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_CRS: z.enum(['wgs84', 'gcj02'], { error: 'expected wgs84 or gcj02' }).default('wgs84'),
  MAP_TILE_SUBDOMAINS: z.string().regex(/^[a-z0-9]*$/, { error: 'expected subdomain letters such as abc or 1234' }).default(''),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).default('© OpenStreetMap contributors'),
  LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  RATE_LIMIT_REVIEW_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  // Review images go to an S3-compatible bucket when the four S3_* below are set; else under DATA_DIR/uploads.
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'expected the S3 endpoint URL, e.g. https://s3.example.com' }).optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'expected a bucket name: 3–63 lowercase letters, digits, dots and hyphens' }).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'expected the public base URL of the bucket, e.g. https://img.example.com' }).optional(),
  // Accounts (docs/decisions/0008-accounts-and-sessions.md). Without a secret, one is generated once into DATA_DIR.
  AUTH_JWT_SECRET: z
    .string()
    .refine((value) => Buffer.byteLength(value, 'utf8') >= 32, { error: 'expected at least 32 bytes (e.g. openssl rand -base64 48)' })
    .optional(),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  RATE_LIMIT_CODES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, { error: 'expected smtp://user:pass@host:587 or smtps://user:pass@host:465' }).optional(),
  MAIL_FROM: z.string().trim().min(3).default('Dali Guide <no-reply@localhost>'),
  SMS_PROVIDER: z.enum(['outbox', 'aliyun'], { error: 'expected outbox or aliyun' }).default('outbox'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().trim().min(1).optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().trim().min(1).optional(),
  ALIYUN_SMS_ENDPOINT: z.url({ protocol: /^https?$/, error: 'expected the Dysmsapi endpoint URL' }).default('https://dysmsapi.aliyuncs.com/'),
  ALIYUN_SMS_REGION: z.string().trim().min(1).default('cn-hangzhou'),
  // Membership levels, packages and free allowances (docs/decisions/0009-quotas.md).
  MEMBERSHIP_CONFIG_FILE: pathString.default(path.join(REPO_ROOT, 'config/membership.json')),
  MEMBERSHIP_PAYMENT_URLS: packageValueList(z.url({ protocol: /^https?$/ })),
  MEMBERSHIP_QR_IMAGES: packageValueList(z.string().regex(/^(https?:\/\/|\/)\S+$/)),
  // Planner language model (OpenAI-compatible chat completions) when the three AI_* below are set; else the local rules.
  AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'expected the API base URL before /chat/completions, e.g. https://api.deepseek.com/v1' }).optional(),
  AI_API_KEY: z.string().trim().min(1).optional(),
  AI_MODEL: z.string().trim().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  // Text translation: iFlytek machine translation (NiuTrans) when the three IFLYTEK_* below are set;
  // else the language model above when AI_* is set; else the embedded default.
  IFLYTEK_APP_ID: z.string().trim().min(1).optional(),
  IFLYTEK_API_KEY: z.string().trim().min(1).optional(),
  IFLYTEK_API_SECRET: z.string().min(1).optional(),
  IFLYTEK_TRANSLATE_URL: z.url({ protocol: /^https?$/ }).default('https://ntrans.xfyun.cn/v2/ots'),
  TRANSLATION_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  // Speech (spec §7 voice sockets; integrations.md §1.1 IAT, §1.2 TTS). iFlytek recognition and
  // synthesis use the IFLYTEK_* credentials above; the niche URL serves the minority languages.
  IFLYTEK_IAT_URL: z.url({ protocol: /^wss?$/, error: 'expected the IAT WebSocket URL, e.g. wss://iat-api.xfyun.cn/v2/iat' }).default('wss://iat-api.xfyun.cn/v2/iat'),
  IFLYTEK_IAT_NICHE_URL: z.url({ protocol: /^wss?$/, error: 'expected the minority-language IAT WebSocket URL' }).default('wss://iat-niche-api.xfyun.cn/v2/iat'),
  IFLYTEK_TTS_URL: z.url({ protocol: /^wss?$/, error: 'expected the TTS WebSocket URL, e.g. wss://tts-api.xfyun.cn/v2/tts' }).default('wss://tts-api.xfyun.cn/v2/tts'),
  // A speech provider that sends nothing for this long (ms) fails the recognition or synthesis with a timeout.
  VOICE_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  // OpenAI-compatible speech on AI_BASE_URL / AI_API_KEY: transcription model (e.g. whisper-1) and
  // speech model (e.g. tts-1) with its voice; each is off while its model is unset.
  AI_TRANSCRIPTION_MODEL: z.string().trim().min(1).optional(),
  AI_SPEECH_MODEL: z.string().trim().min(1).optional(),
  AI_SPEECH_VOICE: z.string().trim().min(1).default('alloy'),
  // Payments (docs/decisions/0016-payments.md). A method whose provider below is not configured is
  // served by the embedded test checkout when PAYMENTS_SANDBOX allows it, else not offered.
  // loadConfig resolves `auto` to true or false.
  PAYMENTS_SANDBOX: z.enum(['auto', 'true', 'false'], { error: 'expected auto, true or false' }).default('auto'),
  PAYMENTS_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(300_000),
  PAYMENTS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  PAYPAL_CLIENT_ID: z.string().trim().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_ENV: z.enum(['sandbox', 'live'], { error: 'expected sandbox or live' }).default('sandbox'),
  PAYPAL_BASE_URL: z.url({ protocol: /^https?$/, error: 'expected the PayPal REST base URL' }).optional(),
  PAYPAL_WEBHOOK_ID: z.string().trim().min(1).optional(),
  PAYPAL_BRAND_NAME: z.string().trim().min(1).max(127).default('Dali Guide'),
  WECHATPAY_APP_ID: z.string().trim().min(1).optional(),
  WECHATPAY_MCH_ID: z.string().trim().regex(/^\d{6,16}$/, { error: 'expected the numeric merchant id' }).optional(),
  WECHATPAY_MERCHANT_SERIAL_NO: z.string().trim().regex(/^[0-9A-Fa-f]{8,64}$/, { error: 'expected the hex serial of the merchant API certificate' }).optional(),
  WECHATPAY_MERCHANT_PRIVATE_KEY_FILE: pathString.optional(),
  WECHATPAY_API_V3_KEY: z.string().refine((value) => Buffer.byteLength(value, 'utf8') === 32, { error: 'expected the 32-character APIv3 key' }).optional(),
  WECHATPAY_PUBLIC_KEY_ID: z.string().trim().regex(/^PUB_KEY_ID_\w+$/, { error: 'expected PUB_KEY_ID_…' }).optional(),
  WECHATPAY_PUBLIC_KEY_FILE: pathString.optional(),
  WECHATPAY_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.mch.weixin.qq.com'),
  WISE_ACCOUNT_DETAILS: z
    .string()
    .transform((text, context) => {
      try {
        return z.record(z.string().regex(/^[A-Z]{3}$/), z.array(z.string().min(1)).min(1)).parse(JSON.parse(text));
      } catch {
        context.addIssue({ code: 'custom', message: 'expected JSON such as {"USD":["Account holder: …","Account number: …"]}' });
        return z.NEVER;
      }
    })
    .optional(),
  WISE_PAY_LINK: z.url({ protocol: /^https$/, error: 'expected an https Wise payment link' }).optional(),
  WISE_API_TOKEN: z.string().trim().min(1).optional(),
  WISE_PROFILE_ID: z.string().trim().regex(/^\d+$/, { error: 'expected the numeric Wise profile id' }).optional(),
  WISE_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.wise.com'),
  WISE_WEBHOOK_PUBLIC_KEY_FILE: pathString.optional(),
}).superRefine((env, context) => {
  const paypal = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'] as const;
  const paypalSet = paypal.filter((name) => env[name] !== undefined);
  if (paypalSet.length === 1) {
    for (const name of paypal.filter((n) => env[n] === undefined)) context.addIssue({ code: 'custom', path: [name], message: `required with ${paypalSet.join(', ')}` });
  }
  const wechat = ['WECHATPAY_APP_ID', 'WECHATPAY_MCH_ID', 'WECHATPAY_MERCHANT_SERIAL_NO', 'WECHATPAY_MERCHANT_PRIVATE_KEY_FILE', 'WECHATPAY_API_V3_KEY'] as const;
  const wechatSet = wechat.filter((name) => env[name] !== undefined);
  if (wechatSet.length > 0 && wechatSet.length < wechat.length) {
    for (const name of wechat.filter((n) => env[n] === undefined)) context.addIssue({ code: 'custom', path: [name], message: `required with ${wechatSet.join(', ')} (WeChat Pay needs all five)` });
  }
  if ((env.WECHATPAY_PUBLIC_KEY_ID === undefined) !== (env.WECHATPAY_PUBLIC_KEY_FILE === undefined)) {
    context.addIssue({ code: 'custom', path: [env.WECHATPAY_PUBLIC_KEY_ID === undefined ? 'WECHATPAY_PUBLIC_KEY_ID' : 'WECHATPAY_PUBLIC_KEY_FILE'], message: 'WECHATPAY_PUBLIC_KEY_ID and WECHATPAY_PUBLIC_KEY_FILE go together' });
  }
  if ((env.WISE_API_TOKEN === undefined) !== (env.WISE_PROFILE_ID === undefined)) {
    context.addIssue({ code: 'custom', path: [env.WISE_API_TOKEN === undefined ? 'WISE_API_TOKEN' : 'WISE_PROFILE_ID'], message: 'WISE_API_TOKEN and WISE_PROFILE_ID go together (statement access)' });
  }
  if (env.SMS_PROVIDER === 'aliyun') {
    const aliyun = ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'] as const;
    for (const name of aliyun.filter((n) => env[n] === undefined)) {
      context.addIssue({ code: 'custom', path: [name], message: 'required when SMS_PROVIDER=aliyun' });
    }
  }
  const ai = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const;
  const aiSet = ai.filter((name) => env[name] !== undefined);
  if (aiSet.length > 0 && aiSet.length < ai.length) {
    for (const name of ai.filter((n) => env[n] === undefined)) {
      context.addIssue({ code: 'custom', path: [name], message: `required with ${aiSet.join(', ')} (the planner's language model needs all three)` });
    }
  }
  const iflytek = ['IFLYTEK_APP_ID', 'IFLYTEK_API_KEY', 'IFLYTEK_API_SECRET'] as const;
  const iflytekSet = iflytek.filter((name) => env[name] !== undefined);
  if (iflytekSet.length > 0 && iflytekSet.length < iflytek.length) {
    for (const name of iflytek.filter((n) => env[n] === undefined)) {
      context.addIssue({ code: 'custom', path: [name], message: `required with ${iflytekSet.join(', ')} (iFlytek needs the app id, API key and API secret)` });
    }
  }
  const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const set = s3.filter((name) => env[name] !== undefined);
  if (set.length === 0 || set.length === s3.length) return;
  for (const name of s3.filter((n) => env[n] === undefined)) {
    context.addIssue({ code: 'custom', path: [name], message: `required with ${set.join(', ')} (image storage on S3 needs all four)` });
  }
});

/** Parsed server settings; see the configuration table in README.md. */
export type AppConfig = z.infer<typeof EnvSchema>;

/** Thrown when the environment holds bad values; `message` lists every bad variable on its own line. */
export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parse settings from `env` (default `process.env`); empty strings count as unset.
 * @throws ConfigError listing every invalid variable with what was expected.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = EnvSchema.safeParse(present);
  if (result.success) {
    // `auto`: the test checkout is on unless the deployment says NODE_ENV=production. The default
    // NODE_ENV (production, for `npm start` on a fresh clone) does not count as saying it, so a
    // fresh clone sells passes in TEST MODE; docs/deploy.md sets it explicitly.
    if (result.data.PAYMENTS_SANDBOX === 'auto') result.data.PAYMENTS_SANDBOX = present.NODE_ENV === 'production' ? 'false' : 'true';
    return result.data;
  }
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '(environment)');
    const raw = present[name];
    return `${name}: ${issue.message}${raw === undefined ? '' : ` (got ${JSON.stringify(raw)})`}`;
  });
  throw new ConfigError(problems);
}

/** True when the database URL names PostgreSQL; otherwise it is a SQLite file path. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}
