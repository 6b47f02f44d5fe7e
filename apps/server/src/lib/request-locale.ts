/**
 * The locale a request is answered in: the best match of its `Accept-Language` (spec §7 sends the
 * stored locale there) among zh-CN, zh-HK (zh-TW and other Traditional tags) and en-US; default en-US.
 */
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, matchLocale, type Locale } from '@dali/shared/locales';

/** Resolve an `Accept-Language` header value (q-values honoured) to an interface locale. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tags = new Negotiator({ headers: { 'accept-language': header } }).languages();
  for (const tag of tags) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
