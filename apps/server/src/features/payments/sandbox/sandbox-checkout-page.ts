/**
 * The HTML of the test checkout page (`/payment/sandbox/{orderId}`): TEST MODE in its title, a
 * banner and every button, the package, amount and currency, and three forms (pay, cancel, fail)
 * that post to `/api/v1/payment/sandbox/{orderId}/{action}`. Plain HTML, no script, so it works in
 * any browser a tester opens it in (a phone scanning the WeChat QR code too). Text in the three
 * interface locales; everything interpolated is escaped.
 */
import type { Locale } from '@dali/shared/locales';
import { currencyDigits } from '../../../lib/money.js';

const TEXT = {
  'zh-CN': {
    title: '测试收银台',
    banner: '测试模式 · 不会产生任何真实扣款',
    package: '套餐',
    amount: '金额',
    status: '订单状态',
    pay: '模拟支付成功',
    cancel: '取消支付',
    fail: '模拟支付失败',
    closed: '该订单已结束，无需再操作。',
    missing: '找不到该订单，或它不是测试订单。',
    note: '此页面由本站提供，用于在未接入真实支付渠道时体验完整购买流程。',
    PENDING: '待支付',
    COMPLETED: '已支付',
    FAILED: '支付失败',
    CANCELLED: '已取消',
    REFUNDED: '已退款',
  },
  'zh-HK': {
    title: '測試收銀台',
    banner: '測試模式 · 不會產生任何真實扣款',
    package: '套餐',
    amount: '金額',
    status: '訂單狀態',
    pay: '模擬付款成功',
    cancel: '取消付款',
    fail: '模擬付款失敗',
    closed: '此訂單已結束，無需再操作。',
    missing: '找不到此訂單，或它不是測試訂單。',
    note: '此頁面由本站提供，用於在未接入真實付款渠道時體驗完整購買流程。',
    PENDING: '待付款',
    COMPLETED: '已付款',
    FAILED: '付款失敗',
    CANCELLED: '已取消',
    REFUNDED: '已退款',
  },
  'en-US': {
    title: 'Test checkout',
    banner: 'TEST MODE · no real money moves',
    package: 'Package',
    amount: 'Amount',
    status: 'Order status',
    pay: 'Simulate a successful payment',
    cancel: 'Cancel payment',
    fail: 'Simulate a failed payment',
    closed: 'This order is closed; there is nothing more to do here.',
    missing: 'No such order, or it is not a test order.',
    note: 'This page is served by this site so that the whole purchase can be tried without a real payment provider.',
    PENDING: 'Awaiting payment',
    COMPLETED: 'Paid',
    FAILED: 'Payment failed',
    CANCELLED: 'Cancelled',
    REFUNDED: 'Refunded',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the page shows of an order. */
export interface SandboxCheckoutOrder {
  id: string;
  packageName: string;
  amountMinor: number;
  currency: string;
  status: string;
}

/** The whole page for `order` (null: not found) in `locale`. */
export function renderSandboxCheckout(input: { locale: Locale; order: SandboxCheckoutOrder | null }): string {
  const t = TEXT[input.locale];
  const { order } = input;
  let body: string;
  if (!order) {
    body = `<p class="msg">${escapeHtml(t.missing)}</p>`;
  } else {
    const amount = new Intl.NumberFormat(input.locale, { style: 'currency', currency: order.currency }).format(order.amountMinor / 10 ** currencyDigits(order.currency));
    const action = (name: 'pay' | 'cancel' | 'fail', label: string) =>
      `<form method="post" action="/api/v1/payment/sandbox/${encodeURIComponent(order.id)}/${name}"><button type="submit" class="${name}">${escapeHtml(label)} <small>(${escapeHtml(t.banner.split(' · ')[0] ?? '')})</small></button></form>`;
    body = `<dl>
  <dt>${escapeHtml(t.package)}</dt><dd>${escapeHtml(order.packageName)}</dd>
  <dt>${escapeHtml(t.amount)}</dt><dd class="amount">${escapeHtml(amount)}</dd>
  <dt>${escapeHtml(t.status)}</dt><dd>${escapeHtml(order.status in t ? t[order.status as keyof typeof t] : order.status)}</dd>
</dl>
${order.status === 'PENDING' ? `<div class="actions">${action('pay', t.pay)}${action('cancel', t.cancel)}${action('fail', t.fail)}</div>` : `<p class="msg">${escapeHtml(t.closed)}</p>`}`;
  }
  return `<!doctype html>
<html lang="${input.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} · TEST MODE</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans SC", "Noto Sans TC", sans-serif; background: #f4f1ea; color: #1f2a2e; }
  .banner { background: #b3261e; color: #fff; text-align: center; padding: 12px; font-weight: 700; letter-spacing: .04em; }
  main { max-width: 440px; margin: 24px auto; padding: 24px; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.4rem; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #5b6b70; } dd { margin: 0; font-weight: 600; } .amount { font-size: 1.3rem; }
  .actions { display: grid; gap: 12px; } form { margin: 0; }
  button { width: 100%; min-height: 44px; border-radius: 8px; border: 1px solid #1f5f73; font-size: 1rem; cursor: pointer; background: #fff; color: #1f5f73; }
  button.pay { background: #1f5f73; color: #fff; } button.fail { border-color: #b3261e; color: #b3261e; }
  button:focus-visible { outline: 3px solid #e0a526; outline-offset: 2px; }
  small { font-weight: 400; opacity: .8; } .msg { margin: 0 0 16px; } .note { color: #5b6b70; font-size: .85rem; margin-top: 20px; }
</style>
</head>
<body>
<div class="banner" role="note">${escapeHtml(t.banner)}</div>
<main>
<h1>${escapeHtml(t.title)}</h1>
${body}
<p class="note">${escapeHtml(t.note)}</p>
</main>
</body>
</html>`;
}
