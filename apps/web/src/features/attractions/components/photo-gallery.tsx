/**
 * PhotoGallery: the photos of an attraction on its detail page (catalog/README.md "Photos";
 * contracts/photos.ts). Licensed catalog photos come first, each credited with its author and
 * licence; then travellers' photos from reviews, newest first, a page at a time ("show more").
 * Every photo opens large in the viewer. A logged-in traveller can report a photo (a visitor is
 * asked to log in first), and an admin can hide it at once; either way the gallery and the reviews
 * refresh, so a withheld photo disappears. Loading shows squares of the photos' size, an error a
 * retry, and a place without photos says so.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_REPORT_REASONS, type Photo, type PhotoReportReason, type TravellerPhoto } from '@dali/shared/contracts/photos';
import { formatDate } from '../../../lib/catalog-format';
import { useLocaleStore } from '../../../lib/locale';
import { openOverlay } from '../../../lib/overlays/overlay-store';
import { useSession } from '../../../lib/session';
import { ListError } from '../../../lib/ui/list-states';
import { PhotoCredit } from '../../../lib/ui/photo-credit';
import { toast } from '../../../lib/ui/toast';
import { usePhotoActions, usePhotos } from '../api/photos';

const ReviewImageViewer = lazy(() => import('./review-image-viewer').then((m) => ({ default: m.ReviewImageViewer })));

/** Squares shown while the first page loads. */
const SKELETONS = 4;

/** The reasons dialog of a report; mounted to open, unmounted after `onClose`. */
function ReportDialog({ onSubmit, onClose, busy }: { onSubmit: (reason: PhotoReportReason) => void; onClose: () => void; busy: boolean }) {
  const { t } = useTranslation('attractions');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [reason, setReason] = useState<PhotoReportReason | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason) onSubmit(reason);
  };
  return (
    <dialog ref={ref} className="photo-report-dialog" aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={submit}>
        <h2 id={titleId} className="photo-report-title">
          {t('photos.report.title')}
        </h2>
        <fieldset className="photo-report-reasons">
          <legend className="visually-hidden">{t('photos.report.reasonLabel')}</legend>
          {PHOTO_REPORT_REASONS.map((value) => (
            <label key={value} className="photo-report-reason">
              <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
              <span>{t(`photos.report.reasons.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <p className="muted photo-report-hint">{t('photos.report.hint')}</p>
        <div className="photo-report-actions">
          <button type="button" className="btn" onClick={() => ref.current?.close()}>
            {t('reviews.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!reason || busy} aria-busy={busy}>
            {t('photos.report.send')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

export interface PhotoGalleryProps {
  attractionId: string;
  /** The place's name in the current locale, for the photos' text alternatives. */
  name: string;
  /** Licensed catalog photos of the place (`images` of the detail). */
  catalogPhotos: readonly Photo[];
}

/** The "Photos" section of an attraction's detail page. */
export function PhotoGallery({ attractionId, name, catalogPhotos }: PhotoGalleryProps) {
  const { t } = useTranslation(['attractions', 'catalog']);
  const locale = useLocaleStore((s) => s.locale);
  const session = useSession();
  const headingId = useId();
  const photos = usePhotos(attractionId);
  const { report, hide } = usePhotoActions(attractionId);
  const [viewing, setViewing] = useState<number | null>(null);
  const [reporting, setReporting] = useState<TravellerPhoto | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const travellers = photos.data?.pages.flatMap((page) => page.items) ?? [];
  const total = photos.data?.pages[0]?.total ?? 0;
  const isAdmin = session?.role === 'ADMIN';

  const shown = [
    ...catalogPhotos.map((photo, index) => ({ url: photo.url, alt: t('attractions:photos.catalogAlt', { name, index: index + 1 }) })),
    ...travellers.map((photo) => ({ url: photo.url, alt: t('attractions:photos.travellerAlt', { name, author: photo.author.nickname }) })),
  ];

  const open = (index: number, button: HTMLElement) => {
    opener.current = button;
    setViewing(index);
  };
  const askReport = (photo: TravellerPhoto) => {
    if (!session) openOverlay('loginDialog', { view: 'login' });
    else setReporting(photo);
  };
  const sendReport = (reason: PhotoReportReason) => {
    if (!reporting) return;
    report.mutate(
      { photoId: reporting.id, reason },
      {
        onSuccess: (result) => {
          toast.success(t(result.hidden ? 'attractions:photos.report.doneHidden' : 'attractions:photos.report.done'));
          setReporting(null);
        },
        onError: (error) => toast.error(t('attractions:photos.report.failed', { reason: error.message })),
      },
    );
  };
  const hideNow = (photo: TravellerPhoto) => {
    hide.mutate(photo.id, {
      onSuccess: () => toast.success(t('attractions:photos.hidden')),
      onError: (error) => toast.error(t('attractions:photos.hideFailed', { reason: error.message })),
    });
  };

  const empty = photos.isSuccess && travellers.length === 0 && catalogPhotos.length === 0;

  return (
    <section className="detail-section photo-gallery" aria-labelledby={headingId}>
      <h2 id={headingId} className="detail-heading">
        {t('attractions:photos.title')}
        {total + catalogPhotos.length > 0 && <span className="muted photo-count"> · {total + catalogPhotos.length}</span>}
      </h2>
      {photos.isError && catalogPhotos.length === 0 ? (
        <ListError reason={photos.error.message} message={t('attractions:photos.loadError', { reason: photos.error.message })} onRetry={() => void photos.refetch()} />
      ) : empty ? (
        <p className="muted">{t('attractions:photos.none')}</p>
      ) : (
        <ul className="photo-grid">
          {catalogPhotos.map((photo, index) => (
            <li key={photo.url} className="photo-tile">
              <button type="button" className="photo-button" aria-haspopup="dialog" onClick={(event) => open(index, event.currentTarget)}>
                <img src={photo.url} alt={shown[index]?.alt ?? ''} className="photo-image" loading="lazy" decoding="async" />
              </button>
              <PhotoCredit photo={photo} />
            </li>
          ))}
          {travellers.map((photo, index) => (
            <li key={photo.id} className="photo-tile" data-photo-id={photo.id}>
              <button type="button" className="photo-button" aria-haspopup="dialog" onClick={(event) => open(catalogPhotos.length + index, event.currentTarget)}>
                <img src={photo.url} alt={shown[catalogPhotos.length + index]?.alt ?? ''} className="photo-image" loading="lazy" decoding="async" />
              </button>
              <p className="photo-caption">
                {t('attractions:photos.by', { author: photo.author.nickname })} · <time dateTime={photo.createdAt}>{formatDate(photo.createdAt, locale)}</time>
              </p>
              <p className="photo-actions">
                <button
                  type="button"
                  className="btn btn-text photo-action"
                  disabled={photo.reportedByMe}
                  onClick={() => askReport(photo)}
                  aria-label={photo.reportedByMe ? undefined : t('attractions:photos.report.label', { author: photo.author.nickname })}
                >
                  {photo.reportedByMe ? t('attractions:photos.report.already') : t('attractions:photos.report.button')}
                </button>
                {isAdmin && (
                  <button type="button" className="btn btn-text photo-action photo-hide" disabled={hide.isPending} onClick={() => hideNow(photo)}>
                    {t('attractions:photos.hide')}
                  </button>
                )}
              </p>
            </li>
          ))}
          {photos.isPending &&
            Array.from({ length: SKELETONS }, (_, i) => (
              <li key={`skeleton-${i}`} className="photo-tile" aria-hidden="true">
                <div className="skeleton photo-skeleton" />
              </li>
            ))}
        </ul>
      )}
      {photos.hasNextPage && (
        <button type="button" className="btn photo-more" disabled={photos.isFetchingNextPage} aria-busy={photos.isFetchingNextPage} onClick={() => void photos.fetchNextPage()}>
          {t('attractions:photos.more', { count: total - travellers.length })}
        </button>
      )}
      {viewing !== null && (
        <Suspense fallback={null}>
          <ReviewImageViewer
            images={shown}
            start={viewing}
            onClose={() => {
              setViewing(null);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
      {reporting && <ReportDialog busy={report.isPending} onSubmit={sendReport} onClose={() => setReporting(null)} />}
    </section>
  );
}
