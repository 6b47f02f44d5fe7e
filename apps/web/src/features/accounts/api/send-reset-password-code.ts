/**
 * `POST /api/v1/auth/send-reset-password-code?account=&type=` (spec §7, no body) →
 * `data { resendAfterSeconds, expiresInSeconds }`, the same answer whether or not the account
 * exists. Failures are toasted by the request client; the caller cancels its countdown (spec §4).
 */
import { SendCodeResponseSchema, type SendCodeQuery } from '@dali/shared/contracts/auth';
import { request } from '../../../lib/api-client';

/** Send a password reset code. */
export async function sendResetPasswordCode(query: SendCodeQuery) {
  return request('/api/v1/auth/send-reset-password-code', { method: 'POST', query: { account: query.account, type: query.type }, schema: SendCodeResponseSchema });
}
