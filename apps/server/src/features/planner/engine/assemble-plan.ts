/**
 * Writes a solved itinerary out in the contract's shape (TravelPlan, packages/shared contracts
 * planner.ts): timed items as `HH:MM`, money in fen, the structured overview, lodging nights, tips
 * (catalog visit tips of placed sights with their ids, and engine notes as message keys) and the
 * cost breakdown.
 */
import { suggestedDishes } from './dish-roles.js';
import type { PlanCosts, PlanDay, PlanItem, PlanLodgingNight, PlanOverview, PlanTip, TravelPlan } from '@dali/shared/contracts/planner';
import type { DraftItem } from './day-builder.js';
import { isUnknownDay, type PlanningContext, type StayChoice, type TripDay } from './context.js';
import { toClock } from './time.js';

/** One built day before it is written out. */
export interface DraftDay {
  day: TripDay;
  /** Town id of the place the day starts from. */
  startTownId: string;
  items: DraftItem[];
}

/** A whole itinerary before it is written out: its days and the stay of each night. */
export interface Draft {
  days: DraftDay[];
  nights: StayChoice[];
}

/** Party totals of a draft, fen; `optionalTicketsFen` leaves out must-visits (what budget repair can cut). */
export interface DraftCosts {
  ticketsFen: number;
  optionalTicketsFen: number;
  lodgingFen: number;
  foodFen: number;
  localTransportFen: number;
  totalFen: number;
}

/** Costs of a draft for the whole party (tickets and food × travellers, lodging per room, fares per party). */
export function draftCosts(ctx: PlanningContext, draft: Draft): DraftCosts {
  let ticketsFen = 0;
  let optionalTicketsFen = 0;
  let foodFen = 0;
  let localTransportFen = 0;
  for (const { items } of draft.days) {
    for (const item of items) {
      if (item.kind === 'attraction') {
        const fen = (item.candidate.attraction.ticketFen ?? 0) * ctx.travelers;
        ticketsFen += fen;
        if (!item.candidate.mustVisit) optionalTicketsFen += fen;
      } else if (item.kind === 'meal') {
        foodFen += ctx.snapshot.mealCost(item.choice.restaurant, item.meal).fen * ctx.travelers;
      } else if (item.kind === 'transfer') {
        localTransportFen += ctx.snapshot.fareFen(item.leg, ctx.travelers);
      }
    }
  }
  const lodgingFen = draft.nights.reduce((sum, night) => sum + night.nightlyTotalFen, 0);
  return { ticketsFen, optionalTicketsFen, lodgingFen, foodFen, localTransportFen, totalFen: ticketsFen + lodgingFen + foodFen + localTransportFen };
}

function planItem(ctx: PlanningContext, item: DraftItem, day: TripDay): PlanItem {
  switch (item.kind) {
    case 'attraction': {
      const a = item.candidate.attraction;
      // On a day the sources give no hours for, the visit keeps to assumed hours: not confirmed.
      const hoursAssumed = a.hours.assumed || isUnknownDay(a.hours, day);
      return { kind: 'attraction', catalogId: a.id, townId: a.townId, start: toClock(item.start), end: toClock(item.end), ticketFen: a.ticketFen, hoursAssumed };
    }
    case 'meal': {
      const r = item.choice.restaurant;
      const cost = ctx.snapshot.mealCost(r, item.meal);
      return {
        kind: 'meal',
        meal: item.meal,
        restaurantId: r.id,
        townId: r.townId,
        dishIds: suggestedDishes(item.choice, ctx.snapshot.foods, item.meal),
        start: toClock(item.start),
        end: toClock(item.end),
        costFen: cost.fen,
        costEstimated: cost.estimated,
        hoursAssumed: r.hours.assumed,
      };
    }
    case 'transfer':
      return {
        kind: 'transfer',
        fromKind: item.from.kind,
        fromId: item.from.id,
        toKind: item.to.kind,
        toId: item.to.id,
        start: toClock(item.start),
        end: toClock(item.end),
        minutes: item.leg.minutes,
        km: item.leg.km,
        mode: item.leg.mode,
        costFen: ctx.snapshot.fareFen(item.leg, ctx.travelers),
        estimated: item.leg.mode !== 'walk',
      };
    case 'lodging': {
      const { stay, option } = item.choice;
      return {
        kind: 'lodging',
        stayId: stay.id,
        townId: stay.townId,
        start: toClock(item.start),
        nightIndex: item.nightIndex,
        roomType: option.name,
        roomPosition: option.position,
        nightlyPriceFen: option.priceFen,
        priceEstimated: option.estimate !== null,
        rooms: item.choice.rooms,
        capacityPerRoom: item.choice.capacity,
        capacityAssumed: option.capacity === null,
      };
    }
  }
}

/** The town a day is mostly spent in: most minutes at sights, else its first meal's, else its start. */
function dayTown(day: DraftDay): string {
  const minutes = new Map<string, number>();
  for (const item of day.items) {
    if (item.kind === 'attraction') {
      const town = item.candidate.attraction.townId;
      minutes.set(town, (minutes.get(town) ?? 0) + item.end - item.start);
    }
  }
  const best = [...minutes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
  if (best) return best[0];
  const meal = day.items.find((i) => i.kind === 'meal');
  return meal?.kind === 'meal' ? meal.choice.restaurant.townId : day.startTownId;
}

/** Write `draft` out as a TravelPlan for `ctx`'s request. */
export function assemblePlan(ctx: PlanningContext, draft: Draft): TravelPlan {
  const { request } = ctx;
  const language = request.language;
  const days: PlanDay[] = draft.days.map((d) => ({
    dayIndex: d.day.index,
    date: d.day.date,
    weekday: d.day.weekday,
    townId: dayTown(d),
    items: d.items.map((item) => planItem(ctx, item, d.day)),
  }));
  const lodging: PlanLodgingNight[] = draft.nights.map((night, i) => ({
    nightIndex: i + 1,
    date: ctx.days[i]?.date ?? null,
    stayId: night.stay.id,
    townId: night.stay.townId,
    roomType: night.option.name,
    nightlyPriceFen: night.option.priceFen,
    priceEstimated: night.option.estimate !== null,
    rooms: night.rooms,
    totalFen: night.nightlyTotalFen,
  }));

  const all = draft.days.flatMap((d) => d.items);
  const attractions = all.flatMap((i) => (i.kind === 'attraction' ? [i.candidate.attraction] : []));
  const restaurants = all.flatMap((i) => (i.kind === 'meal' ? [i.choice.restaurant] : []));
  const townIds: string[] = [];
  for (const day of days) if (!townIds.includes(day.townId)) townIds.push(day.townId);

  const tips: PlanTip[] = [];
  for (const a of attractions) a.visitTips.forEach((text, tipIndex) => tips.push({ source: 'catalog', attractionId: a.id, tipIndex, text }));
  const noted = new Set<string>();
  const unconfirmedVisits = new Set(draft.days.flatMap((d) => d.items.flatMap((i) => (i.kind === 'attraction' && isUnknownDay(i.candidate.attraction.hours, d.day) ? [i.candidate.attraction.id] : []))));
  for (const place of [...attractions.map((a) => ({ kind: 'attraction', p: a })), ...restaurants.map((r) => ({ kind: 'restaurant', p: r }))]) {
    const key = `${place.kind}:${place.p.id}`;
    if (!(place.p.hours.assumed || (place.kind === 'attraction' && unconfirmedVisits.has(place.p.id))) || noted.has(key)) continue;
    noted.add(key);
    tips.push({ source: 'engine', key: 'planner.tip.hoursAssumed', params: { place: place.p.name[language], placeId: place.p.id, placeKind: place.kind } });
  }
  for (const a of attractions) {
    if (a.ticketFen === null) tips.push({ source: 'engine', key: 'planner.tip.ticketUnknown', params: { place: a.name[language], placeId: a.id, placeKind: 'attraction' } });
  }
  // A restaurant eaten at more than once on the trip: only when nothing else fitted, and said.
  const visits = new Map<string, number>();
  for (const r of restaurants) visits.set(r.id, (visits.get(r.id) ?? 0) + 1);
  for (const r of new Map(restaurants.map((x) => [x.id, x])).values()) {
    const count = visits.get(r.id) ?? 0;
    if (count > 1) tips.push({ source: 'engine', key: 'planner.tip.restaurantAgain', params: { place: r.name[language], placeId: r.id, placeKind: 'restaurant', count } });
  }
  tips.push({ source: 'engine', key: 'planner.tip.estimates', params: {} });
  if (ctx.diets.length > 0) tips.push({ source: 'engine', key: 'planner.tip.dietAsk', params: {} });
  if (ctx.unrecognisedDiet.length > 0) tips.push({ source: 'engine', key: 'planner.tip.unrecognisedDiet', params: { words: ctx.unrecognisedDiet.join(', ') } });

  const totals = draftCosts(ctx, draft);
  const mealItems = days.flatMap((d) => d.items.filter((i) => i.kind === 'meal'));
  const transferItems = days.flatMap((d) => d.items.filter((i) => i.kind === 'transfer'));
  const costs: PlanCosts = {
    currency: 'CNY',
    ticketsFen: totals.ticketsFen,
    lodgingFen: totals.lodgingFen,
    foodFen: totals.foodFen,
    localTransportFen: totals.localTransportFen,
    totalFen: totals.totalFen,
    perPersonFen: Math.ceil(totals.totalFen / ctx.travelers),
    travelerCount: ctx.travelers,
    budgetFen: ctx.budgetFen,
    foodEstimated: mealItems.some((m) => m.kind === 'meal' && m.costEstimated),
    localTransportEstimated: transferItems.some((t) => t.kind === 'transfer' && t.estimated),
    lodgingEstimated: lodging.some((night) => night.priceEstimated),
    estimatedPriceCount:
      mealItems.filter((m) => m.kind === 'meal' && m.costEstimated).length +
      transferItems.filter((t) => t.kind === 'transfer' && t.estimated && t.costFen > 0).length +
      lodging.filter((night) => night.priceEstimated).length,
    unpricedAttractionIds: attractions.filter((a) => a.ticketFen === null).map((a) => a.id),
  };

  const overview: PlanOverview = {
    startDate: ctx.days[0]?.date ?? null,
    endDate: ctx.days[ctx.days.length - 1]?.date ?? null,
    dayCount: ctx.days.length,
    nightCount: ctx.nights,
    travelerCount: ctx.travelers,
    townIds,
    attractionCount: attractions.length,
    mealCount: mealItems.length,
    transferCount: transferItems.length,
    mustVisitIds: ctx.mustVisits.filter((m) => !m.anchor).map((m) => m.attraction.id),
    transportation: request.transportation,
    pace: request.pace,
    dietaryRestrictions: ctx.diets,
    unrecognisedDietaryRestrictions: ctx.unrecognisedDiet,
    weekdayAgnostic: ctx.days[0]?.weekday === null,
    lodgingSubstitute: ctx.nights > 0 ? ctx.lodgingSubstitute : null,
    datesChosen: false,
  };

  return { language, overview, days, lodging, tips, costs };
}
