/**
 * A compact itinerary for another feature (the chat assistant's "plan me N days", spec §4 chat
 * send): the planner's own rule-based extractor reads the request from free text
 * (extract/extract-request.ts), PlannerRequestSchema validates it, and the deterministic solver
 * (engine/solver.ts) plans it on the current catalog snapshot. The result is plain JSON: per day
 * its towns and stops (attractions, meals, lodging) with localised names and start times.
 * Structurally the chat's `PlanPreview` port (features/chat/engines/plan-preview.ts); app.ts wires
 * the two, so neither feature imports the other.
 */
import { PlannerRequestSchema, type PlanDay } from '@dali/shared/contracts/planner';
import type { Locale } from '@dali/shared/locales';
import { formatMessage, isMessageKey } from '@dali/shared/messages';
import type { CatalogSnapshot } from './engine/catalog-snapshot.js';
import { solveItinerary } from './engine/solver.js';
import { extractRequestFromText } from './extract/extract-request.js';

/** Input of an itinerary preview: the traveller's words, language, and "now" (epoch ms). */
export interface ItineraryPreviewInput {
  text: string;
  language: Locale;
  now: number;
}

/** A stop of a previewed day: a catalog entry, its name in the request's language, start HH:MM. */
export interface ItineraryPreviewItem {
  kind: 'attraction' | 'restaurant' | 'stay';
  id: string;
  name: string;
  start: string;
}

/** A previewed day: towns in visiting order (names) and its stops. `date` YYYY-MM-DD or null. */
export interface ItineraryPreviewDay {
  dayIndex: number;
  date: string | null;
  towns: string[];
  items: ItineraryPreviewItem[];
}

/** A plan, the localised reasons no plan exists, or text that is no readable request. */
export type ItineraryPreview = { kind: 'plan'; days: ItineraryPreviewDay[] } | { kind: 'infeasible'; reasons: string[] } | { kind: 'unreadable' };

function previewDay(day: PlanDay, snapshot: CatalogSnapshot, language: Locale): ItineraryPreviewDay {
  const towns: string[] = [];
  const addTown = (townId: string) => {
    const name = snapshot.towns.get(townId)?.name[language];
    if (name && !towns.includes(name)) towns.push(name);
  };
  addTown(day.townId);
  const items: ItineraryPreviewItem[] = [];
  for (const item of day.items) {
    if (item.kind === 'transfer') continue;
    addTown(item.townId);
    if (item.kind === 'attraction') {
      const name = snapshot.attractions.get(item.catalogId)?.name[language];
      if (name) items.push({ kind: 'attraction', id: item.catalogId, name, start: item.start });
    } else if (item.kind === 'meal') {
      const name = snapshot.restaurants.get(item.restaurantId)?.name[language];
      if (name) items.push({ kind: 'restaurant', id: item.restaurantId, name, start: item.start });
    } else {
      const name = snapshot.stays.get(item.stayId)?.name[language];
      if (name) items.push({ kind: 'stay', id: item.stayId, name, start: item.start });
    }
  }
  return { dayIndex: day.dayIndex, date: day.date, towns, items };
}

/**
 * Build the preview function over the planner's snapshot source (catalog-snapshot-cache.ts).
 * The returned function never rejects for unreadable or infeasible text; it rejects only with the
 * database errors of `snapshot()`.
 */
export function createItineraryPreview(snapshot: () => Promise<CatalogSnapshot>): (input: ItineraryPreviewInput) => Promise<ItineraryPreview> {
  return async ({ text, language, now }) => {
    const current = await snapshot();
    const clock = new Date(now);
    const extracted = extractRequestFromText({ text, language, snapshot: current, clock });
    const parsed = PlannerRequestSchema.safeParse({ language, ...extracted.request });
    if (!parsed.success) return { kind: 'unreadable' };
    const result = solveItinerary(parsed.data, current, { clock, alternatives: false });
    if (result.feasible) return { kind: 'plan', days: result.plan.days.map((day) => previewDay(day, current, result.plan.language)) };
    return {
      kind: 'infeasible',
      reasons: result.failures.map((f) => (isMessageKey(f.reason) ? formatMessage(f.reason, language, f.params) : f.reason)),
    };
  };
}
