/**
 * Who is calling: every request gets `request.user`, the logged-in user or null, resolved once in an
 * `onRequest` hook by the `authenticate` function given to `buildApp` (spec §6 roles, §7 bearer
 * token). The app uses the accounts feature's resolver (JWT + session row,
 * features/accounts/accounts.authenticate.ts); `authenticateNobody` and the test resolver
 * (src/test/test-auth.ts) can be given instead.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRole } from '@dali/shared/contracts/auth';
import { AppError } from '../lib/app-error.js';

/** The logged-in user as the rest of the server sees it. */
export interface AuthUser {
  /** 18-digit user id, a string (spec §3). */
  id: string;
  /** Display name: username, else email, else phone (spec §2 navbar rule). */
  nickname: string;
  /** Avatar image URL, or null for the default image. */
  avatarUrl: string | null;
  /** `USER` or `ADMIN`. */
  role: UserRole;
}

/**
 * Resolves the caller of a request: the user, or null for a visitor. May throw an AppError
 * (e.g. SESSION_EXPIRED for an expired token) to reject the request outright, and may set response
 * headers on `reply` (the renewed token of spec §7 `x-new-access-token`).
 */
export type Authenticate = (request: FastifyRequest, reply: FastifyReply) => AuthUser | null | Promise<AuthUser | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null for a visitor (set by plugins/auth.ts before any handler). */
    user: AuthUser | null;
  }
}

/** `authenticate` resolves each request's `request.user` (null for a visitor) before any handler. */
export interface AuthOptions {
  authenticate: Authenticate;
}

/** A resolver for which nobody is logged in (every write that needs a user answers 401). */
export const authenticateNobody: Authenticate = () => null;

async function authPlugin(app: FastifyInstance, { authenticate }: AuthOptions): Promise<void> {
  app.decorateRequest('user', null);
  app.addHook('onRequest', (request, reply, done) => {
    // Synchronous resolvers (the default) keep the hot path free of a promise per request.
    let result: ReturnType<Authenticate>;
    try {
      result = authenticate(request, reply);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (result instanceof Promise) {
      result.then(
        (user) => {
          request.user = user;
          done();
        },
        (error: unknown) => done(error as Error),
      );
      return;
    }
    request.user = result;
    done();
  });
}

/** Registers `request.user` for the whole app. */
export const auth = fp(authPlugin, { name: 'auth' });

/**
 * The logged-in user of `request`.
 * @throws AppError NOT_LOGGED_IN (HTTP 401, spec §8 "not logged in") for a visitor.
 */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('NOT_LOGGED_IN');
  return request.user;
}

/**
 * Route `onRequest` hook for routes that need a user: a visitor gets 401 "not logged in" before the
 * body is parsed or validated (so a visitor never sees a 400 or uploads files for nothing).
 */
export const userRequired: onRequestHookHandler = (request, _reply, done) => {
  done(request.user ? undefined : new AppError('NOT_LOGGED_IN'));
};

/**
 * Route `onRequest` hook for admin routes: a visitor gets 401 "not logged in", a user who is not an
 * admin 403 FORBIDDEN, before the body is read.
 */
export const adminRequired: onRequestHookHandler = (request, _reply, done) => {
  if (!request.user) return done(new AppError('NOT_LOGGED_IN'));
  done(request.user.role === 'ADMIN' ? undefined : new AppError('FORBIDDEN'));
};
