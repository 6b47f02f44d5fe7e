/**
 * i18next with the translation files of `locales/<lng>/<ns>.json` (zh-CN, zh-HK, en-US). The shell
 * namespaces (`common`, `policies`) are bundled because every page needs them at once; the page
 * namespaces (`PAGE_NAMESPACES`) are fetched as their own small chunks, only for the current
 * locale, the first time a page asks for them (`useTranslation('attractions')` suspends until
 * then), so the first load of `/` does not carry every page's text in three scripts
 * (docs/decisions/0006-web-first-load.md). The language follows the locale store (lib/locale.ts).
 */
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@dali/shared/locales';
import enCommon from '../locales/en-US/common.json';
import enPolicies from '../locales/en-US/policies.json';
import zhCnCommon from '../locales/zh-CN/common.json';
import zhCnPolicies from '../locales/zh-CN/policies.json';
import zhHkCommon from '../locales/zh-HK/common.json';
import zhHkPolicies from '../locales/zh-HK/policies.json';

/** The namespaces bundled with the shell, by locale. */
export const SHELL_RESOURCES = {
  'en-US': { common: enCommon, policies: enPolicies },
  'zh-CN': { common: zhCnCommon, policies: zhCnPolicies },
  'zh-HK': { common: zhHkCommon, policies: zhHkPolicies },
} as const;

/** Namespaces loaded on demand by the pages that use them. */
export const PAGE_NAMESPACES = ['catalog', 'attractions', 'stay', 'food', 'home', 'membership', 'payment', 'planner', 'chat', 'translator', 'phraseCards'] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/** Loaders of the page namespaces' files (one chunk each); the shell's files are bundled above. */
const PAGE_FILES = import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '!../locales/*/common.json', '!../locales/*/policies.json'], {
  import: 'default',
});

/** The shared i18next instance. */
export const i18n = i18next.createInstance();

void i18n
  .use(
    resourcesToBackend((language: string, namespace: string) => {
      const load = PAGE_FILES[`../locales/${language}/${namespace}.json`];
      if (!load) return Promise.reject(new Error(`no translation file for ${language}/${namespace}`));
      return load();
    }),
  )
  .use(initReactI18next)
  .init({
    resources: SHELL_RESOURCES,
    // Bundled shell namespaces plus page namespaces from the backend.
    partialBundledLanguages: true,
    lng: 'en-US',
    fallbackLng: false,
    defaultNS: 'common',
    ns: ['common', 'policies'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

/** Switch the UI language; page namespaces already in use are fetched for the new locale first. */
export function applyLocale(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
