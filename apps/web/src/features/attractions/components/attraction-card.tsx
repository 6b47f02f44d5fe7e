/**
 * AttractionCard: one attraction in the list (docs/design.md "Cards"): generated cover with the
 * name, name in the current locale with the other script's name beneath, type and town chips, and
 * the key facts as icon + text: open status, ticket, time to allow, distance (from the visitor or
 * from the default origin, saying which), rating or "no reviews yet". The heading's link stretches
 * over the whole card, so the card is one link with a short accessible name.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AttractionSummary } from '@dali/shared/contracts/attractions';
import { formatKm, formatNumber, formatYuan, otherScriptText } from '../../../lib/catalog-format';
import { useLocaleStore } from '../../../lib/locale';
import { Cover } from '../../../lib/ui/cover';
import { OpenStatusLabel } from '../../../lib/ui/open-status-label';
import { RatingStars } from '../../../lib/ui/rating-stars';
import { ClockIcon, PinIcon, TagIcon } from './icons';
import { SkeletonChips, SkeletonLine, SkeletonTextBox } from './skeleton-parts';

/** Where distances are measured from, as the list answer says. */
export interface DistanceOrigin {
  from: 'visitor' | 'defaultOrigin';
  /** Name of the default origin in the current locale (e.g. Dali Old Town). */
  placeName: string;
}

export interface AttractionCardProps {
  attraction: AttractionSummary;
  /** The town's name in the current locale. */
  townName: string;
  origin: DistanceOrigin;
  /** Path of the attraction's detail page, which the card links to. */
  href: string;
  /** Router state given to the detail page (the list's query string, for its "back" link). */
  linkState?: unknown;
}

/** Ticket text: ¥ amount, free, or not known yet (null price). */
export function useTicketText(fen: number | null): string {
  const { t } = useTranslation('catalog');
  const locale = useLocaleStore((s) => s.locale);
  if (fen === null) return t('facts.notKnownYet');
  if (fen === 0) return t('facts.free');
  return t('facts.priceYuan', { amount: formatYuan(fen, locale) });
}

/** "About 1.5 h" / "约 1.5 小时"; "not known yet" when the catalog has no positive duration. */
export function useDurationText(hours: number): string {
  const { t } = useTranslation('catalog');
  const locale = useLocaleStore((s) => s.locale);
  if (!(hours > 0)) return t('facts.notKnownYet');
  return t('facts.durationHours', { hours: formatNumber(hours, locale) });
}

/** One card of the list; memoised, so it renders again only when its own props change. */
export const AttractionCard = memo(function AttractionCard({ attraction, townName, origin, href, linkState }: AttractionCardProps) {
  const { t } = useTranslation(['attractions', 'catalog']);
  const locale = useLocaleStore((s) => s.locale);
  const name = attraction.name[locale];
  const other = otherScriptText(attraction.name, locale);
  const ticket = useTicketText(attraction.ticketPriceFen);
  const duration = useDurationText(attraction.recommendedDurationHours);
  const distance =
    attraction.distanceKm === null
      ? null
      : origin.from === 'visitor'
        ? t('catalog:distance.fromYou', { distance: formatKm(attraction.distanceKm, locale) })
        : t('catalog:distance.fromPlace', { distance: formatKm(attraction.distanceKm, locale), place: origin.placeName });

  return (
    <article className="attraction-card">
      <Cover kind="attraction" id={attraction.id} alt="" label={name} imageUrl={attraction.image?.url ?? attraction.travellerPhotoUrl} className="attraction-card-cover" />
      <div className="attraction-card-body">
        <h3 className="attraction-card-title">
          <Link to={href} state={linkState} className="attraction-card-link">
            {name}
          </Link>
        </h3>
        {other && (
          <p className="attraction-card-other" lang={locale === 'en-US' ? 'zh-CN' : 'en-US'}>
            {other}
          </p>
        )}
        <p className="chips">
          <span className="chip">{t(`attractions:types.${attraction.type}`)}</span>
          <span className="chip chip-muted">{townName}</span>
        </p>
        <ul className="facts">
          <li>
            <OpenStatusLabel status={attraction.openStatus} />
          </li>
          <li>
            <TagIcon />
            <span className="visually-hidden">{t('catalog:facts.ticket')}</span>
            <span>{ticket}</span>
          </li>
          <li>
            <ClockIcon />
            <span className="visually-hidden">{t('catalog:facts.duration')}</span>
            <span>{duration}</span>
          </li>
          {distance && (
            <li>
              <PinIcon />
              <span>{distance}</span>
            </li>
          )}
        </ul>
        <p className="attraction-card-rating">
          {attraction.rating === null ? (
            <span className="muted">{t('catalog:facts.noReviews')}</span>
          ) : (
            <>
              <RatingStars rating={attraction.rating} />
              <span>
                {t('catalog:facts.ratingWithCount', { rating: formatNumber(attraction.rating, locale), count: attraction.reviewCount })}
              </span>
            </>
          )}
        </p>
      </div>
    </article>
  );
});

/**
 * A grey card of the same shape and height while results load: every line sits in a box with the
 * font and line height of the text that replaces it, so the grid does not move when cards arrive.
 */
export function AttractionCardSkeleton() {
  return (
    <div className="attraction-card attraction-card-skeleton" aria-hidden="true">
      <div className="skeleton attraction-card-skeleton-cover" />
      <div className="attraction-card-body">
        <SkeletonTextBox className="attraction-card-title" width="75%" />
        <SkeletonTextBox className="attraction-card-other" width="45%" />
        <SkeletonChips count={2} />
        <div className="facts">
          {['60%', '30%', '40%', '70%'].map((width) => (
            <div key={width}>
              <SkeletonLine width={width} />
            </div>
          ))}
        </div>
        <SkeletonTextBox className="attraction-card-rating" width="35%" />
      </div>
    </div>
  );
}
