/**
 * `POST /api/v1/auth/login` (spec §7): `{ authType, email | phone, password, deviceId, deviceType,
 * rememberMe }` → `data { accessToken, userId, username, role }`. A failure is toasted by the
 * request client with the server's message (wrong password, locked account); the dialog only
 * stops loading (spec §8).
 */
import { useMutation } from '@tanstack/react-query';
import { LoginResponseSchema, type LoginRequest } from '@dali/shared/contracts/auth';
import { request } from '../../../lib/api-client';

/** Log in; answers the envelope with the session data. */
export async function logIn(input: LoginRequest) {
  return request('/api/v1/auth/login', { body: input, schema: LoginResponseSchema });
}

/** Mutation hook of {@link logIn}. */
export function useLogInRequest() {
  return useMutation({ mutationFn: logIn });
}
