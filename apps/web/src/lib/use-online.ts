/**
 * Whether the browser believes it is online (`navigator.onLine`, following the `online` and
 * `offline` events): the chat header's status (spec §2 "header shows online/offline status") and
 * the shell's offline banner.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while online; true where the browser cannot tell. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine !== false, () => true);
}
