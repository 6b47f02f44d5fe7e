/**
 * The generation dialog (spec §2 planner page, §4 itinerary generation): a native modal
 * `<dialog>` (focus moves in and stays; full screen at 768 px or narrower) showing the four phases
 * as steps, what was understood from the request, and the plan growing live — day cards in day
 * order as their sections arrive, each day's narrative streaming in under it. An infeasible answer
 * lists its reasons and clickable alternatives; a failure shows its message with a retry (a
 * visitor over the free quota, HTTP 429, is offered login and register; a user over the plan's
 * quota, HTTP 448, is sent to /package-pricing, spec §8).
 *
 * Once the run is done with a plan id (and only then, spec §4): an image preview of the plan
 * (plan-image.ts), its PNG download, sharing (copies the public link) and the plan's page.
 * Escape or the close button while the plan is being made asks first, then cancels the stream.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PlannerRequestPatch } from '@dali/shared/contracts/planner';
import { ERRORS } from '@dali/shared/errors';
import { openOverlay } from '../../../lib/overlays/overlay-store';
import { useLocaleStore } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/ui/toast';
import { usePlanPlaces } from '../api/get-plan-places';
import { downloadUrl, planFileName } from '../download';
import { canShare, narrativeKey } from '../generation-state';
import { useSharePlan } from '../hooks/use-share-plan';
import type { PlanGeneration } from '../hooks/use-plan-generation';
import { renderPlanPng } from '../plan-image';
import { yuan } from '../plan-format';
import { GenerationSteps, InfeasibleAnswer, UnderstoodRequest } from './generation-parts';
import { PlanDayCard } from './plan-day-card';
import { PlanImageCard } from './plan-image-card';
import { CloseIcon, DownloadIcon, ImageIcon, ShareIcon } from './plan-icons';

/** "Quota used up, buy a package" (spec §8 448), as an HTTP status or a stream error code. */
const { status: QUOTA_STATUS, code: QUOTA_CODE } = ERRORS.QUOTA_EXHAUSTED;
/** "Visitor's free quota used up: log in or register" (spec §8 429). */
const { status: VISITOR_LIMIT_STATUS, code: VISITOR_LIMIT_CODE } = ERRORS.ANONYMOUS_LIMIT;

export interface GenerationDialogProps {
  generation: PlanGeneration;
  /** The dialog has closed (the run was finished, failed or cancelled). */
  onClose: () => void;
  /** An alternative of an infeasible answer was chosen. */
  onApplyAlternative: (patch: PlannerRequestPatch) => void;
}

type ImageState = { kind: 'none' } | { kind: 'rendering'; then: 'preview' | 'download' } | { kind: 'ready'; url: string } | { kind: 'failed' };

/** The dialog (see the module comment); mount it to open it. */
export function GenerationDialog({ generation, onClose, onApplyAlternative }: GenerationDialogProps) {
  const { t } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  const navigate = useNavigate();
  const session = useSession();
  const ref = useRef<HTMLDialogElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const pictureRef = useRef<HTMLElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [image, setImage] = useState<ImageState>({ kind: 'none' });
  const { state } = generation;
  const running = state.status === 'running';
  const ready = canShare(state);
  const places = usePlanPlaces({ days: state.days, lodging: state.lodging, tips: state.tips });
  const { share } = useSharePlan(state.planId);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // A new run (retry, alternative) starts without the last run's picture or question.
  useEffect(() => {
    if (running) {
      setImage({ kind: 'none' });
      setConfirming(false);
    }
  }, [running]);

  // Spec §8: a user whose quota is used up goes to the packages.
  const quotaExhausted = state.error !== null && (state.error.status === QUOTA_STATUS || state.error.code === QUOTA_CODE);
  useEffect(() => {
    if (!quotaExhausted || !state.error) return;
    toast.warning(state.error.message);
    onClose();
    void navigate('/package-pricing');
  }, [quotaExhausted, state.error, navigate, onClose]);

  // Draw the card once it is on the page with every name known.
  useEffect(() => {
    if (image.kind !== 'rendering' || !places.settled) return undefined;
    const node = cardRef.current;
    if (!node) return undefined;
    let live = true;
    renderPlanPng(node)
      .then((url) => {
        if (!live) return;
        setImage({ kind: 'ready', url });
        if (image.then === 'download') downloadUrl(url, planFileName(state.planId ?? 'trip', 'png'));
      })
      .catch(() => {
        if (!live) return;
        setImage({ kind: 'failed' });
        toast.error(t('image.failed'));
      });
    return () => {
      live = false;
    };
  }, [image, places.settled, state.planId, t]);

  // The picture appears at the end of the plan: bring it into view.
  useEffect(() => {
    if (image.kind === 'ready') pictureRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [image.kind]);

  const requestClose = () => {
    if (running) setConfirming(true);
    else onClose();
  };
  const stop = () => {
    generation.cancel();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Handled here so the browser's own cancel does not close a dialog that should ask first.
    event.preventDefault();
    if (confirming) setConfirming(false);
    else requestClose();
  };
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    requestClose();
  };
  const download = () => {
    if (image.kind === 'ready') downloadUrl(image.url, planFileName(state.planId ?? 'trip', 'png'));
    else setImage({ kind: 'rendering', then: 'download' });
  };

  const visitorLimit = state.error !== null && !session && (state.error.status === VISITOR_LIMIT_STATUS || state.error.code === VISITOR_LIMIT_CODE);
  const writingDay = running && state.phase === 'streaming' ? state.days.at(-1)?.dayIndex : undefined;
  const title =
    state.status === 'done'
      ? t('generation.titleDone')
      : state.status === 'infeasible'
        ? t('generation.titleInfeasible')
        : state.status === 'error'
          ? t('generation.titleError')
          : state.status === 'cancelled'
            ? t('generation.titleCancelled')
            : t('generation.title');

  return (
    <dialog ref={ref} className="generation-dialog" aria-labelledby="generation-title" onKeyDown={onKeyDown} onCancel={onCancel}>
      <div className="generation-inner">
        <header className="generation-header">
          <h2 id="generation-title" className="generation-title">
            {title}
          </h2>
          <button type="button" className="btn btn-text generation-close" onClick={requestClose} aria-label={t('generation.close')}>
            <CloseIcon />
          </button>
        </header>
        <GenerationSteps phase={state.phase} status={state.status} />
        <p className="visually-hidden" aria-live="polite">
          {running && state.phase ? t(`generation.phases.${state.phase}`) : title}
        </p>

        <div className="generation-body">
          {state.understood && <UnderstoodRequest request={state.understood.request} unrecognised={state.understood.unrecognised} overview={state.overview} />}
          {running && state.days.length === 0 && (
            <p className="generation-waiting">
              <span className="typing-dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              {t(`generation.waiting.${state.phase ?? 'loading'}`)}
            </p>
          )}
          {state.narrative[narrativeKey(null)] && <p className="plan-narrative generation-intro">{state.narrative[narrativeKey(null)]}</p>}
          {state.days.length > 0 && (
            <div className="generation-days">
              {state.days.map((day) => (
                <PlanDayCard key={day.dayIndex} day={day} places={places} narrative={state.narrative[narrativeKey(day.dayIndex)]} writing={writingDay === day.dayIndex} />
              ))}
            </div>
          )}
          {state.costs && (
            <p className="generation-costs">
              {t('costs.total', { count: state.costs.travelerCount })} <strong>{t('plan.yuan', { amount: yuan(state.costs.totalFen, locale) })}</strong> ·{' '}
              {t('costs.perPerson')} <strong>{t('plan.yuan', { amount: yuan(state.costs.perPersonFen, locale) })}</strong>
            </p>
          )}
          {state.check && (
            <p className={`generation-check ${state.check.passed ? 'generation-check-passed' : ''}`}>
              {state.check.passed
                ? t('check.allPassed', { count: state.check.results.length })
                : t('check.someFailed', { passed: state.check.results.filter((r) => r.passed).length, count: state.check.results.length })}
            </p>
          )}
          {state.status === 'done' && state.processingMs !== null && (
            <p className="muted generation-time">{t('generation.took', { seconds: Math.max(0.1, state.processingMs / 1000).toFixed(1) })}</p>
          )}
          {state.infeasible && <InfeasibleAnswer result={state.infeasible} onApply={onApplyAlternative} />}
          {state.status === 'error' && state.error && !quotaExhausted && (
            <div className="generation-error" role="alert">
              <p className="generation-error-title">{t('generation.failed')}</p>
              <p>{state.error.message}</p>
              <div className="generation-error-actions">
                {visitorLimit ? (
                  <>
                    <button type="button" className="btn btn-primary" onClick={() => openOverlay('loginDialog', { view: 'register' })}>
                      {t('generation.register')}
                    </button>
                    <button type="button" className="btn" onClick={() => openOverlay('loginDialog', { view: 'login' })}>
                      {t('generation.login')}
                    </button>
                  </>
                ) : (
                  <button type="button" className="btn btn-primary" onClick={generation.retry}>
                    {t('generation.retry')}
                  </button>
                )}
              </div>
            </div>
          )}
          {state.status === 'cancelled' && (
            <div className="generation-error">
              <p>{t('generation.cancelledBody')}</p>
              <button type="button" className="btn btn-primary" onClick={generation.retry}>
                {t('generation.startAgain')}
              </button>
            </div>
          )}
          {image.kind === 'ready' && (
            <figure className="generation-image" ref={pictureRef}>
              <img src={image.url} alt={t('image.alt')} />
              <figcaption className="muted">{t('image.caption')}</figcaption>
            </figure>
          )}
          {image.kind === 'rendering' && (
            <p className="generation-waiting" role="status">
              <span className="ui-spinner" aria-hidden="true" /> {t('image.rendering')}
            </p>
          )}
        </div>

        {confirming ? (
          <footer className="generation-footer generation-confirm" role="alertdialog" aria-labelledby="generation-confirm-text">
            <p id="generation-confirm-text">{t('generation.confirmStop')}</p>
            <div className="generation-actions">
              <button type="button" className="btn" onClick={() => setConfirming(false)} autoFocus>
                {t('generation.keepGoing')}
              </button>
              <button type="button" className="btn btn-danger" onClick={stop}>
                {t('generation.stop')}
              </button>
            </div>
          </footer>
        ) : !running && !ready ? (
          // Failed, infeasible or stopped: nothing to share or open, only a way out.
          <footer className="generation-footer">
            <div className="generation-actions">
              <button type="button" className="btn" onClick={onClose}>
                {t('generation.close')}
              </button>
            </div>
          </footer>
        ) : (
          <footer className="generation-footer">
            {!ready && <p className="generation-footer-note muted">{t('generation.actionsAfterDone')}</p>}
            <div className="generation-actions">
              <button type="button" className="btn" disabled={!ready || image.kind === 'rendering'} onClick={() => setImage({ kind: 'rendering', then: 'preview' })}>
                <ImageIcon />
                {t('image.preview')}
              </button>
              <button type="button" className="btn" disabled={!ready || image.kind === 'rendering'} onClick={download}>
                <DownloadIcon />
                {t('image.download')}
              </button>
              <button type="button" className="btn" disabled={!ready || share.isPending} onClick={() => share.mutate()}>
                <ShareIcon />
                {t('share.share')}
              </button>
              {ready && state.planId ? (
                <Link to={`/travel-plan/${encodeURIComponent(state.planId)}`} className="btn btn-primary">
                  {t('generation.openDetail')}
                </Link>
              ) : (
                <button type="button" className="btn btn-primary" disabled>
                  {t('generation.openDetail')}
                </button>
              )}
            </div>
          </footer>
        )}
      </div>
      {ready && state.overview && image.kind === 'rendering' && (
        <div className="plan-image-stage" aria-hidden="true">
          <PlanImageCard ref={cardRef} overview={state.overview} days={state.days} costs={state.costs} places={places} />
        </div>
      )}
    </dialog>
  );
}
