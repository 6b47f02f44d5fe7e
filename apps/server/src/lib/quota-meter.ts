/**
 * Route-level quota helper for metered features (chat, planner, translation, voice; spec §6, §8):
 * resolves who pays from the request (`request.user`, else the `x-visitor-fingerprint` header and
 * the client address `request.ip`) and consumes, refunds or reads through a {@link QuotaGate}.
 *
 * Two ways to use it in a route:
 * - `...quotaMeter.metered('planner')` in the route options: consumes before the handler (after
 *   validation, so a bad request costs nothing) and refunds when the answer is a 5xx;
 * - `await quotaMeter.consume(request, 'translation_chars', text.length)` in the handler, and
 *   `quotaMeter.refund(receipt)` when the work fails on our side (e.g. a stream that breaks after
 *   its 200 status was sent).
 * Over the limit both throw AppError ANONYMOUS_LIMIT (429, visitors) or QUOTA_EXHAUSTED (448, users).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { VISITOR_FINGERPRINT_HEADER, type MeteredApi } from '@dali/shared/contracts/membership';
import type { QuotaGate, QuotaReceipt, QuotaRemaining, QuotaSubject } from './quota.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The quota helper of metered routes (features/membership builds it; app.ts decorates it). */
    quotaMeter: QuotaMeter;
  }
}

/** A usable visitor fingerprint: 8–128 visible ASCII characters (spec §3 `visitorFingerprint`). */
const FINGERPRINT = /^[\x21-\x7e]{8,128}$/;

/** `value` trimmed when it is a usable visitor fingerprint, else null (treated as no fingerprint). */
export function visitorFingerprint(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return FINGERPRINT.test(trimmed) ? trimmed : null;
}

/** Who pays for a metered call of `request`: the logged-in user, else the visitor (fingerprint header + client address). */
export function quotaSubjectOf(request: FastifyRequest): QuotaSubject {
  if (request.user) return { kind: 'user', userId: request.user.id };
  return { kind: 'visitor', fingerprint: visitorFingerprint(request.headers[VISITOR_FINGERPRINT_HEADER]), ip: request.ip };
}

/** Builds the route helper over `gate` (the membership feature's quota service). */
export function createQuotaMeter(gate: QuotaGate) {
  // Receipts of the metered() hooks, per request, so the refund hook finds what the request paid.
  const receipts = new WeakMap<FastifyRequest, QuotaReceipt>();

  const refundOf = async (request: FastifyRequest) => {
    const receipt = receipts.get(request);
    if (!receipt) return;
    receipts.delete(request);
    try {
      await gate.refundQuota(receipt);
    } catch (err) {
      // The answer is already an error; a lost refund costs the caller one use, which is logged.
      request.log.warn({ err, api: receipt.api, amount: receipt.amount }, 'could not refund a quota after a failed call');
    }
  };

  return {
    /** Who pays for `request` (see {@link quotaSubjectOf}). */
    subjectOf: quotaSubjectOf,

    /**
     * Take `amount` (default 1; characters for translation_chars) of `api` for the caller of `request`.
     * @throws AppError ANONYMOUS_LIMIT (429) for visitors, QUOTA_EXHAUSTED (448) for logged-in users.
     */
    consume(request: FastifyRequest, api: MeteredApi, amount = 1): Promise<QuotaReceipt> {
      return gate.consumeQuota({ subject: quotaSubjectOf(request), api, amount });
    },

    /** Give back what `receipt` took (when the metered work failed on our side). */
    refund(receipt: QuotaReceipt): Promise<void> {
      return gate.refundQuota(receipt);
    },

    /** What the caller of `request` has left of `api` today / in its window. */
    remaining(request: FastifyRequest, api: MeteredApi): Promise<QuotaRemaining> {
      return gate.remainingQuota(quotaSubjectOf(request), api);
    },

    /**
     * Route hooks to spread into a route's options: `preHandler` consumes `amount` of `api` (a number,
     * or computed from the validated request, e.g. `metered<{ text: string }>('translation_chars',
     * (request) => request.body.text.length)`), `onSend` refunds it when the answer is a 5xx. The
     * receipt is available to the handler through {@link receiptOf}.
     */
    metered<Body = unknown>(api: MeteredApi, amount: number | ((request: FastifyRequest<{ Body: Body }>) => number) = 1) {
      return {
        preHandler: async (request: FastifyRequest) => {
          // preHandler runs after validation, so the body has the route schema's shape.
          const units = typeof amount === 'number' ? amount : amount(request as FastifyRequest<{ Body: Body }>);
          receipts.set(request, await gate.consumeQuota({ subject: quotaSubjectOf(request), api, amount: units }));
        },
        onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
          if (reply.statusCode >= 500) await refundOf(request);
          return payload;
        },
      };
    },

    /** The receipt the `metered()` hooks took for `request`, if any. */
    receiptOf(request: FastifyRequest): QuotaReceipt | undefined {
      return receipts.get(request);
    },
  };
}

/**
 * What {@link createQuotaMeter} returns: consume, refund and remaining for a request's caller, and
 * the `metered()` route hooks that charge before the handler and refund a 5xx.
 */
export type QuotaMeter = ReturnType<typeof createQuotaMeter>;
