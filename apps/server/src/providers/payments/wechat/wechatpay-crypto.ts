/**
 * The cryptography of WeChat Pay API v3 (integrations.md §2.3–2.5) on node:crypto alone: the
 * merchant's request signature, the platform's response/callback signature, and the
 * AEAD_AES_256_GCM envelope used by callbacks and by downloaded platform certificates.
 * No library (integrations.md §2.6: the common one never checks the GCM tag and knows no
 * `PUB_KEY_ID_` public keys). Pure functions: no network, no clock, no secrets in messages.
 */
import { createDecipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';

/** The only signature scheme API v3 speaks (Authorization prefix and `Wechatpay-Signature-Type`). */
export const WECHATPAY_SIGNATURE_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

/** Signature probes WeChat sends to test that merchants really verify (integrations.md §2.4). */
export const SIGNATURE_PROBE_PREFIX = 'WECHATPAY/SIGNTEST/';

/** Largest accepted |now − Wechatpay-Timestamp|, seconds (integrations.md §2.4). */
export const MAX_CLOCK_SKEW_S = 300;

/**
 * A WeChat Pay signature, timestamp or encrypted payload did not check out: missing headers,
 * unknown serial, stale timestamp, probe signature, bad RSA signature, or a GCM tag that fails.
 * Callers answer a callback with 4xx/5xx (WeChat retries) and never act on its content.
 * Messages name what failed, never key material.
 */
export class WeChatPaySignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WeChatPaySignatureError';
  }
}

/**
 * The merchant request signature message (integrations.md §2.3): five lines, each ending in
 * `\n` including the last, so a GET (empty body) ends `…nonce\n\n`. `pathWithQuery` is the URL's
 * path plus `?query` exactly as sent; `body` the exact bytes sent ('' for none); `timestampS`
 * Unix seconds.
 */
export function requestSignatureMessage(method: string, pathWithQuery: string, timestampS: number, nonce: string, body: string): string {
  return `${method.toUpperCase()}\n${pathWithQuery}\n${timestampS}\n${nonce}\n${body}\n`;
}

/**
 * The message a platform signature covers (integrations.md §2.4): `${timestamp}\n${nonce}\n${body}\n`,
 * for responses and callbacks alike; an empty body (204) gives `ts\nnonce\n\n`.
 */
export function platformSignatureMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/** base64(SHA256withRSA(message)) with the merchant API private key (PKCS#8 PEM or KeyObject), §2.3. */
export function signMessage(message: string, privateKey: string | KeyObject): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

/**
 * True when `signatureBase64` is a valid RSA-SHA256 signature of `message` under `publicKey`
 * (§2.4). Never throws for malformed input; false instead.
 */
export function verifyMessage(message: string, signatureBase64: string, publicKey: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signatureBase64, 'base64');
  } catch {
    return false;
  }
}

/** 32 random hex characters: the customary `nonce_str` length (§2.3). */
export function randomNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

/** What goes into one Authorization header (integrations.md §2.3). */
export interface AuthorizationInput {
  mchId: string;
  /** Serial of the merchant API certificate (`serial_no`). */
  merchantSerialNo: string;
  merchantPrivateKey: string | KeyObject;
  method: string;
  pathWithQuery: string;
  /** Exact body bytes sent, '' for none. */
  body: string;
  /** Unix seconds. */
  timestampS: number;
  nonce: string;
}

/**
 * `WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"`
 * for one request (integrations.md §2.3).
 */
export function buildAuthorization(input: AuthorizationInput): string {
  const message = requestSignatureMessage(input.method, input.pathWithQuery, input.timestampS, input.nonce, input.body);
  const signature = signMessage(message, input.merchantPrivateKey);
  return (
    `${WECHATPAY_SIGNATURE_SCHEME} mchid="${input.mchId}",nonce_str="${input.nonce}",` +
    `signature="${signature}",timestamp="${input.timestampS}",serial_no="${input.merchantSerialNo}"`
  );
}

/** An AEAD_AES_256_GCM envelope as WeChat writes it (callback `resource`, certificate `encrypt_certificate`). */
export interface EncryptedResource {
  algorithm?: string;
  /** base64(encrypted ‖ 16-byte tag). */
  ciphertext: string;
  /** 12 ASCII characters, used as the IV as-is. */
  nonce: string;
  /** Additional authenticated data; may be empty or absent. */
  associated_data?: string | null;
}

const GCM_TAG_BYTES = 16;

/**
 * Decrypt an AEAD_AES_256_GCM envelope (integrations.md §2.5): key = APIv3 key as UTF-8 bytes,
 * IV = nonce UTF-8, AAD = associated_data UTF-8, tag = the last 16 bytes of the ciphertext.
 * `decipher.final()` always runs so a forged or corrupted envelope fails here.
 * @returns the UTF-8 plaintext.
 * @throws WeChatPaySignatureError for a wrong algorithm, a short ciphertext, a wrong key or a tag mismatch.
 */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== undefined && resource.algorithm !== 'AEAD_AES_256_GCM') {
    throw new WeChatPaySignatureError(`unsupported resource algorithm ${resource.algorithm}`);
  }
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new WeChatPaySignatureError('APIv3 key must be 32 bytes');
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= GCM_TAG_BYTES) throw new WeChatPaySignatureError('ciphertext too short');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(resource.nonce, 'utf8'), { authTagLength: GCM_TAG_BYTES });
    decipher.setAuthTag(data.subarray(-GCM_TAG_BYTES));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    return Buffer.concat([decipher.update(data.subarray(0, -GCM_TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch (error) {
    throw new WeChatPaySignatureError('resource decryption failed (wrong APIv3 key or tampered ciphertext)', { cause: error });
  }
}
