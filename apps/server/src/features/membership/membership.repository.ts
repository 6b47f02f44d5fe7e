/**
 * Storage of memberships and of the orders that granted them: the only place that queries
 * `memberships` and `membership_grants`. Same queries on SQLite and PostgreSQL.
 *
 * A grant runs in one transaction that first locks the user's row (PostgreSQL `FOR NO KEY UPDATE`;
 * SQLite runs one write transaction at a time anyway), so two orders of one user never extend from
 * the same old expiry. The unique `order_id` decides what the lock cannot: the same order granted
 * for two different users at once, or a lock-free engine; the loser then reports the earlier grant.
 */
import { PostgresAdapter, type Kysely, type Selectable } from 'kysely';
import type { Database, MembershipGrantsTable, MembershipsTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

/** A stored membership row (times epoch ms). */
export type MembershipRow = Selectable<MembershipsTable>;
/** A stored grant row (times epoch ms). */
export type GrantRow = Selectable<MembershipGrantsTable>;

/** What a grant is for; `level` and `durationHours` come from the package or the operator. */
export interface GrantRequest {
  grantId: string;
  orderId: string;
  userId: string;
  packageId: string | null;
  level: string;
  durationHours: number;
  /** Epoch ms. */
  now: number;
}

/** The membership a grant produces. */
export interface NextMembership {
  level: string;
  packageId: string | null;
  startAt: number;
  expireAt: number;
}

/** Outcome of {@link MembershipRepository.applyGrant}. */
export type GrantOutcome =
  | { outcome: 'granted'; membership: MembershipRow; grant: GrantRow }
  | { outcome: 'already-granted'; membership: MembershipRow | undefined; grant: GrantRow }
  | { outcome: 'user-missing' };

/** Outcome of {@link MembershipRepository.revokeGrant}. */
export type RevokeOutcome =
  | { outcome: 'revoked'; grant: GrantRow; membership: MembershipRow | undefined }
  | { outcome: 'already-revoked' | 'no-grant' };

/** Builds the membership repository over `db`. */
export function createMembershipRepository(db: Kysely<Database>) {
  const lockRows = db.getExecutor().adapter instanceof PostgresAdapter;
  const findMembership = (executor: Kysely<Database>, userId: string) =>
    executor.selectFrom('memberships').selectAll().where('userId', '=', userId).executeTakeFirst();
  const findGrant = (executor: Kysely<Database>, orderId: string) =>
    executor.selectFrom('membershipGrants').selectAll().where('orderId', '=', orderId).executeTakeFirst();

  return {
    /** The user's membership row (active or expired), if the user ever had one. */
    findMembership(userId: string): Promise<MembershipRow | undefined> {
      return findMembership(db, userId);
    },

    /** The grant of `orderId`, if any. */
    findGrantByOrder(orderId: string): Promise<GrantRow | undefined> {
      return findGrant(db, orderId);
    },

    /** The user whose username, normalised email or phone equals `account` (operator tools). */
    async findUserByAnyName(account: string): Promise<{ id: string; username: string } | undefined> {
      return db
        .selectFrom('users')
        .select(['id', 'username'])
        .where((eb) => eb.or([eb('username', '=', account), eb('emailNormalized', '=', account.toLowerCase()), eb('phone', '=', account)]))
        .executeTakeFirst();
    },

    /**
     * In one transaction: lock the user, and unless `orderId` was granted before, compute the new
     * membership with `decide(current)` and store it with the grant row.
     * @returns `granted`, `already-granted` (with the earlier grant and its user's membership now),
     *   or `user-missing`.
     */
    async applyGrant(request: GrantRequest, decide: (current: MembershipRow | undefined) => NextMembership): Promise<GrantOutcome> {
      try {
        return await db.transaction().execute(async (trx): Promise<GrantOutcome> => {
          const user = await trx
            .selectFrom('users')
            .select('id')
            .where('id', '=', request.userId)
            .$if(lockRows, (qb) => qb.forNoKeyUpdate())
            .executeTakeFirst();
          if (!user) return { outcome: 'user-missing' };
          const earlier = await findGrant(trx, request.orderId);
          if (earlier) return { outcome: 'already-granted', grant: earlier, membership: await findMembership(trx, earlier.userId) };

          const current = await findMembership(trx, request.userId);
          const next = decide(current);
          const grant: GrantRow = {
            id: request.grantId,
            orderId: request.orderId,
            userId: request.userId,
            packageId: request.packageId,
            level: request.level,
            durationHours: request.durationHours,
            startAt: next.startAt,
            expireAt: next.expireAt,
            createdAt: request.now,
            revokedAt: null,
          };
          await trx.insertInto('membershipGrants').values(grant).execute();
          const membership: MembershipRow = { userId: request.userId, ...next, createdAt: current?.createdAt ?? request.now, updatedAt: request.now };
          await trx
            .insertInto('memberships')
            .values(membership)
            .onConflict((oc) => oc.column('userId').doUpdateSet({ level: next.level, packageId: next.packageId, startAt: next.startAt, expireAt: next.expireAt, updatedAt: request.now }))
            .execute();
          return { outcome: 'granted', grant, membership };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const earlier = await findGrant(db, request.orderId);
        if (!earlier) throw error;
        return { outcome: 'already-granted', grant: earlier, membership: await findMembership(db, earlier.userId) };
      }
    },

    /**
     * Take the time of the grant of `orderId` back off its user's membership (a refund), once: in
     * one transaction lock the user, mark the grant revoked only if it was not (conditional
     * update), then shorten the membership by the grant's hours, never below its start.
     * @returns `revoked` with the membership after, `already-revoked`, or `no-grant`.
     */
    async revokeGrant(orderId: string, now: number): Promise<RevokeOutcome> {
      return db.transaction().execute(async (trx): Promise<RevokeOutcome> => {
        const grant = await findGrant(trx, orderId);
        if (!grant) return { outcome: 'no-grant' };
        await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', grant.userId)
          .$if(lockRows, (qb) => qb.forNoKeyUpdate())
          .executeTakeFirst();
        const marked = await trx.updateTable('membershipGrants').set({ revokedAt: now }).where('orderId', '=', orderId).where('revokedAt', 'is', null).executeTakeFirst();
        if (Number(marked.numUpdatedRows) === 0) return { outcome: 'already-revoked' };
        const current = await findMembership(trx, grant.userId);
        if (!current) return { outcome: 'revoked', grant: { ...grant, revokedAt: now }, membership: undefined };
        const expireAt = Math.max(current.startAt, current.expireAt - grant.durationHours * 3_600_000);
        await trx.updateTable('memberships').set({ expireAt, updatedAt: now }).where('userId', '=', grant.userId).execute();
        return { outcome: 'revoked', grant: { ...grant, revokedAt: now }, membership: { ...current, expireAt, updatedAt: now } };
      });
    },
  };
}

/** The membership repository. */
export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
