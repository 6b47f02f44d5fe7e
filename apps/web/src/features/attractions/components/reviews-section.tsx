/**
 * ReviewsSection: the reviews of an attraction (spec §2 detail "reviews", §3 Review): rating
 * summary (mean and count, or "no reviews yet"), newest/most helpful order, paging, and "write a
 * review": the form for a logged-in user (loaded when opened), the login dialog for a visitor.
 * While the list loads, placeholders of the reviews' size hold their place (none when the place
 * is known to have no reviews), so nothing below jumps when they arrive.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openOverlay } from '../../../lib/overlays/overlay-store';
import { useLocaleStore } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { ListError } from '../../../lib/ui/list-states';
import { Pager } from '../../../lib/ui/pager';
import { RatingStars } from '../../../lib/ui/rating-stars';
import { REVIEWS_PAGE_SIZE, useReviews, type ReviewSort } from '../api/list-reviews';
import { formatNumber } from '../../../lib/catalog-format';
import { EditIcon } from './icons';
import { ReviewItem } from './review-item';
import { Segmented } from './segmented';

const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

/** Review placeholders shown at most while a page of reviews loads. */
const MAX_REVIEW_SKELETONS = 3;

/** Grey blocks of the size of `count` reviews and the order switch above them. */
function ReviewsSkeleton({ count }: { count: number }) {
  return (
    <div className="reviews-skeleton" aria-hidden="true">
      <div className="skeleton reviews-sort-skeleton" />
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="review review-skeleton">
          <div className="review-header">
            <div className="skeleton review-avatar" />
            <div className="review-skeleton-meta">
              <div className="skeleton skeleton-short" />
              <div className="skeleton" />
            </div>
          </div>
          <div className="skeleton" />
          <div className="skeleton skeleton-short" />
        </div>
      ))}
    </div>
  );
}

export interface ReviewsSectionProps {
  attractionId: string;
  /** Mean rating and count from the attraction itself, shown until the review list arrives. */
  summary: { rating: number | null; reviewCount: number };
}

/** The reviews section of the detail page. */
export function ReviewsSection({ attractionId, summary }: ReviewsSectionProps) {
  const { t } = useTranslation(['attractions', 'catalog']);
  const locale = useLocaleStore((s) => s.locale);
  const session = useSession();
  const headingId = useId();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const reviews = useReviews(attractionId, { sort, page });
  const data = reviews.data;
  const rating = data ? data.rating : summary.rating;
  const reviewCount = data ? data.reviewCount : summary.reviewCount;

  const write = () => {
    if (!session) openOverlay('loginDialog', { view: 'login' });
    else setWriting(true);
  };

  return (
    <section className="detail-section reviews" aria-labelledby={headingId}>
      <div className="reviews-head">
        <h2 id={headingId} className="detail-heading">
          {t('attractions:reviews.title')}
        </h2>
        {!writing && (
          <button type="button" className="btn btn-primary write-review" onClick={write}>
            <EditIcon />
            {t('attractions:reviews.write')}
          </button>
        )}
      </div>
      <div className="reviews-summary">
        {rating === null || reviewCount === 0 ? (
          <>
            <p className="reviews-summary-empty">{t('catalog:facts.noReviews')}</p>
            {!writing && <p className="muted">{t('attractions:reviews.noReviewsBody')}</p>}
          </>
        ) : (
          <p className="reviews-summary-score">
            <span className="reviews-mean">{formatNumber(rating, locale)}</span>
            <RatingStars rating={rating} size={20} />
            <span className="muted">{t('attractions:reviews.summary', { rating: formatNumber(rating, locale), count: reviewCount })}</span>
          </p>
        )}
      </div>
      {writing && session && (
        <Suspense fallback={<div className="skeleton review-form-skeleton" aria-busy="true" />}>
          <ReviewForm attractionId={attractionId} onDone={() => setWriting(false)} />
        </Suspense>
      )}
      {reviews.isError && !data ? (
        <ListError reason={reviews.error.message} message={t('attractions:reviews.loadError', { reason: reviews.error.message })} onRetry={() => void reviews.refetch()} />
      ) : !data ? (
        summary.reviewCount > 0 && <ReviewsSkeleton count={Math.min(summary.reviewCount, REVIEWS_PAGE_SIZE, MAX_REVIEW_SKELETONS)} />
      ) : data.items.length > 0 ? (
        <>
          <Segmented<ReviewSort>
            className="reviews-sort"
            label={t('attractions:reviews.sortLabel')}
            value={sort}
            onChange={(next) => {
              setSort(next);
              setPage(1);
            }}
            options={[
              { value: 'newest', label: t('attractions:reviews.newest') },
              { value: 'helpful', label: t('attractions:reviews.helpful') },
            ]}
          />
          <ul className="review-list">
            {data.items.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} attractionId={attractionId} />
              </li>
            ))}
          </ul>
          <Pager page={data.page} totalPages={data.totalPages} onChange={setPage} label={t('attractions:reviews.pagerLabel')} />
        </>
      ) : null}
    </section>
  );
}
