/**
 * A local stand-in for WeChat Pay API v3 (integrations.md §2) for tests, speaking the real
 * protocol with real keys, written independently of the adapter (node:crypto only) so a bug in
 * one does not hide the same bug in the other:
 * - it VERIFIES the merchant `Authorization` signature of every request against the merchant
 *   public key it is given (401 `SIGN_ERROR` otherwise), over `METHOD\nPATH?QUERY\nTS\nNONCE\nBODY\n`;
 * - it SIGNS every answer with its own platform RSA key (`Wechatpay-*` headers, §2.4), either in
 *   public-key mode (serial `PUB_KEY_ID_0114…`) or certificate mode (a self-signed X.509
 *   certificate built here in DER, served AEAD-encrypted by `GET /v3/certificates`, rotatable);
 * - native order create / query / close and refunds, with `OUT_TRADE_NO_USED` for a reused
 *   `out_trade_no` with a different body; `pay()` marks an order paid; `notification()` builds a
 *   real encrypted, signed callback (optionally tampered) for the test to POST;
 * - knobs: fail the next call with a status, delay it, or answer it unsigned / mis-signed.
 * Every request is recorded.
 */
import {
  createCipheriv,
  createHash,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** Where the platform's signing key is published (integrations.md §2.4). */
export type FakeWeChatPayMode = 'public-key' | 'certificate';

/** How to start the fake. */
export interface FakeWeChatPayOptions {
  mode: FakeWeChatPayMode;
  /** The merchant's public key (PEM or KeyObject): every request's signature is checked with it. */
  merchantPublicKey: string | KeyObject;
  /** Expected `serial_no` in Authorization. */
  merchantSerialNo: string;
  mchId: string;
  appId: string;
  /** 32 ASCII characters. */
  apiV3Key: string;
}

/** One request as the fake saw it. */
export interface RecordedWeChatPayRequest {
  method: string;
  /** Path plus query, as signed. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Whether the merchant signature verified. */
  signatureValid: boolean;
}

/** One order the fake holds (fen). */
export interface FakeWeChatOrder {
  body: Record<string, unknown>;
  outTradeNo: string;
  amountTotal: number;
  currency: string;
  tradeState: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND' | 'PAYERROR' | 'REVOKED';
  transactionId: string | null;
  successTime: string | null;
  openid: string | null;
}

/** Options for {@link FakeWeChatPayServer.notification}. */
export interface FakeNotificationOptions {
  /** Callback `id`; default a fresh `EV-…`. */
  eventId?: string;
  /** Corrupt one thing after signing: a ciphertext byte (re-signed, so only GCM catches it), the body, or the signature. */
  tamper?: 'ciphertext' | 'body' | 'signature';
  /** Sign with this private key instead of the platform key. */
  signWith?: KeyObject;
  /** `Wechatpay-Serial` to send; default the current platform serial / key id. */
  serial?: string;
  /** Seconds added to the real time in `Wechatpay-Timestamp`. */
  timestampOffsetS?: number;
  /** Replace the signature outright (e.g. `WECHATPAY/SIGNTEST/…` probes). */
  signature?: string;
  /** Encrypt with this key instead of the configured APIv3 key. */
  apiV3Key?: string;
  /** Sign with the (older) platform key of this serial instead of the current one, e.g. after a rotation. */
  platformSerial?: string;
}

/** What the next request gets instead of its normal answer. */
export type FakeWeChatPayFault =
  | { status: number; code?: string; message?: string }
  | { unsigned: true }
  | { misSigned: true };

/** Handle on a started fake. */
export interface FakeWeChatPayServer {
  /** `http://127.0.0.1:<port>`: the adapter's baseUrl. */
  baseUrl: string;
  mode: FakeWeChatPayMode;
  /** Public-key mode: what the merchant downloads from 商户平台 (id `PUB_KEY_ID_…` + PEM). */
  platformPublicKey: { id: string; pem: string };
  /** Serial currently signing (the key id in public-key mode, the newest certificate's serial otherwise). */
  currentSerial(): string;
  /** Certificate mode: make a new platform key and certificate, sign with it from now on, keep serving the old one too. */
  rotateCertificate(): string;
  requests: RecordedWeChatPayRequest[];
  orders: Map<string, FakeWeChatOrder>;
  /** Mark an order paid (SUCCESS), optionally with a different amount/currency than ordered. */
  pay(outTradeNo: string, options?: { amountTotal?: number; currency?: string }): FakeWeChatOrder;
  /** A real TRANSACTION.SUCCESS callback for the order, encrypted and signed, for the test to POST. */
  notification(outTradeNo: string, options?: FakeNotificationOptions): { headers: Record<string, string>; rawBody: string };
  /** Apply `fault` to the next request (queue; one per request). */
  failNext(fault: FakeWeChatPayFault): void;
  /** Hold the next request's answer for `ms`. */
  delayNext(ms: number): void;
  close(): Promise<void>;
}

// --- minimal DER, enough for one self-signed RSA certificate -------------------------------------

function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}
const der = (tag: number, ...content: Buffer[]): Buffer => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
};
const derSequence = (...content: Buffer[]) => der(0x30, ...content);
const derOid = (oid: string): Buffer => {
  const parts = oid.split('.').map(Number);
  const [first = 0, second = 0, ...rest] = parts;
  const bytes = [first * 40 + second];
  for (const part of rest) {
    const chunk: number[] = [part & 0x7f];
    for (let value = part >> 7; value > 0; value >>= 7) chunk.unshift((value & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
};
const derUtcTime = (date: Date): Buffer => der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`, 'ascii'));
const derName = (commonName: string): Buffer => derSequence(der(0x31, derSequence(derOid('2.5.4.3'), der(0x0c, Buffer.from(commonName, 'utf8')))));

/**
 * A self-signed X.509 v3 certificate for `key` (sha256WithRSAEncryption), as PEM, with a
 * 20-byte serial whose upper-case hex is returned (WeChat serials are 40 hex characters).
 */
function selfSignedCertificate(publicKey: KeyObject, privateKey: KeyObject, notBefore: Date, notAfter: Date): { pem: string; serial: string } {
  const serial = randomBytes(20);
  serial[0] = 0x10 + ((serial[0] ?? 0) % 0x60); // positive and without a leading zero byte
  const algorithm = derSequence(derOid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));
  const name = derName('Tenpay.com Root CA (fake)');
  const tbs = derSequence(
    der(0xa0, der(0x02, Buffer.from([0x02]))),
    der(0x02, serial),
    algorithm,
    name,
    derSequence(derUtcTime(notBefore), derUtcTime(notAfter)),
    derName('WeChat Pay platform (fake)'),
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = createSign('RSA-SHA256').update(tbs).sign(privateKey);
  const certificate = derSequence(tbs, algorithm, der(0x03, Buffer.from([0x00]), signature));
  const base64 = certificate.toString('base64').replace(/.{64}/g, '$&\n');
  return { pem: `-----BEGIN CERTIFICATE-----\n${base64}${base64.endsWith('\n') ? '' : '\n'}-----END CERTIFICATE-----\n`, serial: serial.toString('hex').toUpperCase() };
}

// --- the server -----------------------------------------------------------------------------------

interface PlatformSigner {
  serial: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  certificatePem: string | null;
  notAfter: Date;
}

function newSigner(mode: FakeWeChatPayMode): PlatformSigner {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const notBefore = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const notAfter = new Date(Date.now() + 5 * 365 * 24 * 60 * 60 * 1000);
  if (mode === 'public-key') {
    return { serial: `PUB_KEY_ID_0114${randomBytes(12).toString('hex').toUpperCase()}`, privateKey, publicKey, certificatePem: null, notAfter };
  }
  const { pem, serial } = selfSignedCertificate(publicKey, privateKey, notBefore, notAfter);
  return { serial, privateKey, publicKey, certificatePem: pem, notAfter };
}

/** AEAD_AES_256_GCM as WeChat does it (integrations.md §2.5). */
function encrypt(plaintext: string, apiV3Key: string, associatedData: string): { algorithm: string; ciphertext: string; nonce: string; associated_data: string } {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: encrypted.toString('base64'), nonce, associated_data: associatedData };
}

const rfc3339China = (ms: number) => `${new Date(Math.floor(ms / 1000) * 1000 + 8 * 3600 * 1000).toISOString().slice(0, 19)}+08:00`;

/** Parse `WECHATPAY2-SHA256-RSA2048 k="v",…` into its parameters; null when the scheme is wrong. */
function parseAuthorization(value: string | undefined): Record<string, string> | null {
  const prefix = 'WECHATPAY2-SHA256-RSA2048 ';
  if (!value?.startsWith(prefix)) return null;
  const params: Record<string, string> = {};
  for (const match of value.slice(prefix.length).matchAll(/(\w+)="([^"]*)"/g)) {
    const [, key, val] = match;
    if (key !== undefined && val !== undefined) params[key] = val;
  }
  return params;
}

/** Start the fake on a free port of 127.0.0.1. */
export async function startFakeWeChatPayServer(options: FakeWeChatPayOptions): Promise<FakeWeChatPayServer> {
  const merchantKey = options.merchantPublicKey;
  const signers: PlatformSigner[] = [newSigner(options.mode)];
  const current = (): PlatformSigner => {
    const signer = signers[signers.length - 1];
    if (!signer) throw new Error('fake: no platform signer');
    return signer;
  };
  const requests: RecordedWeChatPayRequest[] = [];
  const orders = new Map<string, FakeWeChatOrder>();
  const refunds = new Map<string, Record<string, unknown>>();
  const faults: FakeWeChatPayFault[] = [];
  const delays: number[] = [];
  const sockets = new Set<Socket>();
  let sequence = 0;

  const signHeaders = (body: string, signer: PlatformSigner, overrides: { timestampOffsetS?: number; serial?: string; signWith?: KeyObject } = {}) => {
    const timestamp = String(Math.floor(Date.now() / 1000) + (overrides.timestampOffsetS ?? 0));
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`, 'utf8')
      .sign(overrides.signWith ?? signer.privateKey, 'base64');
    return {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': signature,
      'Wechatpay-Serial': overrides.serial ?? signer.serial,
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
      'Request-ID': `fake-${++sequence}`,
    };
  };

  const transactionOf = (order: FakeWeChatOrder) => ({
    appid: options.appId,
    mchid: options.mchId,
    out_trade_no: order.outTradeNo,
    ...(order.transactionId ? { transaction_id: order.transactionId } : {}),
    trade_type: 'NATIVE',
    trade_state: order.tradeState,
    trade_state_desc: order.tradeState,
    ...(order.successTime ? { success_time: order.successTime, bank_type: 'OTHERS' } : {}),
    ...(order.openid ? { payer: { openid: order.openid } } : {}),
    amount: { total: order.amountTotal, payer_total: order.amountTotal, currency: order.currency, payer_currency: order.currency },
  });

  /** The route table: status and body (undefined for 204) for a verified request. */
  const route = (method: string, url: URL, body: string): { status: number; payload?: unknown } => {
    const error = (status: number, code: string, message: string) => ({ status, payload: { code, message } });
    let json: Record<string, unknown> = {};
    if (body !== '') {
      try {
        json = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return error(400, 'PARAM_ERROR', 'body is not JSON');
      }
    }
    const path = url.pathname;
    if (method === 'POST' && path === '/v3/pay/transactions/native') {
      const outTradeNo = json.out_trade_no;
      const amount = json.amount as { total?: unknown; currency?: unknown } | undefined;
      if (json.mchid !== options.mchId || json.appid !== options.appId) return error(400, 'PARAM_ERROR', 'appid/mchid mismatch');
      if (typeof outTradeNo !== 'string' || !/^[0-9A-Za-z_\-|*]{6,32}$/.test(outTradeNo)) return error(400, 'PARAM_ERROR', 'bad out_trade_no');
      if (typeof amount?.total !== 'number' || !Number.isSafeInteger(amount.total) || amount.total <= 0) return error(400, 'PARAM_ERROR', 'bad amount.total');
      if (typeof json.description !== 'string' || Array.from(json.description).length > 127) return error(400, 'PARAM_ERROR', 'bad description');
      if (typeof json.notify_url !== 'string' || json.notify_url.includes('?')) return error(400, 'PARAM_ERROR', 'bad notify_url');
      const existing = orders.get(outTradeNo);
      if (existing) {
        if (JSON.stringify(existing.body) !== JSON.stringify(json)) return error(400, 'OUT_TRADE_NO_USED', '商户订单号重复');
        if (existing.tradeState !== 'NOTPAY') return error(400, 'ORDER_CLOSED', 'order not payable');
      } else {
        orders.set(outTradeNo, {
          body: json,
          outTradeNo,
          amountTotal: amount.total,
          currency: typeof amount.currency === 'string' ? amount.currency : 'CNY',
          tradeState: 'NOTPAY',
          transactionId: null,
          successTime: null,
          openid: null,
        });
      }
      return { status: 200, payload: { code_url: `weixin://wxpay/bizpayurl?pr=${createHash('sha256').update(outTradeNo).digest('base64url').slice(0, 12)}` } };
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path);
    if (method === 'GET' && query?.[1] !== undefined) {
      if (url.searchParams.get('mchid') !== options.mchId) return error(400, 'PARAM_ERROR', 'mchid missing');
      const order = orders.get(decodeURIComponent(query[1]));
      return order ? { status: 200, payload: transactionOf(order) } : error(404, 'ORDER_NOT_EXIST', '订单不存在');
    }
    const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path);
    if (method === 'POST' && close?.[1] !== undefined) {
      if (json.mchid !== options.mchId) return error(400, 'PARAM_ERROR', 'mchid missing');
      const order = orders.get(decodeURIComponent(close[1]));
      if (!order) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
      if (order.tradeState === 'SUCCESS' || order.tradeState === 'REFUND') return error(400, 'ORDER_PAID', '订单已支付');
      order.tradeState = 'CLOSED';
      return { status: 204 };
    }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') {
      const outRefundNo = json.out_refund_no;
      const amount = json.amount as { refund?: unknown; total?: unknown } | undefined;
      const order = typeof json.out_trade_no === 'string' ? orders.get(json.out_trade_no) : undefined;
      if (typeof outRefundNo !== 'string' || outRefundNo.length > 64) return error(400, 'PARAM_ERROR', 'bad out_refund_no');
      const earlier = refunds.get(outRefundNo);
      if (earlier) return { status: 200, payload: earlier };
      if (!order) return error(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
      if (order.tradeState !== 'SUCCESS') return error(403, 'NOT_ENOUGH', '订单未支付');
      if (amount?.total !== order.amountTotal || amount.refund !== order.amountTotal) return error(400, 'PARAM_ERROR', 'amount mismatch');
      order.tradeState = 'REFUND';
      const refund = {
        refund_id: `5030${String(++sequence).padStart(24, '0')}`,
        out_refund_no: outRefundNo,
        transaction_id: order.transactionId,
        out_trade_no: order.outTradeNo,
        channel: 'ORIGINAL',
        status: 'PROCESSING',
        create_time: rfc3339China(Date.now()),
        amount: { total: order.amountTotal, refund: order.amountTotal, payer_total: order.amountTotal, payer_refund: order.amountTotal, currency: order.currency },
      };
      refunds.set(outRefundNo, refund);
      return { status: 200, payload: refund };
    }
    if (method === 'GET' && path === '/v3/certificates') {
      if (options.mode !== 'certificate') return error(404, 'NOT_FOUND', 'this merchant uses the platform public key');
      return {
        status: 200,
        payload: {
          data: signers.map((signer) => ({
            serial_no: signer.serial,
            effective_time: rfc3339China(Date.now() - 24 * 3600 * 1000),
            expire_time: rfc3339China(signer.notAfter.getTime()),
            encrypt_certificate: encrypt(signer.certificatePem ?? '', options.apiV3Key, 'certificate'),
          })),
        },
      };
    }
    return error(404, 'NOT_FOUND', `no route ${method} ${path}`);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const method = request.method ?? '';
      const target = request.url ?? '/';
      const auth = parseAuthorization(request.headers.authorization);
      const signatureValid =
        auth !== null &&
        auth.mchid === options.mchId &&
        auth.serial_no === options.merchantSerialNo &&
        auth.timestamp !== undefined &&
        auth.nonce_str !== undefined &&
        auth.signature !== undefined &&
        Math.abs(Date.now() / 1000 - Number(auth.timestamp)) <= 300 &&
        createVerify('RSA-SHA256').update(`${method}\n${target}\n${auth.timestamp}\n${auth.nonce_str}\n${body}\n`, 'utf8').verify(merchantKey, auth.signature, 'base64');
      requests.push({ method, url: target, headers: request.headers, body, signatureValid });
      const delay = delays.shift() ?? 0;
      const fault = faults.shift();
      const answer = () => {
        if (response.destroyed) return;
        let status: number;
        let text: string;
        if (!signatureValid) {
          status = 401;
          text = JSON.stringify({ code: 'SIGN_ERROR', message: '签名错误' });
        } else if (fault && 'status' in fault) {
          status = fault.status;
          text = JSON.stringify({ code: fault.code ?? (fault.status >= 500 ? 'SYSTEM_ERROR' : 'PARAM_ERROR'), message: fault.message ?? 'fake fault' });
        } else {
          const result = route(method, new URL(target, 'http://fake'), body);
          status = result.status;
          text = result.payload === undefined ? '' : JSON.stringify(result.payload);
        }
        const headers: Record<string, string> = text === '' ? {} : { 'content-type': 'application/json' };
        if (!(fault && 'unsigned' in fault)) {
          Object.assign(headers, signHeaders(text, current(), fault && 'misSigned' in fault ? { signWith: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey } : {}));
        }
        response.writeHead(status, headers).end(text);
      };
      if (delay > 0) setTimeout(answer, delay);
      else answer();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const first = current();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    mode: options.mode,
    platformPublicKey: { id: first.serial, pem: first.publicKey.export({ type: 'spki', format: 'pem' }).toString() },
    currentSerial: () => current().serial,
    rotateCertificate() {
      if (options.mode !== 'certificate') throw new Error('fake: rotation is for certificate mode');
      signers.push(newSigner('certificate'));
      return current().serial;
    },
    requests,
    orders,
    pay(outTradeNo, payOptions = {}) {
      const order = orders.get(outTradeNo);
      if (!order) throw new Error(`fake: no order ${outTradeNo}`);
      order.tradeState = 'SUCCESS';
      order.transactionId = `4200${String(++sequence).padStart(24, '0')}`;
      order.successTime = rfc3339China(Date.now());
      order.openid = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';
      if (payOptions.amountTotal !== undefined) order.amountTotal = payOptions.amountTotal;
      if (payOptions.currency !== undefined) order.currency = payOptions.currency;
      return order;
    },
    notification(outTradeNo, notifyOptions = {}) {
      const order = orders.get(outTradeNo);
      if (!order) throw new Error(`fake: no order ${outTradeNo}`);
      const resource = encrypt(JSON.stringify(transactionOf(order)), notifyOptions.apiV3Key ?? options.apiV3Key, 'transaction');
      if (notifyOptions.tamper === 'ciphertext') {
        const bytes = Buffer.from(resource.ciphertext, 'base64');
        bytes[0] = (bytes[0] ?? 0) ^ 0x01;
        resource.ciphertext = bytes.toString('base64');
      }
      const event = {
        id: notifyOptions.eventId ?? `EV-${randomBytes(10).toString('hex')}`,
        create_time: rfc3339China(Date.now()),
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: { original_type: 'transaction', ...resource },
      };
      const rawBody = JSON.stringify(event);
      const signer = notifyOptions.platformSerial === undefined ? current() : signers.find((candidate) => candidate.serial === notifyOptions.platformSerial);
      if (!signer) throw new Error(`fake: no platform key ${notifyOptions.platformSerial ?? ''}`);
      const headers = signHeaders(rawBody, signer, {
        ...(notifyOptions.timestampOffsetS !== undefined ? { timestampOffsetS: notifyOptions.timestampOffsetS } : {}),
        ...(notifyOptions.serial !== undefined ? { serial: notifyOptions.serial } : {}),
        ...(notifyOptions.signWith !== undefined ? { signWith: notifyOptions.signWith } : {}),
      });
      if (notifyOptions.signature !== undefined) headers['Wechatpay-Signature'] = notifyOptions.signature;
      if (notifyOptions.tamper === 'signature') {
        const bytes = Buffer.from(headers['Wechatpay-Signature'], 'base64');
        bytes[10] = (bytes[10] ?? 0) ^ 0x01;
        headers['Wechatpay-Signature'] = bytes.toString('base64');
      }
      return { headers: { ...headers, 'Content-Type': 'application/json' }, rawBody: notifyOptions.tamper === 'body' ? rawBody.replace('支付成功', '支付失败') : rawBody };
    },
    failNext(fault) {
      faults.push(fault);
    },
    delayNext(ms) {
      delays.push(ms);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
