/**
 * A lodging in the list (design.md "Cards"): cover, name with the other script's name beneath,
 * type and town chips, nightly price "from" with the year it was seen (or, when unknown, the
 * typical price of its type in its town), the total for the chosen nights, rating or "no reviews yet". The whole card is one link to `/stay/reserve?id=<id>` (carrying the nights).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaySummary } from '@dali/shared/contracts/stays';
import { useLocaleStore } from '../../../lib/locale';
import { Cover } from '../../../lib/ui/cover';
import { otherScriptText, textIn } from '../../../lib/catalog-format';
import { formatFen } from '../../../lib/catalog-list/catalog-text';
import { TypicalPriceLine, seenYear } from './typical-price';

/** Props of {@link StayCard}; `townName` is the town in the current locale. */
export interface StayCardProps {
  stay: StaySummary;
  townName: string;
}

/** The reserve page's address for a lodging and a stay length. */
export function reserveHref(id: string, nights: number): string {
  const params = new URLSearchParams({ id });
  if (nights > 1) params.set('nights', String(nights));
  return `/stay/reserve?${params.toString()}`;
}

/** Card of one lodging in the stay list, one link to its reserve page carrying the chosen nights. */
export function StayCard({ stay, townName }: StayCardProps) {
  const { t } = useTranslation('stay');
  const { t: tc } = useTranslation('catalog');
  const locale = useLocaleStore((s) => s.locale);
  const name = textIn(stay.name, locale);
  const other = otherScriptText(stay.name, locale);
  return (
    <Link to={reserveHref(stay.id, stay.nights)} className="catalog-list-card stay-card" data-testid="stay-card">
      <Cover kind="stay" id={stay.id} alt="" imageUrl={stay.image?.url} className="catalog-list-card-cover" />
      <div className="catalog-list-card-body">
        <h3 className="catalog-list-card-title">{name}</h3>
        {other && (
          <p className="catalog-list-card-other" lang={locale === 'en-US' ? 'zh-CN' : 'en'}>
            {other}
          </p>
        )}
        <p className="catalog-list-chips">
          <span className="catalog-list-chip">{t(`types.${stay.type}`)}</span>
          <span className="catalog-list-chip">{townName}</span>
        </p>
        <div className="stay-card-price">
          {stay.priceFromFen === null ? (
            <>
              <span className="muted">{t('card.priceUnknown')}</span>
              {stay.typicalPrice && <TypicalPriceLine band={stay.typicalPrice} type={stay.type} className="muted stay-card-typical" />}
            </>
          ) : (
            <>
              <span>
                <span>{t('card.priceFrom', { price: formatFen(stay.priceFromFen, locale) })}</span>
                {stay.priceSeen && <span className="muted stay-card-seen"> · {t('price.seen', { seen: seenYear(stay.priceSeen) })}</span>}
              </span>
              {stay.totalFen !== null && stay.nights > 1 && (
                <strong className="stay-card-total" data-testid="stay-total">
                  {t('card.total', { count: stay.nights, total: formatFen(stay.totalFen, locale) })}
                </strong>
              )}
            </>
          )}
        </div>
        <p className="stay-card-rating">
          {stay.rating === null ? (
            <span className="muted">{tc('facts.noReviews')}</span>
          ) : (
            <span>{tc('facts.ratingWithCount', { rating: stay.rating.toFixed(1), count: stay.reviewCount })}</span>
          )}
        </p>
      </div>
    </Link>
  );
}
