/**
 * Builds the number, clock and weekday formatters of the current locale just after the page's
 * first paint, while it waits for the API. The first `Intl` formatter of a session loads the
 * locale's data (tens of milliseconds on a phone); paid here, it no longer lengthens the render
 * that shows the results or the attraction, and it never delays the first paint.
 */
import { useEffect } from 'react';
import type { Locale } from '@dali/shared/locales';
import { formatClock, formatDays, formatNumber } from '../../../lib/catalog-format';
import { afterPaint } from './after-paint';

/** Locales already warmed in this session. */
const warmed = new Set<Locale>();

/**
 * Build the formatters of `locale` now (each locale once a session). For a page that has just
 * sent the request it waits for: the work overlaps the network wait instead of the render that
 * follows the answer.
 */
export function warmFormats(locale: Locale): void {
  if (warmed.has(locale)) return;
  warmed.add(locale);
  for (const digits of [0, 1, 2]) formatNumber(0, locale, digits);
  formatClock('12:00', locale);
  formatDays('Mon', locale, '');
}

/** Warm the formatters of `locale` after the first paint (each locale once a session). */
export function useWarmFormats(locale: Locale): void {
  useEffect(() => {
    if (warmed.has(locale)) return undefined;
    return afterPaint(() => warmFormats(locale));
  }, [locale]);
}
