/**
 * `GET /api/v1/client-config`: ICP filing link and contact address for the footer, and the map tile
 * source every map uses (lib/ui/catalog-map.tsx). In lib because the shell and several features
 * read it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientConfigResponseSchema } from '@dali/shared/contracts/system';
import { request } from '../api-client';

/**
 * Public client settings (`GET /api/v1/client-config`), e.g. the footer's ICP filing. Silent.
 * @throws ApiError when the call fails.
 */
export async function getClientConfig(signal?: AbortSignal) {
  const body = await request('/api/v1/client-config', { schema: ClientConfigResponseSchema, silent: true, signal });
  return body.data;
}

/** Query options; settings change only with a deploy. */
export const clientConfigQueryOptions = queryOptions({
  queryKey: ['system', 'client-config'],
  queryFn: ({ signal }) => getClientConfig(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Public client settings; asked once a session. */
export function useClientConfig() {
  return useQuery(clientConfigQueryOptions);
}
