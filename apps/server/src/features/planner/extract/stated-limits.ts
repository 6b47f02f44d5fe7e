/**
 * Limits a traveller states in words, read for the planner request (spec §3; the constraint
 * families of the ChinaTravel benchmark, Shao et al., arXiv 2412.13682, in formal and casual
 * Chinese, Cantonese and English):
 *
 * - caps on parts of the cost (`budgetCaps`): "住宿费用不超过800元", "门票总费用不超过200元",
 *   "Keep the attraction ticket cost within 300", "每天总花费不超过600元", "餐饮唔好超过500蚊";
 * - ways of travel ruled out (`excludeModes`): "Do not use taxi", "别让我们打车", "唔好坐的士",
 *   "不坐公交"; and "only" phrases that rule out the other ("只坐公交", "市内交通选择taxi");
 * - sights in an order (`visitOrder`): "先去喜洲，再去三塔", "visit Xizhou before the Three Pagodas",
 *   "三塔之前先去蝴蝶泉";
 * - counts of sights: at least N ("至少安排5个景点", "at least 5 sights"), at least N free sights
 *   ("至少2个免费景点", "at least two free attractions");
 * - the longest walk ("每次走路别超过10分钟", "walk no more than 1 km") and breakfast every day;
 * - rooms and their kind ("订两间双床房", "2 twin rooms", "一间家庭房"); time in transit a day
 *   ("每天交通时间合计不超过90分钟", "under an hour on the road each day");
 * - and, said back as not understood so nothing is silently dropped, a time of day with no sight
 *   named.
 *
 * Each recogniser claims the characters it explains (text.ts), and runs before money, party and
 * trip length, so "住宿费用不超过800元" is a lodging cap and not the trip's budget.
 */
import type { BudgetCapCategory, ExcludableMode, PlannerRoomType } from '@dali/shared/contracts/planner';
import { TRAVEL_ASSUMPTIONS } from '../engine/estimates.js';
import { toClock } from '../engine/time.js';
import type { PlaceMatch } from './gazetteer.js';
import { NUMBER_SOURCE, parseNumberWord, type ExtractionText } from './text.js';

/** What {@link findStatedLimits} read. */
export interface StatedLimits {
  /** Caps on parts of the cost, CNY for the party (perDay: a day). */
  budgetCaps: Partial<Record<BudgetCapCategory, number>>;
  /** Ways of travel ruled out. */
  excludeModes: ExcludableMode[];
  /** At least this many sights in the trip. */
  minAttractionsTotal: number | null;
  /** At least this many free sights. */
  minFreeAttractions: number | null;
  /** Longest walk between two places, minutes (5–120). */
  maxWalkMinutes: number | null;
  /** Most minutes in transit a day (15–600). */
  maxTransferMinutesPerDay: number | null;
  /** Breakfast asked for every day. */
  breakfastDaily: boolean;
  /** Rooms to book each night. */
  rooms: number | null;
  /** Kind of room asked for. */
  roomType: PlannerRoomType | null;
  /** Phrases stating a limit the planner cannot keep yet (said back to the traveller). */
  unrepresentable: string[];
}

const NUM = `(${NUMBER_SOURCE})`;
// An amount is money, not a count of sights, days, hours or people ("每天别超过3个景点").
const NOT_MONEY = '(?![\\d零〇一二两三四五六七八九十百千万]|\\.\\d|\\s*(?:个|個|景点|天|日|小时|钟头|分钟|次|间|人|晚|夜|km|公里|sights?|attractions?|days?|hours?|minutes?|nights?|people|rooms?))';
// Words that close a cap: "不超过", "控制在…以内", "唔好多过", "within", "under".
const CAP_VERB_ZH = '(?:不要|不能|不得|不可|不会|不|别|唔好使|唔好|唔使|唔可以|唔)?(?:超过|超出|多过|多于|高过|高于)|控制在|限制在|限定在|限在|保持在|最多|至多|顶多|上限(?:是|为)?|少于|低于|在';
const CAP_UNIT_ZH = '(?:元|块钱|块|蚊|圆|rmb|yuan)?(?:人民币)?(?:以内|之内|以下|内)?';
const CATEGORY_ZH: readonly (readonly [BudgetCapCategory, string])[] = [
  ['lodging', '(?:住宿|酒店|宾馆|客栈|民宿|房费|房间)'],
  ['tickets', '(?:景点门票|门票|票价|入场费|景点费用)'],
  ['food', '(?:餐饮|饮食|吃饭|餐费|伙食|吃的|食饭|饭钱)'],
  ['localTransport', '(?:市内交通|本地交通|当地交通|交通|打车|车费|坐车的钱|坐车|路费|车钱)'],
  ['perDay', '(?:每天|每日|一天|一日)(?:的)?(?:总)?'],
];
const CATEGORY_EN: readonly (readonly [BudgetCapCategory, string])[] = [
  ['lodging', '(?:lodging|accommodations?|hotels?|rooms?|stays?)'],
  ['tickets', '(?:(?:attraction |entrance |entry )?tickets?|admissions?|entrance fees?|entry fees?)'],
  ['food', '(?:food|dining|meals?|eating)'],
  ['localTransport', '(?:(?:local )?transport(?:ation)?|taxis?|getting around|travel within dali)'],
];

/** Cap patterns per category; group 1 = the amount. */
const CAP_PATTERNS: readonly (readonly [BudgetCapCategory, RegExp])[] = [
  ...CATEGORY_ZH.map(
    ([category, words]) =>
      [
        category,
        new RegExp(
          `${words}(?:的)?(?:总)?(?:费用|花费|开销|开支|支出|预算|的钱|钱|消费|金额|总额|额|费)?(?:加起来|合计|总共|一共|总计|总和)?(?:要|需要|须|请|尽量)?\\s*(?:${CAP_VERB_ZH})\\s*[¥]?\\s*${NUM}${NOT_MONEY}\\s*${CAP_UNIT_ZH}`,
          'g',
        ),
      ] as const,
  ),
  ...CATEGORY_EN.map(
    ([category, words]) =>
      [
        category,
        new RegExp(
          `\\b${words}\\s*(?:costs?|spend(?:ing)?|budget|fees?|expenses?|bills?|prices?)?\\s*(?:should\\s+(?:be|stay)\\s+|must\\s+(?:be|stay)\\s+|to\\s+be\\s+|(?:is|are)\\s+)?(?:within|under|below|at most|no more than|not more than|less than|capped at|max(?:imum)?(?: of)?|up to|(?:must|should|shall|does|do|can|will)\\s*(?:not|n't)\\s+(?:exceed|go over|be over|be more than)|not exceed)\\s*(?:¥|rmb|cny)?\\s*${NUM}${NOT_MONEY}\\s*(?:yuan|rmb|cny|kuai)?(?:\\s+(?:in total|total|overall))?`,
          'g',
        ),
      ] as const,
  ),
  // "spend no more than 300 on tickets"
  ...CATEGORY_EN.map(
    ([category, words]) =>
      [category, new RegExp(`\\b(?:spend|pay)\\s+(?:no more than|at most|less than|under|up to)\\s*(?:¥|rmb|cny)?\\s*${NUM}\\s*(?:yuan|rmb|cny)?\\s+(?:on|for)\\s+(?:the\\s+)?${words}`, 'g')] as const,
  ),
  ['perDay', new RegExp(`\\bdaily\\s+(?:spending\\s+|budget\\s+|cost\\s+)?(?:limit|cap|budget|maximum|max)\\s+(?:of\\s+)?(?:¥|rmb|cny)?\\s*${NUM}\\s*(?:yuan|rmb|cny)?`, 'g')],
  ['perDay', new RegExp(`\\b(?:spend(?:ing)?|budget|costs?)?\\s*(?:no more than|at most|under|within|less than|max(?:imum)?(?: of)?)\\s*(?:¥|rmb|cny)?\\s*${NUM}\\s*(?:yuan|rmb|cny)?\\s*(?:a|per|each)\\s+day\\b`, 'g')],
];

// A nightly price ("每晚不超过300", "hotel under 300 a night") is the nightly band, read with money.
const NIGHTLY_AFTER = /^\s*(?:一晚|每晚|一夜|每夜|a night|per night|nightly|each night)/;
const NIGHTLY_BEFORE = /(?:一晚|每晚|每夜|per night|a night|nightly)[^\d]{0,6}$/;
// A per-person amount is a budget of each traveller, read with money.
const PER_PERSON_AFTER = /^\s*(?:每人|一人|人均|\/人|per person|each|a head|pp)/;

// Ways of travel ruled out: a negation, then within a few characters the mode.
const TAXI_WORDS = '(?:出租车|出租|的士|打车|打的|叫车|滴滴|网约车|计程车|taxis?|cabs?|didi|ride-?hailing|uber)';
const BUS_WORDS = '(?:公交车|公交|巴士|大巴|班车|公共汽车|小巴|buses|bus|coach(?:es)?)';
const NEGATION_ZH = '(?:不|别|勿|唔|冇|避免|禁止|拒绝)';
const NEGATION_EN = "\\b(?:no|not|don't|dont|do not|never|without|avoid|skip|refuse to)\\b";
const MODE_EXCLUSIONS: readonly (readonly [ExcludableMode, RegExp])[] = [
  ['taxi', new RegExp(`${NEGATION_ZH}[^，,。.；;！!？?\\n]{0,5}?${TAXI_WORDS}|${NEGATION_EN}[^,.;!?\\n]{0,20}?${TAXI_WORDS}\\b`, 'g')],
  ['bus', new RegExp(`${NEGATION_ZH}[^，,。.；;！!？?\\n]{0,5}?${BUS_WORDS}|${NEGATION_EN}[^,.;!?\\n]{0,20}?${BUS_WORDS}\\b`, 'g')],
];
// "Only" phrases: the mode named is the only hired one, so the other is ruled out.
const MODE_ONLY: readonly (readonly [ExcludableMode, RegExp])[] = [
  ['taxi', new RegExp(`(?:只|仅|淨系|净系|就)(?:坐|搭|乘|用)?(?:公共交通|${BUS_WORDS})|(?:市内|当地|本地)?交通(?:方式)?(?:选择|选|用|只用|只坐)(?:公共交通|${BUS_WORDS})|\\bonly\\s+(?:take|use|by|ride)?\\s*(?:the\\s+)?(?:public transport(?:ation)?|${BUS_WORDS})\\b`, 'g')],
  ['bus', new RegExp(`(?:只|仅|淨系|净系|就)(?:坐|搭|乘|用|打)?${TAXI_WORDS}|(?:市内|当地|本地)?交通(?:方式)?(?:选择|选|用|只用|只坐)\\s*${TAXI_WORDS}|\\bonly\\s+(?:take|use|by|ride)?\\s*(?:a\\s+|the\\s+)?${TAXI_WORDS}\\b`, 'g')],
];

const SIGHTS_ZH = '(?:个|個)?(?:景点|景區|景区|地方|景)';
const SIGHTS_EN = '(?:sights?|attractions?|places|spots)';
const MIN_FREE = [
  new RegExp(`(?:至少|最少|起码|不少于|唔少过)(?:要)?(?:安排|去|游览|玩|看|行)?\\s*${NUM}\\s*(?:个|個)?免费(?:的)?(?:景点|景区|地方)`, 'g'),
  new RegExp(`免费(?:的)?(?:景点|景区|地方)(?:要)?(?:至少|最少|起码|不少于)\\s*${NUM}\\s*(?:个|個)?`, 'g'),
  new RegExp(`\\bat least\\s+${NUM}\\s+free\\s+${SIGHTS_EN}`, 'g'),
];
const MIN_TOTAL = [
  new RegExp(`(?:一共|总共|全程|整个行程)?(?:至少|最少|起码|不少于|唔少过)(?:要)?(?:安排|去|游览|玩|看|行)?\\s*${NUM}\\s*${SIGHTS_ZH}`, 'g'),
  new RegExp(`\\bat least\\s+${NUM}\\s+${SIGHTS_EN}(?:\\s+in total|\\s+overall)?`, 'g'),
];

// Limits said back as not understood: a time of day for a visit, walking and travel-time caps,
// rooms and room types, meals each day.
const UNREPRESENTABLE = [
  // A time of day next to a visit: "下午去三塔", "三塔安排在下午", "14:00之后", "at 3pm", "in the afternoon".
  /(?:上午|下午|早上|晚上|傍晚|中午|清晨|早晨|黄昏|日落时?)(?:再)?(?:去|游览|逛|看|参观|安排)[^，,。.；;！!？?\n]{1,12}|(?:\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:点|點|:\d{2})\s*(?:钟|鐘)?(?:之后|之前|以后|以前|后|前|半)?(?:再)?(?:去|游览|参观|到|出发)[^，,。.；;！!？?\n]{0,12}|(?:须|必须|需要)?安排在\s*\d{1,2}[:：]\d{2}\s*(?:之后|之前|以后|以前)|\b(?:at|after|before|by)\s+\d{1,2}(?::\d{2})?\s*(?:am|pm|o'clock)\b[^,.;!?\n]{0,30}|\b(?:in the (?:morning|afternoon|evening)|at (?:sunset|sunrise|night))\b[^,.;!?\n]{0,20}/g,
];

// Time in transit a day: "每天交通时间合计不超过90分钟", "车程加起来一小时以内", "每日喺车上嘅时间唔好多过
// 一个半钟", "Total travel time per day must not exceed 90 minutes", "under an hour on the road each day";
// group 1 the amount, group 2 "半" (and a half), group 3 the unit.
const TRANSIT_CAPS = [
  new RegExp(`(?:交通时间|路上时间|车程|坐车时间|在路上|车上)[^，,。.；;！!？?\\n\\d]{0,12}?${NUM}\\s*(?:个)?(半)?\\s*(分钟|分|小时|钟头|钟)`, 'g'),
  new RegExp(`\\b(?:travel|transit|driving|transfer)\\s+time\\b[^,.;!?\\n\\d]{0,30}?${NUM}()\\s*(minutes?|mins?|hours?)`, 'g'),
  new RegExp(`(?:\\b(half) an|${NUM})\\s*(minutes?|hours?)\\s+(?:on the road|in the car|in transit|of driving|of travel)\\b`, 'g'),
];

/** Minutes of a stated time: "90分钟", "一个半钟" (1.5 h), "an hour", "half an hour". */
function transitMinutesOf(amount: number | null, half: boolean, unit: string): number {
  // "分钟" ends in 钟 too: minutes first, then hours (小时, 钟头, the Cantonese 钟).
  const hours = !/分|min/.test(unit) && /小时|钟头|钟|hour/.test(unit);
  if (amount === null) return half ? 30 : 0;
  return Math.round((amount + (half ? 0.5 : 0)) * (hours ? 60 : 1));
}

// Walking: "每次走路别超过10分钟", "步行不超过1公里", "walk no more than 15 minutes"; group 1 the
// amount, group 2 the unit.
const WALK_CAPS = [
  new RegExp(`(?:走路|步行|行路|走)[^，,。.；;！!？?\\n\\d]{0,8}?${NUM}\\s*(分钟|分鐘|分|公里|km|米)`, 'g'),
  new RegExp(`\\bwalk(?:ing|s)?\\b[^,.;!?\\n\\d]{0,25}?${NUM}\\s*(minutes?|mins?|km|kilometers?|kilometres?|meters?|metres?|m)\\b`, 'g'),
];
// Meals every day: breakfast is planned only near the day's start unless asked for every day;
// lunch and dinner are planned every day anyway.
const BREAKFAST_DAILY = /(?:每天|每日|天天|每早)(?:都)?(?:要|需要|得|必须|须)?(?:吃|食|安排|有)(?:早餐|早饭|早点|早茶)|(?:早餐|早饭)(?:每天|每日|天天)(?:都)?(?:要|必须|须)?(?:有|安排|吃)|\b(?:breakfast)\s+(?:every|each)\s+(?:day|morning)\b|\b(?:every|each)\s+(?:day|morning)\b[^,.;!?\n]{0,15}\bbreakfast\b/g;
const OTHER_MEALS_DAILY = /(?:每天|每日|天天|每晚)(?:中午)?(?:都)?(?:要|需要|得|必须|须)?(?:吃|食|安排|有)(?:顿)?(?:正经)?(?:午餐|午饭|晚餐|晚饭)|(?:午餐|午饭|晚餐|晚饭)(?:每天|每日|每晚|天天)(?:都)?(?:要|必须|须)?(?:有|安排|吃)|\b(?:lunch|dinner)\s+(?:every|each)\s+(?:day|evening|night)\b/g;

/** Minutes of walking a cap allows: minutes as said, distances at the planner's walking speed. */
function walkMinutesOf(amount: number, unit: string): number {
  if (/分|min/.test(unit)) return amount;
  const km = /公里|km|kilomet/.test(unit) ? amount : amount / 1000;
  return Math.max(5, Math.floor((km / TRAVEL_ASSUMPTIONS.walkKmh) * 60));
}

// Rooms: "订两间双床房", "开3间房", "一间家庭房", "2 twin rooms", "book 3 rooms", "a family room";
// group 1 the number (absent when only the kind is said), group 2 the words of the kind.
const ROOM_PHRASES = [
  new RegExp(`${NUM}\\s*(?:间|間)\\s*([^，,。.；;！!？?\\n\\d]{0,6}?)(?:房间|房間|房)`, 'g'),
  new RegExp(`\\b${NUM}\\s+((?:twin|double|family|single|king|queen|dorm)?)\\s*(?:-?bed(?:ded)?\\s*)?rooms?\\b`, 'g'),
  /()(双床|大床|家庭|亲子|单人|套)(?:房|间|房间)|()(宿舍床位|床位)/g,
  /\b(?:an?\s+)?()(twin|double|family|single|king|queen)(?:-bed(?:ded)?)?\s+rooms?\b|\b()(suite|dorm bed)s?\b/g,
];
const ROOM_KINDS: readonly (readonly [PlannerRoomType, RegExp])[] = [
  ['twin', /双床|twin/],
  ['double', /大床|double|king|queen/],
  ['family', /家庭|亲子|family/],
  ['single', /单人|single/],
  ['suite', /套|suite/],
  ['dorm', /宿舍|床位|dorm/],
];

/** A captured amount or count, or null. */
const amountOf = (word: string | undefined) => (word === undefined ? null : parseNumberWord(word));

/**
 * Read the stated limits of `text` (see the module comment), claiming what each explains.
 * @returns caps in CNY, modes ruled out, the least sights and free sights, and phrases of limits
 *   the planner cannot keep yet; never throws.
 */
export function findStatedLimits(text: ExtractionText): StatedLimits {
  const found: StatedLimits = {
    budgetCaps: {},
    excludeModes: [],
    minAttractionsTotal: null,
    minFreeAttractions: null,
    maxWalkMinutes: null,
    maxTransferMinutesPerDay: null,
    breakfastDaily: false,
    rooms: null,
    roomType: null,
    unrepresentable: [],
  };

  for (const [category, regex] of CAP_PATTERNS) {
    for (const match of text.freeMatches(regex)) {
      const end = match.index + match[0].length;
      const after = text.lower.slice(end, end + 12);
      const before = text.lower.slice(Math.max(0, match.index - 12), match.index);
      // A nightly price or a per-person amount is read with money, not as a cap.
      if (NIGHTLY_AFTER.test(after) || NIGHTLY_BEFORE.test(before) || PER_PERSON_AFTER.test(after)) continue;
      const amount = amountOf(match[1]);
      if (amount === null) continue;
      text.claim(match.index, end);
      found.budgetCaps[category] ??= amount;
    }
  }

  const exclude = (mode: ExcludableMode) => {
    if (!found.excludeModes.includes(mode)) found.excludeModes.push(mode);
  };
  for (const [mode, regex] of MODE_EXCLUSIONS) {
    for (const match of text.freeMatches(regex)) {
      text.claim(match.index, match.index + match[0].length);
      exclude(mode);
    }
  }
  for (const [mode, regex] of MODE_ONLY) {
    for (const match of text.freeMatches(regex)) {
      text.claim(match.index, match.index + match[0].length);
      exclude(mode);
    }
  }

  for (const regex of MIN_FREE) {
    for (const match of text.freeMatches(regex)) {
      const n = amountOf(match[1]);
      if (n === null) continue;
      text.claim(match.index, match.index + match[0].length);
      found.minFreeAttractions ??= n;
    }
  }
  for (const regex of MIN_TOTAL) {
    for (const match of text.freeMatches(regex)) {
      // "每天至少…" is a least per day, which is not kept: left for the phrases said back.
      if (/(?:每天|每日|一天|一日)\s*$|\b(?:a|per|each)\s+day\b/.test(text.lower.slice(Math.max(0, match.index - 4), match.index + match[0].length + 10))) continue;
      const n = amountOf(match[1]);
      if (n === null) continue;
      text.claim(match.index, match.index + match[0].length);
      found.minAttractionsTotal ??= n;
    }
  }

  for (const regex of WALK_CAPS) {
    for (const match of text.freeMatches(regex)) {
      const amount = amountOf(match[1]);
      if (amount === null) continue;
      text.claim(match.index, match.index + match[0].length);
      found.maxWalkMinutes ??= Math.min(120, Math.max(5, walkMinutesOf(amount, match[2] ?? '')));
    }
  }
  for (const [index, regex] of TRANSIT_CAPS.entries()) {
    for (const match of text.freeMatches(regex)) {
      // The English "half an hour" has the "half" first; elsewhere the amount comes first.
      const [amountWord, half, unit] = index === 2 ? [match[2], match[1], match[3]] : [match[1], match[2], match[3]];
      const minutes = transitMinutesOf(amountOf(amountWord), half !== undefined && half !== '', unit ?? '');
      if (minutes <= 0) continue;
      text.claim(match.index, match.index + match[0].length);
      found.maxTransferMinutesPerDay ??= Math.min(600, Math.max(15, minutes));
    }
  }
  for (const match of text.freeMatches(BREAKFAST_DAILY)) {
    text.claim(match.index, match.index + match[0].length);
    found.breakfastDaily = true;
  }
  for (const regex of ROOM_PHRASES) {
    for (const match of text.freeMatches(regex)) {
      const count = match[1] === undefined || match[1] === '' ? null : amountOf(match[1]);
      const words = match.slice(2).find((group) => group !== undefined && group !== '') ?? '';
      const kind = ROOM_KINDS.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
      if (count === null && kind === null) continue;
      text.claim(match.index, match.index + match[0].length);
      if (count !== null) found.rooms ??= count;
      if (kind !== null) found.roomType ??= kind;
    }
  }
  // Said, and kept by every plan: nothing to set, nothing left unexplained.
  for (const match of text.freeMatches(OTHER_MEALS_DAILY)) text.claim(match.index, match.index + match[0].length);

  // These phrases often hold a place name, already read as a place (it stays a wish): a phrase
  // only has to start on words nothing else explained.
  for (const regex of UNREPRESENTABLE) {
    regex.lastIndex = 0;
    for (let match = regex.exec(text.lower); match !== null; match = regex.exec(text.lower)) {
      const end = match.index + match[0].length;
      if (!text.isFree(match.index, match.index + 1)) continue;
      text.claim(match.index, end);
      found.unrepresentable.push(text.slice(match.index, end));
    }
  }
  return found;
}

// What stands between the two places of an order: "再", "然后", "之后", "then", "before"; and the
// reversed forms, where the place named second comes first ("三塔之前先去蝴蝶泉", "B after A").
const ORDER_FORWARD = /再|然后|之后|以后|接着|随后|跟着|完了?|最后|最後|\bfinally\b|\blastly\b|\bthen\b|\bbefore\b|\bafterwards\b|\bafter that\b|\bfollowed by\b|→|->/;
const ORDER_REVERSED = /之前|以前|\bafter\b(?!\s*that)/;
const ORDER_LIST = /顺序|次序|\bin (?:this|that|the following) order\b|\bin order\b/;
const ORDER_FIRST = /先|首先|第一站|\bfirst\b|\bstart (?:with|at)\b/;

/**
 * Pairs of places the text puts in an order: consecutive places of one sentence with an order
 * word between them ("先去喜洲，再去三塔", "visit Xizhou before the Three Pagodas", "after Xizhou,
 * the Three Pagodas") or a "first … then" frame. Returns the matches, first place first.
 */
export function findVisitOrder(text: ExtractionText, wished: readonly PlaceMatch[]): { first: PlaceMatch; then: PlaceMatch }[] {
  const pairs: { first: PlaceMatch; then: PlaceMatch }[] = [];
  // A region ("大理") is the trip's area, never a stop of an order.
  const places = wished.filter((place) => place.targets.some((t) => t.kind !== 'region'));
  let listing = false;
  for (let i = 0; i + 1 < places.length; i++) {
    const a = places[i];
    const b = places[i + 1];
    if (!a || !b) continue;
    const between = text.lower.slice(a.end, b.start);
    // One sentence, and not too far apart.
    if (/[。.!！?？;；\n]/.test(between) || between.length > 24) continue;
    // "须按以下顺序游览：喜洲古镇、崇圣寺三塔、洱海", "in this order: …": a list after an order word
    // is the order, place by place.
    listing ||= ORDER_LIST.test(text.lower.slice(Math.max(0, a.start - 14), a.start));
    if (listing && /^[\s、,，]*(?:和|及|\band\b)?[\s、,，]*$/.test(between)) {
      pairs.push({ first: a, then: b });
      continue;
    }
    listing = false;
    // "有时间再去双廊", "if we have time, Shuanglang": a wish for spare time, not an order.
    if (/有时间|有空|有余力|得闲|if (?:we have |there is |there's )?(?:time|spare time)/.test(between)) continue;
    const lead = text.lower.slice(Math.max(0, a.start - 8), a.start);
    const reversedLead = /\bafter\s+(?:visiting\s+|seeing\s+)?(?:the\s+)?$/.test(lead);
    if (ORDER_REVERSED.test(between) && !/先/.test(between.split(ORDER_REVERSED)[0] ?? '')) {
      pairs.push({ first: b, then: a });
    } else if (reversedLead || ORDER_FORWARD.test(between) || (ORDER_FIRST.test(lead) && /[，,、]|\band\b/.test(between) && /再|然后|\bthen\b/.test(between))) {
      pairs.push({ first: a, then: b });
    }
  }
  return pairs;
}

/** A time of day asked for a place: the visit starts at or after `after`, ends by `before`, starts at `at` (HH:MM). */
export interface VisitTimeMatch {
  place: PlaceMatch;
  after?: string;
  before?: string;
  at?: string;
}

const PM_WORDS = /下午|晚上|下昼|夜晚|夜里|傍晚|pm/;
const AM_WORDS = /上午|早上|清晨|早晨|朝早|am/;

// Parts of the day, as the visit's bounds: the morning ends by noon, the afternoon starts at noon,
// the evening after 18:00 (sunset after 17:00), midday between 11:00 and 14:00.
const PARTS_OF_DAY: readonly (readonly [RegExp, { after?: number; before?: number }])[] = [
  [/上午|早上|清晨|早晨|朝早|一大早|\bin the morning\b|\bmornings?\b/g, { before: 12 * 60 }],
  [/中午|晌午|\bat noon\b|\bmidday\b/g, { after: 11 * 60, before: 14 * 60 }],
  [/下午|下昼|午后|\bin the afternoon\b|\bafternoons?\b/g, { after: 12 * 60 }],
  [/傍晚|黄昏|日落|夕阳|\bat sunset\b|\bfor (?:the )?sunset\b/g, { after: 17 * 60 }],
  [/晚上|夜晚|夜里|夜间|晚间|\bin the evening\b|\bfor the evening\b|\bat night\b|\bevenings?\b/g, { after: 18 * 60 }],
];
// Clock times: "下午3点", "3点之后", "14:00之前", "下午3时开始", "at 3pm", "after 14:00", "before 11am".
const CLOCK_ZH = /(上午|下午|晚上|早上|中午|下昼|夜晚)?\s*(\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:点钟|点|时)(半)?\s*(之后|以后|后|之前|以前|前)?|(\d{1,2})[:：](\d{2})\s*(之后|以后|后|之前|以前|前)?/g;
const CLOCK_EN = /\b(at|after|before|by|from|around)\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm|o'clock)?(?![\d:])/g;
// A clause about sleeping or eating is not a time for a sight.
const NOT_A_VISIT = /(?:上午|下午|晚上|早上|中午|傍晚)(?:才|就)?到|住|入住|酒店|客栈|民宿|吃|饭|餐|\bstay\b|\bsleep\b|\bhotel\b|\bdinner\b|\blunch\b|\bbreakfast\b|\beat\b|\barriv|\bland\b|\bflight\b|到达|抵达|航班|飞/;

/**
 * Times of day asked for places (request `visitTimes`): a part of the day or a clock time in the
 * same clause as a wished place, given to the place nearest to it ("下午去三塔", "三塔安排在下午",
 * "Xizhou in the afternoon", "at 3pm visit the Three Pagodas"). A clause about lodging, meals or
 * arrival is left alone, and so is a time with no place in its clause (said back as not used).
 * Claims what it reads.
 */
export function findVisitTimes(text: ExtractionText, places: readonly PlaceMatch[]): VisitTimeMatch[] {
  const found: VisitTimeMatch[] = [];
  const clauseAround = (start: number, end: number) => {
    const from = Math.max(...['，', ',', '。', '.', '；', ';', '！', '!', '？', '?', '\n'].map((p) => text.lower.lastIndexOf(p, start - 1))) + 1;
    const rest = text.lower.slice(end).search(/[，,。；;！!？?\n]|\.(?!\d)/);
    return { from, to: rest < 0 ? text.lower.length : end + rest };
  };
  const attach = (start: number, end: number, bounds: Omit<VisitTimeMatch, 'place'>) => {
    const clause = clauseAround(start, end);
    if (NOT_A_VISIT.test(text.lower.slice(clause.from, clause.to))) return;
    // A region ("大理") is no single visit.
    const inClause = places.filter((p) => p.start >= clause.from && p.end <= clause.to && p.targets.some((t) => t.kind !== 'region'));
    const nearest = inClause.sort((a, b) => Math.min(Math.abs(a.start - end), Math.abs(start - a.end)) - Math.min(Math.abs(b.start - end), Math.abs(start - b.end)))[0];
    if (!nearest) return;
    text.claim(start, end);
    found.push({ place: nearest, ...bounds });
  };
  const hourOf = (word: string, part: string, clockSuffix: string) => {
    let hour = parseNumberWord(word) ?? -1;
    if (hour < 0 || hour > 24) return null;
    // "3点去" means the afternoon: travellers do not plan sights at 3 a.m.
    if (hour < 12 && (PM_WORDS.test(part) || PM_WORDS.test(clockSuffix) || (hour <= 6 && !AM_WORDS.test(part) && !AM_WORDS.test(clockSuffix)))) hour += 12;
    return hour;
  };
  const bound = (minutes: number, relation: string | undefined): Omit<VisitTimeMatch, 'place'> => {
    if (relation !== undefined && /之后|以后|后|after|from/.test(relation)) return { after: toClock(minutes) };
    if (relation !== undefined && /之前|以前|前|before|by/.test(relation)) return { before: toClock(minutes) };
    return { at: toClock(minutes) };
  };
  for (const match of text.freeMatches(CLOCK_EN)) {
    // "at 3" alone is too vague: a time needs am/pm, o'clock or minutes.
    if (match[3] === undefined && match[4] === undefined) continue;
    const hour = hourOf(match[2] ?? '', '', match[4] ?? '');
    if (hour === null || hour > 23) continue;
    const relation = match[1] === 'at' || match[1] === 'around' ? undefined : match[1];
    attach(match.index, match.index + match[0].length, bound(hour * 60 + Number(match[3] ?? 0), relation));
  }
  for (const match of text.freeMatches(CLOCK_ZH)) {
    const colon = match[5] !== undefined;
    // "一点" is also "a little" ("便宜一点"): a numeral hour needs a part of the day or a before/after.
    if (!colon && !/^\d+$/.test(match[2] ?? '') && match[1] === undefined && match[4] === undefined) continue;
    const hour = colon ? Number(match[5]) : hourOf(match[2] ?? '', match[1] ?? '', '');
    if (hour === null || hour > 23) continue;
    const minutes = hour * 60 + (colon ? Number(match[6]) : match[3] ? 30 : 0);
    attach(match.index, match.index + match[0].length, bound(minutes, colon ? match[7] : match[4]));
  }
  for (const [regex, part] of PARTS_OF_DAY) {
    for (const match of text.freeMatches(regex)) {
      attach(match.index, match.index + match[0].length, {
        ...(part.after !== undefined ? { after: toClock(part.after) } : {}),
        ...(part.before !== undefined ? { before: toClock(part.before) } : {}),
      });
    }
  }
  return found;
}
