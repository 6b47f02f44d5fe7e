import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlannerRequestSchema, type PlannerRequestInput } from '@dali/shared/contracts/planner';
import type { Locale } from '@dali/shared/locales';
import { REPO_ROOT } from '../../../config/env.js';
import { loadCatalogSnapshotFromDir, type CatalogSnapshot } from '../engine/catalog-snapshot.js';
import { extractRequestFromText } from './extract-request.js';
import { findMoney } from './quantities.js';
import { ExtractionText } from './text.js';

// 12:00 on Friday 20 November 2026 in China: the clock of the realistic evaluation set, where
// these phrasings were found.
const CLOCK = new Date('2026-11-20T04:00:00Z');
let snapshot: CatalogSnapshot;

beforeAll(async () => {
  snapshot = await loadCatalogSnapshotFromDir(path.join(REPO_ROOT, 'catalog'));
});

const extract = (text: string, language: Locale = /^[a-z]/i.test(text) ? 'en-US' : 'zh-CN') =>
  extractRequestFromText({ text, language, snapshot, clock: CLOCK });

type Row = [text: string, expected: Partial<PlannerRequestInput>];

describe('party size phrased without "people"', () => {
  it.each<Row>([
    ['3 days in Dali for two', { travelerCount: 2 }],
    ['3 days in Dali for 2', { travelerCount: 2 }],
    ['3 days in Dali for us two', { travelerCount: 2 }],
    ['Next weekend the two of us want to rent bikes in Dali Old Town', { travelerCount: 2, startDate: '2026-11-28', durationDays: 2 }],
    ['4 days in Dali with a friend, hiking on Cangshan', { travelerCount: 2, durationDays: 4 }],
    ['Coming from Kunming by bus with a friend, 4 days in Dali.', { travelerCount: 2, durationDays: 4 }],
    ['Three friends coming in from Jianchuan, we want 2 days in Shaxi Ancient Town', { travelerCount: 3, durationDays: 2 }],
    ['Two vegetarians spending Dec 30-31 in Dali.', { travelerCount: 2, dietaryRestrictions: ['vegetarian'], startDate: '2026-12-30', endDate: '2026-12-31' }],
    ['Couple with a 1-year-old, one week in Dali staying near the old town.', { travelerCount: 3, durationDays: 7, specialNeeds: ['familyFriendly'] }],
    ['We are a Dutch family with two girls aged 7 and 3, five days in Dali.', { travelerCount: 4, durationDays: 5, specialNeeds: ['familyFriendly'] }],
    ['我哋兩個香港人想去大理4日', { travelerCount: 2, durationDays: 4 }],
    ['我們兩個去大理三天', { travelerCount: 2 }],
    ['冬天想去洱源浸溫泉，兩日一夜，兩公婆', { travelerCount: 2, durationDays: 2 }],
    ['同老公去大理三日', { travelerCount: 2 }],
    ['和老公去大理三天', { travelerCount: 2 }],
    ['跟老婆去大理三天', { travelerCount: 2 }],
    ['带女朋友去大理三天', { travelerCount: 2 }],
    ['一家三口去大理三天', { travelerCount: 3 }],
    ['同老公帶兩個女去大理三日', { travelerCount: 4, specialNeeds: ['familyFriendly'] }],
  ])('%s', (text, expected) => {
    expect(extract(text).request).toMatchObject(expected);
  });

  it('does not take a length or an amount after "for" as the party', () => {
    expect(extract('Dali for 3 days').request.travelerCount).toBeUndefined();
    expect(extract('a guesthouse for 200 yuan a night, 3 days').request.travelerCount).toBeUndefined();
    expect(extract('Two days in Shaxi').request.travelerCount).toBeUndefined();
  });
});

describe('money', () => {
  it.each<Row>([
    ['学生党穷游大理3天，一个人，住青旅多人间，预算一共800', { budget: 800 }],
    ['预算一共八百，三天', { budget: 800 }],
    ['预算总共1000，三天', { budget: 1000 }],
    ['总预算一千五，三天', { budget: 1500 }],
    ['一共花3000，三天', { budget: 3000 }],
  ])('%s', (text, expected) => {
    expect(extract(text).request).toMatchObject(expected);
  });

  it.each<[string, string]>([
    // About an amount on a band's upper edge: the band that ends there.
    ['两个人去巍山古城玩4天，住古城里的酒店，一晚200左右，总预算1500', '100to200'],
    ['3 days, a hotel at about 200 a night', '100to200'],
    ['三天，一晚三百左右', '200to300'],
    ['三天，200-300一晚', '200to300'],
    ['三天，一晚四百左右', 'over300'],
    ['about 250 yuan per night, 3 days', '200to300'],
  ])('%s → %s a night', (text, band) => {
    expect(extract(text).request.accommodationBudget).toBe(band);
  });

  it('keeps "一晚" of a nightly price out of the trip length', () => {
    const { request } = extract('两个人去巍山古城玩4天，一晚200左右，总预算1500');
    expect(request).toMatchObject({ durationDays: 4, budget: 1500 });
  });

  it('reads no amount whose characters another recogniser has claimed', () => {
    for (const [text, claimed] of [
      ['住宿费用不超过800元', '不超过800元'],
      ['门票总费用不超过200元', '门票总费用不超过200元'],
      ['keep the attraction ticket cost within 300', 'within 300'],
      ['每天总花费不超过600元', '600'],
      ['餐饮不超过500', '500'],
      ['交通费不超过100', '不超过100'],
    ] as const) {
      const source = new ExtractionText(text);
      const start = source.lower.indexOf(claimed);
      source.claim(start, start + claimed.length);
      expect(findMoney(source).budgetCny, text).toBeNull();
    }
    // Unclaimed, a cap next to a total does not hide the total.
    const source = new ExtractionText('餐饮不超过500，预算3000');
    source.claim(0, '餐饮不超过500'.length);
    expect(findMoney(source).budgetCny).toBe(3000);
  });
});

describe('dates and trip length', () => {
  it.each<Row>([
    ['12月6號由廣州飛大理，玩到9號，兩個人，想去崇聖寺三塔同感通寺，住古城客棧', { startDate: '2026-12-06', endDate: '2026-12-09', travelerCount: 2 }],
    ['12月6号出发，到9号', { startDate: '2026-12-06', endDate: '2026-12-09' }],
    ['12月6号出发，玩到12月9日', { startDate: '2026-12-06', endDate: '2026-12-09' }],
    ['Arriving in Dali on Dec 6 and staying until the 9th', { startDate: '2026-12-06', endDate: '2026-12-09' }],
    ['12月30号出发，玩到2号', { startDate: '2026-12-30', endDate: '2027-01-02' }],
  ])('%s', (text, expected) => {
    const { request } = extract(text);
    expect(request).toMatchObject(expected);
    expect(request.durationDays).toBeUndefined();
    expect(PlannerRequestSchema.safeParse(request).success).toBe(true);
  });

  it.each<Row>([
    ['想由下關即日來回巍山，去東蓮花村睇回族古村，一個人，要食清真', { durationDays: 1 }],
    ['从下关去巍山当天来回', { durationDays: 1 }],
    ['巍山一日游', { durationDays: 1 }],
    ['a day trip to Xizhou', { durationDays: 1 }],
    // A stated length beats the day trip inside it.
    ['住大理古城，想去巍山古城当天来回，第二天在古城附近转转，一个人两天', { durationDays: 2 }],
  ])('day trip: %s', (text, expected) => {
    expect(extract(text).request).toMatchObject(expected);
  });

  it('reads nights at places between two dates as the stays, not a conflicting length', () => {
    const { request } = extract('12月30号到1月2号，我和闺蜜带着两个妈妈去大理跨年，一共4个人，古城住两晚，双廊住一晚临洱海的客栈');
    expect(request).toMatchObject({ startDate: '2026-12-30', endDate: '2027-01-02', travelerCount: 4 });
    expect(request.durationDays).toBeUndefined();
    expect(PlannerRequestSchema.safeParse(request).success).toBe(true);
    // Nights that do not add up to the dates are not a length either.
    expect(extract('12月30号到1月2号，古城住两晚').request.durationDays).toBeUndefined();
  });

  it.each<Row>([
    // Nights at several places add up; the day of leaving follows the last night.
    ['雙廊住一晚，第二日搭車去大理古城住兩晚，想去崇聖寺三塔，兩個人', { durationDays: 4 }],
    ['古城住两晚，双廊住一晚', { durationDays: 4 }],
    // A night somewhere, then days somewhere else: the days follow the night.
    ['三个人，先去巍山住一晚，看巍宝山，再回大理古城玩两天，苍山坐感通索道', { durationDays: 3 }],
    ['先在喜洲玩两天，再去双廊玩一天', { durationDays: 3 }],
    // A stated total stays the length.
    ['大理古城已经逛得差不多了，还剩三天，我和老公想去沙溪，轻装过去住一晚再回古城', { durationDays: 3 }],
    ['大理玩四天，古城住两晚，双廊住一晚', { durationDays: 4 }],
    ['玩三天，住古城两晚', { durationDays: 3 }],
    // Days and nights of one span.
    ['三天两晚', { durationDays: 3 }],
    ['想去双廊住4晚5天', { durationDays: 5 }],
    ['4 days 3 nights', { durationDays: 4 }],
    ['住两晚', { durationDays: 3 }],
  ])('several stays: %s', (text, expected) => {
    expect(extract(text).request).toMatchObject(expected);
  });

  it.each<[string, Partial<PlannerRequestInput>]>([
    ['12月想去沙溪睇週五集市，再行石寶山睇石窟，一個人，住兩晚', { durationDays: 3 }],
    ['想去沙溪赶周五集市，住两晚', { durationDays: 3 }],
    ['I want to be in Shaxi for the Friday market and stay 2 nights.', { durationDays: 3 }],
    ['Solo, 2 days in Dali Old Town, and I would like to catch the Sunday Muslim food stalls on Renmin Road.', { durationDays: 2 }],
  ])('a weekday in a market’s name is no date: %s', (text, expected) => {
    const { request } = extract(text);
    expect(request).toMatchObject(expected);
    expect(request.startDate).toBeUndefined();
  });

  it.each<Row>([
    ['next weekend in Xizhou', { startDate: '2026-11-28', durationDays: 2 }],
    ['this Friday to Xizhou for 2 days', { startDate: '2026-11-20', durationDays: 2 }],
    ['下周五去喜洲，两天', { startDate: '2026-11-27', durationDays: 2 }],
    ['周六到周日去喜洲', { startDate: '2026-11-21', endDate: '2026-11-22' }],
  ])('weekdays still date the trip: %s', (text, expected) => {
    expect(extract(text).request).toMatchObject(expected);
  });
});

describe('diet words of Cantonese and Buddhist usage', () => {
  it.each<Row>([
    ['我食素，三日', { dietaryRestrictions: ['vegetarian'] }],
    ['一家五口去大理古城三日，我哋一家食素', { dietaryRestrictions: ['vegetarian'], travelerCount: 5 }],
    ['我食齋', { dietaryRestrictions: ['vegetarian'] }],
    ['我妈吃斋', { dietaryRestrictions: ['vegetarian'] }],
    ['我吃全素', { dietaryRestrictions: ['vegan'] }],
    ['我食全素（純素），一個人喺大理古城住三晚', { dietaryRestrictions: ['vegan'], durationDays: 4 }],
  ])('%s', (text, expected) => {
    expect(extract(text).request).toMatchObject(expected);
  });
});
