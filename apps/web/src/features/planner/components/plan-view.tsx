/**
 * A stored plan, read-only (spec §2 plan detail: overview, day itinerary, accommodation,
 * transport, food, tips, cost; and the shared itinerary): the title block with `actions` (the
 * owner's share and delete, calendar export, print), then on desktop two columns — the days with
 * their maps and the practical sections, and a sidebar with the overview, the costs and the
 * "plan checked" panel — and one column on phones with the overview first. The practical
 * sections end with the phrase cards (a "take me here" card per lodging and attraction, the diet
 * card; spec §3 "Phrase cards from the trip").
 */
import { memo, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredTravelPlan } from '@dali/shared/contracts/planner-stream';
import { planParts } from '@dali/shared/plan-places';
import { usePlanPlaces, type PlacesLookup } from '../api/get-plan-places';
import { narrativeKey } from '../generation-state';
import { CheckPanel } from './check-panel';
import { CostBreakdown } from './cost-breakdown';
import { DayRouteMap } from './day-route-map';
import { PlanDayCard } from './plan-day-card';
import { PlanPhraseCards } from './plan-phrase-cards';
import { PlanFoodList, PlanLodgingList, PlanOverviewFacts, PlanSection, PlanTipsList, PlanTransportSummary } from './plan-sections';

/** Narrative pieces joined by day (`intro` for the introduction). */
function narrativeByDay(plan: StoredTravelPlan): Record<string, string> {
  const out: Record<string, string> = {};
  for (const piece of plan.narrative) {
    const key = narrativeKey(piece.dayIndex);
    out[key] = (out[key] ?? '') + piece.text;
  }
  return out;
}

export interface PlanViewProps {
  stored: StoredTravelPlan;
  /** A line under the title (created at, shared, duration). */
  meta: ReactNode;
  /** What goes under that line, given the place lookups (the share page's summary). */
  lead?: (places: PlacesLookup) => ReactNode;
  /** Buttons of the title block, given the place lookups (calendar export names places). */
  actions?: (places: PlacesLookup) => ReactNode;
}

/**
 * The plan page body (see the module comment). Place answers arrive one by one (one query per
 * place), each a re-render: the header follows them at once (it is small), while the rest of the
 * page gets a deferred copy of the lookups, so React renders it in the background in short slices
 * and skips the copies a newer one has replaced, instead of blocking the main thread once per place.
 */
export function PlanView({ stored, meta, lead, actions }: PlanViewProps) {
  const { t } = useTranslation('planner');
  const { plan } = stored;
  // The same parts the server reads to embed a shared plan's place answers.
  const livePlaces = usePlanPlaces(planParts(plan));
  const places = useDeferredValue(livePlaces);

  return (
    <article className="plan-view">
      <header className="plan-header">
        <div className="plan-header-text">
          <h1 className="page-title plan-title">{t('plan.title', { count: plan.overview.dayCount })}</h1>
          <p className="plan-header-meta muted">{meta}</p>
          {lead?.(livePlaces)}
        </div>
        {actions && <div className="plan-actions">{actions(livePlaces)}</div>}
      </header>
      <PlanBody stored={stored} places={places} />
    </article>
  );
}

/** Everything under the header; re-rendered only for a new plan or new lookups. */
const PlanBody = memo(function PlanBody({ stored, places }: { stored: StoredTravelPlan; places: PlacesLookup }) {
  const { t } = useTranslation('planner');
  const { plan } = stored;
  const narrative = narrativeByDay(stored);
  const intro = narrative[narrativeKey(null)];
  return (
    <div className="plan-layout">
      <aside className="plan-aside" aria-label={t('plan.summary')}>
        <PlanSection id="plan-overview" title={t('sections.overview')}>
          <PlanOverviewFacts overview={plan.overview} places={places} request={stored.request} />
        </PlanSection>
        <PlanSection id="plan-costs" title={t('sections.costs')}>
          <CostBreakdown costs={plan.costs} places={places} />
        </PlanSection>
        <PlanSection id="plan-check" title={t('sections.check')} className="plan-check-section">
          <CheckPanel check={stored.check} />
        </PlanSection>
      </aside>
      <div className="plan-main">
        {intro && <p className="plan-narrative plan-intro">{intro}</p>}
        <PlanSection id="plan-days" title={t('sections.days')}>
          <p className="visually-hidden">{t('plan.mapNote')}</p>
          <div className="plan-days">
            {plan.days.map((day) => (
              <PlanDayCard key={day.dayIndex} day={day} places={places} narrative={narrative[narrativeKey(day.dayIndex)]}>
                <DayRouteMap day={day} places={places} />
              </PlanDayCard>
            ))}
          </div>
        </PlanSection>
        <PlanSection id="plan-lodging" title={t('sections.lodging')}>
          <PlanLodgingList lodging={plan.lodging} places={places} />
        </PlanSection>
        <PlanSection id="plan-transport" title={t('sections.transport')}>
          <PlanTransportSummary days={plan.days} transportation={plan.overview.transportation} />
        </PlanSection>
        <PlanSection id="plan-food" title={t('sections.food')}>
          <PlanFoodList days={plan.days} places={places} />
        </PlanSection>
        <PlanSection id="plan-tips" title={t('sections.tips')}>
          <PlanTipsList tips={plan.tips} places={places} />
        </PlanSection>
        <PlanPhraseCards days={plan.days} lodging={plan.lodging} dietKeys={plan.overview.dietaryRestrictions} places={places} />
      </div>
    </div>
  );
});
