/**
 * A local stand-in for PayPal's REST API (docs/integrations.md §3) for tests, speaking the real
 * wire protocol so the adapter is tested exactly as it talks to PayPal:
 * - `POST /v1/oauth2/token`: Basic client credentials, `grant_type=client_credentials` (§3.1);
 * - `POST /v2/checkout/orders`, `GET /v2/checkout/orders/{id}`, `POST /v2/checkout/orders/{id}/capture` (§3.2–3.4);
 * - `POST /v2/payments/captures/{id}/refund` (full refunds);
 * - `POST /v1/notifications/verify-webhook-signature`, which really verifies (§3.6).
 *
 * Every API call needs a live bearer token (else 401 `invalid_token`). POSTs honour
 * `PayPal-Request-Id` (§3.5): a repeated id on the same endpoint answers the first request's
 * resource as it is now. Only successful answers are remembered, so a capture refused as declined
 * can be retried with the same id after the payer picked another funding source.
 *
 * Webhooks: the fake holds an RSA key pair and a webhook id. `signEvent` signs a body like PayPal
 * (SHA256withRSA over `transmissionId|transmissionTime|webhookId|crc32(body)`), and the verify
 * endpoint recomputes that over the `webhook_event` text exactly as it arrived, so re-serialised
 * JSON fails as it does at PayPal. Test knobs: approve / void orders, decline the next capture,
 * fail or delay the next call, revoke tokens, forget request ids; every request is recorded.
 */
import { createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { crc32 } from 'node:zlib';

/** One request as the fake saw it. */
export interface RecordedPayPalRequest {
  method: string;
  /** Path with query, e.g. `/v2/checkout/orders/5O19…/capture`. */
  path: string;
  /** Headers, names lower-cased. */
  headers: Record<string, string>;
  /** The body text exactly as received. */
  rawBody: string;
  /** The body parsed as JSON, null when empty or not JSON (the token request is a form). */
  body: unknown;
}

/** Who approved an order on PayPal's pages. */
export interface FakePayer {
  payerId?: string;
  email?: string;
  givenName?: string;
  surname?: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
}

/** Transmission headers and body of one signed webhook delivery, as Node would hand them to a route. */
export interface SignedWebhook {
  /** `paypal-transmission-id`, `-time`, `-sig`, `paypal-cert-url`, `paypal-auth-algo` (lower-cased like Node's). */
  headers: Record<string, string>;
  rawBody: string;
}

type JsonObject = Record<string, unknown>;

interface StoredOrder {
  id: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'VOIDED' | 'COMPLETED';
  intent: string;
  unit: JsonObject;
  /** Where the approve link points the payer back to, for the representation. */
  experience: JsonObject | null;
  payer: JsonObject | null;
  capture: JsonObject | null;
  refund: JsonObject | null;
  /** Capture status the next successful capture gets (COMPLETED unless a test asked otherwise). */
  captureStatus: 'COMPLETED' | 'PENDING' | 'DECLINED';
  createTime: string;
  updateTime: string;
}

/** Handle on a started fake. */
export interface FakePayPalServer {
  /** `http://127.0.0.1:<port>`: the adapter's `baseUrl`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The webhook id the fake signs events for. */
  webhookId: string;
  /** What `paypal-cert-url` carries (the verify endpoint only accepts this one). */
  certUrl: string;
  requests: RecordedPayPalRequest[];
  /** Lifetime of the tokens issued from now on, seconds (default 32 400, PayPal's usual 9 h). */
  tokenLifetimeSeconds: number;
  /** The payer approves the order on PayPal's pages (status → APPROVED). Options shape the later capture. */
  approve(orderId: string, payer?: FakePayer, options?: { captureStatus?: 'COMPLETED' | 'PENDING' | 'DECLINED' }): void;
  /** The order expires or is voided at PayPal (status → VOIDED). */
  voidOrder(orderId: string): void;
  /** The next capture is refused with 422 `INSTRUMENT_DECLINED`; the order stays APPROVED. */
  declineNextCapture(): void;
  /** The next request (whose path starts with `pathPrefix`, if given) answers `status` (default 500). */
  failNext(options?: { status?: number; pathPrefix?: string }): void;
  /** The next request (whose path starts with `pathPrefix`, if given) is answered only after `ms`. */
  delayNext(ms: number, options?: { pathPrefix?: string }): void;
  /** Every token issued so far stops working (as after a secret rotation): API calls answer 401. */
  revokeTokens(): void;
  /** Idempotency keys expire (PayPal keeps them 6 h): repeated request ids act as new requests. */
  forgetRequestIds(): void;
  /** The fake's current representation of an order (as GET answers it), or null. */
  order(orderId: string): JsonObject | null;
  /**
   * A PayPal event envelope for `eventType` built from the fake's state of `orderId`: the order
   * for CHECKOUT.ORDER.*, its capture for PAYMENT.CAPTURE.* (refund resource for REFUNDED).
   */
  webhookEvent(eventType: string, orderId: string): JsonObject;
  /**
   * Sign a webhook body as PayPal does: an object is serialised with JSON.stringify, a string is
   * used as is. `webhookId` defaults to the fake's own.
   */
  signEvent(event: JsonObject | string, options?: { webhookId?: string }): SignedWebhook;
  close(): Promise<void>;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** PayPal-looking ids: 17 upper-case alphanumerics (orders, captures, refunds). */
const paypalId = () => Array.from(randomBytes(17), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
const isoNow = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
const asObject = (value: unknown): JsonObject | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : null);

/**
 * Source text of each top-level member of the JSON object `text` (already known to parse), so the
 * verify endpoint can checksum `webhook_event` byte for byte as it arrived.
 */
function topLevelMembers(text: string): Map<string, string> {
  const members = new Map<string, string>();
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text.charAt(i))) i++;
  };
  const skipString = () => {
    i++;
    while (i < text.length && text.charAt(i) !== '"') i += text.charAt(i) === '\\' ? 2 : 1;
    i++;
  };
  const skipValue = () => {
    const first = text.charAt(i);
    if (first === '"') return skipString();
    if (first === '{' || first === '[') {
      let depth = 0;
      do {
        const c = text.charAt(i);
        if (c === '"') {
          skipString();
          continue;
        }
        if (c === '{' || c === '[') depth++;
        if (c === '}' || c === ']') depth--;
        i++;
      } while (depth > 0 && i < text.length);
      return;
    }
    while (i < text.length && !/[,}\]\s]/.test(text.charAt(i))) i++;
  };
  skipSpace();
  i++; // {
  for (;;) {
    skipSpace();
    if (text.charAt(i) !== '"') break;
    const keyStart = i;
    skipString();
    const key = JSON.parse(text.slice(keyStart, i)) as string;
    skipSpace();
    i++; // :
    skipSpace();
    const valueStart = i;
    skipValue();
    members.set(key, text.slice(valueStart, i));
    skipSpace();
    if (text.charAt(i) !== ',') break;
    i++;
  }
  return members;
}

/** Start the fake on a free port of 127.0.0.1. */
export async function startFakePayPalServer(): Promise<FakePayPalServer> {
  const clientId = `fake-client-${randomUUID()}`;
  const clientSecret = `fake-secret-${randomUUID()}`;
  const webhookId = `WH-FAKE-${paypalId()}`;
  const certUrl = 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-fake';
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const requests: RecordedPayPalRequest[] = [];
  const tokens = new Map<string, number>();
  const orders = new Map<string, StoredOrder>();
  const captures = new Map<string, StoredOrder>();
  /** `<endpoint>|<PayPal-Request-Id>` → id of the resource the first request made. */
  const requestIds = new Map<string, string>();
  const failures: { status: number; pathPrefix: string }[] = [];
  const delays: { ms: number; pathPrefix: string }[] = [];
  const sockets = new Set<Socket>();
  let declineNext = false;
  let baseUrl = '';

  const fake: FakePayPalServer = {
    baseUrl: '',
    clientId,
    clientSecret,
    webhookId,
    certUrl,
    requests,
    tokenLifetimeSeconds: 32_400,
    approve(orderId, payer = {}, options = {}) {
      const order = mustGet(orderId);
      if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED') throw new Error(`fake PayPal: order ${orderId} is ${order.status}, not approvable`);
      order.status = 'APPROVED';
      order.captureStatus = options.captureStatus ?? 'COMPLETED';
      order.payer = {
        name: { given_name: payer.givenName ?? 'Test', surname: payer.surname ?? 'Buyer' },
        email_address: payer.email ?? 'buyer@example.com',
        payer_id: payer.payerId ?? paypalId().slice(0, 13),
        address: { country_code: payer.country ?? 'US' },
      };
      order.updateTime = isoNow();
    },
    voidOrder(orderId) {
      const order = mustGet(orderId);
      order.status = 'VOIDED';
      order.updateTime = isoNow();
    },
    declineNextCapture() {
      declineNext = true;
    },
    failNext({ status = 500, pathPrefix = '' } = {}) {
      failures.push({ status, pathPrefix });
    },
    delayNext(ms, { pathPrefix = '' } = {}) {
      delays.push({ ms, pathPrefix });
    },
    revokeTokens() {
      tokens.clear();
    },
    forgetRequestIds() {
      requestIds.clear();
    },
    order(orderId) {
      const order = orders.get(orderId);
      return order ? representation(order) : null;
    },
    webhookEvent(eventType, orderId) {
      const order = mustGet(orderId);
      let resourceType = 'checkout-order';
      let resource: JsonObject = representation(order);
      if (eventType.startsWith('PAYMENT.CAPTURE.')) {
        if (!order.capture) throw new Error(`fake PayPal: order ${orderId} has no capture`);
        resourceType = eventType === 'PAYMENT.CAPTURE.REFUNDED' ? 'refund' : 'capture';
        if (resourceType === 'refund') {
          if (!order.refund) throw new Error(`fake PayPal: order ${orderId} has no refund`);
          resource = { ...order.refund };
        } else {
          resource = { ...order.capture, supplementary_data: { related_ids: { order_id: order.id } } };
        }
      }
      return {
        id: `WH-${paypalId()}-${paypalId()}`,
        event_version: '1.0',
        create_time: isoNow(),
        resource_type: resourceType,
        resource_version: '2.0',
        event_type: eventType,
        summary: `Fake ${eventType}`,
        resource,
        links: [{ href: `${baseUrl}/v1/notifications/webhooks-events/WH-fake`, rel: 'self', method: 'GET' }],
      };
    },
    signEvent(event, options = {}) {
      const rawBody = typeof event === 'string' ? event : JSON.stringify(event);
      const transmissionId = randomUUID();
      const transmissionTime = new Date().toISOString();
      const signer = createSign('sha256');
      signer.update(`${transmissionId}|${transmissionTime}|${options.webhookId ?? webhookId}|${crc32(rawBody) >>> 0}`);
      return {
        headers: {
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': transmissionTime,
          'paypal-transmission-sig': signer.sign(privateKey, 'base64'),
          'paypal-cert-url': certUrl,
          'paypal-auth-algo': 'SHA256withRSA',
        },
        rawBody,
      };
    },
    close: () =>
      new Promise((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  function mustGet(orderId: string): StoredOrder {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake PayPal: no order ${orderId}`);
    return order;
  }

  function representation(order: StoredOrder): JsonObject {
    const self = `${baseUrl}/v2/checkout/orders/${order.id}`;
    const links: JsonObject[] = [{ href: self, rel: 'self', method: 'GET' }];
    if (order.status === 'PAYER_ACTION_REQUIRED') links.push({ href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' });
    if (order.status === 'CREATED') links.push({ href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' });
    if (order.status === 'APPROVED') links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
    const unit: JsonObject = { ...order.unit };
    if (order.capture) unit.payments = { captures: [order.capture] };
    const result: JsonObject = {
      id: order.id,
      intent: order.intent,
      status: order.status,
      purchase_units: [unit],
      create_time: order.createTime,
      update_time: order.updateTime,
      links,
    };
    if (order.payer) {
      result.payer = order.payer;
      result.payment_source = {
        paypal: {
          email_address: order.payer.email_address,
          account_id: order.payer.payer_id,
          account_status: 'VERIFIED',
          name: order.payer.name,
          address: order.payer.address,
        },
      };
    } else if (order.experience) {
      result.payment_source = { paypal: {} };
    }
    return result;
  }

  function error(status: number, name: string, issue: string, message: string): [number, JsonObject] {
    return [status, { name, message, debug_id: randomBytes(6).toString('hex'), details: [{ issue, description: message }] }];
  }

  /** The answer to one request: status and JSON body. */
  function answer(method: string, path: string, headers: http.IncomingHttpHeaders, rawBody: string, body: unknown): [number, JsonObject] {
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (headers.authorization !== expected) return [401, { error: 'invalid_client', error_description: 'Client Authentication failed' }];
      if (new URLSearchParams(rawBody).get('grant_type') !== 'client_credentials') return [400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' }];
      const token = `A21AA${randomBytes(24).toString('base64url')}`;
      tokens.set(token, Date.now() + fake.tokenLifetimeSeconds * 1000);
      return [200, { scope: 'https://uri.paypal.com/services/payments/payment', access_token: token, token_type: 'Bearer', app_id: 'APP-80W284485P519543T', expires_in: fake.tokenLifetimeSeconds, nonce: randomUUID() }];
    }
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    const expiresAt = bearer === undefined ? undefined : tokens.get(bearer);
    if (expiresAt === undefined || expiresAt < Date.now()) return [401, { error: 'invalid_token', error_description: 'Token signature verification failed' }];

    const requestIdHeader = headers['paypal-request-id'];
    const requestId = typeof requestIdHeader === 'string' ? requestIdHeader : undefined;
    const remembered = (endpoint: string) => (requestId === undefined ? undefined : requestIds.get(`${endpoint}|${requestId}`));
    const remember = (endpoint: string, id: string) => {
      if (requestId !== undefined) requestIds.set(`${endpoint}|${requestId}`, id);
    };
    // `Prefer` shapes POST answers only; GET always answers the whole resource.
    const minimal = method === 'POST' && headers.prefer !== 'return=representation';
    const orderAnswer = (status: number, order: StoredOrder): [number, JsonObject] => {
      const full = representation(order);
      return [status, minimal ? { id: full.id, status: full.status, links: full.links } : full];
    };

    if (method === 'POST' && path === '/v2/checkout/orders') {
      const replay = remembered('create');
      const replayed = replay === undefined ? undefined : orders.get(replay);
      if (replayed) return orderAnswer(200, replayed);
      const request = asObject(body);
      const unit = asObject(Array.isArray(request?.purchase_units) ? (request.purchase_units as unknown[])[0] : null);
      const amount = asObject(unit?.amount);
      if (request?.intent !== 'CAPTURE' || !unit || typeof amount?.currency_code !== 'string' || typeof amount.value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(amount.value)) {
        return error(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'Request is not well-formed, syntactically incorrect, or violates schema.');
      }
      const experience = asObject(asObject(asObject(request.payment_source)?.paypal)?.experience_context);
      const order: StoredOrder = {
        id: paypalId(),
        // experience_context → PAYER_ACTION_REQUIRED + payer-action link; else CREATED + approve (§3.2).
        status: experience ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
        intent: 'CAPTURE',
        unit: { ...unit, payee: { email_address: 'merchant@example.com', merchant_id: 'FAKEMERCHANT1' } },
        experience,
        payer: null,
        capture: null,
        refund: null,
        captureStatus: 'COMPLETED',
        createTime: isoNow(),
        updateTime: isoNow(),
      };
      orders.set(order.id, order);
      remember('create', order.id);
      return orderAnswer(201, order);
    }

    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderMatch) {
      const order = orders.get(decodeURIComponent(orderMatch[1] ?? ''));
      if (!order) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist. Please check the resource ID and try again.');
      if (method === 'GET' && !orderMatch[2]) return orderAnswer(200, order);
      if (method === 'POST' && orderMatch[2]) {
        if (remembered(`capture ${order.id}`) !== undefined) return orderAnswer(201, order);
        if (order.status === 'COMPLETED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured. If intent is CAPTURE only one capture per order is allowed.');
        if (order.status !== 'APPROVED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
        if (declineNext) {
          declineNext = false;
          return error(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED', 'The instrument presented was either declined by the processor or bank, or it can\'t be used for this payment.');
        }
        const now = isoNow();
        const captureId = paypalId();
        order.capture = {
          id: captureId,
          status: order.captureStatus,
          amount: order.unit.amount,
          final_capture: true,
          seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
          custom_id: order.unit.custom_id,
          invoice_id: order.unit.invoice_id,
          links: [
            { href: `${baseUrl}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' },
            { href: `${baseUrl}/v2/payments/captures/${captureId}/refund`, rel: 'refund', method: 'POST' },
            { href: `${baseUrl}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
          ],
          create_time: now,
          update_time: now,
        };
        order.status = 'COMPLETED';
        order.updateTime = now;
        captures.set(captureId, order);
        remember(`capture ${order.id}`, order.id);
        return orderAnswer(201, order);
      }
    }

    const refundMatch = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refundMatch) {
      const captureId = decodeURIComponent(refundMatch[1] ?? '');
      const order = captures.get(captureId);
      if (!order?.capture) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist. Please check the resource ID and try again.');
      if (remembered(`refund ${captureId}`) !== undefined && order.refund) return [201, order.refund];
      if (order.capture.status === 'REFUNDED') return error(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
      if (order.capture.status !== 'COMPLETED') return error(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_NOT_REFUNDABLE', 'The capture cannot be refunded.');
      const now = isoNow();
      const refundId = paypalId();
      order.refund = {
        id: refundId,
        amount: order.capture.amount,
        status: 'COMPLETED',
        custom_id: order.unit.custom_id,
        invoice_id: order.unit.invoice_id,
        create_time: now,
        update_time: now,
        links: [
          { href: `${baseUrl}/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' },
          { href: `${baseUrl}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
        ],
      };
      order.capture = { ...order.capture, status: 'REFUNDED', update_time: now };
      order.updateTime = now;
      remember(`refund ${captureId}`, refundId);
      return [201, order.refund];
    }

    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const request = asObject(body);
      const field = (name: string) => (typeof request?.[name] === 'string' ? (request[name] as string) : '');
      const eventText = request ? topLevelMembers(rawBody).get('webhook_event') : undefined;
      const required = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'];
      if (!eventText || !asObject(request?.webhook_event) || required.some((name) => field(name) === '')) {
        return error(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', 'Invalid request - see details.');
      }
      let valid = field('auth_algo') === 'SHA256withRSA' && field('cert_url') === certUrl;
      if (valid) {
        const verifier = createVerify('sha256');
        verifier.update(`${field('transmission_id')}|${field('transmission_time')}|${field('webhook_id')}|${crc32(eventText) >>> 0}`);
        valid = verifier.verify(publicKey, field('transmission_sig'), 'base64');
      }
      return [200, { verification_status: valid ? 'SUCCESS' : 'FAILURE' }];
    }

    return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'The requested resource does not exist.');
  }

  /** The body PayPal sends with `status`: OAuth's shape for 401, the REST error shape otherwise. */
  function failureAnswer(status: number): [number, JsonObject] {
    if (status === 401) return [401, { error: 'invalid_token', error_description: 'Token signature verification failed' }];
    const names: Record<number, string> = { 400: 'INVALID_REQUEST', 403: 'NOT_AUTHORIZED', 404: 'RESOURCE_NOT_FOUND', 422: 'UNPROCESSABLE_ENTITY', 429: 'RATE_LIMIT_REACHED', 503: 'SERVICE_UNAVAILABLE' };
    const name = names[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'INVALID_REQUEST');
    return error(status, name, name, `Fake failure ${status}.`);
  }

  const takeFirst = <T extends { pathPrefix: string }>(list: T[], path: string): T | undefined => {
    const index = list.findIndex((entry) => path.startsWith(entry.pathPrefix));
    return index === -1 ? undefined : list.splice(index, 1)[0];
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = rawBody === '' ? null : (JSON.parse(rawBody) as unknown);
      } catch {
        body = null;
      }
      const method = request.method ?? '';
      const path = request.url ?? '';
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      requests.push({ method, path, headers, rawBody, body });
      const respond = () => {
        if (response.destroyed) return;
        const failure = takeFirst(failures, path);
        const [status, payload] = failure ? failureAnswer(failure.status) : answer(method, path.split('?')[0] ?? '', request.headers, rawBody, body);
        response.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': randomBytes(6).toString('hex') }).end(JSON.stringify(payload));
      };
      const delay = takeFirst(delays, path);
      if (delay) setTimeout(respond, delay.ms);
      else respond();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  fake.baseUrl = baseUrl;
  return fake;
}
