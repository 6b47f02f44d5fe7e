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
 * Trip length in days: "3天", "三日游", "3天2晚", "两晚" (nights + 1), "一周" / "a week" (7),
 * "周末" / "weekend" (2), "long weekend" (3), "three days", "3-day", "day trip" (1), "2 weeks" (14,
 * left for validation to refuse). Null when the text gives none.
 */
export function findDuration(text: ExtractionText): number | null {
  let days: number | null = null;
  let nights: number | null = null;
  let weeks: number | null = null;
  let weekend: number | null = null;
  const take = (regex: RegExp, apply: (m: RegExpExecArray) => boolean) => {
    for (const match of text.freeMatches(regex)) if (apply(match)) text.claim(match.index, match.index + match[0].length);
  };
  take(new RegExp(`(?<![第每\\d${CN_NUMERAL_CHARS}])${N}\\s*(?:个)?\\s*(?:天|日)(?![气])|(?<![a-z])${N}[\\s-]*days?(?![a-z])`, 'g'), (m) => {
    const value = parseNumberWord(m[1] ?? m[2] ?? '');
    if (value === null || !Number.isInteger(value) || value < 1 || days !== null) return false;
    days = value;
    return true;
  });
  take(new RegExp(`(?<![第每\\d${CN_NUMERAL_CHARS}])${N}\\s*(?:个)?\\s*(?:晚|夜)(?![上饭餐])|(?<![a-z])${N}[\\s-]*nights?(?![a-z])`, 'g'), (m) => {
    const value = parseNumberWord(m[1] ?? m[2] ?? '');
    if (value === null || !Number.isInteger(value) || value < 1 || nights !== null) return false;
    nights = value;
    return true;
  });
  take(new RegExp(`(?<![第每\\d${CN_NUMERAL_CHARS}])${N}\\s*(?:个)?\\s*(?:周|星期|礼拜)(?![末一二三四五六日天])|(?<![a-z])${N}[\\s-]*weeks?(?![a-z])|week-?long|fortnight`, 'g'), (m) => {
    if (m[0] === 'fortnight') weeks = 2;
    else if (m[0].startsWith('week')) weeks = 1;
    else weeks = parseNumberWord(m[1] ?? m[2] ?? '');
    return weeks !== null;
  });
  take(/long weekend|长周末|小长假|周末|weekend|day[\s-]?trip|一日游/g, (m) => {
    weekend = /long|长/.test(m[0]) ? 3 : /周末|weekend/.test(m[0]) ? 2 : 1;
    return true;
  });
  if (days !== null) return days;
  if (weeks !== null) return weeks * 7;
  if (nights !== null) return (nights as number) + 1;
  return weekend;
}

// ─── Party size ─────────────────────────────────────────────────────────────────────────────────

/** A party size read from the text; `children` tells that children come along. */
export interface FoundParty {
  travelers: number;
  children: boolean;
}

const KIDS_ZH = '(?:小孩|孩子|儿童|小朋友|娃|宝宝)';
const KIDS_EN = '(?:kids?|children|child|teens?|teenagers?|toddlers?|bab(?:y|ies))';
const NOT_PEOPLE_AFTER = '(?![均间房天日晚周月号元块])';

/**
 * Party size: "2人", "两个人", "兩位", "我们三个", "一家三口", "2大1小", "两个大人一个小孩",
 * "a family of four", "2 adults and 1 child", "for 3 people", "party of 5", "we are 4". A count
 * of children alone ("带两个孩子") is added to a count of adults found elsewhere (see caller).
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
        `|(?:我们|咱们)\\s*${N}\\s*(?:个|位)(?![人\\d${CN_NUMERAL_CHARS}])|(?:我们|咱们)\\s*${N}(?=[\\s,，。.!！;；]|$)` +
        `|(?<![a-z])${N}\\s+(?:people|persons|person|pax|travell?ers|guests|of us)(?![a-z])` +
        `|(?:party|group) of ${N}(?![a-z])|(?:we are|we're|there are|there will be)\\s+${N}(?!\\s*(?:days?|nights?|weeks?))(?![a-z0-9])`,
      'g',
    ),
    (m) => setTotal(read(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6]), false),
  );
  take(new RegExp(`(?<![a-z])${N}\\s+adults?(?![a-z])|${N}\\s*(?:个|位)?\\s*(?:大人|成人)`, 'g'), (m) => {
    adults = read(m[1] ?? m[2]);
    return adults !== null;
  });
  take(new RegExp(`(?<![a-z])${N}\\s+${KIDS_EN}(?![a-z])|${N}\\s*(?:个|位)?\\s*${KIDS_ZH}`, 'g'), (m) => {
    kids = read(m[1] ?? m[2]);
    return kids !== null;
  });
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
const BARE_AMOUNT = new RegExp(`(?<![\\d.${CN_NUMERAL_CHARS}])${AMOUNT}(?:\\s*(?:-|–|~|到|至|to)\\s*${AMOUNT})?(?!\\s*(?:个|位|人|天|日|晚|周|月|号|岁|小时|分钟|公里|km|days?|nights?|people|persons|adults|kids|children|hours?|weeks?|years?|%|\\d|[${CN_NUMERAL_CHARS}]))`, 'g');

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
    found.push({ start: m.index, end: m.index + m[0].length, amount, currency: currencyOf(currencyWord), hasCurrency: !isBare });
  }
  return found;
}

const toCny = (mention: MoneyMention): number | null =>
  mention.currency === 'USD' ? mention.amount * ASSUMED_CNY_PER_USD : mention.currency === 'HKD' ? mention.amount * ASSUMED_CNY_PER_HKD : mention.currency === 'CNY' ? mention.amount : null;

const NIGHT_BEFORE = /(每晚|一晚|每夜|每天晚上|一个晚上|房费|房价|per night|a night|nightly|room rate)[^\d,，。;；]{0,8}$/;
const NIGHT_AFTER = /^\s*(?:\/|每|一|per|a|each|every)\s*(?:晚|夜|night|nt)/;
const UPPER_LIMIT = /(以内|以下|之内|内|不超过|最多|低于|under|below|less than|at most|max(?:imum)?|up to|within|no more than)/;
const LOWER_LIMIT = /(以上|起|至少|不低于|over|above|more than|at least)/;
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

/** The band a nightly amount (CNY) means: a limit picks the band it caps, else the band it lies in. */
function bandFor(amountCny: number, limit: 'upper' | 'lower' | 'none'): AccommodationBudget {
  const fen = Math.round(amountCny * 100);
  const containing = PLANNER_ACCOMMODATION_BUDGETS.find((band) => {
    const { minFen, maxFen } = ACCOMMODATION_BUDGET_BANDS[band];
    return fen >= minFen && (maxFen === null || fen < maxFen);
  });
  // "每晚200以内": prices below 200, so the band that ends at 200.
  if (limit === 'upper') return PLANNER_ACCOMMODATION_BUDGETS.find((band) => (ACCOMMODATION_BUDGET_BANDS[band].maxFen ?? Infinity) >= fen) ?? 'over300';
  return containing ?? 'over300';
}

/**
 * Budget and nightly band: "预算5000元", "5000块", "¥5000", "5k RMB", "5000 CNY", "1.5万",
 * "$800" / "800 USD" (× {@link ASSUMED_CNY_PER_USD}), "人均1000" (per person), "3000-5000元"
 * (the upper end), "每晚200以内" / "under ¥300 a night" (band). A bare number counts as a budget
 * only after a budget word ("预算", "budget", "人均"…).
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
    if (NIGHT_BEFORE.test(before) || nightTail) {
      if (nightTail) text.claim(mention.end, mention.end + nightTail[0].length);
      const near = `${before.slice(-8)}${after.slice(0, 10)}`;
      const limit = UPPER_LIMIT.test(near) ? 'upper' : LOWER_LIMIT.test(near) ? 'lower' : 'none';
      found.accommodationBudget ??= bandFor(cny, limit);
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
