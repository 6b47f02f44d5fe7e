/**
 * useDurationText: a guide's duration as text in the current locale ("1 day", "2 days", "3 h"),
 * from the pluralised keys `duration.days` and `duration.hours` of the `home` namespace.
 */
import { useTranslation } from 'react-i18next';
import type { GuideDuration } from '@dali/shared/contracts/guides';

/** A formatter of guide durations. */
export function useDurationText(): (duration: GuideDuration) => string {
  const { t } = useTranslation('home');
  return (duration) => (duration.unit === 'days' ? t('duration.days', { count: duration.value }) : t('duration.hours', { count: duration.value }));
}
