/**
 * `GET /api/v1/client-config`: ICP filing link and contact address for the footer.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientConfigResponseSchema } from '@dali/shared/contracts/system';
import { request } from '../../../lib/api-client';

/** Fetch the public client settings. */
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

/** The client settings hook. */
export function useClientConfig() {
  return useQuery(clientConfigQueryOptions);
}
