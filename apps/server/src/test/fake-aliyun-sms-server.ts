/**
 * A local stand-in for Alibaba Cloud Dysmsapi (`SendSms`, RPC style) for tests. It checks every
 * request the way the service documents it, written here independently of the app's adapter: the
 * common parameters, a fresh `SignatureNonce`, a `Timestamp` within 15 minutes, and the `Signature`
 * recomputed as base64 HMAC-SHA1 (key `secret&`) over `METHOD&%2F&` + the percent-encoded, sorted,
 * percent-encoded parameter string (RFC 3986 bytes, so space is %20, `*` is %2A and `~` stays).
 * Answers JSON like the service: `{ Code: 'OK', … }` or an error code.
 */
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One SendSms request as the fake saw it. */
export interface RecordedSms {
  params: Record<string, string>;
  /** Null when every check passed, else why it was refused. */
  problem: string | null;
}

/** Handle on a started fake: its endpoint, the requests seen, `failWith` for the next answers, `close()`. */
export interface FakeAliyunSms {
  /** `http://127.0.0.1:<port>/` for ALIYUN_SMS_ENDPOINT. */
  endpoint: string;
  requests: RecordedSms[];
  /** Answer the next requests with this service error code (null: succeed). */
  failWith(code: string | null): void;
  close(): Promise<void>;
}

const UNRESERVED = /[A-Za-z0-9\-_.~]/;

/** RFC 3986 percent-encoding over UTF-8 bytes. */
function encode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function check(method: string, params: Record<string, string>, credentials: { accessKeyId: string; accessKeySecret: string }, nonces: Set<string>): string | null {
  const expected: Record<string, string> = { Action: 'SendSms', Version: '2017-05-25', Format: 'JSON', SignatureMethod: 'HMAC-SHA1', SignatureVersion: '1.0' };
  for (const [name, value] of Object.entries(expected)) if (params[name] !== value) return `${name} must be ${value}`;
  if (params.AccessKeyId !== credentials.accessKeyId) return 'InvalidAccessKeyId.NotFound';
  for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode', 'TemplateParam', 'SignatureNonce', 'Timestamp', 'Signature']) if (!params[name]) return `missing ${name}`;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(params.Timestamp ?? '') || Math.abs(Date.parse(params.Timestamp ?? '') - Date.now()) > 15 * 60_000) return 'InvalidTimeStamp.Expired';
  if (nonces.has(params.SignatureNonce ?? '')) return 'SignatureNonceUsed';
  nonces.add(params.SignatureNonce ?? '');
  const { Signature: signature, ...signed } = params;
  const canonical = Object.keys(signed)
    .sort()
    .map((name) => `${encode(name)}=${encode(signed[name] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${encode('/')}&${encode(canonical)}`;
  const computed = createHmac('sha1', `${credentials.accessKeySecret}&`).update(stringToSign).digest('base64');
  return computed === signature ? null : 'SignatureDoesNotMatch';
}

/** Start the fake on a free port of 127.0.0.1. */
export async function startFakeAliyunSms(credentials: { accessKeyId: string; accessKeySecret: string }): Promise<FakeAliyunSms> {
  const requests: RecordedSms[] = [];
  const nonces = new Set<string>();
  let failure: string | null = null;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const source = request.method === 'POST' ? Buffer.concat(chunks).toString('utf8') : url.search.slice(1);
      const params = Object.fromEntries(new URLSearchParams(source));
      const problem = check(request.method ?? 'GET', params, credentials, nonces);
      requests.push({ params, problem });
      const reply = (status: number, body: Record<string, string>) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ RequestId: randomUUID(), ...body }));
      if (problem) return reply(400, { Code: problem, Message: problem });
      if (failure) return reply(200, { Code: failure, Message: 'failing on purpose' });
      return reply(200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/`,
    requests,
    failWith(code) {
      failure = code;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
