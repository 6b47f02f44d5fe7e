/**
 * RatingStars: a 0–5 rating as five stars (filled, half, empty) with its value as the accessible
 * name ("4.5 out of 5 stars"), for cards, review summaries and single reviews (spec §3 Review
 * rating 1–5). Display only; the review form uses an input.
 */
import './catalog-ui.css';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../catalog-format';
import { useLocaleStore } from '../locale';

export interface RatingStarsProps {
  /** 0–5; rounded to the nearest half star for drawing. */
  rating: number;
  /** Star size in px; default 16. */
  size?: number;
  className?: string;
}

/** How each of the five stars is drawn for `rating`: 'full', 'half' or 'empty'. */
export function starFills(rating: number): ('full' | 'half' | 'empty')[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return Array.from({ length: 5 }, (_, i) => (halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'empty'));
}

const STAR = 'M10 1.5l2.6 5.5 6 .7-4.4 4.1 1.2 5.9L10 14.8l-5.4 2.9 1.2-5.9L1.4 7.7l6-.7z';

/** Five stars with an accessible name. */
export function RatingStars({ rating, size = 16, className }: RatingStarsProps) {
  const { t } = useTranslation('catalog');
  const locale = useLocaleStore((s) => s.locale);
  const label = t('facts.stars', { rating: formatNumber(rating, locale) });
  return (
    <span className={`rating-stars ${className ?? ''}`} role="img" aria-label={label} title={label}>
      {starFills(rating).map((fill, i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false" data-fill={fill}>
          <path d={STAR} fill={fill === 'full' ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
          {fill === 'half' && <path d={STAR} fill="currentColor" style={{ clipPath: 'inset(0 50% 0 0)' }} />}
        </svg>
      ))}
    </span>
  );
}
