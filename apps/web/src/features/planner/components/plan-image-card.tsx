/**
 * The compact plan card drawn into the plan image (plan-image.ts): the trip's title, dates or
 * length, party and towns, each day's stops with their times, and the costs, in a fixed 640 px
 * column with the app's colours. Plain text only (no links, maps or web fonts), so the picture
 * reads the same on any phone it is sent to.
 */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanCosts, PlanDay, PlanOverview } from '@dali/shared/contracts/planner';
import { formatClock } from '../../../lib/catalog-format';
import { useLocaleStore } from '../../../lib/locale';
import type { PlacesLookup } from '../api/get-plan-places';
import { formatPlanDate, formatPlanDay, itemPlace, yuan } from '../plan-format';
import { tripLength } from '../plan-item-text';

export interface PlanImageCardProps {
  overview: PlanOverview;
  days: readonly PlanDay[];
  costs: PlanCosts | null;
  places: PlacesLookup;
  /** The node drawn into the image. */
  ref?: Ref<HTMLDivElement>;
}

/** The card (see the module comment). */
export function PlanImageCard({ overview, days, costs, places, ref }: PlanImageCardProps) {
  const { t } = useTranslation(['planner', 'common']);
  const { t: tp } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  const separator = locale === 'en-US' ? ', ' : '、';
  const towns = overview.townIds.map((id) => places.name('town', id, locale) ?? id).join(separator);
  return (
    <div ref={ref} className="plan-image-card" lang={locale}>
      <p className="plan-image-brand">{t('common:app.name')}</p>
      <p className="plan-image-title">{t('planner:plan.title', { count: overview.dayCount })}</p>
      <p className="plan-image-meta">
        {overview.startDate && overview.endDate
          ? t('planner:overview.dateRange', { start: formatPlanDate(overview.startDate, locale), end: formatPlanDate(overview.endDate, locale) })
          : tripLength(tp, overview.dayCount, overview.nightCount)}
        {' · '}
        {t('planner:overview.travellers', { count: overview.travelerCount })}
        {towns && ` · ${towns}`}
      </p>
      <ol className="plan-image-days">
        {days.map((day) => (
          <li key={day.dayIndex} className="plan-image-day">
            <p className="plan-image-day-title">
              {t('planner:plan.day', { day: day.dayIndex })}
              {day.date && ` · ${formatPlanDay(day.date, locale)}`}
            </p>
            <ul className="plan-image-stops">
              {day.items
                .filter((item) => item.kind !== 'transfer')
                .map((item, index) => {
                  const place = itemPlace(item);
                  return (
                    <li key={index}>
                      <span className="plan-image-time">{formatClock(item.start, locale)}</span>
                      <span>{places.name(place.kind, place.id, locale) ?? place.id}</span>
                    </li>
                  );
                })}
            </ul>
          </li>
        ))}
      </ol>
      {costs && (
        <p className="plan-image-costs">
          {t('planner:costs.total', { count: costs.travelerCount })} {t('planner:plan.yuan', { amount: yuan(costs.totalFen, locale) })} ·{' '}
          {t('planner:costs.perPerson')} {t('planner:plan.yuan', { amount: yuan(costs.perPersonFen, locale) })}
        </p>
      )}
    </div>
  );
}
