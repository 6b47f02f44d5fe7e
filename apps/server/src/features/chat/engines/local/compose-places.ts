/**
 * Answers of the local engine about places (spec §4 chat send): overview, opening hours and "open
 * now", tickets, how to get there, travel between towns, and comparing two places. Every fact is
 * read from the chat catalog; what it lacks is said to be unknown, never filled in.
 */
import type { ChatAttraction, ChatCatalog, ChatEntity, ChatRestaurant, ChatStay, ChatTown } from '../../knowledge/chat-catalog.js';
import { entityOf, townIdOf } from '../../knowledge/chat-catalog.js';
import { openNowOf, travelTimeBetween } from '../../knowledge/chat-queries.js';
import { parseDays, type OpeningPeriod } from '../../../../lib/opening-hours.js';
import type { AnswerBuilder } from './answer-builder.js';
import { ATTRACTION_TYPE_LABELS } from './phrases.js';

/** Which facts of a place a question asks for. */
export interface PlaceFacets {
  hours: boolean;
  ticket: boolean;
  transport: boolean;
  /** How long a visit takes. */
  duration: boolean;
  /** Weekdays asked about (0 = Sunday): the hours of each. */
  weekdays: readonly number[];
}

/** "Saturday: 08:00–17:00" / "Saturday: closed" for each weekday asked, from the catalog hours. */
function weekdayLines(b: AnswerBuilder, hours: readonly OpeningPeriod[] | null, weekdays: readonly number[]): string[] {
  if (hours === null || hours.length === 0) return [];
  return weekdays.map((day) => {
    const periods = hours.filter((p) => parseDays(p.days).has(day));
    return b.p.onDay(b.p.dayName(day), periods.length === 0 ? null : periods.map((p) => `${p.open}–${p.close}`).join(b.p.comma));
  });
}

/** The catalog's own words for what kind of place it is: English tags, or the type in Chinese. */
export function kindWords(b: AnswerBuilder, place: ChatAttraction): string {
  return b.locale === 'en-US' ? place.tags.slice(0, 5).join(' · ') : (ATTRACTION_TYPE_LABELS[b.locale][place.type] ?? place.type);
}

const townOf = (catalog: ChatCatalog, entity: ChatEntity): ChatTown | null => {
  const id = townIdOf(entity);
  const town = id === null ? null : entityOf(catalog, { kind: 'town', id });
  return town?.kind === 'town' ? town : null;
};

/** "Hours: … · Now: …" of an attraction or restaurant. */
function hoursLine(b: AnswerBuilder, place: ChatAttraction | ChatRestaurant): string[] {
  const open = openNowOf(place, b.now);
  const lines = [b.field(b.p.labels.hours, b.p.hours(place.hours))];
  if (open && open.state !== 'always' && place.hours !== null) lines.push(b.field(b.p.labels.openNow, b.p.openNow(open)));
  else if (open?.state === 'closed') lines.push(b.field(b.p.labels.openNow, b.p.openNow(open)));
  // The seasonal or conflicting-sources note, in the answer's language.
  if (place.kind === 'attraction' && place.hoursNote[b.locale] && place.hours !== null) lines.push(`_${place.hoursNote[b.locale]}_`);
  return lines;
}

function ticketLine(b: AnswerBuilder, place: ChatAttraction): string[] {
  const price = place.ticketFen === null ? b.p.ticketUnknown : b.p.money(place.ticketFen);
  const note = place.ticketNote[b.locale].trim();
  return [b.field(b.p.labels.ticket, price), ...(note ? [note] : [])];
}

/** Facts of one attraction: the facets asked for, or an overview when none is. */
export function answerAttraction(b: AnswerBuilder, catalog: ChatCatalog, place: ChatAttraction, facets: PlaceFacets): void {
  const town = townOf(catalog, place);
  const any = facets.hours || facets.ticket || facets.transport || facets.duration || facets.weekdays.length > 0;
  b.paragraph(any ? `${b.bold(place)}${town ? ` · ${b.link(town)}` : ''}` : `${b.bold(place)}${town ? ` · ${b.link(town)}` : ''}\n\n${place.intro[b.locale]}`);
  const lines: string[] = [];
  if (facets.hours || facets.weekdays.length > 0 || !any) lines.push(...hoursLine(b, place), ...weekdayLines(b, place.hours, facets.weekdays));
  if (facets.ticket || !any) lines.push(...ticketLine(b, place));
  if (facets.duration || !any) lines.push(b.field(b.p.labels.duration, b.p.duration(Math.round(place.recommendedDurationHours * 60))));
  if (facets.transport) lines.push(b.field(b.p.labels.address, place.address[b.locale]), b.field(b.p.labels.transport, place.transport[b.locale]));
  b.list(lines);
  if (!any && place.visitTips.length > 0) b.paragraph(b.field(b.p.labels.tips, place.visitTips.map((t) => t[b.locale]).slice(0, 2).join(' ')));
}

/** Facts of a restaurant: hours and open state, average price, address, known dishes. */
export function answerRestaurant(b: AnswerBuilder, catalog: ChatCatalog, place: ChatRestaurant, facets: PlaceFacets): void {
  const town = townOf(catalog, place);
  b.paragraph(`${b.bold(place)}${town ? ` · ${b.link(town)}` : ''}\n\n${place.note[b.locale]}`);
  const dishes = place.dishIds.map((id) => entityOf(catalog, { kind: 'food', id })).filter((d): d is ChatEntity => d !== null);
  b.list([
    ...(facets.hours || !facets.ticket ? [...hoursLine(b, place), ...weekdayLines(b, place.hours, facets.weekdays)] : []),
    b.field(b.p.labels.price, place.avgPriceFen === null ? b.p.priceUnknown : b.p.money(place.avgPriceFen)),
    b.field(b.p.labels.address, place.address[b.locale]),
    ...(place.phone ? [`☎ ${place.phone}`] : []),
    ...(dishes.length > 0 ? [dishes.map((d) => b.link(d)).join(b.p.comma)] : []),
  ]);
}

/** Facts of a stay: type, nightly price, rooms, address. */
export function answerStay(b: AnswerBuilder, catalog: ChatCatalog, stay: ChatStay): void {
  const town = townOf(catalog, stay);
  b.paragraph(`${b.bold(stay)} · ${b.p.stayType(stay.type)}${town ? ` · ${b.link(town)}` : ''}`);
  b.list([
    b.field(b.p.labels.price, stay.priceFromFen === null ? b.p.priceUnknown : b.p.perNightFrom(b.p.money(stay.priceFromFen))),
    ...(stay.rooms.length === 0
      ? [b.field(b.p.labels.rooms, b.p.roomsUnknown)]
      : stay.rooms.map((r) => `${r.name[b.locale]}: ${r.priceFen === null ? b.p.priceUnknown : b.p.money(r.priceFen)}`)),
    b.field(b.p.labels.address, stay.address[b.locale]),
    ...(stay.phone ? [`☎ ${stay.phone}`] : []),
  ]);
  if (stay.priceNote) b.paragraph(`_${stay.priceNote[b.locale]}_`);
}

/** A town: its sights with ticket and open state, and how many restaurants and stays it has. */
export function answerTown(b: AnswerBuilder, catalog: ChatCatalog, town: ChatTown): void {
  const sights = catalog.attractions.filter((a) => a.townId === town.id);
  b.paragraph(b.p.townAttractions(b.bold(town)));
  const colon = b.locale === 'en-US' ? ': ' : '：';
  b.list(sights.slice(0, 10).map((a) => `${b.link(a)} — ${b.p.labels.ticket}${colon}${a.ticketFen === null ? b.p.ticketUnknown : b.p.money(a.ticketFen)}; ${b.p.hours(a.hours)}`));
}

/** The attraction a town stands for in a place question ("喜洲门票" → 喜洲古镇), if one is named after it. */
export function mainAttractionOf(catalog: ChatCatalog, town: ChatTown): ChatAttraction | null {
  const stem = (name: string) => name.replace(/\s*[(（][^)）]*[)）]\s*/g, '').trim();
  const namedAfter = (a: ChatAttraction) => (['zh-CN', 'en-US'] as const).some((l) => stem(a.name[l]).startsWith(stem(town.name[l])));
  return catalog.attractions.find((a) => a.townId === town.id && namedAfter(a)) ?? null;
}

/** Road distance and times between the towns of two places (travel_times.json). */
export function answerTravelTime(b: AnswerBuilder, catalog: ChatCatalog, from: ChatEntity, to: ChatEntity): void {
  const fromTown = townOf(catalog, from);
  const toTown = townOf(catalog, to);
  if (!fromTown || !toTown) {
    b.paragraph(b.stop(b.p.noTravelFigure(b.link(from), b.link(to))));
    return;
  }
  if (fromTown.id === toTown.id) {
    b.paragraph(b.p.sameTown(b.link(fromTown)));
    const colon = b.locale === 'en-US' ? ': ' : '：';
    for (const place of [from, to]) if (place.kind === 'attraction') b.paragraph(`${b.link(place)}${colon}${place.transport[b.locale]}`);
    return;
  }
  const fact = travelTimeBetween(catalog, fromTown.id, toTown.id, b.locale, b.now);
  if (!fact) {
    b.paragraph(b.stop(b.p.noTravelFigure(b.link(fromTown), b.link(toTown))));
    return;
  }
  const named = [from, to].filter((e) => e.kind !== 'town');
  b.paragraph(`${b.p.travelIntro(b.bold(fromTown), b.bold(toTown))}${named.length > 0 ? ` (${named.map((e) => b.link(e)).join(b.p.comma)})` : ''}`);
  b.list([
    b.field(b.p.labels.distance, `${fact.km} km`),
    b.field(b.p.labels.byCar, b.p.duration(fact.minutesByCar)),
    b.field(b.p.labels.byBus, fact.minutesByBus === null ? b.p.busUnknown : b.p.duration(fact.minutesByBus)),
  ]);
  if (b.locale === 'en-US') b.paragraph(`_${fact.note}_`);
}

/** Two places side by side: town, ticket or price, hours and open state, visit length, tags. */
export function answerCompare(b: AnswerBuilder, catalog: ChatCatalog, first: ChatEntity, second: ChatEntity): void {
  b.paragraph(b.p.compareIntro(b.bold(first), b.bold(second)));
  for (const entity of [first, second]) {
    const town = townOf(catalog, entity);
    const facts: string[] = [];
    if (town && entity.kind !== 'town') facts.push(b.link(town));
    const colon = b.locale === 'en-US' ? ': ' : '：';
    if (entity.kind === 'attraction') {
      facts.push(`${b.p.labels.ticket}${colon}${entity.ticketFen === null ? b.p.ticketUnknown : b.p.money(entity.ticketFen)}`);
      facts.push(`${b.p.labels.hours}${colon}${b.p.hours(entity.hours)}`);
      facts.push(`${b.p.labels.duration}${colon}${b.p.duration(Math.round(entity.recommendedDurationHours * 60))}`);
      facts.push(kindWords(b, entity));
    } else if (entity.kind === 'stay') {
      facts.push(b.p.stayType(entity.type), entity.priceFromFen === null ? b.p.priceUnknown : b.p.perNightFrom(b.p.money(entity.priceFromFen)));
    } else if (entity.kind === 'restaurant') {
      facts.push(`${b.p.labels.hours}${colon}${b.p.hours(entity.hours)}`, entity.note[b.locale]);
    } else if (entity.kind === 'food') {
      facts.push(b.p.taste(entity.taste));
    } else {
      facts.push(`${b.p.labels.attractions}${colon}${catalog.attractions.filter((a) => a.townId === entity.id).length}`);
    }
    b.list([`${b.link(entity)} — ${facts.filter(Boolean).join(b.locale === 'en-US' ? '; ' : '；')}`]);
    if (entity.kind === 'attraction') b.paragraph(entity.intro[b.locale]);
  }
}

/** Road distance and driving time from a town to every town the catalog has figures for, nearest first. */
export function answerTravelFrom(b: AnswerBuilder, catalog: ChatCatalog, town: ChatTown): void {
  const legs = catalog.travelTimes
    .filter((t) => t.fromTownId === town.id || t.toTownId === town.id)
    .map((t) => ({ t, other: entityOf(catalog, { kind: 'town', id: t.fromTownId === town.id ? t.toTownId : t.fromTownId }) }))
    .sort((a, c) => a.t.km - c.t.km);
  if (legs.length === 0) {
    answerTown(b, catalog, town);
    return;
  }
  b.paragraph(b.p.travelFrom(b.bold(town)));
  b.list(legs.flatMap(({ t, other }) => (other ? [`${b.link(other)} — ${t.km} km, ${b.p.duration(t.minutesByCar)}`] : [])));
}
