/**
 * Message params in the plan's language (messages.ts keys `planner.*`): stay types, nightly bands,
 * capped parts of the cost and diets become words of the request's locale, with the raw keys kept beside them
 * (`typeKey`, `bandKey`, `categoryKey`, `dietKey`) so a client can word them itself.
 */
import type { Locale } from '@dali/shared/locales';
import { formatMessage, isMessageKey } from '@dali/shared/messages';

/** `params` with `type`, `band` and `diet` (comma-separated keys) put into words of `language`. */
export function localizeParams(params: Record<string, string | number>, language: Locale): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  const word = (key: string, fallback: string) => (isMessageKey(key) ? formatMessage(key, language) : fallback);
  if (typeof params.type === 'string') {
    out.typeKey = params.type;
    out.type = word(`planner.stayType.${params.type}`, params.type);
  }
  if (typeof params.band === 'string') {
    out.bandKey = params.band;
    out.band = word(`planner.band.${params.band}`, params.band);
  }
  if (typeof params.category === 'string') {
    out.categoryKey = params.category;
    out.category = word(`planner.capCategory.${params.category}`, params.category);
  }
  for (const field of ['diet', 'from', 'to'] as const) {
    const value = params[field];
    if (typeof value !== 'string' || (field !== 'diet' && !isMessageKey(`planner.diet.${value}`))) continue;
    out[`${field}Key`] = value;
    out[field] = value
      .split(',')
      .filter((d) => d !== '')
      .map((d) => word(`planner.diet.${d}`, d))
      .join(language === 'en-US' ? ', ' : '、');
  }
  return out;
}

/** The text of a message key with localised params (for alternatives made of several steps). */
export function describe(key: string, params: Record<string, string | number>, language: Locale): string {
  return isMessageKey(key) ? formatMessage(key, language, localizeParams(params, language)) : key;
}
