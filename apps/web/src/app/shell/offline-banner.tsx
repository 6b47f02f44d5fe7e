/**
 * A banner while the browser is offline: what still works (pages, places and plans opened before,
 * kept by the service worker) and what needs a connection (search, planning, chat, translation,
 * payments). It follows the browser's online/offline events and announces itself politely.
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online (true where it cannot tell, e.g. during a server render). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

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
