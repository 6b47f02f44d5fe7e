/**
 * The map of one day's route: a numbered marker for each stop (visits, meals, the night's lodging)
 * in the day's order, on the lazily loaded catalog map (lib/ui/lazy-catalog-map.tsx). Plan items
 * carry catalog ids only, so positions come from the catalog lookups (api/get-plan-places.ts);
 * stops the catalog cannot place are named below the map, and a day with no placeable stop shows a
 * note instead of an empty map.
 */
import { useTranslation } from 'react-i18next';
import type { PlanDay } from '@dali/shared/contracts/planner';
import { useLocaleStore } from '../../../lib/locale';
import type { CatalogMapPoint } from '../../../lib/ui/catalog-map';
import { LazyCatalogMap } from '../../../lib/ui/lazy-catalog-map';
import type { PlacesLookup } from '../api/get-plan-places';
import { formatClock } from '../../../lib/catalog-format';
import { itemPlace, placeHref } from '../plan-format';

/** Height of a day's map, px. */
const DAY_MAP_HEIGHT = 280;

/** The day's map (see the module comment). */
export function DayRouteMap({ day, places }: { day: PlanDay; places: PlacesLookup }) {
  const { t } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  const stops = day.items.filter((item) => item.kind !== 'transfer');
  const points: CatalogMapPoint[] = [];
  const unplaced: string[] = [];
  stops.forEach((item, index) => {
    const place = itemPlace(item);
    const name = places.name(place.kind, place.id, locale) ?? place.id;
    const location = places.location(place.kind, place.id);
    const title = `${index + 1}. ${name}`;
    if (!location) {
      unplaced.push(name);
      return;
    }
    points.push({ id: `${index}-${place.kind}-${place.id}`, lat: location.lat, lng: location.lng, title, subtitle: formatClock(item.start, locale), href: placeHref(place.kind, place.id) });
  });

  if (!places.settled) return <div className="skeleton plan-day-map-skeleton" style={{ height: DAY_MAP_HEIGHT }} aria-hidden="true" />;
  if (points.length === 0) return <p className="plan-map-note muted">{t('plan.mapNone')}</p>;
  return (
    <div className="plan-day-map">
      <LazyCatalogMap points={points} height={DAY_MAP_HEIGHT} ariaLabel={t('plan.mapLabel', { day: day.dayIndex })} />
      {unplaced.length > 0 && <p className="plan-map-note muted">{t('plan.mapUnplaced', { places: unplaced.join(locale === 'en-US' ? ', ' : '、') })}</p>}
    </div>
  );
}
