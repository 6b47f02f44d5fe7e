/**
 * How to book (spec §2 reserve page "booking link"): the lodging's own website in a new tab when
 * the catalog has one, its phone as a `tel:` link, and always the taxi address card. Each click on
 * the website or phone is counted (POST booking-clicks) as the browser follows it; the count is
 * fire-and-forget so a slow or failed count never holds the visitor up or trips a popup blocker.
 */
import { useTranslation } from 'react-i18next';
import type { StayDetail } from '@dali/shared/contracts/stays';
import { safeExternalUrl, telHref } from '../../../lib/catalog-list/safe-url';
import { DetailSection } from '../../../lib/catalog-detail/detail-facts';
import { useRecordStayBookingClick } from '../api/record-stay-booking-click';
import { AddressCard } from './address-card';

/**
 * Booking section of the reserve page (spec §2 booking link): website and phone links (each click
 * counted), a note when neither is known, and the address card for a taxi.
 */
export function BookingPath({ stay }: { stay: StayDetail }) {
  const { t } = useTranslation('stay');
  const record = useRecordStayBookingClick();
  const website = safeExternalUrl(stay.website);
  const count = () => record.mutate(stay.id);

  return (
    <DetailSection title={t('booking.title')} headingId="stay-booking-heading" className="stay-booking" testId="booking-path">
      {website && (
        <p>
          <a href={website} target="_blank" rel="noopener noreferrer" className="btn btn-primary btn-large" onClick={count}>
            {t('booking.website')}
            <span className="visually-hidden">{t('booking.newTab')}</span>
          </a>
        </p>
      )}
      {stay.phone && (
        <p>
          <a href={telHref(stay.phone)} className={`btn btn-large${website ? '' : ' btn-primary'}`} onClick={count}>
            {t('booking.call', { phone: stay.phone })}
          </a>
        </p>
      )}
      {!website && !stay.phone && <p className="muted">{t('booking.noContact')}</p>}
      <p className="stay-booking-note muted">{website ? t('booking.websiteNote') : t('booking.inPersonNote')}</p>
      <AddressCard name={stay.name} address={stay.address} />
    </DetailSection>
  );
}
