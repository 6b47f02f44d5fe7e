/**
 * Limits travellers state in words (stated-limits.ts, the refusal after a place in
 * extract-request.ts), formal and casual, in Simplified and Traditional Chinese, Cantonese and
 * English, and what each becomes in the request; limits the planner cannot keep come back as words
 * not used. Each row also validates with PlannerRequestSchema.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PlannerRequestSchema, type PlannerRequestInput } from '@dali/shared/contracts/planner';
import type { Locale } from '@dali/shared/locales';
import { REPO_ROOT } from '../../../config/env.js';
import { loadCatalogSnapshotFromDir, type CatalogSnapshot } from '../engine/catalog-snapshot.js';
import { extractRequestFromText } from './extract-request.js';

const CLOCK = new Date('2026-11-20T04:00:00Z');
let snapshot: CatalogSnapshot;
beforeAll(async () => {
  snapshot = await loadCatalogSnapshotFromDir(path.join(REPO_ROOT, 'catalog'));
});

const extract = (text: string, language: Locale) => extractRequestFromText({ text, language, snapshot, clock: CLOCK });
type Row = [text: string, language: Locale, expected: Partial<PlannerRequestInput>, unrecognised?: string[]];

const expectRows = (rows: Row[]) =>
  it.each<Row>(rows)('%s', (text, language, expected, unrecognised) => {
    const result = extract(text, language);
    expect(result.request).toMatchObject(expected);
    if (unrecognised) expect(result.unrecognised).toEqual(unrecognised);
    expect(PlannerRequestSchema.safeParse({ durationDays: 2, ...result.request }).success).toBe(true);
  });

describe('caps on parts of the cost are caps, not the trip budget', () => {
  expectRows([
    ['两个人玩三天，住宿费用不超过800元，门票总费用不超过200元', 'zh-CN', { budgetCaps: { lodging: 800, tickets: 200 } }],
    ['1人大理2天行程：景點門票總額不超過100元。', 'zh-HK', { budgetCaps: { tickets: 100 } }],
    ['兩個人大理兩日，食飯總共唔好使多過400蚊', 'zh-HK', { budgetCaps: { food: 400 } }],
    ['玩三天，每天总花费不超过600元', 'zh-CN', { budgetCaps: { perDay: 600 } }],
    ['3 days. Keep the attraction ticket cost within 300 yuan.', 'en-US', { budgetCaps: { tickets: 300 } }],
    ['3 days, 2 nights. Total lodging cost must not exceed 600 yuan.', 'en-US', { budgetCaps: { lodging: 600 } }],
    ['3 days, spend no more than 500 on food', 'en-US', { budgetCaps: { food: 500 } }],
    ['3 days in Dali with a daily spending limit of 600 yuan.', 'en-US', { budgetCaps: { perDay: 600 } }],
    // An amount at the end of a sentence: the full stop is not a decimal point.
    ['Two days in Dali for two. Do not use taxi. Keep the lodging cost within 60. Save Erhai Lake for the last day.', 'en-US', { budgetCaps: { lodging: 60 }, excludeModes: ['taxi'] }],
    ['Keep the attraction ticket cost within 300. 3 days.', 'en-US', { budgetCaps: { tickets: 300 } }],
    ['3 days for two, and keep the hotel costs under 800.', 'en-US', { budgetCaps: { lodging: 800 } }],
  ]);

  it('leaves the total budget, a nightly price and a count of sights alone', () => {
    expect(extract('玩三天，住宿费用不超过800元，总预算3000', 'zh-CN').request).toMatchObject({ budget: 3000, budgetCaps: { lodging: 800 } });
    expect(extract('酒店每晚不超过300', 'zh-CN').request.budgetCaps).toBeUndefined();
    const counted = extract('两个人玩三天，每天别超过3个景点', 'zh-CN').request;
    expect(counted).toMatchObject({ maxAttractionsPerDay: 3 });
    expect(counted.budgetCaps).toBeUndefined();
  });
});

describe('ways of travel ruled out', () => {
  expectRows([
    ['3 days for two. Do not use taxi.', 'en-US', { excludeModes: ['taxi'] }],
    ['玩3天，别让我们打车', 'zh-CN', { excludeModes: ['taxi'] }],
    ['我哋玩兩日，唔好坐的士', 'zh-HK', { excludeModes: ['taxi'] }],
    ['玩两天，不坐公交', 'zh-CN', { excludeModes: ['bus'] }],
    ['玩两天，只坐公交', 'zh-CN', { excludeModes: ['taxi'] }],
    ['2 days, we only take taxis', 'en-US', { excludeModes: ['bus'] }],
    ['玩两天，市内交通选择taxi', 'zh-CN', { excludeModes: ['bus'] }],
  ]);
});

describe('sights in an order', () => {
  expectRows([
    ['我哋玩兩日，先去喜洲，再去三塔', 'zh-HK', { visitOrder: [{ first: '喜洲', then: 'three-pagodas-chongsheng-temple' }] }],
    ['三塔之前先去蝴蝶泉', 'zh-CN', { visitOrder: [{ first: 'butterfly-spring', then: 'three-pagodas-chongsheng-temple' }] }],
    ['Two days. Visit Xizhou before the Three Pagodas.', 'en-US', { visitOrder: [{ first: 'Xizhou', then: 'three-pagodas-chongsheng-temple' }] }],
    [
      '三日兩個人，先喜洲古鎮，再三塔，最後洱海。',
      'zh-HK',
      {
        visitOrder: [
          { first: 'xizhou-ancient-town', then: 'three-pagodas-chongsheng-temple' },
          { first: 'three-pagodas-chongsheng-temple', then: 'erhai-lake' },
        ],
      },
    ],
  ]);

  it('reads no order into a plain list', () => {
    expect(extract('想去三塔和蝴蝶泉', 'zh-CN').request.visitOrder).toBeUndefined();
  });
});

describe('times of day for sights', () => {
  expectRows([
    ['2人大理2天，大理古城须安排在晚上18点之后游览。', 'zh-CN', { visitTimes: [{ place: 'dali-ancient-city', after: '18:00' }] }, []],
    [
      '兩個人兩日，朝早去中和寺，下晝先去喜洲古鎮。',
      'zh-HK',
      {
        visitTimes: [
          { place: 'zhonghe-temple-chairlift', before: '12:00' },
          { place: 'xizhou-ancient-town', after: '12:00' },
        ],
      },
    ],
    ['大理2日2人行程：崇聖寺三塔須於下午3時開始遊覽。', 'zh-HK', { visitTimes: [{ place: 'three-pagodas-chongsheng-temple', at: '15:00' }] }],
    ['2 days for 2 people. Zhoucheng Tie-dye Village must be visited after 14:00.', 'en-US', { visitTimes: [{ place: 'zhoucheng-tie-dye-village', after: '14:00' }] }],
    ['Two days; save Dali Old Town for the evening.', 'en-US', { visitTimes: [{ place: 'dali-ancient-city', after: '18:00' }] }],
  ]);

  it('does not take "一点" (a little), an arrival or a night for a visit time', () => {
    const result = extract('玩两天，便宜一点，晚上住双廊，下午到大理', 'zh-CN');
    expect(result.request.visitTimes).toBeUndefined();
  });
});

describe('counts of sights', () => {
  expectRows([
    ['大理三天，恰好安排4个景点，至少2个免费景点', 'zh-CN', { minAttractionsTotal: 4, maxAttractionsTotal: 4, minFreeAttractions: 2 }],
    ['3日2夜，總共唔好多過6個景點，一日最多行兩個景點', 'zh-HK', { maxAttractionsTotal: 6, maxAttractionsPerDay: 2 }],
    ['At most 1 attraction per day, 3 days', 'en-US', { maxAttractionsPerDay: 1 }],
    ['3 days, at least 5 sights, at least two free attractions', 'en-US', { minAttractionsTotal: 5, minFreeAttractions: 2 }],
  ]);
});

describe('a place refused after its name', () => {
  expectRows([
    ['玩三天，蝴蝶泉就算了', 'zh-CN', { avoid: ['butterfly-spring'] }],
    ['三塔去过了不用再去，想去喜洲', 'zh-CN', { avoid: ['three-pagodas-chongsheng-temple'] }],
    ['3日2夜，洱海同蒼山都唔想去', 'zh-HK', { avoid: ['erhai-lake', 'cangshan-mountain'] }],
    ['Two days. We have done Erhai Lake already.', 'en-US', { avoid: ['erhai-lake'] }],
  ]);
});

describe('walking and breakfast', () => {
  expectRows([
    ['玩3天，每次走路别超过10分钟', 'zh-CN', { maxWalkMinutes: 10 }, []],
    ['兩日，行路唔好超過15分鐘', 'zh-HK', { maxWalkMinutes: 15 }, []],
    ['2 days, no walking more than 1 km', 'en-US', { maxWalkMinutes: 13 }, []],
    ['玩两天，每天都要吃早餐', 'zh-CN', { breakfastDaily: true }, []],
    ['2 days, breakfast every day please', 'en-US', { breakfastDaily: true }, []],
    ['两个人玩两天，每天中午都要吃顿正经午饭', 'zh-CN', {}, []],
  ]);
});

describe('rooms and their kind', () => {
  expectRows([
    ['4人大理2天，住宿需要2间双床房。', 'zh-CN', { rooms: 2, roomType: 'twin', travelerCount: 4 }, []],
    ['我哋4個人去大理兩日，開兩間雙床房就得。', 'zh-HK', { rooms: 2, roomType: 'twin' }, []],
    ['4 travellers, 2 days in Dali. Book 2 twin rooms.', 'en-US', { rooms: 2, roomType: 'twin' }, []],
    ['2 days in Dali for 2 adults. Stay at a hotel; book 1 double room.', 'en-US', { rooms: 1, roomType: 'double' }, []],
    ['一家三口去大理2天，订一间家庭房就行。', 'zh-CN', { rooms: 1, roomType: 'family' }, []],
    ['6 travellers, 2 days in Dali. Stay in a homestay; book 3 rooms.', 'en-US', { rooms: 3 }, []],
  ]);
});

describe('time in transit a day', () => {
  expectRows([
    ['玩3天，每天交通时间合计不超过90分钟', 'zh-CN', { maxTransferMinutesPerDay: 90 }, []],
    ['兩個人大理玩三日，每日喺車上嘅時間唔好多過一個半鐘。', 'zh-HK', { maxTransferMinutesPerDay: 90 }, []],
    ['两个人三天，每天车程加起来一小时以内', 'zh-CN', { maxTransferMinutesPerDay: 60 }, []],
    ['3 days for 2. Total travel time per day must not exceed 90 minutes.', 'en-US', { maxTransferMinutesPerDay: 90 }, []],
    ['Two of us, 3 days. Under an hour on the road each day.', 'en-US', { maxTransferMinutesPerDay: 60 }, []],
    ['Two of us, 3 days, half an hour in the car at most', 'en-US', { maxTransferMinutesPerDay: 30 }, []],
  ]);
});

describe('a limit the planner cannot keep is said back, never dropped', () => {
  expectRows([['玩两天，下午去逛逛街', 'zh-CN', {}, ['下午去逛逛街']]]);
});

describe('more ways travellers put a day or an order', () => {
  expectRows([
    ["We're 2, 3 days in Dali. Save Erhai Lake for the last day.", 'en-US', { dayPins: [{ place: 'erhai-lake', day: 'last' }] }],
    ['4 days for 2. Dali Old Town on day 1, Shuanglang Ancient Town on day 3.', 'en-US', { dayPins: [{ place: 'dali-ancient-city', day: 1 }, { place: 'shuanglang-ancient-town', day: 3 }] }],
    [
      '2人大理3天，须按以下顺序游览：喜洲古镇、崇圣寺三塔、洱海。',
      'zh-CN',
      {
        visitOrder: [
          { first: 'xizhou-ancient-town', then: 'three-pagodas-chongsheng-temple' },
          { first: 'three-pagodas-chongsheng-temple', then: 'erhai-lake' },
        ],
      },
    ],
    ['兩個人去大理兩日，總共行4個景點，唔多唔少。', 'zh-HK', { minAttractionsTotal: 4, maxAttractionsTotal: 4 }],
  ]);
});
