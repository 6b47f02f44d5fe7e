/**
 * Contracts of accounts and sessions (spec §3 user info, login / register / reset requests; §5
 * rules; §7 calls). Field names are the spec's. User ids are 18-digit strings, never JSON numbers.
 *
 * - `POST /api/v1/auth/login` → `data { accessToken, userId, username, role }`;
 * - `POST /api/v1/auth/register` → `data { userId, username }` (the dialog then goes back to login);
 * - `POST /api/v1/auth/send-register-code?account=&type=` and
 *   `POST /api/v1/auth/send-reset-password-code?account=&type=` (no body) → `data { resendAfterSeconds,
 *   expiresInSeconds }`; the reset answer is the same whether or not the account exists;
 * - `POST /api/v1/auth/reset-password` → `data null`;
 * - `POST /api/v1/auth/logout?userId=&quiet=` → `data null`, always succeeds;
 * - `GET /api/v1/users/me` → the caller's user info (401 without a valid token).
 *
 * Sessions: `accessToken` is a bearer token (`Authorization: Bearer …`). When less than half of its
 * lifetime is left, any authenticated answer carries `x-new-access-token` with a replacement.
 * A revoked, expired or invalid token answers HTTP 401.
 */
import { z } from 'zod/mini';
import { successEnvelope } from '../errors.js';
import { LOCALES, LocaleSchema } from '../locales.js';
import {
  AccountSchema,
  AgreeTermsSchema,
  AuthTypeSchema,
  ConfirmPasswordSchema,
  PasswordSchema,
  TimezoneSchema,
  UsernameSchema,
  VerifyCodeSchema,
  checkAccountFields,
  checkPasswordsMatch,
  detectAuthType,
} from '../validation/auth.js';

/** Account roles (spec §6 leaves the values open; ours: `USER`, `ADMIN`). */
export const USER_ROLES = ['USER', 'ADMIN'] as const;
/** One of {@link USER_ROLES}. */
export type UserRole = (typeof USER_ROLES)[number];

/** The header carrying a renewed access token (spec §7). */
export const NEW_ACCESS_TOKEN_HEADER = 'x-new-access-token';

/** Session lifetime with `rememberMe`, and without it, in ms. */
export const REMEMBER_ME_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
export const DEFAULT_SESSION_MS = 24 * 60 * 60 * 1000;

const UserIdSchema = z.string().check(z.regex(/^\d{16,20}$/), z.describe('User id: 18-digit decimal string (spec §3)'));
const RoleSchema = z.enum(USER_ROLES).check(z.describe('USER or ADMIN'));

// The field not named by authType may be missing, null or "" (the dialog sends both).
const optionalAccountField = (description: string) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(320)))).check(z.describe(description));

// ─── POST /api/v1/auth/login ─────────────────────────────────────────────────────────────────────

/** Body of `POST /api/v1/auth/login` (spec §3 "Login request"). */
export const LoginRequestSchema = z
  .object({
    authType: AuthTypeSchema.check(z.describe('EMAIL or PHONE: which of email / phone names the account')),
    phone: optionalAccountField('Mobile number (11 digits, 1 then 3–9) when authType is PHONE'),
    email: optionalAccountField('Email address when authType is EMAIL (case-insensitive)'),
    password: PasswordSchema.check(z.describe('Password, 6–20 characters')),
    deviceId: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(128)))).check(z.describe('Stable id of the browser or device (kept with the session)')),
    deviceType: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(32)))).check(z.describe('Kind of device, e.g. web, mobile')),
    rememberMe: z._default(z.boolean(), false).check(z.describe('true: session of 30 days, else 1 day')),
  })
  .check(checkAccountFields);
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** `data` of a successful login (spec §3: accessToken, userId, username, role). */
export const LoginDataSchema = z.object({
  accessToken: z.string().check(z.describe('Bearer token (JWT) for Authorization: Bearer …')),
  userId: UserIdSchema,
  username: z.string(),
  role: RoleSchema,
});
export type LoginData = z.infer<typeof LoginDataSchema>;

/** Answer of `POST /api/v1/auth/login`. */
export const LoginResponseSchema = successEnvelope(LoginDataSchema);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

// ─── POST /api/v1/auth/register ──────────────────────────────────────────────────────────────────

/** Body of `POST /api/v1/auth/register` (spec §3 "Register request"). */
export const RegisterRequestSchema = z
  .object({
    username: UsernameSchema.check(z.describe('Display name, 2–20 characters, unique')),
    password: PasswordSchema.check(z.describe('Password, 6–20 characters; very common passwords are refused')),
    confirmPassword: ConfirmPasswordSchema.check(z.describe('Must equal password')),
    authType: AuthTypeSchema.check(z.describe('EMAIL or PHONE: which of email / phone the account is registered with')),
    phone: optionalAccountField('Mobile number when authType is PHONE'),
    email: optionalAccountField('Email address when authType is EMAIL'),
    verifyCode: VerifyCodeSchema.check(z.describe('6-digit code from send-register-code')),
    languagePreference: z.optional(z.nullable(LocaleSchema)).check(z.describe('zh-CN, zh-HK or en-US (zh-TW → zh-HK); default: Accept-Language')),
    timezone: z.optional(z.nullable(TimezoneSchema)).check(z.describe('IANA time zone, e.g. Asia/Shanghai; default Asia/Shanghai')),
    agreeTerms: AgreeTermsSchema.check(z.describe('Terms and privacy policy accepted: must be true')),
  })
  .check(checkAccountFields, checkPasswordsMatch<{ password: string; confirmPassword: string }>('password', 'confirmPassword'));
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

/** `data` of a successful registration: the new account (log in next). */
export const RegisterDataSchema = z.object({ userId: UserIdSchema, username: z.string() });
export type RegisterData = z.infer<typeof RegisterDataSchema>;

/** Answer of `POST /api/v1/auth/register`. */
export const RegisterResponseSchema = successEnvelope(RegisterDataSchema);
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

// ─── POST /api/v1/auth/send-register-code, /send-reset-password-code ─────────────────────────────

/**
 * Query of both send-code calls: `account` (email or phone) and `type` (`EMAIL` or `PHONE`,
 * case-insensitive; inferred from `account` when missing). No body.
 */
export const SendCodeQuerySchema = z
  .object({
    account: AccountSchema.check(z.describe('Email address or mobile number to send the code to')),
    type: z.optional(AuthTypeSchema).check(z.describe('EMAIL or PHONE; inferred from account when missing')),
  })
  .check(
    // A type that contradicts the account (type=PHONE with an email address) is the account's fault.
    z.refine((query) => query.type === undefined || detectAuthType(query.account) === query.type, {
      path: ['account'],
      error: (issue) => ((issue.input as { type?: unknown } | undefined)?.type === 'PHONE' ? 'login.validation.phoneInvalid' : 'login.validation.emailInvalid'),
    }),
  );
export type SendCodeQuery = z.input<typeof SendCodeQuerySchema>;

/** `data` of a send-code call: when the next send is allowed and how long the code lives, in seconds. */
export const SendCodeDataSchema = z.object({
  resendAfterSeconds: z.int().check(z.describe('Seconds before another code can be requested (60, spec §9)')),
  expiresInSeconds: z.int().check(z.describe('Seconds the code stays valid (600)')),
});
export type SendCodeData = z.infer<typeof SendCodeDataSchema>;

/** Answer of both send-code calls. */
export const SendCodeResponseSchema = successEnvelope(SendCodeDataSchema);
export type SendCodeResponse = z.infer<typeof SendCodeResponseSchema>;

// ─── POST /api/v1/auth/reset-password ────────────────────────────────────────────────────────────

/** Body of `POST /api/v1/auth/reset-password` (spec §3 "Reset request"). */
export const ResetPasswordRequestSchema = z
  .object({
    authType: AuthTypeSchema.check(z.describe('EMAIL or PHONE')),
    phone: optionalAccountField('Mobile number when authType is PHONE'),
    email: optionalAccountField('Email address when authType is EMAIL'),
    verifyCode: VerifyCodeSchema.check(z.describe('6-digit code from send-reset-password-code')),
    newPassword: PasswordSchema.check(z.describe('New password, 6–20 characters')),
    confirmPassword: ConfirmPasswordSchema.check(z.describe('Must equal newPassword')),
  })
  .check(checkAccountFields, checkPasswordsMatch<{ newPassword: string; confirmPassword: string }>('newPassword', 'confirmPassword'));
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

/** Answer of `POST /api/v1/auth/reset-password` (every session of the account is ended). */
export const ResetPasswordResponseSchema = successEnvelope(z.null());
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponseSchema>;

// ─── POST /api/v1/auth/logout ────────────────────────────────────────────────────────────────────

/** Query of `POST /api/v1/auth/logout` (spec §7): both optional; the session is the bearer token's. */
export const LogoutQuerySchema = z.object({
  userId: z.optional(z.string().check(z.maxLength(32))).check(z.describe('Id of the user logging out (informative)')),
  quiet: z.optional(z.string().check(z.maxLength(8))).check(z.describe('Client flag: errors are not shown (ignored by the server)')),
});
export type LogoutQuery = z.input<typeof LogoutQuerySchema>;

/** Answer of `POST /api/v1/auth/logout`: always success, even without a valid token. */
export const LogoutResponseSchema = successEnvelope(z.null());
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;

// ─── GET /api/v1/users/me ────────────────────────────────────────────────────────────────────────

/** User info of spec §3: userId, username, role, avatar, email, phone; plus the stored preferences. */
export const UserInfoSchema = z.object({
  userId: UserIdSchema,
  username: z.string(),
  role: RoleSchema,
  avatar: z.nullable(z.string()).check(z.describe('Avatar URL; null → the default image')),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  languagePreference: z.nullable(z.enum(LOCALES)),
  timezone: z.nullable(z.string()),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** Answer of `GET /api/v1/users/me`. */
export const CurrentUserResponseSchema = successEnvelope(UserInfoSchema);
export type CurrentUserResponse = z.infer<typeof CurrentUserResponseSchema>;
