/**
 * The reserve page's content once the lodging is loaded: cover and title block, then facts (first
 * on mobile, a sidebar on desktop), room types with the nights field, the booking path, amenities
 * and the sources the facts come from.
 */
import { useTranslation } from 'react-i18next';
import type { StayDetail } from '@dali/shared/contracts/stays';
import { textIn } from '../../../lib/catalog-format';
import { humaniseKeyword } from '../../../lib/catalog-list/catalog-text';
import { useLocaleStore } from '../../../lib/locale';
import { usePageMeta } from '../../../lib/page-meta';
import { DetailHero } from '../../../lib/catalog-detail/detail-hero';
import { DetailSection, DetailSources } from '../../../lib/catalog-detail/detail-facts';
import { BookingPath } from './booking-path';
import { NightsField } from './nights-field';
import { RoomList } from './room-list';
import { StayFacts } from './stay-facts';

export interface StayDetailViewProps {
  stay: StayDetail;
  /** Nights chosen (the URL's); may run ahead of `stay.nights` while the new total loads. */
  nights: number;
  onNightsChange: (nights: number) => void;
  townName: (englishName: string) => string;
}

/** Detail layout of one lodging: hero, facts sidebar, rooms, booking path, amenities and sources. */
export function StayDetailView({ stay, nights, onNightsChange, townName }: StayDetailViewProps) {
  const { t } = useTranslation(['stay', 'common']);
  const locale = useLocaleStore((s) => s.locale);
  const amenityLabels: Record<string, string> = t('amenities', { returnObjects: true });
  // The tab reads the lodging's name; the description its kind, town and what the page offers.
  usePageMeta(textIn(stay.name, locale), `${t(`types.${stay.type}`)} · ${townName(stay.town)} · ${t('common:routes.stayReserve.description')}`);

  return (
    <>
      <DetailHero kind="stay" id={stay.id} name={stay.name} photo={stay.image}>
        <p className="catalog-list-chips">
          <span className="catalog-list-chip">{t(`types.${stay.type}`)}</span>
          <span className="catalog-list-chip">{townName(stay.town)}</span>
        </p>
      </DetailHero>
      <div className="catalog-detail-layout">
        <StayFacts stay={stay} townName={townName(stay.town)} />
        <div className="catalog-detail-main stay-main">
          <DetailSection title={t('rooms.title')} headingId="stay-rooms-heading">
            <NightsField value={nights} onChange={onNightsChange} />
            <RoomList rooms={stay.rooms} nights={nights} />
          </DetailSection>
          <BookingPath stay={stay} />
          <DetailSection title={t('amenitiesTitle')} headingId="stay-amenities-heading">
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
          </DetailSection>
          <DetailSources sources={stay.sources} summary={(count) => t('sources', { count })} />
        </div>
      </div>
    </>
  );
}
