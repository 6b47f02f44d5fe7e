/**
 * Formatting of plan facts (pure): China calendar days in the locale's style, clock ranges, yuan
 * from fen, and where a place's page is. The words around them live in the `planner` namespace.
 */
import type { PlanItem } from '@dali/shared/contracts/planner';
import type { Locale } from '@dali/shared/locales';
import { formatClock, formatYuan } from '../../lib/catalog-format';
import type { PlaceKind } from './api/get-plan-places';

export { formatInstant, formatPlanDate, formatPlanDay } from '@dali/shared/plan-dates';

/** "9:00 AM – 11:30 AM" / "9:00–11:30". */
export function formatClockRange(start: string, end: string, locale: Locale): string {
  return `${formatClock(start, locale)}–${formatClock(end, locale)}`;
}

/** Yuan from fen without the sign ("75", "12.5"). */
export function yuan(fen: number, locale: Locale): string {
  return formatYuan(fen, locale);
}

/** The app page of a catalog place, when it has one. */
export function placeHref(kind: PlaceKind, id: string): string | undefined {
  const slug = encodeURIComponent(id);
  if (kind === 'attraction') return `/attractions/${slug}`;
  if (kind === 'restaurant') return `/gourmetFood/restaurant/${slug}`;
  if (kind === 'stay') return `/stay/reserve?id=${slug}`;
  return undefined;
}

/** The catalog place an item is about (a transfer: where it goes). */
export function itemPlace(item: PlanItem): { kind: PlaceKind; id: string } {
  switch (item.kind) {
    case 'attraction':
      return { kind: 'attraction', id: item.catalogId };
    case 'meal':
      return { kind: 'restaurant', id: item.restaurantId };
    case 'lodging':
      return { kind: 'stay', id: item.stayId };
    case 'transfer':
      return { kind: item.toKind, id: item.toId };
  }
}
