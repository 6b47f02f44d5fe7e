/**
 * A local stand-in for iFlytek machine translation `POST /v2/ots` (integrations.md §1.0(b), §1.3)
 * for tests, written independently of the adapter (node:crypto only) so a bug in one does not hide
 * the same bug in the other. For every request it:
 * - refuses a `Date` more than 300 s off its clock with 403, as the gateway does for clock skew;
 * - VERIFIES `Digest` against the SHA-256 of the body actually received and the `Authorization`
 *   HMAC-SHA256, recomputed with its known secret from the request's own `Host`, `Date`, request
 *   line and `Digest` headers; anything wrong → 401 `{"message":"HMAC signature cannot be verified"}`;
 * - checks `common.app_id` and `business.from/to`, decodes the base64 text, and answers
 *   `{code:0, data.result.trans_result:{src,dst}}` from a scripted map or `[<to>] <text>`.
 * Knobs: the next request gets a non-zero code, an HTTP status, or no answer at all (hang).
 * Every request is recorded.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How to start the fake: the credentials it accepts and, optionally, its clock (epoch ms). */
export interface FakeIflytekTranslateOptions {
  appId: string;
  apiKey: string;
  apiSecret: string;
  now?: () => number;
}

/** One request as the fake saw it. */
export interface RecordedIflytekTranslateRequest {
  method: string;
  /** Request target (path and query). */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** `business.from` / `business.to` as sent (iFlytek codes, e.g. `cn`, `yue`); null when absent. */
  from: string | null;
  to: string | null;
  /** `data.text` decoded from base64 as UTF-8; null when absent. */
  text: string | null;
  /** Null when the signature, digest, date and app id all passed, else why it was refused. */
  problem: string | null;
}

/** What the next request gets instead of its normal answer (after its signature is checked). */
export type FakeIflytekTranslateFault =
  | { code: number; message?: string }
  | { status: number; message?: string }
  | { hang: true }
  | { dst: string };

/** Handle on a started fake. */
export interface FakeIflytekTranslateServer {
  /** `http://127.0.0.1:<port>/v2/ots`: the adapter's `baseUrl`. */
  baseUrl: string;
  requests: RecordedIflytekTranslateRequest[];
  /** Answer `dst` whenever `text` is asked from `from` to `to` (iFlytek codes, e.g. `cn` → `en`). */
  script(from: string, to: string, text: string, dst: string): void;
  /** Apply `fault` to the next request (queue; one per request). */
  failNext(fault: FakeIflytekTranslateFault): void;
  close(): Promise<void>;
}

/** Languages the fake accepts (the iFlytek codes of the app's 14, integrations.md §1.3). */
const KNOWN_CODES = new Set(['cn', 'en', 'ko', 'fr', 'ja', 'de', 'yue', 'ms', 'ar', 'id', 'ru', 'es', 'th', 'vi']);

/** `k="v", k2="v2"` → record; null when the header is missing. */
function parseAuthorization(value: string | undefined): Record<string, string> | null {
  if (!value) return null;
  const params: Record<string, string> = {};
  for (const match of value.matchAll(/(\w+)="([^"]*)"/g)) {
    const [, key, val] = match;
    if (key !== undefined && val !== undefined) params[key] = val;
  }
  return params;
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Start the fake on a free port of 127.0.0.1. */
export async function startFakeIflytekTranslateServer(options: FakeIflytekTranslateOptions): Promise<FakeIflytekTranslateServer> {
  const now = options.now ?? Date.now;
  const requests: RecordedIflytekTranslateRequest[] = [];
  const scripted = new Map<string, string>();
  const faults: FakeIflytekTranslateFault[] = [];
  const keyOf = (from: string, to: string, text: string) => JSON.stringify([from, to, text]);

  /** Why the request's auth fails as status + reason, or null. */
  const checkAuth = (request: http.IncomingMessage, body: string): { status: number; reason: string } | null => {
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const date = header('date');
    const host = header('host');
    const digest = header('digest');
    const auth = parseAuthorization(header('authorization'));
    if (!date || !host || !digest || !auth) return { status: 401, reason: 'missing host, date, digest or authorization' };
    const sent = Date.parse(date);
    if (!Number.isFinite(sent) || Math.abs(now() - sent) > 300_000) return { status: 403, reason: 'date out of range' };
    if (auth.api_key !== options.apiKey) return { status: 401, reason: 'unknown api_key' };
    if (auth.algorithm !== 'hmac-sha256') return { status: 401, reason: 'algorithm is not hmac-sha256' };
    if (auth.headers !== 'host date request-line digest') return { status: 401, reason: 'headers list is not "host date request-line digest"' };
    const bodyDigest = `SHA-256=${createHash('sha256').update(Buffer.from(body, 'utf8')).digest('base64')}`;
    if (digest !== bodyDigest) return { status: 401, reason: 'digest does not match the body' };
    const requestLine = `${request.method ?? ''} ${request.url ?? ''} HTTP/${request.httpVersion}`;
    const origin = `host: ${host}\ndate: ${date}\n${requestLine}\ndigest: ${digest}`;
    const expected = createHmac('sha256', options.apiSecret).update(origin, 'utf8').digest('base64');
    if (!sameText(expected, auth.signature ?? '')) return { status: 401, reason: 'signature does not match' };
    return null;
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const reply = (status: number, payload: unknown) => {
        if (!response.destroyed) response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(payload));
      };
      const sid = `its${randomBytes(8).toString('hex')}`;
      const answerCode = (code: number, message: string) => reply(200, { code, message, sid });

      let json: { common?: { app_id?: unknown }; business?: { from?: unknown; to?: unknown }; data?: { text?: unknown } } = {};
      try {
        json = JSON.parse(body) as typeof json;
      } catch {
        json = {};
      }
      const from = typeof json.business?.from === 'string' ? json.business.from : null;
      const to = typeof json.business?.to === 'string' ? json.business.to : null;
      const text = typeof json.data?.text === 'string' ? Buffer.from(json.data.text, 'base64').toString('utf8') : null;
      const authProblem = request.method === 'POST' && request.url === '/v2/ots' ? checkAuth(request, body) : { status: 404, reason: 'no route' };
      const record: RecordedIflytekTranslateRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
        from,
        to,
        text,
        problem: authProblem?.reason ?? null,
      };
      requests.push(record);
      if (authProblem) {
        const message = authProblem.status === 404 ? 'no Route matched with those values' : authProblem.status === 403 ? 'HMAC signature cannot be verified, a valid date or x-date header is required for HMAC Authentication' : 'HMAC signature cannot be verified';
        return reply(authProblem.status, { message });
      }
      if (json.common?.app_id !== options.appId) {
        record.problem = 'unknown app_id';
        return answerCode(10313, 'appid cannot be found');
      }
      if (from === null || to === null || !KNOWN_CODES.has(from) || !KNOWN_CODES.has(to) || text === null || text === '') {
        record.problem = 'bad business or data';
        return answerCode(10106, 'invalid parameter');
      }
      const fault = faults.shift();
      if (fault && 'hang' in fault) return; // never answer; close() cuts the connection
      if (fault && 'status' in fault) return reply(fault.status, { message: fault.message ?? 'fake fault' });
      if (fault && 'code' in fault) return answerCode(fault.code, fault.message ?? 'fake fault');
      const dst = fault && 'dst' in fault ? fault.dst : (scripted.get(keyOf(from, to, text)) ?? `[${to}] ${text}`);
      return reply(200, { code: 0, message: 'success', sid, data: { result: { from, to, trans_result: { src: text, dst } } } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v2/ots`,
    requests,
    script(from, to, text, dst) {
      scripted.set(keyOf(from, to, text), dst);
    },
    failNext(fault) {
      faults.push(fault);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
