/**
 * Builds the success envelope of spec §7: `{ code: 0, message, data }`.
 */
import { SUCCESS_CODE } from '@dali/shared/errors';
import { formatMessage, type MessageKey } from '@dali/shared/messages';
import type { Locale } from '@dali/shared/locales';

/** `{ code: 0, message, data }` with `message` from the catalogue in `locale` (default "Success"). */
export function ok<T>(locale: Locale, data: T, messageKey: MessageKey = 'server.ok') {
  return { code: SUCCESS_CODE, message: formatMessage(messageKey, locale), data } as const;
}
