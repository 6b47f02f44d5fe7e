import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentOrder } from '@dali/shared/contracts/payments';
import type { Locale } from '@dali/shared/locales';
import { ERRORS } from '@dali/shared/errors';
import { setApiNotifier } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { useLocaleStore } from '../../../lib/locale';
import { useOverlayStore } from '../../../lib/overlays/overlay-store';
import { useSessionStore } from '../../../lib/session';
import { ok } from '../../../test/envelope';
import { ORDER_ID, paymentOrder } from '../../../test/payment-orders';
import { PaymentReturnPage } from './payment-return-page';

vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
let queries = 0;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  useSessionStore.getState().logOut();
  useOverlayStore.setState({ open: {} });
  window.localStorage.clear();
  queries = 0;
});
afterAll(() => server.close());

/** The status query answers each of `answers` in turn (the last one from then on). */
function answer(...answers: (PaymentOrder | (() => Response))[]) {
  server.use(
    http.get(`*/api/v1/api/orders/${ORDER_ID}`, async () => {
      queries += 1;
      await delay(20);
      const next = answers.length > 1 ? answers.shift() : answers[0];
      if (!next) throw new Error('no answer');
      return typeof next === 'function' ? next() : HttpResponse.json(ok(next));
    }),
  );
}

/** Render /payment/return with `search`, logged in unless told otherwise. */
async function renderReturn(search: string, { locale = 'en-US' as Locale, loggedIn = true } = {}) {
  if (loggedIn) useSessionStore.getState().logIn({ accessToken: 'token-abc', userId: '702938475610293847', username: 'Lin Wei', role: 'USER' });
  useLocaleStore.setState({ locale });
  await i18n.changeLanguage(locale);
  await i18n.loadNamespaces(['payment']);
  setApiNotifier({ error: () => undefined });
  const onPaid = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/payment/return', element: <PaymentReturnPage onPaid={onPaid} /> },
      { path: '/package-pricing', element: <p>pricing page</p> },
    ],
    { initialEntries: [`/payment/return${search}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { onPaid, router };
}

const heading = () => screen.findByRole('heading', { level: 1, name: (name) => name !== 'Verifying your payment…' && name !== '正在驗證付款結果…' });

describe('/payment/return (spec §2, §4 payment states)', () => {
  it('verifies, then shows a completed payment, refreshes the membership once and opens the membership dialog', async () => {
    answer(paymentOrder({ status: 'COMPLETED' }));
    const { onPaid } = await renderReturn(`?orderId=${ORDER_ID}&outcome=approved`);
    expect(screen.getByRole('status').textContent).toBe('Verifying your payment…');
    expect((await heading()).textContent).toBe('Payment received');
    expect(screen.getByText('One-week pass is now active. Thank you!')).toBeTruthy();
    expect(screen.getByText('TEST MODE')).toBeTruthy();
    expect(onPaid).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'View my membership' }));
    expect(useOverlayStore.getState().open.membershipDialog).toEqual({ kind: 'membershipDialog' });
    expect(queries).toBe(1);
  });

  it('says "payment not completed" while PENDING and checks again', async () => {
    answer(paymentOrder(), paymentOrder({ status: 'COMPLETED' }));
    const { onPaid } = await renderReturn(`?orderId=${ORDER_ID}`);
    expect((await heading()).textContent).toBe('Payment not completed');
    expect(onPaid).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect((await screen.findByRole('heading', { level: 1, name: 'Payment received' })).textContent).toBe('Payment received');
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('never trusts the outcome of the redirect: a FAILED order is failed whatever it says', async () => {
    answer(paymentOrder({ status: 'FAILED' }));
    const { onPaid } = await renderReturn(`?orderId=${ORDER_ID}&outcome=approved`);
    expect((await heading()).textContent).toBe('Payment failed');
    expect(screen.getByRole('link', { name: 'Back to packages' }).getAttribute('href')).toBe('/package-pricing');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/package-pricing');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('shows a cancelled payment with the way back', async () => {
    answer(paymentOrder({ status: 'CANCELLED', testMode: false }));
    const { router } = await renderReturn(`?orderId=${ORDER_ID}&outcome=cancelled`);
    expect((await heading()).textContent).toBe('Payment cancelled');
    expect(screen.queryByText('TEST MODE')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Try again' }));
    expect(router.state.location.pathname).toBe('/package-pricing');
  });

  it('says the payment params are incomplete without an order id, with a link to the packages', async () => {
    await renderReturn('');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe('The payment details are incomplete.');
    expect(within(alert).getByRole('link', { name: 'Back to packages' })).toBeTruthy();
    expect(queries).toBe(0);
  });

  it('says the order was not found on a 404', async () => {
    answer(() => HttpResponse.json({ code: ERRORS.ORDER_NOT_FOUND.code, message: 'Order not found', data: null }, { status: 404 }));
    await renderReturn(`?orderId=${ORDER_ID}`);
    expect((await heading()).textContent).toBe('Order not found.');
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
  });

  it('says so on a network error, with a retry', async () => {
    answer(() => HttpResponse.error(), paymentOrder());
    await renderReturn(`?orderId=${ORDER_ID}`);
    expect((await heading()).textContent).toBe('Network error: please check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect((await screen.findByRole('heading', { level: 1, name: 'Payment not completed' })).textContent).toBe('Payment not completed');
  });

  it('asks a visitor to log in first', async () => {
    await renderReturn(`?orderId=${ORDER_ID}`, { loggedIn: false });
    expect((await heading()).textContent).toBe('Please log in');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useOverlayStore.getState().open.loginDialog).toEqual({ kind: 'loginDialog', view: 'login' });
    expect(queries).toBe(0);
  });

  it('speaks Traditional Chinese in zh-HK and Simplified in zh-CN', async () => {
    answer(paymentOrder());
    await renderReturn(`?orderId=${ORDER_ID}`, { locale: 'zh-HK' });
    expect(screen.getByRole('status').textContent).toBe('正在驗證付款結果…');
    expect((await heading()).textContent).toBe('付款未完成');
    expect(screen.getByRole('button', { name: '重新查詢' })).toBeTruthy();
    expect(screen.getByText('測試模式')).toBeTruthy();
    cleanup();
    useSessionStore.getState().logOut();
    await renderReturn('', { locale: 'zh-CN' });
    expect((await heading()).textContent).toBe('支付参数不完整。');
    expect(screen.getByRole('link', { name: '返回套餐' })).toBeTruthy();
  });
});
