/**
 * Payment routes (spec §7 payment calls, §2 payment flows and `/payment/return`, §8 payment errors;
 * contracts in packages/shared/src/contracts/payments.ts; protocols in docs/integrations.md §2–4).
 *
 * Under /api/v1, login required (401 otherwise), each answering `data` PaymentOrder:
 * - `POST /api/orders/create` {packageId, method, agreedToTerms, confirmExtend?};
 * - `POST /wechat/pay/native/simple` and `POST /wise/orders/create` {packageId, agreedToTerms, confirmExtend?};
 * - `GET /api/orders/{orderId}` (asks the provider while PENDING), `POST /api/orders/{orderId}/cancel`,
 *   `GET /wechat/pay/query/{orderId}` (plus the WeChat state), `POST /wise/orders/status/check` {orderId};
 * - `GET /api/orders`: the caller's orders.
 * Without login, for providers and the payer's browser:
 * - `GET /payment/paypal/success?token&PayerID` (captures) and `/payment/paypal/cancel?token`: 302 to
 *   `/payment/return?orderId=…&outcome=…`;
 * - `POST /payment/paypal/webhook`, `POST /wechat/pay/notify`, `POST /wise/webhook`: verified over
 *   the raw body as received; a repeat of a notification is acknowledged and changes nothing;
 *   a forged one answers 400 and changes nothing; an unknown order answers 404;
 * - the test checkout: `GET /payment/sandbox/{orderId}` (an HTML page outside /api/v1) and
 *   `POST /api/v1/payment/sandbox/{orderId}/{pay|cancel|fail}` (303 to `/payment/return`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  CreateOrderRequestSchema,
  CreateProviderOrderRequestSchema,
  OrderIdParamsSchema,
  OrderIdRequestSchema,
  PaymentOrderResponseSchema,
  PaymentMethodsResponseSchema,
  PaymentOrdersResponseSchema,
  PAYMENT_METHODS,
  WeChatOrderQueryResponseSchema,
  type PaymentMethod,
} from '@dali/shared/contracts/payments';
import { ErrorBodySchema } from '@dali/shared/errors';
import type { Locale } from '@dali/shared/locales';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { requireUser, userRequired } from '../../plugins/auth.js';
import type { PaymentGatewayError } from '../../providers/payments/payment-gateway.js';
import type { PayPalGateway } from '../../providers/payments/paypal/paypal-gateway.js';
import { wechatTradeStateForSpec, WeChatPaySignatureError, type WeChatPayGateway } from '../../providers/payments/wechat/wechatpay-gateway.js';
import type { WiseGateway } from '../../providers/payments/wise/wise-gateway.js';
import { presentOrder, qrImageOf, sandboxAccountDetails } from './payments.presenter.js';
import type { OrderRow } from './payments.repository.js';
import type { CallbackUrls, PaymentsService } from './payments.service.js';
import { renderSandboxCheckout } from './sandbox/sandbox-checkout-page.js';
import type { SandboxAction, SandboxGateway } from './sandbox/sandbox-gateway.js';

/** The adapters in use; null where a provider is not configured. */
export interface ConfiguredGateways {
  sandbox: SandboxGateway | null;
  paypal: PayPalGateway | null;
  wechat: WeChatPayGateway | null;
  wise: WiseGateway | null;
}

/** Options of the payment routes. */
export interface PaymentsRoutesOptions {
  paymentsService: PaymentsService;
  gateways: ConfiguredGateways;
  /** Package name in a locale (falls back to the id for a package no longer configured). */
  packageName(packageId: string, locale: Locale): string;
  /** PUBLIC_BASE_URL: the origin providers and browsers reach us at; else taken from the request. */
  publicBaseUrl: string | null;
  /** Order creations per user and minute. */
  createsPerMinute: number;
}

const SANDBOX_ACTIONS = ['pay', 'cancel', 'fail'] as const;
const OUTCOME_OF_ACTION: Record<SandboxAction, string> = { pay: 'approved', cancel: 'cancelled', fail: 'failed' };

/** The origin of this app as the payer's browser and the providers reach it. */
function baseUrlOf(request: FastifyRequest, publicBaseUrl: string | null): string {
  return (publicBaseUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** Where `/payment/return` shows the order `orderId`. */
function returnPath(orderId: string | null, outcome: string): string {
  const query = new URLSearchParams();
  if (orderId) query.set('orderId', orderId);
  query.set('outcome', outcome);
  return `/payment/return?${query.toString()}`;
}

/** Registers the logged-in order routes and the PayPal redirects (mount under /api/v1). */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, options) => {
  const { paymentsService, gateways, packageName, publicBaseUrl, createsPerMinute } = options;

  async function present(order: OrderRow, locale: Locale) {
    const accountDetails =
      order.method !== 'wise' ? [] : order.provider === 'wise' ? (gateways.wise?.instructions(order.currency).accountDetails ?? []) : sandboxAccountDetails(locale);
    const qrImage = order.status === 'PENDING' ? await qrImageOf(order.codeUrl) : null;
    return presentOrder(order, { packageName: packageName(order.packageId, locale), accountDetails, qrImage });
  }

  const urlsOf = (request: FastifyRequest, method: PaymentMethod): CallbackUrls => {
    const base = baseUrlOf(request, publicBaseUrl);
    return {
      baseUrl: base,
      returnUrl: method === 'paypal' ? `${base}/api/v1/payment/paypal/success` : `${base}/payment/return`,
      cancelUrl: method === 'paypal' ? `${base}/api/v1/payment/paypal/cancel` : `${base}/payment/return`,
      notifyUrl: method === 'wechat' ? `${base}/api/v1/wechat/pay/notify` : method === 'wise' ? `${base}/api/v1/wise/webhook` : `${base}/api/v1/payment/paypal/webhook`,
    };
  };

  const create = async (request: FastifyRequest, body: { packageId: string; confirmExtend?: boolean | undefined }, method: PaymentMethod) => {
    const user = requireUser(request);
    const order = await paymentsService.createOrder({
      userId: user.id,
      packageId: body.packageId,
      method,
      confirmExtend: body.confirmExtend === true,
      locale: request.locale,
      clientIp: request.ip,
      urls: urlsOf(request, method),
    });
    return ok(request.locale, await present(order, request.locale));
  };

  const createErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema, 502: ErrorBodySchema };
  const createRules =
    'Login required. The price is fixed now from the package data in the method’s currency (WeChat Pay CNY, else the package’s). ' +
    '409 MEMBERSHIP_ACTIVE (data: current plan and expiry) while a membership is active, unless confirmExtend is true; the purchase then extends it from its expiry. ' +
    '400 PAYMENT_METHOD_UNAVAILABLE when the method is not offered; 502 PAYMENT_PROVIDER_FAILED when the provider refused or failed (the order stays PENDING).';
  const rateLimit = { max: createsPerMinute, timeWindow: 60_000 };

  app.post(
    '/api/orders/create',
    {
      onRequest: userRequired,
      config: { rateLimit },
      schema: { tags: ['payments'], summary: 'Create a payment order (spec §7)', description: createRules, body: CreateOrderRequestSchema, response: { 200: PaymentOrderResponseSchema, ...createErrors } },
    },
    async (request) => create(request, request.body, request.body.method),
  );

  app.post(
    '/wechat/pay/native/simple',
    {
      onRequest: userRequired,
      config: { rateLimit },
      schema: {
        tags: ['payments'],
        summary: 'Create a WeChat Pay Native order: QR code to scan (spec §7)',
        description: `${createRules} \`qrImage\` is a PNG data URL of WeChat’s code_url (or of the test checkout in TEST MODE).`,
        body: CreateProviderOrderRequestSchema,
        response: { 200: PaymentOrderResponseSchema, ...createErrors },
      },
    },
    async (request) => create(request, request.body, 'wechat'),
  );

  app.post(
    '/wise/orders/create',
    {
      onRequest: userRequired,
      config: { rateLimit },
      schema: {
        tags: ['payments'],
        summary: 'Create a Wise bank-transfer order: reference and account details (spec §7)',
        description: `${createRules} The payer transfers the amount to \`accountDetails\` writing \`reference\`; the credit completes the order.`,
        body: CreateProviderOrderRequestSchema,
        response: { 200: PaymentOrderResponseSchema, ...createErrors },
      },
    },
    async (request) => create(request, request.body, 'wise'),
  );

  app.get(
    '/payments/methods',
    {
      schema: {
        tags: ['payments'],
        summary: 'The payment methods this server offers, and which run on the test checkout (TEST MODE)',
        description: 'A method whose provider is not configured is served by the test checkout when PAYMENTS_SANDBOX allows it, else `available` is false. No login needed.',
        response: { 200: PaymentMethodsResponseSchema },
      },
    },
    async (request) => {
      const methods = PAYMENT_METHODS.map((method) => {
        const gateway = gateways[method] ?? gateways.sandbox;
        return { method, available: gateway !== null, testMode: gateway?.testMode ?? false, currency: gateway === null ? null : method === 'wechat' ? 'CNY' : null };
      });
      return ok(request.locale, { methods });
    },
  );

  app.get(
    '/api/orders',
    {
      onRequest: userRequired,
      schema: { tags: ['payments'], summary: 'The caller’s orders, newest first (my orders)', response: { 200: PaymentOrdersResponseSchema, 401: ErrorBodySchema } },
    },
    async (request) => {
      const orders = await paymentsService.listOrders(requireUser(request).id);
      return ok(request.locale, { orders: await Promise.all(orders.map((order) => present(order, request.locale))) });
    },
  );

  /** The status query of spec §4 for the caller's order `orderId`, answered as a PaymentOrder. */
  const statusOf = async (request: FastifyRequest, orderId: string) => {
    const order = await paymentsService.ownedOrder(requireUser(request).id, orderId);
    return ok(request.locale, await present(await paymentsService.refresh(order, 'status-query'), request.locale));
  };

  const statusResponses = { 200: PaymentOrderResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

  app.get(
    '/api/orders/:orderId',
    {
      onRequest: userRequired,
      schema: {
        tags: ['payments'],
        summary: 'One order and its status (spec §4 status query)',
        description: 'While PENDING the provider is asked first; a provider that fails leaves it PENDING. 404 ORDER_NOT_FOUND unless the caller owns it.',
        params: OrderIdParamsSchema,
        response: statusResponses,
      },
    },
    async (request) => statusOf(request, request.params.orderId),
  );

  app.post(
    '/api/orders/:orderId/cancel',
    {
      onRequest: userRequired,
      schema: {
        tags: ['payments'],
        summary: 'Cancel a PENDING order (the payer gave up)',
        description: 'The provider is asked first: an order paid meanwhile completes instead. A payment that arrives after the cancel still completes the order.',
        params: OrderIdParamsSchema,
        response: statusResponses,
      },
    },
    async (request) => {
      const order = await paymentsService.ownedOrder(requireUser(request).id, request.params.orderId);
      return ok(request.locale, await present(await paymentsService.cancelOrder(order), request.locale));
    },
  );

  app.get(
    '/wechat/pay/query/:orderId',
    {
      onRequest: userRequired,
      schema: {
        tags: ['payments'],
        summary: 'WeChat Pay order query (spec §7; states of spec §4)',
        description: '`tradeState`: SUCCESS, NOTPAY (not paid), CLOSED, REVOKED, PAYERROR (error), REFUND or UNKNOWN.',
        params: OrderIdParamsSchema,
        response: { ...statusResponses, 200: WeChatOrderQueryResponseSchema },
      },
    },
    async (request) => {
      const order = await paymentsService.refresh(await paymentsService.ownedOrder(requireUser(request).id, request.params.orderId), 'status-query');
      // WeChat's own word when WeChat Pay answered; the order's status otherwise (test checkout, before any answer).
      const tradeState =
        order.status === 'COMPLETED'
          ? 'SUCCESS'
          : order.status === 'REFUNDED'
            ? 'REFUND'
            : order.provider === 'wechat' && order.providerStatus
              ? wechatTradeStateForSpec(order.providerStatus)
              : order.status === 'CANCELLED'
                ? 'CLOSED'
                : order.status === 'FAILED'
                  ? 'PAYERROR'
                  : 'NOTPAY';
      return ok(request.locale, { order: await present(order, request.locale), tradeState });
    },
  );

  app.post(
    '/wise/orders/status/check',
    {
      onRequest: userRequired,
      schema: {
        tags: ['payments'],
        summary: 'Check a Wise order: look for its credit by reference and amount (spec §7)',
        description: 'Looks in the Wise balance statement where the account allows it; otherwise the order waits for the credit notification or an operator.',
        body: OrderIdRequestSchema,
        response: statusResponses,
      },
    },
    async (request) => statusOf(request, request.body.orderId),
  );

  const PayPalReturnQuerySchema = z.object({ token: z.optional(z.string().check(z.maxLength(64))), PayerID: z.optional(z.string().check(z.maxLength(64))) });

  app.get(
    '/payment/paypal/success',
    {
      schema: {
        tags: ['payments'],
        summary: 'PayPal return URL: capture the approved order, then 302 to /payment/return',
        querystring: PayPalReturnQuerySchema,
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const order = token && gateways.paypal ? await paymentsService.findByProviderRef('paypal', token) : undefined;
      if (!order || !gateways.paypal) return reply.redirect(returnPath(null, 'failed'), 302);
      let after = order;
      if (order.status === 'PENDING') {
        try {
          const observed = await gateways.paypal.capture({ ...order, orderId: order.id });
          after = await paymentsService.applyObservation(order, observed, 'return-url');
        } catch (err) {
          // The payer approved; a capture that failed here is retried by the status query and reconciliation.
          request.log.warn({ err: err as PaymentGatewayError, orderId: order.id }, 'PayPal capture at the return URL failed');
        }
      }
      return reply.redirect(returnPath(order.id, after.status === 'FAILED' ? 'failed' : 'approved'), 302);
    },
  );

  app.get(
    '/payment/paypal/cancel',
    { schema: { tags: ['payments'], summary: 'PayPal cancel URL: 302 to /payment/return (the order stays payable until it expires)', querystring: PayPalReturnQuerySchema } },
    async (request, reply) => {
      const token = request.query.token;
      const order = token && gateways.paypal ? await paymentsService.findByProviderRef('paypal', token) : undefined;
      return reply.redirect(returnPath(order?.id ?? null, 'cancelled'), 302);
    },
  );

  // The test checkout's buttons are plain HTML forms: the browser posts them form-encoded (an
  // empty body the route ignores), which the JSON routes of this plugin keep refusing with 415.
  await app.register(async (scope) => {
    const forms = scope.withTypeProvider<ZodTypeProvider>();
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));
    forms.post(
      '/payment/sandbox/:orderId/:action',
      {
        schema: {
          tags: ['payments'],
          summary: 'Test checkout: pay, cancel or fail an order (TEST MODE, no money moves), then 303 to /payment/return',
          description: 'Only for orders of the embedded test checkout; whoever has the order id (the checkout link) may act, as on a provider’s checkout page.',
          params: z.strictObject({ orderId: OrderIdParamsSchema.shape.orderId, action: z.enum(SANDBOX_ACTIONS) }),
          response: { 404: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const order = await paymentsService.findOrder(request.params.orderId);
        if (!order || order.provider !== 'sandbox' || !gateways.sandbox) throw new AppError('ORDER_NOT_FOUND');
        const { action } = request.params;
        if (order.status === 'PENDING') {
          await gateways.sandbox.act({ ...order, orderId: order.id }, action);
          await paymentsService.refresh(order, 'sandbox-checkout');
        }
        return reply.redirect(returnPath(order.id, OUTCOME_OF_ACTION[action]), 303);
      },
    );
  });
};

/** Registers the test checkout page (mount at the root, before the web app's fallback). */
export const sandboxCheckoutPage: FastifyPluginAsyncZod<Pick<PaymentsRoutesOptions, 'paymentsService' | 'packageName'>> = async (app, { paymentsService, packageName }) => {
  app.get(
    '/payment/sandbox/:orderId',
    { schema: { hide: true, params: z.strictObject({ orderId: z.string().check(z.maxLength(64)) }) } },
    async (request, reply) => {
      const order = await paymentsService.findOrder(request.params.orderId);
      const html = renderSandboxCheckout({
        locale: request.locale,
        order: order && order.provider === 'sandbox' ? { ...order, packageName: packageName(order.packageId, request.locale) } : null,
      });
      return reply.code(order ? 200 : 404).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );
};

/** Raw body as received: signatures are over these exact bytes (integrations.md §2.4, §3.6, §4). */
function keepRawBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 262_144 }, (_request, body, done) => done(null, body));
}

const rawBodyOf = (request: FastifyRequest): string => (typeof request.body === 'string' ? request.body : '');

/** Answer a provider's notification: 200 processed or repeated, 404 unknown order, 400 forged. */
async function acknowledge(reply: FastifyReply, outcome: 'processed' | 'duplicate' | 'unknown-order' | 'rejected') {
  if (outcome === 'rejected') return reply.code(400).send({ code: 'FAIL', message: 'signature verification failed' });
  if (outcome === 'unknown-order') return reply.code(404).send({ code: 'FAIL', message: 'order not found' });
  return reply.code(200).send({ code: 'SUCCESS', message: 'OK' });
}

/** Registers the provider notification endpoints (mount under /api/v1), each over the raw body. */
export const paymentNotificationRoutes: FastifyPluginAsyncZod<Pick<PaymentsRoutesOptions, 'paymentsService' | 'gateways'>> = async (app, { paymentsService, gateways }) => {
  keepRawBody(app);
  const hidden = { schema: { tags: ['payments'], hide: true } };

  app.post('/payment/paypal/webhook', hidden, async (request, reply) => {
    const paypal = gateways.paypal;
    if (!paypal) return acknowledge(reply, 'unknown-order');
    const raw = rawBodyOf(request);
    if (!(await paypal.verifyWebhook(request.headers, raw))) {
      request.log.warn('PayPal notification failed verification');
      return acknowledge(reply, 'rejected');
    }
    const event = paypal.parseWebhookEvent(raw);
    let orderId = event.observed?.orderId ?? null;
    if (orderId === null && event.observed?.providerRef) orderId = (await paymentsService.findByProviderRef('paypal', event.observed.providerRef))?.id ?? null;
    const outcome = await paymentsService.handleNotification({ provider: 'paypal', eventId: event.eventId, rawBody: raw, observed: event.observed, orderId });
    return acknowledge(reply, outcome);
  });

  app.post('/wechat/pay/notify', hidden, async (request, reply) => {
    const wechat = gateways.wechat;
    if (!wechat) return acknowledge(reply, 'unknown-order');
    const raw = rawBodyOf(request);
    let notification;
    try {
      notification = await wechat.parseNotification(request.headers, raw);
    } catch (err) {
      if (err instanceof WeChatPaySignatureError) {
        request.log.warn({ reason: err.message }, 'WeChat Pay notification failed verification');
        return acknowledge(reply, 'rejected');
      }
      throw err;
    }
    const outcome = await paymentsService.handleNotification({
      provider: 'wechat',
      eventId: notification.eventId,
      rawBody: raw,
      observed: notification.observed,
      orderId: notification.observed.orderId,
    });
    return acknowledge(reply, outcome);
  });

  app.post('/wise/webhook', hidden, async (request, reply) => {
    const wise = gateways.wise;
    if (!wise) return acknowledge(reply, 'unknown-order');
    const raw = rawBodyOf(request);
    if (!wise.verifyWebhook(request.headers, raw)) {
      request.log.warn('Wise notification failed verification');
      return acknowledge(reply, 'rejected');
    }
    const webhook = wise.parseWebhook(raw, request.headers);
    const outcome = await paymentsService.handleNotification({ provider: 'wise', eventId: webhook.deliveryId, rawBody: raw, observed: null, orderId: null });
    if (outcome !== 'duplicate' && webhook.credit) {
      const credit = { ...webhook.credit, deliveryId: webhook.deliveryId };
      // Wise wants a 2xx within 5 s; the statement lookup may take longer, so it runs after the answer.
      setImmediate(() => {
        paymentsService.matchWiseCredit(credit).catch((err: unknown) => request.log.error({ err, deliveryId: webhook.deliveryId }, 'could not match a Wise credit'));
      });
    }
    return acknowledge(reply, 'processed');
  });
};
