/**
 * The facts sidebar of the reserve page (design.md "Detail pages"): type, town, nightly price from
 * (with the catalog's note on where the figure comes from), the total for the chosen nights,
 * rating, phone, website and the map. First on mobile, beside the content on desktop.
 */
import { useTranslation } from 'react-i18next';
import type { StayDetail } from '@dali/shared/contracts/stays';
import { useLocaleStore } from '../../../lib/locale';
import { LazyCatalogMap } from '../../../lib/ui/lazy-catalog-map';
import { textIn } from '../../../lib/catalog-format';
import { formatFen } from '../../../lib/catalog-list/catalog-text';
import { safeExternalUrl, telHref } from '../../../lib/catalog-list/safe-url';

/** Props of {@link StayFacts}. */
export interface StayFactsProps {
  stay: StayDetail;
  townName: string;
}

/** Facts list and map. */
export function StayFacts({ stay, townName }: StayFactsProps) {
  const { t } = useTranslation('stay');
  const { t: tc } = useTranslation('catalog');
  const locale = useLocaleStore((s) => s.locale);
  const website = safeExternalUrl(stay.website);
  const unknown = <span className="muted">{tc('facts.notKnownYet')}</span>;
  const name = textIn(stay.name, locale);

  return (
    <aside className="stay-facts" aria-labelledby="stay-facts-heading">
      <h2 id="stay-facts-heading" className="stay-section-title">
        {t('facts.title')}
      </h2>
      <dl className="stay-facts-list">
        <div>
          <dt>{t('facts.type')}</dt>
          <dd>{t(`types.${stay.type}`)}</dd>
        </div>
        <div>
          <dt>{t('facts.town')}</dt>
          <dd>{townName}</dd>
        </div>
        <div>
          <dt>{t('facts.priceFrom')}</dt>
          <dd>
            {stay.priceFromFen === null ? unknown : t('facts.perNight', { price: formatFen(stay.priceFromFen, locale) })}
            {stay.priceNote && (
              <small className="stay-note" lang="en">
                {stay.priceNote}
              </small>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('facts.total', { count: stay.nights })}</dt>
          <dd data-testid="stay-detail-total">{stay.totalFen === null ? unknown : <strong>{formatFen(stay.totalFen, locale)}</strong>}</dd>
        </div>
        <div>
          <dt>{tc('facts.rating')}</dt>
          <dd>{stay.rating === null ? tc('facts.noReviews') : tc('facts.ratingWithCount', { rating: stay.rating.toFixed(1), count: stay.reviewCount })}</dd>
        </div>
        <div>
          <dt>{t('facts.phone')}</dt>
          <dd>{stay.phone ? <a href={telHref(stay.phone)}>{stay.phone}</a> : unknown}</dd>
        </div>
        <div>
          <dt>{t('facts.website')}</dt>
          <dd>
            {website ? (
              <a href={website} target="_blank" rel="noopener noreferrer" className="stay-break">
                {new URL(website).host}
              </a>
            ) : (
              unknown
            )}
          </dd>
        </div>
      </dl>
      {stay.location ? (
        <>
          <LazyCatalogMap
            points={[{ id: stay.id, lat: stay.location.lat, lng: stay.location.lng, title: name, subtitle: townName }]}
            selectedId={stay.id}
            height={240}
            className="stay-map"
            ariaLabel={t('facts.mapLabel', { name })}
          />
          <small className="stay-note" lang="en">
            {stay.locationNote}
          </small>
        </>
      ) : (
        <p className="muted">{t('facts.noLocation')}</p>
      )}
    </aside>
  );
}
