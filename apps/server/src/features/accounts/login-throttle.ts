/**
 * Brute-force defence of login, per account name (normalised email or phone, whether or not it is
 * registered, so unknown accounts behave the same): after 5 consecutive failures each further
 * attempt waits 0.5 s, 1 s, 2 s, 4 s, then 8 s before it is checked; 10 failures within 15 minutes
 * lock the name for 15 minutes (spec §8 "account locked"); a success clears the failures. Nothing
 * is permanent. Counters live in the shared limit store, so every instance sees the same ones.
 */
import { AppError } from '../../lib/app-error.js';
import type { LimitStore } from '../../lib/limit-store.js';

/** Consecutive failures after which attempts are slowed down. */
export const LOGIN_DELAY_AFTER_FAILURES = 5;
/** Failures within {@link LOGIN_FAILURE_WINDOW_MS} that lock the account name. */
export const LOGIN_LOCK_AFTER_FAILURES = 10;
/** Window failures are counted in, ms (15 minutes). */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** How long a lock lasts, ms (15 minutes). */
export const LOGIN_LOCK_MS = 15 * 60_000;
const MAX_DELAY_MS = 8000;

/** Delay before checking an attempt that follows `failures` consecutive failures, ms. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_DELAY_AFTER_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 500 * 2 ** (failures - LOGIN_DELAY_AFTER_FAILURES));
}

/** Dependencies of the login throttle. */
export interface LoginThrottleDeps {
  limits: LimitStore;
  /** Clock, epoch ms. */
  now: () => number;
  /** Waits `ms` (tests record instead of waiting). */
  sleep: (ms: number) => Promise<void>;
}

/** Builds the login throttle. */
export function createLoginThrottle({ limits, now, sleep }: LoginThrottleDeps) {
  const failuresKey = (account: string) => `login-failures:${account}`;
  const lockKey = (account: string) => `login-lock:${account}`;

  return {
    /**
     * Call before checking a password for `account`: refuses a locked name, and waits out the
     * progressive delay after repeated failures.
     * @throws AppError ACCOUNT_LOCKED (403, `minutes` left) while the name is locked.
     */
    async beforeAttempt(account: string): Promise<void> {
      const at = now();
      const lockedUntil = await limits.heldUntil(lockKey(account), at);
      if (lockedUntil !== null) throw new AppError('ACCOUNT_LOCKED', { params: { minutes: Math.max(1, Math.ceil((lockedUntil - at) / 60_000)) } });
      const delay = loginDelayMs(await limits.count(failuresKey(account), { windowMs: LOGIN_FAILURE_WINDOW_MS, now: at }));
      if (delay > 0) await sleep(delay);
    },

    /** Count a failure; the 10th within 15 minutes locks the name (and starts the count afresh). */
    async recordFailure(account: string): Promise<void> {
      const at = now();
      const { count } = await limits.take(failuresKey(account), { max: Number.POSITIVE_INFINITY, windowMs: LOGIN_FAILURE_WINDOW_MS, now: at });
      if (count >= LOGIN_LOCK_AFTER_FAILURES) {
        await limits.holdUntil(lockKey(account), at + LOGIN_LOCK_MS, at);
        await limits.clear(failuresKey(account));
      }
    },

    /** Forget the failures of `account` (after a successful login). */
    async recordSuccess(account: string): Promise<void> {
      await limits.clear(failuresKey(account));
    },

    /** Forget failures and any lock (after a password reset proved control of the account). */
    async unlock(account: string): Promise<void> {
      await limits.clear(failuresKey(account));
      await limits.clear(lockKey(account));
    },
  };
}

/** The login throttle. */
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
