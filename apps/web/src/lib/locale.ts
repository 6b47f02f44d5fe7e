/**
 * The interface locale (spec §1): zh-CN, zh-HK (zh-TW maps to it) or en-US (default), kept in local
 * storage key `locale`, broadcast to other tabs, sent to the server as `Accept-Language` by the
 * request client. A `?lang=` query parameter (used by canonical and alternate links) wins on load.
 */
import { create } from 'zustand';
import { DEFAULT_LOCALE, matchLocale, type Locale } from '@dali/shared/locales';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage-keys';

const CHANNEL = 'dali-guide:locale';

/** Locale from `?lang=`, then storage, then the browser's languages, then en-US. */
export function initialLocale(search: string = window.location.search, languages: readonly string[] = navigator.languages ?? []): Locale {
  const fromQuery = new URLSearchParams(search).get('lang');
  const candidates = [fromQuery, readStorage(STORAGE_KEYS.locale), ...languages];
  for (const candidate of candidates) {
    const locale = candidate ? matchLocale(candidate) : null;
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

interface LocaleState {
  locale: Locale;
  /** Change the locale here, persist it and tell other tabs. */
  setLocale: (locale: Locale) => void;
  /** Apply a locale chosen in another tab (no re-broadcast). */
  receiveLocale: (locale: Locale) => void;
}

let channel: BroadcastChannel | null = null;

/** Interface locale (spec §1): saved to local storage `locale` and broadcast to other tabs on change. */
export const useLocaleStore = create<LocaleState>((set, get) => ({
  locale: DEFAULT_LOCALE,
  setLocale: (locale) => {
    if (get().locale === locale) return;
    writeStorage(STORAGE_KEYS.locale, locale);
    set({ locale });
    channel?.postMessage(locale);
  },
  receiveLocale: (locale) => {
    if (get().locale !== locale) set({ locale });
  },
}));

/** The current locale outside React (request client). */
export function currentLocale(): Locale {
  return useLocaleStore.getState().locale;
}

/**
 * Start the store: read the initial locale, persist it, and listen for changes from other tabs
 * (BroadcastChannel, with the `storage` event as a fallback). Returns a stop function.
 */
export function startLocaleSync(): () => void {
  const locale = initialLocale();
  writeStorage(STORAGE_KEYS.locale, locale);
  useLocaleStore.setState({ locale });
  const apply = (value: unknown) => {
    const next = typeof value === 'string' ? matchLocale(value) : null;
    if (next) useLocaleStore.getState().receiveLocale(next);
  };
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent) => apply(event.data);
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.locale) apply(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('storage', onStorage);
    channel?.close();
    channel = null;
  };
}
