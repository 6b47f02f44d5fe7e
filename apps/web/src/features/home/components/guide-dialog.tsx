/**
 * GuideDialog: every stop of one guide in route order (`GET /api/v1/guides/:id`), each with its
 * kind, town, the guide's note and a link to the stop's page. A native modal `<dialog>`: focus moves
 * into it and back, Escape and the close button close it, a click on the backdrop too.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GuideStop, GuideStopKind } from '@dali/shared/contracts/guides';
import { townName, useTowns } from '../../../lib/api/get-towns';
import { otherScriptText } from '../../../lib/catalog-format';
import { useLocaleStore } from '../../../lib/locale';
import { useGuide } from '../api/get-guide';
import { useDurationText } from '../hooks/use-duration-text';
import { SectionError } from './section-state';

const STOP_KIND_KEYS: Record<GuideStopKind, 'stopKinds.attraction' | 'stopKinds.food' | 'stopKinds.restaurant' | 'stopKinds.stay'> = {
  attraction: 'stopKinds.attraction',
  food: 'stopKinds.food',
  restaurant: 'stopKinds.restaurant',
  stay: 'stopKinds.stay',
};

function StopItem({ stop, onFollow }: { stop: GuideStop; onFollow: () => void }) {
  const { t } = useTranslation('home');
  const locale = useLocaleStore((s) => s.locale);
  const towns = useTowns();
  const other = otherScriptText(stop.name, locale);
  return (
    <li className="guide-stop">
      <span className="guide-stop-number" aria-hidden="true">
        {stop.position}
      </span>
      <div className="guide-stop-body">
        <p className="guide-stop-kind">
          {t(STOP_KIND_KEYS[stop.kind])}
          {stop.town && ` · ${townName(towns.data, stop.town, locale)}`}
        </p>
        <h3 className="guide-stop-name">
          <Link to={stop.path} onClick={onFollow}>
            {stop.name[locale]}
          </Link>
        </h3>
        {other && (
          <p className="guide-stop-other" lang={locale === 'en-US' ? 'zh-CN' : 'en-US'}>
            {other}
          </p>
        )}
        <p className="guide-stop-note">{stop.note[locale]}</p>
      </div>
    </li>
  );
}

/** The dialog of guide `guideId`; `onClose` runs when it closes in any way. */
export function GuideDialog({ guideId, onClose }: { guideId: string; onClose: () => void }) {
  const { t } = useTranslation('home');
  const locale = useLocaleStore((s) => s.locale);
  const durationText = useDurationText();
  const guide = useGuide(guideId);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    // Removing the element on unmount closes it; closing here too would fire a late `close`
    // event after a development re-mount and shut the dialog at once.
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      className="guide-dialog"
      aria-labelledby="guide-dialog-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === ref.current) ref.current.close();
      }}
    >
      <div className="guide-dialog-inner">
        <header className="guide-dialog-head">
          <h2 id="guide-dialog-title" className="guide-dialog-title">
            {guide.data ? guide.data.title[locale] : t('guides.dialogLoading')}
          </h2>
          <button type="button" className="btn btn-text guide-dialog-close" onClick={() => ref.current?.close()} aria-label={t('guides.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {guide.isPending && (
          <div role="status" aria-busy="true" aria-label={t('states.loading')}>
            <div className="skeleton" />
            <div className="skeleton" />
            <div className="skeleton skeleton-short" />
          </div>
        )}
        {guide.isError && <SectionError message={t('guides.dialogError')} onRetry={() => void guide.refetch()} />}
        {guide.data && (
          <>
            <p className="guide-dialog-summary">{guide.data.summary[locale]}</p>
            <p className="guide-card-meta">
              <span className={`chip chip-theme chip-theme-${guide.data.theme}`}>{t(`themes.${guide.data.theme}`)}</span>
              <span>{durationText(guide.data.duration)}</span>
              <span aria-hidden="true">·</span>
              <span>{t('guides.stopCount', { count: guide.data.stopCount })}</span>
            </p>
            <ol className="guide-stops" aria-label={t('guides.stopsLabel')}>
              {guide.data.stops.map((stop) => (
                <StopItem key={stop.position} stop={stop} onFollow={() => ref.current?.close()} />
              ))}
            </ol>
          </>
        )}
      </div>
    </dialog>
  );
}
