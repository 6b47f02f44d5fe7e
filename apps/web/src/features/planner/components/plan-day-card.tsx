/**
 * One day of a plan: its heading (day number, date and weekday, main town), the narrative written
 * for it (streaming in with a typing caret while the plan is made), and the timeline of timed
 * items — visits with their ticket, meals with dishes and price, transfers with mode, minutes and
 * distance, and the night's lodging — each place named in the current locale and linked to its
 * page. Used by the generation dialog (compact) and by the plan pages (with the day's map).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlanDay, PlanItem } from '@dali/shared/contracts/planner';
import type { Locale } from '@dali/shared/locales';
import { formatClock, formatKm } from '../../../lib/catalog-format';
import { useLocaleStore } from '../../../lib/locale';
import type { PlaceKind, PlacesLookup } from '../api/get-plan-places';
import { formatClockRange, formatPlanDay, placeHref, yuan } from '../plan-format';
import { AttractionIcon, LodgingIcon, MealIcon, TransferIcon } from './plan-icons';

/** A place's name as a link to its page; a short shimmer while the name is loading. */
export function PlaceName({ kind, id, places, link = true }: { kind: PlaceKind; id: string; places: PlacesLookup; link?: boolean }) {
  const { t } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  const name = places.name(kind, id, locale);
  if (name === null) {
    return (
      <span className="plan-name-loading" aria-busy="true">
        <span className="visually-hidden">{t('plan.nameLoading')}</span>
      </span>
    );
  }
  const href = link ? placeHref(kind, id) : undefined;
  return href ? <Link to={href}>{name}</Link> : <>{name}</>;
}

const ICONS: Record<PlanItem['kind'], () => ReactNode> = {
  attraction: AttractionIcon,
  meal: MealIcon,
  transfer: TransferIcon,
  lodging: LodgingIcon,
};

function ItemText({ item, places, locale }: { item: PlanItem; places: PlacesLookup; locale: Locale }) {
  const { t } = useTranslation('planner');
  switch (item.kind) {
    case 'attraction':
      return (
        <>
          <p className="plan-item-title">
            <PlaceName kind="attraction" id={item.catalogId} places={places} />
          </p>
          <p className="plan-item-meta">
            {item.ticketFen === null
              ? t('plan.ticketUnknown')
              : item.ticketFen === 0
                ? t('plan.ticketFree')
                : t('plan.ticketPerPerson', { amount: yuan(item.ticketFen, locale) })}
            {item.hoursAssumed && <> · {t('plan.hoursAssumed')}</>}
          </p>
        </>
      );
    case 'meal': {
      const dishes = item.dishIds.map((id) => places.dishName(item.restaurantId, id, locale)).filter((name): name is string => name !== null);
      return (
        <>
          <p className="plan-item-title">
            {t(`meals.${item.meal}`)} · <PlaceName kind="restaurant" id={item.restaurantId} places={places} />
          </p>
          <p className="plan-item-meta">
            {t(item.costEstimated ? 'plan.mealCostEstimated' : 'plan.mealCost', { amount: yuan(item.costFen, locale) })}
            {dishes.length > 0 && <> · {t('plan.dishes', { dishes: dishes.join(locale === 'en-US' ? ', ' : '、') })}</>}
          </p>
        </>
      );
    }
    case 'transfer':
      return (
        <>
          <p className="plan-item-title">
            {t(`transferModes.${item.mode}`)} · {t('plan.transferTo')} <PlaceName kind={item.toKind} id={item.toId} places={places} link={false} />
          </p>
          <p className="plan-item-meta">
            {t('plan.minutes', { count: item.minutes })} · {t('plan.km', { km: formatKm(item.km, locale) })}
            {item.costFen > 0 && <> · {t(item.estimated ? 'plan.transferCostEstimated' : 'plan.transferCost', { amount: yuan(item.costFen, locale) })}</>}
          </p>
        </>
      );
    case 'lodging':
      return (
        <>
          <p className="plan-item-title">
            {t('plan.night', { night: item.nightIndex })} · <PlaceName kind="stay" id={item.stayId} places={places} />
          </p>
          <p className="plan-item-meta">
            {item.roomType ? `${item.roomType[locale]} · ` : ''}
            {t('plan.rooms', { count: item.rooms, price: yuan(item.nightlyPriceFen, locale) })}
            {item.priceEstimated && <EstimatedPrice />}
          </p>
        </>
      );
  }
}

/**
 * One item of a day's list: its time in the locale (check-in time for lodging, else start–end),
 * the kind's icon and the place's name.
 */
export function PlanItemRow({ item, places }: { item: PlanItem; places: PlacesLookup }) {
  const locale = useLocaleStore((s) => s.locale);
  const Icon = ICONS[item.kind];
  const time = item.kind === 'lodging' ? formatClock(item.start, locale) : formatClockRange(item.start, item.end, locale);
  return (
    <li className={`plan-item plan-item-${item.kind}`}>
      <span className="plan-item-time">{time}</span>
      <span className="plan-item-icon">
        <Icon />
      </span>
      <div className="plan-item-body">
        <ItemText item={item} places={places} locale={locale} />
      </div>
    </li>
  );
}

export interface PlanDayCardProps {
  day: PlanDay;
  places: PlacesLookup;
  narrative?: string;
  /** The narrative is still arriving: show the typing caret after it. */
  writing?: boolean;
  /** Heading level (3 inside the dialog, 3 on pages under the "Day by day" heading). */
  headingLevel?: 2 | 3;
  /** Extra content below the timeline (the day's map). */
  children?: ReactNode;
}

/** A day card (see the module comment). */
export function PlanDayCard({ day, places, narrative, writing = false, headingLevel = 3, children }: PlanDayCardProps) {
  const { t } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const town = places.name('town', day.townId, locale);
  // The day's time in transit, all transfers together (minutes).
  const transferMinutes = day.items.reduce((sum, item) => sum + (item.kind === 'transfer' ? item.minutes : 0), 0);
  return (
    <section className="plan-day" aria-labelledby={`plan-day-${day.dayIndex}`}>
      <header className="plan-day-header">
        <Heading className="plan-day-title" id={`plan-day-${day.dayIndex}`}>
          {t('plan.day', { day: day.dayIndex })}
        </Heading>
        <p className="plan-day-meta">
          {day.date && <span>{formatPlanDay(day.date, locale)}</span>}
          {town && <span className="plan-chip plan-chip-muted">{town}</span>}
          {transferMinutes > 0 && <span className="plan-day-transit">{t('plan.dayTransferMinutes', { minutes: transferMinutes })}</span>}
        </p>
      </header>
      {(narrative || writing) && (
        <p className="plan-narrative" aria-live={writing ? 'polite' : undefined}>
          {narrative}
          {writing && <span className="typing-caret" aria-hidden="true" />}
        </p>
      )}
      <ol className="plan-timeline">
        {day.items.map((item, index) => (
          <PlanItemRow key={`${item.kind}-${item.start}-${index}`} item={item} places={places} />
        ))}
      </ol>
      {children}
    </section>
  );
}

/**
 * The mark after a nightly price the catalog does not list (spec §2 "never invent"): "estimated",
 * with what the estimate is in its title.
 */
export function EstimatedPrice() {
  const { t } = useTranslation('planner');
  return (
    <span className="plan-cost-estimate" title={t('plan.priceEstimatedHint')}>
      {' '}
      · {t('plan.priceEstimated')}
    </span>
  );
}
