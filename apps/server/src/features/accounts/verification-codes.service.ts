/**
 * Verification codes for registration and password reset (spec §4 code button, §5 "exactly 6",
 * §9 resend wait 60 s): 6 digits from a CSPRNG (`crypto.randomInt`), stored only as HMAC-SHA256
 * bound to purpose and destination, valid 10 minutes, single use, dead after 5 attempts (each attempt is counted before the comparison).
 * Sending is limited per destination (one per 60 s per purpose, five per hour in all) and per client
 * address (RATE_LIMIT_CODES_PER_HOUR), in the shared limit store.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_RESEND_WAIT_S, VERIFY_CODE_LENGTH } from '@dali/shared/constants';
import type { AuthType } from '@dali/shared/validation/auth';
import { AppError } from '../../lib/app-error.js';
import type { LimitStore } from '../../lib/limit-store.js';
import type { CodePurpose } from './code-messages.js';
import type { VerificationCodesRepository } from './verification-codes.repository.js';

/** How long a code stays valid, ms. */
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong guesses after which a code is dead. */
export const CODE_MAX_ATTEMPTS = 5;
/** Codes sent to one destination per hour, whatever the purpose. */
export const CODE_SENDS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

export interface VerificationCodesDeps {
  repository: VerificationCodesRepository;
  limits: LimitStore;
  /** HMAC key of stored codes (auth-secret.ts). */
  codeKey: Uint8Array;
  /** Code sends per client address per hour. */
  sendsPerIpPerHour: number;
  /** Clock, epoch ms. */
  now: () => number;
  /** Id source for code rows. */
  nextId: () => string;
}

/** A code just issued: the plain code (to deliver, never stored) and its expiry (epoch ms). */
export interface IssuedCode {
  code: string;
  expiresAt: number;
}

/**
 * Verification codes (spec §4, §5, §9; see module comment): send limits, issuing and single-use
 * checks. Throws AppError CODE_RESEND_WAIT, CODE_SEND_LIMIT, TOO_MANY_REQUESTS (429) or CODE_INVALID.
 */
export function createVerificationCodesService(deps: VerificationCodesDeps) {
  const hashCode = (purpose: CodePurpose, destination: string, code: string) =>
    createHmac('sha256', deps.codeKey).update(`${purpose}\n${destination}\n${code}`).digest();
  const waitKey = (purpose: CodePurpose, destination: string) => `code-wait:${purpose}:${destination}`;

  return {
    /**
     * Check the send limits for one code to `destination`, then the client's, and record the send.
     * Reset requests for unknown accounts call this too, so both answers look alike.
     * @throws AppError CODE_RESEND_WAIT (429, `seconds`) within 60 s of the previous code for this
     *   purpose; CODE_SEND_LIMIT (429, `minutes`) past five codes an hour to the destination;
     *   TOO_MANY_REQUESTS (429, `seconds`) past the client address's hourly allowance.
     */
    async reserveSend(input: { purpose: CodePurpose; destination: string; clientIp: string }): Promise<void> {
      const now = deps.now();
      const ip = await deps.limits.take(`code-ip:${input.clientIp}`, { max: deps.sendsPerIpPerHour, windowMs: HOUR_MS, now });
      if (!ip.allowed) throw new AppError('TOO_MANY_REQUESTS', { params: { seconds: Math.max(1, Math.ceil(ip.retryAfterMs / 1000)) } });
      const wait = await deps.limits.take(waitKey(input.purpose, input.destination), { max: 1, windowMs: CODE_RESEND_WAIT_S * 1000, now });
      if (!wait.allowed) throw new AppError('CODE_RESEND_WAIT', { params: { seconds: Math.max(1, Math.ceil(wait.retryAfterMs / 1000)) } });
      const hourly = await deps.limits.take(`code-hour:${input.destination}`, { max: CODE_SENDS_PER_HOUR, windowMs: HOUR_MS, now });
      if (!hourly.allowed) throw new AppError('CODE_SEND_LIMIT', { params: { minutes: Math.max(1, Math.ceil(hourly.retryAfterMs / 60_000)) } });
    },

    /** Give back the 60 s wait of a send that could not be delivered, so the person can retry at once. */
    async releaseSend(input: { purpose: CodePurpose; destination: string }): Promise<void> {
      await deps.limits.clear(waitKey(input.purpose, input.destination));
    },

    /** Create and store a new code (call {@link reserveSend} first). Earlier codes stay valid until they expire. */
    async issue(input: { purpose: CodePurpose; channel: AuthType; destination: string }): Promise<IssuedCode> {
      const now = deps.now();
      const code = String(randomInt(0, 10 ** VERIFY_CODE_LENGTH)).padStart(VERIFY_CODE_LENGTH, '0');
      const expiresAt = now + CODE_TTL_MS;
      await deps.repository.insert({
        id: deps.nextId(),
        purpose: input.purpose,
        channel: input.channel,
        destination: input.destination,
        codeHash: hashCode(input.purpose, input.destination, code).toString('hex'),
        attempts: 0,
        createdAt: now,
        expiresAt,
        consumedAt: null,
      });
      return { code, expiresAt };
    },

    /**
     * The id of the usable code for `purpose` and `destination` that equals `code` (the caller
     * consumes it in the transaction of the change). Every call first spends one of the code's
     * 5 attempts in a single conditional update, right or wrong, so concurrent guesses cannot get
     * more than 5 comparisons per code; a right guess then consumes the code anyway.
     * @throws AppError CODE_INVALID (spec §8 "code wrong or expired") when no usable code matches:
     *   wrong, expired, already used, or dead after 5 attempts.
     */
    async verify(input: { purpose: CodePurpose; destination: string; code: string }): Promise<string> {
      const reserved = await deps.repository.reserveAttempts({ ...input, now: deps.now(), maxAttempts: CODE_MAX_ATTEMPTS });
      const given = hashCode(input.purpose, input.destination, input.code);
      const match = reserved.find((row) => {
        const stored = Buffer.from(row.codeHash, 'hex');
        return stored.length === given.length && timingSafeEqual(stored, given);
      });
      if (match) return match.id;
      throw new AppError('CODE_INVALID');
    },
  };
}

export type VerificationCodesService = ReturnType<typeof createVerificationCodesService>;
