/**
 * `POST /api/v1/auth/send-register-code?account=&type=` (spec §7, no body) →
 * `data { resendAfterSeconds, expiresInSeconds }`. Failures (already registered, sent too often)
 * are toasted by the request client; the caller cancels its countdown (spec §4).
 */
import { SendCodeResponseSchema, type SendCodeQuery } from '@dali/shared/contracts/auth';
import { request } from '../../../lib/api-client';

/** Send a registration code to an email address or mobile number. */
export async function sendRegisterCode(query: SendCodeQuery) {
  return request('/api/v1/auth/send-register-code', { method: 'POST', query: { account: query.account, type: query.type }, schema: SendCodeResponseSchema });
}
