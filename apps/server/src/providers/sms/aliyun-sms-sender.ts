/**
 * Alibaba Cloud SMS (Dysmsapi 2017-05-25, `SendSms`) with the RPC signature (signature version 1.0):
 * every parameter, common and business, is percent-encoded per RFC 3986 (space → %20, `*` → %2A,
 * `~` kept), sorted by name and joined as `k=v&…`; the string to sign is
 * `POST&%2F&<that string, percent-encoded again>`; `Signature` is base64 HMAC-SHA1 of it keyed with
 * `AccessKeySecret + "&"`. The request is a form POST to the endpoint; the answer is JSON whose
 * `Code` is `OK` on success. Source: Alibaba Cloud "Signature method for RPC APIs" and the SendSms
 * API reference. The template (TemplateCode, approved in the console) takes `{"code":"…"}`.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { z } from 'zod/mini';
import type { SmsCodeMessage, SmsSender } from './sms-sender.js';

/** Settings of the Aliyun sender (SMS_PROVIDER=aliyun and ALIYUN_SMS_*). */
export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** Approved signature name (签名). */
  signName: string;
  /** Approved template code, e.g. SMS_123456789, whose text has `${code}`. */
  templateCode: string;
  /** Default https://dysmsapi.aliyuncs.com/ (tests point it at a local fake). */
  endpoint: string;
  /** Default cn-hangzhou. */
  regionId: string;
  /** Clock, epoch ms (the Timestamp parameter). */
  now?: () => number;
  /** Request timeout, ms (default 10 000). */
  timeoutMs?: number;
}

/**
 * The `SendSms` answer (Alibaba Cloud SendSms API reference): only `Code` and `Message` are read;
 * other fields (`RequestId`, `BizId`) may come and go. An answer of another shape reads as no code,
 * so it can never pass for `OK`.
 */
const sendSmsAnswerSchema = z.looseObject({ Code: z.optional(z.string()), Message: z.optional(z.string()) });

/** RFC 3986 percent-encoding as the RPC signature requires. */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `Signature` of `params` for `method` (signature version 1.0, HMAC-SHA1). */
export function signAliyunRpc(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((name) => `${aliyunPercentEncode(name)}=${aliyunPercentEncode(params[name] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** A sender that calls Dysmsapi `SendSms`. */
export function createAliyunSmsSender(options: AliyunSmsOptions): SmsSender {
  const now = options.now ?? Date.now;
  return {
    kind: 'aliyun',
    async sendCode(message: SmsCodeMessage) {
      const params: Record<string, string> = {
        AccessKeyId: options.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: message.phone,
        RegionId: options.regionId,
        SignName: options.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: options.templateCode,
        TemplateParam: JSON.stringify({ code: message.code }),
        // ISO 8601 UTC without milliseconds, as the API documents: 2024-01-01T08:00:00Z.
        Timestamp: new Date(now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      params.Signature = signAliyunRpc('POST', params, options.accessKeySecret);
      const body = Object.entries(params)
        .map(([name, value]) => `${aliyunPercentEncode(name)}=${aliyunPercentEncode(value)}`)
        .join('&');
      const response = await fetch(options.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        // Not JSON: reported below with the status.
      }
      const parsed = sendSmsAnswerSchema.safeParse(json);
      const answer = parsed.success ? parsed.data : {};
      if (!response.ok || answer.Code !== 'OK') {
        throw new Error(`Aliyun SendSms failed: HTTP ${response.status}, Code ${answer.Code ?? '-'}, ${answer.Message ?? text.slice(0, 200)}`);
      }
    },
  };
}
