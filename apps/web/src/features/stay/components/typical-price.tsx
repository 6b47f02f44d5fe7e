/**
 * The price band line of a lodging whose own price is unknown ("Typically ¥50–100 a night for
 * guesthouses here (2016)"), from the catalog's price_bands.json as the API gives it
 * (`typicalPrice`, fen), and the year a price was seen.
 */
import { useTranslation } from 'react-i18next';
import type { StaySummary, TypicalPrice } from '@dali/shared/contracts/stays';
import { useLocaleStore } from '../../../lib/locale';
import { formatFen } from '../../../lib/catalog-list/catalog-text';

/** The year of a `YYYY`, `YYYY-MM` or `YYYY-MM-DD` date (the precision visitors need). */
export function seenYear(seen: string): string {
  return seen.slice(0, 4);
}

/** Props of {@link TypicalPriceLine}. */
export interface TypicalPriceLineProps {
  band: TypicalPrice;
  type: StaySummary['type'];
  className?: string;
}

/** One muted line with the band's range, unit, the kind of lodging and the year. */
export function TypicalPriceLine({ band, type, className }: TypicalPriceLineProps) {
  const { t } = useTranslation('stay');
  const locale = useLocaleStore((s) => s.locale);
  // English needs the plural ("guesthouses"); Chinese uses the type's name as it is.
  const kind = t(`price.typePlural.${type}`);
  return (
    <span className={className ?? 'muted'} data-testid="stay-typical-price">
      {t('price.typical', {
        min: formatFen(band.minFen, locale),
        max: formatFen(band.maxFen, locale),
        unit: band.unit === 'dorm-bed-night' ? t('price.unitBed') : t('price.unitRoom'),
        type: kind,
        seen: seenYear(band.seen),
      })}
    </span>
  );
}
