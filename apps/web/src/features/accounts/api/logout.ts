/**
 * `POST /api/v1/auth/logout?userId=&quiet=true` (spec §7): revokes the bearer token's session.
 * Silent: its errors are swallowed (spec §8), and a 401 here must not toast "login expired".
 */
import { LogoutResponseSchema } from '@dali/shared/contracts/auth';
import { request } from '../../../lib/api-client';

/** Tell the server the user logs out; rejects on failure (callers ignore it). */
export async function logOutOnServer(userId: string | undefined) {
  return request('/api/v1/auth/logout', { method: 'POST', query: { userId, quiet: 'true' }, schema: LogoutResponseSchema, silent: true });
}
