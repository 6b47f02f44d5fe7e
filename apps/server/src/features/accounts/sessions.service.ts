/**
 * Login sessions (spec §7 bearer token and `x-new-access-token`): a `sessions` row per login and an
 * HS256 JWT whose `jti` is the row id. A token is accepted only while its row exists, is not revoked
 * and has not expired. When less than half of the session's lifetime is left, the session is
 * extended by a full lifetime and a new token for it is handed out (the caller puts it in the header).
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_SESSION_MS, REMEMBER_ME_SESSION_MS, type UserRole } from '@dali/shared/contracts/auth';
import type { AuthUser } from '../../plugins/auth.js';
import type { AccessTokens } from './access-tokens.js';
import type { AccountsRepository } from './accounts.repository.js';

export interface SessionsDeps {
  repository: AccountsRepository;
  tokens: AccessTokens;
  /** Clock, epoch ms. */
  now: () => number;
}

/** A successful authentication: the user, and a replacement token when the old one is past half-life. */
export interface Authenticated {
  user: AuthUser;
  renewedToken: string | null;
}

/** `USER` unless the stored role is `ADMIN`. */
export function toRole(role: string): UserRole {
  return role === 'ADMIN' ? 'ADMIN' : 'USER';
}

/**
 * Login sessions (spec §7): a `sessions` row per login and an HS256 JWT whose `jti` is its id,
 * valid 1 day (30 with remember-me) and renewed past half its lifetime. Its methods never throw
 * for a bad token: `authenticate` gives null and `revoke` does nothing.
 */
export function createSessionsService({ repository, tokens, now }: SessionsDeps) {
  const lifetimeOf = (rememberMe: boolean) => (rememberMe ? REMEMBER_ME_SESSION_MS : DEFAULT_SESSION_MS);

  return {
    /**
     * Open a session for `userId`: 30 days with `rememberMe`, else 1 day.
     * @returns the access token and its expiry (epoch ms).
     */
    async start(input: { userId: string; deviceId: string | null; deviceType: string | null; rememberMe: boolean }): Promise<{ accessToken: string; expiresAt: number }> {
      const createdAt = now();
      const expiresAt = createdAt + lifetimeOf(input.rememberMe);
      // 128 random bits: session ids are bearer secrets' keys, so never guessable or time-ordered.
      const id = randomBytes(16).toString('base64url');
      await repository.insertSession({
        id,
        userId: input.userId,
        deviceId: input.deviceId,
        deviceType: input.deviceType,
        rememberMe: input.rememberMe ? 1 : 0,
        createdAt,
        expiresAt,
        revokedAt: null,
      });
      return { accessToken: await tokens.sign({ sessionId: id, userId: input.userId, issuedAt: createdAt, expiresAt }), expiresAt };
    },

    /** The user behind `token`, or null when the token is invalid, expired, revoked or of a deleted user. */
    async authenticate(token: string): Promise<Authenticated | null> {
      const at = now();
      const claims = await tokens.verify(token, at);
      if (!claims) return null;
      const session = await repository.findSessionWithUser(claims.sessionId);
      if (!session || session.revokedAt !== null || session.expiresAt <= at || session.userId !== claims.userId) return null;
      const user: AuthUser = { id: session.userId, nickname: session.username, avatarUrl: session.avatarUrl, role: toRole(session.role) };
      const lifetime = lifetimeOf(session.rememberMe === 1);
      if (claims.expiresAt - at >= lifetime / 2) return { user, renewedToken: null };
      const expiresAt = at + lifetime;
      if (!(await repository.extendSession(session.id, expiresAt))) return null;
      return { user, renewedToken: await tokens.sign({ sessionId: session.id, userId: session.userId, issuedAt: at, expiresAt }) };
    },

    /** Revoke the session of `token` if the token is valid; anything else is a no-op (logout always succeeds). */
    async revoke(token: string | null): Promise<void> {
      if (!token) return;
      const claims = await tokens.verify(token, now());
      if (claims) await repository.revokeSession(claims.sessionId, now());
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
