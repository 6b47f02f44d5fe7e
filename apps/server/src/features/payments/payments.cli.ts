/**
 * Operator commands of payments (docs/decisions/0016-payments.md), over the configured database and
 * providers, each printing JSON:
 * - `npm run payments:refund -- <orderId>`: refund a COMPLETED order in full at its provider (PayPal
 *   capture refund, WeChat Pay refund, test checkout; a Wise transfer is refunded by bank, outside
 *   the app), mark it REFUNDED and take the package's time back off the membership.
 * - `npm run payments:settle -- <orderId> [--note "checked the Wise statement"]`: confirm by hand
 *   that an order was paid (e.g. a Wise credit on the review list): completes and grants once.
 * - `npm run payments:reviews`: the open review list (unmatched or partial credits, mismatches).
 * - `npm run payments:reconcile`: one reconciliation pass now (the server runs one every
 *   PAYMENTS_RECONCILE_INTERVAL_MS anyway).
 * Exit code 1 on an unknown order, a refused action or a bad configuration.
 */
import { parseArgs } from 'node:util';
import { formatMessage } from '@dali/shared/messages';
import { buildApp } from '../../app.js';
import { ConfigError, loadConfig } from '../../config/env.js';
import { isAppError } from '../../lib/app-error.js';

const USAGE = [
  'usage: npm run payments:refund -- <orderId>',
  '       npm run payments:settle -- <orderId> [--note <text>]',
  '       npm run payments:reviews',
  '       npm run payments:reconcile',
].join('\n');

const summary = (order: { id: string; status: string; provider: string; amountMinor: number; currency: string; userId: string | null; paidAt: number | null; refundedAt: number | null }) => ({
  orderId: order.id,
  status: order.status,
  provider: order.provider,
  amountMinor: order.amountMinor,
  currency: order.currency,
  userId: order.userId,
  paidAt: order.paidAt === null ? null : new Date(order.paidAt).toISOString(),
  refundedAt: order.refundedAt === null ? null : new Date(order.refundedAt).toISOString(),
});

try {
  const { values, positionals } = parseArgs({ options: { note: { type: 'string' } }, allowPositionals: true });
  const [command, orderId] = positionals;
  const needsOrder = command === 'refund' || command === 'settle';
  if (!command || !['refund', 'settle', 'reviews', 'reconcile'].includes(command) || (needsOrder && !orderId)) throw new Error(USAGE);
  const config = loadConfig();
  const app = await buildApp(config, { logger: false, payments: { reconcileIntervalMs: 0 } });
  try {
    await app.ready();
    const payments = app.payments;
    if (command === 'refund' && orderId) console.log(JSON.stringify(summary(await payments.refund(orderId))));
    else if (command === 'settle' && orderId) console.log(JSON.stringify(summary(await payments.settleManually(orderId, values.note ?? 'settled by an operator'))));
    else if (command === 'reviews')
      console.log(
        JSON.stringify(
          (await payments.listOpenReviews()).map((r) => ({ id: r.id, provider: r.provider, orderId: r.orderId, reason: r.reason, details: JSON.parse(r.detailsJson) as unknown, createdAt: new Date(r.createdAt).toISOString() })),
          null,
          2,
        ),
      );
    else console.log(JSON.stringify(await payments.reconcile()));
  } finally {
    await app.close();
  }
} catch (error) {
  const message =
    error instanceof ConfigError
      ? error.message
      : isAppError(error)
        ? `${error.errorName}: ${formatMessage(error.messageKey, 'en-US', error.params)}${error.data ? ` ${JSON.stringify(error.data)}` : ''}`
        : error instanceof Error
          ? error.message
          : String(error);
  console.error(message);
  process.exitCode = 1;
}
