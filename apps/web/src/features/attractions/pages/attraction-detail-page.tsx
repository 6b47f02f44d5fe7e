/**
 * `/attractions/:id` (spec §2 attraction detail): cover and title block, then on desktop two
 * columns (content, and a facts sidebar with hours, ticket, phone, website, time to allow and a
 * map) and on mobile one column with the facts first; intro, highlights, transport, visitor tips,
 * booking link (the click is counted first), photos (licensed ones credited, then travellers'), and reviews. A view is counted once per visit (the
 * server counts each visitor once a day). Unknown ids get a 404 state.
 *
 * Plain HTML only: the page frame and a skeleton of the page's own shape (cover, title block,
 * facts card with its map box, text sections) paint at once, and the content takes the same
 * places when it arrives, so nothing below moves.
 */
import '../attractions.css';
import { usePrefetchQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { AttractionDetail } from '@dali/shared/contracts/attractions';
import { ApiError } from '../../../lib/api-client';
import { townName, townsQueryOptions, useTowns } from '../../../lib/api/get-towns';
import { otherScriptText } from '../../../lib/catalog-format';
import { useLocaleStore } from '../../../lib/locale';
import { usePageMeta } from '../../../lib/page-meta';
import { Cover } from '../../../lib/ui/cover';
import { PhotoCredit } from '../../../lib/ui/photo-credit';
import { ListError } from '../../../lib/ui/list-states';
import { DetailNotFound, DetailState } from '../../../lib/catalog-detail/detail-state';
import { attractionQueryOptions, useAttraction } from '../api/get-attraction';
import { recordAttractionBookingClick } from '../api/record-booking-click';
import { recordAttractionView } from '../api/record-view';
import { AttractionFacts } from '../components/attraction-facts';
import { DetailSkeleton } from '../components/detail-skeleton';
import { ArrowLeftIcon, ExternalIcon } from '../components/icons';
import { PhotoGallery } from '../components/photo-gallery';
import { ReviewsSection } from '../components/reviews-section';
import { afterPaint } from '../hooks/after-paint';
import { useVisitorPosition } from '../hooks/use-visitor-position';

/** Visits already counted in this page session: `<location key>:<id>` (StrictMode runs effects twice). */
const countedVisits = new Set<string>();

/**
 * Count one view per visit (navigation) of the page, once the place has been painted (the count
 * must not delay showing it); failures are ignored.
 */
function useRecordView(id: string | undefined, found: boolean) {
  const { key } = useLocation();
  useEffect(() => {
    if (!id || !found) return undefined;
    const visit = `${key}:${id}`;
    if (countedVisits.has(visit)) return undefined;
    return afterPaint(() => {
      if (countedVisits.has(visit)) return;
      countedVisits.add(visit);
      recordAttractionView(id).catch(() => undefined);
    });
  }, [id, key, found]);
}

function BackLink() {
  const { t } = useTranslation('attractions');
  const { state } = useLocation();
  const listSearch = (state as { listSearch?: unknown } | null)?.listSearch;
  return (
    <Link to={`/attractions${typeof listSearch === 'string' ? listSearch : ''}`} className="back-link">
      <ArrowLeftIcon />
      <span>{t('detail.back')}</span>
    </Link>
  );
}

function TextSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="detail-section">
      <h2 className="detail-heading">{title}</h2>
      {children}
    </section>
  );
}

/** The town's name; alone in listening to the towns answer, so its arrival redraws only this chip. */
function TownChip({ town }: { town: string }) {
  const locale = useLocaleStore((s) => s.locale);
  const towns = useTowns();
  return <span className="chip chip-muted">{townName(towns.data, town, locale)}</span>;
}

const DetailBody = memo(function DetailBody({ attraction }: { attraction: AttractionDetail }) {
  const { t } = useTranslation(['attractions', 'catalog']);
  const locale = useLocaleStore((s) => s.locale);
  const position = useVisitorPosition((s) => s.position);
  const name = attraction.name[locale];
  const other = otherScriptText(attraction.name, locale);
  const intro = attraction.intro[locale];
  const transport = attraction.transport[locale];
  const highlights = attraction.highlights.map((h) => h[locale]).filter(Boolean);
  const tips = attraction.visitTips.map((tip) => tip[locale]).filter(Boolean);
  const unknown = <p className="muted">{t('catalog:facts.notKnownYet')}</p>;
  const towns = useTowns();
  usePageMeta(name, `${townName(towns.data, attraction.town, locale)} · ${intro}`);
  const bookingUrl = attraction.bookingUrl;

  return (
    <article className="attraction-detail">
      <header className="detail-hero">
        <div className="detail-cover-media">
          <Cover kind="attraction" id={attraction.id} alt={name} imageUrl={attraction.image?.url ?? attraction.travellerPhotoUrl} eager className="detail-cover" />
          {attraction.image && <PhotoCredit photo={attraction.image} className="detail-photo-credit" />}
        </div>
        <div className="detail-title-block">
          <h1 className="page-title detail-title">{name}</h1>
          {other && (
            <p className="detail-other" lang={locale === 'en-US' ? 'zh-CN' : 'en-US'}>
              {other}
            </p>
          )}
          <p className="chips">
            <span className="chip">{t(`attractions:types.${attraction.type}`)}</span>
            <TownChip town={attraction.town} />
            <span className="chip chip-muted">{t(`attractions:regions.${attraction.region}`)}</span>
          </p>
        </div>
      </header>
      <div className="detail-layout">
        <aside className="detail-aside" aria-label={t('attractions:detail.facts')}>
          <AttractionFacts attraction={attraction} distanceFromVisitor={position !== null} />
        </aside>
        <div className="detail-main">
          <TextSection title={t('attractions:detail.about')}>{intro ? <p className="detail-text">{intro}</p> : unknown}</TextSection>
          <TextSection title={t('attractions:detail.highlights')}>
            {highlights.length > 0 ? (
              <ul className="detail-list">
                {highlights.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : (
              unknown
            )}
          </TextSection>
          <TextSection title={t('attractions:detail.transport')}>{transport ? <p className="detail-text">{transport}</p> : unknown}</TextSection>
          <TextSection title={t('attractions:detail.tips')}>
            {tips.length > 0 ? (
              <ul className="detail-list">
                {tips.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : (
              unknown
            )}
          </TextSection>
          <TextSection title={t('attractions:detail.booking')}>
            {bookingUrl ? (
              <a
                href={bookingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-primary btn-large"
                // The page stays open (new tab), so the count is not cut off by leaving.
                onClick={() => void recordAttractionBookingClick(attraction.id).catch(() => undefined)}
              >
                <span>{t('attractions:detail.bookOnline')}</span>
                <ExternalIcon />
                <span className="visually-hidden">{t('attractions:detail.opensInNewTab')}</span>
              </a>
            ) : (
              <p className="muted">{t('attractions:detail.noBooking')}</p>
            )}
          </TextSection>
          <PhotoGallery attractionId={attraction.id} name={name} catalogPhotos={attraction.images} />
          <ReviewsSection attractionId={attraction.id} summary={{ rating: attraction.rating, reviewCount: attraction.reviewCount }} />
        </div>
      </div>
    </article>
  );
});

/**
 * Route `/attractions/:id` (spec §2 attraction detail; layout in the module comment); an unknown
 * id shows the 404 state.
 */
export function AttractionDetailPage() {
  const { t } = useTranslation(['attractions', 'common']);
  const { id = '' } = useParams();
  const position = useVisitorPosition((s) => s.position);
  // Asked during this first render rather than after it has been painted: the attraction is
  // what the page waits for.
  usePrefetchQuery(attractionQueryOptions(id, position));
  // Asked now too, so the town chip is named when the title paints (without listening here:
  // only the chip redraws when the towns arrive).
  usePrefetchQuery(townsQueryOptions);
  const query = useAttraction(id, position);
  // The detail is drawn in a deferred (time-sliced) render rather than in the blocking one the
  // answer triggers; one of another id (just navigated away from) is never shown.
  const deferred = useDeferredValue(query.data);
  const attraction = deferred?.id === id ? deferred : undefined;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useRecordView(id, query.isSuccess);

  return (
    <div className="page attraction-detail-page">
      {!notFound && (
        <p className="detail-back">
          <BackLink />
        </p>
      )}
      <DetailState
        missing={notFound}
        data={attraction}
        error={query.isError ? query.error : null}
        missingState={
          <DetailNotFound
            title={t('attractions:detail.notFoundTitle')}
            body={t('attractions:detail.notFoundBody')}
            action={{ to: '/attractions', label: t('attractions:detail.back') }}
          />
        }
        renderContent={(loaded) => <DetailBody attraction={loaded} />}
        renderError={(error) => <ListError reason={error.message} message={t('attractions:detail.loadError', { reason: error.message })} onRetry={() => void query.refetch()} />}
        skeleton={<DetailSkeleton />}
      />
    </div>
  );
}
