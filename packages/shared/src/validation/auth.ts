/**
 * Field rules of spec §5 for the login dialog (login, register, forgot password), shared by the
 * server's request schemas and the web forms. Messages are catalogue keys `login.validation.*`
 * (spec §5: "Messages come from translation keys login.validation.*"), localised where shown.
 *
 * - Email: required, simple address pattern; compared case-insensitively (see {@link normalizeEmail}).
 * - Phone: 11 digits, 1 then 3–9 (mainland China mobile numbers).
 * - Account: required, an email or a phone number.
 * - Password: required, 6–20 characters. Username: required, 2–20 characters.
 * - Confirmation: required, equal to the password. Verification code: exactly 6 digits.
 * - Agreement: must be ticked to log in or register.
 */
import { z } from 'zod/mini';
import { EMAIL_MAX_CHARS, PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS, USERNAME_MAX_CHARS, USERNAME_MIN_CHARS, VERIFY_CODE_LENGTH } from '../constants.js';
import { EMAIL_PATTERN } from './feedback.js';

/** How an account is named: by email or by phone number (spec §3 `authType`). */
export const AUTH_TYPES = ['EMAIL', 'PHONE'] as const;
/** `EMAIL` or `PHONE`. */
export type AuthType = (typeof AUTH_TYPES)[number];

/** Spec §5 phone rule: 11 digits, starting 1 then 3–9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Spec §5 code rule: exactly 6 digits. */
export const VERIFY_CODE_PATTERN = new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`);

// Control characters and line breaks never belong in a name shown to other users.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;

/** Canonical form of an email for lookups and uniqueness: trimmed, lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** `EMAIL` when `account` looks like an email, `PHONE` when like a phone number, else null. */
export function detectAuthType(account: string): AuthType | null {
  const trimmed = account.trim();
  if (PHONE_PATTERN.test(trimmed)) return 'PHONE';
  if (trimmed.length <= EMAIL_MAX_CHARS && EMAIL_PATTERN.test(trimmed)) return 'EMAIL';
  return null;
}

/** Email field of the login dialog: trimmed, required, simple pattern. */
export const LoginEmailSchema = z.string({ error: 'login.validation.emailRequired' }).check(
  z.trim(),
  z.minLength(1, { error: 'login.validation.emailRequired' }),
  z.refine((value: string) => value === '' || (value.length <= EMAIL_MAX_CHARS && EMAIL_PATTERN.test(value)), { error: 'login.validation.emailInvalid' }),
);

/** Phone field: trimmed, required, `^1[3-9]\d{9}$`. */
export const PhoneSchema = z.string({ error: 'login.validation.phoneRequired' }).check(
  z.trim(),
  z.minLength(1, { error: 'login.validation.phoneRequired' }),
  z.refine((value: string) => value === '' || PHONE_PATTERN.test(value), { error: 'login.validation.phoneInvalid' }),
);

/** Account field (get-code, forgot password): trimmed, required, an email or a phone number. */
export const AccountSchema = z.string({ error: 'login.validation.accountRequired' }).check(
  z.trim(),
  z.minLength(1, { error: 'login.validation.accountRequired' }),
  z.refine((value: string) => value === '' || detectAuthType(value) !== null, { error: 'login.validation.accountInvalid' }),
);

/** Password (login, register, new password): required, 6–20 characters, not trimmed. */
export const PasswordSchema = z.string({ error: 'login.validation.passwordRequired' }).check(
  z.minLength(1, { error: 'login.validation.passwordRequired' }),
  z.refine((value: string) => value.length === 0 || (value.length >= PASSWORD_MIN_CHARS && value.length <= PASSWORD_MAX_CHARS), {
    error: 'login.validation.passwordLength',
    params: { minimum: PASSWORD_MIN_CHARS, maximum: PASSWORD_MAX_CHARS },
  }),
);

/** Confirmation field: required (equality is checked on the whole form, see {@link checkPasswordsMatch}). */
export const ConfirmPasswordSchema = z.string({ error: 'login.validation.confirmPasswordRequired' }).check(
  z.minLength(1, { error: 'login.validation.confirmPasswordRequired' }),
);

/** Username on register: trimmed, required, 2–20 characters (code points), no control characters. */
export const UsernameSchema = z.string({ error: 'login.validation.usernameRequired' }).check(
  z.trim(),
  z.minLength(1, { error: 'login.validation.usernameRequired' }),
  z.refine((value: string) => value.length === 0 || ([...value].length >= USERNAME_MIN_CHARS && [...value].length <= USERNAME_MAX_CHARS), {
    error: 'login.validation.usernameLength',
    params: { minimum: USERNAME_MIN_CHARS, maximum: USERNAME_MAX_CHARS },
  }),
  z.refine((value: string) => !CONTROL_CHARACTERS.test(value), { error: 'login.validation.usernameInvalid' }),
);

/** Verification code: trimmed, required, exactly 6 digits. */
export const VerifyCodeSchema = z.string({ error: 'login.validation.codeRequired' }).check(
  z.trim(),
  z.minLength(1, { error: 'login.validation.codeRequired' }),
  z.refine((value: string) => value === '' || VERIFY_CODE_PATTERN.test(value), { error: 'login.validation.codeInvalid', params: { length: VERIFY_CODE_LENGTH } }),
);

/** Agreement checkbox: must be `true` (spec §5). */
export const AgreeTermsSchema = z.literal(true, { error: 'login.validation.agreeTerms' });

/** `EMAIL` or `PHONE`; case-insensitive on input. */
export const AuthTypeSchema = z.pipe(
  z.string({ error: 'login.validation.authType' }).check(z.trim(), z.toUpperCase()),
  z.enum(AUTH_TYPES, { error: 'login.validation.authType' }),
);

/** IANA time zone such as `Asia/Shanghai`, checked against the runtime's time-zone data. */
export const TimezoneSchema = z.string({ error: 'login.validation.timezoneInvalid' }).check(
  z.trim(),
  z.maxLength(64, { error: 'login.validation.timezoneInvalid' }),
  z.refine(isKnownTimezone, { error: 'login.validation.timezoneInvalid' }),
);

function isKnownTimezone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The part of a form that names the account: `authType` and the matching field. */
interface AccountFields {
  authType?: unknown;
  email?: unknown;
  phone?: unknown;
}

/**
 * Whole-form check: the field named by `authType` (email or phone) must hold a valid value; the
 * other one is ignored. Issues are reported on `email` or `phone`. Runs even when other fields
 * failed, so a form shows all its problems at once.
 */
export const checkAccountFields = z.superRefine(
  (value: AccountFields, ctx) => {
    const field = value.authType === 'PHONE' ? 'phone' : 'email';
    const schema = field === 'phone' ? PhoneSchema : LoginEmailSchema;
    const result = z.safeParse(schema, value[field] ?? '');
    if (result.success) return;
    for (const issue of result.error.issues) ctx.issues.push({ code: 'custom', path: [field], message: issue.message, input: value[field] });
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/**
 * Whole-form check that `confirmField` equals `passwordField` (spec §5 "Confirm password: equals
 * password"); the issue `login.validation.passwordMismatch` is reported on `confirmField`.
 */
export function checkPasswordsMatch<T extends object>(passwordField: keyof T & string, confirmField: keyof T & string) {
  return z.refine<T>((value) => value[passwordField] === value[confirmField], {
    path: [confirmField],
    error: 'login.validation.passwordMismatch',
    when: (payload) => {
      const form = payload.value as Record<string, unknown> | null;
      return typeof form?.[passwordField] === 'string' && typeof form[confirmField] === 'string' && form[confirmField] !== '';
    },
  });
}
