/**
 * Trip dates in free text (spec §3 planner form "start date", "end date"): ISO dates, Chinese
 * "12月1日" / "十二月一号", "12/1" (month first, as en-US writes it), "Dec 1" / "1st of December",
 * ranges ("from … to …", "12月1日到3日", "Dec 1-3", "12月6号…玩到9号"), and a few relative days ("明天", "tomorrow",
 * "这周末", "next weekend", "国庆", "周五到周日", "next Friday"). A date without a year is its next occurrence on or after today
 * in China (Asia/Shanghai) at the injected clock; an end date without a year is the first one on or
 * after the start.
 */
import { isIsoDate } from '@dali/shared/contracts/planner';
import { chinaDay } from '../../../lib/opening-hours.js';
import { NIGHTS_PATTERN } from './quantities.js';
import { parseNumberWord, type ExtractionText } from './text.js';

/** Dates found in a text: `startDate`/`endDate` as YYYY-MM-DD China calendar days, when found. */
export interface FoundDates {
  startDate?: string;
  endDate?: string;
  /** Days a relative phrase implies ("这周末" / "this weekend": 2). */
  impliedDays?: number;
  /** Date-like words that name no calendar day ("2月30日"), as written. */
  invalid: string[];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_SOURCE = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const CN_SMALL = '[一二三四五六七八九十]{1,3}';
const ORDINAL = '(?:st|nd|rd|th)?';

interface Mention {
  start: number;
  end: number;
  year: number | null;
  month: number;
  day: number;
}

const monthOf = (word: string) => MONTHS.indexOf(word.slice(0, 3)) + 1;
const num = (text: string | undefined) => (text === undefined ? null : parseNumberWord(text));

// Each pattern yields year, month, day (any may be a word); order matters only for equal spans.
const DATE_PATTERNS: { regex: RegExp; read: (m: RegExpExecArray) => [number | null, number | null, number | null] }[] = [
  { regex: /(?<!\d)(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})(?:日|号)?(?!\d)/g, read: (m) => [num(m[1]), num(m[2]), num(m[3])] },
  { regex: new RegExp(`(?<![\\d一二三四五六七八九十])(\\d{1,2}|${CN_SMALL})月(\\d{1,2}|${CN_SMALL})(?:日|号)?(?!\\d)`, 'g'), read: (m) => [null, num(m[1]), num(m[2])] },
  { regex: /(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{4})(?![\d/])/g, read: (m) => [num(m[3]), num(m[1]), num(m[2])] },
  { regex: /(?<![\d/.])(\d{1,2})\/(\d{1,2})(?![\d/])/g, read: (m) => [null, num(m[1]), num(m[2])] },
  {
    regex: new RegExp(`(?<![a-z])${MONTH_SOURCE}\\s+(\\d{1,2})${ORDINAL}(?![\\d:])(?:,?\\s*(\\d{4}))?`, 'g'),
    read: (m) => [num(m[3]), monthOf(m[1] ?? ''), num(m[2])],
  },
  {
    regex: new RegExp(`(?<![\\d/])(\\d{1,2})${ORDINAL}\\s+(?:of\\s+)?${MONTH_SOURCE}(?![a-z])(?:,?\\s*(\\d{4}))?`, 'g'),
    read: (m) => [num(m[3]), monthOf(m[2] ?? ''), num(m[1])],
  },
];

// After a date: "到3日", "-3", " to 3rd", " until the 5th" (same month as the start).
const RANGE_TAIL = new RegExp(
  `^\\s*(?:-|–|—|~|到|至|to|until|till|through|thru)\\s*(?:the\\s+)?(?:(\\d{1,2}|${CN_SMALL})(?:日|号)|(\\d{1,2})${ORDINAL}(?![\\d/:]|\\s*(?:月|天|日|晚|人|个|位|days?|nights?|people|persons|adults|weeks?|${MONTH_SOURCE})))`,
);

// Later in the text, the day the trip ends (same month as the start, or the next): "…，玩到9号",
// "住到9號", "到9号", "stay until the 9th". A range word is required, so a lone "9号" is no end.
const END_DAY = new RegExp(
  `(?:到|至)\\s*(\\d{1,2}|${CN_SMALL})\\s*(?:日|号)(?![\\d游])|(?<![a-z])(?:until|till|til|through|thru)\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)(?![a-z])`,
  'g',
);

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** The first valid `month`/`day` on or after `from` (ISO), trying the next eight years (29 Feb). */
function nextOccurrence(month: number, day: number, from: string): string | null {
  const year = Number(from.slice(0, 4));
  for (let y = year; y <= year + 8; y++) {
    const candidate = iso(y, month, day);
    if (isIsoDate(candidate) && candidate >= from) return candidate;
  }
  return null;
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

function relativeDate(text: ExtractionText, today: string): { date: string; days?: number } | null {
  const saturday = addDays(today, (6 - weekdayOf(today) + 7) % 7);
  const phrases: [RegExp, () => { date: string; days?: number }][] = [
    [/大后天|in three days/g, () => ({ date: addDays(today, 3) })],
    [/后天|day after tomorrow/g, () => ({ date: addDays(today, 2) })],
    [/明天|明日|tomorrow/g, () => ({ date: addDays(today, 1) })],
    [/今天|今日|\btoday\b/g, () => ({ date: today })],
    [/下(?:个)?周末|下(?:个)?星期六|next weekend/g, () => ({ date: addDays(saturday, 7), days: 2 })],
    [/(?:这|本)(?:个)?周末|this weekend|this coming weekend/g, () => ({ date: saturday, days: 2 })],
    [/国庆(?:节)?(?:假期|长假|黄金周)?|national day (?:holiday|golden week)/g, () => ({ date: nextOccurrence(10, 1, today) ?? today, days: 7 })],
    [/五一(?:假期|劳动节)?|劳动节|may day/g, () => ({ date: nextOccurrence(5, 1, today) ?? today, days: 5 })],
  ];
  for (const [regex, make] of phrases) {
    for (const match of text.freeMatches(regex)) {
      text.claim(match.index, match.index + match[0].length);
      return make();
    }
  }
  return null;
}

// A weekday in the name of a weekly event is no date: "周五集市" / "週五集市" / "the Friday market",
// "the Sunday Muslim food stalls" (up to two words between). Nor is a recurring day ("每周五",
// "every Friday").
const EVENT_AFTER = /^\s*(?:的)?\s*(?:集市|市集|集(?![合中体])|街天|街子|赶街|市场|夜市|早市|庙会)|^(?:\s+[a-z]+){0,2}?\s+(?:markets?|bazaars?|fairs?|stalls|night markets?)(?![a-z])/;
const RECURRING_BEFORE = /(?:每|逢|every)\s*$/;

const WEEKDAY_ZH = '一二三四五六日天';
const WEEKDAY_EN = ['sun', 'mon', 'tues', 'wednes', 'thurs', 'fri', 'satur'];
const WEEKDAY_PATTERN = new RegExp(
  `(下下|下|这|本)?(?:个)?(?:周|星期|礼拜)([${WEEKDAY_ZH}])|\\b(?:(next|this|coming)\\s+)?(${WEEKDAY_EN.join('|')})day\\b`,
  'g',
);

/**
 * Weekday names as dates: "周五" / "this Friday" is the next Friday on or after today; "下周五" /
 * "next Friday" the Friday of next week (weeks start on Monday, as in China); "下下周五" one week
 * later. A second weekday ends the trip: "周五到周日" is Friday to the Sunday after it.
 */
function weekdayDates(text: ExtractionText, today: string): { startDate: string; endDate?: string } | null {
  const found: { date: string; weekday: number }[] = [];
  for (const match of text.freeMatches(WEEKDAY_PATTERN)) {
    const zh = match[2];
    // 周日 and 周天 are both Sunday.
    const weekday = zh !== undefined ? Math.min(WEEKDAY_ZH.indexOf(zh) + 1, 7) % 7 : WEEKDAY_EN.indexOf(match[4] ?? '');
    if (weekday < 0) continue;
    const end = match.index + match[0].length;
    if (EVENT_AFTER.test(text.lower.slice(end, end + 40)) || RECURRING_BEFORE.test(text.lower.slice(Math.max(0, match.index - 6), match.index))) continue;
    const prefix = match[1] ?? match[3];
    text.claim(match.index, match.index + match[0].length);
    const previous = found[0];
    if (previous) {
      found.push({ date: addDays(previous.date, (weekday - previous.weekday + 7) % 7), weekday });
      break;
    }
    const todayWeekday = weekdayOf(today);
    let date = addDays(today, (weekday - todayWeekday + 7) % 7);
    if (prefix === '下' || prefix === '下下' || prefix === 'next') {
      const nextMonday = addDays(today, ((8 - todayWeekday) % 7) || 7);
      date = addDays(nextMonday, ((weekday + 6) % 7) + (prefix === '下下' ? 7 : 0));
    }
    found.push({ date, weekday });
  }
  const [first, second] = found;
  if (!first) return null;
  return second ? { startDate: first.date, endDate: second.date } : { startDate: first.date };
}

/**
 * With a start and an end date the trip's span is known, so counts of nights ("古城住两晚，双廊住
 * 一晚") say where the nights are spent, not how long the trip is: claimed here so the trip-length
 * reader does not turn them into a length that disagrees with the dates. Counts of days ("玩五天")
 * stay free: one that disagrees is the traveller's own contradiction, reported by validation.
 */
function claimStays(text: ExtractionText): void {
  for (const match of text.freeMatches(NIGHTS_PATTERN)) text.claim(match.index, match.index + match[0].length);
}

/**
 * Read the trip's dates from `text` with "today" taken at `clock` in Asia/Shanghai, as
 * {@link FoundDates} (YYYY-MM-DD China days). The first date is the start; a second date is the
 * end, or else a day after a range word, right after the start ("12月1日到3日") or later in the
 * text ("12月6號…，玩到9號", "until the 9th"), in the start's month or the next. Without a calendar
 * date, weekdays ("周五到周日"; not "周五集市" / "the Friday market" nor "每周五", which name a weekly
 * event), then relative days ("明天", "next weekend"). Claims what it reads, and with both ends
 * known also the counts of nights ({@link claimStays}). Public holidays: 国庆 starts 1 October (7
 * days), 五一 1 May (5 days) — the usual arrangements.
 */
export function findDates(text: ExtractionText, clock: Date): FoundDates {
  const today = chinaDay(clock);
  const found: FoundDates = { invalid: [] };
  const mentions: Mention[] = [];
  for (const { regex, read } of DATE_PATTERNS) {
    for (const match of text.freeMatches(regex)) {
      const [year, month, day] = read(match);
      if (month === null || day === null || month < 1 || day < 1) continue;
      const start = match.index;
      const end = start + match[0].length;
      text.claim(start, end);
      mentions.push({ start, end, year, month, day });
    }
  }
  mentions.sort((a, b) => a.start - b.start);

  const resolve = (m: Mention, from: string): string | null => {
    if (m.year !== null) return isIsoDate(iso(m.year, m.month, m.day)) ? iso(m.year, m.month, m.day) : null;
    return isIsoDate(iso(2000, m.month, m.day)) ? nextOccurrence(m.month, m.day, from) : null;
  };

  const valid: { date: string; mention: Mention }[] = [];
  for (const mention of mentions) {
    const from = valid[0]?.date ?? today;
    const date = resolve(mention, from);
    if (date === null) found.invalid.push(text.slice(mention.start, mention.end));
    else valid.push({ date, mention });
  }

  const first = valid[0];
  if (first) {
    found.startDate = first.date;
    const second = valid[1];
    // The end as a day of the month after the start: "12月30日到2日" runs into the next month.
    const endOn = (day: number, start: number, stop: number) => {
      const [y, m, d] = first.date.split('-').map(Number) as [number, number, number];
      const end = day >= d ? iso(y, m, day) : m === 12 ? iso(y + 1, 1, day) : iso(y, m + 1, day);
      text.claim(start, stop);
      if (isIsoDate(end)) found.endDate = end;
      else found.invalid.push(text.slice(first.mention.start, stop));
    };
    if (second) {
      found.endDate = second.date;
    } else {
      const tail = RANGE_TAIL.exec(text.lower.slice(first.mention.end));
      const dayWord = tail?.[1] ?? tail?.[2];
      const day = dayWord === undefined ? null : parseNumberWord(dayWord);
      if (tail && day !== null && text.isFree(first.mention.end, first.mention.end + tail[0].length)) {
        endOn(day, first.mention.end, first.mention.end + tail[0].length);
      } else {
        for (const match of text.freeMatches(END_DAY)) {
          const later = parseNumberWord(match[1] ?? match[2] ?? '');
          if (match.index < first.mention.end || later === null || later < 1) continue;
          endOn(later, match.index, match.index + match[0].length);
          break;
        }
      }
    }
    if (found.endDate !== undefined) claimStays(text);
    return found;
  }

  const weekdays = weekdayDates(text, today);
  if (weekdays) {
    if (weekdays.endDate !== undefined) claimStays(text);
    return { ...found, ...weekdays };
  }

  const relative = relativeDate(text, today);
  if (relative) {
    found.startDate = relative.date;
    if (relative.days !== undefined) found.impliedDays = relative.days;
  }
  return found;
}
