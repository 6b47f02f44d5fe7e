/**
 * `GET /api/v1/membership/plans/current-user` (spec §7, quiet): the logged-in caller's active or
 * most recent membership (`MembershipInfo`, plan name in the request's `Accept-Language`), or null
 * when the account never had one. Quiet (spec §8 "membership-fetch errors are swallowed"): no toast
 * for business or HTTP failures, though a 401 still ends the session like every call.
 */
import { CurrentMembershipResponseSchema, type MembershipInfo } from '@dali/shared/contracts/membership';
import { request } from '../../../lib/api-client';

/**
 * Fetch the caller's membership.
 * @throws ApiError (lib/api-client.ts) on any failure; callers decide whether to tell the user.
 */
export async function getCurrentMembership(signal?: AbortSignal): Promise<MembershipInfo | null> {
  const body = await request('/api/v1/membership/plans/current-user', { schema: CurrentMembershipResponseSchema, quiet: true, signal });
  return body.data;
}
