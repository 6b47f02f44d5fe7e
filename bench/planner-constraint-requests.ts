/**
 * The stated-constraint evaluation set of the itinerary planner (run by
 * bench/planner-eval-constraints.ts, which describes what is measured and cites ChinaTravel).
 *
 * 56 scenarios, each written once in Simplified Chinese (zh-CN), Traditional Chinese as written in
 * Hong Kong with some Cantonese (zh-HK) and English (en-US): 168 quick-text requests. About half
 * are formal, phrased like ChinaTravel's constraint templates ("第2天必须安排…", "不要安排以下任何
 * 景点：…", "Keep the attraction ticket cost within 300 yuan", "Do not use taxi"); the others are
 * casual paraphrases ("别带我们去…", "skip the temples", "唔好坐的士", "先去喜洲，再去三塔").
 * Every text has a base the planner can plan from (days, party, sometimes dates after the clock's
 * 2026-11-20) and carries 1–3 stated constraints, each with the words of the text that carry it
 * (`phrase`): when the extractor lists those words as unrecognised, the traveller was told.
 *
 * Ids are catalog ids (catalog/attractions.json, towns.json): attraction ids, or town ids where
 * the text names a town ("喜洲", "Shuanglang").
 */
import type { TransferMode } from '@dali/shared/contracts/planner';

export type EvalLanguage = 'zh-CN' | 'zh-HK' | 'en-US';
export type EvalStyle = 'formal' | 'casual';
export type MealKindName = 'breakfast' | 'lunch' | 'dinner';
export type CapCategory = 'lodging' | 'tickets' | 'food' | 'localTransport' | 'total' | 'perDay';
export type LodgingTypeName = 'hotel' | 'inn' | 'homestay' | 'hostel';

/** One stated constraint, judged on the delivered plan (see the runner for each kind's rule). */
export type ExpectationBody =
  | { kind: 'includePlace'; id: string }
  | { kind: 'excludePlace'; id: string }
  | { kind: 'excludeCategory'; category: string }
  | { kind: 'onDay'; id: string; day: number | 'last' }
  | { kind: 'order'; first: string; then: string }
  | { kind: 'timeWindow'; id: string; after?: string; before?: string; at?: string }
  | { kind: 'attractionCount'; min?: number; max?: number; scope: 'trip' | 'day' }
  | { kind: 'freeSights'; min: number }
  | { kind: 'mealsPerDay'; meal: MealKindName }
  | { kind: 'cap'; category: CapCategory; maxCny: number }
  | { kind: 'noMode'; mode: TransferMode }
  | { kind: 'onlyModes'; modes: readonly TransferMode[] }
  | { kind: 'maxWalkMinutes'; minutes: number }
  | { kind: 'maxTransferMinutesPerDay'; minutes: number }
  | { kind: 'lodgingType'; type: LodgingTypeName }
  | { kind: 'rooms'; count: number }
  | { kind: 'roomType'; contains: readonly string[] };

/** A constraint with the words of the request that state it. */
export type Expectation = ExpectationBody & { phrase: string };
export type ExpectationKind = ExpectationBody['kind'];

export const EXPECTATION_KINDS: readonly ExpectationKind[] = [
  'includePlace',
  'excludePlace',
  'excludeCategory',
  'onDay',
  'order',
  'timeWindow',
  'attractionCount',
  'freeSights',
  'mealsPerDay',
  'cap',
  'noMode',
  'onlyModes',
  'maxWalkMinutes',
  'maxTransferMinutesPerDay',
  'lodgingType',
  'rooms',
  'roomType',
];

export interface ConstraintRequest {
  id: string;
  language: EvalLanguage;
  style: EvalStyle;
  text: string;
  constraints: Expectation[];
}

// Catalog ids used below.
const TP = 'three-pagodas-chongsheng-temple';
const XZ = 'xizhou-ancient-town';
const BS = 'butterfly-spring';
const ER = 'erhai-lake';
const CS = 'cangshan-mountain';
const GT = 'gantong-temple-cableway';
const ZH = 'zhonghe-temple-chairlift';
const SX = 'shaxi-ancient-town';
const SB = 'shibaoshan-grottoes';
const SL = 'shuanglang-ancient-town';
const WS = 'weishan-ancient-town';
const EH = 'eryuan-hot-springs';
const DA = 'dali-ancient-city';
const ZT = 'zhoucheng-tie-dye-village';
const EP = 'erhai-park';
const EM = 'erhai-moon-wetland-park';

// Expectation builders; the last argument is always the phrase that carries the constraint.
const inc = (id: string, phrase: string): Expectation => ({ kind: 'includePlace', id, phrase });
const exc = (id: string, phrase: string): Expectation => ({ kind: 'excludePlace', id, phrase });
const noCat = (category: string, phrase: string): Expectation => ({ kind: 'excludeCategory', category, phrase });
const day = (id: string, d: number | 'last', phrase: string): Expectation => ({ kind: 'onDay', id, day: d, phrase });
const order = (first: string, then: string, phrase: string): Expectation => ({ kind: 'order', first, then, phrase });
const after = (id: string, time: string, phrase: string): Expectation => ({ kind: 'timeWindow', id, after: time, phrase });
const before = (id: string, time: string, phrase: string): Expectation => ({ kind: 'timeWindow', id, before: time, phrase });
const at = (id: string, time: string, phrase: string): Expectation => ({ kind: 'timeWindow', id, at: time, phrase });
const count = (scope: 'trip' | 'day', min: number | undefined, max: number | undefined, phrase: string): Expectation => ({
  kind: 'attractionCount',
  scope,
  ...(min === undefined ? {} : { min }),
  ...(max === undefined ? {} : { max }),
  phrase,
});
const free = (min: number, phrase: string): Expectation => ({ kind: 'freeSights', min, phrase });
const meals = (meal: MealKindName, phrase: string): Expectation => ({ kind: 'mealsPerDay', meal, phrase });
const cap = (category: CapCategory, maxCny: number, phrase: string): Expectation => ({ kind: 'cap', category, maxCny, phrase });
const noMode = (mode: TransferMode, phrase: string): Expectation => ({ kind: 'noMode', mode, phrase });
const only = (modes: readonly TransferMode[], phrase: string): Expectation => ({ kind: 'onlyModes', modes, phrase });
const walk = (minutes: number, phrase: string): Expectation => ({ kind: 'maxWalkMinutes', minutes, phrase });
const ride = (minutes: number, phrase: string): Expectation => ({ kind: 'maxTransferMinutesPerDay', minutes, phrase });
const stay = (type: LodgingTypeName, phrase: string): Expectation => ({ kind: 'lodgingType', type, phrase });
const rooms = (n: number, phrase: string): Expectation => ({ kind: 'rooms', count: n, phrase });
const room = (contains: readonly string[], phrase: string): Expectation => ({ kind: 'roomType', contains, phrase });

const TWIN = ['双床', '雙床', 'twin'];
const DOUBLE = ['大床', 'double'];
const FAMILY = ['家庭', 'family'];

type Version = readonly ['F' | 'C', string, readonly Expectation[]];

/** One scenario in the three languages: [style, text, constraints] each. */
function scenario(n: number, cn: Version, hk: Version, en: Version): ConstraintRequest[] {
  const id = `s${String(n).padStart(2, '0')}`;
  const make = (language: EvalLanguage, suffix: string, [style, text, constraints]: Version): ConstraintRequest => ({
    id: `${id}-${suffix}`,
    language,
    style: style === 'F' ? 'formal' : 'casual',
    text,
    constraints: [...constraints],
  });
  return [make('zh-CN', 'cn', cn), make('zh-HK', 'hk', hk), make('en-US', 'en', en)];
}

export const CONSTRAINT_REQUESTS: readonly ConstraintRequest[] = [
  ...scenario(
    1,
    ['F', '我们2人去大理旅游3天，必须去崇圣寺三塔，景点门票总费用不超过200元。', [inc(TP, '崇圣寺三塔'), cap('tickets', 200, '门票总费用不超过200元')]],
    ['C', '兩個人去大理玩三日，一定要去三塔，門票唔好超過200蚊。', [inc(TP, '三塔'), cap('tickets', 200, '門票唔好超過200蚊')]],
    ['F', 'Two travellers, 3 days in Dali. The itinerary must include the Three Pagodas of Chongsheng Temple. Keep the attraction ticket cost within 200 yuan.', [inc(TP, 'Three Pagodas of Chongsheng Temple'), cap('tickets', 200, 'attraction ticket cost within 200 yuan')]],
  ),
  ...scenario(
    2,
    ['F', '一个人去大理玩2天。不要安排以下任何景点：洱海、苍山。', [exc(ER, '洱海'), exc(CS, '苍山')]],
    ['C', '我自己一個人去大理兩日，洱海同蒼山都唔想去，帶我去其他地方。', [exc(ER, '洱海'), exc(CS, '蒼山')]],
    ['C', 'Solo trip, 2 days around Dali. Skip Erhai Lake and Cangshan, seen them already.', [exc(ER, 'Erhai Lake'), exc(CS, 'Cangshan')]],
  ),
  ...scenario(
    3,
    ['C', '和老婆去大理三天，别带我们去寺庙，想逛逛喜洲古镇。', [noCat('religious', '别带我们去寺庙'), inc(XZ, '喜洲古镇')]],
    ['F', '2人大理3天行程，不要安排任何宗教場所，必須包含喜洲古鎮。', [noCat('religious', '不要安排任何宗教場所'), inc(XZ, '喜洲古鎮')]],
    ['F', 'Plan 3 days in Dali for 2 people. Do not include any religious sites. The plan must include Xizhou Ancient Town.', [noCat('religious', 'Do not include any religious sites'), inc(XZ, 'Xizhou Ancient Town')]],
  ),
  ...scenario(
    4,
    ['F', '11月28日到11月30日，2人大理游。第1天必须安排崇圣寺三塔，第2天必须安排蝴蝶泉。', [day(TP, 1, '第1天必须安排崇圣寺三塔'), day(BS, 2, '第2天必须安排蝴蝶泉')]],
    ['C', '11月28日至30日兩個人去大理。第一日去三塔，第二日去蝴蝶泉。', [day(TP, 1, '第一日去三塔'), day(BS, 2, '第二日去蝴蝶泉')]],
    ['F', 'Dali from November 28 to November 30, 2 adults. Day 1 must include the Three Pagodas of Chongsheng Temple; day 2 must include Butterfly Spring.', [day(TP, 1, 'Day 1 must include the Three Pagodas'), day(BS, 2, 'day 2 must include Butterfly Spring')]],
  ),
  ...scenario(
    5,
    ['C', '大理2天，两个人，先去喜洲，再去三塔。', [order('xizhou', TP, '先去喜洲，再去三塔')]],
    ['F', '大理2天2人行程：須先遊覽喜洲古鎮，之後再遊覽崇聖寺三塔。', [order(XZ, TP, '須先遊覽喜洲古鎮，之後再遊覽崇聖寺三塔')]],
    ['C', 'Two of us, two days in Dali. Xizhou first, then the Three Pagodas please.', [order('xizhou', TP, 'Xizhou first, then the Three Pagodas')]],
  ),
  ...scenario(
    6,
    ['C', '两个人在大理玩两天，想下午去三塔，上午去洱海公园走走。', [after(TP, '12:00', '下午去三塔'), before(EP, '12:00', '上午去洱海公园')]],
    ['F', '大理2日2人。崇聖寺三塔須安排在下午遊覽；洱海公園須安排在上午遊覽。', [after(TP, '12:00', '崇聖寺三塔須安排在下午遊覽'), before(EP, '12:00', '洱海公園須安排在上午遊覽')]],
    ['C', '2 days in Dali for two. Three Pagodas in the afternoon, Erhai Park in the morning.', [after(TP, '12:00', 'Three Pagodas in the afternoon'), before(EP, '12:00', 'Erhai Park in the morning')]],
  ),
  ...scenario(
    7,
    ['F', '2人大理3天，每天最多安排2个景点，每天都要安排早餐。', [count('day', undefined, 2, '每天最多安排2个景点'), meals('breakfast', '每天都要安排早餐')]],
    ['C', '我哋兩個去大理3日，一日最多行兩個景點，每朝要食早餐。', [count('day', undefined, 2, '一日最多行兩個景點'), meals('breakfast', '每朝要食早餐')]],
    ['F', '3 days in Dali, 2 travellers. At most 2 attractions per day, and breakfast must be included every day.', [count('day', undefined, 2, 'At most 2 attractions per day'), meals('breakfast', 'breakfast must be included every day')]],
  ),
  ...scenario(
    8,
    ['F', '2人大理3天2晚，住客栈，住宿总费用不超过600元。', [stay('inn', '住客栈'), cap('lodging', 600, '住宿总费用不超过600元')]],
    ['C', '兩個人大理三日兩夜，想住客棧，住宿加埋唔好超過600蚊。', [stay('inn', '想住客棧'), cap('lodging', 600, '住宿加埋唔好超過600蚊')]],
    ['F', '3 days, 2 nights in Dali for 2 people. Stay in an inn. Total lodging cost must not exceed 600 yuan.', [stay('inn', 'Stay in an inn'), cap('lodging', 600, 'Total lodging cost must not exceed 600 yuan')]],
  ),
  ...scenario(
    9,
    ['F', '两人大理两日游，市内交通不要选择出租车。', [noMode('taxi', '市内交通不要选择出租车')]],
    ['C', '兩個人去大理玩兩日，唔好坐的士，搭巴士或者行路得啦。', [noMode('taxi', '唔好坐的士'), only(['bus', 'walk'], '搭巴士或者行路得啦')]],
    ['F', '2 days in Dali for 2 people. Do not use taxi.', [noMode('taxi', 'Do not use taxi')]],
  ),
  ...scenario(
    10,
    ['C', '一个人在大理古城附近玩2天，只想骑车和走路。', [only(['bicycle', 'walk'], '只想骑车和走路')]],
    ['F', '1人大理2天行程，市內交通僅限單車及步行。', [only(['bicycle', 'walk'], '市內交通僅限單車及步行')]],
    ['C', 'Just me for 2 days around Dali Old Town, I only want to bike and walk.', [only(['bicycle', 'walk'], 'only want to bike and walk')]],
  ),
  ...scenario(
    11,
    ['F', '2人大理2天，每段步行时间不超过15分钟。', [walk(15, '每段步行时间不超过15分钟')]],
    ['C', '帶阿媽去大理兩日，兩個人，每次行路唔好超過15分鐘。', [walk(15, '每次行路唔好超過15分鐘')]],
    ['C', 'Two of us for 2 days, my knees are bad so no walk longer than 15 minutes.', [walk(15, 'no walk longer than 15 minutes')]],
  ),
  ...scenario(
    12,
    ['F', '2人大理3天，每天交通时间合计不超过90分钟。', [ride(90, '每天交通时间合计不超过90分钟')]],
    ['C', '兩個人大理玩三日，每日喺車上嘅時間唔好多過一個半鐘。', [ride(90, '每日喺車上嘅時間唔好多過一個半鐘')]],
    ['F', '3 days in Dali for 2 travellers. Total travel time per day must not exceed 90 minutes.', [ride(90, 'Total travel time per day must not exceed 90 minutes')]],
  ),
  ...scenario(
    13,
    ['F', '4人大理2天，住宿需要2间双床房。', [rooms(2, '2间双床房'), room(TWIN, '双床房')]],
    ['C', '我哋4個人去大理兩日，開兩間雙床房就得。', [rooms(2, '開兩間雙床房'), room(TWIN, '雙床房')]],
    ['F', '4 travellers, 2 days in Dali. Book 2 twin rooms.', [rooms(2, 'Book 2 twin rooms'), room(TWIN, 'twin rooms')]],
  ),
  ...scenario(
    14,
    ['F', '2人大理3天，不要安排双廊的任何行程，总预算不超过2000元。', [exc('shuanglang', '不要安排双廊'), cap('total', 2000, '总预算不超过2000元')]],
    ['C', '兩個人去大理三日，雙廊唔使去喇，總共使唔好多過2000蚊。', [exc('shuanglang', '雙廊唔使去'), cap('total', 2000, '總共使唔好多過2000蚊')]],
    ['F', '3 days, 2 travellers. Do not visit Shuanglang at all. Total budget within 2000 yuan.', [exc('shuanglang', 'Do not visit Shuanglang'), cap('total', 2000, 'Total budget within 2000 yuan')]],
  ),
  ...scenario(
    15,
    ['C', '三天两个人，最后一天去洱海看看，其他随便安排。', [day(ER, 'last', '最后一天去洱海')]],
    ['F', '大理3日2人行程：最後一天必須安排洱海。', [day(ER, 'last', '最後一天必須安排洱海')]],
    ['C', "We're 2, 3 days in Dali. Save Erhai Lake for the last day.", [day(ER, 'last', 'Erhai Lake for the last day')]],
  ),
  ...scenario(
    16,
    ['F', '2人大理2天，全程恰好安排4个景点。', [count('trip', 4, 4, '恰好安排4个景点')]],
    ['C', '兩個人去大理兩日，總共行4個景點，唔多唔少。', [count('trip', 4, 4, '總共行4個景點，唔多唔少')]],
    ['F', '2 days in Dali, 2 people. Visit exactly 4 attractions in total.', [count('trip', 4, 4, 'exactly 4 attractions')]],
  ),
  ...scenario(
    17,
    ['C', '穷游大理两天，一个人，至少去3个免费景点，门票一共别超过100块。', [free(3, '至少去3个免费景点'), cap('tickets', 100, '门票一共别超过100块')]],
    ['F', '1人大理2天行程：至少安排3個免費景點；景點門票總額不超過100元。', [free(3, '至少安排3個免費景點'), cap('tickets', 100, '景點門票總額不超過100元')]],
    ['C', 'Backpacking Dali for 2 days solo. At least 3 free sights, and tickets under 100 yuan total.', [free(3, 'At least 3 free sights'), cap('tickets', 100, 'tickets under 100 yuan total')]],
  ),
  ...scenario(
    18,
    ['F', '2人大理2天，餐饮总费用不超过400元，每天必须安排晚餐。', [cap('food', 400, '餐饮总费用不超过400元'), meals('dinner', '每天必须安排晚餐')]],
    ['C', '兩個人大理兩日，食飯總共唔好使多過400蚊，晚飯每晚都要有。', [cap('food', 400, '食飯總共唔好使多過400蚊'), meals('dinner', '晚飯每晚都要有')]],
    ['F', '2 days in Dali for 2 travellers. Keep the food cost within 400 yuan, and include dinner every day.', [cap('food', 400, 'food cost within 400 yuan'), meals('dinner', 'include dinner every day')]],
  ),
  ...scenario(
    19,
    ['C', '两个人大理三天，市内坐车的钱加起来别超过100。', [cap('localTransport', 100, '坐车的钱加起来别超过100')]],
    ['F', '2人大理3天行程：市內交通費用總計不超過100元。', [cap('localTransport', 100, '市內交通費用總計不超過100元')]],
    ['C', "Two of us, 3 days in Dali; we'd like to spend no more than 100 yuan on getting around locally.", [cap('localTransport', 100, 'no more than 100 yuan on getting around')]],
  ),
  ...scenario(
    20,
    ['F', '2人大理3天，每天总花费不超过600元。', [cap('perDay', 600, '每天总花费不超过600元')]],
    ['C', '兩個人去大理三日，一日使唔好多過600蚊。', [cap('perDay', 600, '一日使唔好多過600蚊')]],
    ['F', '3 days in Dali for 2 people, with a daily spending limit of 600 yuan.', [cap('perDay', 600, 'daily spending limit of 600 yuan')]],
  ),
  ...scenario(
    21,
    ['C', '一个人去大理玩3天，住青旅就行，住宿一共不超过300。', [stay('hostel', '住青旅'), cap('lodging', 300, '住宿一共不超过300')]],
    ['F', '1人大理3天行程，住宿類型為青年旅舍，住宿費用總計不超過300元。', [stay('hostel', '住宿類型為青年旅舍'), cap('lodging', 300, '住宿費用總計不超過300元')]],
    ['C', "Solo, 3 days in Dali, happy with a hostel, and keep lodging under 300 yuan altogether.", [stay('hostel', 'happy with a hostel'), cap('lodging', 300, 'lodging under 300 yuan altogether')]],
  ),
  ...scenario(
    22,
    ['F', '2人大理2天，住酒店，预订1间大床房。', [stay('hotel', '住酒店'), rooms(1, '预订1间大床房'), room(DOUBLE, '大床房')]],
    ['C', '同老公去大理兩日，想住酒店，一間大床房就夠。', [stay('hotel', '想住酒店'), rooms(1, '一間大床房'), room(DOUBLE, '大床房')]],
    ['F', '2 days in Dali for 2 adults. Stay at a hotel; book 1 double room.', [stay('hotel', 'Stay at a hotel'), rooms(1, 'book 1 double room'), room(DOUBLE, 'double room')]],
  ),
  ...scenario(
    23,
    ['F', '2人大理3天，行程必须包含沙溪古镇和石宝山石窟。', [inc(SX, '沙溪古镇'), inc(SB, '石宝山石窟')]],
    ['C', '三日兩個人去大理，想去沙溪古鎮行吓，順便睇埋石寶山石窟。', [inc(SX, '沙溪古鎮'), inc(SB, '石寶山石窟')]],
    ['F', '3-day Dali trip for 2. The itinerary must include Shaxi Ancient Town and the Shibaoshan Grottoes.', [inc(SX, 'Shaxi Ancient Town'), inc(SB, 'Shibaoshan Grottoes')]],
  ),
  ...scenario(
    24,
    ['C', '蝴蝶泉就算了，听说很坑。两个人玩两天，喜洲古镇要去。', [exc(BS, '蝴蝶泉就算了'), inc(XZ, '喜洲古镇')]],
    ['F', '2人大理2天，不要安排蝴蝶泉；必須安排喜洲古鎮。', [exc(BS, '不要安排蝴蝶泉'), inc(XZ, '喜洲古鎮')]],
    ['C', "Not interested in Butterfly Spring, heard it's a tourist trap. 2 days, 2 of us, Xizhou Ancient Town is a must.", [exc(BS, 'Not interested in Butterfly Spring'), inc(XZ, 'Xizhou Ancient Town')]],
  ),
  ...scenario(
    25,
    ['F', '2人大理3天，须先游览大理古城，再前往双廊。', [order('dali-old-town', 'shuanglang', '先游览大理古城，再前往双廊')]],
    ['C', '三日兩個人，先喺大理古城玩，之後先去雙廊住。', [order('dali-old-town', 'shuanglang', '先喺大理古城玩，之後先去雙廊')]],
    ['F', '3 days for 2 people: visit Dali Old Town first, then Shuanglang.', [order('dali-old-town', 'shuanglang', 'Dali Old Town first, then Shuanglang')]],
  ),
  ...scenario(
    26,
    ['C', '两个人大理两天，第一天下午3点去三塔。', [day(TP, 1, '第一天'), at(TP, '15:00', '下午3点去三塔')]],
    ['F', '大理2日2人行程：崇聖寺三塔須於下午3時開始遊覽。', [at(TP, '15:00', '須於下午3時開始遊覽')]],
    ['C', 'Two of us, two days. We want to be at the Three Pagodas at 3pm.', [at(TP, '15:00', 'at 3pm')]],
  ),
  ...scenario(
    27,
    ['F', '2人大理2天，大理古城须安排在晚上18点之后游览。', [after(DA, '18:00', '晚上18点之后')]],
    ['C', '兩個人去大理兩日，夜晚先去大理古城行街。', [after(DA, '18:00', '夜晚先去大理古城行街')]],
    ['C', 'Two days, two people; save Dali Old Town for the evening.', [after(DA, '18:00', 'Dali Old Town for the evening')]],
  ),
  ...scenario(
    28,
    ['C', '特种兵两天，两个人，每天至少跑3个景点。', [count('day', 3, undefined, '每天至少跑3个景点')]],
    ['F', '2人大理2天，每天至少安排3個景點。', [count('day', 3, undefined, '每天至少安排3個景點')]],
    ['F', '2 days in Dali for 2 people; schedule at least 3 attractions each day.', [count('day', 3, undefined, 'at least 3 attractions each day')]],
  ),
  ...scenario(
    29,
    ['F', '2人大理3天，全程最多安排5个景点，不要安排宗教类景点。', [count('trip', undefined, 5, '最多安排5个景点'), noCat('religious', '不要安排宗教类景点')]],
    ['C', '兩個人大理三日，總共最多5個景點，唔好去寺廟。', [count('trip', undefined, 5, '最多5個景點'), noCat('religious', '唔好去寺廟')]],
    ['C', '3 days for 2, no more than 5 sights in total, and skip the temples.', [count('trip', undefined, 5, 'no more than 5 sights'), noCat('religious', 'skip the temples')]],
  ),
  ...scenario(
    30,
    ['C', '两个人大理三天，不想挤公交，其他都行。', [noMode('bus', '不想挤公交')]],
    ['F', '2人大理3天行程，市內交通不使用巴士。', [noMode('bus', '不使用巴士')]],
    ['F', '3 days in Dali for 2 people. Do not use buses.', [noMode('bus', 'Do not use buses')]],
  ),
  ...scenario(
    31,
    ['F', '2人大理3天，全程自驾，市内交通仅限自驾和步行。', [only(['drive', 'walk'], '仅限自驾和步行')]],
    ['C', '我哋兩個自己揸車遊大理三日，唔坐的士。', [only(['drive', 'walk'], '自己揸車'), noMode('taxi', '唔坐的士')]],
    ['C', "We'll rent a car, 3 days in Dali, two of us. Only driving and walking, no taxis.", [only(['drive', 'walk'], 'Only driving and walking'), noMode('taxi', 'no taxis')]],
  ),
  ...scenario(
    32,
    ['C', '带爸妈去大理两天，一共3个人，每次走路别超过10分钟，每天坐车加起来不超过2小时。', [walk(10, '每次走路别超过10分钟'), ride(120, '每天坐车加起来不超过2小时')]],
    ['F', '3人大理2天行程：每段步行不超過10分鐘；每日交通時間合計不超過2小時。', [walk(10, '每段步行不超過10分鐘'), ride(120, '每日交通時間合計不超過2小時')]],
    ['F', '3 travellers, 2 days in Dali. No walking leg longer than 10 minutes; no more than 2 hours of travel per day.', [walk(10, 'No walking leg longer than 10 minutes'), ride(120, 'no more than 2 hours of travel per day')]],
  ),
  ...scenario(
    33,
    ['F', '6人大理2天，住民宿，预订3间房。', [stay('homestay', '住民宿'), rooms(3, '预订3间房')]],
    ['C', '我哋一行6個人去大理兩日，想住民宿，開3間房。', [stay('homestay', '想住民宿'), rooms(3, '開3間房')]],
    ['F', '6 travellers, 2 days in Dali. Stay in a homestay; book 3 rooms.', [stay('homestay', 'Stay in a homestay'), rooms(3, 'book 3 rooms')]],
  ),
  ...scenario(
    34,
    ['C', '一家三口去大理2天，订一间家庭房就行。', [rooms(1, '订一间家庭房'), room(FAMILY, '家庭房')]],
    ['F', '3人大理2天，預訂1間家庭房。', [rooms(1, '預訂1間家庭房'), room(FAMILY, '家庭房')]],
    ['C', 'Family of three, 2 days in Dali. One family room is enough.', [rooms(1, 'One family room'), room(FAMILY, 'family room')]],
  ),
  ...scenario(
    35,
    ['F', '12月5日至12月8日，2人大理4天，必须去洱海和苍山，总预算3000元以内。', [inc(ER, '洱海'), inc(CS, '苍山'), cap('total', 3000, '总预算3000元以内')]],
    ['C', '12月5日至8日兩個人去大理，洱海同蒼山一定要去，總共預3000蚊。', [inc(ER, '洱海'), inc(CS, '蒼山'), cap('total', 3000, '總共預3000蚊')]],
    ['F', 'From December 5 to December 8, 2 travellers. Must visit Erhai Lake and Cangshan Mountain. Total budget within 3000 yuan.', [inc(ER, 'Erhai Lake'), inc(CS, 'Cangshan Mountain'), cap('total', 3000, 'Total budget within 3000 yuan')]],
  ),
  ...scenario(
    36,
    ['F', '2人大理3天，不要安排下关的任何景点、餐厅和住宿，不要安排感通寺。', [exc('xiaguan', '不要安排下关'), exc(GT, '不要安排感通寺')]],
    ['C', '兩個人大理三日，下關唔好去，感通寺都唔使。', [exc('xiaguan', '下關唔好去'), exc(GT, '感通寺都唔使')]],
    ['F', '3 days for 2 people. Do not include anything in Xiaguan, and do not include Gantong Temple.', [exc('xiaguan', 'Do not include anything in Xiaguan'), exc(GT, 'do not include Gantong Temple')]],
  ),
  ...scenario(
    37,
    ['C', '两个人玩4天，第一天逛大理古城，第三天去双廊古镇住。', [day(DA, 1, '第一天逛大理古城'), day(SL, 3, '第三天去双廊古镇')]],
    ['F', '2人大理4天：第1天安排大理古城，第3天安排雙廊古鎮。', [day(DA, 1, '第1天安排大理古城'), day(SL, 3, '第3天安排雙廊古鎮')]],
    ['C', '4 days for 2. Dali Old Town on day 1, Shuanglang Ancient Town on day 3.', [day(DA, 1, 'Dali Old Town on day 1'), day(SL, 3, 'Shuanglang Ancient Town on day 3')]],
  ),
  ...scenario(
    38,
    ['F', '2人大理3天，须按以下顺序游览：喜洲古镇、崇圣寺三塔、洱海。', [order(XZ, TP, '按以下顺序游览'), order(TP, ER, '按以下顺序游览')]],
    ['C', '三日兩個人，先喜洲古鎮，再三塔，最後洱海。', [order(XZ, TP, '先喜洲古鎮，再三塔'), order(TP, ER, '再三塔，最後洱海')]],
    ['F', '3 days, 2 people. Visit in this order: Xizhou Ancient Town, then the Three Pagodas of Chongsheng Temple, then Erhai Lake.', [order(XZ, TP, 'Visit in this order'), order(TP, ER, 'then Erhai Lake')]],
  ),
  ...scenario(
    39,
    ['F', '2人大理2天，中和寺须安排在上午游览。', [before(ZH, '12:00', '中和寺须安排在上午游览')]],
    ['C', '兩個人兩日，朝早去中和寺，下晝先去喜洲古鎮。', [before(ZH, '12:00', '朝早去中和寺'), after(XZ, '12:00', '下晝先去喜洲古鎮')]],
    ['C', '2 days for two. Zhonghe Temple in the morning, Xizhou Ancient Town in the afternoon.', [before(ZH, '12:00', 'Zhonghe Temple in the morning'), after(XZ, '12:00', 'Xizhou Ancient Town in the afternoon')]],
  ),
  ...scenario(
    40,
    ['F', '2人大理3天，至少安排4个免费景点，全程不超过6个景点。', [free(4, '至少安排4个免费景点'), count('trip', undefined, 6, '不超过6个景点')]],
    ['C', '兩個人三日，想去最少4個免費景點，總共唔好多過6個景點。', [free(4, '最少4個免費景點'), count('trip', undefined, 6, '總共唔好多過6個景點')]],
    ['F', '3 days for 2. Include at least 4 free attractions and no more than 6 attractions in total.', [free(4, 'at least 4 free attractions'), count('trip', undefined, 6, 'no more than 6 attractions in total')]],
  ),
  ...scenario(
    41,
    ['C', '一个人玩三天，每天中午都要吃顿正经午饭，吃饭总共别超过300。', [meals('lunch', '每天中午都要吃顿正经午饭'), cap('food', 300, '吃饭总共别超过300')]],
    ['F', '1人大理3天：每天須安排午餐，餐飲費用總計不超過300元。', [meals('lunch', '每天須安排午餐'), cap('food', 300, '餐飲費用總計不超過300元')]],
    ['C', 'Solo 3 days in Dali. I need a proper lunch every day, food under 300 yuan total.', [meals('lunch', 'a proper lunch every day'), cap('food', 300, 'food under 300 yuan total')]],
  ),
  ...scenario(
    42,
    ['F', '2人大理2天，必须去苍山，景点门票费用不超过150元。', [inc(CS, '苍山'), cap('tickets', 150, '门票费用不超过150元')]],
    ['C', '兩個人兩日，想上蒼山，門票唔好使多過150蚊。', [inc(CS, '蒼山'), cap('tickets', 150, '門票唔好使多過150蚊')]],
    ['F', '2 days for 2 people. The plan must include Cangshan Mountain. Keep the attraction ticket cost within 150 yuan.', [inc(CS, 'Cangshan Mountain'), cap('tickets', 150, 'ticket cost within 150 yuan')]],
  ),
  ...scenario(
    43,
    ['C', '两个人大理两天，住酒店，总共花不超过1500块。', [stay('hotel', '住酒店'), cap('total', 1500, '总共花不超过1500块')]],
    ['F', '2人大理2天，住宿類型為酒店，總預算不超過1500元。', [stay('hotel', '住宿類型為酒店'), cap('total', 1500, '總預算不超過1500元')]],
    ['C', 'Couple, 2 days in Dali, hotel please, and the whole thing under 1500 yuan.', [stay('hotel', 'hotel please'), cap('total', 1500, 'whole thing under 1500 yuan')]],
  ),
  ...scenario(
    44,
    ['F', '2人大理2天，不要安排自然风光类景点。', [noCat('natural', '不要安排自然风光类景点')]],
    ['C', '兩個人兩日，唔想睇山睇水，淨係想睇古建築同文化。', [noCat('natural', '唔想睇山睇水')]],
    ['C', '2 days for two, no nature spots please, we prefer history and culture.', [noCat('natural', 'no nature spots')]],
  ),
  ...scenario(
    45,
    ['C', '两个人三天，别去温泉那种娱乐项目，洱源地热国不去。', [noCat('entertainment', '别去温泉那种娱乐项目'), exc(EH, '洱源地热国不去')]],
    ['F', '2人大理3天，不要安排娛樂類景點，不要安排洱源地熱國。', [noCat('entertainment', '不要安排娛樂類景點'), exc(EH, '不要安排洱源地熱國')]],
    ['F', '3 days, 2 people. No entertainment venues; do not include Eryuan Hot Springs.', [noCat('entertainment', 'No entertainment venues'), exc(EH, 'do not include Eryuan Hot Springs')]],
  ),
  ...scenario(
    46,
    ['C', '两个人大理两天，不打车，市内交通费控制在50以内。', [noMode('taxi', '不打车'), cap('localTransport', 50, '交通费控制在50以内')]],
    ['F', '2人大理2天：不使用的士，市內交通費不超過50元。', [noMode('taxi', '不使用的士'), cap('localTransport', 50, '市內交通費不超過50元')]],
    ['C', '2 days in Dali for us two, no taxis, and local transport under 50 yuan.', [noMode('taxi', 'no taxis'), cap('localTransport', 50, 'local transport under 50 yuan')]],
  ),
  ...scenario(
    47,
    ['F', '2人大理3天，第2天必须安排巍山古城。', [day(WS, 2, '第2天必须安排巍山古城')]],
    ['C', '兩個人三日，第二日想去巍山古城行吓。', [day(WS, 2, '第二日想去巍山古城')]],
    ['F', '3 days in Dali, 2 people. Day 2 must include Weishan Ancient Town.', [day(WS, 2, 'Day 2 must include Weishan Ancient Town')]],
  ),
  ...scenario(
    48,
    ['C', '带老人玩三天，一共3个人，每天只去一个景点就好，洱海一定要去。', [count('day', undefined, 1, '每天只去一个景点'), inc(ER, '洱海')]],
    ['F', '3人大理3天，每天最多安排1個景點，必須包含洱海。', [count('day', undefined, 1, '每天最多安排1個景點'), inc(ER, '洱海')]],
    ['F', '3 travellers, 3 days in Dali. At most 1 attraction per day; the plan must include Erhai Lake.', [count('day', undefined, 1, 'At most 1 attraction per day'), inc(ER, 'Erhai Lake')]],
  ),
  ...scenario(
    49,
    ['C', '两个人在下关玩一天，先去洱海公园，再去洱海月湿地公园。', [order(EP, EM, '先去洱海公园，再去洱海月湿地公园')]],
    ['F', '2人大理1天：須先遊覽洱海公園，再遊覽洱海月濕地公園。', [order(EP, EM, '須先遊覽洱海公園，再遊覽洱海月濕地公園')]],
    ['C', 'One day in Xiaguan for two: Erhai Park first, then Erhai Moon Wetland Park.', [order(EP, EM, 'Erhai Park first, then Erhai Moon Wetland Park')]],
  ),
  ...scenario(
    50,
    ['F', '2人大理2天，周城扎染村须安排在14:00之后。', [after(ZT, '14:00', '须安排在14:00之后')]],
    ['C', '兩個人兩日，下晝兩點後先去周城紮染村。', [after(ZT, '14:00', '下晝兩點後')]],
    ['F', '2 days for 2 people. Zhoucheng Tie-dye Village must be visited after 14:00.', [after(ZT, '14:00', 'visited after 14:00')]],
  ),
  ...scenario(
    51,
    ['C', '两个人三天，不想在路上耗太久，每天车程加起来一小时以内，沙溪太远不去。', [ride(60, '每天车程加起来一小时以内'), exc('shaxi', '沙溪太远不去')]],
    ['F', '2人大理3天：每日交通時間合計不超過60分鐘；不要安排沙溪。', [ride(60, '每日交通時間合計不超過60分鐘'), exc('shaxi', '不要安排沙溪')]],
    ['C', "Two of us, 3 days, we hate long rides. Under an hour on the road each day, and skip Shaxi, it's too far.", [ride(60, 'Under an hour on the road each day'), exc('shaxi', 'skip Shaxi')]],
  ),
  ...scenario(
    52,
    ['F', '2人大理2天，市内交通仅限公交和步行，每段步行不超过20分钟。', [only(['bus', 'walk'], '仅限公交和步行'), walk(20, '每段步行不超过20分钟')]],
    ['C', '兩個人兩日，淨係搭巴士同行路，每次行唔好超過20分鐘。', [only(['bus', 'walk'], '淨係搭巴士同行路'), walk(20, '每次行唔好超過20分鐘')]],
    ['F', '2 days for 2 people. Use only bus and walking; each walk must be no longer than 20 minutes.', [only(['bus', 'walk'], 'Use only bus and walking'), walk(20, 'each walk must be no longer than 20 minutes')]],
  ),
  ...scenario(
    53,
    ['C', '两个人玩两天，第一天去喜洲古镇，再找两个不要门票的景点。', [day(XZ, 1, '第一天去喜洲古镇'), free(2, '两个不要门票的景点')]],
    ['F', '2人大理2天：第1天必須安排喜洲古鎮；至少安排2個免費景點。', [day(XZ, 1, '第1天必須安排喜洲古鎮'), free(2, '至少安排2個免費景點')]],
    ['C', '2 of us, 2 days in Dali. Xizhou Ancient Town on the first day, plus a couple of free sights.', [day(XZ, 1, 'Xizhou Ancient Town on the first day'), free(2, 'a couple of free sights')]],
  ),
  ...scenario(
    54,
    ['C', '两个人大理三天，三塔去过了不用再去，也别让我们打车。', [exc(TP, '三塔去过了不用再去'), noMode('taxi', '别让我们打车')]],
    ['F', '2人大理3天：不要安排崇聖寺三塔；市內交通不使用的士。', [exc(TP, '不要安排崇聖寺三塔'), noMode('taxi', '市內交通不使用的士')]],
    ['C', "Two of us, 3 days in Dali. We've done the Three Pagodas already, and we'd rather not take cabs.", [exc(TP, 'done the Three Pagodas already'), noMode('taxi', 'rather not take cabs')]],
  ),
  ...scenario(
    55,
    ['C', '我俩去大理两天，想住客栈，一间房就行，早饭每天都要有。', [stay('inn', '想住客栈'), rooms(1, '一间房就行'), meals('breakfast', '早饭每天都要有')]],
    ['F', '2人大理2天：住宿類型為客棧，預訂1間房，每天須安排早餐。', [stay('inn', '住宿類型為客棧'), rooms(1, '預訂1間房'), meals('breakfast', '每天須安排早餐')]],
    ['C', 'My partner and I, 2 days in Dali. A guesthouse with one room is fine, and we want breakfast every day.', [stay('inn', 'A guesthouse'), rooms(1, 'one room is fine'), meals('breakfast', 'breakfast every day')]],
  ),
  ...scenario(
    56,
    ['C', '两个人玩三天，先去洱海边转转，然后再去双廊古镇，每天别超过3个景点。', [order(ER, SL, '先去洱海边转转，然后再去双廊古镇'), count('day', undefined, 3, '每天别超过3个景点')]],
    ['F', '2人大理3天：須先遊覽洱海，再遊覽雙廊古鎮；每天最多安排3個景點。', [order(ER, SL, '須先遊覽洱海，再遊覽雙廊古鎮'), count('day', undefined, 3, '每天最多安排3個景點')]],
    ['C', '3 days for the two of us: Erhai Lake first, then Shuanglang Ancient Town, and no more than 3 sights a day.', [order(ER, SL, 'Erhai Lake first, then Shuanglang Ancient Town'), count('day', undefined, 3, 'no more than 3 sights a day')]],
  ),
];
