/**
 * URL authentication of iFlytek's WebSocket services (integrations.md §1.0(a); SDK-J
 * `Signature#signHostDateAuthorization`), shared by streaming dictation (IAT, §1.1) and online
 * synthesis (TTS, §1.2). The API secret is only used as the HMAC key and never leaves this module.
 */
import { createHmac } from 'node:crypto';

/**
 * The handshake URL of an iFlytek WebSocket service: `base` with `authorization`, `date` and
 * `host` query parameters. `signature = b64(HMAC-SHA256(apiSecret, "host: <host>\ndate: <date>\nGET
 * <path> HTTP/1.1"))`, `authorization = b64('api_key="…", algorithm="hmac-sha256", headers="host date
 * request-line", signature="…"')` (integrations.md §1.0(a)). `date` is RFC 1123 GMT; the service
 * refuses more than about 300 s of clock skew with HTTP 403.
 * @param base e.g. `wss://iat-api.xfyun.cn/v2/iat` (any query it has is replaced).
 * @param now the signing time; default the current time.
 * @throws TypeError when `base` is not an absolute URL.
 */
export function iflytekSignedUrl(base: string, apiKey: string, apiSecret: string, now: Date = new Date()): string {
  const url = new URL(base);
  const date = now.toUTCString();
  const origin = `host: ${url.host}\ndate: ${date}\nGET ${url.pathname} HTTP/1.1`;
  const signature = createHmac('sha256', apiSecret).update(origin, 'utf8').digest('base64');
  const authorization = Buffer.from(`api_key="${apiKey}", algorithm="hmac-sha256", headers="host date request-line", signature="${signature}"`, 'utf8').toString('base64');
  url.search = new URLSearchParams({ authorization, date, host: url.host }).toString();
  return url.toString();
}
