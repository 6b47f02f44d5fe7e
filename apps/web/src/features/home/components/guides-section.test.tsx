import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GuideDetail, GuideSummary } from '@dali/shared/contracts/guides';
import { ERRORS } from '@dali/shared/errors';
import { installDialogStandIn, renderHome } from '../test/render-home';
import { GuidesSection } from './guides-section';

const text = (en: string, zh: string) => ({ 'en-US': en, 'zh-CN': zh, 'zh-HK': zh });
const LOOP: GuideSummary = {
  id: 'erhai-lake-loop',
  title: text('Erhai lake loop', '环洱海'),
  summary: text('Round Erhai in two days.', '两天环洱海。'),
  theme: 'lake',
  duration: { value: 2, unit: 'days' },
  stopCount: 4,
  firstStops: [
    { kind: 'attraction', id: 'erhai-lake', name: text('Erhai Lake', '洱海') },
    { kind: 'attraction', id: 'longkan-pier', name: text('Longkan Pier', '龙龛码头') },
    { kind: 'food', id: 'shaguo-yu', name: text('Clay-pot Fish', '砂锅鱼') },
  ],
};
const WALK: GuideSummary = {
  ...LOOP,
  id: 'old-town-on-foot',
  title: text('Old Town on foot', '古城漫步'),
  theme: 'old-town',
  duration: { value: 5, unit: 'hours' },
  stopCount: 2,
  firstStops: [
    { kind: 'attraction', id: 'wuhua-tower', name: text('Wuhua Tower', '五华楼') },
    { kind: 'attraction', id: 'dali-ancient-city', name: text('Dali Old Town', '大理古城') },
  ],
};
const LOOP_DETAIL: GuideDetail = {
  ...LOOP,
  stops: [
    { position: 1, kind: 'attraction', id: 'erhai-lake', name: text('Erhai Lake', '洱海'), note: text('Cycle the west shore.', '骑行西岸。'), path: '/attractions/erhai-lake', town: 'Dali Old Town', location: { lat: 25.8, lng: 100.2 } },
    { position: 2, kind: 'food', id: 'shaguo-yu', name: text('Clay-pot Fish', '砂锅鱼'), note: text('One pot serves three or four.', '一锅够三四人吃。'), path: '/gourmetFood/shaguo-yu', town: null, location: null },
    { position: 3, kind: 'stay', id: 'linden-centre', name: text('The Linden Centre', '喜林苑'), note: text('Stay the night.', '过夜。'), path: '/stay/reserve?id=linden-centre', town: 'Xizhou', location: null },
  ],
};
const TOWNS = [
  { id: 'dali-old-town', name: text('Dali Old Town', '大理古城'), englishName: 'Dali Old Town', region: 'Dali', location: null },
  { id: 'xizhou', name: text('Xizhou', '喜洲'), englishName: 'Xizhou', region: 'Dali', location: null },
];

const server = setupServer();
const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'ok', data });
beforeAll(() => {
  installDialogStandIn();
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  server.resetHandlers();
});

describe('recommended guides on home', () => {
  it('shows one card per guide with theme, duration, stop count and first stops', async () => {
    server.use(http.get('*/api/v1/guides', () => ok({ items: [LOOP, WALK] })));
    await renderHome(<GuidesSection />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const loop = cards[0] as HTMLElement;
    expect(within(loop).getByRole('heading', { name: 'Erhai lake loop' })).toBeTruthy();
    expect(loop.textContent).toContain('Erhai Lake');
    expect(loop.textContent).toContain('2 days');
    expect(loop.textContent).toContain('4 stops');
    expect(loop.querySelector('.guide-card-stops')?.textContent).toBe('First stops:Erhai Lake → Longkan Pier → Clay-pot Fish → …');
    const walk = cards[1] as HTMLElement;
    expect(walk.textContent).toContain('5 h');
    expect(walk.textContent).toContain('Old Town');
    // Every stop is named: no "…" after the last one.
    expect(walk.querySelector('.guide-card-stops')?.textContent).toBe('First stops:Wuhua Tower → Dali Old Town');
  });

  it('opens the route in a dialog with every stop linked to its page, and follows a stop', async () => {
    server.use(
      http.get('*/api/v1/guides', () => ok({ items: [LOOP] })),
      http.get('*/api/v1/guides/erhai-lake-loop', () => ok(LOOP_DETAIL)),
      http.get('*/api/v1/towns', () => ok(TOWNS)),
    );
    const user = userEvent.setup();
    await renderHome(<GuidesSection />);
    await user.click(await screen.findByRole('button', { name: /See the route/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Erhai lake loop' });
    const list = within(dialog).getByRole('list', { name: 'Stops in order' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Erhai Lake' }).getAttribute('href')).toBe('/attractions/erhai-lake');
    expect(items[0]?.textContent).toContain('Cycle the west shore.');
    expect(items[1]?.textContent).toContain('Dish');
    await waitFor(() => expect(items[2]?.textContent).toContain('Stay · Xizhou'));
    expect(within(items[2] as HTMLElement).getByRole('link').getAttribute('href')).toBe('/stay/reserve?id=linden-centre');
    await user.click(within(items[1] as HTMLElement).getByRole('link', { name: 'Clay-pot Fish' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/gourmetFood/shaguo-yu');
  });

  it('closes the dialog with its close button', async () => {
    server.use(
      http.get('*/api/v1/guides', () => ok({ items: [LOOP] })),
      http.get('*/api/v1/guides/erhai-lake-loop', () => ok(LOOP_DETAIL)),
      http.get('*/api/v1/towns', () => ok(TOWNS)),
    );
    const user = userEvent.setup();
    await renderHome(<GuidesSection />);
    await user.click(await screen.findByRole('button', { name: /See the route/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows an error with a retry that loads the guides', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/guides', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ code: ERRORS.INTERNAL.code, message: 'Internal error', data: null }, { status: 500 }) : ok({ items: [WALK] });
      }),
    );
    const user = userEvent.setup();
    await renderHome(<GuidesSection />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The guides could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Old Town on foot' })).toBeTruthy();
  });
});
