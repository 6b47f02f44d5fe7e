/**
 * Actions of a plan page: for everyone, export to a calendar (an `.ics` file, plan-ics.ts; plans
 * without dates say why they cannot) and print (the page's print stylesheet lays the plan out on
 * paper); for the owner (`isOwner`), share — which copies the public link — or stop sharing, copy
 * the link again, and delete (after a confirmation; then back to the planner).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StoredTravelPlan } from '@dali/shared/contracts/planner-stream';
import { useLocaleStore } from '../../../lib/locale';
import { toast } from '../../../lib/ui/toast';
import { deletePlan } from '../api/delete-plan';
import { planQueryKey } from '../api/get-plan';
import type { PlacesLookup } from '../api/get-plan-places';
import { USER_PLANS_KEY } from '../api/list-user-plans';
import { downloadBlob, planFileName } from '../download';
import { copyText, useSharePlan } from '../hooks/use-share-plan';

const ShareQr = lazy(() => import('./share-qr').then((m) => ({ default: m.ShareQr })));
import { buildPlanIcs, canExportToCalendar } from '../plan-ics';
import { describePlanItem } from '../plan-item-text';
import { ConfirmDialog } from './confirm-dialog';
import { CalendarIcon, DeleteIcon, PrintIcon, ShareIcon } from './plan-icons';

/**
 * Actions any viewer of a plan gets (see module comment): export to a calendar as `.ics`, which a
 * plan without dates cannot do and says why, and print.
 */
export function ExportActions({ stored, places }: { stored: StoredTravelPlan; places: PlacesLookup }) {
  const { t } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  const [exporting, setExporting] = useState(false);
  const exportable = canExportToCalendar(stored.plan);

  const exportCalendar = async () => {
    setExporting(true);
    try {
      const ics = await buildPlanIcs(stored.plan, {
        planId: stored.id,
        calendarName: t('plan.title', { count: stored.plan.overview.dayCount }),
        describe: (item) => describePlanItem(item, t, places, locale),
        url: stored.shared ? `${window.location.origin}/share/${encodeURIComponent(stored.id)}` : undefined,
      });
      downloadBlob(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), planFileName(stored.id, 'ics'));
      toast.success(t('calendar.done'));
    } catch {
      toast.error(t('calendar.failed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={() => void exportCalendar()}
        disabled={!exportable || exporting || !places.settled}
        title={exportable ? undefined : t('calendar.needsDates')}
        aria-describedby={exportable ? undefined : 'plan-calendar-note'}
      >
        <CalendarIcon />
        {t('calendar.export')}
      </button>
      <button type="button" className="btn" onClick={() => window.print()}>
        <PrintIcon />
        {t('print.print')}
      </button>
      {!exportable && (
        <p className="plan-actions-note muted" id="plan-calendar-note">
          {t('calendar.needsDates')}
        </p>
      )}
    </>
  );
}

/** Share, unshare, copy link and delete, for the plan's owner. */
export function OwnerActions({ stored }: { stored: StoredTravelPlan }) {
  const { t } = useTranslation('planner');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { share, unshare, setSearchable, link } = useSharePlan(stored.id);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deletePlan(stored.id),
    onSuccess: () => {
      toast.success(t('history.deleted'));
      queryClient.removeQueries({ queryKey: planQueryKey(stored.id) });
      void queryClient.invalidateQueries({ queryKey: USER_PLANS_KEY });
      void navigate('/ai-travel-planner');
    },
    onError: () => toast.error(t('history.deleteFailed')),
  });
  const copyAgain = async () => {
    if (link && (await copyText(link))) toast.success(t('share.copied'));
    else toast.info(t('share.copyManually'));
  };
  // The phone's own share sheet (WeChat, messages, mail…) where the browser offers one.
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const shareNatively = async () => {
    if (!link) return;
    try {
      await navigator.share({ title: t('share.nativeTitle'), url: link });
    } catch (error) {
      // Closing the sheet is not a failure; anything else falls back to copying.
      if ((error as { name?: string }).name !== 'AbortError') await copyAgain();
    }
  };

  return (
    <>
      {stored.shared ? (
        <>
          {canShareNatively && (
            <button type="button" className="btn btn-primary" onClick={() => void shareNatively()}>
              <ShareIcon />
              {t('share.shareVia')}
            </button>
          )}
          <button type="button" className="btn" onClick={() => void copyAgain()}>
            {!canShareNatively && <ShareIcon />}
            {t('share.copyLink')}
          </button>
          <button type="button" className="btn" onClick={() => unshare.mutate()} disabled={unshare.isPending}>
            {t('share.unshare')}
          </button>
        </>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => share.mutate()} disabled={share.isPending}>
          <ShareIcon />
          {t('share.share')}
        </button>
      )}
      <button type="button" className="btn" onClick={() => setConfirming(true)} disabled={remove.isPending}>
        <DeleteIcon />
        {t('delete.delete')}
      </button>
      {stored.shared && link && (
        <label className="plan-share-link">
          <span className="ui-field-label">{t('share.linkLabel')}</span>
          <input className="ui-input" readOnly value={link} onFocus={(event) => event.target.select()} />
        </label>
      )}
      {stored.shared && (
        <label className="plan-share-searchable">
          <input
            type="checkbox"
            checked={setSearchable.isPending ? setSearchable.variables : stored.searchable}
            disabled={setSearchable.isPending}
            onChange={(event) => setSearchable.mutate(event.target.checked)}
            aria-describedby="plan-share-searchable-hint"
          />
          <span>
            {t('share.searchable')}
            <span className="muted plan-share-searchable-hint" id="plan-share-searchable-hint">
              {t('share.searchableHint')}
            </span>
          </span>
        </label>
      )}
      {stored.shared && link && (
        <Suspense fallback={null}>
          <ShareQr link={link} />
        </Suspense>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('delete.title')}
          body={t('delete.body')}
          confirmLabel={t('delete.confirm')}
          onConfirm={() => remove.mutate()}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
