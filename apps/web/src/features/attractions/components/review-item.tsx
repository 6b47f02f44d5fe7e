/**
 * ReviewItem: one review (spec §3 Review: author, date, rating, text, images, likes, replies).
 * User text is rendered as plain text (React escapes it; line breaks kept by CSS), never as HTML.
 * Photos are thumbnails that open larger in a viewer. "Helpful" and "Reply" need a logged-in
 * user; for a visitor they open the login dialog. The viewer and the reply form are loaded when
 * first opened, so a page of reviews costs only its markup.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@dali/shared/contracts/reviews';
import { openOverlay } from '../../../lib/overlays/overlay-store';
import { formatDate } from '../../../lib/catalog-format';
import { useLocaleStore } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { RatingStars } from '../../../lib/ui/rating-stars';
import { useSetReviewLike } from '../api/like-review';
import { LikeFilledIcon, LikeIcon, MessageIcon } from './icons';

const ReplyForm = lazy(() => import('./reply-form').then((m) => ({ default: m.ReplyForm })));
const ReviewImageViewer = lazy(() => import('./review-image-viewer').then((m) => ({ default: m.ReviewImageViewer })));

export interface ReviewItemProps {
  review: Review;
  attractionId: string;
}

function Avatar({ name, url }: { name: string; url: string | null }) {
  if (url) return <img className="review-avatar" src={url} alt="" width={36} height={36} />;
  return (
    <span className="review-avatar review-avatar-initial" aria-hidden="true">
      {[...name.trim()][0]?.toUpperCase() ?? '?'}
    </span>
  );
}

/** Who wrote a review or reply and when (`date` an ISO timestamp, shown as a local date), in a `div` or `p`. */
function Byline({ as: Element, className, author, date }: { as: 'div' | 'p'; className: string; author: string; date: string }) {
  const locale = useLocaleStore((s) => s.locale);
  return (
    <Element className={className}>
      <span className="review-author">{author}</span>
      <time dateTime={date} className="muted">
        {formatDate(date, locale)}
      </time>
    </Element>
  );
}

/** One review with its photos, helpful button and replies. */
export function ReviewItem({ review, attractionId }: ReviewItemProps) {
  const { t } = useTranslation('attractions');
  const session = useSession();
  const like = useSetReviewLike(attractionId);
  const [replying, setReplying] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const images = review.images.map((image, index) => ({
    url: image.url,
    alt: t('reviews.imageAlt', { index: index + 1, author: review.author.nickname }),
  }));

  const toggleLike = () => {
    if (!session) {
      openOverlay('loginDialog', { view: 'login' });
      return;
    }
    like.mutate({ reviewId: review.id, liked: !review.likedByMe });
  };
  const startReply = () => {
    if (!session) openOverlay('loginDialog', { view: 'login' });
    else setReplying(true);
  };

  return (
    <article className="review" data-review-id={review.id}>
      <header className="review-header">
        <Avatar name={review.author.nickname} url={review.author.avatarUrl} />
        <Byline as="div" className="review-meta" author={review.author.nickname} date={review.createdAt} />
        <RatingStars rating={review.rating} className="review-rating" />
      </header>
      <p className="review-text">{review.content}</p>
      {images.length > 0 && (
        <ul className="review-images">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className="review-image-button"
                aria-haspopup="dialog"
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setViewing(index);
                }}
              >
                <img src={image.url} width={88} height={88} alt={image.alt} className="review-image" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewing !== null && (
        <Suspense fallback={null}>
          <ReviewImageViewer
            images={images}
            start={viewing}
            onClose={() => {
              setViewing(null);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
      <footer className="review-actions">
        <button
          type="button"
          className={`btn btn-text review-like${review.likedByMe ? ' is-on' : ''}`}
          onClick={toggleLike}
          aria-pressed={review.likedByMe}
          title={review.likedByMe ? t('reviews.unmarkHelpful') : t('reviews.markHelpful')}
          disabled={like.isPending}
        >
          {review.likedByMe ? <LikeFilledIcon /> : <LikeIcon />}
          <span>{t('reviews.helpfulButton', { count: review.likeCount })}</span>
        </button>
        <button type="button" className="btn btn-text" onClick={startReply} aria-expanded={replying}>
          <MessageIcon />
          <span>{t('reviews.reply')}</span>
        </button>
      </footer>
      {review.replies.length > 0 && (
        <section className="review-replies" aria-label={t('reviews.repliesHeading', { count: review.replies.length })}>
          <p className="review-replies-heading muted">{t('reviews.repliesHeading', { count: review.replies.length })}</p>
          <ul>
            {review.replies.map((reply) => (
              <li key={reply.id} className="review-reply">
                <Byline as="p" className="review-reply-meta" author={reply.author.nickname} date={reply.createdAt} />
                <p className="review-text">{reply.content}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {replying && (
        <Suspense fallback={<div className="skeleton reply-form-skeleton" aria-busy="true" />}>
          <ReplyForm attractionId={attractionId} reviewId={review.id} onDone={() => setReplying(false)} />
        </Suspense>
      )}
    </article>
  );
}
