import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { ok } from '../../test/envelope';
import { NOT_FOUND_BODY, renderElement } from '../../test/render-catalog';
import { DietCard } from './diet-card';
import { PhraseCardsPanel } from './phrase-cards-panel';
import { TakeMeHereCard } from './take-me-here-card';

const CARD = { kind: 'stay', id: 'jade-emu', chineseName: '大理古城青年旅舍', chineseAddress: '大理古城博爱路82号', localName: 'Jade Emu Guesthouse', chineseTown: '大理古城', localTown: 'Dali Old Town' };
const seen: { path: string; query: Record<string, string>; language: string | null }[] = [];
const record = (request: Request) => {
  const url = new URL(request.url);
  seen.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), language: request.headers.get('accept-language') });
};
const server = setupServer(
  http.get('*/api/v1/translation/phrase-cards/place', ({ request }) => {
    record(request);
    const id = new URL(request.url).searchParams.get('id');
    return id === 'gone' ? HttpResponse.json(NOT_FOUND_BODY, { status: 404 }) : HttpResponse.json(ok({ ...CARD, id }));
  }),
  http.get('*/api/v1/translation/phrase-cards/diet', ({ request }) => {
    record(request);
    const diets = (new URL(request.url).searchParams.get('diets') ?? '').split(',');
    const lines = diets.includes('vegetarian') ? [{ id: 'i-am-vegetarian', diets: ['vegetarian'], chinese: '我吃素。', local: 'I am vegetarian.', source: 'https://example.org/a' }] : [];
    return HttpResponse.json(ok({ diets, lines, uncovered: diets.filter((d) => d !== 'vegetarian') }));
  }),
  http.get('*/api/v1/translation/phrases', ({ request }) => {
    record(request);
    const q = new URL(request.url).searchParams;
    return HttpResponse.json(ok({ from: q.get('from'), to: q.get('to'), phrases: [{ id: 'thank-you', category: 'courtesy', from: 'Thank you', to: '谢谢', source: 'https://chinaintro.com/travel/greetings.html' }] }));
  }),
  http.get('*/api/v1/search', ({ request }) => {
    record(request);
    const name = (en: string, zh: string) => ({ 'en-US': en, 'zh-CN': zh, 'zh-HK': zh });
    return HttpResponse.json(
      ok({
        query: new URL(request.url).searchParams.get('q'),
        groups: [
          { kind: 'food', total: 1, items: [{ kind: 'food', id: 'baba', name: name('Baba flatbread', '粑粑'), subtitle: name('Snack', '小吃'), path: '/gourmetFood/baba', score: 3 }] },
          { kind: 'stay', total: 1, items: [{ kind: 'stay', id: 'jade-emu', name: name('Jade Emu Guesthouse', '翡翠鸸鹋'), subtitle: name('Hostel · Dali Old Town', '青旅 · 大理古城'), path: '/stay/reserve?id=jade-emu', score: 2 }] },
        ],
      }),
    );
  }),
);
beforeAll(async () => {
  await i18n.loadNamespaces('phraseCards');
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
  seen.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('TakeMeHereCard', () => {
  it('shows the Chinese name and address large, the reader\'s name small, copies the Chinese and prints the card alone', async () => {
    await renderElement(<TakeMeHereCard kind="stay" id="jade-emu" />, 'zh-HK');
    const card = await screen.findByRole('region', { name: '帶我去這裏：Jade Emu Guesthouse' });
    expect(seen[0]).toMatchObject({ query: { kind: 'stay', id: 'jade-emu' }, language: 'zh-HK' });
    expect(card.querySelector('.phrase-card-chinese')?.textContent).toBe('大理古城青年旅舍');
    expect(card.querySelector('.phrase-card-chinese')?.getAttribute('lang')).toBe('zh-CN');
    expect(card.querySelector('.phrase-card-address')?.textContent).toBe('大理古城博爱路82号');
    expect(card.textContent).toContain('Jade Emu Guesthouse · Dali Old Town');

    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(card).getByRole('button', { name: '複製中文' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('大理古城青年旅舍\n大理古城博爱路82号'));
    expect(await within(card).findByRole('status')).toHaveProperty('textContent', '已複製中文');

    let printedAlone = false;
    vi.spyOn(window, 'print').mockImplementation(() => {
      printedAlone = document.body.classList.contains('phrase-card-printing') && card.classList.contains('phrase-card-print-target');
      window.dispatchEvent(new Event('afterprint'));
    });
    fireEvent.click(within(card).getByRole('button', { name: '列印卡片' }));
    expect(printedAlone).toBe(true);
    expect(document.body.classList.contains('phrase-card-printing')).toBe(false);
    expect(card.classList.contains('phrase-card-print-target')).toBe(false);
  });

  it('says so when the place is not in the catalog', async () => {
    await renderElement(<TakeMeHereCard kind="attraction" id="gone" />);
    const note = await screen.findByText('This place is not in the catalog any more.');
    expect(note.getAttribute('role')).toBe('alert');
  });
});

describe('DietCard', () => {
  it('shows the Chinese lines large with the reader\'s line, and names the diets without a sourced line', async () => {
    await renderElement(<DietCard dietKeys={['vegetarian', 'halal']} />);
    const card = await screen.findByRole('region', { name: 'Diet card' });
    expect(seen[0]?.query).toEqual({ diets: 'vegetarian,halal' });
    expect(card.querySelector('.phrase-card-line-chinese')?.textContent).toBe('我吃素。');
    expect(card.querySelector('.phrase-card-line-local')?.textContent).toBe('I am vegetarian.');
    expect(card.textContent).toContain('No sourced Chinese line yet for: Halal');
  });

  it('asks for a diet instead of calling with none', async () => {
    await renderElement(<DietCard dietKeys={[]} />);
    expect(await screen.findByText('Choose a diet to make a card.')).toBeTruthy();
    expect(seen).toEqual([]);
  });
});

describe('PhraseCardsPanel', () => {
  it('finds a place for a take-me-here card, makes a diet card from the ticked diets, and lists the phrasebook for the reader\'s pair', async () => {
    await renderElement(<PhraseCardsPanel dietKeys={['halal']} />);
    const phrases = await screen.findByRole('region', { name: 'Common phrases' });
    expect(await within(phrases).findByText('谢谢')).toBeTruthy();
    expect(within(phrases).getByRole('link', { name: 'Source: chinaintro.com' }).getAttribute('href')).toBe('https://chinaintro.com/travel/greetings.html');
    expect(seen.find((s) => s.path.endsWith('/phrases'))?.query).toEqual({ from: 'en', to: 'zh' });

    const diet = screen.getByRole('region', { name: 'My diet' });
    expect((within(diet).getByRole('checkbox', { name: 'Halal' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(diet).getByRole('checkbox', { name: 'Vegetarian' }));
    await waitFor(() => expect(seen.some((s) => s.query.diets === 'vegetarian,halal')).toBe(true));
    expect(await within(diet).findByText('我吃素。')).toBeTruthy();

    const place = screen.getByRole('region', { name: 'Take me here' });
    fireEvent.change(within(place).getByLabelText('Find a place'), { target: { value: 'jade' } });
    const results = await within(place).findByRole('list', { name: 'Places found' });
    // Dishes have no address: only attractions, stays and restaurants are offered.
    expect(within(results).getAllByRole('button').map((b) => b.textContent)).toEqual(['Jade Emu Guesthouse · Hostel · Dali Old Town']);
    fireEvent.click(within(results).getByRole('button'));
    const card = await within(place).findByRole('region', { name: 'Take me here: Jade Emu Guesthouse' });
    expect(card.querySelector('.phrase-card-chinese')?.textContent).toBe('大理古城青年旅舍');
  });

  it('uses the given pair, and English for a Mandarin reader', async () => {
    await renderElement(<PhraseCardsPanel />, 'zh-CN');
    await screen.findByRole('region', { name: '常用语' });
    await waitFor(() => expect(seen.find((s) => s.path.endsWith('/phrases'))?.query).toEqual({ from: 'zh', to: 'en' }));
    cleanup();
    seen.length = 0;
    await renderElement(<PhraseCardsPanel from="ja" to="zh_cantonese" />);
    await waitFor(() => expect(seen.find((s) => s.path.endsWith('/phrases'))?.query).toEqual({ from: 'ja', to: 'zh_cantonese' }));
  });
});
