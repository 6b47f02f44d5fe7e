/**
 * What a metered feature (chat, planner, translation, voice) needs to know of the quota service
 * (spec §6 limits, §8 429/448; docs/decisions/0009-quotas.md). The service itself lives in
 * features/membership and is handed to other features as a {@link QuotaGate} (architecture.md §2:
 * features never import each other), usually through the route helper of `quota-meter.ts`.
 */
import type { MeteredApi } from '@dali/shared/contracts/membership';

/**
 * Who pays for a metered call: a logged-in user (member allowance while a membership is active and
 * unexpired, else the free user tier), or a visitor (per fingerprint, under a ceiling shared by
 * every visitor of one client address; only that ceiling without a fingerprint).
 */
export type QuotaSubject = { kind: 'user'; userId: string } | { kind: 'visitor'; fingerprint: string | null; ip: string };

/** Whose allowance applied to a call: a visitor, a logged-in user without membership, or a member. */
export type QuotaPayer = 'visitor' | 'user' | 'member';

/** One counter row: `subjectKind` visitor (fingerprint), ip, user (free tier) or member. */
export interface QuotaCounterKey {
  subjectKind: 'visitor' | 'ip' | 'user' | 'member';
  subjectId: string;
  apiName: MeteredApi;
  /** `d:YYYY-MM-DD` (Asia/Shanghai day) or `w:<membership start ms>:<hours>:<window index>`. */
  windowKey: string;
}

/** Proof of one consumption, to give it back with {@link QuotaGate.refundQuota}. */
export interface QuotaReceipt {
  api: MeteredApi;
  /** Units taken from every counter in `counters` (1 per call; characters for translation_chars). */
  amount: number;
  payer: QuotaPayer;
  /** Counters that were charged; unlimited ones are not charged and not listed. */
  counters: readonly QuotaCounterKey[];
  /** Epoch ms of the consumption. */
  at: number;
}

/**
 * What is left of one feature for one subject, as one counter: of the limited counters that apply
 * (day, membership window, client-address ceiling) the binding one — least `remaining`; on a tie the
 * one whose window ends last (it holds the caller back longest), then the smaller `limit`.
 * `limit`, `used`, `remaining` (units: calls, or characters for translation_chars) and `resetsAt`
 * (epoch ms, end of its window) are that counter's. `unlimited` (every counter 999999): `remaining`
 * and `limit` are 999999, `used` 0 (unlimited counters are not charged) and `resetsAt` null.
 * The remaining-count routes and the 429/448 refusals both report this (spec §7, §8), so they agree.
 */
export interface QuotaRemaining {
  api: MeteredApi;
  payer: QuotaPayer;
  remaining: number;
  limit: number;
  /** Units counted so far in the binding counter's window (may exceed `limit` after a limit was lowered). */
  used: number;
  unlimited: boolean;
  resetsAt: number | null;
}

/** The quota service as metered features see it. */
export interface QuotaGate {
  /**
   * Take `amount` (default 1) of `api` from every counter that applies to `subject`, all or none.
   * @throws AppError ANONYMOUS_LIMIT (HTTP 429) for a visitor, QUOTA_EXHAUSTED (HTTP 448) for a
   *   logged-in user, when any counter would pass its limit; nothing is taken then. Its `data` is
   *   the binding counter as {@link remainingQuota} reports it (`QuotaRefusalData` of the shared
   *   membership contract).
   */
  consumeQuota(input: { subject: QuotaSubject; api: MeteredApi; amount?: number; now?: number }): Promise<QuotaReceipt>;
  /** Give a receipt's amount back (never below 0); a second refund of one receipt does nothing. */
  refundQuota(receipt: QuotaReceipt): Promise<void>;
  /** What `subject` has left of `api` at `now` (default: the service clock). */
  remainingQuota(subject: QuotaSubject, api: MeteredApi, now?: number): Promise<QuotaRemaining>;
}
