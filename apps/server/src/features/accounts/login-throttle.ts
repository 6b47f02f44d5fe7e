/**
 * Brute-force defence of login, per account name (normalised email or phone, whether or not it is
 * registered, so unknown accounts behave the same): after 5 consecutive failures each further
 * attempt waits 0.5 s, 1 s, 2 s, 4 s, then 8 s before it is checked; 10 failures within 15 minutes
 * lock the name for 15 minutes (spec §8 "account locked"); a success clears the failures. Nothing
 * is permanent. At most 10 passwords are ever compared per name in 15 minutes, well under NIST
 * SP 800-63B §5.2.2's 100 failures per account.
 *
 * Every attempt reserves its place in the failure log before the password is compared, in one
 * atomic operation of the shared limit store (a Lua script on Redis, synchronous code in memory):
 * attempts still in flight count, so a burst of concurrent guesses cannot slip past the lock. The
 * reservation stays as the failure when the password is wrong and is cleared on success. Counters
 * live in the shared limit store, so every instance on one Redis sees the same ones.
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

export interface LoginThrottleDeps {
  limits: LimitStore;
  /** Clock, epoch ms. */
  now: () => number;
  /** Waits `ms` (tests record instead of waiting). */
  sleep: (ms: number) => Promise<void>;
}

/** One login attempt admitted by {@link LoginThrottle.beforeAttempt}. */
export interface LoginAttempt {
  /** Normalised account name (email or phone) the attempt is for. */
  account: string;
  /** Attempts in the failure window including this one (its reservation). */
  count: number;
}

/**
 * Login brute-force defence per account name (see module comment): delays after 5 failures, a
 * 15-minute lock after 10 within 15 minutes. `beforeAttempt` throws AppError ACCOUNT_LOCKED (403).
 */
export function createLoginThrottle({ limits, now, sleep }: LoginThrottleDeps) {
  const failuresKey = (account: string) => `login-failures:${account}`;
  const lockKey = (account: string) => `login-lock:${account}`;

  /** Lock `account` from `at` for {@link LOGIN_LOCK_MS}, and the error telling so. */
  async function lock(account: string, at: number): Promise<AppError> {
    await limits.holdUntil(lockKey(account), at + LOGIN_LOCK_MS, at);
    return new AppError('ACCOUNT_LOCKED', { params: { minutes: Math.ceil(LOGIN_LOCK_MS / 60_000) } });
  }

  return {
    /**
     * Call before checking a password for `account`: refuses a locked name, reserves this attempt
     * as a failure (atomically, so concurrent attempts see each other), and waits out the
     * progressive delay after repeated failures. The reservation is the attempt's failure unless
     * {@link recordSuccess} clears it.
     * @returns the attempt: how many attempts (failed or in flight) the window holds with this one.
     * @throws AppError ACCOUNT_LOCKED (403, `minutes` left) while the name is locked, or when the
     *   window already holds 10 attempts (the name is then locked).
     */
    async beforeAttempt(account: string): Promise<LoginAttempt> {
      const at = now();
      const lockedUntil = await limits.heldUntil(lockKey(account), at);
      if (lockedUntil !== null) throw new AppError('ACCOUNT_LOCKED', { params: { minutes: Math.max(1, Math.ceil((lockedUntil - at) / 60_000)) } });
      const reserved = await limits.take(failuresKey(account), { max: LOGIN_LOCK_AFTER_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS, now: at });
      if (!reserved.allowed) throw await lock(account, at);
      const delay = loginDelayMs(reserved.count - 1);
      if (delay > 0) await sleep(delay);
      return { account, count: reserved.count };
    },

    /** The attempt's password was wrong: its reservation stays; the 10th within 15 minutes locks the name. */
    async recordFailure(attempt: LoginAttempt): Promise<void> {
      if (attempt.count >= LOGIN_LOCK_AFTER_FAILURES) await lock(attempt.account, now());
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

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
