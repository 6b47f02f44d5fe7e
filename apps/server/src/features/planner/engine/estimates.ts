/**
 * The documented estimates the itinerary engine uses where the catalog has no figure: travel inside
 * a town, fares, meal prices, opening hours a source did not give, and room capacity. Everything
 * here is a stated assumption about travel in general, never a fact about a catalog place; the
 * solver and the independent checker both read these through the catalog snapshot, so a plan is
 * judged by the same yardstick it was built with.
 *
 * Units: km, minutes, CNY fen. Times of day are Asia/Shanghai.
 */
import type { ExcludableMode, MealKind, TransferMode, Transportation } from '@dali/shared/contracts/planner';
import type { OpeningPeriod } from '../../../lib/opening-hours.js';

/**
 * Travel-time assumptions.
 * - Road distance = straight line × 1.3, the factor catalog/README.md uses for its own estimates.
 * - Two distinct places at the same town-level point are taken as 1 km apart (the catalog says such
 *   points are only good to about ±1 km); a place without any point as 3 km from anything in town.
 * - Up to 1.5 km people walk (4.5 km/h). Farther inside a town: taxi or ride-hailing for public
 *   transport users (25 km/h plus 8 min to hail), own car (30 km/h plus 10 min to park), chartered
 *   car (30 km/h plus 5 min), bicycle (12 km/h plus 5 min).
 * - Between towns the catalog pair (travel_times.json) is used: minutesByCar for cars, minutesByBus
 *   for buses (or car time × 1.5 when the catalog has no bus time) plus 15 min at stations; cyclists
 *   ride pairs up to 25 km and take the bus beyond. Each end adds the place's distance from its
 *   town's point at 25 km/h. Towns with no catalog pair are not reachable from each other.
 * - Without taxis (`excludeModes`), public transport and cycling users walk up to 3 km in a town and
 *   take a local bus beyond (15 km/h plus 15 min of waiting); without buses, trips between towns are
 *   made by taxi (car time plus 8 min to hail); without either, by chartered car.
 * - A traveller's longest walk (`maxWalkMinutes`) shortens the walking stretch to what it allows;
 *   beyond it the vehicle takes over.
 * - Every leg's minutes are rounded up to a multiple of 5.
 */
export const TRAVEL_ASSUMPTIONS = {
  roadFactor: 1.3,
  minInTownKm: 1,
  unknownPointKm: 3,
  walkMaxKm: 1.5,
  walkKmh: 4.5,
  taxiKmh: 25,
  taxiOverheadMinutes: 8,
  driveKmh: 30,
  driveOverheadMinutes: 10,
  charterKmh: 30,
  charterOverheadMinutes: 5,
  bicycleKmh: 12,
  bicycleOverheadMinutes: 5,
  bicycleMaxKm: 25,
  busSlowdown: 1.5,
  busOverheadMinutes: 15,
  accessKmh: 25,
  roundMinutes: 5,
  noTaxiWalkMaxKm: 3,
  localBusKmh: 15,
} as const;

/**
 * How a party gets around: the request's transportation and the ways of travel it ruled out
 * (`excludeModes`), as one key (`public`, `public/no-taxi`, `cycling/no-bus`, `public/no-taxi/no-bus`…)
 * so legs can be kept per profile. A bare transportation is a profile without exclusions.
 */
export type TravelProfile = `${Transportation}${'' | '/no-taxi'}${'' | '/no-bus'}${'' | `/walk-${number}`}`;

/** The profile of a request: its transportation and the modes it rules out. */
export function travelProfile(request: { transportation: Transportation; excludeModes: readonly ExcludableMode[]; maxWalkMinutes?: number | undefined }): TravelProfile {
  const noTaxi = request.excludeModes.includes('taxi') ? '/no-taxi' : '';
  const noBus = request.excludeModes.includes('bus') ? '/no-bus' : '';
  const walk = request.maxWalkMinutes === undefined ? '' : `/walk-${request.maxWalkMinutes}`;
  return `${request.transportation}${noTaxi}${noBus}${walk}` as TravelProfile;
}

/** A profile's parts. */
function profileParts(profile: TravelProfile): { transportation: Transportation; noTaxi: boolean; noBus: boolean; walkMaxMinutes: number | null } {
  const [transportation, ...rest] = profile.split('/') as [Transportation, ...string[]];
  const walk = rest.find((part) => part.startsWith('walk-'));
  return { transportation, noTaxi: rest.includes('no-taxi'), noBus: rest.includes('no-bus'), walkMaxMinutes: walk === undefined ? null : Number(walk.slice('walk-'.length)) };
}

/**
 * Fare assumptions for the whole party, CNY fen: taxi ¥10 for the first 3 km then ¥2.50/km per car
 * of 4; bus ¥0.30/km per person, at least ¥2; own car ¥0.80/km fuel and tolls per car of 5 (rental
 * not included); chartered car with driver ¥3/km per vehicle of 6, at least ¥50 a leg; walking and
 * cycling free (bicycle hire not included). Every fare is rounded up to whole yuan.
 */
export const FARE_ASSUMPTIONS = {
  taxiBaseFen: 1000,
  taxiIncludedKm: 3,
  taxiPerKmFen: 250,
  taxiSeats: 4,
  busPerKmFen: 30,
  busMinimumFen: 200,
  drivePerKmFen: 80,
  driveSeats: 5,
  charterPerKmFen: 300,
  charterMinimumFen: 5000,
  charterSeats: 6,
} as const;

/**
 * Meal spend per person when the restaurant has no `avgPriceCny` (none has yet): breakfast ¥20,
 * lunch ¥50, dinner ¥70. With an average, lunch and dinner cost the average and breakfast half.
 */
export const MEAL_COST_ASSUMPTIONS: Readonly<Record<MealKind, number>> = { breakfast: 2000, lunch: 5000, dinner: 7000 };

/** People per room when the catalog gives no capacity (a double room). */
export const ASSUMED_ROOM_CAPACITY = 2;

/**
 * Opening hours assumed when the catalog has none (`openingHours: null`): attractions 09:00–17:00
 * daily; restaurants 10:30–21:00 daily, or from 07:30 when their cuisine keywords say they serve
 * breakfast. Plans mark such visits `hoursAssumed` and add a tip to check.
 */
export const ASSUMED_HOURS = {
  attraction: [{ days: 'Mon-Sun', open: '09:00', close: '17:00' }] as readonly OpeningPeriod[],
  restaurant: [{ days: 'Mon-Sun', open: '10:30', close: '21:00' }] as readonly OpeningPeriod[],
  breakfastRestaurant: [{ days: 'Mon-Sun', open: '07:30', close: '21:00' }] as readonly OpeningPeriod[],
} as const;

/** One leg between two places: minutes door to door, road km, how it is made. */
export interface TravelLeg {
  minutes: number;
  km: number;
  mode: TransferMode;
}

const roundUp = (minutes: number) => Math.ceil(minutes / TRAVEL_ASSUMPTIONS.roundMinutes) * TRAVEL_ASSUMPTIONS.roundMinutes;
const atSpeed = (km: number, kmh: number) => (km / kmh) * 60;
const round1 = (km: number) => Math.round(km * 10) / 10;

const walkMinutes = (km: number) => roundUp(Math.max(1, atSpeed(km, TRAVEL_ASSUMPTIONS.walkKmh)));
const taxiMinutes = (km: number) => roundUp(atSpeed(km, TRAVEL_ASSUMPTIONS.taxiKmh) + TRAVEL_ASSUMPTIONS.taxiOverheadMinutes);
const bicycleMinutes = (km: number) => roundUp(atSpeed(km, TRAVEL_ASSUMPTIONS.bicycleKmh) + TRAVEL_ASSUMPTIONS.bicycleOverheadMinutes);

/** Farthest a party walks inside a town before taking a vehicle, km (further without taxis). */
function walkLimitKm(profile: TravelProfile): number {
  const { transportation, noTaxi, walkMaxMinutes } = profileParts(profile);
  const usual = noTaxi && transportation === 'public' ? TRAVEL_ASSUMPTIONS.noTaxiWalkMaxKm : TRAVEL_ASSUMPTIONS.walkMaxKm;
  if (walkMaxMinutes === null) return usual;
  // A walk's minutes are rounded up to whole 5s: the longest walk kept is the cap rounded down to 5s.
  const roundMinutes = TRAVEL_ASSUMPTIONS.roundMinutes;
  return Math.min(usual, ((Math.floor(walkMaxMinutes / roundMinutes) * roundMinutes) / 60) * TRAVEL_ASSUMPTIONS.walkKmh);
}

/** The hired vehicle of an in-town leg too long to walk or ride: taxi, else local bus, else chartered car. */
function hiredInTown(km: number, profile: TravelProfile): TravelLeg {
  const a = TRAVEL_ASSUMPTIONS;
  const { noTaxi, noBus } = profileParts(profile);
  if (!noTaxi) return { minutes: taxiMinutes(km), km: round1(km), mode: 'taxi' };
  if (!noBus) return { minutes: roundUp(atSpeed(km, a.localBusKmh) + a.busOverheadMinutes), km: round1(km), mode: 'bus' };
  return { minutes: roundUp(atSpeed(km, a.charterKmh) + a.charterOverheadMinutes), km: round1(km), mode: 'charteredCar' };
}

/** An in-town leg by the request's vehicle (beyond walking distance); see TRAVEL_ASSUMPTIONS. */
function byVehicle(km: number, profile: TravelProfile): TravelLeg {
  const a = TRAVEL_ASSUMPTIONS;
  switch (profileParts(profile).transportation) {
    case 'selfDriving':
      return { minutes: roundUp(atSpeed(km, a.driveKmh) + a.driveOverheadMinutes), km: round1(km), mode: 'drive' };
    case 'privateCar':
      return { minutes: roundUp(atSpeed(km, a.charterKmh) + a.charterOverheadMinutes), km: round1(km), mode: 'charteredCar' };
    case 'cycling':
      if (km <= a.bicycleMaxKm) return { minutes: bicycleMinutes(km), km: round1(km), mode: 'bicycle' };
      return hiredInTown(km, profile);
    case 'public':
      return hiredInTown(km, profile);
  }
}

/**
 * A leg inside one town over `km` of road.
 * @param km road km (already × road factor)
 */
export function estimateInTownLeg(km: number, profile: TravelProfile): TravelLeg {
  if (km <= walkLimitKm(profile)) return { minutes: walkMinutes(km), km: round1(km), mode: 'walk' };
  return byVehicle(km, profile);
}

/**
 * The fewest minutes {@link estimateInTownLeg} gives for any road distance of at least `km`: a
 * lower bound for every in-town leg of `km` or more, non-decreasing in `km`. The estimate itself is
 * not monotone (1.5 km on foot takes 20 min, 1.6 km by taxi 15), so a search that stops once places
 * are "too far" must stop on this bound, not on the estimate at the distance reached.
 *
 * Each way of going (on foot up to walkMaxKm, then the vehicle; for cyclists the bicycle up to
 * bicycleMaxKm, then a taxi) is non-decreasing over its own stretch of km, so its least value at
 * `km` or more is its value where that stretch begins at or after `km`; the bound is the least of
 * those. A vehicle stretch starts just above walkMaxKm (or bicycleMaxKm) and is evaluated at that
 * edge, which can only make the bound lower.
 * @param km road km (already × road factor), ≥ 0
 */
export function inTownMinutesAtLeast(km: number, profile: TravelProfile): number {
  const a = TRAVEL_ASSUMPTIONS;
  const walkMax = walkLimitKm(profile);
  const onFoot = km <= walkMax ? walkMinutes(km) : Infinity;
  const vehicleKm = Math.max(km, walkMax);
  const vehicle = byVehicle(vehicleKm, profile).minutes;
  // Cyclists switch to a hired vehicle beyond bicycleMaxKm, which is faster than the bicycle there.
  const hiredBeyondBicycle = profileParts(profile).transportation === 'cycling' ? hiredInTown(Math.max(vehicleKm, a.bicycleMaxKm), profile).minutes : Infinity;
  return Math.min(onFoot, vehicle, hiredBeyondBicycle);
}

/** A catalog town pair (travel_times.json): road km, car minutes, bus minutes or null. */
export interface TownPairFigures {
  km: number;
  minutesByCar: number;
  minutesByBus: number | null;
}

/**
 * A leg between two towns from their catalog pair, plus `accessKm` of road at both ends (places'
 * distance from their towns' points) at the access speed.
 */
export function estimateInterTownLeg(pair: TownPairFigures, accessKm: number, profile: TravelProfile): TravelLeg {
  const a = TRAVEL_ASSUMPTIONS;
  const { transportation, noTaxi, noBus } = profileParts(profile);
  const access = atSpeed(accessKm, a.accessKmh);
  const km = round1(pair.km + accessKm);
  // Public transport between towns: the bus, else a taxi, else a chartered car.
  const hired = (): TravelLeg => {
    if (!noBus) return { minutes: roundUp((pair.minutesByBus ?? pair.minutesByCar * a.busSlowdown) + a.busOverheadMinutes + access), km, mode: 'bus' };
    if (!noTaxi) return { minutes: roundUp(pair.minutesByCar + a.taxiOverheadMinutes + access), km, mode: 'taxi' };
    return { minutes: roundUp(pair.minutesByCar + a.charterOverheadMinutes + access), km, mode: 'charteredCar' };
  };
  switch (transportation) {
    case 'selfDriving':
      return { minutes: roundUp(pair.minutesByCar + a.driveOverheadMinutes + access), km, mode: 'drive' };
    case 'privateCar':
      return { minutes: roundUp(pair.minutesByCar + a.charterOverheadMinutes + access), km, mode: 'charteredCar' };
    case 'cycling':
      if (pair.km <= a.bicycleMaxKm) return { minutes: roundUp(atSpeed(km, a.bicycleKmh) + a.bicycleOverheadMinutes), km, mode: 'bicycle' };
      return hired();
    case 'public':
      return hired();
  }
}

const wholeYuan = (fen: number) => Math.ceil(fen / 100) * 100;

/** Fare of one leg for `travelers` people, CNY fen (see {@link FARE_ASSUMPTIONS}). */
export function estimateFareFen(leg: TravelLeg, travelers: number): number {
  const f = FARE_ASSUMPTIONS;
  const vehicles = (seats: number) => Math.ceil(travelers / seats);
  switch (leg.mode) {
    case 'walk':
    case 'bicycle':
      return 0;
    case 'taxi':
      return vehicles(f.taxiSeats) * wholeYuan(f.taxiBaseFen + Math.max(0, leg.km - f.taxiIncludedKm) * f.taxiPerKmFen);
    case 'bus':
      return travelers * wholeYuan(Math.max(f.busMinimumFen, leg.km * f.busPerKmFen));
    case 'drive':
      return vehicles(f.driveSeats) * wholeYuan(leg.km * f.drivePerKmFen);
    case 'charteredCar':
      return vehicles(f.charterSeats) * wholeYuan(Math.max(f.charterMinimumFen, leg.km * f.charterPerKmFen));
  }
}
