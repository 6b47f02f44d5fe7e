/**
 * Text plumbing of the rule-based request extractor: one normalised form of the traveller's text
 * that every recogniser reads, a record of which characters a recogniser has already explained (so
 * "3日" inside "12月3日" is not read again as a duration), and number words of Chinese and English.
 */
import * as OpenCC from 'opencc-js';

// Traditional → Simplified, Hong Kong and Taiwan forms both: the vocabulary and the catalog's
// zh-CN names are then matched once, whatever script the traveller wrote in.
const fromHongKong = OpenCC.Converter({ from: 'hk', to: 'cn' });
const fromTaiwan = OpenCC.Converter({ from: 'tw', to: 'cn' });

// Precomposed Latin letters with diacritics (pinyin tone marks "Dàlǐ", "Xǐzhōu"; é, ü): each is one
// character before and after losing its marks, so positions in the text stay where they were.
const LATIN_WITH_MARKS = /[\u00c0-\u00ff\u0100-\u024f\u1e00-\u1eff]/g;

/**
 * The matching form of a text: NFKC (full-width digits, letters and brackets become ASCII, "￥" →
 * "¥"), Traditional Chinese converted to Simplified, Latin letters lower-cased and stripped of
 * diacritics (pinyin tone marks: "Dàlǐ" → "dali"), runs of white space made one space.
 * Deterministic; the same function normalises catalog names, so both sides meet.
 */
export function normalizeText(text: string): string {
  const simplified = fromTaiwan(fromHongKong(text.normalize('NFKC')));
  return simplified
    .replace(/[A-Z]/g, (c: string) => c.toLowerCase())
    .replace(LATIN_WITH_MARKS, (c: string) => c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())
    .replace(/\s+/g, ' ');
}

/**
 * The traveller's text as recognisers see it. `lower` is {@link normalizeText}'s output; `display`
 * is the NFKC form in the traveller's own script and case when it has the same length as `lower`
 * (so spans can be cut from it), else the normalised text without lower-casing.
 */
export class ExtractionText {
  readonly lower: string;
  readonly display: string;
  private readonly taken: Uint8Array;

  constructor(text: string) {
    this.lower = normalizeText(text);
    const own = text.normalize('NFKC').replace(/\s+/g, ' ');
    const cased = fromTaiwan(fromHongKong(own));
    this.display = own.length === this.lower.length ? own : cased.length === this.lower.length ? cased : this.lower;
    this.taken = new Uint8Array(this.lower.length);
  }

  /** True when no recogniser has explained any character of `[start, end)`. */
  isFree(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.taken[i] === 1) return false;
    return true;
  }

  /** Mark `[start, end)` as explained. */
  claim(start: number, end: number): void {
    this.taken.fill(1, start, end);
  }

  /** True when some character of `[start, end)` was explained. */
  overlapsClaim(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.taken[i] === 1) return true;
    return false;
  }

  /**
   * Matches of `pattern` (must have the `g` flag) on `lower` that touch no explained character,
   * left to right; a match over an explained character is retried one character later, so a shorter
   * match starting inside it is still found.
   */
  *freeMatches(pattern: RegExp): Generator<RegExpExecArray> {
    pattern.lastIndex = 0;
    let match: RegExpExecArray | null;
    while ((match = pattern.exec(this.lower)) !== null) {
      const end = match.index + match[0].length;
      if (match[0].length === 0) {
        pattern.lastIndex = match.index + 1;
        continue;
      }
      if (!this.isFree(match.index, end)) {
        pattern.lastIndex = match.index + 1;
        continue;
      }
      yield match;
      // The consumer may have claimed the match; either way continue after it.
      pattern.lastIndex = end;
    }
  }

  /** `display` cut to `[start, end)`, trimmed. */
  slice(start: number, end: number): string {
    return this.display.slice(start, end).trim();
  }
}

const CN_DIGITS: Readonly<Record<string, number>> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const CN_UNITS: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1000 };

/** Chinese numerals as the recognisers' patterns accept them (Simplified, after normalisation). */
export const CN_NUMERAL_CHARS = '零〇一二两三四五六七八九十百千万';

/**
 * A Chinese numeral: "三" 3, "十二" 12, "二十" 20, "两千五百" 2500, "一万五" 15 000 (a digit
 * after a unit means the next lower unit, as spoken), "三千五" 3500. Null when not a numeral.
 */
export function parseChineseNumber(text: string): number | null {
  if (text === '' || [...text].some((c) => !(c in CN_DIGITS) && !(c in CN_UNITS) && c !== '万')) return null;
  let total = 0;
  let section = 0;
  let digit: number | null = null;
  let lastUnit = 0;
  for (const char of text) {
    if (char in CN_DIGITS) {
      digit = CN_DIGITS[char] ?? 0;
    } else if (char === '万') {
      section += digit ?? 0;
      total += (section === 0 ? 1 : section) * 10_000;
      section = 0;
      digit = null;
      lastUnit = 10_000;
    } else {
      const unit = CN_UNITS[char] ?? 1;
      // "十二" has no digit before 十: it means one ten.
      section += (digit ?? 1) * unit;
      digit = null;
      lastUnit = unit;
    }
  }
  if (digit !== null) section += lastUnit >= 10 && text.length > 1 && !/零/.test(text.slice(-2)) ? (digit * lastUnit) / 10 : digit;
  return total + section;
}

const EN_NUMBERS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, single: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
};

/** English number words the recognisers accept ("a" and "an" mean one). */
export const EN_NUMBER_WORDS = Object.keys(EN_NUMBERS).sort((a, b) => b.length - a.length);

/**
 * A number as written in the text: ASCII digits (with decimals), a Chinese numeral, or an English
 * number word up to twenty. Null when it is none of these.
 */
export function parseNumberWord(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d+(?:\.\d+)?$/.test(trimmed)) return Number(trimmed);
  if (trimmed in EN_NUMBERS) return EN_NUMBERS[trimmed] ?? null;
  return parseChineseNumber(trimmed);
}

/** Regex source of one number: digits, a Chinese numeral or an English number word. */
export const NUMBER_SOURCE = `(?:\\d+(?:\\.\\d+)?|[${CN_NUMERAL_CHARS}]+|\\b(?:${EN_NUMBER_WORDS.join('|')})\\b)`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One alternation regex (flag `g`) for `terms`, longest first so the longest term wins where two
 * start at the same place. Terms with Latin letters only match whole words.
 */
export function termsRegex(terms: readonly string[]): RegExp {
  const sorted = [...new Set(terms)].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const parts = sorted.map((term) => {
    const source = escapeRegExp(term).replace(/ /g, '\\s*');
    const start = /^[a-z0-9]/.test(term) ? '(?<![a-z0-9])' : '';
    const end = /[a-z0-9]$/.test(term) ? '(?![a-z0-9])' : '';
    return `${start}${source}${end}`;
  });
  return new RegExp(parts.join('|'), 'g');
}

const CJK_NEGATIONS = /[不别没无非勿免]/;
const EN_NEGATIONS = /\b(?:no|not|don't|dont|do not|never|without|avoid|skip|hate|dislike|except)\b[^,.;!?]{0,20}$/;

/**
 * True when the words just before `start` negate what follows: one of 不别没无非勿免 within the three
 * characters before (same clause), or an English "no / not / don't / without / avoid / skip …"
 * within the same clause and about four words.
 */
export function isNegated(lower: string, start: number): boolean {
  const before = lower.slice(Math.max(0, start - 3), start);
  const clause = before.split(/[,，。;；!！?？、]/).pop() ?? '';
  if (CJK_NEGATIONS.test(clause)) return true;
  const english = lower.slice(Math.max(0, start - 30), start);
  const negation = EN_NEGATIONS.exec(english);
  // "don't miss …" asks for it.
  return negation !== null && !/\bmiss\b/.test(negation[0]);
}

// A negation that rules out what a clause goes on to list ("不要安排以下任何景点：蝴蝶泉",
// "别带我们去…", "唔好去…", "please leave out …"), unless it is "don't miss".
const CJK_LEADS = /(?:不要|不想|不用|不必|不去|别|別|避开|避開|排除|不包括|不含|跳过|跳過|唔好|唔要|唔去)/;
const EN_LEADS = /\b(?:no|not|don't|dont|do not|never|without|avoid|skip|exclude|leave out|rule out|except)\b/;
const NOT_A_NEGATION = /错过|錯過|漏掉|\bmiss\b/;

/**
 * True when the clause before `start` (back to the last full stop, semicolon, comma or line break,
 * at most 24 characters) opens with a negation that rules out what it lists: "不要安排以下任何景点：
 * 蝴蝶泉" negates 蝴蝶泉, "skip the temples" the temples; "不要错过" / "don't miss" do not. Wider than
 * {@link isNegated}, for places and kinds of sight, which travellers list after one negation.
 */
export function isListNegated(lower: string, start: number): boolean {
  const clause = lower.slice(Math.max(0, start - 24), start).split(/[。；;！!？?\n，,.]/).pop() ?? '';
  const lead = CJK_LEADS.exec(clause) ?? EN_LEADS.exec(clause);
  if (!lead) return false;
  return !NOT_A_NEGATION.test(clause.slice(lead.index));
}
