/**
 * Numbers of a planner request in free text (spec §3 planner form): trip length, party size, total
 * budget (with currency and "per person") and the nightly lodging band. Chinese and English, digits
 * or number words. Each finder claims the characters it explains.
 */
import { type AccommodationBudget, ACCOMMODATION_BUDGET_BANDS, PLANNER_ACCOMMODATION_BUDGETS } from '@dali/shared/contracts/planner';
import { CN_NUMERAL_CHARS, NUMBER_SOURCE, parseNumberWord, type ExtractionText } from './text.js';

/**
 * Assumed exchange rates used to turn a budget written in another currency into CNY. They are
 * fixed on purpose (the extractor must be deterministic and work offline): approximate mid-market
 * rates of 2024–2025 (USD ≈ 7.2 CNY, HKD ≈ 0.92 CNY). A plan's budget check then works in CNY only.
 */
export const ASSUMED_CNY_PER_USD = 7.2;
/** See {@link ASSUMED_CNY_PER_USD}. */
export const ASSUMED_CNY_PER_HKD = 0.92;

// ─── Duration ───────────────────────────────────────────────────────────────────────────────────

const N = `(${NUMBER_SOURCE})`;

/**
 * A count of nights: "两晚", "3晚", "两夜", "2 nights", "three-night"; group 1 or 2
 * is the count. Not "每晚" (a nightly price) nor "晚上" / "晚饭" (evening, dinner). Flag `g`;
 * shared with dates.ts, which claims these as stays when two dates already give the span.
 */
export const NIGHTS_PATTERN = new RegExp(`(?<![第每\\d${CN_NUMERAL_CHARS}])${N}\\s*(?:个)?\\s*(?:晚|夜)(?![上饭餐])|(?<![a-z])${N}[\\s-]*nights?(?![a-z])`, 'g');

/** One length phrase of the text, in text order (see {@link findDuration}). */
interface LengthMention {
  kind: 'days' | 'nights';
  value: number;
  start: number;
  end: number;
}

// A leg of a trip in several places opens with a word of sequence in its clause: "先去巍山住一晚",
// "再回大理古城玩两天", "then 2 days in Xizhou". Checked in the clause before the count only.
const LEG_OPENER = /先|再|然后|之后|接着|随后|最后|\bfirst\b|\bthen\b|after that|afterwards|followed by/;
// What may stand between the days and the nights of one span: "三天两夜", "4 days 3 nights",
// "住4晚5天", "5 days / 4 nights".
const SAME_SPAN_GAP = /^[\s,，、/+&和及与-]*(?:and\s*)?$/;
// A day trip: "一日游", "day trip", "即日来回" (Cantonese), "当天来回", "当日往返".
const DAY_TRIP = /day[\s-]?trip|一日游|(?:即日|当天|当日)(?:来回|往返)/g;

/**
 * Trip length in days, or null when the text gives none. Reads "3天", "三日游", "3天2晚", "两晚"
 * (nights + 1), "一周" / "a week" (7), "周末" / "weekend" (2), "long weekend" (3), "three days",
 * "3-day", "day trip" / "一日游" / "当天来回" / "即日來回" (1), "2 weeks" (14, left for validation to
 * refuse). Rules, in order:
 * 1. A days count that opens no leg (no 先/再/然后/then… before it in its clause) is the whole
 *    trip, also when it stands next to a nights count of the same span ("三天两夜" = 3, "住4晚5天" =
 *    5): "还剩三天…住一晚再回古城" = 3, "大理玩四天，古城住两晚，双廊住一晚" = 4.
 * 2. Else weeks × 7.
 * 3. Else the legs add up: every nights count is a stay somewhere ("古城住两晚，双廊住一晚" = 3
 *    nights) and every days count opening a leg a stretch of days ("先去巍山住一晚，再回大理古城玩
 *    两天" = 1 + 2). Length = nights + leg days, plus one day when the last leg is a stay, for the
 *    day of leaving after its last night: "住两晚" = 3, "双廊住一晚…古城住两晚" = 4, "住一晚…玩两天" = 3.
 * 4. Else a weekend (2), long weekend (3) or day trip (1).
 * Claims what it reads; counts already claimed (a date's "3日", "一晚" of a nightly price) are not read.
 */
export function findDuration(text: ExtractionText): number | null {
  const mentions: LengthMention[] = [];
  let weeks: number | null = null;
  let weekend: number | null = null;
  const take = (regex: RegExp, apply: (m: RegExpExecArray) => boolean) => {
    for (const match of text.freeMatches(regex)) if (apply(match)) text.claim(match.index, match.index + match[0].length);
  };
  const count = (kind: LengthMention['kind']) => (m: RegExpExecArray) => {
    const value = parseNumberWord(m[1] ?? m[2] ?? '');
    if (value === null || !Number.isInteger(value) || value < 1) return false;
    mentions.push({ kind, value, start: m.index, end: m.index + m[0].length });
    return true;
  };
  take(new RegExp(`(?<![第每\\d${CN_NUMERAL_CHARS}])${N}\\s*(?:个)?\\s*(?:天|日)(?![气])|(?<![a-z])${N}[\\s-]*days?(?![a-z])`, 'g'), count('days'));
  take(NIGHTS_PATTERN, count('nights'));
  take(new RegExp(`(?<![第每\\d${CN_NUMERAL_CHARS}])${N}\\s*(?:个)?\\s*(?:周|星期|礼拜)(?![末一二三四五六日天])|(?<![a-z])${N}[\\s-]*weeks?(?![a-z])|week-?long|fortnight`, 'g'), (m) => {
    if (weeks !== null) return false;
    if (m[0] === 'fortnight') weeks = 2;
    else if (m[0].startsWith('week')) weeks = 1;
    else weeks = parseNumberWord(m[1] ?? m[2] ?? '');
    return weeks !== null;
  });
  // After the counts, so "a 3-day trip" is 3 days ("3-day" claimed) and not a day trip.
  take(DAY_TRIP, () => {
    weekend ??= 1;
    return true;
  });
  take(/long weekend|长周末|小长假|周末|weekend/g, (m) => {
    weekend ??= /long|长/.test(m[0]) ? 3 : 2;
    return true;
  });
  mentions.sort((a, b) => a.start - b.start);

  const clauseBefore = (m: LengthMention) => text.lower.slice(Math.max(0, m.start - 20), m.start).split(/[,，。.;；!！?？\n]/).pop() ?? '';
  // A days count next to a nights count describes the same span as it ("三天两夜"): rule 1.
  const gapIsSameSpan = (a: LengthMention, b: LengthMention) => a.end <= b.start && SAME_SPAN_GAP.test(text.lower.slice(a.end, b.start));
  const pairedWith = (m: LengthMention) => mentions.some((o) => o.kind !== m.kind && (gapIsSameSpan(m, o) || gapIsSameSpan(o, m)));
  const total = mentions.find((m) => m.kind === 'days' && (pairedWith(m) || !LEG_OPENER.test(clauseBefore(m))));
  if (total) return total.value;
  if (weeks !== null) return weeks * 7;
  if (mentions.length > 0) {
    const sum = mentions.reduce((days, m) => days + m.value, 0);
    return mentions[mentions.length - 1]?.kind === 'nights' ? sum + 1 : sum;
  }
  return weekend;
}

// ─── Party size ─────────────────────────────────────────────────────────────────────────────────

/** A party size read from the text; `children` tells that children come along. */
export interface FoundParty {
  travelers: number;
  children: boolean;
}

// Children in Chinese, with the Cantonese 细路 and 囡.
const KIDS_ZH = '(?:小孩|孩子|儿童|小朋友|娃|宝宝|细路仔|细路|儿子|女儿|囡囡|囡)';
// The Cantonese 仔 (son) and 女 (daughter) count as children only after 个 ("两个仔", "兩個女"):
// "一男一女" are adults, and 女生 / 女士 / 女朋友 always.
const KIDS_YUE = '个\\s*(?:仔|女(?![生士人朋性友孩]))';
const KIDS_EN = '(?:(?:young|little|small)\\s+)?(?:kids?|children|child|teens?|teenagers?|toddlers?|bab(?:y|ies)|sons?|daughters?)';
const NOT_PEOPLE_AFTER = '(?![均间房天日晚周月号元块])';
// English nouns of grown-up travellers a count may stand before: "three friends", "two
// vegetarians". Only the count is claimed, so a diet word stays for the vocabulary.
const PEOPLE_EN = '(?:friends|buddies|mates|colleagues|co-?workers|classmates|students|backpackers|guys|ladies|women|men|retirees|seniors|pensioners|vegetarians|vegans|muslims|photographers|hikers|cyclists|travel(?:l)?ing companions)';
const GIRLS_BOYS = '(?:(?:young|little|small)\\s+)?(?:girls|boys)';
// Beside these words girls and boys are the children ("a family with two girls aged 7 and 3");
// elsewhere "three girls" are the party.
const CHILDREN_CONTEXT = /\bfamily\b|\bfamilies\b|\baged?\b|\bages\b|year-olds?|\bkids\b|\bchildren\b|\bparents\b/;
// A family travelling with children: two parents unless a count of adults or everyone is given.
const FAMILY = /\bfamily\b|全家|一家人|家庭/;
// …and unless the text says one grown-up brings them.
const ONE_GROWN_UP = /\b(?:single|solo|just me|by myself|on my own|alone)\b|单亲|一个人|独自/;
// After "for N", words that make N something else than the party ("for 3 days", "for 200 yuan").
const NOT_PARTY_AFTER_FOR =
  '(?!\\s*(?:-|\\.\\d|days?\\b|nights?\\b|weeks?\\b|months?\\b|years?\\b|hours?\\b|hrs?\\b|min(?:ute)?s?\\b|yuan\\b|rmb\\b|cny\\b|usd\\b|hkd\\b|dollars?\\b|bucks\\b|kuai\\b|k\\b|%|am\\b|pm\\b|adults?\\b|kids?\\b|children\\b|of\\b|people\\b|persons?\\b|pax\\b))(?![a-z0-9])';

/**
 * Party size of the text, as `{ total, adults, kids }` (each null when not stated): `total` an
 * explicit count of everyone ("2人", "两个人", "兩位", "我们三个", "我哋兩個", "一家三口", "2大1小",
 * "两个大人一个小孩", "a family of four", "2 adults and 1 child", "for 3 people", "for two", "for us
 * two", "party of 5", "we are 4", "three friends", "two vegetarians", "two couples" = 4); `adults`
 * a count of adults alone ("2 adults"); `kids` a count of children alone ("带两个孩子", "两个仔",
 * "two girls aged 7 and 3", "with a baby", "a 1-year-old"). The caller adds `kids` to `adults`, to a
 * party word ("couple", "同老公") or to one adult who brings them. A family named with children and
 * no adults counted ("a family with two girls") has two adults: `adults` is 2 then.
 */
export function findParty(text: ExtractionText): { total: FoundParty | null; adults: number | null; kids: number | null } {
  let total: FoundParty | null = null;
  let adults: number | null = null;
  let kids: number | null = null;
  const read = (word: string | undefined) => (word === undefined || word === 'a' || word === 'an' ? null : parseNumberWord(word));
  const take = (regex: RegExp, apply: (m: RegExpExecArray) => boolean) => {
    for (const match of text.freeMatches(regex)) if (apply(match)) text.claim(match.index, match.index + match[0].length);
  };
  const setTotal = (value: number | null, children: boolean) => {
    if (value === null || !Number.isInteger(value) || value < 1 || total !== null) return false;
    total = { travelers: value, children };
    return true;
  };
  const girlsAreKids = CHILDREN_CONTEXT.test(text.lower);
  // Adults and children together.
  take(
    new RegExp(
      `${N}\\s*(?:个|位)?\\s*(?:大人|成人|大)\\s*(?:和|加|带|\\+|,|，|、)?\\s*${N}\\s*(?:个|位)?\\s*(?:${KIDS_ZH}|小)` +
        `|(?<![a-z])${N}\\s+adults?\\s*(?:and|\\+|,|with|&|plus)\\s*${N}\\s+${KIDS_EN}(?![a-z])`,
      'g',
    ),
    (m) => {
      const a = read(m[1] ?? m[3]);
      const k = read(m[2] ?? m[4]);
      return a !== null && k !== null && setTotal(a + k, k > 0);
    },
  );
  take(new RegExp(`一家${N}口|(?<![a-z])family of ${N}(?![a-z])`, 'g'), (m) => setTotal(read(m[1] ?? m[2]), true));
  take(
    new RegExp(
      `(?<![第每${CN_NUMERAL_CHARS}\\d])${N}\\s*(?:个|位)?\\s*(?:人|位|口人)${NOT_PEOPLE_AFTER}` +
        `|(?:我们|咱们|我哋|我地)\\s*${N}\\s*(?:个|位)(?![人\\d${CN_NUMERAL_CHARS}])|(?:我们|咱们|我哋|我地)\\s*${N}(?=[\\s,，。.!！;；]|$)` +
        `|(?<![a-z])${N}\\s+(?:people|persons|person|pax|travell?ers|guests|of us)(?![a-z])` +
        `|(?:party|group) of ${N}(?![a-z])|(?:we are|we're|there are|there will be)\\s+${N}(?!\\s*(?:days?|nights?|weeks?))(?![a-z0-9])`,
      'g',
    ),
    (m) => setTotal(read(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6]), false),
  );
  // "for two", "for 2", "for us two": a party of up to twenty (a larger number is rather money).
  take(new RegExp(`(?<![a-z])for\\s+(?:us\\s+)?${N}${NOT_PARTY_AFTER_FOR}`, 'g'), (m) => {
    const value = read(m[1]);
    return value !== null && value <= 20 && setTotal(value, false);
  });
  // "three friends", "two vegetarians", "two couples" (× 2); the noun is left unclaimed.
  const grownUps = girlsAreKids ? PEOPLE_EN : `(?:${PEOPLE_EN}|${GIRLS_BOYS})`;
  take(new RegExp(`(?<![a-z])${N}(?=\\s+(?:(${grownUps})|couples)(?![a-z]))`, 'g'), (m) => {
    const value = read(m[1]);
    return value !== null && value <= 20 && setTotal(m[2] === undefined ? value * 2 : value, false);
  });
  take(new RegExp(`(?<![a-z])${N}\\s+adults?(?![a-z])|${N}\\s*(?:个|位)?\\s*(?:大人|成人)`, 'g'), (m) => {
    adults = read(m[1] ?? m[2]);
    return adults !== null;
  });
  const kidNouns = girlsAreKids ? `(?:${KIDS_EN}|${GIRLS_BOYS})` : KIDS_EN;
  take(new RegExp(`(?<![a-z])${N}\\s+${kidNouns}(?![a-z])|${N}\\s*(?:(?:个|位)?\\s*${KIDS_ZH}|${KIDS_YUE})`, 'g'), (m) => {
    kids = read(m[1] ?? m[2]);
    return kids !== null;
  });
  // One child without a count: "with a baby", "our son", "a 1-year-old", "two 5-year-olds".
  take(
    new RegExp(
      `(?<![a-z])(?:with\\s+)?(?:a|an|one|our|my)\\s+(?:(?:young|little|small)\\s+)?(?:baby|toddler|infant|child|kid|son|daughter)(?![a-z-])` +
        `|(?<![a-z])(a|an|${N})\\s+\\d{1,2}[\\s-]*(?:years?|yrs?|months?)[\\s-]*olds?(?![a-z])`,
      'g',
    ),
    (m) => {
      const count = m[1] === undefined || m[1] === 'a' || m[1] === 'an' ? 1 : read(m[1]);
      if (count === null) return false;
      kids = (kids ?? 0) + count;
      return true;
    },
  );
  if (total === null && adults === null && (kids ?? 0) > 0 && FAMILY.test(text.lower) && !ONE_GROWN_UP.test(text.lower)) adults = 2;
  return { total, adults, kids };
}

// ─── Money ──────────────────────────────────────────────────────────────────────────────────────

type Currency = 'CNY' | 'USD' | 'HKD' | 'OTHER';

const AMOUNT = `(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?|[${CN_NUMERAL_CHARS}]+)(?:\\s*(k(?![a-z])|w(?![a-z])|thousand|grand|千|万))?`;
const CURRENCY_BEFORE = '(hk\\$|us\\$|\\$|¥|rmb|cny|usd|hkd|€|£|eur|gbp)';
const CURRENCY_AFTER = '(元人民币|元|块钱|块|人民币|rmb|cny|yuan|kuai|usd|us dollars|dollars?|bucks|美元|美金|刀|hkd|港币|港元|港纸|eur|euros?|欧元|gbp|pounds?|英镑)';
const MONEY = new RegExp(
  `${CURRENCY_BEFORE}\\s*${AMOUNT}(?:\\s*(?:-|–|~|到|至|to)\\s*${CURRENCY_BEFORE}?\\s*${AMOUNT})?` +
    `|(?<![\\d.])${AMOUNT}(?:\\s*(?:-|–|~|到|至|to)\\s*${AMOUNT})?\\s*${CURRENCY_AFTER}(?![a-z])`,
  'g',
);
// A number without a currency. Not the 一 of a word ("预算一共800": 一共 is "in all", 一起 "together"…),
// and not a number followed by a unit that makes it a count or a length; a Chinese numeral after it
// means the number goes on, except the 一 of "一晚" ("200-300一晚" is a nightly price).
const NOT_A_NUMERAL_YI = '(?!一[共起定直下点些般样边路切同齐概律向再会])';
const BARE_AMOUNT = new RegExp(
  `(?<![\\d.${CN_NUMERAL_CHARS}])${NOT_A_NUMERAL_YI}${AMOUNT}(?:\\s*(?:-|–|~|到|至|to)\\s*${AMOUNT})?` +
    `(?!\\s*(?:个|位|人|天|日|晚|周|月|号|岁|小时|分钟|公里|km|days?|nights?|people|persons|adults|kids|children|hours?|weeks?|years?|%|\\d|[${CN_NUMERAL_CHARS}](?!晚|夜|个晚上)))`,
  'g',
);

const currencyOf = (word: string | undefined): Currency => {
  if (word === undefined) return 'CNY';
  if (/^(hk\$|hkd|港币|港元|港纸)$/.test(word)) return 'HKD';
  if (/^(us\$|\$|usd|us dollars|dollars?|bucks|美元|美金|刀)$/.test(word)) return 'USD';
  if (/^(€|£|eur|gbp|euros?|欧元|pounds?|英镑)$/.test(word)) return 'OTHER';
  return 'CNY';
};

const MULTIPLIERS: Readonly<Record<string, number>> = { k: 1000, 千: 1000, thousand: 1000, grand: 1000, 万: 10_000, w: 10_000 };

function amountOf(value: string | undefined, multiplier: string | undefined): number | null {
  if (value === undefined) return null;
  const base = parseNumberWord(value.replace(/,/g, ''));
  if (base === null) return null;
  return base * (multiplier === undefined ? 1 : (MULTIPLIERS[multiplier] ?? 1));
}

/** An amount of money found in the text: the larger end of a range, in its own currency. */
interface MoneyMention {
  start: number;
  end: number;
  amount: number;
  /** The smaller end of a range ("200-300": 200); `amount` when no range. */
  low: number;
  currency: Currency;
  hasCurrency: boolean;
}

function moneyMentions(text: ExtractionText, pattern: RegExp): MoneyMention[] {
  const found: MoneyMention[] = [];
  for (const m of text.freeMatches(pattern)) {
    // Groups: before-currency form 1–6 (cur, amt, mult, cur2, amt2, mult2), after-currency form
    // 7–11 (amt, mult, amt2, mult2, cur); the bare pattern has 1–4 (amt, mult, amt2, mult2).
    const isBare = pattern === BARE_AMOUNT;
    const low = isBare ? amountOf(m[1], m[2]) : (amountOf(m[2], m[3]) ?? amountOf(m[7], m[8]));
    const high = isBare ? amountOf(m[3], m[4]) : (amountOf(m[5], m[6]) ?? amountOf(m[9], m[10]));
    const amount = Math.max(low ?? 0, high ?? 0);
    if (amount <= 0) continue;
    const currencyWord = isBare ? undefined : (m[1] ?? m[11]);
    // An amount with a currency is money whatever surrounds it: claimed now, so its digits are
    // not read again as a bare budget number.
    if (!isBare) text.claim(m.index, m.index + m[0].length);
    found.push({ start: m.index, end: m.index + m[0].length, amount, low: Math.min(low ?? amount, high ?? amount), currency: currencyOf(currencyWord), hasCurrency: !isBare });
  }
  return found;
}

const toCny = (mention: MoneyMention, amount = mention.amount): number | null =>
  mention.currency === 'USD' ? amount * ASSUMED_CNY_PER_USD : mention.currency === 'HKD' ? amount * ASSUMED_CNY_PER_HKD : mention.currency === 'CNY' ? amount : null;

const NIGHT_BEFORE = /(每晚|一晚|每夜|每天晚上|一个晚上|房费|房价|per night|a night|nightly|room rate)[^\d,，。;；]{0,8}$/;
const NIGHT_AFTER = /^\s*(?:\/|每|一|per|a|each|every)\s*(?:晚|夜|night|nt)/;
const UPPER_LIMIT = /(以内|以下|之内|内|不超过|最多|低于|under|below|less than|at most|max(?:imum)?|up to|within|no more than)/;
const LOWER_LIMIT = /(以上|起|至少|不低于|over|above|more than|at least)/;
const ABOUT = /(左右|上下|大概|大约|约|差不多|about|around|approximately|approx|roughly|or so|ish)/;
const BUDGET_BEFORE = /(预算|budget|花费|开销|费用|总共|一共|总计|总价|不超过|最多|控制在|within|up to|spend|spending|afford|人均|每人|每个人|per person|per head|each)[^\d,，。;；]{0,10}$/;
const PER_PERSON_BEFORE = /(人均|每人|每个人|一人|per person|per head|each person|pp)[^,，。;；]{0,8}$/;
const PER_PERSON_AFTER = /^\s*(?:\/\s*人|每人|一人|每个人|per person|per head|each|a head|a person|pp|\/person|\/pax|per pax)(?![a-z])/;

/** Money of the request: the total budget (CNY, whole party) and the nightly band. */
export interface FoundMoney {
  /** Total for the party in CNY, rounded to whole yuan; null when none was stated. */
  budgetCny: number | null;
  /** The amount was per person (the caller multiplies by the party size). */
  perPerson: boolean;
  accommodationBudget: AccommodationBudget | null;
  /** Amounts in currencies without an assumed rate ("500 EUR"), as written. */
  unconverted: string[];
}

/**
 * The band a nightly amount (CNY) means. `upper` (a cap: "每晚200以内") and `about` (an approximate
 * price: "一晚200左右", "about 200 a night") pick the band that ends at the amount when the amount is
 * a band's upper edge, else the band it lies in. Why `about` goes down at an edge: the bands meet
 * at 100/200/300, and a traveller who names a round price "about 200" means rooms near 200, which
 * the band 100to200 (up to 200) centres on better than 200to300 (200 and more, up to 300); "about
 * 250" stays in 200to300. `lower` ("300以上") and `none` pick the band the amount lies in.
 */
function bandFor(amountCny: number, limit: 'upper' | 'lower' | 'about' | 'none'): AccommodationBudget {
  const fen = Math.round(amountCny * 100);
  const containing = PLANNER_ACCOMMODATION_BUDGETS.find((band) => {
    const { minFen, maxFen } = ACCOMMODATION_BUDGET_BANDS[band];
    return fen >= minFen && (maxFen === null || fen < maxFen);
  });
  if (limit === 'upper' || limit === 'about') return PLANNER_ACCOMMODATION_BUDGETS.find((band) => (ACCOMMODATION_BUDGET_BANDS[band].maxFen ?? Infinity) >= fen) ?? 'over300';
  return containing ?? 'over300';
}

/**
 * Budget and nightly band, as {@link FoundMoney}: "预算5000元", "5000块", "¥5000", "5k RMB", "5000
 * CNY", "1.5万", "$800" / "800 USD" (× {@link ASSUMED_CNY_PER_USD}), "人均1000" (per person),
 * "3000-5000元" (the upper end), "预算一共800" (一共 is "in all", not the amount 1). Nightly band:
 * "每晚200以内" / "under ¥300 a night" (the band the cap ends), "一晚200左右" / "about 200 a night"
 * (on a band edge: the band below, see {@link bandFor}), "200-300一晚" (the band of its middle,
 * read the same way). A bare number counts only after a budget or night word ("预算", "budget",
 * "人均", "一晚"…). Reads only characters no recogniser claimed before ({@link ExtractionText.freeMatches}):
 * a cap on part of the cost ("住宿费用不超过800元") read earlier is not the trip's budget. Claims
 * the amounts, "per person" and night words it reads.
 */
export function findMoney(text: ExtractionText): FoundMoney {
  const found: FoundMoney = { budgetCny: null, perPerson: false, accommodationBudget: null, unconverted: [] };
  const mentions = [...moneyMentions(text, MONEY)];
  const lower = text.lower;
  const context = (m: MoneyMention) => ({ before: lower.slice(Math.max(0, m.start - 16), m.start), after: lower.slice(m.end, m.end + 16) });
  // Bare numbers only where a budget or night word stands right before them.
  for (const bare of moneyMentions(text, BARE_AMOUNT)) {
    const { before, after } = context(bare);
    if (NIGHT_BEFORE.test(before) || NIGHT_AFTER.test(after) || BUDGET_BEFORE.test(before)) mentions.push(bare);
  }
  mentions.sort((a, b) => a.start - b.start);

  let budget: MoneyMention | null = null;
  for (const mention of mentions) {
    const { before, after } = context(mention);
    const cny = toCny(mention);
    text.claim(mention.start, mention.end);
    if (cny === null) {
      found.unconverted.push(text.slice(mention.start, mention.end));
      continue;
    }
    const nightTail = NIGHT_AFTER.exec(after);
    const nightHead = NIGHT_BEFORE.exec(before);
    if (nightHead || nightTail) {
      if (nightTail) text.claim(mention.end, mention.end + nightTail[0].length);
      // The night word is part of the price: "一晚200" must not be read again as a one-night stay.
      if (nightHead?.[1] !== undefined) {
        const wordStart = mention.start - before.length + nightHead.index;
        text.claim(wordStart, wordStart + nightHead[1].length);
      }
      const near = `${before.slice(-8)}${after.slice(0, 10)}`;
      const limit = UPPER_LIMIT.test(near) ? 'upper' : LOWER_LIMIT.test(near) ? 'lower' : ABOUT.test(near) ? 'about' : 'none';
      // A range of prices ("200-300一晚") means the band around its middle, read like "about".
      const ranged = mention.low < mention.amount && limit === 'none';
      const nightly = ranged ? toCny(mention, (mention.low + mention.amount) / 2) : cny;
      found.accommodationBudget ??= bandFor(nightly ?? cny, ranged ? 'about' : limit);
      continue;
    }
    // The first amount after a budget word wins; else the first amount with a currency.
    if (BUDGET_BEFORE.test(before) && (budget === null || !BUDGET_BEFORE.test(context(budget).before))) budget = mention;
    else budget ??= mention;
  }
  if (budget !== null) {
    const { before, after } = context(budget);
    const perPerson = PER_PERSON_AFTER.exec(after);
    if (perPerson) text.claim(budget.end, budget.end + perPerson[0].length);
    found.perPerson = perPerson !== null || PER_PERSON_BEFORE.test(before);
    found.budgetCny = Math.round(toCny(budget) ?? 0);
  }
  return found;
}
