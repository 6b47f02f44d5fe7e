/**
 * Account routes under /api/v1 (spec §7; contracts in packages/shared/src/contracts/auth.ts):
 * - `POST /auth/send-register-code?account=&type=`, `POST /auth/send-reset-password-code?account=&type=`;
 * - `POST /auth/register`, `POST /auth/login`, `POST /auth/reset-password`, `POST /auth/logout?userId=&quiet=`;
 * - `GET /users/me` (logged in).
 * Bodies are checked with the shared spec §5 rules plus, on the server only, the common-password
 * list. Every route but logout and /users/me is rate limited per client address.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  CurrentUserResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutQuerySchema,
  LogoutResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResetPasswordRequestSchema,
  ResetPasswordResponseSchema,
  SendCodeQuerySchema,
  SendCodeResponseSchema,
} from '@dali/shared/contracts/auth';
import { ErrorBodySchema } from '@dali/shared/errors';
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from '@dali/shared/constants';
import { detectAuthType, type AuthType } from '@dali/shared/validation/auth';
import { ok } from '../../lib/envelope.js';
import { requireUser, userRequired } from '../../plugins/auth.js';
import { presentUserInfo } from './accounts.presenter.js';
import { accountOf, type AccountsService } from './accounts.service.js';
import { isCommonPassword } from './passwords.js';

export interface AccountsRoutesOptions {
  accountsService: AccountsService;
  /** Login, register, reset and send-code calls allowed per client address per minute, each route apart. */
  authPerMinute: number;
}

/** Time zone of accounts that name none: the prefecture's. */
const DEFAULT_TIMEZONE = 'Asia/Shanghai';

/** Refuse one of the 1,000 most common passwords in `field`, reported on that field (server-side rule). */
function rejectCommonPassword<T extends object>(field: keyof T & string) {
  return z.refine<T>(
    (form) => {
      const password = (form as Record<string, unknown>)[field];
      return typeof password !== 'string' || password.length < PASSWORD_MIN_CHARS || password.length > PASSWORD_MAX_CHARS || !isCommonPassword(password);
    },
    {
      path: [field],
      error: 'login.validation.passwordCommon',
      when: (payload) => typeof (payload.value as Record<string, unknown> | null)?.[field] === 'string',
    },
  );
}

const RegisterBodySchema = RegisterRequestSchema.check(rejectCommonPassword('password'));
const ResetBodySchema = ResetPasswordRequestSchema.check(rejectCommonPassword('newPassword'));

const ERRORS_400_429 = { 400: ErrorBodySchema, 429: ErrorBodySchema };

/** The bearer token of a request, or null. */
function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Registers the seven account routes of the file header (spec §7); all but logout and `/users/me`
 * are limited to `authPerMinute` per client address.
 */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { accountsService, authPerMinute }) => {
  const rateLimit = { max: authPerMinute, timeWindow: 60_000 };
  const sendCodeAccount = (query: { account: string; type?: AuthType }) => {
    const authType = query.type ?? detectAuthType(query.account) ?? 'EMAIL';
    return accountOf({ authType, email: query.account, phone: query.account });
  };

  app.post(
    '/auth/send-register-code',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Send a registration code to an email address or mobile number',
        description:
          'Query `account` (email or 11-digit mobile number) and `type` (EMAIL or PHONE; inferred when missing); no body. ' +
          'The code (6 digits) is valid for 10 minutes. One code per 60 s per account, five per hour, and a per-client hourly cap (429). ' +
          'An account that is already registered answers 409 "phone or email already registered"; a provider failure answers 502.',
        querystring: SendCodeQuerySchema,
        response: { 200: SendCodeResponseSchema, ...ERRORS_400_429, 409: ErrorBodySchema, 502: ErrorBodySchema },
      },
    },
    async (request) => {
      const data = await accountsService.sendRegisterCode({ account: sendCodeAccount(request.query), clientIp: request.ip, locale: request.locale });
      return ok(request.locale, data, 'server.codeSent');
    },
  );

  app.post(
    '/auth/send-reset-password-code',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset code',
        description:
          'Same query and limits as send-register-code. The answer is the same whether or not the account exists; ' +
          'only a registered account receives a code, in its language preference.',
        querystring: SendCodeQuerySchema,
        response: { 200: SendCodeResponseSchema, ...ERRORS_400_429 },
      },
    },
    async (request) => {
      const data = await accountsService.sendResetCode({ account: sendCodeAccount(request.query), clientIp: request.ip, locale: request.locale });
      return ok(request.locale, data, 'server.codeSent');
    },
  );

  app.post(
    '/auth/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Register with a verification code',
        description:
          'Spec §5 rules (username 2–20, password 6–20 and not one of the 1,000 most common, confirmation equal, 6-digit code, agreeTerms true). ' +
          '409 for a taken username or a registered email/phone; 400 "code wrong or expired" for a bad code.',
        body: RegisterBodySchema,
        response: { 200: RegisterResponseSchema, ...ERRORS_400_429, 409: ErrorBodySchema },
      },
    },
    async (request) => {
      const body = request.body;
      const data = await accountsService.register({
        account: accountOf(body),
        emailAsTyped: body.authType === 'EMAIL' ? (body.email ?? null) : null,
        username: body.username,
        password: body.password,
        verifyCode: body.verifyCode,
        languagePreference: body.languagePreference ?? request.locale,
        timezone: body.timezone ?? DEFAULT_TIMEZONE,
      });
      return ok(request.locale, data, 'server.registered');
    },
  );

  app.post(
    '/auth/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Log in with email or phone and password',
        description:
          'Answers the bearer token and the user. Wrong account or password: 400 "incorrect account or password" (the same for unknown accounts). ' +
          'After 5 consecutive failures answers slow down; 10 failures in 15 minutes lock the account name for 15 minutes (403).',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...ERRORS_400_429, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      const body = request.body;
      const data = await accountsService.login({
        account: accountOf(body),
        password: body.password,
        deviceId: body.deviceId || null,
        deviceType: body.deviceType || null,
        rememberMe: body.rememberMe,
      });
      return ok(request.locale, data);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset code',
        description: 'Ends every session of the account and lifts a login lock. A bad code, or an account without one, answers 400 "code wrong or expired".',
        body: ResetBodySchema,
        response: { 200: ResetPasswordResponseSchema, ...ERRORS_400_429, 500: ErrorBodySchema },
      },
    },
    async (request) => {
      const body = request.body;
      await accountsService.resetPassword({ account: accountOf(body), verifyCode: body.verifyCode, newPassword: body.newPassword });
      return ok(request.locale, null, 'server.passwordReset');
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out: revoke the bearer token’s session',
        description: 'Always answers success, with or without a valid token (spec §7: errors are swallowed).',
        querystring: LogoutQuerySchema,
        response: { 200: LogoutResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      await accountsService.logout(bearerToken(request));
      return ok(request.locale, null, 'server.loggedOut');
    },
  );

  app.get(
    '/users/me',
    {
      onRequest: userRequired,
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user (spec §3 user info)',
        response: { 200: CurrentUserResponseSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ok(request.locale, presentUserInfo(await accountsService.currentUser(requireUser(request).id))),
  );
};
