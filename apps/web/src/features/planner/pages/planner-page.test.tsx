import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlannerRequestSchema } from '@dali/shared/contracts/planner';
import type { PlannerStreamFrame } from '@dali/shared/contracts/planner-stream';
import { ERRORS } from '@dali/shared/errors';
import type { Locale } from '@dali/shared/locales';
import { i18n } from '../../../lib/i18n';
import { useLocaleStore } from '../../../lib/locale';
import { useSessionStore } from '../../../lib/session';
import { STORAGE_KEYS, removeStorage } from '../../../lib/storage-keys';
import { catalogHandlers, ok, plan, steppedStream, successFrames, sseBody } from '../test/fixtures';
import { installDialogStandIn, renderPlannerRoutes, toastTexts } from '../test/render-planner';
import { PlannerPage } from './planner-page';

vi.mock('html-to-image', () => ({ toPng: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo=') }));

const STREAM = '*/ai_api/v1/travel_planner_v3/plan/stream';
const TEXT_STREAM = '*/ai_api/v1/travel_planner_v3/plan_from_text/stream';
const ROUTES = [{ path: '/ai-travel-planner', Component: PlannerPage }];

const server = setupServer(...catalogHandlers);
beforeAll(() => {
  installDialogStandIn();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  removeStorage(STORAGE_KEYS.accessToken, STORAGE_KEYS.userId);
  useSessionStore.getState().refresh();
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

const render = (locale: 'en-US' | 'zh-CN' | 'zh-HK' = 'en-US') => renderPlannerRoutes(ROUTES, '/ai-travel-planner', locale);

async function openForm(name: string | RegExp) {
  fireEvent.click(await screen.findByRole('radio', { name }));
}

/** Submit the quick text form with `text`. */
function submitText(text: string, button: string | RegExp = 'Make my plan') {
  fireEvent.change(screen.getByRole('textbox', { name: /own words|用自己的话|用自己的話/ }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

/** Switch the interface language as the navbar's menu does (store, then the texts). */
async function switchInterface(locale: Locale) {
  await act(async () => {
    useLocaleStore.getState().setLocale(locale);
    await i18n.changeLanguage(locale);
  });
}

/** The plan-language select of the form or of the quick text, in any interface language. */
const planLanguageSelect = () => screen.getByRole('combobox', { name: /Plan language|行程语言|行程語言/ }) as HTMLSelectElement;

/** Answer the planner streams with a plan, keeping each request body in `bodies`. */
function recordBodies(path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return new HttpResponse(sseBody(successFrames()), { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  return bodies;
}

describe('planner page: validation', () => {
  it('asks for at least 10 characters of quick text, with a live count (en-US)', async () => {
    await render('en-US');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan your days in Dali' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Describe your trip in your own words' }), { target: { value: 'Dali 3d' } });
    expect(screen.getByText('Write 3 more characters (at least 10)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make my plan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please describe your trip in at least 10 characters');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Describe your trip in your own words' }), { target: { value: 'Three days in Dali' } });
    expect(screen.getByText('18 / 500 characters')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for at least 10 characters of quick text (zh-CN), counting Chinese characters one each', async () => {
    await render('zh-CN');
    await screen.findByRole('heading', { level: 1, name: '规划你的大理行程' });
    fireEvent.change(screen.getByRole('textbox', { name: '用自己的话描述这次旅行' }), { target: { value: '大理三天游' } });
    expect(screen.getByText('还需输入 5 个字（至少 10 个字）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '生成行程' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请至少写 10 个字符，说说你的行程');
  });

  it('fills the quick text from ?q= (the chat assistant’s plan links), ready to send', async () => {
    await renderPlannerRoutes(ROUTES, `/ai-travel-planner?q=${encodeURIComponent('大理 3 天，想看洱海和三塔')}`, 'zh-CN');
    const box = (await screen.findByRole('textbox', { name: '用自己的话描述这次旅行' })) as HTMLTextAreaElement;
    expect(box.value).toBe('大理 3 天，想看洱海和三塔');
  });

  it('fills the quick text from an example in the current language', async () => {
    await render('zh-HK');
    fireEvent.click(await screen.findByRole('button', { name: '自駕 5 天，喜歡攝影和行山，吃素' }));
    expect((screen.getByRole('textbox', { name: '用自己的話描述這次旅行' }) as HTMLTextAreaElement).value).toBe('自駕 5 天，喜歡攝影和行山，吃素');
  });

  it.each([
    ['en-US', 'Fill in the form', 'Exact dates', 'First day', 'Last day', 'Make my plan', 'A trip can be at most 7 days'],
    ['zh-HK', '填寫表格', '按日期', '出發日期', '返程日期', '生成行程', '行程最多 7 天'],
  ] as const)('rejects dates over 7 days under the last day (%s)', async (locale, formMode, datesMode, first, last, submit, message) => {
    await render(locale);
    await openForm(formMode);
    fireEvent.click(screen.getByRole('radio', { name: datesMode }));
    fireEvent.change(screen.getByLabelText(first), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText(last), { target: { value: '2026-11-10' } });
    fireEvent.click(screen.getByRole('button', { name: submit }));
    const end = screen.getByLabelText(last);
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = end.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Fixing the dates clears the message as it is typed.
    fireEvent.change(end, { target: { value: '2026-11-05' } });
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('false'));
  });

  it('rejects a party of 25 with the shared message', async () => {
    await render('en-US');
    await openForm('Fill in the form');
    fireEvent.change(screen.getByLabelText('Travellers'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make my plan' }));
    await waitFor(() => expect(screen.getByLabelText('Travellers').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please fix 1 field marked below.')).toBeTruthy();
  });
});

describe('planner page: generation dialog', () => {
  it('shows the phases, the days in order with their narrative, and enables share, image and detail only when done', async () => {
    const stepped = steppedStream();
    let body: unknown = null;
    server.use(
      http.post(STREAM, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(stepped.stream, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    await render('en-US');
    await openForm('Fill in the form');
    fireEvent.change(screen.getByLabelText('Days'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Culture' }));
    fireEvent.change(screen.getByLabelText('Dietary needs'), { target: { value: 'no spicy, peanuts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make my plan' }));

    const dialog = await screen.findByRole('dialog', { name: 'Making your plan' });
    await waitFor(() => expect(body).toMatchObject({ durationDays: '2', interests: ['culture'], dietaryRestrictions: 'no spicy, peanuts', language: 'en-US' }));
    const steps = within(dialog).getByRole('list', { name: 'Progress' });
    const current = () => within(steps).getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')?.textContent;
    expect(current()).toContain('Reading your request');
    const share = within(dialog).getByRole('button', { name: 'Share' }) as HTMLButtonElement;
    expect(share.disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Download image' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Open the full plan' }) as HTMLButtonElement).disabled).toBe(true);

    const frames = successFrames();
    act(() => stepped.send(frames.slice(0, 2)));
    await waitFor(() => expect(current()).toContain('Choosing places'));
    act(() => stepped.send(frames.slice(2, 7)));
    const day1 = await within(dialog).findByRole('region', { name: 'Day 1' });
    expect(within(dialog).queryByRole('region', { name: 'Day 2' })).toBeNull();
    expect(current()).toContain('Writing the plan');
    await within(day1).findByRole('link', { name: 'Three Pagodas' });
    expect(day1.textContent).toContain('Start with the pagodas');
    act(() => stepped.send(frames.slice(7, 9)));
    await waitFor(() => expect(day1.textContent).toContain('Start with the pagodas while the light is soft.'));
    const days = await within(dialog).findAllByRole('region', { name: /^Day \d$/ });
    expect(days.map((region) => region.getAttribute('aria-labelledby'))).toEqual(['plan-day-1', 'plan-day-2']);
    expect(share.disabled).toBe(true);

    act(() => stepped.send(frames.slice(9)));
    act(() => stepped.finish());
    await within(dialog).findByRole('heading', { name: 'Your plan is ready' });
    expect(within(dialog).getByText('All 16 checks passed.')).toBeTruthy();
    expect(dialog.textContent).toContain('Total for 2 people ¥1,160');
    expect((within(dialog).getByRole('button', { name: 'Share' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(dialog).getByRole('button', { name: 'Download image' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(dialog).getByRole('link', { name: 'Open the full plan' }).getAttribute('href')).toBe('/travel-plan/plan-1');
  });

  it('shows what was understood from the text, and previews the plan as an image once done', async () => {
    const understood: PlannerStreamFrame = {
      type: 'request',
      request: PlannerRequestSchema.parse({
        durationDays: 2,
        travelerCount: 2,
        destinations: ['xizhou'],
        language: 'en-US',
        dietaryRestrictions: ['no-spicy'],
        pace: 'relaxed',
        dayPins: [{ place: 'three-pagodas', day: 'last' }],
        avoidAttractionTypes: ['religious'],
        maxAttractionsPerDay: 2,
      }),
      unrecognised: ['zorbing'],
    };
    const [first, ...rest] = successFrames();
    server.use(http.post(TEXT_STREAM, () => new HttpResponse(sseBody([first as PlannerStreamFrame, understood, ...rest], [11, 400, 1500]), { headers: { 'Content-Type': 'text/event-stream' } })));
    await render('en-US');
    submitText('Two relaxed days in Xizhou, zorbing, nothing spicy');
    const dialog = await screen.findByRole('dialog');
    const region = await within(dialog).findByRole('region', { name: 'What we understood' });
    expect(within(region).getByText('2 days')).toBeTruthy();
    expect(within(region).getByText('Diet: not spicy')).toBeTruthy();
    expect(await within(region).findByText('Last day: Three Pagodas')).toBeTruthy();
    expect(within(region).getByText('No religious sites')).toBeTruthy();
    expect(within(region).getByText('At most 2 sights a day')).toBeTruthy();
    expect(within(region).getByText('zorbing')).toBeTruthy();
    await within(dialog).findByRole('heading', { name: 'Your plan is ready' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview image' }));
    const picture = await within(dialog).findByRole('img', { name: 'Picture of the plan: days, places and times' });
    expect(picture.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it.each([
    ['en-US', ['Three Pagodas before Xizhou Ancient Town', 'Xizhou Ancient Town from 15:00', 'Three Pagodas done by 12:00', 'Exactly 4 sights', 'At least 2 free sights', 'Lodging at most ¥800', 'At most ¥600 a day', 'No taxis', 'Walks of at most 10 min', 'Breakfast every day', '2 rooms', 'Twin rooms', 'At most 90 min in transit a day']],
    ['zh-CN', ['先崇圣寺三塔，后喜洲古镇', '喜洲古镇：15:00以后', '崇圣寺三塔：12:00前结束', '恰好 4 个景点', '至少 2 个免费景点', '住宿最多 800 元', '每天最多 600 元', '不坐出租车', '每段步行不超过 10 分钟', '每天吃早餐', '2 间房', '双床房', '每天交通时间不超过 90 分钟']],
    ['zh-HK', ['先崇聖寺三塔，後喜洲古鎮', '喜洲古鎮：15:00以後', '崇聖寺三塔：12:00前結束', '恰好 4 個景點', '至少 2 個免費景點', '住宿最多 800 元', '每日最多 600 元', '不坐的士', '每段步行不超過 10 分鐘', '每日食早餐', '2 間房', '雙牀房', '每日交通時間不超過 90 分鐘']],
  ] as const)('lists the stated limits as lines of what was understood (%s)', async (locale, lines) => {
    const understood: PlannerStreamFrame = {
      type: 'request',
      request: PlannerRequestSchema.parse({
        durationDays: 2,
        language: locale,
        visitOrder: [{ first: 'three-pagodas', then: 'xizhou-ancient-town' }],
        visitTimes: [
          { place: 'xizhou-ancient-town', after: '15:00' },
          { place: 'three-pagodas', before: '12:00' },
        ],
        minAttractionsTotal: 4,
        maxAttractionsTotal: 4,
        minFreeAttractions: 2,
        budgetCaps: { lodging: 800, perDay: 600 },
        excludeModes: ['taxi'],
        maxWalkMinutes: 10,
        breakfastDaily: true,
        rooms: 2,
        roomType: 'twin',
        maxTransferMinutesPerDay: 90,
      }),
      unrecognised: [],
    };
    const [first, ...rest] = successFrames();
    server.use(http.post(TEXT_STREAM, () => new HttpResponse(sseBody([first as PlannerStreamFrame, understood, ...rest]), { headers: { 'Content-Type': 'text/event-stream' } })));
    await render(locale);
    submitText(locale === 'en-US' ? 'Two days, the Three Pagodas before Xizhou, no taxis' : '两天，先去三塔再去喜洲，不坐出租车', { 'en-US': 'Make my plan', 'zh-CN': '生成行程', 'zh-HK': '生成行程' }[locale]);
    const dialog = await screen.findByRole('dialog');
    const region = await within(dialog).findByRole('region', { name: locale === 'en-US' ? 'What we understood' : locale === 'zh-CN' ? '我们理解的需求' : '我們理解的需求' });
    for (const line of lines) expect(await within(region).findByText(line)).toBeTruthy();
  });

  it.each([
    ['en-US', 'What we understood', 'What you told us', 'What we chose for you', 'You named no towns: we chose Dali Old Town, Xizhou.', 'You gave no dates: we planned Sun, Nov 22 – Mon, Nov 23.', 'No homestay can be booked at your price: you stay in a guesthouse.'],
    ['zh-CN', '我们理解的需求', '你告诉我们的', '我们替你选的', '你没有指定城镇：我们选了大理古城、喜洲。', '你没有选择日期：我们安排在11月22日周日至11月23日周一。', '这个价位订不到民宿：改住客栈。'],
  ] as const)('keeps what the traveller said apart from what the planner chose (%s)', async (locale, title, said, chose, towns, dates, lodging) => {
    const understood: PlannerStreamFrame = {
      type: 'request',
      request: PlannerRequestSchema.parse({ durationDays: 2, travelerCount: 2, language: locale, accommodationType: 'homestay' }),
      unrecognised: [],
    };
    const frames = successFrames().map((frame) =>
      frame.type === 'section' && frame.section.section === 'overview'
        ? { ...frame, section: { ...frame.section, overview: { ...frame.section.overview, datesChosen: true, lodgingSubstitute: { requested: 'homestay' as const, used: 'guesthouse' as const } } } }
        : frame,
    );
    const [first, ...rest] = frames;
    server.use(http.post(TEXT_STREAM, () => new HttpResponse(sseBody([first as PlannerStreamFrame, understood, ...rest]), { headers: { 'Content-Type': 'text/event-stream' } })));
    await render(locale);
    submitText(locale === 'en-US' ? 'Two days in a homestay, please' : '想住民宿，玩两天，两个人', locale === 'en-US' ? 'Make my plan' : '生成行程');
    const dialog = await screen.findByRole('dialog');
    const region = await within(dialog).findByRole('region', { name: title });
    await waitFor(() => expect(region.textContent).toContain(chose));
    expect(region.textContent).toContain(said);
    for (const line of [towns, dates, lodging]) expect(within(region).getByText(line)).toBeTruthy();
  });

  it('shares only after done: posts the share and copies the public link', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let shared = false;
    server.use(
      http.post(TEXT_STREAM, () => new HttpResponse(sseBody(successFrames('plan-9')), { headers: { 'Content-Type': 'text/event-stream' } })),
      http.post('*/ai_api/v1/base_api/travel_plans/plan-9/share', () => {
        shared = true;
        return HttpResponse.json(ok({ planId: 'plan-9', shared: true, sharedAt: '2026-11-01T03:00:00.000Z', searchable: false, sharePath: '/share/plan-9' }));
      }),
    );
    await render('en-US');
    submitText('Two quiet days around Dali Old Town');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('heading', { name: 'Your plan is ready' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/share/plan-9`));
    expect(shared).toBe(true);
    await waitFor(() => expect(toastTexts('success')).toContain('Link copied. Anyone with the link can see this plan.'));
  });

  it('lists the reasons of an infeasible answer, and an alternative patches the form and plans again', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(STREAM, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        const frames: PlannerStreamFrame[] =
          bodies.length === 1
            ? [
                { type: 'phase', phase: 'loading' },
                { type: 'phase', phase: 'thinking' },
                {
                  type: 'infeasible',
                  result: {
                    feasible: false,
                    failures: [{ constraint: 'totalBudget', reason: 'planner.infeasible.overBudget', params: { budget: 300, minimum: 1160 } }],
                    alternatives: [
                      { description: 'planner.alternative.raiseBudget', params: { budget: 1200 }, patch: { budget: 1200 } },
                      { description: 'planner.alternative.fewerDays', params: { days: 1 }, patch: { durationDays: 1 } },
                    ],
                    nearestPlan: {
                      alternative: 0,
                      days: [
                        { dayIndex: 1, date: null, townIds: ['dali-old-town'], attractionIds: ['three-pagodas'] },
                        { dayIndex: 2, date: null, townIds: [], attractionIds: [] },
                      ],
                    },
                  },
                },
              ]
            : successFrames();
        return new HttpResponse(sseBody(frames), { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    await render('en-US');
    await openForm('Fill in the form');
    fireEvent.change(screen.getByLabelText('Days'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Total budget (¥)'), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make my plan' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('heading', { name: 'No plan fits these wishes' });
    expect(within(dialog).getByText('A budget of ¥300 is not enough: the cheapest plan costs about ¥1160')).toBeTruthy();
    // The closest plan, under the change it makes.
    const nearest = within(dialog).getByText('The closest plan, with the first change: everything else you asked is kept.').parentElement;
    await waitFor(() => expect(nearest?.textContent).toContain('Day 1: Three Pagodas · Dali Old Town'));
    expect(nearest?.textContent).toContain('Day 2: a free day');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Raise the budget to ¥1200' }));
    await within(dialog).findByRole('heading', { name: 'Your plan is ready' });
    expect(bodies[1]).toMatchObject({ budget: '1200', durationDays: '2' });
    expect((screen.getByLabelText('Total budget (¥)') as HTMLInputElement).value).toBe('1200');
  });

  it.each([
    ['en-US', 'Limits you stated', ['No taxis', 'Lodging at most ¥800', 'Last day: Erhai Lakeside Path'], 'Remove limit: No taxis', 'lodging', 'Raise the cap on lodging to ¥1000'],
    ['zh-CN', '你提出的限制', ['不坐出租车', '住宿最多 800 元', '最后一天：洱海生态廊道'], '移除限制：不坐出租车', '住宿', '把住宿上限提高到 1000 元'],
    ['zh-HK', '你提出的限制', ['不坐的士', '住宿最多 800 元', '最後一天：洱海生態廊道'], '移除限制：不坐的士', '住宿', '把住宿上限提高至 1000 元'],
  ] as const)('an alternative keeps every other limit stated in words, shown in the form, each removable (%s)', async (locale, cardTitle, lines, removeLabel, category, alternativeLabel) => {
    const bodies: Record<string, unknown>[] = [];
    const understood: PlannerStreamFrame = {
      type: 'request',
      request: PlannerRequestSchema.parse({ durationDays: 2, language: locale, excludeModes: ['taxi'], budgetCaps: { lodging: 800 }, dayPins: [{ place: 'erhai-path', day: 'last' }] }),
      unrecognised: [],
    };
    const infeasible: PlannerStreamFrame = {
      type: 'infeasible',
      result: {
        feasible: false,
        failures: [{ constraint: 'budgetCaps', reason: 'planner.infeasible.overCap', params: { category, cap: 800, minimum: 1000 } }],
        alternatives: [{ description: 'planner.alternative.raiseCap', params: { category, cap: 1000 }, patch: { budgetCaps: { lodging: 1000 } } }],
        nearestPlan: null,
      },
    };
    server.use(
      http.post(TEXT_STREAM, () => new HttpResponse(sseBody([{ type: 'phase', phase: 'loading' }, understood, infeasible]), { headers: { 'Content-Type': 'text/event-stream' } })),
      http.post(STREAM, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return new HttpResponse(sseBody(successFrames()), { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    await render(locale);
    submitText(locale === 'en-US' ? 'Two days, no taxis, lodging under 800, Erhai on the last day' : '两天，不坐出租车，住宿不超过800，最后一天去洱海', { 'en-US': 'Make my plan', 'zh-CN': '生成行程', 'zh-HK': '生成行程' }[locale]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: alternativeLabel }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    // The cap raised, the other limits kept.
    expect(bodies[0]).toMatchObject({ budgetCaps: { lodging: 1000 }, excludeModes: ['taxi'], dayPins: [{ place: 'erhai-path', day: 'last' }] });
    await within(dialog).findByRole('heading', { name: { 'en-US': 'Your plan is ready', 'zh-CN': '行程已生成', 'zh-HK': '行程已生成' }[locale] });
    fireEvent.click(within(dialog).getAllByRole('button', { name: { 'en-US': 'Close', 'zh-CN': '关闭', 'zh-HK': '關閉' }[locale] }).at(-1) as HTMLElement);
    // The form shows them, and one removed is no longer sent.
    const card = (await screen.findByRole('heading', { name: cardTitle })).closest('section') as HTMLElement;
    for (const line of lines) expect(await within(card).findByText(line.replace('800', '1,000'))).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: removeLabel }));
    expect(within(card).queryByText(lines[0])).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: { 'en-US': 'Make my plan', 'zh-CN': '生成行程', 'zh-HK': '生成行程' }[locale] }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).not.toHaveProperty('excludeModes');
    expect(bodies[1]).toMatchObject({ budgetCaps: { lodging: 1000 }, dayPins: [{ place: 'erhai-path', day: 'last' }] });
  });

  it('sends a user whose planning quota is used up (448) to the packages', async () => {
    server.use(http.post(TEXT_STREAM, () => HttpResponse.json({ code: ERRORS.QUOTA_EXHAUSTED.code, message: 'Your planning runs are used up', data: null }, { status: 448 })));
    const { router } = await render('en-US');
    submitText('Three days in Dali with my parents');
    await waitFor(() => expect(router.state.location.pathname).toBe('/package-pricing'));
    expect(toastTexts('warning')).toContain('Your planning runs are used up');
  });

  it('offers login and register to a visitor over the free quota (429)', async () => {
    server.use(http.post(TEXT_STREAM, () => HttpResponse.json({ code: ERRORS.ANONYMOUS_LIMIT.code, message: 'Free planning for today is used up', data: null }, { status: 429 })));
    await render('en-US');
    submitText('Three days in Dali with my parents');
    const dialog = await screen.findByRole('dialog', { name: 'The plan could not be made' });
    expect(within(dialog).getByRole('alert').textContent).toContain('Free planning for today is used up');
    expect(within(dialog).getByRole('button', { name: 'Register for more plans' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeTruthy();
    // Nothing to share or open after a failure: only a way out.
    expect(within(dialog).queryByRole('button', { name: 'Share' })).toBeNull();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows an error frame with a retry that runs the plan again', async () => {
    let calls = 0;
    server.use(
      http.post(TEXT_STREAM, () => {
        calls += 1;
        const frames: PlannerStreamFrame[] =
          calls === 1 ? [{ type: 'phase', phase: 'loading' }, { type: 'error', code: ERRORS.SERVICE_UNAVAILABLE.code, message: 'The planner is busy; please try again' }] : successFrames();
        return new HttpResponse(sseBody(frames), { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    await render('en-US');
    submitText('Three days in Dali with my parents');
    const dialog = await screen.findByRole('dialog', { name: 'The plan could not be made' });
    expect(within(dialog).getByRole('alert').textContent).toContain('The planner is busy; please try again');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByRole('heading', { name: 'Your plan is ready' });
    expect(calls).toBe(2);
  });

  it('asks before Escape cancels a plan in progress, then stops the stream', async () => {
    const stepped = steppedStream();
    server.use(http.post(TEXT_STREAM, () => new HttpResponse(stepped.stream, { headers: { 'Content-Type': 'text/event-stream' } })));
    await render('en-US');
    submitText('Three days in Dali with my parents');
    const dialog = await screen.findByRole('dialog', { name: 'Making your plan' });
    act(() => stepped.send([{ type: 'phase', phase: 'loading' }]));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const question = within(dialog).getByRole('alertdialog');
    expect(question.textContent).toContain('Stop making this plan?');
    fireEvent.click(within(question).getByRole('button', { name: 'Keep going' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('planner page: the prefecture as a destination', () => {
  it('offers the whole prefecture before its towns and sends its region for the planner to read', async () => {
    const bodies = recordBodies(STREAM);
    await render('en-US');
    await openForm('Fill in the form');
    const whole = await screen.findByRole('checkbox', { name: 'Anywhere in Dali Prefecture' });
    fireEvent.click(whole);
    fireEvent.click(screen.getByRole('button', { name: 'Make my plan' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ destinations: ['Dali'] });
  });
});

describe('planner page: places ruled out', () => {
  it('sends the places and kinds of sight to skip', async () => {
    const bodies = recordBodies(STREAM);
    await render('en-US');
    await openForm('Fill in the form');
    fireEvent.change(screen.getByRole('textbox', { name: 'Places to skip' }), { target: { value: 'Butterfly Spring, Xizhou' } });
    const kinds = screen.getByRole('group', { name: 'Kinds of sight to skip' });
    fireEvent.click(within(kinds).getByRole('checkbox', { name: 'Temples' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make my plan' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ avoid: 'Butterfly Spring, Xizhou', avoidAttractionTypes: ['religious'] });
  });
});

describe('planner page: plan language', () => {
  it('follows the interface language in the form while the traveller has not picked one', async () => {
    const bodies = recordBodies(STREAM);
    await render('en-US');
    await openForm('Fill in the form');
    expect(planLanguageSelect().value).toBe('en-US');
    await switchInterface('zh-CN');
    fireEvent.click(screen.getByRole('button', { name: '生成行程' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ language: 'zh-CN' });
    expect(planLanguageSelect().value).toBe('zh-CN');
  });

  it('keeps the plan language picked in the form when the interface language changes', async () => {
    const bodies = recordBodies(STREAM);
    await render('en-US');
    await openForm('Fill in the form');
    fireEvent.change(planLanguageSelect(), { target: { value: 'zh-HK' } });
    await switchInterface('zh-CN');
    expect(planLanguageSelect().value).toBe('zh-HK');
    await switchInterface('en-US');
    expect(planLanguageSelect().value).toBe('zh-HK');
    fireEvent.click(screen.getByRole('button', { name: 'Make my plan' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ language: 'zh-HK' });
  });

  it('sends the quick text in the interface language, or in the one picked for it', async () => {
    const bodies = recordBodies(TEXT_STREAM);
    await render('en-US');
    await switchInterface('zh-CN');
    submitText('大理三天，想看洱海和三塔', '生成行程');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ text: '大理三天，想看洱海和三塔', language: 'zh-CN' });
    expect(planLanguageSelect().value).toBe('zh-CN');
    await within(dialog).findByRole('heading', { name: '行程已生成' });
    fireEvent.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.change(planLanguageSelect(), { target: { value: 'en-US' } });
    await switchInterface('zh-HK');
    expect(planLanguageSelect().value).toBe('en-US');
    submitText('Three days in Dali with my parents', '生成行程');
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ language: 'en-US' });
  });

  it('keeps the form’s edits across a change of mode without pinning the language', async () => {
    await render('en-US');
    await openForm('Fill in the form');
    fireEvent.change(screen.getByLabelText('Days'), { target: { value: '2' } });
    await openForm('In a few words');
    await switchInterface('zh-HK');
    await openForm('填寫表格');
    expect((screen.getByLabelText('天數') as HTMLInputElement).value).toBe('2');
    expect(planLanguageSelect().value).toBe('zh-HK');
  });

  it('does not pin the language when an alternative fills the form, and keeps a picked one', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(STREAM, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        const frames: PlannerStreamFrame[] =
          bodies.length % 2 === 1
            ? [
                {
                  type: 'infeasible',
                  result: {
                    feasible: false,
                    failures: [{ constraint: 'totalBudget', reason: 'planner.infeasible.overBudget', params: { budget: 300, minimum: 1160 } }],
                    alternatives: [{ description: 'planner.alternative.raiseBudget', params: { budget: 1200 }, patch: { budget: 1200 } }],
                    nearestPlan: null,
                  },
                },
              ]
            : successFrames();
        return new HttpResponse(sseBody(frames), { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    await render('en-US');
    await openForm('Fill in the form');
    const planWithAlternative = async (submit: string, alternative: RegExp, ready: string, close: string) => {
      fireEvent.change(screen.getByLabelText(/Total budget|总预算|總預算/), { target: { value: '300' } });
      fireEvent.click(screen.getByRole('button', { name: submit }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(await within(dialog).findByRole('button', { name: alternative }));
      await within(dialog).findByRole('heading', { name: ready });
      fireEvent.click(within(dialog).getAllByRole('button', { name: close }).at(-1) as HTMLElement);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };

    // Not picked: the form the alternative filled still follows the interface.
    await planWithAlternative('Make my plan', /Raise the budget/, 'Your plan is ready', 'Close');
    expect(bodies.map((body) => body.language)).toEqual(['en-US', 'en-US']);
    await switchInterface('zh-CN');
    expect(planLanguageSelect().value).toBe('zh-CN');

    // Picked: the alternative keeps it, whatever the interface says after.
    fireEvent.change(planLanguageSelect(), { target: { value: 'zh-HK' } });
    await planWithAlternative('生成行程', /预算/, '行程已生成', '关闭');
    expect(bodies.map((body) => body.language)).toEqual(['en-US', 'en-US', 'zh-HK', 'zh-HK']);
    await switchInterface('en-US');
    expect(planLanguageSelect().value).toBe('zh-HK');
  });
});

describe('planner page: my plans', () => {
  it('lists a logged-in user’s plans with open links', async () => {
    useSessionStore.getState().logIn({ userId: 'u1', username: 'lin', accessToken: 'token-1' });
    server.use(
      http.get('*/ai_api/v1/base_api/travel_plans/user/u1', () =>
        HttpResponse.json(
          ok({
            plans: [
              {
                planId: 'plan-1',
                budgetRange: null,
                createdAt: '2026-11-01T02:30:00.000Z',
                attractionCount: 4,
                activityCount: 10,
                processingTimeSeconds: 1.8,
                hasSpecialRequirements: false,
                durationDays: plan().overview.dayCount,
                towns: ['dali-old-town'],
                shared: true,
              },
            ],
          }),
        ),
      ),
    );
    await render('en-US');
    const history = await screen.findByRole('region', { name: 'My plans' });
    const link = await within(history).findByRole('link', { name: '2 days in Dali' });
    expect(link.getAttribute('href')).toBe('/travel-plan/plan-1');
    await waitFor(() => expect(history.textContent).toContain('Dali Old Town'));
    expect(history.textContent).toContain('Shared');
  });
});
