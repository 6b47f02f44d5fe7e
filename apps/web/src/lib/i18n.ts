/**
 * i18next with the translation files of `locales/<lng>/<ns>.json` (zh-CN, zh-HK, en-US), bundled
 * with the app: they are small and every page needs them at once. The language follows the locale
 * store (lib/locale.ts).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@dali/shared/locales';
import enCommon from '../locales/en-US/common.json';
import enPolicies from '../locales/en-US/policies.json';
import zhCnCommon from '../locales/zh-CN/common.json';
import zhCnPolicies from '../locales/zh-CN/policies.json';
import zhHkCommon from '../locales/zh-HK/common.json';
import zhHkPolicies from '../locales/zh-HK/policies.json';
import enCatalog from '../locales/en-US/catalog.json';
import enAttractions from '../locales/en-US/attractions.json';
import enStay from '../locales/en-US/stay.json';
import enFood from '../locales/en-US/food.json';
import zhCnCatalog from '../locales/zh-CN/catalog.json';
import zhCnAttractions from '../locales/zh-CN/attractions.json';
import zhCnStay from '../locales/zh-CN/stay.json';
import zhCnFood from '../locales/zh-CN/food.json';
import zhHkCatalog from '../locales/zh-HK/catalog.json';
import zhHkAttractions from '../locales/zh-HK/attractions.json';
import zhHkStay from '../locales/zh-HK/stay.json';
import zhHkFood from '../locales/zh-HK/food.json';

/** Every translation, by locale and namespace. */
export const RESOURCES = {
  'en-US': { common: enCommon, policies: enPolicies, catalog: enCatalog, attractions: enAttractions, stay: enStay, food: enFood },
  'zh-CN': { common: zhCnCommon, policies: zhCnPolicies, catalog: zhCnCatalog, attractions: zhCnAttractions, stay: zhCnStay, food: zhCnFood },
  'zh-HK': { common: zhHkCommon, policies: zhHkPolicies, catalog: zhHkCatalog, attractions: zhHkAttractions, stay: zhHkStay, food: zhHkFood },
} as const;

/** The shared i18next instance. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: RESOURCES,
  lng: 'en-US',
  fallbackLng: false,
  defaultNS: 'common',
  ns: ['common', 'policies', 'catalog', 'attractions', 'stay', 'food'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Switch the UI language. */
export function applyLocale(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
