/**
 * `GET /api/v1/membership/packages` (spec §3 "Service packages", §9 packages): every package on
 * offer, in price order, with its name and description in the request locale and the API
 * permissions it includes. Quiet: the pricing page shows its own error state with a retry button.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PackagesResponseSchema, type ServicePackage } from '@dali/shared/contracts/membership';
import type { Locale } from '@dali/shared/locales';
import { request } from '../../../lib/api-client';
import { useLocaleStore } from '../../../lib/locale';

/** The packages on offer (names and descriptions in the current locale). */
export async function listPackages(signal?: AbortSignal): Promise<ServicePackage[]> {
  const body = await request('/api/v1/membership/packages', { schema: PackagesResponseSchema, quiet: true, signal });
  return body.data.packages;
}

/**
 * Query options, keyed by locale because the texts are localised by the server; packages change
 * only with a deploy (config/membership.json), so they stay fresh for 10 minutes.
 */
export function packagesQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['membership', 'packages', locale],
    queryFn: ({ signal }) => listPackages(signal),
    staleTime: 10 * 60_000,
  });
}

/** The packages hook, in the current locale. */
export function usePackages() {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery(packagesQuery(locale));
}
