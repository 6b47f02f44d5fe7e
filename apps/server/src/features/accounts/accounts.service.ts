/**
 * Accounts (spec §3 login / register / reset requests, §4 transitions, §7 auth calls, §8 messages):
 * sending codes, registering, logging in and out, resetting a password, reading the current user.
 * Input arrives validated by the shared zod schemas (spec §5) plus the common-password rule.
 */
import type { AuthType } from '@dali/shared/validation/auth';
import { normalizeEmail } from '@dali/shared/validation/auth';
import { CODE_RESEND_WAIT_S } from '@dali/shared/constants';
import type { Locale } from '@dali/shared/locales';
import { AppError } from '../../lib/app-error.js';
import type { MailSender } from '../../providers/mail/mail-sender.js';
import type { SmsSender } from '../../providers/sms/sms-sender.js';
import type { AccountsRepository, UserRow } from './accounts.repository.js';
import { renderCodeMessage, type CodePurpose } from './code-messages.js';
import type { LoginThrottle } from './login-throttle.js';
import type { PasswordHasher } from './passwords.js';
import { toRole, type SessionsService } from './sessions.service.js';
import { CODE_TTL_MS, type VerificationCodesService } from './verification-codes.service.js';

/** Where the service writes what operators need to know (delivery failures). */
export interface AccountsLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface AccountsServiceDeps {
  repository: AccountsRepository;
  codes: VerificationCodesService;
  sessions: SessionsService;
  throttle: LoginThrottle;
  hasher: PasswordHasher;
  mail: MailSender;
  sms: SmsSender;
  log: AccountsLog;
  now: () => number;
  nextId: () => string;
}

/** The account named by a form: how, and the normalised email or phone. */
interface AccountName {
  authType: AuthType;
  destination: string;
}

/** Fields naming the account in the login, register and reset bodies (validated). */
interface AccountFields {
  authType: AuthType;
  email?: string | null;
  phone?: string | null;
}

/** The normalised account of a validated form: lower-cased email, or the phone number. */
export function accountOf(fields: AccountFields): AccountName {
  return fields.authType === 'EMAIL'
    ? { authType: 'EMAIL', destination: normalizeEmail(fields.email ?? '') }
    : { authType: 'PHONE', destination: (fields.phone ?? '').trim() };
}

/** What a send-code call answers (same for every outcome that is not an error). */
const SEND_CODE_ANSWER = { resendAfterSeconds: CODE_RESEND_WAIT_S, expiresInSeconds: CODE_TTL_MS / 1000 };

/**
 * Accounts (spec §3, §4, §7): send codes, register, log in and out, reset a password, read the
 * current user. Each method's @throws names its AppErrors (CODE_INVALID, LOGIN_FAILED, …).
 */
export function createAccountsService(deps: AccountsServiceDeps) {
  const { repository, codes, sessions, throttle, hasher } = deps;

  async function deliver(input: AccountName & { purpose: CodePurpose; code: string; locale: Locale }): Promise<void> {
    const message = renderCodeMessage({ purpose: input.purpose, locale: input.locale, code: input.code, validMinutes: CODE_TTL_MS / 60_000 });
    if (input.authType === 'EMAIL') {
      await deps.mail.send({ to: input.destination, subject: message.subject, text: message.text, html: message.html });
    } else {
      await deps.sms.sendCode({ phone: input.destination, code: input.code, text: message.sms });
    }
  }

  return {
    /**
     * `POST /auth/send-register-code`: a code to an account not yet registered, delivered before answering.
     * @throws AppError ACCOUNT_REGISTERED (409) when the email or phone has an account; the send
     *   limits of {@link VerificationCodesService.reserveSend}; CODE_DELIVERY_FAILED (502) when the
     *   mail or SMS provider refuses (the 60 s wait is given back).
     */
    async sendRegisterCode(input: { account: AccountName; clientIp: string; locale: Locale }) {
      const { account } = input;
      if (await repository.findUserByAccount(account.authType, account.destination)) throw new AppError('ACCOUNT_REGISTERED');
      await codes.reserveSend({ purpose: 'register', destination: account.destination, clientIp: input.clientIp });
      const { code } = await codes.issue({ purpose: 'register', channel: account.authType, destination: account.destination });
      try {
        await deliver({ ...account, purpose: 'register', code, locale: input.locale });
      } catch (cause) {
        deps.log.warn({ err: cause, channel: account.authType }, 'verification code not delivered');
        await codes.releaseSend({ purpose: 'register', destination: account.destination });
        throw new AppError('CODE_DELIVERY_FAILED', { cause });
      }
      return SEND_CODE_ANSWER;
    },

    /**
     * `POST /auth/send-reset-password-code`: the same answer whether or not the account exists
     * (limits apply alike); a code is made and sent, in the background, only for a real account,
     * in the account's language preference, else the request's.
     * @throws the send limits of {@link VerificationCodesService.reserveSend}.
     */
    async sendResetCode(input: { account: AccountName; clientIp: string; locale: Locale }) {
      const { account } = input;
      const user = await repository.findUserByAccount(account.authType, account.destination);
      await codes.reserveSend({ purpose: 'reset', destination: account.destination, clientIp: input.clientIp });
      if (!user) return SEND_CODE_ANSWER;
      const { code } = await codes.issue({ purpose: 'reset', channel: account.authType, destination: account.destination });
      const locale = (user.languagePreference as Locale | null) ?? input.locale;
      // Not awaited: waiting for the provider would make answers for real accounts measurably slower.
      deliver({ ...account, purpose: 'reset', code, locale }).catch((cause: unknown) => {
        deps.log.warn({ err: cause, channel: account.authType }, 'password reset code not delivered');
      });
      return SEND_CODE_ANSWER;
    },

    /**
     * `POST /auth/register`: create the account once the code checks out.
     * @throws AppError USERNAME_EXISTS (409), ACCOUNT_REGISTERED (409), CODE_INVALID (400) — also
     *   when a concurrent registration used the same code first.
     */
    async register(input: {
      account: AccountName;
      /** The email as typed (trimmed), kept for display; lookups use the normalised one. */
      emailAsTyped: string | null;
      username: string;
      password: string;
      verifyCode: string;
      languagePreference: Locale;
      timezone: string;
    }): Promise<{ userId: string; username: string }> {
      const { account } = input;
      if (await repository.usernameTaken(input.username)) throw new AppError('USERNAME_EXISTS');
      if (await repository.findUserByAccount(account.authType, account.destination)) throw new AppError('ACCOUNT_REGISTERED');
      const codeId = await codes.verify({ purpose: 'register', destination: account.destination, code: input.verifyCode });
      const passwordHash = await hasher.hash(input.password);
      const id = deps.nextId();
      const outcome = await repository.createUserWithCode({
        codeId,
        now: deps.now(),
        user: {
          id,
          username: input.username,
          email: account.authType === 'EMAIL' ? (input.emailAsTyped ?? account.destination) : null,
          emailNormalized: account.authType === 'EMAIL' ? account.destination : null,
          phone: account.authType === 'PHONE' ? account.destination : null,
          passwordHash,
          languagePreference: input.languagePreference,
          timezone: input.timezone,
          createdAt: deps.now(),
        },
      });
      if (outcome === 'code-used') throw new AppError('CODE_INVALID');
      if (outcome === 'taken') throw new AppError((await repository.usernameTaken(input.username)) ? 'USERNAME_EXISTS' : 'ACCOUNT_REGISTERED');
      return { userId: id, username: input.username };
    },

    /**
     * `POST /auth/login`: check the password and open a session. Unknown accounts cost the same
     * hashing and get the same answer as a wrong password.
     * @throws AppError ACCOUNT_LOCKED (403) while the account name is locked; LOGIN_FAILED (400,
     *   spec §8 "incorrect password") for an unknown account or a wrong password.
     */
    async login(input: { account: AccountName; password: string; deviceId: string | null; deviceType: string | null; rememberMe: boolean }) {
      const key = `${input.account.authType}:${input.account.destination}`;
      const attempt = await throttle.beforeAttempt(key);
      const user = await repository.findUserByAccount(input.account.authType, input.account.destination);
      const passwordOk = user?.passwordHash ? await hasher.verify(user.passwordHash, input.password) : await hasher.verifyDummy(input.password);
      if (!user || !passwordOk) {
        await throttle.recordFailure(attempt);
        throw new AppError('LOGIN_FAILED');
      }
      await throttle.recordSuccess(key);
      if (user.passwordHash && hasher.needsRehash(user.passwordHash)) {
        await repository.updatePasswordHash(user.id, await hasher.hash(input.password), deps.now());
      }
      const { accessToken } = await sessions.start({ userId: user.id, deviceId: input.deviceId, deviceType: input.deviceType, rememberMe: input.rememberMe });
      return { accessToken, userId: user.id, username: user.username, role: toRole(user.role) };
    },

    /** `POST /auth/logout`: revoke the bearer token's session; never fails. */
    async logout(token: string | null): Promise<void> {
      await sessions.revoke(token);
    },

    /**
     * `POST /auth/reset-password`: set a new password once the code checks out; every session of
     * the account ends and any login lock is lifted.
     * @throws AppError CODE_INVALID (400) for a wrong, expired or used code, and for accounts that
     *   do not exist (they never get a code); RESET_FAILED (500) when the database refuses.
     */
    async resetPassword(input: { account: AccountName; verifyCode: string; newPassword: string }): Promise<void> {
      const { account } = input;
      const codeId = await codes.verify({ purpose: 'reset', destination: account.destination, code: input.verifyCode });
      const user = await repository.findUserByAccount(account.authType, account.destination);
      if (!user) throw new AppError('CODE_INVALID');
      const passwordHash = await hasher.hash(input.newPassword);
      let done: boolean;
      try {
        done = await repository.resetPasswordWithCode({ codeId, userId: user.id, passwordHash, now: deps.now() });
      } catch (cause) {
        throw new AppError('RESET_FAILED', { cause });
      }
      if (!done) throw new AppError('CODE_INVALID');
      await throttle.unlock(`${account.authType}:${account.destination}`);
    },

    /**
     * `GET /users/me`: the stored user.
     * @throws AppError USER_NOT_FOUND (404) when the account was deleted after the token was checked.
     */
    async currentUser(userId: string): Promise<UserRow> {
      const user = await repository.findUserById(userId);
      if (!user) throw new AppError('USER_NOT_FOUND');
      return user;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
