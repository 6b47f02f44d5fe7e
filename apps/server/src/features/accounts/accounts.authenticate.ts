/**
 * The app's `authenticate` resolver (plugins/auth.ts): `Authorization: Bearer <JWT>` → the session's
 * user. No header: a visitor, decided without a promise so anonymous traffic stays cheap. A token
 * that is invalid, expired or revoked answers 401 SESSION_EXPIRED (the web client then shows its
 * authentication message and logs out, spec §8) — except on /api/v1/auth/*, where a stale token
 * must not stop anyone from logging in again or logging out. Past half of the session's lifetime
 * the answer carries `x-new-access-token` (spec §7).
 */
import { NEW_ACCESS_TOKEN_HEADER } from '@dali/shared/contracts/auth';
import { AppError } from '../../lib/app-error.js';
import type { Authenticate } from '../../plugins/auth.js';
import type { SessionsService } from './sessions.service.js';

const BEARER = /^Bearer\s+(\S+)$/i;
const LENIENT_PREFIX = '/api/v1/auth/';

/**
 * The app's `authenticate` over `sessions` (see module comment): no header is a visitor, a valid
 * bearer JWT its user. Throws AppError SESSION_EXPIRED (401) for a bad token outside /api/v1/auth/*.
 */
export function createSessionAuthenticator(sessions: SessionsService): Authenticate {
  return (request, reply) => {
    const header = request.headers.authorization;
    if (header === undefined || header === '') return null;
    const lenient = request.url.startsWith(LENIENT_PREFIX);
    const token = BEARER.exec(header)?.[1];
    if (!token) {
      if (lenient) return null;
      throw new AppError('SESSION_EXPIRED');
    }
    return sessions.authenticate(token).then((result) => {
      if (!result) {
        if (lenient) return null;
        throw new AppError('SESSION_EXPIRED');
      }
      if (result.renewedToken) reply.header(NEW_ACCESS_TOKEN_HEADER, result.renewedToken);
      return result.user;
    });
  };
}
