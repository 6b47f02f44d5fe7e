/**
 * Storage of verification codes: the only place that queries `verification_codes` (consumption
 * happens in accounts.repository.ts, in the transaction of the change the code authorises).
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, VerificationCodesTable } from '../../db/schema.js';

/** A stored code row. */
export type VerificationCodeRow = Selectable<VerificationCodesTable>;

/** Builds the verification-code repository over `db`. */
export function createVerificationCodesRepository(db: Kysely<Database>) {
  return {
    /** Insert a new code row. */
    async insert(row: VerificationCodeRow): Promise<void> {
      await db.insertInto('verificationCodes').values(row).execute();
    },

    /**
     * Codes still usable for `purpose` and `destination` at `now`: unconsumed, unexpired, fewer
     * than `maxAttempts` wrong guesses. Newest first (normally one, at most one per send).
     */
    async findUsable(input: { purpose: string; destination: string; now: number; maxAttempts: number }): Promise<VerificationCodeRow[]> {
      return db
        .selectFrom('verificationCodes')
        .selectAll()
        .where('purpose', '=', input.purpose)
        .where('destination', '=', input.destination)
        .where('consumedAt', 'is', null)
        .where('expiresAt', '>', input.now)
        .where('attempts', '<', input.maxAttempts)
        .orderBy('createdAt', 'desc')
        .limit(10)
        .execute();
    },

    /**
     * Count one wrong guess against each of `ids`, in one statement that never raises a count past
     * `maxAttempts` (so concurrent guesses cannot exceed the limit).
     */
    async addWrongAttempt(ids: string[], maxAttempts: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('verificationCodes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', ids)
        .where('attempts', '<', maxAttempts)
        .execute();
    },

    /** Delete codes that expired before `before` (housekeeping). */
    async deleteExpired(before: number): Promise<number> {
      const result = await db.deleteFrom('verificationCodes').where('expiresAt', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** The verification-code repository. */
export type VerificationCodesRepository = ReturnType<typeof createVerificationCodesRepository>;
