/**
 * Sections of a plan page (spec §2 plan detail: overview, accommodation, transport, food, tips):
 * facts from the structured plan, worded in the current locale, with catalog names from the
 * lookups. No prose is invented; the narrative is shown where the plan has one.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanDay, PlanLodgingNight, PlanOverview, PlannerRequest, PlanTip } from '@dali/shared/contracts/planner';
import type { Locale } from '@dali/shared/locales';
import { formatKm } from '../../../lib/catalog-format';
import { useLocaleStore } from '../../../lib/locale';
import type { PlacesLookup } from '../api/get-plan-places';
import { formatPlanDate, formatPlanDay, yuan } from '../plan-format';
import { tripLength } from '../plan-item-text';
import { dietWord, plannerMessage } from '../plan-messages';
import { EstimatedPrice, PlaceName } from './plan-day-card';

/** A section of the plan page named by its h2; `id` is the heading's id (aria-labelledby). */
export function PlanSection({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`plan-section ${className ?? ''}`} aria-labelledby={id}>
      <h2 className="plan-section-title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="plan-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Dates or length, towns, party, pace, transport and diet of the trip. */
export function PlanOverviewFacts({ overview, places, request }: { overview: PlanOverview; places: PlacesLookup; request?: PlannerRequest }) {
  const { t } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  const separator = locale === 'en-US' ? ', ' : '、';
  const towns = overview.townIds.map((id) => places.name('town', id, locale) ?? id).join(separator);
  const diets = [...overview.dietaryRestrictions.map((d) => dietWord(d, locale)), ...overview.unrecognisedDietaryRestrictions].join(separator);
  return (
    <>
      <dl className="plan-facts">
        <Fact label={t('overview.when')}>
          {overview.startDate && overview.endDate
            ? t('overview.dateRange', { start: formatPlanDate(overview.startDate, locale), end: formatPlanDate(overview.endDate, locale) })
            : t('overview.noDates')}
        </Fact>
        <Fact label={t('overview.length')}>{tripLength(t, overview.dayCount, overview.nightCount)}</Fact>
        <Fact label={t('overview.towns')}>{towns || t('overview.none')}</Fact>
        <Fact label={t('overview.party')}>{t('overview.travellers', { count: overview.travelerCount })}</Fact>
        <Fact label={t('overview.pace')}>{t(`form.paces.${overview.pace}`)}</Fact>
        <Fact label={t('overview.transport')}>{t(`form.transportationOptions.${overview.transportation}`)}</Fact>
        <Fact label={t('overview.counts')}>
          {t('overview.countsValue', { attractions: overview.attractionCount, meals: overview.mealCount })}
        </Fact>
        {diets && <Fact label={t('overview.diet')}>{diets}</Fact>}
        {request?.budget !== undefined && <Fact label={t('overview.budget')}>{t('plan.yuan', { amount: yuan(request.budget * 100, locale) })}</Fact>}
        {request?.specialRequirements && <Fact label={t('overview.requirements')}>{request.specialRequirements}</Fact>}
      </dl>
      {/* Outside the list: a <dl> may hold only term and description groups. */}
      {overview.weekdayAgnostic && <p className="plan-facts-note muted">{t('overview.weekdayAgnostic')}</p>}
      {overview.lodgingSubstitute && (
        <p className="plan-facts-note muted">
          {t('overview.lodgingSubstitute', {
            requested: t(`overview.lodgingWords.${overview.lodgingSubstitute.requested}`),
            used: t(`overview.lodgingWords.${overview.lodgingSubstitute.used}`),
          })}
        </p>
      )}
      {overview.datesChosen && overview.startDate && overview.endDate && (
        <p className="plan-facts-note muted">
          {t('overview.datesChosen', { start: formatPlanDay(overview.startDate, locale), end: formatPlanDay(overview.endDate, locale) })}
        </p>
      )}
    </>
  );
}

/** Each night: date, lodging, room, rooms × price, total; estimated prices marked. */
export function PlanLodgingList({ lodging, places }: { lodging: readonly PlanLodgingNight[]; places: PlacesLookup }) {
  const { t } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  if (lodging.length === 0) return <p className="muted">{t('lodging.none')}</p>;
  return (
    <ul className="plan-list">
      {lodging.map((night) => (
        <li key={night.nightIndex} className="plan-list-item">
          <p className="plan-list-title">
            {t('plan.night', { night: night.nightIndex })}
            {night.date && <span className="muted"> · {formatPlanDay(night.date, locale)}</span>} · <PlaceName kind="stay" id={night.stayId} places={places} />
          </p>
          <p className="plan-item-meta">
            {night.roomType ? `${night.roomType[locale]} · ` : ''}
            {t('plan.rooms', { count: night.rooms, price: yuan(night.nightlyPriceFen, locale) })}
            {night.priceEstimated && <EstimatedPrice />} · {t('lodging.total', { amount: yuan(night.totalFen, locale) })}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** How the party moves: the mode chosen, the number of transfers, total time, distance and fares. */
export function PlanTransportSummary({ days, transportation }: { days: readonly PlanDay[]; transportation: PlanOverview['transportation'] }) {
  const { t } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  const transfers = days.flatMap((day) => day.items.filter((item) => item.kind === 'transfer'));
  const minutes = transfers.reduce((sum, item) => sum + item.minutes, 0);
  const km = transfers.reduce((sum, item) => sum + item.km, 0);
  const modes = [...new Set(transfers.map((item) => item.mode))].map((mode) => t(`transferModes.${mode}`)).join(locale === 'en-US' ? ', ' : '、');
  return (
    <div className="plan-transport">
      <p>{t('transport.chosen', { mode: t(`form.transportationOptions.${transportation}`) })}</p>
      {transfers.length > 0 ? (
        <p className="muted">{t('transport.summary', { count: transfers.length, minutes, km: formatKm(km, locale), modes })}</p>
      ) : (
        <p className="muted">{t('transport.none')}</p>
      )}
    </div>
  );
}

/** Where the party eats: each restaurant once, with the meals and dishes planned there. */
export function PlanFoodList({ days, places }: { days: readonly PlanDay[]; places: PlacesLookup }) {
  const { t } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  const byRestaurant = new Map<string, { meals: string[]; dishIds: Set<string> }>();
  for (const day of days) {
    for (const item of day.items) {
      if (item.kind !== 'meal') continue;
      const entry = byRestaurant.get(item.restaurantId) ?? { meals: [], dishIds: new Set<string>() };
      entry.meals.push(t('food.mealOnDay', { day: day.dayIndex, meal: t(`meals.${item.meal}`) }));
      item.dishIds.forEach((id) => entry.dishIds.add(id));
      byRestaurant.set(item.restaurantId, entry);
    }
  }
  if (byRestaurant.size === 0) return <p className="muted">{t('food.none')}</p>;
  const separator = locale === 'en-US' ? ', ' : '、';
  return (
    <ul className="plan-list">
      {[...byRestaurant].map(([restaurantId, entry]) => {
        const dishes = [...entry.dishIds].map((id) => places.dishName(restaurantId, id, locale)).filter((name): name is string => name !== null);
        return (
          <li key={restaurantId} className="plan-list-item">
            <p className="plan-list-title">
              <PlaceName kind="restaurant" id={restaurantId} places={places} />
            </p>
            <p className="plan-item-meta">
              {entry.meals.join(separator)}
              {dishes.length > 0 && <> · {t('plan.dishes', { dishes: dishes.join(separator) })}</>}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** Visit tips from the catalog (with their place) and the engine's notes. */
export function PlanTipsList({ tips, places }: { tips: readonly PlanTip[]; places: PlacesLookup }) {
  const { t } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  if (tips.length === 0) return <p className="muted">{t('tips.none')}</p>;
  return (
    <ul className="plan-tips">
      {tips.map((tip, index) =>
        tip.source === 'catalog' ? (
          <li key={`c-${tip.attractionId}-${tip.tipIndex}`}>
            <strong>
              <PlaceName kind="attraction" id={tip.attractionId} places={places} link={false} />
            </strong>
            {locale === 'en-US' ? ': ' : '：'}
            {tip.text[locale]}
          </li>
        ) : (
          <li key={`e-${tip.key}-${index}`}>{plannerMessage(tip.key, tipParams(tip.params, places, locale), locale)}</li>
        ),
      )}
    </ul>
  );
}

/** Engine tips name a place by `placeKind` and `placeId` too: word it with the catalog name of the locale. */
function tipParams(params: Record<string, string | number>, places: PlacesLookup, locale: Locale) {
  const out = { ...params };
  const id = params.placeId;
  const kind = params.placeKind === 'restaurant' || params.placeKind === 'stay' ? params.placeKind : 'attraction';
  if (typeof id === 'string') {
    const name = places.name(kind, id, locale);
    if (name) out.place = name;
  }
  return out;
}
