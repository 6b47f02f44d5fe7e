/**
 * Dates of a membership for display in the page locale (docs/design.md "Voice": 24-hour times for
 * Chinese, the locale's own clock for English), e.g. "2026年11月29日 22:05" or "Nov 29, 2026,
 * 10:05 PM", in the browser's time zone. Formatters are kept per locale: building one costs far
 * more than using it.
 */
import type { Locale } from '@dali/shared/locales';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** An ISO 8601 instant (with offset) as a date and time in `locale`; the input itself when it does not parse. */
export function formatMembershipTime(iso: string, locale: Locale): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(locale === 'en-US' ? {} : { hourCycle: 'h23' as const }),
    });
    formats.set(locale, format);
  }
  return format.format(ms);
}
