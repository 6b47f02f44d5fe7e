/**
 * The embedded request extractor of the planner's quick-text input (spec §2 planner page "form or
 * quick-text input", §3 planner form fields): reads a planner request from free text in Simplified
 * Chinese, Traditional Chinese or English with rules only, so the planner works offline. Pure and
 * deterministic: same text, language, snapshot and clock → same answer.
 *
 * Order matters, because each recogniser claims the characters it explains: catalog place names
 * first (so "古城" inside "大理古城" is not read as an interest), then dates (so "3日" inside
 * "12月3日" is not a duration), money (so "2000" in "预算2000" is not a party), party size, trip
 * length, vocabulary words, the departure place, and last the place-like words nothing explained.
 */
import type { DietKey, PlannerRequest, PlannerRequestInput } from '@dali/shared/contracts/planner';
import type { Locale } from '@dali/shared/locales';
import type { CatalogSnapshot } from '../engine/catalog-snapshot.js';
import type { ExtractedRequest } from '../planner-ai.js';
import { findDates } from './dates.js';
import { findPlaces, gazetteerOf, type PlaceMatch } from './gazetteer.js';
import { findDuration, findMoney, findParty } from './quantities.js';
import { ExtractionText, isListNegated, isNegated, parseChineseNumber, parseNumberWord, termsRegex } from './text.js';
import { resolveOrderPlace } from '../engine/visit-order.js';
import { findStatedLimits, findVisitOrder, findVisitTimes } from './stated-limits.js';
import { findUnknownPlaces } from './unknown-places.js';
import { VOCABULARY, type VocabularyEffect } from './vocabulary.js';

export interface ExtractRequestInput {
  /** The traveller's words (the quick-text body: 10–500 characters, not checked here). */
  text: string;
  /** Interface language; the plan's language unless the text asks for another. */
  language: Locale;
  /** Catalog whose towns and attractions are the gazetteer. */
  snapshot: CatalogSnapshot;
  /** "Now", for dates without a year and "tomorrow"; read in Asia/Shanghai. */
  clock: Date;
}

const termToEffects = new Map<string, readonly VocabularyEffect[]>();
for (const entry of VOCABULARY) for (const term of entry.terms) termToEffects.set(term, [...(termToEffects.get(term) ?? []), ...entry.effects]);
const VOCABULARY_PATTERN = termsRegex([...termToEffects.keys()]);
const squeeze = (text: string) => text.replace(/\s+/g, '');
const effectsByMatch = new Map([...termToEffects].map(([term, effects]) => [squeeze(term), effects] as const));

// A day of the trip: 第二天 / 第2日 / 最后一天 / 最後一日 / 最尾一日, "day 2", "the second day", "the last day".
const DAY_PHRASES = [
  /第\s*([一二两三四五六七1-7])\s*[天日]|(最后一天|最後一天|最后一日|最後一日|最尾一日)/g,
  /\b(?:on\s+)?(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|last|final|[1-7](?:st|nd|rd|th))\s+day\b|\bday\s+([1-7])\b/g,
];
const ORDINALS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7 };

/** The day a phrase's captured word names: 1–7, or "last". */
function dayOfPhrase(word: string): number | 'last' | null {
  if (word === '') return null;
  if (/最[后後尾]一[天日]|last|final/.test(word)) return 'last';
  const digit = /^([1-7])/.exec(word)?.[1];
  if (digit) return Number(digit);
  return ORDINALS[word] ?? parseChineseNumber(word);
}

const N = '([一二两三四五六七八九十\\d]+|one|two|three|four|five|six|seven|eight|nine|ten)';
const SIGHTS_EN = '(?:sights?|attractions?|places|spots)';
// Most sights a day, in the whole trip, or exactly (which is not kept), in both languages.
const COUNT_PHRASES: readonly (readonly [RegExp, 'perDay' | 'total' | 'exact'])[] = [
  [new RegExp(`(?:每天|每日|一天|一日)(?:最多|不超过|别超过|不要超过|不能超过|唔好超过|唔超过|不多过|不多于|唔好多过|唔多过|至多|只|只去|只安排|安排|去|行|玩|看)*\\s*${N}\\s*个?景点`, 'g'), 'perDay'],
  [new RegExp(`\\b(?:at most|no more than|max(?:imum)?(?: of)?|only|just|up to)\\s+${N}\\s+${SIGHTS_EN}\\s+(?:a|per|each)\\s+day\\b`, 'g'), 'perDay'],
  [new RegExp(`(?:恰好|正好|刚好|剛好)(?:安排|去)?\\s*${N}\\s*个?景点|\\bexactly\\s+${N}\\s+${SIGHTS_EN}`, 'g'), 'exact'],
  [new RegExp(`(?:一共|总共|全程)?(?:安排|去|行|玩|看)?\\s*${N}\\s*个?景点[，,\\s]*(?:唔多唔少|不多不少)`, 'g'), 'exact'],
  [new RegExp(`(?:一共|总共|總共|全程|整个行程)?(?:最多|不超过|不超過|别超过|不要超过|唔好超过|至多|不多过|不多于|唔好多过|唔多过)(?:安排|去|行|玩)?\\s*${N}\\s*个?景点`, 'g'), 'total'],
  [new RegExp(`\\b(?:at most|no more than|max(?:imum)?(?: of)?|up to)\\s+${N}\\s+${SIGHTS_EN}(?:\\s+in total|\\s+overall)?\\b`, 'g'), 'total'],
];

/** A count word of {@link COUNT_PHRASES}: digits, Chinese numerals or English number words. */
function countOf(word: string): number | null {
  return /^\d+$/.test(word) ? Number(word) : (parseChineseNumber(word) ?? parseNumberWord(word));
}

// What may stand between two places of one list: separators and "and"/"or" in either language.
const LIST_GLUE = /^[\s、,，/]*(?:和|与|與|及|或|以及|还有|還有|and|or)?[\s、,，/]*(?:the\s+)?$/;

const DEPARTURE = [
  /从([\u3400-\u9fff]{2,8}?)(?:出发|过来|飞过来|飞|坐|开车|来)/g,
  /\b(?:coming|flying|travell?ing|departing|leaving|driving|arriving) from ([a-z][a-z .'-]{1,40}?)(?=\s*(?:[,.;!?]|\bto\b|\band\b|\bon\b|\bfor\b|\bin\b|\bby\b|\bwith\b|\bvia\b|$))/g,
];

// A place refused after its name, in its clause: "蝴蝶泉就算了", "三塔去过了不用再去", "下关唔好去",
// "洱海同苍山都唔想去" (a short list before one refusal), "the Three Pagodas, we've done already".
const REFUSED_AFTER = /^[^，,。.；;！!？?\n]{0,6}?(?:就算了|算了|不去了?|不用去|不用再去|不必去|不想去|不要去|别去|免了|去过了|去過了|不感兴趣|没兴趣|冇兴趣|唔好去|唔使去|唔想去|唔去|唔使)/;
const REFUSED_AFTER_EN = /^[^,.;!?\n]{0,12}?\b(?:already|not needed|no need|is skipped|we can skip|can be skipped)\b/;
const DONE_BEFORE_EN = /\b(?:we've|we have|i've|i have|we|i)\s+(?:already\s+)?(?:done|seen|been to|visited)\s+(?:the\s+)?$/;

/** True when `place` is refused by the words right after it (or an English "we've done … already"). */
function isRefusedAfter(lower: string, place: PlaceMatch): boolean {
  const after = lower.slice(place.end, place.end + 16);
  return REFUSED_AFTER.test(after) || REFUSED_AFTER_EN.test(after) || DONE_BEFORE_EN.test(lower.slice(Math.max(0, place.start - 30), place.start));
}

/** An order place as the request names it: the attraction's id, else the words used (a town). */
function orderWord(text: ExtractionText, place: PlaceMatch): string {
  const attraction = place.targets.find((t) => t.kind === 'attraction');
  return attraction?.ids[0] ?? text.slice(place.start, place.end);
}

/** Places named in the departure phrase ("从大理古城出发") are where the party starts, not a wish. */
function findDeparture(text: ExtractionText, places: PlaceMatch[]): { value: string; start: number; end: number } | null {
  for (const regex of DEPARTURE) {
    regex.lastIndex = 0;
    const match = regex.exec(text.lower);
    const word = match?.[1];
    if (!match || word === undefined) continue;
    const start = match.index + match[0].indexOf(word);
    const end = start + word.length;
    if (!places.some((p) => p.start >= start && p.end <= end) && !text.isFree(start, end)) continue;
    text.claim(match.index, match.index + match[0].length);
    return { value: text.slice(start, end), start, end };
  }
  return null;
}

type ListField = 'interests' | 'attractionPreferences' | 'activityPreferences' | 'specialNeeds' | 'priorityFactors';

/**
 * Read a planner request from free text (see the file comment for what is recognised).
 * @returns the request as a client would send it (only the fields the text gave, plus `language`)
 *   and the words that named something the catalog or the rules do not know. Never throws; the
 *   caller validates with PlannerRequestSchema (which, for example, refuses "两周" = 14 days).
 */
export function extractRequestFromText({ text, language, snapshot, clock }: ExtractRequestInput): ExtractedRequest {
  const source = new ExtractionText(text);
  const gazetteer = gazetteerOf(snapshot);
  const unrecognised: string[] = [];

  // Places the traveller rules out are not wishes: they go to `avoid`. A negation covers the list
  // that follows it ("不要去蝴蝶泉、三塔", "skip Erhai and the Three Pagodas").
  const found = findPlaces(source, gazetteer);
  const negated = new Set<PlaceMatch>();
  let previous: PlaceMatch | null = null;
  for (const place of found) {
    const continues = previous !== null && negated.has(previous) && LIST_GLUE.test(source.lower.slice(previous.end, place.start));
    if (continues || isNegated(source.lower, place.start) || isListNegated(source.lower, place.start) || isRefusedAfter(source.lower, place)) negated.add(place);
    previous = place;
  }
  const wishedPlaces = found.filter((p) => !negated.has(p));
  // "第二天去蝴蝶泉", "on the last day, Xizhou Ancient Town": the sights named after a day phrase in
  // the same clause are pinned to that day (claimed first: "第2天" is no trip length). A town
  // there cannot be pinned, which the traveller is told.
  const pinned = new Map<PlaceMatch, number | 'last'>();
  for (const regex of DAY_PHRASES) {
    for (const match of source.freeMatches(regex)) {
      const day = dayOfPhrase(match[1] ?? match[2] ?? '');
      if (day === null) continue;
      source.claim(match.index, match.index + match[0].length);
      const clauseEnd = source.lower.slice(match.index + match[0].length).search(/[，,。.;；!！?？\n]/);
      const end = clauseEnd < 0 ? source.lower.length : match.index + match[0].length + clauseEnd;
      const after = wishedPlaces.filter((place) => place.start >= match.index + match[0].length && place.end <= end);
      // "Save Erhai Lake for the last day", "Shuanglang on day 3": the day phrase comes after the
      // place, so the place just before it in the same clause is the one pinned.
      const clauseStart = Math.max(...[...'，,。.;；!！?？\n'].map((mark) => source.lower.lastIndexOf(mark, match.index - 1))) + 1;
      const before = after.length > 0 ? [] : wishedPlaces.filter((place) => place.start >= clauseStart && place.end <= match.index).slice(-1);
      for (const place of [...after, ...before]) {
        // A sight, or a town with a sight named after it (visit-order.ts); an area, or a town
        // without one, cannot be pinned.
        const sight = place.targets.some((t) => t.kind === 'attraction') || resolveOrderPlace(source.slice(place.start, place.end), snapshot) !== null;
        if (sight) pinned.set(place, day);
        else unrecognised.push(source.slice(Math.min(match.index, place.start), Math.max(place.end, match.index + match[0].length)));
      }
    }
  }
  const places = wishedPlaces.filter((p) => !pinned.has(p));
  // Limits on the number of sights ("每天最多两个景点", "no more than 6 sights in total"), claimed
  // before party and length read their numbers. "恰好4个景点" (exactly) cannot be kept: said so.
  const counts: { perDay?: number; total?: number; exact?: number } = {};
  for (const [regex, kind] of COUNT_PHRASES) {
    for (const match of source.freeMatches(regex)) {
      const n = countOf(match[1] ?? match[2] ?? '');
      if (n === null) continue;
      source.claim(match.index, match.index + match[0].length);
      counts[kind] ??= n;
    }
  }
  // Caps on parts of the cost, ways of travel ruled out, least sights (stated-limits.ts): before
  // money, so "住宿费用不超过800元" caps lodging instead of becoming the trip's budget. Limits the
  // planner cannot keep yet come back among the words not used.
  // "下午去三塔", "Xizhou in the afternoon": times of day for wished places, read before the limits
  // (which say back a time of day no place goes with).
  const visitTimes = findVisitTimes(source, wishedPlaces).map(({ place, ...bounds }) => ({ place: orderWord(source, place), ...bounds }));
  const limits = findStatedLimits(source);
  unrecognised.push(...limits.unrepresentable);
  // "先去喜洲，再去三塔": places in an order (a town stands for the sight named after it).
  const order = findVisitOrder(source, wishedPlaces).map(({ first, then }) => ({ first: orderWord(source, first), then: orderWord(source, then) }));
  const dates = findDates(source, clock);
  unrecognised.push(...dates.invalid);
  const money = findMoney(source);
  unrecognised.push(...money.unconverted);
  const party = findParty(source);
  const duration = findDuration(source);

  const avoidTypes: string[] = [];
  const lists: Record<ListField, string[]> = { interests: [], attractionPreferences: [], activityPreferences: [], specialNeeds: [], priorityFactors: [] };
  const diets: DietKey[] = [];
  const single: Partial<Pick<PlannerRequest, 'accommodationType' | 'transportation' | 'pace' | 'language' | 'travelerCount'>> = {};
  const add = (list: string[], value: string) => {
    if (!list.includes(value)) list.push(value);
  };
  for (const match of source.freeMatches(VOCABULARY_PATTERN)) {
    const effects = effectsByMatch.get(squeeze(match[0]));
    if (!effects) continue;
    source.claim(match.index, match.index + match[0].length);
    // "不要购物" / "no shopping": the wish is refused, so it sets nothing. Terms that carry their
    // own negation ("不吃辣") start with it and are not affected: only what precedes is looked at.
    if (isNegated(source.lower, match.index) || isListNegated(source.lower, match.index)) {
      // "不要包含宗教场所", "skip the temples": a kind of sight ruled out.
      for (const effect of effects) if (effect.field === 'attractionPreferences') add(avoidTypes, effect.value);
      continue;
    }
    for (const effect of effects) {
      if (effect.field === 'dietaryRestrictions') {
        if (!diets.includes(effect.value)) diets.push(effect.value);
      } else if (effect.field === 'accommodationType' || effect.field === 'transportation' || effect.field === 'pace' || effect.field === 'language' || effect.field === 'travelerCount') {
        // The first mention wins: later ones are usually comparisons ("hotel rather than hostel").
        if (single[effect.field] === undefined) Object.assign(single, { [effect.field]: effect.value });
      } else {
        add(lists[effect.field], effect.value);
      }
    }
  }

  const departure = findDeparture(source, places);
  const wished = departure ? places.filter((p) => p.start < departure.start || p.end > departure.end) : places;
  unrecognised.push(...findUnknownPlaces(source, gazetteer));

  // Party: an explicit total, else adults (or "couple"/"solo") plus children, else children and
  // one adult (someone brings them).
  const kids = party.kids ?? 0;
  const travelerCount = party.total?.travelers ?? (party.adults !== null ? party.adults + kids : single.travelerCount !== undefined ? single.travelerCount + kids : kids > 0 ? kids + 1 : undefined);
  if (party.total?.children || kids > 0) add(lists.specialNeeds, 'familyFriendly');

  const destinations: string[] = [];
  const mustVisit: string[] = [];
  // A region ("大理", "Lijiang") names the area of the trip; next to a named town or sight it is
  // context ("在大理玩三天，想去喜洲" asks for Xizhou), so only a region named alone becomes the
  // trip's towns.
  const namesPlaces = wished.some((place) => place.targets.some((target) => target.kind !== 'region'));
  for (const place of wished) {
    for (const target of place.targets) {
      if (target.kind === 'region' && namesPlaces) continue;
      // An area (prefecture, county) stays the word the traveller used: "大理" is what they said,
      // and the planner reads it as every catalog town of the area (engine/destinations.ts), so
      // "What we understood" does not list ten towns nobody named.
      if (target.kind === 'region') add(destinations, source.slice(place.start, place.end));
      else for (const id of target.ids) add(target.kind === 'attraction' ? mustVisit : destinations, id);
    }
  }

  const avoid: string[] = [];
  for (const place of negated) {
    for (const target of place.targets) {
      if (target.kind === 'region') add(avoid, source.slice(place.start, place.end));
      else for (const id of target.ids) add(avoid, id);
    }
  }

  const dayPins = [...pinned].flatMap(([place, day]) => {
    const sights = place.targets.filter((t) => t.kind === 'attraction').flatMap((t) => t.ids);
    return sights.length > 0 ? sights.map((id) => ({ place: id, day })) : [{ place: source.slice(place.start, place.end), day }];
  });

  const request: PlannerRequestInput = { language: single.language ?? language };
  if (dayPins.length > 0) request.dayPins = dayPins;
  if (counts.perDay !== undefined) request.maxAttractionsPerDay = counts.perDay;
  if (counts.total !== undefined || counts.exact !== undefined) request.maxAttractionsTotal = counts.exact ?? counts.total;
  const least = counts.exact ?? limits.minAttractionsTotal;
  if (least !== undefined && least !== null) request.minAttractionsTotal = least;
  if (limits.minFreeAttractions !== null) request.minFreeAttractions = limits.minFreeAttractions;
  if (Object.keys(limits.budgetCaps).length > 0) request.budgetCaps = limits.budgetCaps;
  if (limits.excludeModes.length > 0) request.excludeModes = limits.excludeModes;
  if (limits.maxWalkMinutes !== null) request.maxWalkMinutes = limits.maxWalkMinutes;
  if (limits.maxTransferMinutesPerDay !== null) request.maxTransferMinutesPerDay = limits.maxTransferMinutesPerDay;
  if (limits.breakfastDaily) request.breakfastDaily = true;
  if (limits.rooms !== null) request.rooms = limits.rooms;
  if (limits.roomType !== null) request.roomType = limits.roomType;
  if (order.length > 0) request.visitOrder = order;
  if (visitTimes.length > 0) request.visitTimes = visitTimes;
  if (avoid.length > 0) request.avoid = avoid;
  if (avoidTypes.length > 0) request.avoidAttractionTypes = avoidTypes as PlannerRequest['avoidAttractionTypes'];
  if (dates.startDate !== undefined) request.startDate = dates.startDate;
  if (dates.endDate !== undefined) request.endDate = dates.endDate;
  const days = duration ?? dates.impliedDays;
  if (days !== undefined && days !== null) {
    // With both dates the length is known; a stated length that agrees adds nothing, one that
    // disagrees is kept so validation tells the traveller the two do not match.
    const span = request.startDate && request.endDate ? Math.round((Date.parse(request.endDate) - Date.parse(request.startDate)) / 86_400_000) + 1 : null;
    if (span === null || (duration !== null && span !== days)) request.durationDays = days;
  }
  if (travelerCount !== undefined) request.travelerCount = travelerCount;
  if (money.budgetCny !== null) request.budget = money.budgetCny * (money.perPerson ? (travelerCount ?? 1) : 1);
  if (money.accommodationBudget !== null) request.accommodationBudget = money.accommodationBudget;
  if (destinations.length > 0) request.destinations = destinations;
  if (mustVisit.length > 0) request.mustVisit = mustVisit;
  if (departure) request.departureLocation = departure.value;
  if (diets.length > 0) request.dietaryRestrictions = diets;
  if (single.accommodationType) request.accommodationType = single.accommodationType;
  if (single.transportation) request.transportation = single.transportation;
  if (single.pace) request.pace = single.pace;
  if (lists.interests.length > 0) request.interests = lists.interests as PlannerRequest['interests'];
  if (lists.attractionPreferences.length > 0) request.attractionPreferences = lists.attractionPreferences as PlannerRequest['attractionPreferences'];
  if (lists.activityPreferences.length > 0) request.activityPreferences = lists.activityPreferences as PlannerRequest['activityPreferences'];
  if (lists.specialNeeds.length > 0) request.specialNeeds = lists.specialNeeds as PlannerRequest['specialNeeds'];
  if (lists.priorityFactors.length > 0) request.priorityFactors = lists.priorityFactors as PlannerRequest['priorityFactors'];
  return { request, unrecognised };
}
