/**
 * Soft preferences of the planner form (spec §3: interests, attraction and activity preferences,
 * priority factors, special needs, destinations) turned into one score per attraction. Scores only
 * rank places; hard constraints are enforced elsewhere. Attraction `type` and `tags` are the
 * catalog's own vocabulary (catalog/README.md); which tags express which wish is stated here.
 */
import type { PlannerRequest } from '@dali/shared/contracts/planner';
import type { SnapshotAttraction } from './catalog-snapshot.js';

/** Tags and types that express each wish. */
const INTEREST_MATCH: Readonly<Record<PlannerRequest['interests'][number], { types?: string[]; tags: string[] }>> = {
  culture: { types: ['cultural', 'historical', 'religious'], tags: ['history', 'museum', 'architecture'] },
  nature: { types: ['natural'], tags: ['lake', 'mountain', 'nature', 'park', 'spring', 'national-park', 'garden', 'karst'] },
  food: { tags: ['food', 'market'] },
  adventure: { tags: ['hiking', 'cableway', 'high-altitude', 'boat', 'cycling', 'volcano', 'glacier', 'chairlift'] },
  urban: { tags: ['old-town', 'ancient-town', 'nightlife', 'market', 'landmark', 'walking'] },
};

const ATTRACTION_PREFERENCE_MATCH: Readonly<Record<PlannerRequest['attractionPreferences'][number], { types?: string[]; tags: string[] }>> = {
  historical: { types: ['historical'], tags: ['history'] },
  natural: { types: ['natural'], tags: ['nature'] },
  themeParks: { types: ['entertainment'], tags: ['park'] },
  shopping: { tags: ['market', 'craft', 'shopping', 'old-town', 'souvenir'] },
  religious: { types: ['religious'], tags: ['temple', 'buddhism', 'taoism', 'monastery', 'pagoda', 'church'] },
};

const ACTIVITY_MATCH: Readonly<Record<PlannerRequest['activityPreferences'][number], string[]>> = {
  photography: ['photography', 'sunrise', 'night-view', 'viewpoint'],
  cultural: ['museum', 'architecture', 'craft', 'tie-dye', 'history'],
  hiking: ['hiking', 'mountain'],
  food: ['food', 'market'],
  shopping: ['market', 'craft', 'tie-dye', 'shopping', 'souvenir'],
};

const UNIQUE_TAGS = ['5a', 'unesco', 'island', 'cableway', 'craft', 'grottoes', 'glacier', 'volcano'];
const STRENUOUS_TAGS = ['hiking', 'high-altitude', 'snow'];
const NOT_FOR_CHILDREN = ['nightlife', 'high-altitude', 'pilgrimage'];

// Any `<people>-culture` tag (an ethnic culture of the region) counts as culture.
const cultureTag = (a: SnapshotAttraction) => a.tags.some((t) => t.endsWith('-culture'));
const matches = (a: SnapshotAttraction, match: { types?: string[]; tags: string[] }) =>
  (match.types ?? []).includes(a.type) || match.tags.some((t) => a.tags.includes(t)) || (match === INTEREST_MATCH.culture && cultureTag(a));

/**
 * True when attraction `a` is of the kind `preference` names (the same types and tags that make it
 * score for that preference): what "no religious sites" leaves out.
 */
export function matchesAttractionPreference(a: SnapshotAttraction, preference: PlannerRequest['attractionPreferences'][number]): boolean {
  return matches(a, ATTRACTION_PREFERENCE_MATCH[preference]);
}

/**
 * Score of one attraction for the request: base 10, plus matches of every wish, minus what the
 * special needs and priority factors discourage. Higher is better; may go below zero.
 * @param destinationTownIds towns the visitor named (empty = no preference)
 */
export function scoreAttraction(a: SnapshotAttraction, request: PlannerRequest, destinationTownIds: ReadonlySet<string>): number {
  let score = 10;
  for (const interest of request.interests) if (matches(a, INTEREST_MATCH[interest])) score += 6;
  for (const preference of request.attractionPreferences) if (matches(a, ATTRACTION_PREFERENCE_MATCH[preference])) score += 5;
  for (const activity of request.activityPreferences) {
    if (ACTIVITY_MATCH[activity].some((t) => a.tags.includes(t)) || (activity === 'cultural' && cultureTag(a))) score += 4;
  }
  const priorities = new Set(request.priorityFactors);
  if (priorities.has('uniqueExperience') && UNIQUE_TAGS.some((t) => a.tags.includes(t))) score += 4;
  if (priorities.has('valueForMoney') && a.ticketFen !== null) score -= a.ticketFen / 2000;
  if (priorities.has('comfort') && STRENUOUS_TAGS.some((t) => a.tags.includes(t))) score -= 3;
  const needs = new Set(request.specialNeeds);
  if (needs.has('familyFriendly')) {
    if (a.tags.includes('family-friendly')) score += 5;
    if (NOT_FOR_CHILDREN.some((t) => a.tags.includes(t))) score -= 5;
  }
  if (needs.has('accessibility') && STRENUOUS_TAGS.some((t) => a.tags.includes(t))) score -= 8;
  if (destinationTownIds.size > 0) score += destinationTownIds.has(a.townId) ? 8 : -6;
  // Places whose hours or price the catalog lacks are a little less certain to be worth the trip.
  if (a.hours.assumed) score -= 2;
  if (a.ticketFen === null) score -= 1;
  return score;
}

/** Weight of one minute of travel in the same units as the score (convenience doubles it). */
export function travelWeight(request: PlannerRequest): number {
  return request.priorityFactors.includes('convenience') ? 0.16 : 0.08;
}

/** Weight of one yuan per person of fares, tickets and lodging (value for money triples it). */
export function moneyWeight(request: PlannerRequest): number {
  return request.priorityFactors.includes('valueForMoney') ? 0.06 : 0.02;
}
