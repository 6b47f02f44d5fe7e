/**
 * The facts sidebar of the reserve page (design.md "Detail pages"): type, town, nightly price from
 * with the year it was seen (with the catalog's note on where the figure comes from; when unknown,
 * the typical price of its type in its town), the total for the chosen nights,
 * rating, phone, website and the map. First on mobile, beside the content on desktop.
 */
import { useTranslation } from 'react-i18next';
import type { StayDetail } from '@dali/shared/contracts/stays';
import { useLocaleStore } from '../../../lib/locale';
import { textIn } from '../../../lib/catalog-format';
import { formatFen } from '../../../lib/catalog-list/catalog-text';
import { safeExternalUrl, telHref } from '../../../lib/catalog-list/safe-url';
import { DetailFacts, DetailMap, NotKnownYet, ValueWithNote } from '../../../lib/catalog-detail/detail-facts';
import { TypicalPriceLine, seenYear } from './typical-price';

/** Props of {@link StayFacts}: the loaded lodging and its town's name in the visitor's language. */
export interface StayFactsProps {
  stay: StayDetail;
  townName: string;
}

/** The lodging's facts box: the facts list, then its map. */
export function StayFacts({ stay, townName }: StayFactsProps) {
  const { t } = useTranslation('stay');
  const { t: tc } = useTranslation('catalog');
  const locale = useLocaleStore((s) => s.locale);
  const website = safeExternalUrl(stay.website);
  const name = textIn(stay.name, locale);

  return (
    <DetailFacts
      headingId="stay-facts-heading"
      title={t('facts.title')}
      facts={[
        { label: t('facts.type'), value: t(`types.${stay.type}`) },
        { label: t('facts.town'), value: townName },
        {
          label: t('facts.priceFrom'),
          value: (
            <ValueWithNote note={stay.priceNote ? textIn(stay.priceNote, locale) : null}>
              {stay.priceFromFen === null ? (
                <>
                  <NotKnownYet />
                  {stay.typicalPrice && (
                    <>
                      <br />
                      <TypicalPriceLine band={stay.typicalPrice} type={stay.type} />
                    </>
                  )}
                </>
              ) : (
                <>
                  {t('facts.perNight', { price: formatFen(stay.priceFromFen, locale) })}
                  {stay.priceSeen && <span className="muted"> · {t('price.seen', { seen: seenYear(stay.priceSeen) })}</span>}
                </>
              )}
            </ValueWithNote>
          ),
        },
        {
          label: t('facts.total', { count: stay.nights }),
          value: stay.totalFen === null ? <NotKnownYet /> : <strong>{formatFen(stay.totalFen, locale)}</strong>,
          testId: 'stay-detail-total',
        },
        {
          label: tc('facts.rating'),
          value: stay.rating === null ? tc('facts.noReviews') : tc('facts.ratingWithCount', { rating: stay.rating.toFixed(1), count: stay.reviewCount }),
        },
        { label: t('facts.phone'), value: stay.phone ? <a href={telHref(stay.phone)}>{stay.phone}</a> : <NotKnownYet /> },
        {
          label: t('facts.website'),
          value: website ? (
            <a href={website} target="_blank" rel="noopener noreferrer" className="catalog-detail-break">
              {new URL(website).host}
            </a>
          ) : (
            <NotKnownYet />
          ),
        },
      ]}
    >
      <DetailMap
        place={{ id: stay.id, location: stay.location, title: name, subtitle: townName }}
        ariaLabel={t('facts.mapLabel', { name })}
        note={textIn(stay.locationNote, locale)}
        navigate={{ name: stay.name['zh-CN'], address: stay.address['zh-CN'] }}
        noLocation={t('facts.noLocation')}
      />
    </DetailFacts>
  );
}
