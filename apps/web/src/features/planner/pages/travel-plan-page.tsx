/**
 * `/travel-plan/:id` (spec §2 plan detail): the stored plan (components/plan-view.tsx) with
 * calendar export and print for everyone and share / unshare / delete for its owner. A skeleton
 * while it loads; "itinerary missing or deleted" for an unknown id (spec §8); "plan data load
 * failed" with a retry for other failures. Printing uses the page's print stylesheet.
 */
import '../planner.css';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useLocaleStore } from '../../../lib/locale';
import { ListError } from '../../../lib/ui/list-states';
import { DetailNotFound, DetailState } from '../../../lib/catalog-detail/detail-state';
import { usePlan } from '../api/get-plan';
import { ExportActions, OwnerActions } from '../components/plan-actions';
import { PlanSkeleton } from '../components/plan-skeleton';
import { PlanView } from '../components/plan-view';
import { formatInstant } from '../plan-format';

/**
 * Route `/travel-plan/:id` (spec §2 plan detail): the stored plan with export actions, and owner
 * actions for its owner; 404 or 403 show the not-found state.
 */
export function TravelPlanPage() {
  const { t } = useTranslation(['planner', 'common']);
  const locale = useLocaleStore((s) => s.locale);
  const { id = '' } = useParams();
  const query = usePlan(id);
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);

  return (
    <div className="page plan-page">
      <DetailState
        missing={missing}
        data={query.data}
        error={query.error}
        missingState={
          <DetailNotFound
            title={t('planner:missing.title')}
            body={t('planner:missing.body')}
            action={{ to: '/ai-travel-planner', label: t('planner:missing.makeOne') }}
          />
        }
        renderContent={(stored) => (
          <PlanView
            stored={stored}
            meta={
              <>
                {t('planner:plan.createdAt', { date: formatInstant(stored.createdAt, locale) })}
                {stored.shared && <> · {t('planner:share.isShared')}</>}
              </>
            }
            actions={(places) => (
              <>
                {stored.isOwner && <OwnerActions stored={stored} />}
                <ExportActions stored={stored} places={places} />
              </>
            )}
          />
        )}
        renderError={(error) => <ListError reason={error.message} message={t('planner:plan.loadFailed', { reason: error.message })} onRetry={() => void query.refetch()} />}
        skeleton={<PlanSkeleton />}
      />
    </div>
  );
}
