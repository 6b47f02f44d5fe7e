import type { ChatReference } from '@dali/shared/contracts/chat';
import type { Locale } from '@dali/shared/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/test-databases.js';
import type { ChatEngine, ChatEngineEvent, ChatHistoryTurn } from '../chat-engine.js';
import { checkGrounding } from '../grounding.js';
import type { ChatCatalog } from '../knowledge/chat-catalog.js';
import { openChatCatalog } from '../test/chat-catalog-fixture.js';
import { createLocalChatEngine } from './local-chat-engine.js';
import type { PlanPreview, PlanPreviewInput } from './plan-preview.js';

/** Friday 2026-11-20, 12:00 and 23:00 in China. */
const NOON = Date.parse('2026-11-20T04:00:00Z');
const NIGHT = Date.parse('2026-11-20T15:00:00Z');

interface Reply {
  text: string;
  pieces: string[];
  references: readonly ChatReference[];
  events: ChatEngineEvent[];
}

async function ask(engine: ChatEngine, query: string, options: { language?: Locale; history?: ChatHistoryTurn[]; now?: number; signal?: AbortSignal } = {}): Promise<Reply> {
  const events: ChatEngineEvent[] = [];
  for await (const event of engine.answer({
    query,
    language: options.language ?? 'en-US',
    history: options.history ?? [],
    signal: options.signal ?? new AbortController().signal,
    now: options.now ?? NOON,
  })) {
    events.push(event);
  }
  const pieces = events.flatMap((e) => (e.type === 'text' ? [e.text] : []));
  const references = events.flatMap((e) => (e.type === 'references' ? [e.references] : []))[0] ?? [];
  return { text: pieces.join(''), pieces, references, events };
}

/** A session in which `first` was asked and answered, for follow-ups. */
async function after(engine: ChatEngine, first: string, language: Locale = 'en-US'): Promise<ChatHistoryTurn[]> {
  const reply = await ask(engine, first, { language });
  return [
    { role: 'user', content: first, references: [] },
    { role: 'assistant', content: reply.text, references: reply.references },
  ];
}

describe('local chat engine on the real catalog', () => {
  let database: TestDatabase;
  let catalog: ChatCatalog;
  let engine: ChatEngine;
  // The planner's preview is wired by app.ts (features never import each other); its own test is
  // features/planner/itinerary-preview.test.ts and bench/chat.eval.ts runs the two together. Here a
  // stand-in plans N days (the number in the text) from the catalog's first sights.
  const planned: PlanPreviewInput[] = [];
  const fakePlanner: PlanPreview = (input) => {
    planned.push(input);
    const days = Number(/\d/.exec(input.text)?.[0] ?? (/两|兩/.test(input.text) ? 2 : 0));
    if (days === 0) return Promise.resolve({ kind: 'unreadable' });
    return Promise.resolve({
      kind: 'plan',
      days: Array.from({ length: days }, (_, i) => ({
        dayIndex: i + 1,
        date: null,
        towns: [catalog.towns[0]?.name[input.language] ?? ''],
        items: catalog.attractions.slice(2 * i, 2 * i + 2).map((a, j) => ({ kind: 'attraction' as const, id: a.id, name: a.name[input.language], start: `1${j}:00` })),
      })),
    });
  };
  beforeAll(async () => {
    ({ database, catalog } = await openChatCatalog());
    engine = createLocalChatEngine({ catalog: () => Promise.resolve(catalog), planPreview: fakePlanner });
  });
  afterAll(async () => {
    await database.cleanup();
  });

  const attraction = (id: string) => {
    const found = catalog.attractions.find((a) => a.id === id);
    if (!found) throw new Error(`no attraction ${id}`);
    return found;
  };
  /** Every answer: grounded, links to real entries, references last and matching the links. */
  const expectWellFormed = (reply: Reply) => {
    expect(checkGrounding(reply.text, catalog).unknownNames).toEqual([]);
    expect(reply.events.at(-1)?.type).toBe('references');
    expect(reply.events.filter((e) => e.type === 'references')).toHaveLength(1);
    expect(reply.pieces.every((p) => p.length > 0)).toBe(true);
    for (const reference of reply.references) expect(reply.text).toContain(`](${reference.path})`);
  };
  /**
   * A list answer names the first eight of `expected` (no entry outside it) and, when there are
   * more, says how many with the link of the full list (`moreHref`).
   */
  const expectListed = (reply: Reply, kind: string, expected: readonly string[], moreHref?: string) => {
    const listed = reply.references.filter((r) => r.kind === kind).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(listed).toHaveLength(Math.min(8, expected.length));
    expect(listed.every((id) => expected.includes(id))).toBe(true);
    if (expected.length > 8) {
      expect(reply.text).toMatch(new RegExp(`${expected.length - 8} (more|家)`));
      if (moreHref) expect(reply.text).toContain(`](${moreHref})`);
    }
  };

  it.each([
    ['en-US', 'How much is the ticket for the Three Pagodas?', '¥75'],
    ['zh-CN', '崇圣寺三塔门票多少钱？', '75 元'],
    ['zh-HK', '崇聖寺三塔門票幾多錢？', '75 元'],
  ] as const)('answers tickets in %s', async (locale, question, price) => {
    const reply = await ask(engine, question);
    expect(reply.text).toContain(price);
    expect(reply.text).toContain(attraction('three-pagodas-chongsheng-temple').name[locale]);
    expect(reply.references[0]).toMatchObject({ kind: 'attraction', id: 'three-pagodas-chongsheng-temple', priceFen: 7500, priceKind: 'ticket', path: '/attractions/three-pagodas-chongsheng-temple' });
    expect(reply.pieces.length).toBeGreaterThan(1);
    expectWellFormed(reply);
  });

  it.each([
    ['en-US', 'Is Butterfly Spring open now?', 'open now (until 18:00 today)', 'closed now'],
    ['zh-CN', '蝴蝶泉现在开着吗？', '现在开放（今天到 18:00）', '现在关闭'],
    ['zh-HK', '蝴蝶泉現在開放嗎', '現在開放（今日至 18:00）', '現在關閉'],
  ] as const)('answers hours and whether a place is open now in %s', async (_locale, question, open, closed) => {
    const noon = await ask(engine, question);
    expect(noon.text).toContain('09:00–18:00');
    expect(noon.text).toContain(open);
    expect(noon.references[0]?.openNow).toBe('open');
    const night = await ask(engine, question, { now: NIGHT });
    expect(night.text).toContain(closed);
    expect(night.references[0]?.openNow).toBe('closed');
    expectWellFormed(night);
  });

  it.each([
    ['en-US', 'Can I visit Jizu Mountain on Saturday?', 'Saturday: closed'],
    ['zh-CN', '鸡足山周末开吗', '周六：不开放'],
    ['zh-HK', '雞足山星期一開嗎', '週一：08:00–17:00'],
  ] as const)('answers the hours of a weekday in %s', async (_locale, question, line) => {
    const reply = await ask(engine, question);
    expect(reply.text).toContain(line);
    expectWellFormed(reply);
  });

  it.each([
    ['en-US', 'How long should I spend at the Three Pagodas?', '2 h'],
    ['zh-CN', '苍山游览需要多长时间', '6 小时'],
    ['zh-HK', '嚴家大院要玩多久？', '1 小時'],
  ] as const)('answers how long a visit takes in %s', async (_locale, question, length) => {
    const reply = await ask(engine, question);
    expect(reply.text).toContain(length);
    expect(reply.text).not.toContain('km');
  });

  it.each([
    ['en-US', 'Where is Wase Market?', 'wase-market'],
    ['zh-CN', '挖色集市在哪里？', 'wase-market'],
    ['zh-HK', '玉几島在哪裏', 'yuji-island'],
  ] as const)('says where a place is in %s', async (locale, question, id) => {
    const reply = await ask(engine, question);
    expect(reply.text).toContain(attraction(id).address[locale]);
    expectWellFormed(reply);
  });

  it.each([
    ['en-US', 'What local dishes should I try?', null],
    ['zh-CN', '大理有什么特色菜？', null],
    ['zh-HK', '有甚麼素食菜式？有什麼好吃', 'vegetarian'],
  ] as const)('suggests dishes in %s, Dali’s own first, with the diet asked for', async (_locale, question, diet) => {
    const reply = await ask(engine, question);
    const dishes = reply.references.filter((r) => r.kind === 'food').map((r) => catalog.foods.find((f) => f.id === r.id));
    expect(dishes.length).toBeGreaterThanOrEqual(3);
    if (diet) expect(dishes.every((d) => d?.tags.includes(diet))).toBe(true);
    else expect(dishes[0]?.tags.some((t) => ['bai-cuisine', 'bai-culture', 'dali-prefecture'].includes(t))).toBe(true);
    expectWellFormed(reply);
  });

  it.each([
    ['en-US', 'Vegetarian restaurants in Dali Old Town?', 'vegetarian', 'dali-old-town'],
    ['zh-CN', '清真餐厅在哪', 'halal', null],
    ['zh-HK', '大理古城有素食餐廳嗎', 'vegetarian', 'dali-old-town'],
    ['en-US', 'Halal restaurants in Dali Old Town?', 'halal', 'dali-old-town'],
  ] as const)('finds restaurants by cuisine, or by what a source says they serve, in %s', async (_locale, question, cuisine, townId) => {
    const reply = await ask(engine, question);
    // A place whose source says it is halal (or has vegetarian dishes) counts whatever its cuisine keywords.
    const servesIt = (r: (typeof catalog.restaurants)[number]) => r.cuisine.includes(cuisine) || (cuisine === 'halal' ? r.diet.halal : r.diet.vegetarianOptions) === true;
    const expected = catalog.restaurants.filter((r) => servesIt(r) && (townId === null || r.townId === townId)).map((r) => r.id);
    if (cuisine === 'halal' && townId !== null) expect(expected.some((id) => !catalog.restaurants.find((r) => r.id === id)?.cuisine.includes('halal'))).toBe(true);
    expectListed(reply, 'restaurant', expected);
    expectWellFormed(reply);
  });

  it('greets back, and falls back to names and tags before refusing', async () => {
    const hello = await ask(engine, '你好');
    expect(hello.text).not.toMatch(/^抱歉/);
    expect(hello.text).toContain('我可以回答');
    // Names first: every entry named "… Hot Spring …", the Eryuan hot springs among them.
    const springs = await ask(engine, 'Any hot springs?');
    expect(springs.references.map((r) => r.id)).toContain('eryuan-hot-springs');
    expect(springs.references.filter((r) => r.kind !== 'town').every((r) => /hot spring/i.test(r.name))).toBe(true);
    expectWellFormed(springs);
    expect((await ask(engine, 'What is the best phone plan in China?')).text).toMatch(/^Sorry/);
  });

  it.each([
    ['en-US', 'Is Erhai Lake good for kids?', 'Our catalog marks'],
    ['zh-CN', '五华楼适合徒步吗', '我们的目录没有把'],
    ['zh-HK', '洱海適合踩單車嗎？', '在我們的目錄裏'],
  ] as const)('says whether a sight suits an interest by its tags in %s', async (_locale, question, verdict) => {
    const reply = await ask(engine, question);
    expect(reply.text).toContain(verdict);
    expectWellFormed(reply);
  });

  it('lists the roads from a town when only that town is named, and says when room types are unknown', async () => {
    const roads = await ask(engine, 'How do I get from Xiaguan to the old town?');
    const fromXiaguan = catalog.travelTimes.filter((t) => t.fromTownId === 'xiaguan' || t.toTownId === 'xiaguan');
    expect(roads.references.filter((r) => r.kind === 'town')).toHaveLength(fromXiaguan.length + 1);
    expect(roads.text).toContain('13 km, 20 min');
    expectWellFormed(roads);
    expect((await ask(engine, '喜林苑有什么房型')).text).toContain('我们的资料里没有房型信息');
  });

  it('says plainly when it did not understand, without claiming a place is missing', async () => {
    const reply = await ask(engine, '我带老人去，哪里比较轻松');
    expect(reply.text).toMatch(/^抱歉，我没能理解这个问题/);
    expect(reply.references).toEqual([]);
  });

  it('says when hours are not known instead of guessing', async () => {
    const island = catalog.attractions.find((a) => a.id === 'yuji-island');
    expect(island?.hours).toBeNull();
    expect(island?.ticketFen).toBeNull();
    const en = await ask(engine, 'Yuji Island opening hours');
    expect(en.text).toContain('hours not known');
    expect((await ask(engine, '玉几岛开放时间')).text).toContain('开放时间不详');
    expect((await ask(engine, 'How much is the Yuji Island ticket?')).text).toContain('no ticket price in our data');
  });

  it.each([
    ['en-US', 'How do I get to Jizu Mountain?'],
    ['zh-CN', '鸡足山怎么去？'],
    ['zh-HK', '雞足山點樣去？怎麼去'],
  ] as const)('answers how to get there in %s from the catalog text', async (locale, question) => {
    const reply = await ask(engine, question);
    expect(reply.text).toContain(attraction('jizu-mountain').transport[locale]);
    expectWellFormed(reply);
  });

  it.each([
    ['en-US', 'How far is it from Xizhou to Shaxi?'],
    ['zh-CN', '从喜洲到沙溪多远？'],
    ['zh-HK', '喜洲去沙溪有幾遠？'],
  ] as const)('answers travel time between towns in %s', async (_locale, question) => {
    const pair = catalog.travelTimes.find((t) => [t.fromTownId, t.toTownId].sort().join() === ['shaxi', 'xizhou'].join());
    const reply = await ask(engine, question);
    expect(reply.text).toContain(`${pair?.km} km`);
    expect(reply.references.map((r) => r.id)).toEqual(['xizhou', 'shaxi']);
    expectWellFormed(reply);
  });

  it.each([
    ['en-US', 'Is shengpi spicy? Is it raw?', ['served raw', 'contains pork', 'spicy']],
    ['zh-CN', '生皮是生的吗？辣不辣', ['生食', '含猪肉', '辣']],
    ['zh-HK', '生皮係咪生嘅？辣嗎', ['生食', '含豬肉', '辣']],
  ] as const)('answers dish diet facts in %s', async (_locale, question, facts) => {
    const reply = await ask(engine, question);
    for (const fact of facts) expect(reply.text).toContain(fact);
    expect(reply.references[0]).toMatchObject({ kind: 'food', id: 'shengpi', path: '/gourmetFood/shengpi' });
    expectWellFormed(reply);
  });

  it.each([
    ['en-US', 'What is rushan?'],
    ['zh-CN', '乳扇是什么？'],
    ['zh-HK', '乳扇係咩嚟？是什麼'],
  ] as const)('explains a dish and where to eat it in %s', async (locale, question) => {
    const reply = await ask(engine, question);
    const rushan = catalog.foods.find((f) => f.id === 'rushan-milk-fan');
    expect(reply.text).toContain(rushan?.culturalBackground[locale]);
    expectListed(reply, 'restaurant', rushan?.restaurantIds ?? [], '/gourmetFood/rushan-milk-fan');
    expectWellFormed(reply);
  });

  it.each([
    ['en-US', 'Where can I eat clay-pot fish?'],
    ['zh-CN', '哪里可以吃到砂锅鱼'],
    ['zh-HK', '邊度可以食到砂鍋魚？哪裏有'],
  ] as const)('lists restaurants serving a dish in %s', async (_locale, question) => {
    const reply = await ask(engine, question);
    const serving = catalog.restaurants.filter((r) => r.dishIds.includes('shaguo-yu')).map((r) => r.id);
    expect(reply.references.filter((r) => r.kind === 'restaurant').map((r) => r.id)).toEqual(serving);
    expect(reply.text).toContain('/gourmetFood/restaurant/');
    expectWellFormed(reply);
  });

  it.each([
    ['en-US', 'Restaurants in Xizhou'],
    ['zh-CN', '喜洲有什么餐厅'],
    ['zh-HK', '喜洲有甚麼餐廳'],
  ] as const)('lists restaurants of a town in %s', async (_locale, question) => {
    const reply = await ask(engine, question);
    const inTown = catalog.restaurants.filter((r) => r.townId === 'xizhou').map((r) => r.id);
    expectListed(reply, 'restaurant', inTown, '/gourmetFood?town=Xizhou');
    expectWellFormed(reply);
  });

  it.each([
    ['en-US', 'Cheap hostels in Dali Old Town under 50 yuan', { townId: 'dali-old-town', type: 'hostel', maxFen: 5000 }],
    ['zh-CN', '大理古城50元以下的青旅', { townId: 'dali-old-town', type: 'hostel', maxFen: 5000 }],
    ['zh-HK', '雙廊住邊度？住哪裏', { townId: 'shuanglang', type: null, maxFen: null }],
  ] as const)('finds stays by town, type and price in %s', async (_locale, question, filter) => {
    const reply = await ask(engine, question);
    // Cheapest known price first, unknown prices last; under a cap, unknown prices are left out.
    const ids = catalog.stays
      .filter((s) => s.townId === filter.townId && (filter.type === null || s.type === filter.type))
      .filter((s) => filter.maxFen === null || (s.priceFromFen !== null && s.priceFromFen <= filter.maxFen))
      .sort((a, b) => (a.priceFromFen ?? Number.MAX_SAFE_INTEGER) - (b.priceFromFen ?? Number.MAX_SAFE_INTEGER))
      .map((s) => s.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(reply.references.filter((r) => r.kind === 'stay').map((r) => r.id)).toEqual(ids.slice(0, 8));
    expect(reply.text).toContain(`/stay/reserve?id=${ids[0]}`);
    if (ids.length > 8) expect(reply.text).toContain(`/stay?town=`);
    expectWellFormed(reply);
  });

  it.each([
    ['en-US', 'Where should I go hiking?', 'hiking'],
    ['zh-CN', '带孩子去哪里玩比较好', 'family-friendly'],
    ['zh-HK', '邊度適合影相？', 'photography'],
  ] as const)('suggests sights for an interest in %s', async (_locale, question, tag) => {
    const reply = await ask(engine, question);
    const sights = reply.references.filter((r) => r.kind === 'attraction');
    expect(sights.length).toBeGreaterThanOrEqual(2);
    expect(attraction(sights[0]?.id ?? '').tags).toContain(tag);
    expectWellFormed(reply);
  });

  it.each([
    ['en-US', 'Erhai Lake or Cangshan, which is better?'],
    ['zh-CN', '洱海和苍山哪个好？'],
    ['zh-HK', '洱海同蒼山比較，哪個好'],
  ] as const)('compares two places in %s', async (locale, question) => {
    const reply = await ask(engine, question);
    expect(reply.references.slice(0, 2).map((r) => r.id)).toEqual(['erhai-lake', 'cangshan-mountain']);
    expect(reply.text).toContain(attraction('cangshan-mountain').intro[locale]);
    expectWellFormed(reply);
  });

  it.each([
    ['en-US', 'Plan me 3 days in Dali', 3],
    ['zh-CN', '帮我规划大理3天行程', 3],
    ['zh-HK', '幫我安排兩天喜洲行程', 2],
  ] as const)('answers "plan me N days" with a compact itinerary and the planner link in %s', async (locale, question, days) => {
    const reply = await ask(engine, question);
    expect(reply.text).toContain(`/ai-travel-planner?q=${encodeURIComponent(question)}`);
    expect(reply.text.match(/^\*\*/gm)?.length).toBe(days);
    expect(reply.references.filter((r) => r.kind === 'attraction').length).toBeGreaterThanOrEqual(days);
    expect(planned.at(-1)).toEqual({ text: question, language: locale, now: NOON });
    expectWellFormed(reply);
  });

  it('says why a plan cannot be made, with the planner link', async () => {
    const preview: PlanPreview = () => Promise.resolve({ kind: 'infeasible', reasons: ['A budget of ¥10 is not enough'] });
    const fake = createLocalChatEngine({ catalog: () => Promise.resolve(catalog), planPreview: preview });
    const reply = await ask(fake, 'plan 2 days with 10 yuan');
    expect(reply.text).toContain('A budget of ¥10 is not enough');
    expect(reply.text).toContain('/ai-travel-planner?q=');
  });

  it('uses the session for follow-ups in every language', async () => {
    const en = await ask(engine, 'and its tickets?', { history: await after(engine, 'Tell me about Cangshan') });
    expect(en.text).toContain('¥30');
    expect(en.references[0]?.id).toBe('cangshan-mountain');
    const zh = await ask(engine, '那门票呢？', { history: await after(engine, '蝴蝶泉怎么去', 'zh-CN') });
    expect(zh.text).toContain('40 元');
    const hk = await ask(engine, '幾點關門？', { history: await after(engine, '介紹一下嚴家大院', 'zh-HK') });
    expect(hk.text).toContain('17:30');
    // A new name inherits the previous question's intent.
    const next = await ask(engine, 'What about Xizhou?', { history: await after(engine, 'restaurants in Shuanglang') });
    expect(next.references.filter((r) => r.kind === 'restaurant').every((r) => r.town === 'Xizhou')).toBe(true);
  });

  it.each([
    ['en-US', 'What will the weather be like tomorrow?', /^Sorry/],
    ['zh-CN', '去大理需要签证吗', /^抱歉/],
    ['zh-HK', '我銀包被偷了，要報警', /^抱歉/],
    ['en-US', 'How much is the Golden Lotus Hotel?', /could not find that place/],
    ['zh-HK', '雲頂酒店幾錢一晚', /找不到你說的地方/],
  ] as const)('refuses plainly in %s what it cannot answer: %s', async (_locale, question, refusal) => {
    const reply = await ask(engine, question);
    expect(reply.text).toMatch(refusal);
    expect(reply.text).toMatch(/I can help with|我可以回答/);
    expect(reply.references).toEqual([]);
    expectWellFormed(reply);
  });

  it('answers in the language the question is written in', async () => {
    expect((await ask(engine, 'Tell me about Cangshan', { language: 'zh-HK' })).text).toContain('Cangshan Mountain');
    expect((await ask(engine, '蒼山門票幾多錢', { language: 'en-US' })).references[0]?.name).toBe('蒼山');
    expect((await ask(engine, '苍山门票多少钱', { language: 'zh-HK' })).text).toContain('门票');
  });

  it('stops when the signal aborts', async () => {
    const before = new AbortController();
    before.abort();
    expect((await ask(engine, 'Restaurants in Dali Old Town', { signal: before.signal })).events).toEqual([]);

    const during = new AbortController();
    const events: ChatEngineEvent[] = [];
    for await (const event of engine.answer({ query: 'Restaurants in Dali Old Town', language: 'en-US', history: [], signal: during.signal, now: NOON })) {
      events.push(event);
      during.abort();
    }
    expect(events).toHaveLength(1);
    expect(events[0]?.type).toBe('text');

    let release = () => {};
    const slowPlan: PlanPreview = () => new Promise((resolve) => (release = () => resolve({ kind: 'unreadable' })));
    const slow = createLocalChatEngine({ catalog: () => Promise.resolve(catalog), planPreview: slowPlan });
    const planAbort = new AbortController();
    const planEvents: ChatEngineEvent[] = [];
    const run = (async () => {
      for await (const event of slow.answer({ query: 'Plan me 3 days in Dali', language: 'en-US', history: [], signal: planAbort.signal, now: NOON })) planEvents.push(event);
    })();
    await new Promise((resolve) => setImmediate(resolve));
    planAbort.abort();
    // The turn ends without waiting for the planner.
    await run;
    expect(planEvents.map((e) => e.type)).toEqual(['text']);
    release();
  });
});
