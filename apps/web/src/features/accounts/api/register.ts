/**
 * `POST /api/v1/auth/register` (spec §7, register body of §3) → `data { userId, username }`; the
 * dialog then returns to the login view (spec §4). Failures (taken username, registered account,
 * wrong code) are toasted by the request client; a 400 also carries per-field messages.
 */
import { useMutation } from '@tanstack/react-query';
import { RegisterResponseSchema, type RegisterRequest } from '@dali/shared/contracts/auth';
import { request } from '../../../lib/api-client';

/** Create an account with a verification code. */
export async function register(input: RegisterRequest) {
  return request('/api/v1/auth/register', { body: input, schema: RegisterResponseSchema });
}

/** Mutation hook of {@link register}. */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
