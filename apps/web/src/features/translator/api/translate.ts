/**
 * `POST /api/v1/translation/translate` (spec §7; contract in
 * packages/shared/src/contracts/translation.ts). Quiet: the translator shows its own messages for
 * each failure (spec §8 translation errors); a 401 still logs out and toasts through the client.
 */
import { TranslateResponseSchema, type Translation, type TranslatorLanguage } from '@dali/shared/contracts/translation';
import { request } from '../../../lib/api-client';

/**
 * Translate `text` from `from` to `to`.
 * @throws ApiError (lib/api-client.ts): business/http with the server's code and message (429
 *   visitor limit, 448 quota, 50303 no provider, 40005 too long …), unauthorized, network, timeout.
 */
export async function translateText(text: string, from: TranslatorLanguage, to: TranslatorLanguage, signal?: AbortSignal): Promise<Translation> {
  const body = await request('/api/v1/translation/translate', { method: 'POST', body: { text, from, to }, schema: TranslateResponseSchema, quiet: true, signal });
  return body.data;
}
