/**
 * `GET /api/v1/users/me` (spec §3 user info): avatar, email and phone of the logged-in user, saved
 * by a remember-me login (spec §4). Quiet: a failure leaves the navbar on the username.
 */
import { queryOptions } from '@tanstack/react-query';
import { CurrentUserResponseSchema } from '@dali/shared/contracts/auth';
import { request } from '../../../lib/api-client';

/**
 * `GET /api/v1/users/me`: the logged-in user's info (spec §3 user info). Quiet.
 * @throws ApiError when the call fails.
 */
export async function getCurrentUser(signal?: AbortSignal) {
  const body = await request('/api/v1/users/me', { schema: CurrentUserResponseSchema, quiet: true, signal });
  return body.data;
}

/** Query options of the current user, keyed by user id so another login never reuses it. */
export function currentUserQuery(userId: string) {
  return queryOptions({ queryKey: ['users', 'me', userId], queryFn: ({ signal }) => getCurrentUser(signal) });
}
