/**
 * Storage of the outbox: messages the embedded mail and SMS default keeps instead of delivering
 * (read them with `npm run outbox`). The only place that queries `outbox`.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, OutboxTable } from '../../db/schema.js';

/** A stored outbox message. */
export type OutboxRow = Selectable<OutboxTable>;

/** Inserts and reads of the outbox (messages kept instead of delivered) over `db`. */
export function createOutboxRepository(db: Kysely<Database>) {
  return {
    /** Keep one message. */
    async insert(row: OutboxRow): Promise<void> {
      await db.insertInto('outbox').values(row).execute();
    },
    /** Latest messages first, at most `limit`, optionally only those to `destination` (exact, as stored). */
    async listLatest(input: { limit: number; destination?: string }): Promise<OutboxRow[]> {
      let query = db.selectFrom('outbox').selectAll();
      if (input.destination !== undefined) query = query.where('destination', '=', input.destination);
      return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(input.limit).execute();
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
