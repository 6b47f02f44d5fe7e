/**
 * `/travel-plan/:id` (spec §2 plan detail): the stored plan (components/plan-view.tsx) with
 * calendar export and print for everyone and share / unshare / delete for its owner. A skeleton
 * while it loads; "itinerary missing or deleted" for an unknown id (spec §8); "plan data load
 * failed" with a retry for other failures. Printing uses the page's print stylesheet.
 */
import '../planner.css';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useLocaleStore } from '../../../lib/locale';
import { ListError } from '../../../lib/ui/list-states';
import { ResultState } from '../../../lib/ui/result-state';
import { usePlan } from '../api/get-plan';
import { ExportActions, OwnerActions } from '../components/plan-actions';
import { PlanSkeleton } from '../components/plan-skeleton';
import { PlanView } from '../components/plan-view';
import { formatInstant } from '../plan-format';

/** Route component. */
export function TravelPlanPage() {
  const { t } = useTranslation(['planner', 'common']);
  const locale = useLocaleStore((s) => s.locale);
  const { id = '' } = useParams();
  const query = usePlan(id);
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);

  return (
    <div className="page plan-page">
      {missing ? (
        <ResultState tone="warning" level={1} title={t('planner:missing.title')} body={t('planner:missing.body')}>
          <Link to="/ai-travel-planner" className="btn btn-primary">
            {t('planner:missing.makeOne')}
          </Link>
          <Link to="/" className="btn">
            {t('common:notFound.home')}
          </Link>
        </ResultState>
      ) : query.data ? (
        <PlanView
          stored={query.data}
          meta={
            <>
              {t('planner:plan.createdAt', { date: formatInstant(query.data.createdAt, locale) })}
              {query.data.shared && <> · {t('planner:share.isShared')}</>}
            </>
          }
          actions={(places) => (
            <>
              {query.data.isOwner && <OwnerActions stored={query.data} />}
              <ExportActions stored={query.data} places={places} />
            </>
          )}
        />
      ) : query.isError ? (
        <ListError reason={query.error.message} message={t('planner:plan.loadFailed', { reason: query.error.message })} onRetry={() => void query.refetch()} />
      ) : (
        <PlanSkeleton />
      )}
    </div>
  );
}
