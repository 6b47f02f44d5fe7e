import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SearchGroup, SearchHit } from '@dali/shared/contracts/search';
import { ERRORS } from '@dali/shared/errors';
import { setApiNotifier } from '../../../lib/api-client';
import { renderHome } from '../test/render-home';
import { HeroSearch } from './hero-search';

const text = (en: string, zh: string) => ({ 'en-US': en, 'zh-CN': zh, 'zh-HK': zh });
const hit = (kind: SearchHit['kind'], id: string, en: string, zh: string, path: string): SearchHit => ({
  kind,
  id,
  name: text(en, zh),
  subtitle: text('Dali Old Town', '大理古城'),
  path,
  score: 1,
});
const GROUPS: SearchGroup[] = [
  {
    kind: 'attraction',
    total: 2,
    items: [
      hit('attraction', 'three-pagodas', 'Three Pagodas', '三塔', '/attractions/three-pagodas'),
      hit('attraction', 'erhai-lake', 'Erhai Lake', '洱海', '/attractions/erhai-lake'),
    ],
  },
  { kind: 'food', total: 1, items: [hit('food', 'shaguo-yu', 'Clay-pot Fish', '砂锅鱼', '/gourmetFood/shaguo-yu')] },
  { kind: 'stay', total: 7, items: [hit('stay', 'jade-emu', 'Jade Emu', 'Jade Emu', '/stay/reserve?id=jade-emu')] },
];

const server = setupServer();
const queries: string[] = [];
const toasts: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setApiNotifier({ error: (message) => void toasts.push(message) });
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  queries.length = 0;
  toasts.length = 0;
});

function answer(groups: SearchGroup[] | 'error') {
  server.use(
    http.get('*/api/v1/search', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      queries.push(q);
      if (groups === 'error') return HttpResponse.json({ code: ERRORS.SERVICE_UNAVAILABLE.code, message: 'Service unavailable', data: null }, { status: 503 });
      return HttpResponse.json({ code: 0, message: 'ok', data: { query: q, groups } });
    }),
  );
}

async function setup() {
  const user = userEvent.setup();
  const view = await renderHome(<HeroSearch />);
  const input = await screen.findByRole('combobox', { name: 'Search attractions, stays and food' });
  return { user, input, ...view };
}

describe('hero search combobox', () => {
  it('asks once typing pauses and shows the hits grouped by kind', async () => {
    answer(GROUPS);
    const { user, input } = await setup();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.type(input, '三塔');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    await within(listbox).findAllByRole('option');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    // Debounced: one request for the whole word, not one per character.
    expect(queries).toEqual(['三塔']);
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Attractions', 'Dishes', 'Stays']);
    expect(within(groups[0] as HTMLElement).getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Three Pagodas'),
      expect.stringContaining('Erhai Lake'),
    ]);
    // The other script's name is shown under an English one.
    expect(within(groups[0] as HTMLElement).getByText('三塔').className).toBe('hero-search-option-other');
    expect(screen.getByRole('status').textContent).toContain('10 matches');
  });

  it('moves through every hit with the arrows, wrapping, and opens the highlighted one with Enter', async () => {
    answer(GROUPS);
    const { user, input } = await setup();
    await user.type(input, 'sanfa');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(4);
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // Crosses from the attractions group into the dishes group.
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[3]?.id);
    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('location')).textContent).toBe('/stay/reserve?id=jade-emu');
  });

  it('goes to the attraction list searched by the text when Enter is pressed with nothing highlighted', async () => {
    answer(GROUPS);
    const { user, input } = await setup();
    await user.type(input, ' Butterfly Spring ');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('location')).textContent).toBe('/attractions?q=Butterfly%20Spring');
  });

  it('closes on Escape, clears on a second Escape, and opens a hit on click', async () => {
    answer(GROUPS);
    const { user, input } = await setup();
    await user.type(input, 'erhai');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect((input as HTMLInputElement).value).toBe('erhai');
    await user.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('');
    await user.type(input, 'erhai');
    await user.click(await screen.findByRole('option', { name: /Erhai Lake/ }));
    expect((await screen.findByTestId('location')).textContent).toBe('/attractions/erhai-lake');
  });

  it('says so when nothing matches', async () => {
    answer([]);
    const { user, input } = await setup();
    await user.type(input, 'zzzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Nothing matches “zzzz”'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('shows an error state (no toast) and still lets Enter search the attraction list', async () => {
    answer('error');
    const { user, input } = await setup();
    await user.type(input, 'pagoda');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Search is not available right now'));
    expect(toasts).toEqual([]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect((await screen.findByTestId('location')).textContent).toBe('/attractions?q=pagoda');
  });
});
