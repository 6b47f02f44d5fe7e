import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogStandIn, ok, renderRoutes, summary } from '../test/render-page';
import { AttractionsPage } from './attractions-page';

// Leaflet has no place in jsdom; the map has its own tests and browser journeys.
vi.mock('../../../lib/ui/lazy-catalog-map', () => ({ LazyCatalogMap: () => null }));

const requests: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/v1/towns', () => HttpResponse.json(ok([{ id: 'xizhou', name: { 'zh-CN': '喜洲', 'zh-HK': '喜洲', 'en-US': 'Xizhou' }, englishName: 'Xizhou', region: 'Dali', location: null }]))),
  http.get('*/api/v1/attractions', ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    const page = Number(params.get('page') ?? '1');
    return HttpResponse.json(
      ok({
        items: [summary(`place-${page}`, `Place on page ${page}`)],
        total: 30,
        page,
        pageSize: 12,
        totalPages: 3,
        distanceFrom: 'defaultOrigin',
        origin: { townId: 'dali-old-town', name: { 'zh-CN': '大理古城', 'zh-HK': '大理古城', 'en-US': 'Dali Old Town' } },
      }),
    );
  }),
);
beforeAll(() => {
  installDialogStandIn();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  cleanup();
});
afterAll(() => server.close());

const ROUTES = [{ path: '/attractions', Component: AttractionsPage }];

describe('/attractions state in the URL', () => {
  it('asks the API for what the URL says and shows it', async () => {
    await renderRoutes(ROUTES, '/attractions?type=natural&minRating=4&sort=rating&page=2&q=%E5%96%9C%E6%B4%B2');
    await screen.findByRole('link', { name: 'Place on page 2' });
    const last = requests.at(-1);
    expect(Object.fromEntries(last ?? [])).toEqual({ q: '喜洲', type: 'natural', minRating: '4', sort: 'rating', page: '2', pageSize: '12' });
    expect((screen.getByLabelText('Search attractions by name') as HTMLInputElement).value).toBe('喜洲');
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter: Nature' })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Remove filter: 4 stars and up' })).toBeTruthy();
    expect(screen.getByText('30 results')).toBeTruthy();
    expect(screen.getByText('Distances are measured from Dali Old Town')).toBeTruthy();
    expect(screen.getByText('3.3 km from Dali Old Town')).toBeTruthy();
  });

  it('writes changes into the URL (page back to 1) and follows the back button', async () => {
    const { router } = await renderRoutes(ROUTES, '/attractions?type=natural&page=2&lang=zh-HK');
    await screen.findByRole('link', { name: 'Place on page 2' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: Nature' }));
    await waitFor(() => expect(router.state.location.search).toBe('?lang=zh-HK'));
    await screen.findByRole('link', { name: 'Place on page 1' });
    expect(requests.at(-1)?.has('type')).toBe(false);
    await router.navigate(-1);
    await screen.findByRole('link', { name: 'Place on page 2' });
    expect(router.state.location.search).toBe('?type=natural&page=2&lang=zh-HK');
    expect(screen.getByRole('button', { name: 'Remove filter: Nature' })).toBeTruthy();
    // Paging links carry the whole state.
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 3 of 3' }).getAttribute('href')).toBe('/attractions?type=natural&page=3&lang=zh-HK');
  });

  it('writes a search into the URL after typing stops', async () => {
    const { router } = await renderRoutes(ROUTES, '/attractions');
    const box = await screen.findByLabelText('Search attractions by name');
    fireEvent.change(box, { target: { value: 'pagoda' } });
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?q=pagoda'));
    await waitFor(() => expect(requests.at(-1)?.get('q')).toBe('pagoda'));
  });
});

describe('/attractions controls', () => {
  it('paints its frame and skeleton cards before the answer, with no component-library markup', async () => {
    const { container } = await renderRoutes(ROUTES, '/attractions');
    expect(screen.getByRole('heading', { level: 1, name: 'Attractions in Dali' })).toBeTruthy();
    expect(screen.getByText('Loading results…')).toBeTruthy();
    expect(container.querySelectorAll('.attraction-card-skeleton')).toHaveLength(6);
    await screen.findByRole('link', { name: 'Place on page 1' });
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('changes sort, filters and view through native controls, each into the URL', async () => {
    const { router } = await renderRoutes(ROUTES, '/attractions?page=2');
    await screen.findByRole('link', { name: 'Place on page 2' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'rating' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'religious' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating&type=religious'));
    const view = screen.getByRole('radiogroup', { name: 'Show as' });
    expect((within(view).getByRole('radio', { name: 'List' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(view).getByRole('radio', { name: 'Map' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating&type=religious&view=map'));
  });

  it('clears the search box with its button', async () => {
    const { router } = await renderRoutes(ROUTES, '/attractions?q=pagoda');
    await screen.findByRole('link', { name: 'Place on page 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((screen.getByLabelText('Search attractions by name') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('opens the filters in a sheet (a dialog) that applies changes and gives focus back when closed', async () => {
    const { router } = await renderRoutes(ROUTES, '/attractions');
    await screen.findByRole('link', { name: 'Place on page 1' });
    const open = screen.getByRole('button', { name: 'Filters' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    open.focus();
    fireEvent.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Filter attractions' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(within(sheet).getByRole('combobox', { name: 'Region' }), { target: { value: 'Lijiang' } });
    await waitFor(() => expect(router.state.location.search).toBe('?region=Lijiang'));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters (1)' }));
  });
});
