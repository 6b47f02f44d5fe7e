/**
 * Per-feature quotas of every metered call (spec §6 levels and limits, §8 429/448;
 * docs/decisions/0009-quotas.md). Which counters apply to a call:
 * - visitor: its fingerprint's daily counter (free visitor tier) and the daily ceiling shared by
 *   all visitors of its client address; without a fingerprint only the ceiling;
 * - logged-in user with an active, unexpired membership ("member"): the level's daily counter and
 *   its `timeLimitHours` window counter, both under subject kind `member`, so a purchase does not
 *   inherit what the free tier used today;
 * - other logged-in users: the free user tier's daily counter.
 * Unlimited (999999) counters are never charged. The charged counters are taken all or none, in a
 * fixed order (so concurrent transactions on PostgreSQL lock them in the same order, no deadlock).
 */
import { UNLIMITED } from '@dali/shared/constants';
import type { MeteredApi } from '@dali/shared/contracts/membership';
import { AppError } from '../../lib/app-error.js';
import type { QuotaCounterKey, QuotaGate, QuotaPayer, QuotaReceipt, QuotaRemaining, QuotaSubject } from '../../lib/quota.js';
import { isMembershipLevel, type MembershipConfig } from './membership-config.js';
import type { MembershipRepository } from './membership.repository.js';
import type { CounterCharge, QuotaRepository } from './quota.repository.js';
import { membershipWindow, shanghaiDay } from './quota-windows.js';

/** Dependencies of the quota service. */
export interface QuotaServiceDeps {
  config: MembershipConfig;
  quotas: QuotaRepository;
  memberships: Pick<MembershipRepository, 'findMembership'>;
  /** Clock, epoch ms. */
  now: () => number;
}

/** The counters that apply to one call, and whose allowance they are. */
interface CounterPlan {
  payer: QuotaPayer;
  counters: CounterCharge[];
}

const sortKey = (key: QuotaCounterKey) => [key.subjectKind, key.subjectId, key.apiName, key.windowKey].join('\u0000');
/** Code-unit order of counter keys (not locale order): the same on every instance. */
const byKey = (a: CounterCharge, b: CounterCharge) => {
  const [x, y] = [sortKey(a.key), sortKey(b.key)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Builds the quota service. */
export function createQuotaService({ config, quotas, memberships, now: clock }: QuotaServiceDeps): QuotaGate {
  const refunded = new WeakSet<QuotaReceipt>();

  /** The counters of `api` for `subject` at `now`, unlimited ones included. */
  async function planFor(subject: QuotaSubject, api: MeteredApi, now: number): Promise<CounterPlan> {
    const day = shanghaiDay(now);
    const daily = (subjectKind: QuotaCounterKey['subjectKind'], subjectId: string, limit: number): CounterCharge => ({
      key: { subjectKind, subjectId, apiName: api, windowKey: day.key },
      limit,
      windowEnd: day.end,
    });
    if (subject.kind === 'visitor') {
      const counters = [daily('ip', subject.ip, config.freeTiers.visitorIp[api])];
      if (subject.fingerprint) counters.unshift(daily('visitor', subject.fingerprint, config.freeTiers.visitor[api]));
      return { payer: 'visitor', counters };
    }
    const membership = await memberships.findMembership(subject.userId);
    if (membership && membership.expireAt > now && isMembershipLevel(membership.level)) {
      const permission = config.levels[membership.level].apiPermissions.find((p) => p.apiName === api);
      if (permission) {
        const window = membershipWindow(membership.startAt, permission.timeLimitHours, now);
        return {
          payer: 'member',
          counters: [
            daily('member', subject.userId, permission.dailyLimit),
            { key: { subjectKind: 'member', subjectId: subject.userId, apiName: api, windowKey: window.key }, limit: permission.totalLimit, windowEnd: window.end },
          ],
        };
      }
    }
    return { payer: 'user', counters: [daily('user', subject.userId, config.freeTiers.user[api])] };
  }

  // `seconds` (until the window resets, by this service's clock) becomes the 429's Retry-After.
  const limitError = (payer: QuotaPayer, api: MeteredApi, counter: CounterCharge, now: number) =>
    new AppError(payer === 'visitor' ? 'ANONYMOUS_LIMIT' : 'QUOTA_EXHAUSTED', {
      params: { seconds: Math.max(1, Math.ceil((counter.windowEnd - now) / 1000)) },
      data: { apiName: api, limit: counter.limit, resetsAt: new Date(counter.windowEnd).toISOString() },
    });

  return {
    /**
     * Take `amount` (default 1; a positive integer: calls, or characters for translation_chars) of
     * `api` from every limited counter that applies to `subject` at `now` (default: the clock), all
     * or none.
     * @returns the receipt for {@link refundQuota}.
     * @throws AppError ANONYMOUS_LIMIT (429) for visitors, QUOTA_EXHAUSTED (448) for logged-in users
     *   (free or member) when a counter would pass its limit; `data { apiName, limit, resetsAt }`,
     *   `params.seconds` until that counter resets (the 429's Retry-After).
     * @throws RangeError for an amount that is not a positive integer (a caller bug).
     */
    async consumeQuota({ subject, api, amount = 1, now = clock() }) {
      if (!Number.isSafeInteger(amount) || amount < 1) throw new RangeError(`quota amount must be a positive integer, got ${amount}`);
      const plan = await planFor(subject, api, now);
      const charged = plan.counters.filter((c) => c.limit < UNLIMITED).sort(byKey);
      // An amount above a limit can never fit; refusing here also keeps the upsert's INSERT branch honest.
      const tooLarge = charged.find((c) => amount > c.limit);
      if (tooLarge) throw limitError(plan.payer, api, tooLarge, now);
      const refusedAt = await quotas.consume(charged, amount, now);
      const refused = refusedAt === null ? undefined : charged[refusedAt];
      if (refused) throw limitError(plan.payer, api, refused, now);
      return { api, amount, payer: plan.payer, counters: charged.map((c) => c.key), at: now };
    },

    /** Give back what `receipt` took, never below 0; only once per receipt object. */
    async refundQuota(receipt) {
      if (refunded.has(receipt)) return;
      refunded.add(receipt);
      await quotas.refund(receipt.counters, receipt.amount, clock());
    },

    /** What `subject` has left of `api` at `now` (default: the clock); see {@link QuotaRemaining}. */
    async remainingQuota(subject, api, now = clock()) {
      const plan = await planFor(subject, api, now);
      const limited = plan.counters.filter((c) => c.limit < UNLIMITED);
      if (limited.length === 0) return { api, payer: plan.payer, remaining: UNLIMITED, limit: UNLIMITED, unlimited: true, resetsAt: null };
      const used = await quotas.usedOf(limited.map((c) => c.key));
      let tightest: QuotaRemaining | undefined;
      for (const [index, counter] of limited.entries()) {
        const remaining = Math.max(0, counter.limit - (used[index] ?? 0));
        if (!tightest || remaining < tightest.remaining || (remaining === tightest.remaining && counter.limit < tightest.limit)) {
          tightest = { api, payer: plan.payer, remaining, limit: counter.limit, unlimited: false, resetsAt: counter.windowEnd };
        }
      }
      return tightest ?? { api, payer: plan.payer, remaining: UNLIMITED, limit: UNLIMITED, unlimited: true, resetsAt: null };
    },
  };
}
