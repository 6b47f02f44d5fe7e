/**
 * `GET /api/v1/languages` (spec §7): the language dropdown's list. On failure the shell toasts
 * (spec §8 "Language list failure toast") and falls back to the built-in list.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LanguagesResponseSchema } from '@dali/shared/contracts/system';
import { request } from '../../../lib/api-client';

/**
 * Interface languages (spec §7 `GET /api/v1/languages`): code, native name, flag icon. Silent:
 * the language menu warns itself. @throws ApiError when the call fails.
 */
export async function getLanguages(signal?: AbortSignal) {
  const body = await request('/api/v1/languages', { schema: LanguagesResponseSchema, silent: true, signal });
  return body.data;
}

/** Query options; the list changes only with a deploy. */
export const languagesQueryOptions = queryOptions({
  queryKey: ['system', 'languages'],
  queryFn: ({ signal }) => getLanguages(signal),
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
});

/** Interface languages for the language menu; asked once a session, retried once. */
export function useLanguages() {
  return useQuery(languagesQueryOptions);
}
