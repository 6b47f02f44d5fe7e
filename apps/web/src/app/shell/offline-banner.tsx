/**
 * A banner while the browser is offline: what still works (pages, places and plans opened before,
 * kept by the service worker) and what needs a connection (search, planning, chat, translation,
 * payments). It follows the browser's online/offline events and announces itself politely.
 */
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/use-online';

/** The banner; renders nothing while online. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div className="offline-banner" role="status" aria-live="polite" hidden={online}>
      {!online && (
        <p>
          <strong>{t('offline.title')}</strong> {t('offline.body')}
        </p>
      )}
    </div>
  );
}
