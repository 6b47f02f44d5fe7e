/**
 * Access tokens (spec §7 bearer token): JWTs signed with HS256 through `jose`. Verification accepts
 * HS256 only (no `none`, no key confusion), and checks `iss`, `aud`, `exp` against the caller's
 * clock. The `jti` names a `sessions` row: the token alone never proves a live session.
 */
import { SignJWT, jwtVerify } from 'jose';

/** Issuer and audience written into and required from every token. */
export const TOKEN_ISSUER = 'dali-guide';
export const TOKEN_AUDIENCE = 'dali-guide-web';

/** What a valid token says. Times in epoch ms. */
export interface TokenClaims {
  sessionId: string;
  userId: string;
  issuedAt: number;
  expiresAt: number;
}

/** Signs and verifies access tokens with one key. */
export interface AccessTokens {
  /** A compact JWS for `claims` (seconds precision; `expiresAt` is rounded down to a second). */
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of `token` when its signature, algorithm, issuer, audience and expiry hold at `now`; else null. */
  verify(token: string, now: number): Promise<TokenClaims | null>;
}

/** Builds the token signer over a 32-byte HMAC key. */
export function createAccessTokens(key: Uint8Array): AccessTokens {
  return {
    sign: ({ sessionId, userId, issuedAt, expiresAt }) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(userId)
        .setJti(sessionId)
        .setIssuedAt(Math.floor(issuedAt / 1000))
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .sign(key),
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          currentDate: new Date(now),
          requiredClaims: ['sub', 'jti', 'exp', 'iat'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || payload.exp === undefined || payload.iat === undefined) return null;
        return { sessionId: payload.jti, userId: payload.sub, issuedAt: payload.iat * 1000, expiresAt: payload.exp * 1000 };
      } catch {
        return null;
      }
    },
  };
}
