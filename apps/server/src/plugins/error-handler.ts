/**
 * The one error handler (architecture.md §3.4, spec §8). Every error
 * becomes `{ code, message, data }` with the message in the request's locale:
 * - AppError → its status, code and catalogue message; every 429 also gets `Retry-After` (seconds);
 * - zod validation → 400 `BAD_REQUEST`, `data.fields` with a localised message per field;
 * - Fastify client errors (bad JSON, 413, 415) → the matching code;
 * - anything else → 500 with a generic message; the detail goes only to the log.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ERRORS, type ErrorName, type FieldError } from '@dali/shared/errors';
import { formatIssueMessage, formatMessage, type KeyedIssue } from '@dali/shared/messages';
import type { Locale } from '@dali/shared/locales';
import { isAppError, type AppError } from '../lib/app-error.js';
import { isUnavailableError } from '../lib/db-errors.js';
import { RequestValidationError } from './validation.js';

const ZOD_LOCALES: Record<Locale, z.core.$ZodErrorMap> = {
  'zh-CN': z.locales.zhCN().localeError,
  'zh-HK': z.locales.zhTW().localeError,
  'en-US': z.locales.en().localeError,
};

const CONTEXT_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' };

/** Localise one zod issue: our catalogue key when the schema set one, else zod's own locale text. */
export function localizeIssue(issue: z.core.$ZodIssue, locale: Locale): string {
  const keyed = formatIssueMessage(issue as KeyedIssue, locale);
  if (keyed !== null) return keyed;
  if (issue.code === 'invalid_type' && issue.input === undefined) return formatMessage('validation.required', locale);
  const text = ZOD_LOCALES[locale](issue as Parameters<z.core.$ZodErrorMap>[0]);
  if (typeof text === 'string') return text;
  return text?.message ?? issue.message;
}

function fieldErrors(error: RequestValidationError, context: string | undefined, locale: Locale): FieldError[] {
  const prefix = CONTEXT_NAMES[context ?? 'body'] ?? 'body';
  return error.issues.map((issue) => ({
    field: [prefix, ...issue.path.map(String)].join('.'),
    message: localizeIssue(issue, locale),
  }));
}

/**
 * Reply with the error envelope of `name` in the request's locale. `message` overrides the catalogue
 * text (used for validation summaries); `params` fill its placeholders.
 */
export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  name: ErrorName,
  options: { params?: Record<string, string | number>; data?: unknown; message?: string } = {},
): FastifyReply {
  const definition = ERRORS[name];
  const message = options.message ?? formatMessage(definition.messageKey, request.locale, options.params);
  return reply.status(definition.status).send({ code: definition.code, message, data: options.data ?? null });
}

/** `Retry-After` of a 429 whose error says nothing of when to come back, seconds. */
export const DEFAULT_RETRY_AFTER_S = 60;

/**
 * Seconds a client should wait before retrying after a 429 `error` (RFC 9110 §10.2.3 `Retry-After`):
 * its `params.seconds` (rate limits, code resend wait), else `params.minutes` × 60 (hourly code
 * limit), else the time until `data.resetsAt` (ISO time; anonymous quota), else
 * {@link DEFAULT_RETRY_AFTER_S}. Always a whole number ≥ 1. `now` is epoch ms.
 */
export function retryAfterSeconds(error: { params?: Record<string, unknown>; data?: unknown } | null, now = Date.now()): number {
  const { seconds, minutes } = error?.params ?? {};
  if (typeof seconds === 'number' && Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  if (typeof minutes === 'number' && Number.isFinite(minutes)) return Math.max(1, Math.ceil(minutes * 60));
  const resetsAt = (error?.data as { resetsAt?: unknown } | null | undefined)?.resetsAt;
  const resetsAtMs = typeof resetsAt === 'string' ? Date.parse(resetsAt) : Number.NaN;
  if (Number.isFinite(resetsAtMs)) return Math.max(1, Math.ceil((resetsAtMs - now) / 1000));
  return DEFAULT_RETRY_AFTER_S;
}

/** Every 429 says when to come back; a value already set (the rate-limit plugin's) is kept. */
function setRetryAfter(reply: FastifyReply, error: Parameters<typeof retryAfterSeconds>[0]): void {
  if (!reply.hasHeader('retry-after')) reply.header('retry-after', String(retryAfterSeconds(error)));
}

/** Longest request path repeated in an error message, characters. */
const ECHOED_PATH_MAX = 200;

/**
 * The path of `url` (no query) as repeated in "no such API" messages, cut to 200 characters so a
 * 1 MB path does not come back as a 1 MB answer.
 */
export function echoedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.length > ECHOED_PATH_MAX ? `${path.slice(0, ECHOED_PATH_MAX)}…` : path;
}

const CLIENT_ERRORS: Record<number, ErrorName> = {
  400: 'BAD_REQUEST',
  404: 'ROUTE_NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

async function errorHandlerPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    if (isAppError(error) && !(error.statusCode >= 500 && isUnavailableError(error.cause))) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.messageKey);
      if (error.statusCode === 429) setRetryAfter(reply, error);
      const definition = ERRORS[error.errorName];
      return reply.status(error.statusCode).send({
        code: definition.code,
        message: formatMessage(definition.messageKey, request.locale, error.params),
        data: error.data ?? null,
      });
    }
    if (error instanceof RequestValidationError) {
      const context = (error as { validationContext?: string }).validationContext;
      const fields = fieldErrors(error, context, request.locale);
      const summary = formatMessage('server.badRequest', request.locale);
      const first = fields[0];
      return sendError(reply, request, 'BAD_REQUEST', {
        data: { fields },
        message: first ? `${summary}${request.locale === 'en-US' ? ': ' : '：'}${first.message}` : summary,
      });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      if (status === 429) setRetryAfter(reply, null);
      return sendError(reply, request, CLIENT_ERRORS[status] ?? 'BAD_REQUEST', {
        params: { method: request.method, url: echoedPath(request.url) },
      });
    }
    if (isUnavailableError(error) || (isAppError(error) && isUnavailableError(error.cause))) {
      // The database or Redis is away (restart, failover, reaped connections): a retryable 503,
      // not a 500; the pool reconnects by itself once it answers again.
      request.log.warn({ err: error }, 'database or cache unavailable');
      reply.header('retry-after', '5');
      return sendError(reply, request, 'SERVICE_UNAVAILABLE');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, request, 'INTERNAL');
  });
}

/** Registers the error handler for the whole app (the not-found handler lives in static-web.ts). */
export const errorHandler = fp(errorHandlerPlugin, { name: 'error-handler' });
