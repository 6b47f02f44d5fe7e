/**
 * Pieces of the generation dialog: the four phases as steps (spec §4 loading, thinking,
 * streaming, done), what the planner understood from the request (with the words it could not
 * place), and an infeasible answer with its reasons and the alternatives that were checked to work.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfeasibleResult, PlannerRequest, PlannerRequestPatch, PlanOverview } from '@dali/shared/contracts/planner';
import { PLANNER_PHASES, type PlannerPhase } from '@dali/shared/contracts/planner-stream';
import { townName, useTowns } from '../../../lib/api/get-towns';
import { useLocaleStore } from '../../../lib/locale';
import { usePlanPlaces } from '../api/get-plan-places';
import { useAttractionChoices } from '../api/list-attraction-choices';
import type { GenerationStatus } from '../generation-state';
import { formatPlanDay, yuan } from '../plan-format';
import { dietWord, plannerMessage } from '../plan-messages';
import { CheckIcon } from './plan-icons';
import { pickStatedLimits } from '../planner-form';
import { useStatedLimitLines } from './stated-limits';

/** A part of the dialog (`className`) labelled by its `h3` title, whose element id is `titleId`. */
function GenerationSection({ className, titleId, title, children }: { className: string; titleId: string; title: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <h3 id={titleId} className="generation-subtitle">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The phases as an ordered list of steps; the current one is marked for assistive technology. */
export function GenerationSteps({ phase, status }: { phase: PlannerPhase | null; status: GenerationStatus }) {
  const { t } = useTranslation('planner');
  const current = status === 'done' ? PLANNER_PHASES.length - 1 : phase ? PLANNER_PHASES.indexOf(phase) : -1;
  const stopped = status === 'error' || status === 'cancelled' || status === 'infeasible';
  return (
    <ol className="generation-steps" aria-label={t('generation.stepsLabel')}>
      {PLANNER_PHASES.map((step, index) => {
        const state = index < current || (status === 'done' && index === current) ? 'done' : index === current ? (stopped ? 'stopped' : 'current') : 'upcoming';
        return (
          <li key={step} className={`generation-step generation-step-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="generation-step-mark" aria-hidden="true">
              {state === 'done' ? <CheckIcon size={16} /> : index + 1}
            </span>
            <span className="generation-step-label">{t(`generation.phases.${step}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * What the planner understood, apart from what it chose: what the traveller said (length, party,
 * towns, must-visits, diet, budget, lodging, pace) and the words it could not place; then, once the
 * plan's overview arrives, what it chose for them (towns when none were named, dates when none were
 * given, the lodging type booked instead of one nothing can be booked as).
 */
export function UnderstoodRequest({ request, unrecognised, overview = null }: { request: PlannerRequest; unrecognised: readonly string[]; overview?: PlanOverview | null }) {
  const { t } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  const towns = useTowns();
  // Must-visits come back as catalog ids when the planner recognised them: name them.
  const places = usePlanPlaces({ days: [], mustVisitIds: request.mustVisit });
  // Days, order, times, counts, caps, travel and rooms: the same lines the form shows.
  const statedLines = useStatedLimitLines(pickStatedLimits(request));
  // Places ruled out may be attractions or towns: named from the attraction list and the towns.
  const attractionChoices = useAttractionChoices(request.avoid.length > 0);
  const avoidName = (entry: string) =>
    attractionChoices.data?.find((choice) => choice.id === entry)?.name[locale] ??
    (entry === towns.data?.[0]?.region ? t('form.wholeRegion') : townName(towns.data, entry, locale));
  const separator = locale === 'en-US' ? ', ' : '、';
  const length =
    request.startDate && request.endDate
      ? t('understood.dates', { start: request.startDate, end: request.endDate })
      : request.durationDays !== undefined
        ? t('understood.days', { count: request.durationDays })
        : null;
  const chips = [
    length,
    t('overview.travellers', { count: request.travelerCount }),
    request.destinations.length > 0
      ? t('understood.towns', {
          towns: request.destinations.map((town) => (town === towns.data?.[0]?.region ? t('form.wholeRegion') : townName(towns.data, town, locale))).join(separator),
        })
      : null,
    request.mustVisit.length > 0 ? t('understood.mustVisit', { places: request.mustVisit.map((entry) => places.name('attraction', entry, locale) ?? entry).join(separator) }) : null,
    ...statedLines.map((line) => line.text),
    request.avoid.length > 0
      ? t('understood.avoid', {
          places: request.avoid.map(avoidName).join(separator),
        })
      : null,
    request.avoidAttractionTypes.length > 0 ? t('understood.avoidKinds', { kinds: request.avoidAttractionTypes.map((kind) => t(`understood.kinds.${kind}`)).join(separator) }) : null,
    request.dietaryRestrictions.length > 0 ? t('understood.diet', { diet: request.dietaryRestrictions.map((d) => dietWord(d, locale)).join(separator) }) : null,
    request.budget !== undefined ? t('understood.budget', { amount: yuan(request.budget * 100, locale) }) : null,
    request.accommodationType ? t(`form.accommodationTypes.${request.accommodationType}`) : null,
    t(`form.paces.${request.pace}`),
  ].filter((chip): chip is string => chip !== null);
  const assumed = overview
    ? [
        request.destinations.length === 0 && overview.townIds.length > 0
          ? t('understood.assumedTowns', { towns: overview.townIds.map((town) => townName(towns.data, town, locale)).join(separator) })
          : null,
        overview.datesChosen && overview.startDate && overview.endDate
          ? t('understood.assumedDates', { start: formatPlanDay(overview.startDate, locale), end: formatPlanDay(overview.endDate, locale) })
          : null,
        overview.lodgingSubstitute
          ? t('understood.assumedLodging', {
              requested: t(`overview.lodgingWords.${overview.lodgingSubstitute.requested}`),
              used: t(`overview.lodgingWords.${overview.lodgingSubstitute.used}`),
            })
          : null,
      ].filter((line): line is string => line !== null)
    : [];
  return (
    <GenerationSection className="generation-understood" titleId="generation-understood-title" title={t('understood.title')}>
      <p className="generation-understood-label">{t('understood.said')}</p>
      <ul className="plan-chips generation-chips">
        {chips.map((chip) => (
          <li key={chip} className="plan-chip">
            {chip}
          </li>
        ))}
      </ul>
      {assumed.length > 0 && (
        <>
          <p className="generation-understood-label">{t('understood.assumed')}</p>
          <ul className="generation-assumed">
            {assumed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {unrecognised.length > 0 && (
        <p className="generation-unrecognised">
          {t('understood.unrecognised')}{' '}
          {unrecognised.map((word) => (
            <mark key={word} className="generation-word">
              {word}
            </mark>
          ))}
        </p>
      )}
    </GenerationSection>
  );
}

/**
 * Why no plan fits, and alternatives to apply (each fills the form and plans again); under the
 * first, the plan it gives day by day (`nearestPlan`): the best plan that keeps everything else.
 */
export function InfeasibleAnswer({ result, onApply }: { result: InfeasibleResult; onApply: (patch: PlannerRequestPatch) => void }) {
  const { t } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  const towns = useTowns();
  const nearest = result.nearestPlan;
  const places = usePlanPlaces({ days: [], mustVisitIds: nearest?.days.flatMap((day) => day.attractionIds) ?? [] });
  const separator = locale === 'en-US' ? ', ' : '、';
  return (
    <GenerationSection className="generation-infeasible" titleId="generation-infeasible-title" title={t('infeasible.title')}>
      <ul className="generation-reasons">
        {result.failures.map((failure, index) => (
          <li key={`${failure.reason}-${index}`}>{plannerMessage(failure.reason, failure.params, locale)}</li>
        ))}
      </ul>
      {result.alternatives.length > 0 ? (
        <>
          <p className="generation-subtitle-small">{t('infeasible.alternatives')}</p>
          <ul className="generation-alternatives">
            {result.alternatives.map((alternative, index) => (
              <li key={`${alternative.description}-${index}`}>
                <button type="button" className="btn generation-alternative" onClick={() => onApply(alternative.patch)}>
                  {plannerMessage(alternative.description, alternative.params, locale)}
                </button>
                {nearest && nearest.alternative === index && (
                  <div className="generation-nearest">
                    <p className="muted">{t('infeasible.nearest')}</p>
                    <ul className="generation-nearest-days">
                      {nearest.days.map((day) => (
                        <li key={day.dayIndex}>
                          <strong>{t('infeasible.nearestDay', { day: day.dayIndex })}</strong>
                          {day.date ? (locale === 'en-US' ? ` (${formatPlanDay(day.date, locale)})` : `（${formatPlanDay(day.date, locale)}）`) : ''}
                          {locale === 'en-US' ? ': ' : '：'}
                          {day.attractionIds.length > 0
                            ? day.attractionIds.map((id) => places.name('attraction', id, locale) ?? id).join(separator)
                            : t('infeasible.nearestNoSights')}
                          {day.townIds.length > 0 && <span className="muted"> · {day.townIds.map((town) => townName(towns.data, town, locale)).join(separator)}</span>}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">{t('infeasible.noAlternatives')}</p>
      )}
    </GenerationSection>
  );
}
