/**
 * Loading and error states shared by the home sections: skeleton cards of the section's shape, and
 * an inline message with a retry button (design.md: skeletons while loading, friendly errors).
 */
import { useTranslation } from 'react-i18next';

/**
 * `count` skeleton cards laid out like the section's cards (`className` of its grid); `withCover`
 * draws the 16:9 cover block of place cards.
 */
export function SkeletonCards({ count, withCover = false, className = '' }: { count: number; withCover?: boolean; className?: string }) {
  const { t } = useTranslation('home');
  return (
    // A named region needs a role: a status that is busy while the cards load.
    <div className={`home-grid ${className}`} role="status" aria-busy="true" aria-label={t('states.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="home-card home-card-skeleton">
          {withCover && <div className="skeleton home-skeleton-cover" />}
          <div className="home-card-body">
            <div className="skeleton skeleton-title" />
            <div className="skeleton" />
            <div className="skeleton skeleton-short" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The inline error of a section that could not load, with a way to try again. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('home');
  return (
    <div className="home-error" role="alert">
      <p>{message}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('states.retry')}
      </button>
    </div>
  );
}
