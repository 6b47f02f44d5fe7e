/**
 * Which WeChat Pay platform key checks a signature (integrations.md §2.4), chosen by the
 * `Wechatpay-Serial` header, supporting both modes at once as the migration requires:
 * - public-key mode: serial `PUB_KEY_ID_…` → the configured platform public key (ids must match);
 * - certificate mode: any other serial → a platform certificate from `GET /v3/certificates`,
 *   each AEAD-encrypted with the APIv3 key, kept by serial until it expires. The list is
 *   downloaded when an unknown serial appears (at most once a minute, so forged serials cannot
 *   make us hammer WeChat) and refreshed every 12 h so rotated certificates arrive before use.
 * The download response is itself verified before any certificate in it is trusted.
 */
import { createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import {
  decryptResource,
  MAX_CLOCK_SKEW_S,
  platformSignatureMessage,
  SIGNATURE_PROBE_PREFIX,
  verifyMessage,
  WeChatPaySignatureError,
} from './wechatpay-crypto.js';
import { describeIssue } from '../wire-issue.js';
import { certificateListSchema } from './wechatpay-wire.js';

/** Case-insensitive read of one HTTP header; undefined when absent. */
export type HeaderLookup = (name: string) => string | undefined;

/** Serials starting with this are platform public key ids, not certificate serials (§2.4). */
export const PUBLIC_KEY_ID_PREFIX = 'PUB_KEY_ID_';

/** How often the certificate list is refreshed even without an unknown serial, ms. */
export const CERTIFICATE_REFRESH_MS = 12 * 60 * 60 * 1000;

/** Least time between two downloads triggered by unknown serials, ms. */
export const UNKNOWN_SERIAL_RETRY_MS = 60 * 1000;

/** A raw `GET /v3/certificates` answer (any 2xx): headers and the exact body text. */
export interface CertificateDownload {
  header: HeaderLookup;
  body: string;
}

/** What the key store needs; `downloadCertificates` performs the signed GET (and throws its own errors). */
export interface PlatformKeysOptions {
  platformPublicKey: { id: string; pem: string } | null;
  apiV3Key: string;
  /** Epoch ms. */
  now: () => number;
  downloadCertificates: () => Promise<CertificateDownload>;
}

interface PlatformCertificate {
  publicKey: KeyObject;
  /** Epoch ms. */
  expiresAt: number;
}

/** Build a {@link HeaderLookup} from a Node-style header record (any key case; arrays → first value). */
export function headerLookupFromRecord(headers: Record<string, string | string[] | undefined>): HeaderLookup {
  const lower = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) lower.set(name.toLowerCase(), first);
  }
  return (name) => lower.get(name.toLowerCase());
}

/**
 * The signature checks shared by responses, callbacks and the certificate download (§2.4):
 * headers present, not a probe, timestamp within 300 s, RSA-SHA256 valid under the key `keyFor`
 * gives for the serial.
 * @throws WeChatPaySignatureError on any failure.
 */
function checkSignature(header: HeaderLookup, body: string, nowMs: number, keyFor: (serial: string) => KeyObject): void {
  const timestamp = header('Wechatpay-Timestamp');
  const nonce = header('Wechatpay-Nonce');
  const signature = header('Wechatpay-Signature');
  const serial = header('Wechatpay-Serial');
  if (!timestamp || !nonce || !signature || !serial) throw new WeChatPaySignatureError('missing Wechatpay-* signature headers');
  if (signature.startsWith(SIGNATURE_PROBE_PREFIX)) throw new WeChatPaySignatureError('signature probe (WECHATPAY/SIGNTEST)');
  const signatureType = header('Wechatpay-Signature-Type');
  if (signatureType !== undefined && signatureType !== 'WECHATPAY2-SHA256-RSA2048') {
    throw new WeChatPaySignatureError(`unsupported signature type ${signatureType}`);
  }
  if (!/^\d{1,12}$/.test(timestamp)) throw new WeChatPaySignatureError('malformed Wechatpay-Timestamp');
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_S) throw new WeChatPaySignatureError('Wechatpay-Timestamp outside ±300 s');
  const key = keyFor(serial);
  if (!verifyMessage(platformSignatureMessage(timestamp, nonce, body), signature, key)) {
    throw new WeChatPaySignatureError(`bad platform signature (serial ${serial})`);
  }
}

/** Platform public key and certificates by serial; one per gateway. */
export class PlatformKeys {
  private readonly publicKey: { id: string; key: KeyObject } | null;
  private readonly certificates = new Map<string, PlatformCertificate>();
  private lastDownloadAt: number | null = null;
  private lastSuccessAt: number | null = null;
  private inflight: Promise<void> | null = null;

  constructor(private readonly options: PlatformKeysOptions) {
    this.publicKey = options.platformPublicKey ? { id: options.platformPublicKey.id, key: createPublicKey(options.platformPublicKey.pem) } : null;
  }

  /**
   * Verify a platform-signed response or callback (integrations.md §2.4).
   * @throws WeChatPaySignatureError when it does not verify; whatever `downloadCertificates`
   * throws when a needed download fails.
   */
  async verify(header: HeaderLookup, body: string): Promise<void> {
    const serial = header('Wechatpay-Serial');
    if (serial !== undefined && !serial.startsWith(PUBLIC_KEY_ID_PREFIX)) await this.ensureCertificate(serial);
    checkSignature(header, body, this.options.now(), (name) => this.keyFor(name, this.certificates));
  }

  /** Serials of the platform certificates currently trusted (for logs and tests). */
  knownCertificateSerials(): string[] {
    return [...this.certificates.keys()];
  }

  private keyFor(serial: string, certificates: ReadonlyMap<string, PlatformCertificate>): KeyObject {
    if (serial.startsWith(PUBLIC_KEY_ID_PREFIX)) {
      if (this.publicKey && this.publicKey.id === serial) return this.publicKey.key;
      throw new WeChatPaySignatureError(`unknown platform public key id ${serial}`);
    }
    const certificate = certificates.get(serial.toUpperCase());
    if (!certificate) throw new WeChatPaySignatureError(`unknown platform certificate serial ${serial}`);
    if (certificate.expiresAt <= this.options.now()) throw new WeChatPaySignatureError(`platform certificate ${serial} expired`);
    return certificate.publicKey;
  }

  /** Download when the 12 h refresh is due, or when `serial` is unknown and the last try is over a minute old. */
  private async ensureCertificate(serial: string): Promise<void> {
    const now = this.options.now();
    const refreshDue = this.lastSuccessAt === null || now - this.lastSuccessAt >= CERTIFICATE_REFRESH_MS;
    const unknown = !this.certificates.has(serial.toUpperCase());
    const mayRetry = this.lastDownloadAt === null || now - this.lastDownloadAt >= UNKNOWN_SERIAL_RETRY_MS;
    if (!((refreshDue || unknown) && mayRetry)) return;
    this.inflight ??= this.download().finally(() => {
      this.inflight = null;
    });
    try {
      await this.inflight;
    } catch (error) {
      // A failed routine refresh must not stop us verifying with a certificate we still hold.
      if (unknown) throw error;
    }
  }

  private async download(): Promise<void> {
    this.lastDownloadAt = this.options.now();
    const { header, body } = await this.options.downloadCertificates();
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch (error) {
      throw new WeChatPaySignatureError('certificate list is not JSON', { cause: error });
    }
    const list = certificateListSchema.safeParse(json);
    if (!list.success) throw new WeChatPaySignatureError(`certificate list has an unexpected shape (${describeIssue(list.error)})`);
    const parsed = list.data;
    const fresh = new Map<string, PlatformCertificate>();
    for (const entry of parsed.data ?? []) {
      if (!entry.encrypt_certificate) continue;
      const pem = decryptResource(entry.encrypt_certificate, this.options.apiV3Key);
      let certificate: X509Certificate;
      try {
        certificate = new X509Certificate(pem);
      } catch (error) {
        throw new WeChatPaySignatureError('platform certificate does not parse', { cause: error });
      }
      const serial = certificate.serialNumber.toUpperCase();
      // The listed serial must be the certificate's own, or a response could pin a key to any serial.
      if (entry.serial_no !== undefined && entry.serial_no.toUpperCase() !== serial) {
        throw new WeChatPaySignatureError('certificate serial_no does not match the certificate');
      }
      fresh.set(serial, { publicKey: certificate.publicKey, expiresAt: Date.parse(certificate.validTo) });
    }
    // Bootstrap: the list may be signed by a certificate it carries; trust nothing in it before that checks out.
    const candidates = new Map([...this.certificates, ...fresh]);
    checkSignature(header, body, this.options.now(), (name) => this.keyFor(name, candidates));
    const now = this.options.now();
    for (const [serial, certificate] of fresh) this.certificates.set(serial, certificate);
    for (const [serial, certificate] of this.certificates) if (certificate.expiresAt <= now) this.certificates.delete(serial);
    this.lastSuccessAt = now;
  }
}
