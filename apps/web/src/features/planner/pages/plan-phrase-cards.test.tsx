import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { catalogHandlers, ok, stored } from '../test/fixtures';
import { installDialogStandIn, renderPlannerRoutes } from '../test/render-planner';
import { TravelPlanPage } from './travel-plan-page';

vi.mock('../../../lib/ui/lazy-catalog-map', () => ({ LazyCatalogMap: () => null }));

const ROUTES = [{ path: '/travel-plan/:id', Component: TravelPlanPage }];
const placeRequests: string[] = [];
const server = setupServer(
  ...catalogHandlers,
  http.get('*/ai_api/v1/base_api/travel_plans/:id', () => HttpResponse.json(ok(stored()))),
  http.get('*/api/v1/translation/phrase-cards/place', ({ request }) => {
    const url = new URL(request.url);
    placeRequests.push(`${url.searchParams.get('kind')}:${url.searchParams.get('id')}`);
    return HttpResponse.json(
      ok({ kind: 'attraction', id: 'three-pagodas', chineseName: '崇圣寺三塔', chineseAddress: '大理市大理镇崇圣寺', localName: 'Three Pagodas', chineseTown: '大理古城', localTown: 'Dali Old Town' }),
    );
  }),
  http.get('*/api/v1/translation/phrase-cards/diet', () =>
    HttpResponse.json(ok({ diets: ['no-spicy'], lines: [{ id: 'not-spicy', diets: ['no-spicy'], chinese: '不辣', local: 'Not spicy', source: 'https://example.org' }], uncovered: [] })),
  ),
);
beforeAll(async () => {
  // The section's texts load lazily; load them first so the first assertion does not race the import.
  await i18n.loadNamespaces('phraseCards');
  installDialogStandIn();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
  placeRequests.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('the plan page phrase cards', () => {
  it('lists a collapsed card per lodging and attraction and the diet card, loads a card only when opened, and prints it alone', async () => {
    await renderPlannerRoutes(ROUTES, '/travel-plan/plan-1');
    const section = await screen.findByRole('region', { name: 'Phrase cards' });
    const summaries = () => [...section.querySelectorAll('summary')].map((s) => s.textContent);
    await waitFor(() => expect(summaries()).toEqual(['Cangshan View Inn · Lodging', 'Three Pagodas · Attraction', 'Erhai Lakeside Path · Attraction', 'Xizhou Ancient Town · Attraction', 'Diet card · Not spicy']));
    expect(placeRequests).toEqual([]);

    const pagodas = [...section.querySelectorAll('details')][1] as HTMLDetailsElement;
    pagodas.open = true;
    fireEvent(pagodas, new Event('toggle'));
    const card = await within(section).findByRole('region', { name: 'Take me here: Three Pagodas' });
    expect(placeRequests).toEqual(['attraction:three-pagodas']);
    expect(card.querySelector('.phrase-card-chinese')?.textContent).toBe('崇圣寺三塔');
    expect(card.querySelector('.phrase-card-address')?.textContent).toBe('大理市大理镇崇圣寺');

    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      expect(document.body.classList.contains('phrase-card-printing')).toBe(true);
      expect(card.classList.contains('phrase-card-print-target')).toBe(true);
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Print card' }));
    expect(print).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.body.classList.contains('phrase-card-printing')).toBe(false);

    const diet = [...section.querySelectorAll('details')][4] as HTMLDetailsElement;
    diet.open = true;
    fireEvent(diet, new Event('toggle'));
    const dietCard = await within(section).findByRole('region', { name: 'Diet card' });
    expect(dietCard.querySelector('.phrase-card-line-chinese')?.textContent).toBe('不辣');
  });
});
