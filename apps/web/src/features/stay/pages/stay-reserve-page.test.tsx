import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StayPage } from './stay-page';
import { StayReservePage } from './stay-reserve-page';
import { NOT_FOUND_BODY, ok, renderRoute } from '../../../test/render-catalog';
import { TOWNS, hostelDetail } from '../test/fixtures';

// Leaflet has no place in jsdom; the map has its own tests.
vi.mock('../../../lib/ui/lazy-catalog-map', () => ({ LazyCatalogMap: () => null }));

const server = setupServer(
  http.get('*/api/v1/towns', () => HttpResponse.json(ok(TOWNS))),
  http.get('*/api/v1/stays/five-elements-hostel', ({ request }) => {
    const nights = Number(new URL(request.url).searchParams.get('nights') ?? '1');
    return HttpResponse.json(ok(hostelDetail(nights)));
  }),
  http.get('*/api/v1/stays/:id', () => HttpResponse.json(NOT_FOUND_BODY, { status: 404 })),
  http.get('*/api/v1/stays', () => HttpResponse.json(ok({ items: [], total: 0, page: 1, pageSize: 12, totalPages: 0 }))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const ROUTES = [
  { path: '/stay', Component: StayPage },
  { path: '/stay/reserve', Component: StayReservePage },
];

describe('/stay/reserve', () => {
  it('shows "homestay id missing" without an id, with a way back to the list', async () => {
    const { router } = await renderRoute(ROUTES, '/stay/reserve');
    await screen.findByRole('heading', { name: 'Homestay ID missing' });
    fireEvent.click(screen.getByRole('link', { name: 'All places to stay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stay'));
  });

  it('shows the same state, and no error toast, for an id the catalog does not know', async () => {
    const { toasts } = await renderRoute(ROUTES, '/stay/reserve?id=no-such-inn', 'zh-CN');
    await screen.findByRole('heading', { name: '缺少民宿 ID' });
    expect(toasts).toEqual([]);
  });

  it('shows room totals for the nights in the URL and updates them when the nights change', async () => {
    const { router } = await renderRoute(ROUTES, '/stay/reserve?id=five-elements-hostel&nights=3');
    await screen.findByRole('heading', { level: 1, name: 'Five Elements Hostel' });
    const rooms = screen.getByTestId('room-list');
    expect(within(rooms).getAllByTestId('room-total').map((cell) => cell.textContent)).toEqual(['¥75', '¥105']);
    expect(within(rooms).getByText('Not known yet')).toBeTruthy();
    expect(screen.getByTestId('stay-detail-total').textContent).toBe('¥75');

    const nights = screen.getByRole('spinbutton', { name: 'Nights' });
    await userEvent.clear(nights);
    await userEvent.type(nights, '5');
    await waitFor(() => expect(within(rooms).getAllByTestId('room-total').map((cell) => cell.textContent)).toEqual(['¥125', '¥175']));
    await waitFor(() => expect(screen.getByTestId('stay-detail-total').textContent).toBe('¥125'));
    expect(router.state.location.search).toBe('?id=five-elements-hostel&nights=5');
  });

  it('offers the taxi address card when there is no booking link or phone', async () => {
    await renderRoute(ROUTES, '/stay/reserve?id=five-elements-hostel');
    const booking = await screen.findByTestId('booking-path');
    expect(within(booking).getByText('No booking link or phone number is known yet.')).toBeTruthy();
    expect(within(booking).getByTestId('address-card').textContent).toContain('大理古城（具体地址未查到）');
  });
});
