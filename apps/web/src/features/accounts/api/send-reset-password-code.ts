/**
 * `POST /api/v1/auth/send-reset-password-code?account=&type=` (spec §7, no body) →
 * `data { resendAfterSeconds, expiresInSeconds }`, the same answer whether or not the account
 * exists. Failures are toasted by the request client; the caller cancels its countdown (spec §4).
 */
import { SendCodeResponseSchema, type SendCodeQuery } from '@dali/shared/contracts/auth';
import { request } from '../../../lib/api-client';

/**
 * Asks the server to send a reset code to `query.account` (email or phone, per `query.type`).
 * @throws ApiError when the call fails; the request client has toasted it.
 */
export async function sendResetPasswordCode(query: SendCodeQuery) {
  return request('/api/v1/auth/send-reset-password-code', { method: 'POST', query: { account: query.account, type: query.type }, schema: SendCodeResponseSchema });
}
