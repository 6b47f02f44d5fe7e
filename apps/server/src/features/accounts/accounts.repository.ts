/**
 * Storage of accounts and sessions: the only place that queries `users` and `sessions` (and that
 * consumes verification codes together with the account change they authorise, in one transaction).
 * Same queries on SQLite and PostgreSQL.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AuthType } from '@dali/shared/validation/auth';
import type { Database, SessionsTable, UsersTable } from '../../db/schema.js';

/** A stored user row. */
export type UserRow = Selectable<UsersTable>;
/** A stored session row. */
export type SessionRow = Selectable<SessionsTable>;

/** A session with the few user fields every authenticated request needs. */
export interface SessionWithUser extends SessionRow {
  username: string;
  avatarUrl: string | null;
  role: string;
}

/** A new account, as the service built it. */
export interface NewUser {
  id: string;
  username: string;
  email: string | null;
  emailNormalized: string | null;
  phone: string | null;
  passwordHash: string;
  languagePreference: string | null;
  timezone: string | null;
  createdAt: number;
}

/** Outcome of {@link AccountsRepository.createUserWithCode}. */
export type CreateUserOutcome = 'created' | 'code-used' | 'taken';

/**
 * Marks the verification code `codeId` consumed at `now` (epoch ms) inside `trx`, only if it is
 * still unused. False when another request consumed it first, so the caller must not go on with the
 * change the code authorises.
 */
async function consumeCode(trx: Transaction<Database>, codeId: string, now: number): Promise<boolean> {
  const consumed = await trx
    .updateTable('verificationCodes')
    .set({ consumedAt: now })
    .where('id', '=', codeId)
    .where('consumedAt', 'is', null)
    .executeTakeFirst();
  return consumed.numUpdatedRows > 0n;
}

/** Builds the accounts repository over `db`. */
export function createAccountsRepository(db: Kysely<Database>) {
  const accountColumn = (authType: AuthType) => (authType === 'EMAIL' ? 'emailNormalized' : 'phone');

  return {
    /** The user whose normalised email or phone is `account`, if any. */
    async findUserByAccount(authType: AuthType, account: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where(accountColumn(authType), '=', account).executeTakeFirst();
    },

    /** The user with this id, if any. */
    async findUserById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The user whose username, normalised email or phone equals `account` (operator tools). */
    async findUserByAnyName(account: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb.or([eb('username', '=', account), eb('emailNormalized', '=', account.toLowerCase()), eb('phone', '=', account)]))
        .executeTakeFirst();
    },

    /** Whether a user already has this username. */
    async usernameTaken(username: string): Promise<boolean> {
      return (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()) !== undefined;
    },

    /**
     * In one transaction: consume the verification code `codeId` (only if still unused) and insert
     * `user`. Returns `code-used` when another request consumed the code first, `taken` when the
     * username, email or phone is already registered (unique constraints, so concurrent registrations
     * of one account produce exactly one row); the code stays unused then.
     */
    async createUserWithCode(input: { codeId: string; user: NewUser; now: number }): Promise<CreateUserOutcome> {
      try {
        return await db.transaction().execute(async (trx) => {
          if (!(await consumeCode(trx, input.codeId, input.now))) return 'code-used' as const;
          await trx
            .insertInto('users')
            .values({ ...input.user, avatarUrl: null, role: 'USER', updatedAt: input.now })
            .execute();
          return 'created' as const;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /**
     * In one transaction: consume the code `codeId`, set the user's password hash and revoke all of
     * the user's sessions. False when the code was consumed by another request first.
     */
    async resetPasswordWithCode(input: { codeId: string; userId: string; passwordHash: string; now: number }): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await consumeCode(trx, input.codeId, input.now))) return false;
        await trx.updateTable('users').set({ passwordHash: input.passwordHash, updatedAt: input.now }).where('id', '=', input.userId).execute();
        await trx.updateTable('sessions').set({ revokedAt: input.now }).where('userId', '=', input.userId).where('revokedAt', 'is', null).execute();
        return true;
      });
    },

    /** Replace a user's password hash (rehash on login with stronger parameters). */
    async updatePasswordHash(userId: string, passwordHash: string, now: number): Promise<void> {
      await db.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', userId).execute();
    },

    /** Set a user's role; false when no user has this id. */
    async setRole(userId: string, role: string, now: number): Promise<boolean> {
      const result = await db.updateTable('users').set({ role, updatedAt: now }).where('id', '=', userId).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Insert a session row. */
    async insertSession(row: SessionRow): Promise<void> {
      await db.insertInto('sessions').values(row).execute();
    },

    /** A session and its user's display fields, if the session exists (revoked or not). */
    async findSessionWithUser(sessionId: string): Promise<SessionWithUser | undefined> {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.userId')
        .selectAll('sessions')
        .select(['users.username', 'users.avatarUrl', 'users.role'])
        .where('sessions.id', '=', sessionId)
        .executeTakeFirst();
    },

    /** Move a live session's expiry to `expiresAt`; false when it was revoked meanwhile. */
    async extendSession(sessionId: string, expiresAt: number): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ expiresAt })
        .where('id', '=', sessionId)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Delete sessions that expired before `before` (housekeeping); returns how many. */
    async deleteExpiredSessions(before: number): Promise<number> {
      const result = await db.deleteFrom('sessions').where('expiresAt', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Revoke one session (idempotent). */
    async revokeSession(sessionId: string, now: number): Promise<void> {
      await db.updateTable('sessions').set({ revokedAt: now }).where('id', '=', sessionId).where('revokedAt', 'is', null).execute();
    },
  };
}

/** The accounts repository. */
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

/** True for a unique-constraint violation on either engine (SQLite SQLITE_CONSTRAINT_UNIQUE, PostgreSQL 23505). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
