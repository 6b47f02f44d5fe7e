/**
 * Answers of the local engine about dishes, restaurants, stays and interests (spec §4 chat send):
 * what a dish is and its diet facts, where to eat it, restaurants in a town, where to stay by town,
 * type and nightly price, and the sights that suit an interest. Facts come from the chat catalog;
 * lists are capped so answers stay short.
 */
import type { ChatAttraction, ChatCatalog, ChatFood, ChatRestaurant, ChatTown } from '../../knowledge/chat-catalog.js';
import { entityOf } from '../../knowledge/chat-catalog.js';
import { DIET_TAGS, searchCatalog, staysMatching } from '../../knowledge/chat-queries.js';
import type { AnswerBuilder } from './answer-builder.js';
import { kindWords } from './compose-places.js';
import { INTEREST_TAGS, type Interest } from './intents.js';
import { DIET_LABELS } from './phrases.js';

/** Longest list an answer shows. */
const LIST_LIMIT = 8;

/** " · [town](path)" after a list item, so a list spanning towns says where each entry is. */
function townSuffix(b: AnswerBuilder, catalog: ChatCatalog, townId: string | null): string {
  const town = townId === null ? null : entityOf(catalog, { kind: 'town', id: townId });
  return town ? ` · ${b.link(town)}` : '';
}

/** Diet facts of a dish in words, or the "no tags" sentence. */
function dietLine(b: AnswerBuilder, food: ChatFood): string {
  const tags = food.tags.filter((t) => (DIET_TAGS as readonly string[]).includes(t));
  return b.field(b.p.labels.diet, tags.length === 0 ? b.p.noDietTags : tags.map((t) => DIET_LABELS[b.locale][t] ?? t).join(b.p.comma));
}

/** Taste, and ingredients (English keywords, so Chinese answers quote the catalog's cooking method instead). */
function tasteLines(b: AnswerBuilder, food: ChatFood): string[] {
  const lines = [b.field(b.p.labels.taste, b.p.taste(food.taste))];
  if (b.locale === 'en-US') lines.push(b.field(b.p.labels.ingredients, food.ingredients.join(', ')));
  else lines.push(b.field(b.p.labels.cooking, food.cookingMethod[b.locale]));
  return lines;
}

/** Restaurants known for a dish (in a town first when one is given), or where it is usually found. */
function whereLines(b: AnswerBuilder, catalog: ChatCatalog, food: ChatFood, town: ChatTown | null): void {
  const all = food.restaurantIds.map((id) => entityOf(catalog, { kind: 'restaurant', id })).filter((r) => r?.kind === 'restaurant');
  const inTown = town ? all.filter((r) => r.townId === town.id) : all;
  const shown = inTown.length > 0 ? inTown : all;
  if (shown.length > 0) {
    b.paragraph(b.p.restaurantsFor(b.link(food), inTown.length > 0 && town ? b.link(town) : null));
    b.list(shown.slice(0, LIST_LIMIT).map((r) => `${b.link(r)}${townSuffix(b, catalog, r.townId)} — ${r.note[b.locale]}`));
    // The dish's own page lists every restaurant known for it.
    moreLine(b, shown.length, `/gourmetFood/${encodeURIComponent(food.id)}`);
  } else {
    b.paragraph(b.p.noRestaurantsForDish(b.link(food)));
  }
  b.paragraph(b.stop(b.p.recommendedPlace(food.recommendedPlace[b.locale])));
}

/** What a dish is: background, taste and ingredients, diet facts, how it is eaten, price, where. */
export function answerDish(b: AnswerBuilder, catalog: ChatCatalog, food: ChatFood): void {
  b.paragraph(`${b.bold(food)}\n\n${food.culturalBackground[b.locale]}`);
  const price =
    food.priceMinFen === null ? b.p.priceUnknown : b.p.perPortion(b.p.money(food.priceMinFen), b.p.money(food.priceMaxFen ?? food.priceMinFen));
  b.list([...tasteLines(b, food), dietLine(b, food), b.field(b.p.labels.howEaten, food.eatingMethod[b.locale]), b.field(b.p.labels.price, price)]);
  whereLines(b, catalog, food, null);
}

/** Diet facts of a dish (vegetarian, pork, dairy, raw, spicy, halal), with taste and ingredients. */
export function answerDishDiet(b: AnswerBuilder, food: ChatFood): void {
  b.paragraph(b.bold(food));
  b.list([dietLine(b, food), ...tasteLines(b, food)]);
  b.paragraph(b.stop(b.p.recommendedPlace(food.recommendedPlace[b.locale])));
}

/** Where to eat a dish, optionally in a town. */
export function answerDishWhere(b: AnswerBuilder, catalog: ChatCatalog, food: ChatFood, town: ChatTown | null): void {
  whereLines(b, catalog, food, town);
}

/**
 * Restaurants of a town (or of the whole catalog when no town is named), of the cuisines asked for
 * (catalog `cuisine` keywords such as `vegetarian`) when any is; all of the town's when none fits.
 */
export function answerRestaurants(b: AnswerBuilder, catalog: ChatCatalog, town: ChatTown | null, cuisines: readonly string[] = []): void {
  const inTown = catalog.restaurants.filter((r) => town === null || r.townId === town.id);
  // A vegetarian or halal question also finds places a source says serve such food, whatever their cuisine keywords.
  const meetsDiet = (r: ChatRestaurant) =>
    (cuisines.includes('vegetarian') && r.diet.vegetarianOptions === true) || (cuisines.includes('halal') && r.diet.halal === true);
  const ofCuisine = inTown.filter((r) => r.cuisine.some((c) => cuisines.includes(c)) || meetsDiet(r));
  const diet = cuisines.includes('vegetarian') ? 'vegetarian' : cuisines.includes('halal') ? 'halal' : null;
  const cuisineName = cuisines.map((c) => b.p.cuisineNames[c] ?? c).join(b.p.comma);
  const list = ofCuisine.length > 0 ? ofCuisine : inTown;
  if (list.length === 0) {
    b.paragraph(town ? b.p.noRestaurantsInTown(b.link(town)) : b.p.noInterestMatch);
    return;
  }
  if (cuisines.length > 0 && ofCuisine.length > 0) b.paragraph(b.p.restaurantsOfCuisine(cuisineName, town ? b.bold(town) : null));
  else if (cuisines.length > 0) b.paragraph(`${b.p.noCuisineMatch(cuisineName)}${town ? ` ${b.bold(town)}` : ''}`);
  else b.paragraph(town ? b.p.restaurantsIn(b.bold(town)) : `${b.p.labels.restaurants}${b.locale === 'en-US' ? ':' : '：'}`);
  b.list(
    list.slice(0, LIST_LIMIT).map((r) => {
      const dishes = r.dishIds.map((id) => entityOf(catalog, { kind: 'food', id })).filter((d) => d !== null);
      const where = town === null ? townSuffix(b, catalog, r.townId) : '';
      return `${b.link(r)}${where} — ${r.note[b.locale]}${dishes.length > 0 ? ` (${dishes.map((d) => b.link(d)).join(b.p.comma)})` : ''}`;
    }),
  );
  moreLine(b, list.length, listHref('/gourmetFood', { town: town?.englishName, diet: ofCuisine.length > 0 ? diet : null }));
}

/** The web list page of a kind with its filters, for "see them all" links. */
function listHref(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** When a list was cut at {@link LIST_LIMIT}: how many more there are, with the full list's page. */
function moreLine(b: AnswerBuilder, total: number, href: string): void {
  if (total > LIST_LIMIT) b.paragraph(b.p.moreInList(total - LIST_LIMIT, href));
}

/** Stays by town, type and highest nightly price; cheapest known price first. */
export function answerStays(b: AnswerBuilder, catalog: ChatCatalog, filter: { town: ChatTown | null; type: string | null; maxPriceFen: number | null }): void {
  const matches = staysMatching(
    catalog,
    {
      ...(filter.town ? { townId: filter.town.id } : {}),
      ...(filter.type ? { type: filter.type } : {}),
      ...(filter.maxPriceFen === null ? {} : { maxPriceFen: filter.maxPriceFen }),
    },
    b.locale,
    b.now,
  );
  if (matches.length === 0 && filter.town && filter.type) {
    // No stay of that type in the town: say so, and show the town's other stays instead.
    const others = staysMatching(catalog, { townId: filter.town.id, ...(filter.maxPriceFen === null ? {} : { maxPriceFen: filter.maxPriceFen }) }, b.locale, b.now);
    if (others.length > 0) {
      b.paragraph(b.p.noStaysOfType(b.p.stayType(filter.type), b.link(filter.town)));
      stayList(b, catalog, others, false);
      return;
    }
  }
  const filters = b.p.staysFilters(filter.town ? b.link(filter.town) : null, filter.type ? b.p.stayType(filter.type) : null, filter.maxPriceFen);
  if (matches.length === 0) {
    b.paragraph(b.p.noStays(filters));
    return;
  }
  b.paragraph(b.p.staysIntro(filters));
  stayList(b, catalog, matches, filter.town === null);
  moreLine(b, matches.length, listHref('/stay', { town: filter.town?.englishName, type: filter.type }));
}

/** A list of stays with type, town (when the list spans towns) and nightly price. */
function stayList(b: AnswerBuilder, catalog: ChatCatalog, matches: readonly { id: string }[], withTown: boolean): void {
  b.list(
    matches.slice(0, LIST_LIMIT).map((summary) => {
      const stay = entityOf(catalog, { kind: 'stay', id: summary.id });
      if (stay?.kind !== 'stay') return '';
      const where = withTown ? townSuffix(b, catalog, stay.townId) : '';
      const price = stay.priceFromFen === null ? b.p.priceUnknown : b.p.perNightFrom(b.p.money(stay.priceFromFen));
      return `${b.link(stay)} — ${b.p.stayType(stay.type)}${where}; ${price}`;
    }),
  );
}

/**
 * Sights that suit the interests, optionally in one town; those matching more tags first. With a
 * `subject` sight ("is Erhai good for kids?"), first whether the catalog's tags say it suits them.
 */
export function answerInterests(b: AnswerBuilder, catalog: ChatCatalog, interests: readonly Interest[], town: ChatTown | null, subject: ChatAttraction | null = null): void {
  const tags = [...new Set(interests.flatMap((i) => INTEREST_TAGS[i]))];
  const hits = searchCatalog(catalog, { tags, kinds: ['attraction'], ...(town ? { townId: town.id } : {}), limit: LIST_LIMIT }, b.locale, b.now);
  const names = interests.map((i) => b.p.interestNames[i] ?? i).join(b.p.comma);
  if (subject) b.paragraph(b.p.suits(b.bold(subject), names, [...subject.tags, subject.type].some((t) => tags.includes(t))));
  if (hits.length === 0) {
    b.paragraph(b.p.noInterestMatch);
    return;
  }
  b.paragraph(b.p.interestIntro(names, town ? b.link(town) : null));
  b.list(
    hits.map((hit) => {
      const place = entityOf(catalog, hit);
      if (place?.kind !== 'attraction') return '';
      const where = town === null ? townSuffix(b, catalog, place.townId) : '';
      const ticket = place.ticketFen === null ? b.p.ticketUnknown : b.p.money(place.ticketFen);
      return `${b.link(place)}${where} — ${b.p.labels.ticket}${b.locale === 'en-US' ? ': ' : '：'}${ticket}; ${kindWords(b, place)}`;
    }),
  );
}

/** Dish tags (catalog/README.md foods.json) that mark Dali's own food. */
const LOCAL_TAGS: readonly string[] = ['bai-cuisine', 'bai-culture', 'dali-prefecture'];

/** Diet tags a cuisine word stands for when choosing dishes. */
const DIET_OF_CUISINE: Readonly<Record<string, string>> = { vegetarian: 'vegetarian', halal: 'halal-friendly' };

/**
 * Which dishes to try: the catalog's dishes (with a diet tag when the question asks for vegetarian
 * or halal food), then the restaurants of that cuisine.
 */
export function answerDishes(b: AnswerBuilder, catalog: ChatCatalog, cuisines: readonly string[]): void {
  const diet = cuisines.map((c) => DIET_OF_CUISINE[c]).find((d) => d !== undefined) ?? null;
  // Dali's own dishes first (Bai cuisine, the prefecture's), then Yunnan classics, then the rest.
  const rank = (tags: readonly string[]) => (tags.some((t) => LOCAL_TAGS.includes(t)) ? 0 : tags.includes('yunnan-classic') ? 1 : 2);
  const foods = catalog.foods
    .filter((f) => diet === null || f.tags.includes(diet))
    .map((f, order) => ({ f, order }))
    .sort((a, b) => rank(a.f.tags) - rank(b.f.tags) || a.order - b.order)
    .map(({ f }) => f);
  b.paragraph(b.p.dishesIntro(diet === null ? null : (DIET_LABELS[b.locale][diet] ?? diet)));
  b.list(foods.slice(0, LIST_LIMIT).map((f) => `${b.link(f)} — ${b.p.taste(f.taste)}`));
  if (diet !== null) answerRestaurants(b, catalog, null, cuisines);
}
