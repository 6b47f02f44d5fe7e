/**
 * Storage of verification codes: the only place that queries `verification_codes` (consumption
 * happens in accounts.repository.ts, in the transaction of the change the code authorises).
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, VerificationCodesTable } from '../../db/schema.js';

/** A selected row of the `verification_codes` table; the code itself is kept only as `codeHash`. */
export type VerificationCodeRow = Selectable<VerificationCodesTable>;

/** Inserts, attempt reservations and housekeeping of verification codes over `db`. */
export function createVerificationCodesRepository(db: Kysely<Database>) {
  return {
    /** Insert a new code row. */
    async insert(row: VerificationCodeRow): Promise<void> {
      await db.insertInto('verificationCodes').values(row).execute();
    },

    /**
     * Reserve one comparison against every code still usable for `purpose` and `destination` at
     * `now` (unconsumed, unexpired, fewer than `maxAttempts` attempts): one conditional
     * `update … set attempts = attempts + 1 where attempts < maxAttempts returning …`, so the count
     * is taken before any comparison and no amount of concurrency can compare a code more than
     * `maxAttempts` times. Returns the rows this call may compare against (their `attempts` already
     * include this one), newest first.
     */
    async reserveAttempts(input: { purpose: string; destination: string; now: number; maxAttempts: number }): Promise<VerificationCodeRow[]> {
      const rows = await db
        .updateTable('verificationCodes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('purpose', '=', input.purpose)
        .where('destination', '=', input.destination)
        .where('consumedAt', 'is', null)
        .where('expiresAt', '>', input.now)
        .where('attempts', '<', input.maxAttempts)
        .returningAll()
        .execute();
      return rows.sort((a, b) => b.createdAt - a.createdAt);
    },

    /** Delete codes that expired before `before` (housekeeping). */
    async deleteExpired(before: number): Promise<number> {
      const result = await db.deleteFrom('verificationCodes').where('expiresAt', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type VerificationCodesRepository = ReturnType<typeof createVerificationCodesRepository>;
