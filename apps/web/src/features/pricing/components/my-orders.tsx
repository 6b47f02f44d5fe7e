/**
 * "My orders" on the pricing page (`/package-pricing#orders`, logged-in users only): each order of
 * `GET /api/v1/api/orders`, newest first, with its date, package, amount and currency, method,
 * localised status and a TEST MODE marker; a skeleton while loading, an empty state, and an error
 * with a retry button. Plain HTML: it renders with the page, before any dialog library loads.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../lib/locale';
import { formatAmount, formatOrderTime, OrderStatusLabel, TestModeBadge } from '../../../lib/payments/payment-format';
import { useMyOrders } from '../../../lib/payments/payments-api';

/** The logged-in user's orders as a list of rows (cards on phones). */
export function MyOrders() {
  const { t } = useTranslation('payment');
  const locale = useLocaleStore((s) => s.locale);
  const orders = useMyOrders();
  const headingId = useId();
  let content;
  if (orders.data) {
    content =
      orders.data.length === 0 ? (
        <div className="orders-empty">
          <p className="orders-empty-title">{t('orders.emptyTitle')}</p>
          <p className="muted">{t('orders.emptyBody')}</p>
        </div>
      ) : (
        <ul className="orders-list" aria-labelledby={headingId}>
          {orders.data.map((order) => (
            <li key={order.orderId} className="orders-row" data-order={order.orderId}>
              <dl className="orders-facts">
                <div>
                  <dt>{t('orders.date')}</dt>
                  <dd>
                    <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt, locale)}</time>
                  </dd>
                </div>
                <div>
                  <dt>{t('orders.package')}</dt>
                  <dd>{order.packageName}</dd>
                </div>
                <div>
                  <dt>{t('orders.amount')}</dt>
                  <dd className="orders-amount">{formatAmount(order.amount, order.currency, locale)}</dd>
                </div>
                <div>
                  <dt>{t('orders.method')}</dt>
                  <dd>{t(`methods.${order.method}`)}</dd>
                </div>
                <div>
                  <dt>{t('orders.status')}</dt>
                  <dd className="orders-status">
                    <OrderStatusLabel status={order.status} /> <TestModeBadge order={order} />
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      );
  } else if (orders.isError) {
    content = (
      <div className="orders-error" role="alert">
        <p>{t('orders.loadFailed')}</p>
        <button type="button" className="btn" onClick={() => void orders.refetch()} disabled={orders.isFetching}>
          {t('orders.retry')}
        </button>
      </div>
    );
  } else {
    content = (
      <div className="orders-loading" role="status" aria-label={t('orders.loading')}>
        {[0, 1].map((index) => (
          <div key={index} className="skeleton orders-skeleton-row" aria-hidden="true" />
        ))}
      </div>
    );
  }
  return (
    <section id="orders" className="orders-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="orders-title">
        {t('orders.title')}
      </h2>
      {content}
    </section>
  );
}
