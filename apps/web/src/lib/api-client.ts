/**
 * The request client of spec §7 and the general error rules of spec §8.
 *
 * Every call: same origin with credentials, 80 s timeout, `Authorization: Bearer <accessToken>` from
 * local storage when present, `Accept-Language` from the stored locale, `X-Requested-With`, no-cache,
 * and the visitor id (`x-visitor-fingerprint`, spec §1/§6: a visitor's free quota is counted by it,
 * and a logged-in user's calls carry it too so the server can tell one browser from another).
 * Any response's `x-new-access-token` replaces the stored token (streams too). `/api_test/v1` and
 * `/ai_api_test/v1` are rewritten to `/api/v1` and `/ai_api/v1`.
 *
 * A GET that the server answered inside the page on its first load is taken from there once
 * (lib/initial-data.ts), with the same envelope and contract checks.
 *
 * Errors: a body with `code ≠ 0` → toast of its message (or the generic "request failed") unless
 * the call is `silent` or `quiet`; HTTP 401 on a non-silent call → authentication toast and logout;
 * other HTTP errors → toast of the server message (or the error's). Success bodies are parsed with
 * the shared zod schema; a mismatch is logged and shown, never passed on silently.
 */
import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { REQUEST_TIMEOUT_MS } from '@dali/shared/constants';
import { VISITOR_FINGERPRINT_HEADER } from '@dali/shared/contracts/membership';
import { ErrorBodySchema } from '@dali/shared/errors';
import { i18n } from './i18n';
import { takeInitialResponse } from './initial-data';
import { currentLocale } from './locale';
import { SESSION_KEYS, STORAGE_KEYS, readStorage, removeStorage, writeStorage } from './storage-keys';
import { getVisitorId } from './visitor-id';

/** Why a call failed; `code` is the envelope code, or null when no envelope came back. */
export type ApiErrorKind = 'business' | 'http' | 'unauthorized' | 'network' | 'timeout' | 'contract' | 'aborted';

/** A failed call, with the message already localised (spec §8). */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly code: number | null = null,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Where the client shows messages; the app shell plugs Ant Design's `message` in. */
export interface ApiNotifier {
  error(message: string): void;
}

let notifier: ApiNotifier = { error: () => undefined };
let onUnauthorized: () => void = () => removeStorage(...SESSION_KEYS);

/** Plug in the toast function (spec §8 toasts). */
export function setApiNotifier(next: ApiNotifier): void {
  notifier = next;
}

/**
 * Plug in what a 401 does (the session feature logs out); by default the stored session keys are
 * cleared (spec §4 logout).
 */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export interface RequestOptions<S extends $ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON body; a `FormData` is sent as multipart/form-data (the browser writes the boundary). */
  body?: unknown;
  /** zod schema of the whole success envelope. */
  schema: S;
  /** No toast and no logout on any failure (spec §8 "silent"). */
  silent?: boolean;
  /** No toast for business or HTTP failures, but a 401 still logs out (spec §8 "quiet"). */
  quiet?: boolean;
  /** Default 80 000 ms (spec §9). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Spec §7 path rewriting of the test prefixes. */
export function rewritePath(path: string): string {
  return path.replace(/^\/(ai_api|api)_test\/v1(?=[/?#]|$)/, '/$1/v1');
}

/**
 * Request headers of spec §7 for the current session and locale, plus the visitor id header
 * ({@link VISITOR_FINGERPRINT_HEADER}, local storage `visitorFingerprint`) on every call; `extra`
 * adds to or overrides them.
 */
export function buildHeaders(extra: Record<string, string> = {}): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    'X-Requested-With': 'XMLHttpRequest',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    [VISITOR_FINGERPRINT_HEADER]: getVisitorId(),
    ...extra,
  });
  const token = readStorage(STORAGE_KEYS.accessToken);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Store a rotated token from `x-new-access-token` (spec §7). */
export function absorbNewToken(response: Response): void {
  const token = response.headers.get('x-new-access-token');
  if (token) writeStorage(STORAGE_KEYS.accessToken, token);
}

function buildUrl(path: string, query: RequestOptions<$ZodType>['query']): string {
  const url = rewritePath(path);
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function combineSignals(timeoutMs: number, signal: AbortSignal | undefined): { signal: AbortSignal; timedOut: () => boolean } {
  const timeout = AbortSignal.timeout(timeoutMs);
  return { signal: signal ? AbortSignal.any([signal, timeout]) : timeout, timedOut: () => timeout.aborted };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function fail(error: ApiError, options: { silent?: boolean; quiet?: boolean }): never {
  const toast = !options.silent && (error.kind === 'unauthorized' || !options.quiet) && error.kind !== 'aborted';
  if (toast) notifier.error(error.message);
  throw error;
}

/**
 * Open a streamed response (SSE) with the same headers and token rotation; the caller reads the
 * body. Non-OK statuses throw like {@link request} does (`quiet`: no toast, a 401 still logs out).
 */
export async function openStream(
  path: string,
  options: { body?: unknown; signal?: AbortSignal; silent?: boolean; quiet?: boolean } = {},
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(rewritePath(path), {
      method: 'POST',
      credentials: 'include',
      cache: 'no-store',
      headers: buildHeaders({ 'Content-Type': 'application/json', Accept: 'text/event-stream' }),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch {
    if (options.signal?.aborted) throw new ApiError('aborted', i18n.t('errors.aborted'));
    return fail(new ApiError('network', i18n.t('errors.network')), options);
  }
  absorbNewToken(response);
  if (!response.ok) await failHttp(response, options);
  return response;
}

async function failHttp(response: Response, options: { silent?: boolean; quiet?: boolean }): Promise<never> {
  const body = safeParse(ErrorBodySchema, await readJson(response));
  const message = body.success ? body.data.message : i18n.t('errors.httpStatus', { status: response.status });
  if (response.status === 401) {
    if (!options.silent) onUnauthorized();
    return fail(new ApiError('unauthorized', i18n.t('chat.errors.authentication'), 401, body.success ? body.data.code : null), options);
  }
  return fail(
    new ApiError('http', message, response.status, body.success ? body.data.code : null, body.success ? body.data.data : null),
    options,
  );
}

/**
 * Call the API and return the parsed success envelope.
 * @throws ApiError of kind business (code ≠ 0), http, unauthorized (401), network, timeout,
 *   contract (the answer does not match `schema`) or aborted.
 */
export async function request<S extends $ZodType>(path: string, options: RequestOptions<S>): Promise<output<S>> {
  const { signal, timedOut } = combineSignals(options.timeoutMs ?? REQUEST_TIMEOUT_MS, options.signal);
  const hasBody = options.body !== undefined;
  const form = options.body instanceof FormData ? options.body : null;
  const url = buildUrl(path, options.query);
  const method = options.method ?? (hasBody ? 'POST' : 'GET');
  // A GET the server already answered inside the page (lib/initial-data.ts) needs no round trip.
  const initial = method === 'GET' ? takeInitialResponse(url, currentLocale()) : undefined;
  if (initial !== undefined) return settle(path, initial, 200, options);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      cache: 'no-store',
      headers: buildHeaders(hasBody && !form ? { 'Content-Type': 'application/json' } : {}),
      body: form ?? (hasBody ? JSON.stringify(options.body) : undefined),
      signal,
    });
  } catch {
    if (timedOut()) return fail(new ApiError('timeout', i18n.t('errors.timeout')), options);
    if (options.signal?.aborted) throw new ApiError('aborted', i18n.t('errors.aborted'));
    return fail(new ApiError('network', i18n.t('errors.network')), options);
  }
  absorbNewToken(response);
  if (!response.ok) return failHttp(response, options);
  return settle(path, await readJson(response), response.status, options);
}

/** The success envelope in `json` checked against `options.schema`, or the failure it describes. */
function settle<S extends $ZodType>(path: string, json: unknown, status: number, options: RequestOptions<S>): output<S> {
  const envelope = safeParse(ErrorBodySchema, json);
  if (envelope.success && envelope.data.code !== 0) {
    return fail(
      new ApiError('business', envelope.data.message || i18n.t('errors.requestFailed'), status, envelope.data.code, envelope.data.data),
      options,
    );
  }
  const parsed = safeParse(options.schema, json);
  if (!parsed.success) {
    console.error(`Response of ${path} does not match its contract`, parsed.error.issues);
    return fail(new ApiError('contract', i18n.t('errors.unexpectedResponse'), status), options);
  }
  return parsed.data;
}
