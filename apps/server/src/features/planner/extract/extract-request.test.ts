import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIET_KEYS, PlannerRequestSchema, matchDietKey, type PlannerRequestInput } from '@dali/shared/contracts/planner';
import type { Locale } from '@dali/shared/locales';
import { REPO_ROOT } from '../../../config/env.js';
import { loadCatalogSnapshotFromDir, type CatalogSnapshot } from '../engine/catalog-snapshot.js';
import { resolveDestination } from '../engine/destinations.js';
import { extractRequestFromText } from './extract-request.js';
import { gazetteerOf, resolvePlaceName } from './gazetteer.js';
import { ASSUMED_CNY_PER_HKD, ASSUMED_CNY_PER_USD } from './quantities.js';
import { VOCABULARY } from './vocabulary.js';

// 12:00 on Monday 15 June 2026 in China.
const CLOCK = new Date('2026-06-15T04:00:00Z');
let snapshot: CatalogSnapshot;

beforeAll(async () => {
  snapshot = await loadCatalogSnapshotFromDir(path.join(REPO_ROOT, 'catalog'));
});

const extract = (text: string, options: { language?: Locale; clock?: Date } = {}) =>
  extractRequestFromText({ text, language: options.language ?? 'zh-CN', snapshot, clock: options.clock ?? CLOCK });

// Each row: text, the fields expected (compared with toMatchObject), the unrecognised words.
type Row = [text: string, expected: Partial<PlannerRequestInput>, unrecognised?: string[]];

describe('extractRequestFromText: durations', () => {
  it.each<Row>([
    ['去大理玩3天', { durationDays: 3 }],
    ['想玩三天', { durationDays: 3 }],
    ['3日游，轻松一点', { durationDays: 3, pace: 'relaxed' }],
    ['三天两晚', { durationDays: 3 }],
    ['住两晚', { durationDays: 3 }],
    ['一周左右', { durationDays: 7 }],
    ['想玩一週', { durationDays: 7 }],
    ['周末去双廊', { durationDays: 2 }],
    ['three days of hiking', { durationDays: 3 }],
    ['a 3-day trip', { durationDays: 3 }],
    ['a week of food and temples', { durationDays: 7 }],
    ['a weekend getaway', { durationDays: 2 }],
    ['4 days 3 nights', { durationDays: 4 }],
  ])('%s', (text, expected, unrecognised = []) => {
    const result = extract(text);
    expect(result.request).toMatchObject(expected);
    expect(result.unrecognised).toEqual(unrecognised);
  });

  it('keeps a stated length beyond the limit for validation to refuse', () => {
    const { request } = extract('两周慢慢玩');
    expect(request.durationDays).toBe(14);
    expect(PlannerRequestSchema.safeParse(request).success).toBe(false);
  });
});

describe('extractRequestFromText: dates (clock 2026-06-15 in China)', () => {
  it.each<Row>([
    ['2026-12-01出发，玩4天', { startDate: '2026-12-01', durationDays: 4 }],
    ['12月1日到3日', { startDate: '2026-12-01', endDate: '2026-12-03' }],
    ['十二月一号到十二月三号', { startDate: '2026-12-01', endDate: '2026-12-03' }],
    ['12/1 - 12/4, 2 people', { startDate: '2026-12-01', endDate: '2026-12-04', travelerCount: 2 }],
    ['from Dec 1 to Dec 4', { startDate: '2026-12-01', endDate: '2026-12-04' }],
    ['Dec 1-3 in Xizhou', { startDate: '2026-12-01', endDate: '2026-12-03', destinations: ['xizhou'] }],
    ['1st of December to 5th December', { startDate: '2026-12-01', endDate: '2026-12-05' }],
    ['12月30日到1月2日', { startDate: '2026-12-30', endDate: '2027-01-02' }],
    ['12月30日到2日', { startDate: '2026-12-30', endDate: '2027-01-02' }],
    ['3月5日出发，两天', { startDate: '2027-03-05', durationDays: 2 }],
    ['明天出发，两天', { startDate: '2026-06-16', durationDays: 2 }],
    ['this weekend', { startDate: '2026-06-20', durationDays: 2 }],
    ['下周末去喜洲', { startDate: '2026-06-27', durationDays: 2, destinations: ['xizhou'] }],
    ['2月30日出发', {}, ['2月30日']],
    // Weekdays (15 June 2026 is a Monday).
    ['周五到周日', { startDate: '2026-06-19', endDate: '2026-06-21' }],
    ['下週五出發，兩天', { startDate: '2026-06-26', durationDays: 2 }],
    ['next Monday for 3 days', { startDate: '2026-06-22', durationDays: 3 }],
  ])('%s', (text, expected, unrecognised = []) => {
    const result = extract(text);
    expect(result.request).toMatchObject(expected);
    expect(result.unrecognised).toEqual(unrecognised);
  });

  it('reads a date without a year as its next occurrence in Asia/Shanghai', () => {
    // 01:00 on 1 December 2026 in China is still 30 November in UTC.
    const clock = new Date('2026-11-30T17:00:00Z');
    expect(extract('12月1日出发，3天', { clock }).request.startDate).toBe('2026-12-01');
    expect(extract('11月30日出发，3天', { clock }).request.startDate).toBe('2027-11-30');
    expect(extract('Jan 5, 3 days', { clock }).request.startDate).toBe('2027-01-05');
  });

  it('drops a stated length that agrees with both dates and keeps one that does not', () => {
    expect(extract('12月1日到3日，三天').request).not.toHaveProperty('durationDays');
    const mismatch = extract('12月1日到3日，玩五天').request;
    expect(mismatch.durationDays).toBe(5);
    expect(PlannerRequestSchema.safeParse(mismatch).success).toBe(false);
  });
});

describe('extractRequestFromText: party size', () => {
  it.each<Row>([
    ['2人，3天', { travelerCount: 2 }],
    ['两个人去大理', { travelerCount: 2 }],
    ['兩位，三天', { travelerCount: 2 }],
    ['我们三个，去喜洲', { travelerCount: 3 }],
    ['一家三口', { travelerCount: 3, specialNeeds: ['familyFriendly'] }],
    ['两个大人一个小孩', { travelerCount: 3, specialNeeds: ['familyFriendly'] }],
    ['2大1小', { travelerCount: 3 }],
    ['我和老婆带两个孩子', { travelerCount: 4, specialNeeds: ['familyFriendly'] }],
    ['a family of four', { travelerCount: 4, specialNeeds: ['familyFriendly'] }],
    ['2 adults and 1 child', { travelerCount: 3, specialNeeds: ['familyFriendly'] }],
    ['a trip for 3 people', { travelerCount: 3 }],
    ['we are a couple', { travelerCount: 2 }],
    ['情侣出游', { travelerCount: 2 }],
    ['solo traveller', { travelerCount: 1 }],
    ['一个人去', { travelerCount: 1 }],
  ])('%s', (text, expected) => {
    expect(extract(text).request).toMatchObject(expected);
  });
});

describe('extractRequestFromText: budget and nightly band', () => {
  it.each<Row>([
    ['预算5000元', { budget: 5000 }],
    ['5000块', { budget: 5000 }],
    ['¥5000', { budget: 5000 }],
    ['￥5,000', { budget: 5000 }],
    ['5k RMB', { budget: 5000 }],
    ['5000 CNY total', { budget: 5000 }],
    ['预算一万五', { budget: 15000 }],
    ['预算1.5万', { budget: 15000 }],
    ['budget $800', { budget: Math.round(800 * ASSUMED_CNY_PER_USD) }],
    ['800 USD', { budget: Math.round(800 * ASSUMED_CNY_PER_USD) }],
    ['預算5000港幣', { budget: Math.round(5000 * ASSUMED_CNY_PER_HKD) }],
    ['人均1000，两个人', { budget: 2000, travelerCount: 2 }],
    ['three of us, 1500 yuan per person', { budget: 4500, travelerCount: 3 }],
    ['budget 3000-5000 yuan', { budget: 5000 }],
    ['每晚200以内', { accommodationBudget: '100to200' }],
    ['住宿每晚300以上', { accommodationBudget: 'over300' }],
    ['under ¥100 a night', { accommodationBudget: 'under100' }],
    ['about 250 yuan per night, budget 3000', { accommodationBudget: '200to300', budget: 3000 }],
    ['预算500欧元', {}, ['500欧元']],
  ])('%s', (text, expected, unrecognised = []) => {
    const result = extract(text);
    expect(result.request).toMatchObject(expected);
    if (!('budget' in expected)) expect(result.request).not.toHaveProperty('budget');
    expect(result.unrecognised).toEqual(unrecognised);
  });
});

describe('extractRequestFromText: diets, lodging, transport, pace, preferences', () => {
  it.each<Row>([
    ['我吃素', { dietaryRestrictions: ['vegetarian'], specialNeeds: ['vegetarian'] }],
    ['清真，不吃辣', { dietaryRestrictions: ['halal', 'no-spicy'] }],
    ['不吃豬肉，海鮮過敏', { dietaryRestrictions: ['no-pork', 'no-seafood'] }],
    ['vegan, gluten-free', { dietaryRestrictions: ['vegan', 'gluten-free'] }],
    ["I'm allergic to seafood and don't eat beef", { dietaryRestrictions: ['no-seafood', 'no-beef'] }],
    ['想住客栈', { accommodationType: 'guesthouse' }],
    ['住民宿', { accommodationType: 'homestay' }],
    ['青旅就行', { accommodationType: 'hostel' }],
    ['a nice hotel', { accommodationType: 'hotel' }],
    ['自驾', { transportation: 'selfDriving' }],
    ['包车游', { transportation: 'privateCar' }],
    ['环洱海骑行', { transportation: 'cycling' }],
    ['by public transport', { transportation: 'public' }],
    ['慢节奏，不要太赶', { pace: 'relaxed' }],
    ['行程紧凑一点', { pace: 'packed' }],
    ['a relaxed pace please', { pace: 'relaxed' }],
    ['喜欢拍照和徒步', { activityPreferences: ['photography', 'hiking'], interests: ['nature'] }],
    ['history, temples and local food', { interests: ['culture', 'food'], attractionPreferences: ['historical', 'religious'] }],
    ['带老人，有轮椅', { specialNeeds: ['familyFriendly', 'accessibility'] }],
    ['性价比高', { priorityFactors: ['valueForMoney'] }],
    ['请用英文回答', { language: 'en-US' }],
  ])('%s', (text, expected) => {
    expect(extract(text).request).toMatchObject(expected);
  });

  it('sets nothing for a refused wish', () => {
    const { request } = extract('不要购物，不想住青旅');
    expect(request.attractionPreferences).toBeUndefined();
    expect(request.activityPreferences).toBeUndefined();
    expect(request.accommodationType).toBeUndefined();
  });

  it('maps every diet term to a contract key that matchDietKey accepts', () => {
    for (const entry of VOCABULARY) {
      for (const effect of entry.effects) {
        if (effect.field === 'dietaryRestrictions') {
          expect(DIET_KEYS).toContain(effect.value);
          expect(matchDietKey(effect.value)).toBe(effect.value);
        }
      }
    }
  });
});

describe('extractRequestFromText: catalog places', () => {
  it.each<Row>([
    ['去喜洲和双廊', { destinations: ['xizhou', 'shuanglang'] }],
    ['去雙廊看洱海', { destinations: ['shuanglang'], mustVisit: ['erhai-lake'] }],
    // The town inside the attraction's name is not matched a second time.
    ['想逛喜洲古镇', { mustVisit: ['xizhou-ancient-town'] }],
    ['崇圣寺和苍山洗马潭大索道', { mustVisit: ['three-pagodas-chongsheng-temple', 'ximatan-cableway'] }],
    ['Visit Erhai Lake and the Three Pagodas', { mustVisit: ['erhai-lake', 'three-pagodas-chongsheng-temple'] }],
    ['2 days in Shaxi and Weishan', { destinations: ['shaxi', 'weishan'] }],
    ['Jade Dragon Snow Mountain and Lijiang Old Town', { mustVisit: ['jade-dragon-snow-mountain', 'lijiang-old-town'], destinations: ['lijiang-old-town'] }],
    ['下关住一晚', { destinations: ['xiaguan'] }],
    ['去丽江', { destinations: ['丽江'] }],
  ])('%s', (text, expected) => {
    const result = extract(text);
    expect(result.request).toMatchObject(expected);
    if (!expected.mustVisit) expect(result.request.mustVisit).toBeUndefined();
    expect(result.unrecognised).toEqual([]);
  });

  it('reports place words the catalog does not know', () => {
    expect(extract('去泸沽湖和玉龙雪山玩三天')).toEqual({
      request: { language: 'zh-CN', durationDays: 3, mustVisit: ['jade-dragon-snow-mountain'] },
      unrecognised: ['泸沽湖'],
    });
    const english = extract('I want to visit Tiger Leaping Gorge and Erhai Lake', { language: 'en-US' });
    expect(english.request).toMatchObject({ language: 'en-US', mustVisit: ['erhai-lake'] });
    expect(english.unrecognised).toEqual(['Tiger Leaping Gorge']);
    // Ordinary words after 去 are not places.
    expect(extract('想去吃好吃的，去当地市场看看').unrecognised).toEqual([]);
  });

  it('leaves out places the traveller refuses and the place they start from', () => {
    expect(extract('我不想去双廊，想去喜洲').request.destinations).toEqual(['xizhou']);
    const { request } = extract('从下关出发去双廊3天');
    expect(request.departureLocation).toBe('下关');
    expect(request.destinations).toEqual(['shuanglang']);
  });

  it('resolves exact names in every locale and refuses invented ones', () => {
    const gazetteer = gazetteerOf(snapshot);
    expect(resolvePlaceName('蒼山', gazetteer)).toEqual([{ kind: 'attraction', ids: ['cangshan-mountain'] }]);
    expect(resolvePlaceName('Cangshan Mountain (Cang Mountains)', gazetteer)).toEqual([{ kind: 'attraction', ids: ['cangshan-mountain'] }]);
    expect(resolvePlaceName('xizhou', gazetteer)).toEqual([{ kind: 'town', ids: ['xizhou'] }]);
    expect(resolvePlaceName('Tiger Leaping Gorge', gazetteer)).toBeNull();
  });
});

describe('extractRequestFromText: whole requests', () => {
  it('reads a Simplified Chinese request that validates', () => {
    const result = extract('我们三个人12月1日到3日去大理古城和双廊玩，预算5000元，不吃辣，想住客栈，每晚200以内');
    expect(result).toEqual({
      request: {
        language: 'zh-CN',
        startDate: '2026-12-01',
        endDate: '2026-12-03',
        travelerCount: 3,
        budget: 5000,
        accommodationBudget: '100to200',
        destinations: ['dali-old-town', 'shuanglang'],
        mustVisit: ['dali-ancient-city'],
        dietaryRestrictions: ['no-spicy'],
        accommodationType: 'guesthouse',
      },
      unrecognised: [],
    });
    expect(PlannerRequestSchema.safeParse(result.request).success).toBe(true);
  });

  it('takes a region as the area of the trip only when no town or sight is named', () => {
    expect(extract('我们两个人想在大理玩三天，想去喜洲').request.destinations).toEqual(['xizhou']);
    expect(extract('Three days around Dali, mostly Shaxi', { language: 'en-US' }).request.destinations).toEqual(['shaxi']);
    // The area stays the traveller's word; the planner reads it as the area's catalog towns.
    const lijiang = snapshot.townList.filter((town) => town.region === 'Lijiang').map((town) => town.id);
    expect(lijiang.length).toBeGreaterThan(0);
    expect(extract('去丽江玩两天').request.destinations).toEqual(['丽江']);
    expect(resolveDestination('丽江', snapshot)?.townIds).toEqual(lijiang);
  });

  it('reads a Traditional Chinese request that validates', () => {
    const result = extract('兩位，一週，預算人均3000，想去雞足山和蒼山，吃素，自駕', { language: 'zh-HK' });
    expect(result.request).toMatchObject({
      language: 'zh-HK',
      durationDays: 7,
      travelerCount: 2,
      budget: 6000,
      destinations: ['jizushan'],
      mustVisit: ['jizu-mountain', 'cangshan-mountain'],
      dietaryRestrictions: ['vegetarian'],
      transportation: 'selfDriving',
    });
    expect(PlannerRequestSchema.safeParse(result.request).success).toBe(true);
  });

  it('reads an English request that validates', () => {
    const result = extract('Going to Shaxi and the Stone Forest with my husband, 4 days from 2026-10-02, hotel under 200 a night, no spicy food, relaxed', {
      language: 'en-US',
    });
    expect(result.request).toEqual({
      language: 'en-US',
      startDate: '2026-10-02',
      durationDays: 4,
      travelerCount: 2,
      accommodationBudget: '100to200',
      destinations: ['shaxi'],
      mustVisit: ['stone-forest-shilin'],
      dietaryRestrictions: ['no-spicy'],
      accommodationType: 'hotel',
      pace: 'relaxed',
    });
    expect(PlannerRequestSchema.safeParse(result.request).success).toBe(true);
  });

  it('is deterministic', () => {
    const text = '国庆去丽江古城，三个人，人均预算2000，喜欢拍照';
    expect(extract(text)).toEqual(extract(text));
    expect(extract(text).request).toMatchObject({ startDate: '2026-10-01', durationDays: 7, travelerCount: 3, budget: 6000 });
  });
});

describe('extractRequestFromText: places written in pinyin, counties and other names', () => {
  it.each<Row>([
    ['3 days in Xǐzhōu and Shuānglàng', { destinations: ['xizhou', 'shuanglang'] }],
    ['2 days around xi zhou', { destinations: ['xizhou'] }],
    ['在剑川县玩两天', { destinations: ['剑川县'] }],
    ['两天，住大理市区', { destinations: ['xiaguan'] }],
    ['2 days in Dali New Town', { destinations: ['xiaguan'] }],
    ['去巍山县玩一天', { destinations: ['巍山县'] }],
  ])('%s', (text, expected, unrecognised = []) => {
    const result = extract(text);
    expect(result.request).toMatchObject(expected);
    expect(result.unrecognised).toEqual(unrecognised);
  });

  it('keeps an area word as said, which the planner reads as the area’s towns', () => {
    expect(extract('大理州玩三天').request.destinations).toEqual(['大理州']);
    expect(resolveDestination('大理州', snapshot)?.townIds).toEqual(snapshot.townList.filter((t) => t.prefecture !== null).map((t) => t.id));
    expect(extract('在劍川縣玩兩天', { language: 'zh-HK' }).request.destinations).toEqual(['劍川縣']);
    expect(resolveDestination('劍川縣', snapshot)?.townIds).toEqual(['shaxi']);
  });
});

describe('extractRequestFromText: places and kinds of sight ruled out, with the scope of the negation', () => {
  it.each<Row>([
    ['在大理玩三天，不要安排以下任何景点：蝴蝶泉', { avoid: ['butterfly-spring'] }],
    ['玩两天，别带我们去三塔和蝴蝶泉', { avoid: ['three-pagodas-chongsheng-temple', 'butterfly-spring'] }],
    ['唔好去双廊，玩兩日', { avoid: ['shuanglang'] }],
    ['3 days, avoid Erhai Lake and the Three Pagodas', { avoid: ['erhai-lake', 'three-pagodas-chongsheng-temple'] }],
    ['3 days in Dali, skip the temples', { avoidAttractionTypes: ['religious'] }],
    ['两天，不要包含宗教场所', { avoidAttractionTypes: ['religious'] }],
  ])('%s', (text, expected) => {
    const result = extract(text);
    expect(result.request).toMatchObject(expected);
    // Ruled out is never also wished for.
    for (const id of expected.avoid ?? []) expect(result.request.mustVisit ?? []).not.toContain(id);
    expect(result.request.attractionPreferences ?? []).not.toContain('religious');
    expect(result.unrecognised).toEqual([]);
  });

  it('keeps "don’t miss" and a negation of something else from ruling a place out', () => {
    expect(extract('不要错过蝴蝶泉，玩两天').request).toMatchObject({ mustVisit: ['butterfly-spring'] });
    expect(extract('不要错过蝴蝶泉，玩两天').request.avoid).toBeUndefined();
    expect(extract('想去喜洲，不要太累，玩两天').request).toMatchObject({ destinations: ['xizhou'] });
    expect(extract('想去喜洲，不要太累，玩两天').request.avoid).toBeUndefined();
    expect(extract("2 days, don't miss Erhai Lake", { language: 'en-US' }).request).toMatchObject({ mustVisit: ['erhai-lake'] });
  });
});

describe('extractRequestFromText: a sight on a given day', () => {
  it.each<Row>([
    ['在大理玩三天，第二天去蝴蝶泉', { durationDays: 3, dayPins: [{ place: 'butterfly-spring', day: 2 }] }],
    ['玩三天，第2天必须安排喜洲古镇，最后一天去三塔', { durationDays: 3, dayPins: [{ place: 'xizhou-ancient-town', day: 2 }, { place: 'three-pagodas-chongsheng-temple', day: 'last' }] }],
    ['3 days in Dali, on the last day visit Erhai Lake', { durationDays: 3, dayPins: [{ place: 'erhai-lake', day: 'last' }] }],
    ['3 days; day 2: Three Pagodas', { durationDays: 3, dayPins: [{ place: 'three-pagodas-chongsheng-temple', day: 2 }] }],
    // Cantonese: 日 for day, 最尾 for last.
    ['兩個人喺大理玩兩日，最後一日去洱海', { durationDays: 2, dayPins: [{ place: 'erhai-lake', day: 'last' }] }],
    ['玩三日，最尾一日去三塔', { durationDays: 3, dayPins: [{ place: 'three-pagodas-chongsheng-temple', day: 'last' }] }],
  ])('%s', (text, expected) => {
    const result = extract(text);
    expect(result.request).toMatchObject(expected);
    expect(result.unrecognised).toEqual([]);
  });

  it('pins a town to a day through the sight named after it', () => {
    const result = extract('玩两天，第二天去双廊');
    expect(result.request).toMatchObject({ durationDays: 2, dayPins: [{ place: '双廊', day: 2 }] });
    expect(result.unrecognised).toEqual([]);
  });

  it('says a town with no sight named after it cannot be pinned, and keeps the town as a destination', () => {
    const result = extract('玩两天，第二天去湾桥');
    expect(result.request).toMatchObject({ durationDays: 2, destinations: ['wanqiao'] });
    expect(result.request.dayPins).toBeUndefined();
    expect(result.unrecognised).toEqual(['第二天去湾桥']);
  });
});

describe('extractRequestFromText: how many sights', () => {
  it.each<Row>([
    ['玩三天，每天最多两个景点，两个人', { durationDays: 3, travelerCount: 2, maxAttractionsPerDay: 2 }],
    ['在大理玩三天，一共不超过5个景点', { durationDays: 3, maxAttractionsTotal: 5 }],
    ['3 days, at most 2 sights a day', { durationDays: 3, maxAttractionsPerDay: 2 }],
    ['three days, no more than 6 attractions in total', { durationDays: 3, maxAttractionsTotal: 6 }],
  ])('%s', (text, expected) => {
    const result = extract(text);
    expect(result.request).toMatchObject(expected);
    expect(result.unrecognised).toEqual([]);
  });

  it('reads an exact number of sights as the least and the most', () => {
    const result = extract('玩三天，恰好安排4个景点');
    expect(result.request).toMatchObject({ minAttractionsTotal: 4, maxAttractionsTotal: 4 });
    expect(result.unrecognised).toEqual([]);
  });
});
