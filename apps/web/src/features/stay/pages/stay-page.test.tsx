import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StayPage } from './stay-page';
import { ok, renderRoute } from '../../../test/render-catalog';
import { TOWNS, hostelSummary } from '../test/fixtures';

let seen: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/v1/towns', () => HttpResponse.json(ok(TOWNS))),
  http.get('*/api/v1/stays', ({ request }) => {
    const params = new URL(request.url).searchParams;
    seen.push(params);
    if (params.get('type') === 'homestay') return HttpResponse.json(ok({ items: [], total: 0, page: 1, pageSize: 12, totalPages: 0 }));
    if (params.get('type') === 'inn') return HttpResponse.json(ok({ items: [unpricedInn()], total: 1, page: 1, pageSize: 12, totalPages: 1 }));
    // The API computes each lodging's total for the requested nights (lowest price × nights).
    const items = [hostelSummary(Number(params.get('nights')))];
    return HttpResponse.json(ok({ items, total: 1, page: 1, pageSize: 12, totalPages: 1 }));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  seen = [];
  server.resetHandlers();
});
afterAll(() => server.close());

const ROUTES = [{ path: '/stay', Component: StayPage }];

/** An inn with no price of its own, in a town whose inns have a band. */
function unpricedInn() {
  return {
    ...hostelSummary(1),
    id: 'duan-inn',
    name: { 'zh-CN': '段家客栈', 'zh-HK': '段家客棧', 'en-US': 'Duan Inn' },
    type: 'inn' as const,
    priceFromFen: null,
    priceSeen: null,
    totalFen: null,
    typicalPrice: { minFen: 5000, maxFen: 10000, unit: 'room-night' as const, seen: '2016-11', note: { 'zh-CN': '说明', 'zh-HK': '說明', 'en-US': 'Note' } },
  };
}

describe('/stay', () => {
  it('asks the API for the nights in the URL and shows each card total for them', async () => {
    await renderRoute(ROUTES, '/stay?nights=3');
    expect((await screen.findByTestId('stay-total')).textContent).toBe('¥75 for 3 nights');
    expect(seen.at(-1)?.get('nights')).toBe('3');
    expect(screen.getByRole('link', { name: /Five Elements Hostel/ }).getAttribute('href')).toBe('/stay/reserve?id=five-elements-hostel&nights=3');
  });

  it('shows the year a price was seen, and the typical price of its kind in its town when it has none', async () => {
    await renderRoute(ROUTES, '/stay');
    expect((await screen.findByText('From ¥25 / night')).parentElement?.textContent).toBe('From ¥25 / night · seen 2014');
    cleanup();
    await renderRoute(ROUTES, '/stay?type=inn');
    expect((await screen.findByTestId('stay-typical-price')).textContent).toBe('Typically ¥50–¥100 a night for guesthouses here (2016)');
    expect(screen.getByText('Price not known yet')).toBeTruthy();
  });

  it('changes the totals when the nights change, and keeps the choice in the URL', async () => {
    const { router } = await renderRoute(ROUTES, '/stay');
    await screen.findByText('From ¥25 / night');
    expect(screen.queryByTestId('stay-total')).toBeNull();
    const nights = screen.getByRole('spinbutton', { name: 'Nights' });
    await userEvent.clear(nights);
    await userEvent.type(nights, '4');
    await waitFor(() => expect(screen.getByTestId('stay-total').textContent).toBe('¥100 for 4 nights'));
    expect(router.state.location.search).toBe('?nights=4');
    fireEvent.click(screen.getByRole('button', { name: 'One night fewer' }));
    await waitFor(() => expect(screen.getByTestId('stay-total').textContent).toBe('¥75 for 3 nights'));
    expect((nights as HTMLInputElement).value).toBe('3');
  });

  it('sorts and filters by town with native selects', async () => {
    const { router } = await renderRoute(ROUTES, '/stay');
    await screen.findByText('From ¥25 / night');
    const town = screen.getByRole('combobox', { name: 'Town' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Xizhou' })).toBeTruthy());
    await userEvent.selectOptions(town, 'Xizhou');
    await waitFor(() => expect(router.state.location.search).toBe('?town=Xizhou'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price');
    await waitFor(() => expect(router.state.location.search).toBe('?town=Xizhou&sort=price'));
    expect(seen.at(-1)?.get('sort')).toBe('price');
    expect(screen.getByRole('button', { name: 'Remove filter: Xizhou' })).toBeTruthy();
  });

  it('filters by type through the URL, shows the active filter and clears it from the empty state', async () => {
    const { router } = await renderRoute(ROUTES, '/stay?page=2');
    await screen.findByText('From ¥25 / night');
    fireEvent.click(screen.getByRole('radio', { name: 'Homestay' }));
    await screen.findByText('Nothing matches these filters');
    expect(router.state.location.search).toBe('?type=homestay');
    expect(seen.at(-1)?.get('type')).toBe('homestay');
    expect(seen.at(-1)?.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: 'Remove filter: Homestay' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await screen.findByText('From ¥25 / night');
    expect(router.state.location.search).toBe('');
  });
});
