/**
 * "My plans" for a logged-in user (spec §3 "Plan history summary"; the history route itself is
 * not shown, spec §2): the newest few plans with their length, towns, creation time and sharing
 * state, each with open and delete (after a confirmation).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocaleStore } from '../../../lib/locale';
import { toast } from '../../../lib/ui/toast';
import { useTowns, townName } from '../../../lib/api/get-towns';
import { deletePlan } from '../api/delete-plan';
import { USER_PLANS_KEY, useUserPlans } from '../api/list-user-plans';
import { formatInstant } from '../plan-format';
import { ConfirmDialog } from './confirm-dialog';
import { DeleteIcon } from './plan-icons';

/** How many plans the list shows. */
const HISTORY_SIZE = 5;

/** The history list of `userId`. */
export function PlanHistory({ userId }: { userId: string }) {
  const { t } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  const towns = useTowns();
  const plans = useUserPlans(userId);
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: deletePlan,
    onSuccess: () => {
      toast.success(t('history.deleted'));
      void queryClient.invalidateQueries({ queryKey: USER_PLANS_KEY });
    },
    onError: () => toast.error(t('history.deleteFailed')),
  });
  const separator = locale === 'en-US' ? ', ' : '、';

  return (
    <section className="planner-history" aria-labelledby="planner-history-title">
      <h2 className="planner-section-title" id="planner-history-title">
        {t('history.title')}
      </h2>
      {plans.isPending ? (
        <div className="skeleton planner-history-skeleton" aria-hidden="true" />
      ) : plans.isError ? (
        <p className="planner-hint" role="alert">
          {t('history.loadFailed')}{' '}
          <button type="button" className="ui-link-button" onClick={() => void plans.refetch()}>
            {t('history.retry')}
          </button>
        </p>
      ) : plans.data.length === 0 ? (
        <p className="muted">{t('history.empty')}</p>
      ) : (
        <ul className="planner-history-list">
          {plans.data.slice(0, HISTORY_SIZE).map((plan) => (
            <li key={plan.planId} className="planner-history-item">
              <div className="planner-history-text">
                <Link to={`/travel-plan/${encodeURIComponent(plan.planId)}`} className="planner-history-link">
                  {t('plan.title', { count: plan.durationDays })}
                </Link>
                <p className="muted planner-history-meta">
                  {plan.towns.map((town) => townName(towns.data, town, locale)).join(separator)}
                  {plan.towns.length > 0 && ' · '}
                  {formatInstant(plan.createdAt, locale)}
                  {plan.shared && <> · {t('history.shared')}</>}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-text planner-history-delete"
                onClick={() => setDeleting(plan.planId)}
                aria-label={t('history.deleteOne', { title: t('plan.title', { count: plan.durationDays }), date: formatInstant(plan.createdAt, locale) })}
                disabled={remove.isPending && remove.variables === plan.planId}
              >
                <DeleteIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('delete.title')}
          body={t('delete.body')}
          confirmLabel={t('delete.confirm')}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
