/**
 * The reserve page's content once the lodging is loaded: cover and title block, then facts (first
 * on mobile, a sidebar on desktop), room types with the nights field, the booking path, amenities
 * and the sources the facts come from.
 */
import { useTranslation } from 'react-i18next';
import type { StayDetail } from '@dali/shared/contracts/stays';
import { useLocaleStore } from '../../../lib/locale';
import { Cover } from '../../../lib/ui/cover';
import { otherScriptText, textIn } from '../../../lib/catalog-format';
import { humaniseKeyword } from '../../../lib/catalog-list/catalog-text';
import { safeExternalUrl } from '../../../lib/catalog-list/safe-url';
import { BookingPath } from './booking-path';
import { NightsField } from './nights-field';
import { RoomList } from './room-list';
import { StayFacts } from './stay-facts';

/** Props of {@link StayDetailView}. */
export interface StayDetailViewProps {
  stay: StayDetail;
  /** Nights chosen (the URL's); may run ahead of `stay.nights` while the new total loads. */
  nights: number;
  onNightsChange: (nights: number) => void;
  townName: (englishName: string) => string;
}

/** Detail layout of one lodging. */
export function StayDetailView({ stay, nights, onNightsChange, townName }: StayDetailViewProps) {
  const { t } = useTranslation('stay');
  const locale = useLocaleStore((s) => s.locale);
  const name = textIn(stay.name, locale);
  const other = otherScriptText(stay.name, locale);
  const amenityLabels: Record<string, string> = t('amenities', { returnObjects: true });
  const sources = stay.sources.map(safeExternalUrl).filter((url): url is string => url !== null);

  return (
    <>
      <header className="stay-hero">
        <Cover kind="stay" id={stay.id} alt={name} eager className="stay-hero-cover" />
        <div className="stay-hero-text">
          <h1 className="page-title stay-hero-title">{name}</h1>
          {other && (
            <p className="stay-hero-other" lang={locale === 'en-US' ? 'zh-CN' : 'en'}>
              {other}
            </p>
          )}
          <p className="catalog-list-chips">
            <span className="catalog-list-chip">{t(`types.${stay.type}`)}</span>
            <span className="catalog-list-chip">{townName(stay.town)}</span>
          </p>
        </div>
      </header>
      <div className="stay-detail">
        <StayFacts stay={stay} townName={townName(stay.town)} />
        <div className="stay-main">
          <section className="stay-section" aria-labelledby="stay-rooms-heading">
            <h2 id="stay-rooms-heading" className="stay-section-title">
              {t('rooms.title')}
            </h2>
            <NightsField value={nights} onChange={onNightsChange} />
            <RoomList rooms={stay.rooms} nights={nights} />
          </section>
          <BookingPath stay={stay} />
          <section className="stay-section" aria-labelledby="stay-amenities-heading">
            <h2 id="stay-amenities-heading" className="stay-section-title">
              {t('amenitiesTitle')}
            </h2>
            {stay.amenities.length === 0 ? (
              <p className="muted">{t('noAmenities')}</p>
            ) : (
              <ul className="stay-tag-list">
                {stay.amenities.map((amenity) => (
                  <li key={amenity} className="catalog-list-chip">
                    {amenityLabels[amenity] ?? humaniseKeyword(amenity)}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {sources.length > 0 && (
            <details className="stay-sources">
              <summary>{t('sources', { count: sources.length })}</summary>
              <ul>
                {sources.map((source) => (
                  <li key={source}>
                    <a href={source} target="_blank" rel="noopener noreferrer" className="stay-break">
                      {source}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      </div>
    </>
  );
}
