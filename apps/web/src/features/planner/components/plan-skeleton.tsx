/**
 * The plan page's shape while the plan loads: title block, the sidebar's cards and two day cards,
 * so the content takes the same places when it arrives.
 */
import { useTranslation } from 'react-i18next';

/** The skeleton; announced once as loading. */
export function PlanSkeleton() {
  const { t } = useTranslation('planner');
  return (
    <div className="plan-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('plan.loading')}
      </p>
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-short" />
      <div className="plan-layout">
        <div className="plan-aside">
          <div className="skeleton plan-skeleton-card" />
          <div className="skeleton plan-skeleton-card" />
        </div>
        <div className="plan-main">
          <div className="skeleton plan-skeleton-day" />
          <div className="skeleton plan-skeleton-day" />
        </div>
      </div>
    </div>
  );
}
