/**
 * Room types of a lodging (spec §2 reserve page "room types, price"): name, nightly price,
 * capacity and the total for the chosen nights. Unknown values say so; the catalog describes rooms
 * only where a source did.
 */
import { useTranslation } from 'react-i18next';
import type { StayDetail } from '@dali/shared/contracts/stays';
import { useLocaleStore } from '../../../lib/locale';
import { otherScriptText, textIn } from '../../../lib/catalog-format';
import { formatFen } from '../../../lib/catalog-list/catalog-text';
import { roomTotalFen } from '../lib/nights';

export interface RoomListProps {
  rooms: StayDetail['rooms'];
  nights: number;
}

/** The room types, or a "not known yet" line. */
export function RoomList({ rooms, nights }: RoomListProps) {
  const { t } = useTranslation('stay');
  const { t: tc } = useTranslation('catalog');
  const locale = useLocaleStore((s) => s.locale);
  if (rooms.length === 0) return <p className="muted">{t('rooms.none')}</p>;
  return (
    <ul className="stay-rooms" data-testid="room-list">
      {rooms.map((room, index) => {
        const other = otherScriptText(room.name, locale);
        const total = roomTotalFen(room.priceFen, nights);
        return (
          <li key={index} className="stay-room">
            <div className="stay-room-name">
              <h3>{textIn(room.name, locale)}</h3>
              {other && (
                <span className="catalog-list-card-other" lang={locale === 'en-US' ? 'zh-CN' : 'en'}>
                  {other}
                </span>
              )}
            </div>
            <dl className="stay-room-facts">
              <div>
                <dt>{t('rooms.perNight')}</dt>
                <dd>{room.priceFen === null ? tc('facts.notKnownYet') : formatFen(room.priceFen, locale)}</dd>
              </div>
              <div>
                <dt>{t('rooms.capacity')}</dt>
                <dd>{room.capacity === null ? tc('facts.notKnownYet') : t('rooms.guests', { count: room.capacity })}</dd>
              </div>
              <div>
                <dt>{t('rooms.total', { count: nights })}</dt>
                <dd data-testid="room-total">{total === null ? tc('facts.notKnownYet') : <strong>{formatFen(total, locale)}</strong>}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
