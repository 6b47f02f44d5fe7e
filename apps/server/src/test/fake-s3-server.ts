/**
 * A small S3-compatible HTTP server for tests: accepts path-style `PUT` and `DELETE` of objects,
 * records every request, and checks each one the way S3 does: an `Authorization:
 * AWS4-HMAC-SHA256` header whose signature it recomputes from the shared secret (AWS Signature
 * V4, written here independently of aws4fetch), and an `x-amz-content-sha256` that matches the body.
 * Bad requests get S3's 403/400 XML errors.
 */
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake saw it. */
export interface RecordedS3Request {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Whether the signature and payload hash checked out. */
  verified: boolean;
}

/** A running fake S3. */
export interface FakeS3 {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  requests: RecordedS3Request[];
  /** Stored objects by `<bucket>/<key>`. */
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  /** Accept this many more PUTs, then answer 500 to every PUT (null: never fail). */
  failPutsAfter(count: number | null): void;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function xmlError(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

/** Recompute the SigV4 signature of `request` and compare; returns a problem or null. */
function checkSignature(request: http.IncomingMessage, body: Buffer, credentials: { accessKeyId: string; secretAccessKey: string }): string | null {
  const authorization = request.headers.authorization ?? '';
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(authorization);
  if (!match) return 'Authorization is not AWS4-HMAC-SHA256';
  const [, keyId, date, region, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string];
  if (keyId !== credentials.accessKeyId) return 'unknown access key';
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (typeof payloadHash !== 'string') return 'x-amz-content-sha256 missing';
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'x-amz-content-sha256 does not match the body';
  const amzDate = request.headers['x-amz-date'];
  if (typeof amzDate !== 'string' || !amzDate.startsWith(date)) return 'x-amz-date missing or not of the credential date';
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-content-sha256')) return 'host and x-amz-content-sha256 must be signed';
  const url = new URL(request.url ?? '/', 'http://fake');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonicalHeaders = names.map((name) => `${name}:${String(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [request.method, url.pathname, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date), region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex') === signature ? null : 'signature does not match';
}

/** Start the fake on a free port of 127.0.0.1. */
export async function startFakeS3(credentials: { accessKeyId: string; secretAccessKey: string }): Promise<FakeS3> {
  const requests: RecordedS3Request[] = [];
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  let putsLeft: number | null = null;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = checkSignature(request, body, credentials);
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname);
      requests.push({ method: request.method ?? '', path, headers: request.headers, body, verified: problem === null });
      const reply = (status: number, text = '') => response.writeHead(status, text ? { 'content-type': 'application/xml' } : {}).end(text);
      if (problem) return reply(403, xmlError('SignatureDoesNotMatch', problem));
      const key = path.replace(/^\//, '');
      if (request.method === 'PUT') {
        if (putsLeft !== null) {
          if (putsLeft <= 0) return reply(500, xmlError('InternalError', 'failing on purpose'));
          putsLeft -= 1;
        }
        objects.set(key, { body, contentType: request.headers['content-type'] });
        response.setHeader('etag', `"${createHash('md5').update(body).digest('hex')}"`);
        return reply(200);
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        return reply(204);
      }
      return reply(400, xmlError('NotImplemented', `${request.method} is not supported by the fake`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    objects,
    failPutsAfter(count) {
      putsLeft = count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
