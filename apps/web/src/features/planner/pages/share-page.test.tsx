import { cleanup, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@dali/shared/errors';
import { STORAGE_KEYS, readStorage } from '../../../lib/storage-keys';
import { catalogHandlers, ok, stored, TOWNS } from '../test/fixtures';
import { installDialogStandIn, renderPlannerRoutes } from '../test/render-planner';
import { SharePage } from './share-page';
import { TravelPlanPage } from './travel-plan-page';

vi.mock('../../../lib/ui/lazy-catalog-map', () => ({ LazyCatalogMap: () => null }));

const ROUTES = [{ path: '/share/:planId', Component: SharePage }];
const server = setupServer(...catalogHandlers);
beforeAll(() => {
  installDialogStandIn();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

describe('/share/:planId', () => {
  it('shows a shared plan to a logged-out visitor: created at, days, the plan, and no owner actions', async () => {
    expect(readStorage(STORAGE_KEYS.accessToken)).toBeNull();
    let authorization: string | null = 'unset';
    server.use(
      http.get('*/ai_api/v1/base_api/travel_plans/plan-1', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(ok(stored({ isOwner: false, shared: true, userId: null })));
      }),
    );
    await renderPlannerRoutes(ROUTES, '/share/plan-1');
    await screen.findByRole('heading', { level: 1, name: '2 days in Dali' });
    expect(authorization).toBeNull();
    expect(screen.getByText('Shared itinerary')).toBeTruthy();
    expect(screen.getByText(/^Made on Nov 1, 2026.* · 2 days$/)).toBeTruthy();
    // The plan in one sentence, as the page's description says it: there as soon as the plan is,
    // so it never pushes the page down.
    expect(screen.getByText(/^A 2-day Dali itinerary/).textContent).toBe('A 2-day Dali itinerary through Dali Old Town, Xizhou with 4 sights, planned with Dali Guide.');
    const day2 = screen.getByRole('region', { name: 'Day 2' });
    await within(day2).findByRole('link', { name: 'Xizhou Ancient Town' });
    expect(screen.getByRole('region', { name: 'Plan checked' }).textContent).toContain('All 16 checks passed.');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Make your own plan' }).getAttribute('href')).toBe('/ai-travel-planner');
  });

  it("keeps the reader's copy apart: the owner who opens the share link and then the plan page gets the owner's actions", async () => {
    const answers = [stored({ isOwner: false, shared: true, userId: null }), stored({ isOwner: true, shared: true })];
    let calls = 0;
    server.use(
      http.get('*/ai_api/v1/base_api/travel_plans/plan-1', () => {
        const answer = answers[Math.min(calls, answers.length - 1)];
        calls += 1;
        return HttpResponse.json(ok(answer));
      }),
    );
    const { router } = await renderPlannerRoutes([...ROUTES, { path: '/travel-plan/:id', Component: TravelPlanPage }], '/share/plan-1');
    await screen.findByRole('heading', { level: 1, name: '2 days in Dali' });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await router.navigate('/travel-plan/plan-1');
    await screen.findByRole('button', { name: 'Delete' });
    expect(calls).toBe(2);
  });

  it('waits for the town names before it shows the plan, so its summary never pushes the page down', async () => {
    server.use(
      http.get('*/ai_api/v1/base_api/travel_plans/plan-1', () => HttpResponse.json(ok(stored({ isOwner: false, shared: true, userId: null })))),
      http.get('*/api/v1/towns', async () => {
        // Well after the plan and the page's translations are in.
        await delay(1500);
        return HttpResponse.json(ok(TOWNS));
      }),
    );
    await renderPlannerRoutes(ROUTES, '/share/plan-1');
    await screen.findByRole('heading', { level: 1, name: '2 days in Dali' }, { timeout: 5000 });
    expect(screen.getByText(/^A 2-day Dali itinerary/).textContent).toContain('through Dali Old Town, Xizhou');
  });

  it('sums up a one-day plan with the one-day wording the page head uses, also in Chinese', async () => {
    const oneDay = stored({ isOwner: false, shared: true, userId: null });
    oneDay.plan.overview = { ...oneDay.plan.overview, dayCount: 1, townIds: ['xizhou'], attractionCount: 2 };
    server.use(http.get('*/ai_api/v1/base_api/travel_plans/plan-1', () => HttpResponse.json(ok(oneDay))));
    await renderPlannerRoutes(ROUTES, '/share/plan-1', 'zh-CN');
    expect((await screen.findByText(/^用大理导览规划的/)).textContent).toBe('用大理导览规划的一日大理行程，途经喜洲，共2个景点。');
  });

  it('says a deleted plan is missing or deleted (404 PLAN_DELETED)', async () => {
    server.use(
      http.get('*/ai_api/v1/base_api/travel_plans/plan-gone', () =>
        HttpResponse.json({ code: ERRORS.PLAN_DELETED.code, message: 'This itinerary is missing or was deleted', data: null }, { status: 404 }),
      ),
    );
    await renderPlannerRoutes(ROUTES, '/share/plan-gone', 'zh-HK');
    await screen.findByRole('heading', { level: 1, name: '行程不存在或已被刪除' });
    expect(screen.getByText('建立者可能已刪除這份行程，或已停止分享。')).toBeTruthy();
  });

  it('says so when the owner stopped sharing the plan (404 PLAN_NOT_SHARED), in the page language', async () => {
    server.use(
      http.get('*/ai_api/v1/base_api/travel_plans/plan-unshared', () =>
        HttpResponse.json({ code: ERRORS.PLAN_NOT_SHARED.code, message: 'The owner stopped sharing this itinerary', data: null }, { status: 404 }),
      ),
    );
    await renderPlannerRoutes(ROUTES, '/share/plan-unshared', 'zh-CN');
    await screen.findByRole('heading', { level: 1, name: '行程的主人已停止分享' });
    expect(screen.queryByText('This share link is not valid')).toBeNull();
    expect(screen.getByRole('link', { name: '规划我的行程' }).getAttribute('href')).toBe('/ai-travel-planner');
  });

  it('calls a plan the server does not know (404 NOT_FOUND) an invalid link', async () => {
    server.use(http.get('*/ai_api/v1/base_api/travel_plans/plan-private', () => HttpResponse.json({ code: ERRORS.NOT_FOUND.code, message: 'Not found', data: null }, { status: 404 })));
    await renderPlannerRoutes(ROUTES, '/share/plan-private');
    await screen.findByRole('heading', { level: 1, name: 'This share link is not valid' });
  });

  it('calls a link whose id cannot be a plan id invalid without asking the server', async () => {
    await renderPlannerRoutes(ROUTES, '/share/%3Cscript%3E');
    await screen.findByRole('heading', { level: 1, name: 'This share link is not valid' });
  });
});
