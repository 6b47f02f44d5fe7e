import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLAN_CONSTRAINTS } from '@dali/shared/contracts/planner';
import { ERRORS } from '@dali/shared/errors';
import { catalogHandlers, check, ok, plan, stored } from '../test/fixtures';
import { installDialogStandIn, renderPlannerRoutes, toastTexts } from '../test/render-planner';
import { TravelPlanPage } from './travel-plan-page';

// Leaflet has no place in jsdom; the map has its own tests and browser journeys.
vi.mock('../../../lib/ui/lazy-catalog-map', () => ({
  LazyCatalogMap: ({ ariaLabel, points }: { ariaLabel: string; points: { title: string }[] }) => (
    <div role="region" aria-label={ariaLabel} data-points={points.map((point) => point.title).join('|')} />
  ),
}));

const PLAN_PATH = '*/ai_api/v1/base_api/travel_plans/:id';
const ROUTES = [{ path: '/travel-plan/:id', Component: TravelPlanPage }];

const server = setupServer(...catalogHandlers);
beforeAll(() => {
  installDialogStandIn();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('/travel-plan/:id', () => {
  it('shows a skeleton, then the overview, the timeline with catalog names and prices, the maps, costs and the check panel', async () => {
    server.use(
      http.get(PLAN_PATH, async () => {
        await delay(20);
        return HttpResponse.json(ok(stored()));
      }),
    );
    const { container } = await renderPlannerRoutes(ROUTES, '/travel-plan/plan-1');
    expect(container.querySelector('.plan-skeleton')).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: '2 days in Dali' });

    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(overview.textContent).toContain('Nov 22, 2026 – Nov 23, 2026');
    expect(overview.textContent).toContain('2 travellers');
    expect(overview.textContent).toContain('2 days, 2 nights');
    expect(overview.textContent).toContain('Moderate');
    await waitFor(() => expect(overview.textContent).toContain('Dali Old Town, Xizhou'));

    const day1 = screen.getByRole('region', { name: 'Day 1' });
    expect(day1.textContent).toContain('Sun, Nov 22');
    expect(day1.textContent).toContain('Start with the pagodas while the light is soft.');
    const pagodas = await within(day1).findByRole('link', { name: 'Three Pagodas' });
    expect(pagodas.getAttribute('href')).toBe('/attractions/three-pagodas');
    expect(day1.textContent).toContain('9:00 AM–11:30 AM');
    expect(day1.textContent).toContain('Ticket ¥75 per person');
    expect(day1.textContent).toContain('Taxi · to Old Town Noodle House');
    expect(day1.textContent).toContain('25 min · 6.4 km · about ¥25 for the group');
    expect(day1.textContent).toContain('Try: Erkuai rice cake');
    expect(day1.textContent).toContain('Ticket price not known yet · opening hours not confirmed');
    expect(day1.textContent).toContain('Night 1 · Cangshan View Inn');
    expect(day1.textContent).toContain('Double room · 1 room × ¥280 a night');
    const map = await within(day1).findByRole('region', { name: 'Map of day 1' });
    expect(map.getAttribute('data-points')).toBe('1. Three Pagodas|2. Old Town Noodle House|4. Bai Courtyard Kitchen|5. Cangshan View Inn');
    expect(day1.textContent).toContain('Not on the map (position not known yet): Erhai Lakeside Path');

    const costs = screen.getByRole('region', { name: 'Costs' });
    const table = within(costs).getByRole('table');
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    expect(row(/^Tickets/).textContent).toContain('¥150');
    expect(row(/^Accommodation/).textContent).toContain('¥560');
    expect(row(/^Food/).textContent).toContain('estimate');
    expect(row(/^Total for 2 people/).textContent).toContain('¥1,160');
    expect(row(/^Per person/).textContent).toContain('¥580');
    expect(row(/^Your budget/).textContent).toContain('¥2,000');
    expect(costs.textContent).toContain('Ticket prices not known yet, not counted: Erhai Lakeside Path');

    const checked = screen.getByRole('region', { name: 'Plan checked' });
    expect(checked.textContent).toContain(`All ${PLAN_CONSTRAINTS.length} checks passed.`);
    expect(within(checked).getAllByRole('listitem').filter((item) => item.className === 'plan-check-pass')).toHaveLength(PLAN_CONSTRAINTS.length);
    expect(checked.textContent).toContain('Opening hours — passed');

    expect(screen.getByRole('region', { name: 'Tips' }).textContent).toContain('Three Pagodas: Come early for the reflection pool.');
    expect(screen.getByRole('region', { name: 'Food' }).textContent).toContain('Lunch, day 1');
    expect(screen.getByRole('region', { name: 'Transport' }).textContent).toContain('2 trips between places, 50 min and 12.8 km in total (Taxi).');
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });

  it.each([
    ['en-US', 'No dates were given, so we planned this trip for Sun, Nov 22 – Mon, Nov 23'],
    ['zh-CN', '你没有选择日期，我们把行程安排在11月22日周日至11月23日周一'],
    ['zh-HK', '你沒有選擇日期，我們把行程安排在11月22日週日至11月23日週一'],
  ] as const)('says when the planner chose the dates of a request that had none (%s)', async (locale, sentence) => {
    const chosen = plan();
    chosen.overview.datesChosen = true;
    server.use(http.get(PLAN_PATH, () => HttpResponse.json(ok(stored({ plan: chosen })))));
    await renderPlannerRoutes(ROUTES, '/travel-plan/plan-1', locale);
    const overview = await screen.findByRole('region', { name: locale === 'en-US' ? 'Overview' : locale === 'zh-CN' ? '概览' : '概覽' });
    expect(overview.textContent).toContain(sentence);
  });

  it.each([
    ['en-US', 'Overview', 'Our catalog has no homestay you can book at this price, so every night is in the nearest kind that has one: guesthouse.'],
    ['zh-CN', '概览', '目录中没有这个价位可预订的民宿，所以每晚都安排在最接近的类型：客栈。'],
    ['zh-HK', '概覽', '目錄中沒有這個價位可預訂的民宿，所以每晚都安排在最接近的類型：客棧。'],
  ] as const)('says which lodging type was booked instead of the one asked for (%s)', async (locale, overviewName, sentence) => {
    const substituted = plan();
    substituted.overview.lodgingSubstitute = { requested: 'homestay', used: 'guesthouse' };
    server.use(http.get(PLAN_PATH, () => HttpResponse.json(ok(stored({ plan: substituted })))));
    await renderPlannerRoutes(ROUTES, '/travel-plan/plan-1', locale);
    expect((await screen.findByRole('region', { name: overviewName })).textContent).toContain(sentence);
  });

  it('says nothing of chosen dates for dates the traveller gave', async () => {
    server.use(http.get(PLAN_PATH, () => HttpResponse.json(ok(stored()))));
    await renderPlannerRoutes(ROUTES, '/travel-plan/plan-1');
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(overview.textContent).not.toContain('No dates were given');
  });

  it.each([
    ['en-US', { costs: 'Costs', lodging: 'Accommodation', checked: 'Plan checked' }, 'Within budget, 3 prices estimated', 'estimated', 'Not verified, the price is an estimate:'],
    ['zh-CN', { costs: '费用', lodging: '住宿', checked: '行程核对' }, '在预算内，其中 3 项价格为估算', '估算', '价格为估算，无法核实：'],
    ['zh-HK', { costs: '費用', lodging: '住宿', checked: '行程核對' }, '在預算內，其中 3 項價格為估算', '估算', '價格為估算，無法核實：'],
  ] as const)('marks estimated nightly prices, gives the budget verdict with their count and lists what the checker could not verify (%s)', async (locale, names, verdict, mark, unverified) => {
    const estimated = plan();
    estimated.lodging = estimated.lodging.map((night) => ({ ...night, priceEstimated: true }));
    estimated.costs = { ...estimated.costs, lodgingEstimated: true, estimatedPriceCount: 3 };
    const verdictOf = check();
    verdictOf.results = verdictOf.results.map((r) =>
      r.constraint === 'lodgingBudget' ? { ...r, unverified: [{ dayIndex: 1, itemIndex: 6, message: 'cangshan-inn has no catalog price' }] } : r,
    );
    server.use(http.get(PLAN_PATH, () => HttpResponse.json(ok(stored({ plan: estimated, check: verdictOf })))));
    await renderPlannerRoutes(ROUTES, '/travel-plan/plan-1', locale);
    const costs = await screen.findByRole('region', { name: names.costs });
    expect(costs.textContent).toContain(verdict);
    expect(screen.getByRole('region', { name: names.lodging }).textContent).toContain(`· ${mark}`);
    const checked = screen.getByRole('region', { name: names.checked });
    expect(checked.textContent).toContain(unverified);
    expect(checked.textContent).toContain('cangshan-inn has no catalog price');
  });

  it('says a plan is within budget without estimates, and over budget when it is', async () => {
    const exact = plan();
    exact.costs = { ...exact.costs, estimatedPriceCount: 0 };
    server.use(http.get(PLAN_PATH, () => HttpResponse.json(ok(stored({ plan: exact })))));
    await renderPlannerRoutes(ROUTES, '/travel-plan/plan-1');
    expect((await screen.findByRole('region', { name: 'Costs' })).textContent).toContain('Your budget · Within budget¥');
    cleanup();
    const over = plan();
    over.costs = { ...over.costs, budgetFen: 100000 };
    server.use(http.get(PLAN_PATH, () => HttpResponse.json(ok(stored({ plan: over })))));
    await renderPlannerRoutes(ROUTES, '/travel-plan/plan-1');
    expect((await screen.findByRole('region', { name: 'Costs' })).textContent).toContain('Over budget');
  });

  it('marks a failed check with its findings', async () => {
    server.use(http.get(PLAN_PATH, () => HttpResponse.json(ok(stored({ check: check(false) })))));
    await renderPlannerRoutes(ROUTES, '/travel-plan/plan-1');
    const checked = await screen.findByRole('region', { name: 'Plan checked' });
    expect(checked.textContent).toContain(`${PLAN_CONSTRAINTS.length - 1} of ${PLAN_CONSTRAINTS.length} checks passed.`);
    expect(checked.textContent).toContain('Opening hours — not passed');
    expect(checked.textContent).toContain('Day 1 · three-pagodas closes at 18:00');
  });

  it('exports a calendar file with one event per timed item at China time', async () => {
    server.use(http.get(PLAN_PATH, () => HttpResponse.json(ok(stored()))));
    let saved: Blob | null = null;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:plan';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderPlannerRoutes(ROUTES, '/travel-plan/plan-1');
    const button = await screen.findByRole('button', { name: 'Add to calendar' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(saved).not.toBeNull());
    const ics = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved as unknown as Blob);
    });
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics.trim()).toMatch(/END:VCALENDAR$/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(12);
    // 09:00 in Dali is 01:00 UTC.
    expect(ics).toContain('DTSTART:20261122T010000Z');
    expect(ics).toContain('SUMMARY:Three Pagodas');
    expect(ics).toContain('SUMMARY:Lunch · Old Town Noodle House');
    expect(toastTexts('success')).toContain('Calendar file saved. Open it to add the plan to your calendar.');
  });

  it('does not offer calendar export for a plan without dates, and says why', async () => {
    server.use(http.get(PLAN_PATH, () => HttpResponse.json(ok(stored({ plan: plan(false) })))));
    await renderPlannerRoutes(ROUTES, '/travel-plan/plan-1');
    const button = await screen.findByRole('button', { name: 'Add to calendar' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Choose travel dates to add this plan to a calendar.').length).toBeGreaterThan(0);
  });

  it('lets the owner share, then delete after confirming', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let isShared = false;
    let deleted = false;
    server.use(
      http.get(PLAN_PATH, () => HttpResponse.json(ok(stored({ shared: isShared })))),
      http.post('*/ai_api/v1/base_api/travel_plans/plan-1/share', () => {
        isShared = true;
        return HttpResponse.json(ok({ planId: 'plan-1', shared: true, sharedAt: '2026-11-02T00:00:00.000Z', searchable: false, sharePath: '/share/plan-1' }));
      }),
      http.delete('*/ai_api/v1/base_api/travel_plans/plan-1', () => {
        deleted = true;
        return HttpResponse.json(ok(null));
      }),
    );
    const { router } = await renderPlannerRoutes(ROUTES, '/travel-plan/plan-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/share/plan-1`));
    await screen.findByRole('button', { name: 'Stop sharing' });
    expect((screen.getByRole('textbox', { name: 'Share link' }) as HTMLInputElement).value).toBe(`${window.location.origin}/share/plan-1`);
    // A QR code of the same link, for WeChat users who scan rather than click.
    const qr = await screen.findByRole('img', { name: 'QR code of the share link' });
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg /);
    // No share sheet in this browser: no "Share…" button, copying stays.
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this plan?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai-travel-planner'));
    expect(deleted).toBe(true);
  });

  it('lets the owner of a shared plan let search engines list it, and says so when the setting fails', async () => {
    let searchable = false;
    let fail = false;
    const bodies: unknown[] = [];
    server.use(
      http.get(PLAN_PATH, () => HttpResponse.json(ok(stored({ shared: true, sharedAt: '2026-11-02T00:00:00.000Z', searchable })))),
      http.post('*/ai_api/v1/base_api/travel_plans/plan-1/share', async ({ request }) => {
        const body = (await request.json()) as { searchable: boolean };
        bodies.push(body);
        if (fail) return HttpResponse.json({ code: 50000, message: 'Server error', data: null }, { status: 500 });
        searchable = body.searchable;
        return HttpResponse.json(ok({ planId: 'plan-1', shared: true, sharedAt: '2026-11-02T00:00:00.000Z', searchable, sharePath: '/share/plan-1' }));
      }),
    );
    await renderPlannerRoutes(ROUTES, '/travel-plan/plan-1');
    const box = (await screen.findByRole('checkbox', { name: /Let search engines list this plan/ })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getByText('Off: only people you send the link to find it.')).toBeTruthy();
    fireEvent.click(box);
    await waitFor(() => expect(toastTexts('success')).toContain('Search engines may now list this plan.'));
    expect(bodies).toEqual([{ searchable: true }]);
    await waitFor(() => expect(box.checked).toBe(true));

    fail = true;
    fireEvent.click(box);
    await waitFor(() => expect(toastTexts('error')).toContain('The setting could not be saved. Please try again.'));
    // The plan as stored is shown again: still listed.
    await waitFor(() => expect(box.checked).toBe(true));
    expect(searchable).toBe(true);
  });

  it('offers the phone’s share sheet where the browser has one, and copies the link when it fails', async () => {
    const share = vi.fn(async () => {
      throw Object.assign(new Error('no target'), { name: 'NotAllowedError' });
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    server.use(http.get(PLAN_PATH, () => HttpResponse.json(ok(stored({ shared: true })))));
    try {
      await renderPlannerRoutes(ROUTES, '/travel-plan/plan-1');
      fireEvent.click(await screen.findByRole('button', { name: 'Share…' }));
      await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'My Dali itinerary', url: `${window.location.origin}/share/plan-1` }));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/share/plan-1`));
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('shows no owner actions to someone else', async () => {
    server.use(http.get(PLAN_PATH, () => HttpResponse.json(ok(stored({ isOwner: false, shared: true })))));
    await renderPlannerRoutes(ROUTES, '/travel-plan/plan-1');
    await screen.findByRole('heading', { level: 1, name: '2 days in Dali' });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('says an unknown plan is missing or deleted', async () => {
    server.use(http.get(PLAN_PATH, () => HttpResponse.json({ code: ERRORS.NOT_FOUND.code, message: 'Not found', data: null }, { status: 404 })));
    await renderPlannerRoutes(ROUTES, '/travel-plan/gone', 'zh-CN');
    await screen.findByRole('heading', { level: 1, name: '行程不存在或已被删除' });
    expect(screen.getByRole('link', { name: '规划新行程' }).getAttribute('href')).toBe('/ai-travel-planner');
  });

  it('offers a retry when the plan cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(PLAN_PATH, () => {
        calls += 1;
        return calls <= 2 ? HttpResponse.json({ code: ERRORS.INTERNAL.code, message: 'Server error', data: null }, { status: 500 }) : HttpResponse.json(ok(stored()));
      }),
    );
    await renderPlannerRoutes(ROUTES, '/travel-plan/plan-1');
    // The query asks twice (one retry after a second) before it gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('The plan could not be loaded: Server error');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: '2 days in Dali' });
  });
});
