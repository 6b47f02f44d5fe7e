/**
 * `POST /api/v1/auth/reset-password` (spec §7, reset body of §3) → `data null`; every session of
 * the account ends and the dialog returns to the login view (spec §4). Failures are toasted by
 * the request client.
 */
import { useMutation } from '@tanstack/react-query';
import { ResetPasswordResponseSchema, type ResetPasswordRequest } from '@dali/shared/contracts/auth';
import { request } from '../../../lib/api-client';

/**
 * Sets a new password with a reset code (spec §3 reset request).
 * @throws ApiError when the call fails; the request client has toasted it.
 */
export async function resetPassword(input: ResetPasswordRequest) {
  return request('/api/v1/auth/reset-password', { body: input, schema: ResetPasswordResponseSchema });
}

/** Mutation hook of {@link resetPassword}. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
