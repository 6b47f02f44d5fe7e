/**
 * Storage of payment orders, provider messages, the review list and the sandbox's record: the only
 * place that queries `orders`, `payment_events`, `payment_reviews` and `sandbox_payments`. Same
 * queries on SQLite and PostgreSQL (migration 0009).
 *
 * Every status change is one conditional `update … where status in (…) returning *`: of many
 * concurrent callers (return URL, status query, webhook, reconciliation, two instances) exactly one
 * gets the row back, and only that one may grant (docs/decisions/0016-payments.md).
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OrdersTable, PaymentReviewsTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

/** A stored order (times epoch ms, money minor units). */
export type OrderRow = Selectable<OrdersTable>;
/** A stored review entry. */
export type ReviewRow = Selectable<PaymentReviewsTable>;

/** Statuses an order can be completed from: a payment seen after a cancel or failure still counts. */
const COMPLETABLE = ['PENDING', 'CANCELLED', 'FAILED'] as const;

/** What a completion writes besides the status. */
export interface CompletionFacts {
  paidAt: number;
  providerRef: string | null;
  captureId: string | null;
  providerStatus: string;
  payerId: string | null;
  payerEmail: string | null;
  payerName: string | null;
  payerCountry: string | null;
  now: number;
}

/** Builds the payments repository over `db`. */
export function createPaymentsRepository(db: Kysely<Database>) {
  return {
    /** Store a new PENDING order. */
    async insertOrder(order: Insertable<OrdersTable>): Promise<void> {
      await db.insertInto('orders').values(order).execute();
    },

    /** The order `id`, if any. */
    findOrder(id: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The order a provider knows by `providerRef` (e.g. a PayPal order id). */
    findByProviderRef(provider: string, providerRef: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('provider', '=', provider).where('providerRef', '=', providerRef).executeTakeFirst();
    },

    /** The user's orders, newest first, at most `limit`. */
    listByUser(userId: string, limit: number): Promise<OrderRow[]> {
      return db.selectFrom('orders').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id').limit(limit).execute();
    },

    /** PENDING orders created after `since` (reconciliation), of `provider` when given, oldest first, at most `limit`. */
    listPending(since: number, limit: number, provider?: string): Promise<OrderRow[]> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('status', '=', 'PENDING')
        .where('createdAt', '>', since)
        .$if(provider !== undefined, (qb) => qb.where('provider', '=', provider ?? ''))
        .orderBy('createdAt')
        .limit(limit)
        .execute();
    },

    /** PENDING orders of `provider` in `currency` for `amountMinor` created after `since` (Wise credit matching). */
    listPendingMatching(input: { provider: string; currency: string; amountMinor: number; since: number }): Promise<OrderRow[]> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('status', '=', 'PENDING')
        .where('provider', '=', input.provider)
        .where('currency', '=', input.currency)
        .where('amountMinor', '=', input.amountMinor)
        .where('createdAt', '>', input.since)
        .orderBy('createdAt')
        .execute();
    },

    /** COMPLETED orders of a user that have no membership grant yet (a grant interrupted by a crash). */
    listCompletedWithoutGrant(limit: number): Promise<OrderRow[]> {
      return db
        .selectFrom('orders')
        .selectAll('orders')
        .where('orders.status', '=', 'COMPLETED')
        .where('orders.userId', 'is not', null)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('membershipGrants').select('membershipGrants.id').whereRef('membershipGrants.orderId', '=', 'orders.id'))))
        .orderBy('orders.paidAt')
        .limit(limit)
        .execute();
    },

    /** Write what the provider answered to a started payment, while the order is still PENDING. */
    async saveStart(id: string, start: { providerRef: string | null; paymentUrl: string | null; codeUrl: string | null; providerStatus: string | null; now: number }): Promise<OrderRow | undefined> {
      return db
        .updateTable('orders')
        .set({ providerRef: start.providerRef, paymentUrl: start.paymentUrl, codeUrl: start.codeUrl, providerStatus: start.providerStatus, updatedAt: start.now })
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * The one completion: PENDING (or CANCELLED / FAILED: the money arrived after all) → COMPLETED
     * in one conditional update. Returns the completed row to exactly one caller; undefined to
     * every other (already completed or refunded).
     */
    completeOrder(id: string, facts: CompletionFacts): Promise<OrderRow | undefined> {
      return db
        .updateTable('orders')
        .set((eb) => ({
          status: 'COMPLETED',
          paidAt: facts.paidAt,
          providerRef: eb.fn.coalesce('providerRef', eb.val(facts.providerRef)),
          captureId: facts.captureId,
          providerStatus: facts.providerStatus,
          payerId: facts.payerId,
          payerEmail: facts.payerEmail,
          payerName: facts.payerName,
          payerCountry: facts.payerCountry,
          reviewReason: null,
          updatedAt: facts.now,
        }))
        .where('id', '=', id)
        .where('status', 'in', COMPLETABLE)
        .returningAll()
        .executeTakeFirst();
    },

    /** PENDING → FAILED or CANCELLED (conditional); undefined when the order was no longer PENDING. */
    closeOrder(id: string, status: 'FAILED' | 'CANCELLED', providerStatus: string | null, now: number): Promise<OrderRow | undefined> {
      return db
        .updateTable('orders')
        .set({ status, providerStatus, cancelledAt: now, updatedAt: now })
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .returningAll()
        .executeTakeFirst();
    },

    /** COMPLETED → REFUNDED (conditional); undefined when the order was not COMPLETED. */
    refundOrder(id: string, providerStatus: string, now: number): Promise<OrderRow | undefined> {
      return db
        .updateTable('orders')
        .set({ status: 'REFUNDED', providerStatus, refundedAt: now, updatedAt: now })
        .where('id', '=', id)
        .where('status', '=', 'COMPLETED')
        .returningAll()
        .executeTakeFirst();
    },

    /** Note the provider's latest status word on a PENDING order. */
    async notePending(id: string, providerStatus: string, now: number): Promise<void> {
      await db.updateTable('orders').set({ providerStatus, updatedAt: now }).where('id', '=', id).where('status', '=', 'PENDING').execute();
    },

    /**
     * Flag a PENDING order for review (what the provider reported does not match it). Returns false
     * when it was already flagged for this very reason (a repeated report) or is no longer PENDING:
     * of concurrent identical reports, one gets true.
     */
    async flagForReview(id: string, reason: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ reviewReason: reason, updatedAt: now })
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .where((eb) => eb.or([eb('reviewReason', 'is', null), eb('reviewReason', '!=', reason)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Keep a provider message or answer. With `eventId`, a message already stored is not stored
     * again: returns false for a duplicate (the caller then does nothing more), true otherwise.
     */
    async recordEvent(event: { id: string; provider: string; eventId: string | null; orderId: string | null; kind: string; payload: string; now: number }): Promise<boolean> {
      try {
        const inserted = await db
          .insertInto('paymentEvents')
          .values({ id: event.id, provider: event.provider, eventId: event.eventId, orderId: event.orderId, kind: event.kind, payload: event.payload, createdAt: event.now })
          .onConflict((oc) => oc.columns(['provider', 'eventId']).doNothing())
          .executeTakeFirst();
        return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** Forget a notification whose processing failed, so that the provider's retry is processed. */
    async forgetEvent(provider: string, eventId: string): Promise<void> {
      await db.deleteFrom('paymentEvents').where('provider', '=', provider).where('eventId', '=', eventId).execute();
    },

    /** The stored messages of an order, oldest first (audit, tests). */
    listEvents(orderId: string) {
      return db.selectFrom('paymentEvents').selectAll().where('orderId', '=', orderId).orderBy('createdAt').orderBy('id').execute();
    },

    /** Add an entry to the review list. */
    async addReview(review: { id: string; provider: string; orderId: string | null; reason: string; details: unknown; now: number }): Promise<void> {
      await db
        .insertInto('paymentReviews')
        .values({ id: review.id, provider: review.provider, orderId: review.orderId, reason: review.reason, detailsJson: JSON.stringify(review.details), createdAt: review.now, settledAt: null, settlement: null })
        .execute();
    },

    /** Open review entries, oldest first. */
    listOpenReviews(): Promise<ReviewRow[]> {
      return db.selectFrom('paymentReviews').selectAll().where('settledAt', 'is', null).orderBy('createdAt').execute();
    },

    /** Close the open review entries of `orderId` with `settlement`. */
    async settleReviews(orderId: string, settlement: string, now: number): Promise<number> {
      const result = await db.updateTable('paymentReviews').set({ settledAt: now, settlement }).where('orderId', '=', orderId).where('settledAt', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The sandbox checkout's record of `orderId`. */
    findSandboxPayment(orderId: string) {
      return db.selectFrom('sandboxPayments').selectAll().where('orderId', '=', orderId).executeTakeFirst();
    },

    /** Write what the tester did on the sandbox checkout page. */
    async saveSandboxPayment(row: { orderId: string; state: string; amountMinor: number; currency: string; now: number }): Promise<void> {
      await db
        .insertInto('sandboxPayments')
        .values({ orderId: row.orderId, state: row.state, amountMinor: row.amountMinor, currency: row.currency, updatedAt: row.now })
        .onConflict((oc) => oc.column('orderId').doUpdateSet({ state: row.state, updatedAt: row.now }))
        .execute();
    },
  };
}

/** The payments repository. */
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
