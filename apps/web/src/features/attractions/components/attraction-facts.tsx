/**
 * AttractionFacts: the facts sidebar of the detail page (docs/design.md "Detail pages"): opening
 * hours (China time) and the status right now, ticket with its note, phone (tel: link), website,
 * time to allow, address, distance and a location map. Unknown facts say "not known yet".
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttractionDetail } from '@dali/shared/contracts/attractions';
import { formatClock, formatDays, formatKm } from '../../../lib/catalog-format';
import { useLocaleStore } from '../../../lib/locale';
import { NavigateLinks } from '../../../lib/catalog-detail/navigate-links';
import { LazyCatalogMap } from '../../../lib/ui/lazy-catalog-map';
import { OpenStatusLabel } from '../../../lib/ui/open-status-label';
import { useDurationText, useTicketText } from './attraction-card';
import { CalendarIcon, ClockIcon, CompassIcon, GlobeIcon, HourglassIcon, PhoneIcon, PinIcon, TagIcon } from './icons';

/** Height of the location map, px (its skeleton holds the same place). */
export const FACTS_MAP_HEIGHT = 220;

export interface AttractionFactsProps {
  attraction: AttractionDetail;
  /** Whether `distanceKm` is measured from the visitor (else from the default origin). */
  distanceFromVisitor: boolean;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="fact">
      <dt>
        {icon}
        <span>{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Host name of a website for display ("www.example.cn"), or the text itself if it is no URL. */
export function displayHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The facts list with the location map. */
export function AttractionFacts({ attraction, distanceFromVisitor }: AttractionFactsProps) {
  const { t } = useTranslation(['attractions', 'catalog']);
  const locale = useLocaleStore((s) => s.locale);
  const ticket = useTicketText(attraction.ticketPriceFen);
  const duration = useDurationText(attraction.recommendedDurationHours);
  const unknown = <span className="muted">{t('catalog:facts.notKnownYet')}</span>;
  const ticketNote = attraction.ticketNote[locale];
  const address = attraction.address[locale];
  const name = attraction.name[locale];

  const hours =
    attraction.openingHours === null ? (
      unknown
    ) : attraction.openingHours.length === 0 ? (
      <span>{t('attractions:detail.openAllHours')}</span>
    ) : (
      <>
        <ul className="hours-list">
          {attraction.openingHours.map((period, i) => (
            <li key={i}>
              {t('attractions:detail.hoursRow', {
                days: formatDays(period.days, locale, t('attractions:detail.everyDay')),
                open: formatClock(period.open, locale),
                close: formatClock(period.close, locale),
              })}
            </li>
          ))}
        </ul>
        <span className="fact-note muted">{t('attractions:detail.chinaTime')}</span>
      </>
    );

  return (
    <div className="facts-card">
      <h2 className="detail-heading facts-heading">{t('attractions:detail.facts')}</h2>
      <dl className="facts-list">
        <Fact icon={<CalendarIcon />} label={t('attractions:detail.openNow')}>
          <OpenStatusLabel status={attraction.openStatus} />
        </Fact>
        <Fact icon={<ClockIcon />} label={t('attractions:detail.hours')}>
          {hours}
          {attraction.hoursNote[locale] && (
            <span className="fact-note muted">{t('attractions:detail.sourceNote', { note: attraction.hoursNote[locale] })}</span>
          )}
        </Fact>
        <Fact icon={<TagIcon />} label={t('attractions:detail.ticket')}>
          <span className="fact-strong">{ticket}</span>
          {ticketNote && <span className="fact-note">{ticketNote}</span>}
        </Fact>
        <Fact icon={<HourglassIcon />} label={t('attractions:detail.duration')}>
          {duration}
        </Fact>
        <Fact icon={<PhoneIcon />} label={t('attractions:detail.phone')}>
          {attraction.phone ? (
            <a href={`tel:${attraction.phone.replace(/[^\d+]/g, '')}`} className="fact-link">
              {attraction.phone}
            </a>
          ) : (
            unknown
          )}
        </Fact>
        <Fact icon={<GlobeIcon />} label={t('attractions:detail.website')}>
          {attraction.website ? (
            <a href={attraction.website} target="_blank" rel="noopener noreferrer" className="fact-link">
              {displayHost(attraction.website)}
              <span className="visually-hidden">{` ${t('attractions:detail.opensInNewTab')}`}</span>
            </a>
          ) : (
            unknown
          )}
        </Fact>
        <Fact icon={<PinIcon />} label={t('attractions:detail.address')}>
          {address || unknown}
        </Fact>
        {attraction.distanceKm !== null && (
          <Fact icon={<CompassIcon />} label={t('attractions:detail.distance')}>
            {distanceFromVisitor
              ? t('catalog:distance.fromYou', { distance: formatKm(attraction.distanceKm, locale) })
              : t('catalog:distance.fromPlace', { distance: formatKm(attraction.distanceKm, locale), place: t('attractions:list.defaultOrigin') })}
          </Fact>
        )}
      </dl>
      <h3 className="facts-subheading">{t('attractions:detail.location')}</h3>
      {attraction.location ? (
        <>
        <LazyCatalogMap
          points={[{ id: attraction.id, lat: attraction.location.lat, lng: attraction.location.lng, title: name, subtitle: address || undefined }]}
          selectedId={attraction.id}
          height={FACTS_MAP_HEIGHT}
          ariaLabel={t('attractions:detail.mapLabel', { name })}
        />
        <NavigateLinks target={{ ...attraction.location, name: attraction.name['zh-CN'], address: attraction.address['zh-CN'] }} />
        </>
      ) : (
        <p className="muted">{t('catalog:facts.notKnownYet')}</p>
      )}
    </div>
  );
}
