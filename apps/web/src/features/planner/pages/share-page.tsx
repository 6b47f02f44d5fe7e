/**
 * `/share/:planId` (spec §2 shared itinerary; public, no login; navbar and footer hidden by the
 * route): when the plan was created and how many days it has, the plan in one sentence, then the plan itself, read-only
 * (calendar export and print remain). A deleted plan (404 `PLAN_DELETED`) is "missing or deleted";
 * a plan its owner no longer shares (404 `PLAN_NOT_SHARED`) says so; an id that cannot be a plan id,
 * or one that never existed (404 `NOT_FOUND`, or 403) is an invalid share link (spec §8). A way to make one's own plan
 * ends the page, since the visitor arrived without the app's navigation.
 */
import '../planner.css';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PlanOverview } from '@dali/shared/contracts/planner';
import { ERRORS } from '@dali/shared/errors';
import { ApiError } from '../../../lib/api-client';
import { useLocaleStore } from '../../../lib/locale';
import { ListError } from '../../../lib/ui/list-states';
import { ResultState } from '../../../lib/ui/result-state';
import { usePlan } from '../api/get-plan';
import type { PlacesLookup } from '../api/get-plan-places';
import { useTowns } from '../../../lib/api/get-towns';
import { ExportActions } from '../components/plan-actions';
import { PlanSkeleton } from '../components/plan-skeleton';
import { PlanView } from '../components/plan-view';
import { formatInstant } from '../plan-format';

/** What a plan id can look like (unguessable base64url ids); anything else is not a share link. */
const PLAN_ID = /^[\w-]{1,64}$/;

/**
 * Route `/share/:planId` (spec §2, no login): the shared plan, or the invalid-link state when the
 * id cannot be a plan id (see module comment).
 */
export function SharePage() {
  const { planId = '' } = useParams();
  const valid = PLAN_ID.test(planId);
  return <div className="page plan-page share-page">{valid ? <SharedPlan planId={planId} /> : <InvalidLink />}</div>;
}

function InvalidLink() {
  const { t } = useTranslation('planner');
  return (
    <ResultState tone="warning" level={1} title={t('shared.invalidTitle')} body={t('shared.invalidBody')}>
      <Link to="/ai-travel-planner" className="btn btn-primary">
        {t('shared.makeOwn')}
      </Link>
    </ResultState>
  );
}

/**
 * The plan in one sentence, for someone who got the link in a chat: days, towns and sights. The
 * same sentence as the page's description (common `head.shareDescription_*`, the server's page
 * head), which the server also paints before the scripts run (plugins/app-shell.ts); so it waits
 * for the town names rather than show ids.
 */
function SharedPlanSummary({ overview, places }: { overview: PlanOverview; places: PlacesLookup }) {
  const { t } = useTranslation('common');
  const locale = useLocaleStore((s) => s.locale);
  const towns = overview.townIds.map((id) => places.name('town', id, locale));
  if (towns.some((name) => name === null)) return null;
  // The page head picks the form by day count in every language (Chinese has a "one day" wording
  // too), so the key is named here rather than left to the locale's plural rules.
  const key = overview.dayCount === 1 ? 'head.shareDescription_one' : 'head.shareDescription_other';
  return <p className="plan-summary">{t(key, { count: overview.dayCount, sights: overview.attractionCount, towns: towns.join(locale === 'en-US' ? ', ' : '、') })}</p>;
}

function SharedPlan({ planId }: { planId: string }) {
  const { t } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  const query = usePlan(planId, 'shared');
  // The whole plan is a large render: as a deferred value React does it in the background in short
  // slices (the skeleton stays meanwhile) rather than in one long task when the answer arrives.
  const stored = useDeferredValue(query.data);
  const towns = useTowns();
  const failure = query.error instanceof ApiError ? query.error : null;

  if (failure?.status === 404 && failure.code === ERRORS.PLAN_DELETED.code) {
    return (
      <ResultState tone="warning" level={1} title={t('missing.title')} body={t('shared.missingBody')}>
        <Link to="/ai-travel-planner" className="btn btn-primary">
          {t('shared.makeOwn')}
        </Link>
      </ResultState>
    );
  }
  if (failure?.status === 404 && failure.code === ERRORS.PLAN_NOT_SHARED.code) {
    return (
      <ResultState tone="warning" level={1} title={t('shared.notSharedTitle')} body={t('shared.notSharedBody')}>
        <Link to="/ai-travel-planner" className="btn btn-primary">
          {t('shared.makeOwn')}
        </Link>
      </ResultState>
    );
  }
  if (failure?.status === 404 || failure?.status === 403) return <InvalidLink />;
  if (query.isError) return <ListError reason={query.error.message} message={t('plan.loadFailed', { reason: query.error.message })} onRetry={() => void query.refetch()} />;
  // The summary under the title names the towns: wait for their names (asked at the same time as
  // the plan, or embedded with it) so that it does not push the page down when they come.
  if (!stored || towns.isPending) return <PlanSkeleton />;
  return (
    <>
      <p className="share-kicker">{t('shared.kicker')}</p>
      <PlanView
        stored={stored}
        meta={t('shared.meta', { date: formatInstant(stored.createdAt, locale), count: stored.plan.overview.dayCount })}
        lead={(places) => <SharedPlanSummary overview={stored.plan.overview} places={places} />}
        actions={(places) => <ExportActions stored={stored} places={places} />}
      />
      <aside className="share-cta" aria-label={t('shared.ctaLabel')}>
        <p>{t('shared.ctaBody')}</p>
        <Link to="/ai-travel-planner" className="btn btn-primary btn-large">
          {t('shared.makeOwn')}
        </Link>
      </aside>
    </>
  );
}
