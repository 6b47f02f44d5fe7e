/**
 * Storage of quota counters: the only place that queries `quota_counters`
 * (docs/decisions/0009-quotas.md). Same statements on SQLite and PostgreSQL.
 *
 * Each charge is ONE conditional upsert that can never push a counter past its limit, however many
 * requests run at once and on however many instances:
 *
 *   INSERT INTO quota_counters (…, used, …) VALUES (…, :amount, …)
 *   ON CONFLICT (subject_kind, subject_id, api_name, window_key)
 *   DO UPDATE SET used = quota_counters.used + excluded.used, …
 *   WHERE quota_counters.used + excluded.used <= :limit
 *   RETURNING used
 *
 * No row back means refused. PostgreSQL evaluates the DO UPDATE condition on the latest committed
 * version of the row after locking it; SQLite runs one writer at a time. The caller checks
 * `amount <= limit` before, which covers the INSERT branch (a fresh counter).
 */
import type { Kysely, Transaction } from 'kysely';
import type { QuotaCounterKey } from '../../lib/quota.js';
import type { Database } from '../../db/schema.js';

/** One counter to charge: its key, its limit and when its window ends (epoch ms). */
export interface CounterCharge {
  key: QuotaCounterKey;
  limit: number;
  windowEnd: number;
}

/** Thrown inside a charge transaction to roll it back; carries the refused counter's index. */
class ChargeRefused extends Error {
  constructor(readonly index: number) {
    super('quota charge refused');
  }
}

/** Builds the quota repository over `db`. */
export function createQuotaRepository(db: Kysely<Database>) {
  const chargeOne = async (executor: Kysely<Database> | Transaction<Database>, charge: CounterCharge, amount: number, now: number): Promise<boolean> => {
    const row = await executor
      .insertInto('quotaCounters')
      .values({ ...charge.key, used: amount, windowEnd: charge.windowEnd, updatedAt: now })
      .onConflict((oc) =>
        oc
          .columns(['subjectKind', 'subjectId', 'apiName', 'windowKey'])
          .doUpdateSet((eb) => ({ used: eb('quotaCounters.used', '+', eb.ref('excluded.used')), updatedAt: eb.ref('excluded.updatedAt') }))
          .where((eb) => eb(eb('quotaCounters.used', '+', eb.ref('excluded.used')), '<=', charge.limit)),
      )
      .returning('used')
      .executeTakeFirst();
    return row !== undefined;
  };

  const matchKey = (key: QuotaCounterKey) => ({ subjectKind: key.subjectKind, subjectId: key.subjectId, apiName: key.apiName, windowKey: key.windowKey });

  return {
    /**
     * Charge `amount` to every counter in `charges`, in the given order, all or none (one
     * transaction when there are several). The caller has checked `amount <= limit` for each.
     * @returns null when all were charged, else the index of the first counter that refused.
     */
    async consume(charges: readonly CounterCharge[], amount: number, now: number): Promise<number | null> {
      const [only] = charges;
      if (!only) return null;
      if (charges.length === 1) return (await chargeOne(db, only, amount, now)) ? null : 0;
      try {
        await db.transaction().execute(async (trx) => {
          for (const [index, charge] of charges.entries()) {
            if (!(await chargeOne(trx, charge, amount, now))) throw new ChargeRefused(index);
          }
        });
        return null;
      } catch (error) {
        if (error instanceof ChargeRefused) return error.index;
        throw error;
      }
    },

    /** Give `amount` back to each counter, never below 0 (one transaction). Missing counters stay missing. */
    async refund(keys: readonly QuotaCounterKey[], amount: number, now: number): Promise<void> {
      if (keys.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (const key of keys) {
          await trx
            .updateTable('quotaCounters')
            .set((eb) => ({
              used: eb.case().when('used', '>', amount).then(eb('used', '-', amount)).else(0).end(),
              updatedAt: now,
            }))
            .where((eb) => eb.and(matchKey(key)))
            .execute();
        }
      });
    },

    /** `used` of each key (0 for counters never charged), in the order of `keys`. */
    async usedOf(keys: readonly QuotaCounterKey[]): Promise<number[]> {
      if (keys.length === 0) return [];
      const rows = await db
        .selectFrom('quotaCounters')
        .select(['subjectKind', 'subjectId', 'apiName', 'windowKey', 'used'])
        .where((eb) => eb.or(keys.map((key) => eb.and(matchKey(key)))))
        .execute();
      return keys.map(
        (key) =>
          rows.find((r) => r.subjectKind === key.subjectKind && r.subjectId === key.subjectId && r.apiName === key.apiName && r.windowKey === key.windowKey)?.used ?? 0,
      );
    },

    /** Delete counters whose window ended before `before` (housekeeping); returns how many. */
    async deleteEnded(before: number): Promise<number> {
      const result = await db.deleteFrom('quotaCounters').where('windowEnd', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** The quota repository. */
export type QuotaRepository = ReturnType<typeof createQuotaRepository>;
