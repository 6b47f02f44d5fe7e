/**
 * Payment orders, the provider messages they received and the review list (spec §3 payment order,
 * §4 payment states; docs/decisions/0016-payments.md). Same DDL on SQLite and PostgreSQL; times are
 * epoch ms, money is an integer in the currency's minor unit.
 *
 * - `orders`: one row per purchase attempt. `id` is 128 random bits (22 base64url characters), also
 *   the WeChat `out_trade_no` and PayPal `custom_id`. Amount and currency are fixed at creation from
 *   the package data. `status` moves only by conditional updates (`… where status = 'PENDING'`), so
 *   one update decides who completes an order. `provider_ref` is the provider's id of the payment,
 *   unique per provider; `reference` the short bank-transfer reference of Wise orders, unique.
 *   `review_reason` is set when a provider reported something that does not match the order
 *   (amount, currency, reference): the order stays PENDING for an operator.
 * - `payment_events`: every provider message and answer kept raw for audit. `(provider, event_id)`
 *   is unique, so a webhook delivered twice is stored once and processed once.
 * - `payment_reviews`: credits and reports that need an operator (unmatched or partial Wise credits,
 *   mismatched amounts); settled with `npm run payments:settle`.
 * - `sandbox_payments`: the embedded test checkout's own record of what the tester did (paid,
 *   cancelled, failed, refunded), read back like a provider's record.
 * - `membership_grants.revoked_at`: set when a refund took the grant's time back off the membership.
 */
import type { Kysely } from 'kysely';

/** Create orders, payment_events and payment_reviews with their indexes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Orders are kept for accounting when an account goes: the user id is cleared, not the order.
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('package_id', 'text', (c) => c.notNull())
    // paypal | wechat | wise: what the payer chose
    .addColumn('method', 'text', (c) => c.notNull())
    // sandbox | paypal | wechat | wise: who takes the money
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('test_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // PENDING | COMPLETED | FAILED | CANCELLED | REFUNDED
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('capture_id', 'text')
    .addColumn('reference', 'text', (c) => c.unique())
    .addColumn('provider_status', 'text')
    .addColumn('payment_url', 'text')
    .addColumn('code_url', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('payer_id', 'text')
    .addColumn('payer_email', 'text')
    .addColumn('payer_name', 'text')
    .addColumn('payer_country', 'text')
    .addColumn('review_reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('refunded_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_user_created_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_status_created_idx').on('orders').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('orders_provider_ref_uq').on('orders').columns(['provider', 'provider_ref']).unique().execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    // The provider's id of a notification (PayPal event id, WeChat notification id, Wise delivery id); null for our own calls.
    .addColumn('event_id', 'text')
    .addColumn('order_id', 'text')
    // create | confirm | notification | redirect | refund
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_events_provider_event_uq').on('payment_events').columns(['provider', 'event_id']).unique().execute();
  await db.schema.createIndex('payment_events_order_idx').on('payment_events').columns(['order_id', 'created_at']).execute();

  await db.schema
    .createTable('payment_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addColumn('settlement', 'text')
    .execute();
  await db.schema.createIndex('payment_reviews_open_idx').on('payment_reviews').columns(['settled_at', 'created_at']).execute();

  await db.schema
    .createTable('sandbox_payments')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    // paid | cancelled | failed | refunded
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('membership_grants').addColumn('revoked_at', 'bigint').execute();
}

/** Drop the payment tables (development only; data is lost). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('membership_grants').dropColumn('revoked_at').execute();
  await db.schema.dropTable('sandbox_payments').ifExists().execute();
  await db.schema.dropTable('payment_reviews').ifExists().execute();
  await db.schema.dropTable('payment_events').ifExists().execute();
  await db.schema.dropTable('orders').ifExists().execute();
}
