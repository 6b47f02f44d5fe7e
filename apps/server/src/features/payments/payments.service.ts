/**
 * Payment orders from creation to membership (spec §2 payment flows, §3 payment order, §4 payment
 * states and full flow, §6 members told their plan first; docs/decisions/0016-payments.md).
 *
 * Every path that learns something about a payment — the PayPal return URL, a status query, a
 * provider notification, reconciliation, an operator — hands it to {@link PaymentsService.applyObservation}.
 * There a "paid" report is checked against the order (our order id, amount, currency) and the order
 * moves to COMPLETED in one conditional update; only the caller whose update changed the row calls
 * `grantMembership`, which is itself idempotent per order. A report that does not match leaves the
 * order PENDING, grants nothing and goes to the review list.
 */
import { randomBytes } from 'node:crypto';
import { ORDER_PAYABLE_MS, type PaymentMethod } from '@dali/shared/contracts/payments';
import type { Locale } from '@dali/shared/locales';
import { AppError } from '../../lib/app-error.js';
import { PaymentGatewayError, type GatewayOrder, type ObservedPayment, type PaymentGateway, type PaymentProviderId } from '../../providers/payments/payment-gateway.js';
import type { OrderRow, PaymentsRepository } from './payments.repository.js';

const ORDER_ID_BYTES = 16;
const HOUR_MS = 3_600_000;
/** Reconciliation looks at PENDING orders younger than this, ms. */
export const RECONCILE_WINDOW_MS = 24 * HOUR_MS;
/** Wise credits are matched to PENDING orders younger than this, ms (a bank transfer can take days). */
const WISE_MATCH_WINDOW_MS = 14 * 24 * HOUR_MS;
/** Most orders listed in "my orders". */
const MY_ORDERS_LIMIT = 100;

/** Which gateway takes each method; null when the method is not offered. */
export interface PaymentGateways {
  forMethod(method: PaymentMethod): PaymentGateway | null;
  byProvider(provider: string): PaymentGateway | null;
  /** A short bank-transfer reference for a Wise (or sandbox Wise) order. */
  newReference(provider: PaymentProviderId): string;
}

/** The log lines the service writes (Fastify's logger fits). */
export interface PaymentsLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** A package as payments sell it (config/membership.json through the membership feature). */
export interface PackageForSale {
  id: string;
  /** Name in the three locales (order descriptions, "my orders"). */
  name: Record<Locale, string>;
  /** The package's main currency (ISO 4217). */
  currency: string;
  /** Price in `currency`, minor units, or null when the package is not sold in it. */
  priceIn(currency: string): number | null;
}

/** What payments need of memberships; app.ts builds it from the membership feature. */
export interface MembershipPort {
  /** The packages for sale. */
  findPackage(packageId: string): PackageForSale | undefined;
  /** Idempotent per order (membership.service.ts `grantMembership`). */
  grantMembership(input: { userId: string; packageId: string; orderId: string }): Promise<{ granted: boolean; membership: { expireAt: number } }>;
  /** Take an order's granted time back, once. */
  revokeGrant(orderId: string): Promise<unknown>;
  /** The user's membership while active: plan name in `locale`, level, expiry epoch ms; else null. */
  activeMembership(userId: string, locale: Locale): Promise<{ planName: string; userLevel: string; expireAt: number } | null>;
}

/** What the payments service is built from. */
export interface PaymentsServiceDeps {
  repository: PaymentsRepository;
  memberships: MembershipPort;
  gateways: PaymentGateways;
  logger: PaymentsLogger;
  /** Clock, epoch ms. */
  now: () => number;
  /** Id source of event and review rows. */
  nextId: () => string;
}

/** Where the provider sends the payer and its notifications (absolute URLs of this app). */
export interface CallbackUrls {
  returnUrl: string;
  cancelUrl: string;
  notifyUrl: string;
  /** Base of app pages, e.g. `https://guide.example.com` (the sandbox checkout lives under it). */
  baseUrl: string;
}

/** Input of {@link PaymentsService.createOrder}. */
export interface CreateOrderInput {
  userId: string;
  packageId: string;
  method: PaymentMethod;
  /** The member saw the current plan and expiry and chose to extend (spec §6). */
  confirmExtend: boolean;
  locale: Locale;
  clientIp: string;
  urls: CallbackUrls;
}

/** How a notification was handled. */
export type NotificationOutcome = 'processed' | 'duplicate' | 'unknown-order';

/** Result of one reconciliation pass. */
export interface ReconcileResult {
  checked: number;
  completed: number;
  closed: number;
  failedChecks: number;
  /** Completed orders whose grant was missing and was made now. */
  regranted: number;
}

const newOrderId = () => randomBytes(ORDER_ID_BYTES).toString('base64url');

/** The order as an adapter sees it. */
export function gatewayOrder(order: OrderRow): GatewayOrder {
  return {
    orderId: order.id,
    providerRef: order.providerRef,
    captureId: order.captureId,
    reference: order.reference,
    amountMinor: order.amountMinor,
    currency: order.currency,
    createdAt: order.createdAt,
  };
}

/**
 * Why a "paid" report cannot complete `order`, or null when it matches: the provider must name this
 * order (when it echoes an id), and say the same amount in the same currency.
 */
export function paymentMismatch(order: OrderRow, observed: ObservedPayment): string | null {
  if (observed.orderId !== null && observed.orderId !== order.id) return `order reference ${observed.orderId} is not ${order.id}`;
  if (observed.currency === null || observed.currency.toUpperCase() !== order.currency) return `currency ${observed.currency ?? 'unknown'} is not ${order.currency}`;
  if (observed.amountMinor !== order.amountMinor) return `amount ${observed.amountMinor ?? 'unknown'} is not ${order.amountMinor} (minor units)`;
  return null;
}

/** Builds the payments service. */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { repository, memberships, gateways, logger, now, nextId } = deps;

  const record = (provider: string, orderId: string | null, kind: string, payload: unknown, eventId: string | null = null) =>
    repository.recordEvent({ id: nextId(), provider, eventId, orderId, kind, payload: typeof payload === 'string' ? payload : JSON.stringify(payload ?? null), now: now() });

  const gatewayOf = (order: OrderRow): PaymentGateway => {
    const gateway = gateways.byProvider(order.provider);
    if (!gateway) throw new AppError('PAYMENT_METHOD_UNAVAILABLE', { cause: new Error(`provider ${order.provider} of order ${order.id} is not configured`) });
    return gateway;
  };

  /** Grant the package of a just-completed order; a failure is logged and repaired by reconciliation. */
  async function grantFor(order: OrderRow): Promise<void> {
    if (order.userId === null) return;
    try {
      const result = await memberships.grantMembership({ userId: order.userId, packageId: order.packageId, orderId: order.id });
      logger.info({ orderId: order.id, userId: order.userId, granted: result.granted, expireAt: result.membership.expireAt }, 'membership granted for a paid order');
    } catch (err) {
      logger.error({ err, orderId: order.id }, 'could not grant the membership of a paid order; reconciliation will retry');
    }
  }

  /**
   * Apply what a provider reported about `order`. Paid and matching → COMPLETED and granted (once,
   * whoever calls); paid but not matching → stays PENDING, flagged and listed for review; failed /
   * cancelled → closes a PENDING order; refunded → REFUNDED and the granted time taken back;
   * pending → the provider's status word is noted.
   * @returns the order as it is afterwards.
   */
  async function applyObservation(order: OrderRow, observed: ObservedPayment, source: string): Promise<OrderRow> {
    const at = now();
    switch (observed.state) {
      case 'paid': {
        const mismatch = paymentMismatch(order, observed);
        if (mismatch) {
          logger.warn({ orderId: order.id, provider: order.provider, source, mismatch }, 'payment report does not match its order: left PENDING for review');
          // One review entry per mismatch, not one per status poll or reconciliation pass; a
          // payment reported on an order that is no longer PENDING is always listed.
          const flagged = await repository.flagForReview(order.id, mismatch, at);
          if (flagged || order.status !== 'PENDING') await repository.addReview({ id: nextId(), provider: order.provider, orderId: order.id, reason: mismatch, details: { source, observed: { ...observed, raw: undefined } }, now: at });
          return (await repository.findOrder(order.id)) ?? order;
        }
        const completed = await repository.completeOrder(order.id, {
          paidAt: observed.paidAt ?? at,
          providerRef: observed.providerRef,
          captureId: observed.captureId,
          providerStatus: observed.providerStatus,
          payerId: observed.payer?.id ?? null,
          payerEmail: observed.payer?.email ?? null,
          payerName: observed.payer?.name ?? null,
          payerCountry: observed.payer?.country ?? null,
          now: at,
        });
        if (completed) {
          logger.info({ orderId: order.id, provider: order.provider, source }, 'order completed');
          await grantFor(completed);
          return completed;
        }
        return (await repository.findOrder(order.id)) ?? order;
      }
      case 'failed':
      case 'cancelled':
        return (await repository.closeOrder(order.id, observed.state === 'failed' ? 'FAILED' : 'CANCELLED', observed.providerStatus, at)) ?? (await repository.findOrder(order.id)) ?? order;
      case 'refunded': {
        const refunded = await repository.refundOrder(order.id, observed.providerStatus, at);
        if (refunded) await memberships.revokeGrant(order.id);
        return refunded ?? (await repository.findOrder(order.id)) ?? order;
      }
      case 'pending':
        await repository.notePending(order.id, observed.providerStatus, at);
        return (await repository.findOrder(order.id)) ?? order;
    }
  }

  /**
   * Ask the provider about a PENDING order and apply the answer. A provider that fails or times out
   * leaves the order as it was (reconciliation asks again).
   */
  async function refresh(order: OrderRow, source: string): Promise<OrderRow> {
    if (order.status !== 'PENDING') return order;
    const gateway = gatewayOf(order);
    let observed: ObservedPayment;
    try {
      observed = await gateway.confirm(gatewayOrder(order));
    } catch (err) {
      logger.warn({ err, orderId: order.id, provider: order.provider, source }, 'provider status query failed; the order stays PENDING');
      return order;
    }
    await record(order.provider, order.id, 'confirm', observed.raw);
    return applyObservation(order, observed, source);
  }

  return {
    applyObservation,

    /**
     * Create an order for `packageId` paid by `method`, priced from the package data in the
     * method's currency (WeChat Pay CNY, else the package's currency), and start it at the provider.
     * @throws AppError NOT_FOUND (unknown package), PAYMENT_METHOD_UNAVAILABLE (method not offered or
     *   no price in its currency), MEMBERSHIP_ACTIVE (409, `data` the current plan; unless
     *   `confirmExtend`), PAYMENT_PROVIDER_FAILED (502: the provider refused or failed; the order
     *   stays PENDING and reconciliation looks at it).
     */
    async createOrder(input: CreateOrderInput): Promise<OrderRow> {
      const pkg = memberships.findPackage(input.packageId);
      if (!pkg) throw new AppError('NOT_FOUND', { data: { packageId: input.packageId } });
      const gateway = gateways.forMethod(input.method);
      if (!gateway) throw new AppError('PAYMENT_METHOD_UNAVAILABLE', { data: { method: input.method } });
      const currency = input.method === 'wechat' ? 'CNY' : pkg.currency;
      const amountMinor = pkg.priceIn(currency);
      if (amountMinor === null) throw new AppError('PAYMENT_METHOD_UNAVAILABLE', { data: { method: input.method, currency } });

      if (!input.confirmExtend) {
        const current = await memberships.activeMembership(input.userId, input.locale);
        if (current && current.expireAt > now()) {
          const membershipExpireTime = new Date(current.expireAt).toISOString();
          throw new AppError('MEMBERSHIP_ACTIVE', {
            params: { planName: current.planName, expireAt: `${membershipExpireTime.slice(0, 16).replace('T', ' ')} UTC` },
            data: { planName: current.planName, userLevel: current.userLevel, membershipExpireTime },
          });
        }
      }

      const at = now();
      const id = newOrderId();
      const expiresAt = at + ORDER_PAYABLE_MS;
      const reference = input.method === 'wise' ? gateways.newReference(gateway.provider) : null;
      await repository.insertOrder({
        id,
        userId: input.userId,
        packageId: pkg.id,
        method: input.method,
        provider: gateway.provider,
        testMode: gateway.testMode ? 1 : 0,
        amountMinor,
        currency,
        status: 'PENDING',
        providerRef: null,
        captureId: null,
        reference,
        providerStatus: null,
        paymentUrl: null,
        codeUrl: null,
        locale: input.locale,
        payerId: null,
        payerEmail: null,
        payerName: null,
        payerCountry: null,
        reviewReason: null,
        createdAt: at,
        expiresAt,
        paidAt: null,
        cancelledAt: null,
        refundedAt: null,
        updatedAt: at,
      });

      try {
        const start = await gateway.start({
          orderId: id,
          amountMinor,
          currency,
          description: pkg.name[input.locale].slice(0, 127),
          locale: input.locale,
          returnUrl: input.urls.returnUrl,
          cancelUrl: input.urls.cancelUrl,
          notifyUrl: input.urls.notifyUrl,
          clientIp: input.clientIp,
          expiresAt,
          reference,
        });
        await record(gateway.provider, id, 'create', start.raw);
        // The sandbox stands in for WeChat Pay with a QR code of its own checkout page.
        const codeUrl = start.codeUrl ?? (input.method === 'wechat' && gateway.provider === 'sandbox' ? start.paymentUrl : null);
        const saved = await repository.saveStart(id, { providerRef: start.providerRef, paymentUrl: start.paymentUrl, codeUrl, providerStatus: null, now: now() });
        if (!saved) throw new AppError('OPERATION_FAILED', { cause: new Error(`order ${id} left PENDING while it was being started`) });
        return saved;
      } catch (err) {
        if (!(err instanceof PaymentGatewayError)) throw err;
        logger.warn({ err, orderId: id, provider: gateway.provider }, 'provider refused or failed to start a payment');
        await record(gateway.provider, id, 'create', { error: err.message, ...err.details, cause: undefined });
        await repository.notePending(id, `START_FAILED${err.details.code ? `:${err.details.code}` : ''}`, now());
        throw new AppError('PAYMENT_PROVIDER_FAILED', { cause: err, data: { orderId: id, retryable: err.details.retryable } });
      }
    },

    /**
     * The caller's order `orderId`.
     * @throws AppError ORDER_NOT_FOUND (404) when it does not exist or belongs to someone else.
     */
    async ownedOrder(userId: string, orderId: string): Promise<OrderRow> {
      const order = await repository.findOrder(orderId);
      if (!order || order.userId !== userId) throw new AppError('ORDER_NOT_FOUND');
      return order;
    },

    /** The status query of spec §4: ask the provider while the order is PENDING, then answer it. */
    refresh,

    /**
     * Cancel the caller's PENDING order (the payer gave up); a payment that arrives later still
     * completes it. Returns the order afterwards.
     */
    async cancelOrder(order: OrderRow): Promise<OrderRow> {
      const refreshed = await refresh(order, 'cancel');
      if (refreshed.status !== 'PENDING') return refreshed;
      return (await repository.closeOrder(order.id, 'CANCELLED', 'CANCELLED_BY_PAYER', now())) ?? (await repository.findOrder(order.id)) ?? refreshed;
    },

    /** The caller's orders, newest first ("my orders"). */
    listOrders(userId: string): Promise<OrderRow[]> {
      return repository.listByUser(userId, MY_ORDERS_LIMIT);
    },

    /** The order a provider knows as `providerRef`, if any. */
    findByProviderRef(provider: PaymentProviderId, providerRef: string): Promise<OrderRow | undefined> {
      return repository.findByProviderRef(provider, providerRef);
    },

    /** The order `orderId`, if any (provider callbacks, operators). */
    findOrder(orderId: string): Promise<OrderRow | undefined> {
      return repository.findOrder(orderId);
    },

    /**
     * Handle one verified provider notification exactly once per `(provider, eventId)`: a repeat is
     * acknowledged and changes nothing. When processing fails the event is forgotten again, so the
     * provider's retry is processed, and the error is rethrown (the caller answers 5xx).
     */
    async handleNotification(input: { provider: PaymentProviderId; eventId: string; rawBody: string; observed: ObservedPayment | null; orderId: string | null }): Promise<NotificationOutcome> {
      const order = input.orderId === null ? undefined : await repository.findOrder(input.orderId);
      if (input.orderId !== null && (!order || order.provider !== input.provider)) {
        // Kept for audit without its id, so that every retry is answered 404 as well, not as a repeat.
        await record(input.provider, null, 'notification', input.rawBody);
        logger.warn({ provider: input.provider, eventId: input.eventId, orderId: input.orderId }, 'notification for an unknown order');
        return 'unknown-order';
      }
      const fresh = await record(input.provider, order?.id ?? null, 'notification', input.rawBody, input.eventId);
      if (!fresh) return 'duplicate';
      // A notification that names no order (a Wise credit) is matched by its caller.
      if (!order) return 'processed';
      if (!input.observed) return 'processed';
      try {
        await applyObservation(order, input.observed, 'notification');
        return 'processed';
      } catch (err) {
        await repository.forgetEvent(input.provider, input.eventId);
        throw err;
      }
    },

    /**
     * A Wise credit of `amountMinor` `currency` arrived (webhook, already verified and
     * deduplicated): ask Wise's statement which PENDING order it pays (by reference). With no
     * statement access, or when no order matches, the credit goes to the review list.
     * @returns the orders completed by it.
     */
    async matchWiseCredit(credit: { amountMinor: number; currency: string; occurredAt: number; deliveryId: string }): Promise<string[]> {
      const gateway = gateways.byProvider('wise');
      if (!gateway) return [];
      const candidates = await repository.listPendingMatching({ provider: 'wise', currency: credit.currency, amountMinor: credit.amountMinor, since: now() - WISE_MATCH_WINDOW_MS });
      const completed: string[] = [];
      for (const candidate of candidates) {
        const after = await refresh(candidate, 'wise-credit');
        if (after.status === 'COMPLETED') completed.push(after.id);
      }
      if (completed.length === 0) {
        await repository.addReview({
          id: nextId(),
          provider: 'wise',
          orderId: candidates.length === 1 ? (candidates[0]?.id ?? null) : null,
          reason: candidates.length === 0 ? 'credit matches no pending order' : 'credit not confirmed by the statement (reference not found or no statement access)',
          details: { credit, candidates: candidates.map((c) => ({ orderId: c.id, reference: c.reference })) },
          now: now(),
        });
      }
      return completed;
    },

    /**
     * One reconciliation pass: every PENDING order younger than a day — a Wise order younger than
     * the 14 days its bank transfer may take — is asked at its provider, and every COMPLETED order
     * whose grant is missing (a crash between completion and grant) is granted. Safe on several
     * instances at once: completion and grants are conditional.
     */
    async reconcile(): Promise<ReconcileResult> {
      const result: ReconcileResult = { checked: 0, completed: 0, closed: 0, failedChecks: 0, regranted: 0 };
      const recent = await repository.listPending(now() - RECONCILE_WINDOW_MS, 500);
      const seen = new Set(recent.map((order) => order.id));
      const transfers = (await repository.listPending(now() - WISE_MATCH_WINDOW_MS, 500, 'wise')).filter((order) => !seen.has(order.id));
      for (const order of [...recent, ...transfers]) {
        if (!gateways.byProvider(order.provider)) continue;
        result.checked += 1;
        const before = order.updatedAt;
        const after = await refresh(order, 'reconciliation');
        if (after.status === 'COMPLETED') result.completed += 1;
        else if (after.status !== 'PENDING') result.closed += 1;
        else if (after.updatedAt === before) result.failedChecks += 1;
      }
      for (const order of await repository.listCompletedWithoutGrant(200)) {
        await grantFor(order);
        result.regranted += 1;
      }
      return result;
    },

    /**
     * Refund a COMPLETED order in full at its provider, mark it REFUNDED and take the package's time
     * back off the membership (operators: `npm run payments:refund`).
     * @throws AppError ORDER_NOT_FOUND, ORDER_NOT_PAYABLE (not COMPLETED), PAYMENT_PROVIDER_FAILED.
     */
    async refund(orderId: string): Promise<OrderRow> {
      const order = await repository.findOrder(orderId);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      if (order.status !== 'COMPLETED') throw new AppError('ORDER_NOT_PAYABLE', { data: { status: order.status } });
      let providerStatus: string;
      try {
        const result = await gatewayOf(order).refund(gatewayOrder(order));
        await record(order.provider, order.id, 'refund', result.raw);
        providerStatus = result.providerStatus;
      } catch (err) {
        if (err instanceof PaymentGatewayError) throw new AppError('PAYMENT_PROVIDER_FAILED', { cause: err });
        throw err;
      }
      const refunded = await repository.refundOrder(order.id, providerStatus, now());
      if (refunded) await memberships.revokeGrant(order.id);
      return refunded ?? (await repository.findOrder(order.id)) ?? order;
    },

    /**
     * An operator confirmed that `orderId` was paid (e.g. a Wise transfer checked by hand): complete
     * it at its own amount and grant, once; close its open review entries.
     * @throws AppError ORDER_NOT_FOUND; ORDER_NOT_PAYABLE when it is REFUNDED.
     */
    async settleManually(orderId: string, note: string): Promise<OrderRow> {
      const order = await repository.findOrder(orderId);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      if (order.status === 'REFUNDED') throw new AppError('ORDER_NOT_PAYABLE', { data: { status: order.status } });
      await record(order.provider, order.id, 'settlement', { note });
      const after = await applyObservation(
        order,
        { state: 'paid', orderId: order.id, providerRef: null, captureId: null, amountMinor: order.amountMinor, currency: order.currency, payer: null, providerStatus: 'SETTLED_BY_OPERATOR', paidAt: now(), raw: { note } },
        'operator',
      );
      await repository.settleReviews(order.id, `granted: ${note}`, now());
      return after;
    },

    /** Open entries of the review list, oldest first. */
    listOpenReviews() {
      return repository.listOpenReviews();
    },
  };
}

/** The payments service. */
export type PaymentsService = ReturnType<typeof createPaymentsService>;
