/**
 * iFlytek machine translation adapter (NiuTrans engine `POST https://ntrans.xfyun.cn/v2/ots`;
 * integrations.md §1.3), on plain `fetch` and node:crypto. Every request is signed with the HTTP
 * header scheme of integrations.md §1.0(b): a body `Digest`, then an HMAC-SHA256 over host, date,
 * request line and digest, sent as a plain (not base64-wrapped) `Authorization` header.
 * The API secret is only ever used as the HMAC key: it never appears in an error message or a log.
 */
import { createHash, createHmac } from 'node:crypto';
import { z } from 'zod/mini';
import type { TranslatorLanguage } from '@dali/shared/contracts/translation';
import { describeIssue } from '../../payments/wire-issue.js';
import { TranslationProviderError, type TextTranslator, type TranslateInput } from '../text-translator.js';

/** Production endpoint of the NiuTrans engine (integrations.md §1.3). */
export const IFLYTEK_OTS_URL = 'https://ntrans.xfyun.cn/v2/ots';

/**
 * App language code → iFlytek machine-translation code (integrations.md §1.3): Chinese is `cn`
 * (not `zh`), Cantonese `yue`, the rest ISO-639-1.
 */
export const IFLYTEK_MT_LANGUAGES: Readonly<Record<TranslatorLanguage, string>> = {
  zh: 'cn',
  en: 'en',
  ko: 'ko',
  fr: 'fr',
  ja: 'ja',
  de: 'de',
  zh_cantonese: 'yue',
  ms: 'ms',
  ar: 'ar',
  id: 'id',
  ru: 'ru',
  es: 'es',
  th: 'th',
  vi: 'vi',
};

/** Configuration of {@link createIflytekTranslator} (credentials from the console's machine-translation service, §1). */
export interface IflytekTranslatorConfig {
  /** APPID (`common.app_id` of the body). */
  appId: string;
  /** APIKey (`api_key` of the Authorization header). */
  apiKey: string;
  /** APISecret: the HMAC-SHA256 key; never logged nor put into errors. */
  apiSecret: string;
  /** Full endpoint URL; default {@link IFLYTEK_OTS_URL}. A fake's `http://127.0.0.1:<port>/v2/ots` in tests. */
  baseUrl?: string;
  /** Whole-call limit (request and answer body), ms. */
  timeoutMs: number;
  /** Clock for the `Date` header (the service allows about 300 s of skew, §1.0(a)); default `new Date()`. */
  now?: () => Date;
  /** Default the global `fetch`. */
  fetch?: typeof fetch;
}

/**
 * The answer of `/v2/ots` (integrations.md §1.3): `{code, message, sid, data.result.trans_result.{src,dst}}`.
 * Loose objects (iFlytek adds fields); everything but `code` may be missing in an error answer.
 */
export const iflytekOtsAnswerSchema = z.looseObject({
  code: z.number(),
  message: z.optional(z.string()),
  sid: z.optional(z.string()),
  data: z.optional(
    z.nullable(
      z.looseObject({
        result: z.optional(
          z.nullable(
            z.looseObject({
              from: z.optional(z.string()),
              to: z.optional(z.string()),
              trans_result: z.optional(z.nullable(z.looseObject({ src: z.optional(z.string()), dst: z.optional(z.string()) }))),
            }),
          ),
        ),
      }),
    ),
  ),
});

/** A non-2xx body of the gateway, e.g. 401 `{"message":"HMAC signature cannot be verified"}` (§1.0(a)). */
const gatewayErrorSchema = z.looseObject({ message: z.catch(z.optional(z.string()), undefined) });

/** The signed headers of one request (integrations.md §1.0(b)). */
interface SignedHeaders {
  host: string;
  date: string;
  digest: string;
  authorization: string;
}

/**
 * Sign one request per integrations.md §1.0(b): `Digest: SHA-256=<b64 sha256(body)>`, then
 * `signature = b64(HMAC-SHA256(apiSecret, "host: …\ndate: …\nPOST <path> HTTP/1.1\ndigest: …"))`.
 */
function sign(url: URL, body: string, date: string, apiKey: string, apiSecret: string): SignedHeaders {
  const digest = `SHA-256=${createHash('sha256').update(body, 'utf8').digest('base64')}`;
  const origin = `host: ${url.host}\ndate: ${date}\nPOST ${url.pathname} HTTP/1.1\ndigest: ${digest}`;
  const signature = createHmac('sha256', apiSecret).update(origin, 'utf8').digest('base64');
  const authorization = `api_key="${apiKey}", algorithm="hmac-sha256", headers="host date request-line digest", signature="${signature}"`;
  return { host: url.host, date, digest, authorization };
}

/** At most 200 characters of a provider message, on one line. */
const shortMessage = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/**
 * Create the iFlytek machine-translation {@link TextTranslator} (kind `iflytek`; integrations.md
 * §1.0(b), §1.3). `translate` sends `{common:{app_id}, business:{from,to}, data:{text: b64(utf8)}}`
 * with the app codes mapped by {@link IFLYTEK_MT_LANGUAGES} and answers `trans_result.dst`, trimmed.
 *
 * Errors (all {@link TranslationProviderError}): `http` (non-2xx; `status`, and the gateway's
 * `message` such as "HMAC signature cannot be verified"), `provider` (a non-zero `code`, with
 * iFlytek's message; or an answer of another shape), `empty` (code 0 without a non-blank `dst`),
 * `connection` (network failure), `timeout` (over `timeoutMs`), `aborted` (`input.signal`).
 * @throws Error when `baseUrl` is not a URL (configuration error).
 */
export function createIflytekTranslator(config: IflytekTranslatorConfig): TextTranslator {
  const url = new URL(config.baseUrl ?? IFLYTEK_OTS_URL);
  const doFetch = config.fetch ?? fetch;
  const now = config.now ?? (() => new Date());

  async function translate(input: TranslateInput): Promise<string> {
    if (input.signal?.aborted) throw new TranslationProviderError('aborted', 'iFlytek translation: aborted by the caller');
    const body = JSON.stringify({
      common: { app_id: config.appId },
      business: { from: IFLYTEK_MT_LANGUAGES[input.from], to: IFLYTEK_MT_LANGUAGES[input.to] },
      data: { text: Buffer.from(input.text, 'utf8').toString('base64') },
    });
    const signed = sign(url, body, now().toUTCString(), config.apiKey, config.apiSecret);
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;

    let status: number;
    let text: string;
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json,version=1.0',
          host: signed.host,
          date: signed.date,
          digest: signed.digest,
          authorization: signed.authorization,
        },
        body,
        signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (input.signal?.aborted) throw new TranslationProviderError('aborted', 'iFlytek translation: aborted by the caller', { cause: error });
      if (timeout.aborted) throw new TranslationProviderError('timeout', `iFlytek translation: no answer within ${config.timeoutMs} ms`, { cause: error });
      throw new TranslationProviderError('connection', `iFlytek translation: cannot reach ${url.host}`, { cause: error });
    }

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (status < 200 || status > 299) {
      const parsed = gatewayErrorSchema.safeParse(json);
      const message = parsed.success && parsed.data.message ? `: ${shortMessage(parsed.data.message)}` : '';
      throw new TranslationProviderError('http', `iFlytek translation: HTTP ${status}${message}`, { status });
    }
    const parsed = iflytekOtsAnswerSchema.safeParse(json);
    if (!parsed.success) {
      throw new TranslationProviderError('provider', `iFlytek translation: unexpected answer (${json === undefined ? 'not JSON' : describeIssue(parsed.error)})`, { status });
    }
    const answer = parsed.data;
    if (answer.code !== 0) {
      const message = answer.message ? `: ${shortMessage(answer.message)}` : '';
      throw new TranslationProviderError('provider', `iFlytek translation: code ${answer.code}${message}${answer.sid ? ` (sid ${answer.sid})` : ''}`, { status });
    }
    const dst = answer.data?.result?.trans_result?.dst?.trim() ?? '';
    if (dst === '') throw new TranslationProviderError('empty', 'iFlytek translation: answer without a translation', { status });
    return dst;
  }

  return { kind: 'iflytek', translate };
}
