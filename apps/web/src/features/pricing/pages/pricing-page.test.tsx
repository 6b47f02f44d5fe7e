import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNLIMITED } from '@dali/shared/constants';
import type { ApiPermission, MembershipInfo, MembershipLevel, ServicePackage } from '@dali/shared/contracts/membership';
import type { Locale } from '@dali/shared/locales';
import { ERRORS } from '@dali/shared/errors';
import { setApiNotifier } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { useLocaleStore } from '../../../lib/locale';
import { useOverlayStore } from '../../../lib/overlays/overlay-store';
import { useSessionStore } from '../../../lib/session';
import { PricingPage, isCurrentPackage, type PricingPageProps } from './pricing-page';

vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
let languages: (string | null)[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  languages = [];
  useSessionStore.getState().logOut();
  useOverlayStore.setState({ open: {} });
});
afterAll(() => server.close());

const U = UNLIMITED;
const perms = (hours: number, planner: number, chars: number, chatDaily: number, voiceDaily: number): ApiPermission[] => [
  { apiName: 'chat', totalLimit: U, timeLimitHours: hours, dailyLimit: chatDaily },
  { apiName: 'planner', totalLimit: planner, timeLimitHours: hours, dailyLimit: U },
  { apiName: 'translation_chars', totalLimit: chars, timeLimitHours: hours, dailyLimit: U },
  { apiName: 'voice', totalLimit: U, timeLimitHours: hours, dailyLimit: voiceDaily },
];

function pkg(id: ServicePackage['serviceType'], level: MembershipLevel, price: number, hours: number, name: string, permissions: ApiPermission[]): ServicePackage {
  return {
    id,
    serviceType: id,
    name,
    description: `${name} description`,
    level,
    price,
    priceMinor: Math.round(price * 100),
    currency: 'USD',
    // WeChat Pay charges CNY at about 7.1 per dollar.
    prices: [
      { currency: 'USD', price, priceMinor: Math.round(price * 100) },
      { currency: 'CNY', price: Math.round(price * 710) / 100, priceMinor: Math.round(price * 710) },
    ],
    durationHours: hours,
    paymentUrl: null,
    qrImage: null,
    apiPermissions: permissions,
  };
}

/** The three packages of spec §9 as config/membership.json defines them. */
const PACKAGES = [
  pkg('one-day', 'BASIC', 3.9, 24, 'One-day pass', perms(24, 2, 1000, 100, 20)),
  pkg('one-week', 'STANDARD', 9.9, 168, 'One-week pass', perms(168, 5, 10_000, 200, 50)),
  pkg('one-month', 'PREMIUM', 39.9, 720, 'One-month pass', perms(720, 10, U, 500, 100)),
];

function answer(status = 200) {
  server.use(
    http.get('*/api/v1/membership/packages', ({ request }) => {
      languages.push(request.headers.get('accept-language'));
      if (status !== 200) return HttpResponse.json({ code: ERRORS.INTERNAL.code, message: 'System internal exception', data: null }, { status });
      return HttpResponse.json({ code: 0, message: 'Success', data: { packages: PACKAGES } });
    }),
    http.get('*/api/v1/payments/methods', () => HttpResponse.json({ code: 0, message: 'Success', data: { methods: [] } })),
  );
}

async function renderPricing(locale: Locale = 'en-US', props: PricingPageProps = {}) {
  useLocaleStore.setState({ locale });
  await i18n.changeLanguage(locale);
  await i18n.loadNamespaces(['membership', 'payment']);
  const toasts: string[] = [];
  setApiNotifier({ error: (message) => void toasts.push(message) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/package-pricing', element: <PricingPage {...props} /> }], { initialEntries: ['/package-pricing'] });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { toasts };
}

const cards = () => screen.getAllByRole('article');
const includes = (card: HTMLElement) =>
  [...card.querySelectorAll('.package-include')].map((li) => `${li.querySelector('.package-include-name')?.textContent}: ${li.querySelector('.package-include-value')?.textContent}`);

describe('pricing page (spec §2, §3, §9)', () => {
  it('shows a skeleton, then the three packages with price, duration, description and what they include', async () => {
    answer();
    await renderPricing();
    expect(screen.getByRole('heading', { level: 1, name: 'Packages' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading packages…' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Packages' });
    expect(cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['One-day pass', 'One-week pass', 'One-month pass']);
    expect(cards().map((card) => card.querySelector('.package-amount')?.textContent)).toEqual(['$3.90', '$9.90', '$39.90']);
    expect(cards().map((card) => card.querySelector('.package-duration')?.textContent)).toEqual(['for 24 hours', 'for 7 days', 'for 30 days']);
    expect(cards().map((card) => card.querySelector('.package-level')?.textContent)).toEqual(['Basic member', 'Standard member', 'Premium member']);
    const [day, week, month] = cards();
    expect(within(week as HTMLElement).getByText('One-week pass description')).toBeTruthy();
    expect(includes(day as HTMLElement)).toEqual([
      'AI chat messages: 100 a day',
      'Trip planner runs: 2 per 24 hours',
      'Translated characters: 1,000 per 24 hours',
      'Voice translation sessions: 20 a day',
    ]);
    expect(includes(week as HTMLElement)[1]).toBe('Trip planner runs: 5 per 7 days');
    expect(includes(week as HTMLElement)[2]).toBe('Translated characters: 10,000 per 7 days');
    expect(includes(month as HTMLElement)[2]).toBe('Translated characters: unlimited');
    expect(month?.querySelectorAll('.package-include-unlimited')).toHaveLength(1);
    expect(languages).toEqual(['en-US']);
  });

  it('lets everyone press Buy: a visitor is sent to the login dialog first', async () => {
    answer();
    await renderPricing();
    await screen.findByRole('list', { name: 'Packages' });
    const buttons = screen.getAllByRole('button', { name: 'Buy' });
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect((button as HTMLButtonElement).disabled).toBe(false);
    // Each button is described by its package's name.
    expect(document.getElementById(buttons[1]?.getAttribute('aria-describedby') ?? '')?.textContent).toBe('One-week pass');
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    expect(screen.getByText('Pay with Wise, PayPal or WeChat Pay. Your pass starts as soon as the payment is confirmed.')).toBeTruthy();
    await userEvent.click(buttons[0] as HTMLElement);
    expect(useOverlayStore.getState().open.loginDialog).toEqual({ kind: 'loginDialog', view: 'login' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Chinese with the price in its currency (US$) and the Chinese word order', async () => {
    answer();
    await renderPricing('zh-CN');
    await screen.findByRole('list', { name: '套餐' });
    expect(cards().map((card) => card.querySelector('.package-amount')?.textContent)).toEqual(['US$3.90', 'US$9.90', 'US$39.90']);
    expect(cards()[1]?.querySelector('.package-duration')?.textContent).toBe('有效期 7 天');
    expect(includes(cards()[1] as HTMLElement).slice(0, 2)).toEqual(['AI 对话消息: 每日 200 条', '行程规划次数: 每 7 天 5 次']);
    expect(languages).toEqual(['zh-CN']);
  });

  it('writes Traditional Chinese in zh-HK', async () => {
    answer();
    await renderPricing('zh-HK');
    await screen.findByRole('list', { name: '套餐' });
    expect(cards()[0]?.querySelector('.package-level')?.textContent).toBe('基礎會員');
    expect(screen.getAllByRole('button', { name: '購買' })).toHaveLength(3);
  });

  it('shows an error state with a retry button, and no toast', async () => {
    answer(500);
    const { toasts } = await renderPricing();
    const title = await screen.findByRole('heading', { name: 'The packages could not be loaded' });
    expect(title.closest('[role="alert"]')?.textContent).toContain('System internal exception');
    expect(toasts).toEqual([]);
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Packages' });
    expect(cards()).toHaveLength(3);
  });

  it("highlights a member's current plan and says until when it runs", async () => {
    answer();
    const current: MembershipInfo = {
      userLevel: 'STANDARD',
      planName: 'One-week pass',
      packageId: 'one-week',
      membershipStartTime: '2026-11-20T10:00:00+08:00',
      membershipExpireTime: '2026-11-27T10:00:00+08:00',
      apiPermissions: [],
    };
    await renderPricing('en-US', { currentMembership: current, formatExpiry: () => 'Nov 27, 2026' });
    await screen.findByRole('list', { name: 'Packages' });
    expect(screen.getByText('You are a member: One-week pass, valid until Nov 27, 2026.')).toBeTruthy();
    const highlighted = document.querySelectorAll('.package-card-current');
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]?.getAttribute('data-package')).toBe('one-week');
    expect(within(highlighted[0] as HTMLElement).getByText('Your current plan')).toBeTruthy();
  });

  it('matches the current plan by package, or by level for a grant without one', () => {
    const base: MembershipInfo = {
      userLevel: 'PREMIUM',
      planName: 'x',
      packageId: null,
      membershipStartTime: '2026-11-20T10:00:00Z',
      membershipExpireTime: '2026-11-27T10:00:00Z',
      apiPermissions: [],
    };
    const [day, week, month] = PACKAGES as [ServicePackage, ServicePackage, ServicePackage];
    expect([day, week, month].map((p) => isCurrentPackage(p, base))).toEqual([false, false, true]);
    expect([day, week, month].map((p) => isCurrentPackage(p, { ...base, packageId: 'one-day' }))).toEqual([true, false, false]);
    expect(isCurrentPackage(week, null)).toBe(false);
  });

  it('shows no highlight or notice for a visitor', async () => {
    answer();
    await renderPricing();
    await screen.findByRole('list', { name: 'Packages' });
    await waitFor(() => expect(document.querySelector('.package-card-current')).toBeNull());
    expect(document.querySelector('.pricing-current-notice')).toBeNull();
  });
});
