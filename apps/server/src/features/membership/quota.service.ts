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
 * fixed order (so concurrent transactions on PostgreSQL lock them in the same order, no deadlock),
 * each by one conditional upsert (quota.repository.ts): the limit is enforced there, never by a read.
 *
 * What a caller is told — the remaining count (`remainingQuota`) and the `data` of a 429/448
 * refusal — comes from one function, {@link standingOf}: the binding counter of the plan with its
 * limit, used and remaining (least remaining; ties: the later reset, then the smaller limit). So the
 * two answers always name the same counter with the same numbers.
 */
import { UNLIMITED } from '@dali/shared/constants';
import type { MeteredApi, QuotaRefusalData } from '@dali/shared/contracts/membership';
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

/** One limited counter as it stands: its charge (key, limit, window end) and its used / remaining units. */
interface CounterStanding {
  counter: CounterCharge;
  used: number;
  /** `limit − used`, never below 0. */
  remaining: number;
}

/**
 * True when `a` binds tighter than `b`: less remaining; on a tie the window that ends later (the
 * caller waits for it longest), then the smaller limit. Total on distinct counters of one plan.
 */
const bindsTighter = (a: CounterStanding, b: CounterStanding) =>
  a.remaining !== b.remaining
    ? a.remaining < b.remaining
    : a.counter.windowEnd !== b.counter.windowEnd
      ? a.counter.windowEnd > b.counter.windowEnd
      : a.counter.limit < b.counter.limit;

/**
 * The binding counter of `limited` given each one's `used` (same order), or undefined when
 * `limited` is empty (every counter of the plan is unlimited). Pure: shared by the remaining count
 * and the refusals.
 */
function bindingOf(limited: readonly CounterCharge[], used: readonly number[]): CounterStanding | undefined {
  let binding: CounterStanding | undefined;
  for (const [index, counter] of limited.entries()) {
    const spent = used[index] ?? 0;
    const standing = { counter, used: spent, remaining: Math.max(0, counter.limit - spent) };
    if (!binding || bindsTighter(standing, binding)) binding = standing;
  }
  return binding;
}

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

  /**
   * The one source of what a caller is told about `api` under `plan`: the binding limited counter
   * (see {@link bindingOf}) with its used and remaining units, read in one query; undefined when
   * every counter is unlimited. A read for reporting only — limits are enforced by the upserts.
   */
  async function standingOf(plan: CounterPlan): Promise<CounterStanding | undefined> {
    const limited = plan.counters.filter((c) => c.limit < UNLIMITED);
    if (limited.length === 0) return undefined;
    return bindingOf(limited, await quotas.usedOf(limited.map((c) => c.key)));
  }

  /** {@link QuotaRemaining} of `standing` (unlimited when there is none). */
  const remainingOf = (api: MeteredApi, plan: CounterPlan, standing: CounterStanding | undefined): QuotaRemaining =>
    standing
      ? { api, payer: plan.payer, remaining: standing.remaining, limit: standing.counter.limit, used: standing.used, unlimited: false, resetsAt: standing.counter.windowEnd }
      : { api, payer: plan.payer, remaining: UNLIMITED, limit: UNLIMITED, used: 0, unlimited: true, resetsAt: null };

  /**
   * The 429/448 of a refused charge: `data` names the binding counter as `remainingQuota` would
   * right now (read after the refusal, so both answers agree); `refused` (a counter that refused)
   * stands in only if nothing limited is left to read, which a refusal rules out. `params.seconds`
   * (until that counter's window ends, by this service's clock) becomes the 429's Retry-After.
   */
  async function refusal(plan: CounterPlan, api: MeteredApi, refused: CounterCharge, now: number): Promise<AppError> {
    const standing = (await standingOf(plan)) ?? { counter: refused, used: refused.limit, remaining: 0 };
    const data: QuotaRefusalData = {
      apiName: api,
      subject: plan.payer,
      limit: standing.counter.limit,
      remaining: standing.remaining,
      resetsAt: new Date(standing.counter.windowEnd).toISOString(),
    };
    return new AppError(plan.payer === 'visitor' ? 'ANONYMOUS_LIMIT' : 'QUOTA_EXHAUSTED', {
      params: { seconds: Math.max(1, Math.ceil((standing.counter.windowEnd - now) / 1000)) },
      data,
    });
  }

  return {
    /**
     * Take `amount` (default 1; a positive integer: calls, or characters for translation_chars) of
     * `api` from every limited counter that applies to `subject` at `now` (default: the clock), all
     * or none.
     * @returns the receipt for {@link refundQuota}.
     * @throws AppError ANONYMOUS_LIMIT (429) for visitors, QUOTA_EXHAUSTED (448) for logged-in users
     *   (free or member) when a counter would pass its limit; `data` {@link QuotaRefusalData}
     *   `{ apiName, subject, limit, remaining, resetsAt }` of the binding counter, exactly what
     *   {@link remainingQuota} reports (spec §7, §8); `params.seconds` until that counter resets
     *   (the 429's Retry-After).
     * @throws RangeError for an amount that is not a positive integer (a caller bug).
     */
    async consumeQuota({ subject, api, amount = 1, now = clock() }) {
      if (!Number.isSafeInteger(amount) || amount < 1) throw new RangeError(`quota amount must be a positive integer, got ${amount}`);
      const plan = await planFor(subject, api, now);
      const charged = plan.counters.filter((c) => c.limit < UNLIMITED).sort(byKey);
      // An amount above a limit can never fit; refusing here also keeps the upsert's INSERT branch honest.
      const tooLarge = charged.find((c) => amount > c.limit);
      if (tooLarge) throw await refusal(plan, api, tooLarge, now);
      const refusedAt = await quotas.consume(charged, amount, now);
      const refused = refusedAt === null ? undefined : charged[refusedAt];
      if (refused) throw await refusal(plan, api, refused, now);
      return { api, amount, payer: plan.payer, counters: charged.map((c) => c.key), at: now };
    },

    /** Give back what `receipt` took, never below 0; only once per receipt object. */
    async refundQuota(receipt) {
      if (refunded.has(receipt)) return;
      refunded.add(receipt);
      await quotas.refund(receipt.counters, receipt.amount, clock());
    },

    /**
     * What `subject` has left of `api` at `now` (default: the clock): the binding counter, the same
     * one a refusal at that moment reports; see {@link QuotaRemaining}.
     */
    async remainingQuota(subject, api, now = clock()) {
      const plan = await planFor(subject, api, now);
      return remainingOf(api, plan, await standingOf(plan));
    },
  };
}
