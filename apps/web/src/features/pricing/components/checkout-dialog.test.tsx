import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MembershipInfo } from '@dali/shared/contracts/membership';
import { PAYMENT_CONFIRM_DELAY_MS, type CreateOrderRequest, type PaymentMethodInfo, type PaymentOrder } from '@dali/shared/contracts/payments';
import type { Locale } from '@dali/shared/locales';
import { ERRORS } from '@dali/shared/errors';
import { i18n } from '../../../lib/i18n';
import { useOverlayStore } from '../../../lib/overlays/overlay-store';
import { useSessionStore } from '../../../lib/session';
import { useToastStore } from '../../../lib/ui/toast';
import { ORDER_ID, paymentOrder, QR_IMAGE, WEEK_PACKAGE } from '../../../test/payment-orders';
import { ok, renderShell, toastTexts } from '../../../test/render-shell';
import { PricingPage } from '../pages/pricing-page';

vi.mock('../../../lib/payments/leave-to', () => ({ leaveTo: vi.fn() }));
const { leaveTo } = await import('../../../lib/payments/leave-to');

// Ant Design in jsdom is slow to render the first time.
vi.setConfig({ testTimeout: 30_000 });

const server = setupServer();
let created: CreateOrderRequest[] = [];
let orders: PaymentOrder[] = [];
const ALL_METHODS: PaymentMethodInfo[] = [
  { method: 'wise', available: true, testMode: false, currency: null },
  { method: 'paypal', available: true, testMode: false, currency: null },
  { method: 'wechat', available: true, testMode: false, currency: 'CNY' },
];
let methods = ALL_METHODS;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(leaveTo).mockClear();
  useSessionStore.getState().logOut();
  useOverlayStore.setState({ open: {} });
  useToastStore.setState({ toasts: [] });
  window.localStorage.clear();
  created = [];
  orders = [];
  methods = ALL_METHODS;
});
afterAll(() => server.close());

/** The packages, the user's orders, and order creation answering `answers` in turn. */
function serve(...answers: (PaymentOrder | (() => Response))[]) {
  server.use(
    http.get('*/api/v1/membership/packages', () => HttpResponse.json(ok({ packages: [WEEK_PACKAGE] }))),
    http.get('*/api/v1/api/orders', () => HttpResponse.json(ok({ orders }))),
    http.get('*/api/v1/payments/methods', () => HttpResponse.json(ok({ methods }))),
    http.post('*/api/v1/api/orders/create', async ({ request }) => {
      created.push((await request.json()) as CreateOrderRequest);
      const next = answers.shift();
      if (!next) throw new Error('no answer left');
      return typeof next === 'function' ? next() : HttpResponse.json(ok(next));
    }),
  );
}

/** Log in and render the pricing page (with the overlay hosts) in `locale`. */
async function renderCheckout(locale: Locale = 'en-US', { currentMembership = null as MembershipInfo | null, onPaid = vi.fn() } = {}) {
  useSessionStore.getState().logIn({ accessToken: 'token-abc', userId: '702938475610293847', username: 'Lin Wei', role: 'USER' });
  await i18n.loadNamespaces(['membership', 'payment']);
  await renderShell(locale, <PricingPage currentMembership={currentMembership} onPaid={onPaid} />);
  await screen.findByRole('article');
  return { onPaid };
}

/** Press Buy and wait for the checkout. */
async function openCheckout(user: ReturnType<typeof userEvent.setup>, buy = 'Buy', title = 'Buy One-week pass') {
  await user.click(screen.getByRole('button', { name: buy }));
  return screen.findByRole('dialog', { name: title }, { timeout: 8000 });
}

/** Agree to both policies, choose `method` and press Pay. */
async function pay(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, method: string, amount: string) {
  for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
  await user.click(within(dialog).getByRole('radio', { name: new RegExp(method) }));
  await user.click(within(dialog).getByRole('button', { name: `Pay ${amount}` }));
}

/**
 * The confirmation dialog. Found by its title text: in tests Ant Design labels every modal with the
 * same id, so a second modal has no accessible name of its own.
 */
async function findAsk(): Promise<HTMLElement> {
  const title = await screen.findByText('Have you completed the payment?', {}, { timeout: 8000 });
  const dialog = title.closest('[role="dialog"]');
  if (!(dialog instanceof HTMLElement)) throw new Error('no confirmation dialog');
  return dialog;
}

/** The status query of the order answers `order`. */
function statusAnswers(...answers: PaymentOrder[]) {
  server.use(http.get(`*/api/v1/api/orders/${ORDER_ID}`, () => HttpResponse.json(ok(answers.length > 1 ? answers.shift() : answers[0]))));
}

describe('checkout (spec §4 full flow, §5 payment validation)', () => {
  it('marks methods run by the test checkout TEST MODE and does not offer a method the server lacks', async () => {
    methods = [
      { method: 'wise', available: true, testMode: true, currency: null },
      { method: 'paypal', available: true, testMode: true, currency: null },
      { method: 'wechat', available: false, testMode: false, currency: null },
    ];
    serve();
    await renderCheckout();
    const user = userEvent.setup();
    const dialog = await openCheckout(user);
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    const paypal = within(dialog).getByRole('radio', { name: /PayPal/ });
    await waitFor(() => expect(paypal.closest('label')?.textContent).toContain('TEST MODE'));
    expect(within(dialog).getByRole('radio', { name: /Wise/ }).closest('label')?.textContent).toContain('TEST MODE');
    const wechat = within(dialog).getByRole('radio', { name: /WeChat Pay/ });
    expect((wechat as HTMLInputElement).disabled).toBe(true);
    expect(wechat.closest('label')?.textContent).toContain('Not available on this site');
    expect(wechat.closest('label')?.textContent).not.toContain('TEST MODE');
    expect((paypal as HTMLInputElement).disabled).toBe(false);
  });

  it('needs both policies agreed before a method can be chosen', async () => {
    serve();
    await renderCheckout();
    const user = userEvent.setup();
    const dialog = await openCheckout(user);
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).disabled)).toEqual([true, true, true]);
    expect(within(dialog).getByText('Agree to the refund policy and the service description to choose how to pay.')).toBeTruthy();
    const payButton = within(dialog).getByRole('button', { name: 'Choose a payment method.' });
    expect((payButton as HTMLButtonElement).disabled).toBe(true);
    const refund = within(dialog).getByRole('link', { name: 'refund policy' });
    expect([refund.getAttribute('href'), refund.getAttribute('target')]).toEqual(['/refund-policy', '_blank']);
    expect(within(dialog).getByRole('link', { name: 'service description' }).getAttribute('href')).toBe('/service-description');
    const [refundBox, serviceBox] = within(dialog).getAllByRole('checkbox') as [HTMLElement, HTMLElement];
    await user.click(refundBox);
    expect((within(dialog).getAllByRole('radio')[0] as HTMLInputElement).disabled).toBe(true);
    await user.click(serviceBox);
    expect(within(dialog).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).disabled)).toEqual([false, false, false]);
    expect(within(dialog).queryByText(/Agree to the refund policy/)).toBeNull();
    // Each method shows the price in its own currency: WeChat Pay charges CNY.
    const prices = [...dialog.querySelectorAll('.checkout-method')].map((m) => `${m.getAttribute('data-method')} ${m.querySelector('.checkout-method-price')?.textContent}`);
    expect(prices).toEqual(['wise $9.90', 'paypal $9.90', 'wechat CN¥70.00']);
    await user.click(within(dialog).getByRole('radio', { name: /WeChat Pay/ }));
    expect((within(dialog).getByRole('button', { name: 'Pay CN¥70.00' }) as HTMLButtonElement).disabled).toBe(false);
    expect(created).toEqual([]);
  });

  it('opens PayPal in a new window, asks after 5 s, and on COMPLETED refreshes the membership', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    serve(paymentOrder());
    const { onPaid } = await renderCheckout();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const dialog = await openCheckout(user);
    await pay(user, dialog, 'PayPal', '$9.90');
    await within(dialog).findByText('Complete the payment');
    expect(created).toEqual([{ packageId: 'one-week', method: 'paypal', agreedToTerms: true }]);
    expect(open).toHaveBeenCalledWith('https://pay.example.test/checkout/1', '_blank');
    expect(vi.mocked(leaveTo)).not.toHaveBeenCalled();
    expect(within(dialog).getByText('TEST MODE')).toBeTruthy();
    expect(toastTexts('success')).toContain('Payment page opened');
    expect(screen.queryByText('Have you completed the payment?')).toBeNull();

    statusAnswers(paymentOrder({ status: 'COMPLETED', paidAt: '2026-11-26T10:05:00+08:00' }));
    act(() => vi.advanceTimersByTime(PAYMENT_CONFIRM_DELAY_MS));
    const ask = await findAsk();
    await user.click(within(ask).getByRole('button', { name: 'I have paid, check now' }));
    await within(ask).findByText('Payment received');
    expect(within(ask).getByText('One-week pass is now active. Thank you!')).toBeTruthy();
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(toastTexts('success')).toContain('Payment received: One-week pass is active');
  });

  it('starts again at the plan when Buy is pressed after closing a checkout that had an order', async () => {
    vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    serve(paymentOrder());
    await renderCheckout();
    const user = userEvent.setup();
    const first = await openCheckout(user);
    await pay(user, first, 'PayPal', '$9.90');
    await within(first).findByText('Complete the payment');
    await user.click(within(first.closest('.ant-modal') ?? first).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Complete the payment')).toBeNull());

    const again = await openCheckout(user);
    expect(within(again).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(again).queryByText('Complete the payment')).toBeNull();
  });

  it('says "payment not completed" while the order is PENDING, and checks again', async () => {
    vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    serve(paymentOrder());
    const { onPaid } = await renderCheckout();
    const user = userEvent.setup();
    const dialog = await openCheckout(user);
    await pay(user, dialog, 'PayPal', '$9.90');
    statusAnswers(paymentOrder(), paymentOrder({ status: 'COMPLETED' }));
    // "I have paid" asks at once, without waiting for the 5 s.
    await user.click(await within(dialog).findByRole('button', { name: 'I have paid' }));
    const ask = await findAsk();
    await user.click(within(ask).getByRole('button', { name: 'I have paid, check now' }));
    await within(ask).findByText('Payment not completed');
    expect(onPaid).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Check again' }));
    await within(ask).findByText('Payment received');
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('offers to choose again after a FAILED payment', async () => {
    vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    serve(paymentOrder());
    await renderCheckout();
    const user = userEvent.setup();
    const dialog = await openCheckout(user);
    await pay(user, dialog, 'PayPal', '$9.90');
    statusAnswers(paymentOrder({ status: 'FAILED' }));
    await user.click(await within(dialog).findByRole('button', { name: 'I have paid' }));
    const ask = await findAsk();
    await user.click(within(ask).getByRole('button', { name: 'I have paid, check now' }));
    await within(ask).findByText('Payment failed');
    await user.click(within(ask).getByRole('button', { name: 'Choose again' }));
    await within(dialog).findByRole('group', { name: 'Payment method' });
  });

  it('opens the payment page in the same window at 768 px or narrower', async () => {
    const open = vi.spyOn(window, 'open');
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query === '(max-width: 768px)' });
    try {
      serve(paymentOrder());
      await renderCheckout();
      const user = userEvent.setup();
      const dialog = await openCheckout(user);
      expect(dialog.closest('.payment-dialog-full')).toBeTruthy();
      await pay(user, dialog, 'PayPal', '$9.90');
      await waitFor(() => expect(vi.mocked(leaveTo)).toHaveBeenCalledWith('https://pay.example.test/checkout/1'));
      expect(open).not.toHaveBeenCalled();
      expect(toastTexts('info')).toContain('Redirecting to the payment page…');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('shows WeChat Pay in the payment modal: amount, QR code, not closed by Escape, then the WeChat status query', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const wechat = paymentOrder({ method: 'wechat', provider: 'wechat', testMode: false, amount: 70, amountMinor: 7000, currency: 'CNY', paymentUrl: null, qrImage: QR_IMAGE });
    serve(wechat);
    server.use(http.get(`*/api/v1/wechat/pay/query/${ORDER_ID}`, () => HttpResponse.json(ok({ order: { ...wechat, providerStatus: 'NOTPAY' }, tradeState: 'NOTPAY' }))));
    await renderCheckout();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const dialog = await openCheckout(user);
    await pay(user, dialog, 'WeChat Pay', 'CN¥70.00');
    const modal = await screen.findByRole('dialog', { name: 'WeChat Pay' }, { timeout: 8000 });
    expect(created[0]?.method).toBe('wechat');
    expect(useOverlayStore.getState().open.paymentModal?.order.orderId).toBe(ORDER_ID);
    expect(within(modal).getByText('CN¥70.00')).toBeTruthy();
    expect(within(modal).getByText('CNY')).toBeTruthy();
    expect(within(modal).getByRole('img', { name: 'WeChat Pay QR code for CN¥70.00' }).getAttribute('src')).toBe(QR_IMAGE);
    expect(within(modal).queryByText('TEST MODE')).toBeNull();
    expect(within(modal).queryByRole('button', { name: 'Open the payment page' })).toBeNull();
    // Neither Escape nor a click outside closes it.
    await user.keyboard('{Escape}');
    expect(useOverlayStore.getState().open.paymentModal).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'WeChat Pay' })).toBeTruthy();
    expect(within(modal).queryByRole('button', { name: /close/i })).toBeNull();

    act(() => vi.advanceTimersByTime(PAYMENT_CONFIRM_DELAY_MS));
    const ask = await findAsk();
    await user.click(within(ask).getByRole('button', { name: 'I have paid, check now' }));
    await within(ask).findByText('Payment not completed');
    expect(within(ask).getByText('WeChat Pay says: not paid.')).toBeTruthy();
    // The dialog's own button, not Ant Design's ✕ of the same name.
    await user.click(within(ask).getByText('Close'));
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(useOverlayStore.getState().open.paymentModal).toBeUndefined());
  });

  it('keeps the outcome when "I have paid" comes before the 5 s question: the question never covers it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const wechat = paymentOrder({ method: 'wechat', provider: 'wechat', testMode: false, amount: 70, amountMinor: 7000, currency: 'CNY', paymentUrl: null, qrImage: QR_IMAGE });
    serve(wechat);
    server.use(
      http.get(`*/api/v1/wechat/pay/query/${ORDER_ID}`, () =>
        HttpResponse.json(ok({ order: { ...wechat, status: 'COMPLETED', paidAt: '2026-11-26T10:05:00+08:00', providerStatus: 'SUCCESS' }, tradeState: 'SUCCESS' })),
      ),
    );
    await renderCheckout();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const dialog = await openCheckout(user);
    await pay(user, dialog, 'WeChat Pay', 'CN¥70.00');
    const modal = await screen.findByRole('dialog', { name: 'WeChat Pay' }, { timeout: 8000 });
    await user.click(within(modal).getByRole('button', { name: 'I have paid' }));
    const outcome = await findAsk();
    await user.click(within(outcome).getByRole('button', { name: 'I have paid, check now' }));
    await within(outcome).findByText('Payment received');
    act(() => vi.advanceTimersByTime(PAYMENT_CONFIRM_DELAY_MS * 2));
    expect(within(outcome).getByText('Payment received')).toBeTruthy();
    // A fresh button, not the loading one of the query reused (its name would start with "loading").
    expect(within(outcome).getByRole('button', { name: 'Done' })).toBeTruthy();
    expect(within(outcome).queryByRole('button', { name: 'I have paid, check now' })).toBeNull();
  });

  it('shows the "QR generation failed" placeholder when the order has no QR image, and the pay link', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    serve(paymentOrder({ method: 'wechat', amount: 70, currency: 'CNY', qrImage: null }));
    await renderCheckout();
    const user = userEvent.setup();
    const dialog = await openCheckout(user);
    await pay(user, dialog, 'WeChat Pay', 'CN¥70.00');
    const modal = await screen.findByRole('dialog', { name: /WeChat Pay/ }, { timeout: 8000 });
    expect(within(modal).getByRole('alert').textContent).toContain('The QR code could not be generated.');
    expect(within(modal).getByText('TEST MODE')).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Open the payment page' }));
    expect(open).toHaveBeenCalledWith('https://pay.example.test/checkout/1', '_blank');
  });

  it('guides a Wise transfer in two steps: amount, account, reference with copy, then "I have paid"', async () => {
    const wise = paymentOrder({ method: 'wise', provider: 'wise', testMode: false, paymentUrl: null, reference: 'DALI-7K3Q9', accountDetails: ['Dali Guide Ltd', 'IBAN GB00 TEST 0000 0000 00'] });
    serve(wise);
    let checked: unknown = null;
    server.use(
      http.post('*/api/v1/wise/orders/status/check', async ({ request }) => {
        checked = await request.json();
        return HttpResponse.json(ok({ ...wise, status: 'COMPLETED' }));
      }),
    );
    const { onPaid } = await renderCheckout();
    const user = userEvent.setup();
    // After setup, which installs its own clipboard.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await openCheckout(user);
    await pay(user, dialog, 'Wise', '$9.90');
    await within(dialog).findByRole('list', { name: 'Wise transfer, step 1 of 2' });
    expect(within(dialog).getByText('$9.90')).toBeTruthy();
    expect(within(dialog).getByText('Dali Guide Ltd')).toBeTruthy();
    expect(within(dialog).getByText('IBAN GB00 TEST 0000 0000 00')).toBeTruthy();
    expect(within(dialog).getByText('DALI-7K3Q9')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Copy the reference DALI-7K3Q9' }));
    expect(writeText).toHaveBeenCalledWith('DALI-7K3Q9');
    expect(toastTexts('success')).toContain('Reference copied');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('list', { name: 'Wise transfer, step 2 of 2' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByText('Dali Guide Ltd')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'I have paid' }));
    const ask = await findAsk();
    await within(ask).findByText('Payment received');
    expect(checked).toEqual({ orderId: ORDER_ID });
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('tells a member their plan first, and on MEMBERSHIP_ACTIVE asks to extend, then retries with confirmExtend', async () => {
    vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    const expire = '2026-12-03T10:00:00+08:00';
    serve(
      () =>
        HttpResponse.json(
          { code: ERRORS.MEMBERSHIP_ACTIVE.code, message: 'Membership active', data: { planName: 'One-day pass', userLevel: 'BASIC', membershipExpireTime: expire } },
          { status: 409 },
        ),
      paymentOrder(),
    );
    const current: MembershipInfo = { userLevel: 'BASIC', planName: 'One-day pass', packageId: 'one-day', membershipStartTime: '2026-11-26T10:00:00+08:00', membershipExpireTime: expire, apiPermissions: [] };
    await renderCheckout('en-US', { currentMembership: current });
    const user = userEvent.setup();
    const dialog = await openCheckout(user);
    expect(within(dialog).getByText(/You already have One-day pass, valid until Dec 3, 2026/)).toBeTruthy();
    await pay(user, dialog, 'PayPal', '$9.90');
    const notice = await within(dialog).findByRole('alert');
    expect(notice.textContent).toContain('Your current plan is One-day pass, valid until Dec 3, 2026');
    expect(notice.textContent).toContain('Buying One-week pass extends it');
    await user.click(await within(dialog).findByRole('button', { name: 'Yes, extend it' }));
    await within(dialog).findByText('Complete the payment');
    expect(created).toEqual([
      { packageId: 'one-week', method: 'paypal', agreedToTerms: true },
      { packageId: 'one-week', method: 'paypal', agreedToTerms: true, confirmExtend: true },
    ]);
  });

  it('says "create order failed" when the provider fails (502), and "network error" without a connection', async () => {
    serve(
      () => HttpResponse.json({ code: ERRORS.PAYMENT_PROVIDER_FAILED.code, message: 'Payment provider failed', data: null }, { status: 502 }),
      () => HttpResponse.error(),
    );
    await renderCheckout();
    const user = userEvent.setup();
    const dialog = await openCheckout(user);
    await pay(user, dialog, 'PayPal', '$9.90');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The order could not be created; please try again.');
    await user.click(await within(dialog).findByRole('button', { name: 'Pay $9.90' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Network error: please check your connection and try again.'));
    expect(toastTexts('error')).toEqual([]);
  });

  it('speaks Simplified Chinese in zh-CN', async () => {
    serve();
    await renderCheckout('zh-CN');
    const user = userEvent.setup();
    const dialog = await openCheckout(user, '购买', '购买One-week pass');
    expect(within(dialog).getByText('请先同意退款政策和服务说明，再选择支付方式。')).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: '支付方式' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /微信支付/ })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '退款政策' })).toBeTruthy();
  });
});

describe('my orders', () => {
  it('lists the orders with date, package, amount, method, localised status and TEST MODE', async () => {
    serve();
    orders = [
      paymentOrder({ status: 'COMPLETED' }),
      paymentOrder({ orderId: 'ord_Bbcdefghij0123456789', method: 'wechat', testMode: false, status: 'CANCELLED', amount: 70, currency: 'CNY' }),
    ];
    await renderCheckout('zh-HK');
    const list = await screen.findByRole('list', { name: '我的訂單' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.querySelector('.orders-status')?.textContent?.trim())).toEqual(['已付款 測試模式', '已取消']);
    expect(within(rows[1] as HTMLElement).getByText('微信支付')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('CN¥70.00')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('US$9.90')).toBeTruthy();
    expect(screen.getByRole('link', { name: '我的訂單' }).getAttribute('href')).toBe('#orders');
  });

  it('shows an empty state, and an error with a retry', async () => {
    serve();
    await renderCheckout();
    await screen.findByText('No orders yet');
    cleanup();
    server.use(http.get('*/api/v1/api/orders', () => HttpResponse.json({ code: ERRORS.INTERNAL.code, message: 'x', data: null }, { status: 500 })));
    await renderCheckout();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your orders could not be loaded');
    server.use(http.get('*/api/v1/api/orders', () => HttpResponse.json(ok({ orders: [paymentOrder()] }))));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'My orders' });
  });
});
