/**
 * Storage of feedback and contact messages. The only place that queries these tables.
 */
import type { Kysely, Selectable } from 'kysely';
import type { ContactMessagesTable, Database, FeedbackTable } from '../../db/schema.js';

/** A selected row of the `feedback` table. */
export type FeedbackRow = Selectable<FeedbackTable>;
/** A selected row of the `contact_messages` table. */
export type ContactMessageRow = Selectable<ContactMessagesTable>;

/**
 * Inserts and reads of feedback and contact messages over `db`; inserts return the row as stored
 * and database errors propagate.
 */
export function createFeedbackRepository(db: Kysely<Database>) {
  return {
    /** Insert one feedback row; returns it as stored. */
    async insertFeedback(row: FeedbackRow): Promise<FeedbackRow> {
      await db.insertInto('feedback').values(row).execute();
      return row;
    },
    /** Insert one contact message; returns it as stored. */
    async insertContactMessage(row: ContactMessageRow): Promise<ContactMessageRow> {
      await db.insertInto('contactMessages').values(row).execute();
      return row;
    },
    /** Latest feedback first, at most `limit` rows (operators' reading; tests). */
    async listFeedback(limit: number): Promise<FeedbackRow[]> {
      return db.selectFrom('feedback').selectAll().orderBy('createdAt', 'desc').orderBy('id').limit(limit).execute();
    },
    /** Latest contact messages first, at most `limit` rows. */
    async listContactMessages(limit: number): Promise<ContactMessageRow[]> {
      return db.selectFrom('contactMessages').selectAll().orderBy('createdAt', 'desc').orderBy('id').limit(limit).execute();
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
