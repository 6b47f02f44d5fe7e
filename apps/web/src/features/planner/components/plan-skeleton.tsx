/**
 * The plan page's shape while the plan loads: title block, the sidebar's cards and two day cards,
 * so the content takes the same places when it arrives.
 */
import { useTranslation } from 'react-i18next';
import { LoadingRegion } from '../../../lib/ui/loading-region';

/** Two grey blocks of the given class (the sidebar's cards, the day cards). */
function Pair({ className }: { className: string }) {
  return ['first', 'second'].map((key) => <div key={key} className={`skeleton ${className}`} />);
}

/** The skeleton; announced once as loading. */
export function PlanSkeleton() {
  const { t } = useTranslation('planner');
  return (
    <LoadingRegion className="plan-skeleton" label={t('plan.loading')}>
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-short" />
      <div className="plan-layout">
        <div className="plan-aside">
          <Pair className="plan-skeleton-card" />
        </div>
        <div className="plan-main">
          <Pair className="plan-skeleton-day" />
        </div>
      </div>
    </LoadingRegion>
  );
}
