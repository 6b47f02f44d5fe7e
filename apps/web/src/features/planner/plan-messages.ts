/**
 * Texts the planner sends as message keys with params (packages/shared/src/messages.ts
 * `planner.infeasible.*`, `planner.alternative.*`, `planner.tip.*`), worded in the interface
 * locale. Params that name a stay type, a nightly band or diets are keys (`typeKey`, `bandKey`,
 * `dietKey`, … when the server has already worded them in the plan's language); they are worded
 * again here so a plan made in English reads in Chinese when the visitor switches.
 */
import type { Locale } from '@dali/shared/locales';
import { formatMessage, isMessageKey } from '@dali/shared/messages';

type Params = Record<string, string | number>;

function word(key: string, locale: Locale, fallback: string): string {
  return isMessageKey(key) ? formatMessage(key, locale) : fallback;
}

/** `params` with stay types, bands and diets in words of `locale`. */
export function localizeParams(params: Params, locale: Locale): Params {
  const out: Params = { ...params };
  const keyOf = (field: string): string | null => {
    const raw = params[`${field}Key`] ?? params[field];
    return typeof raw === 'string' ? raw : null;
  };
  const type = keyOf('type');
  if (type !== null) out.type = word(`planner.stayType.${type}`, locale, String(params.type));
  const band = keyOf('band');
  if (band !== null) out.band = word(`planner.band.${band}`, locale, String(params.band));
  for (const field of ['diet', 'from', 'to'] as const) {
    const value = keyOf(field);
    if (value === null) continue;
    const keys = value.split(',').filter((d) => d !== '');
    if (!keys.every((d) => isMessageKey(`planner.diet.${d}`))) continue;
    out[field] = keys.map((d) => word(`planner.diet.${d}`, locale, d)).join(locale === 'en-US' ? ', ' : '、');
  }
  return out;
}

/** The text of a planner message key in `locale`; the key itself when it is not one of ours. */
export function plannerMessage(key: string, params: Params, locale: Locale): string {
  return isMessageKey(key) ? formatMessage(key, locale, localizeParams(params, locale)) : key;
}

export { dietWord } from '@dali/shared/messages';
