/**
 * Queries of chat sessions and messages (`chat_sessions`, `chat_messages`, migration 0010): the only
 * place that touches the tables. Times are epoch ms. A turn (question and answer) is written by
 * {@link ChatRepository.saveTurn} in one transaction; concurrent turns of one session get
 * consecutive positions because the session row is updated (and so locked) before the messages
 * are numbered.
 */
import type { Kysely, Selectable } from 'kysely';
import type { ChatMessagesTable, ChatSessionsTable, Database } from '../../db/schema.js';

/** A selected `chat_sessions` row. */
export type ChatSessionRow = Selectable<ChatSessionsTable>;
/** A selected `chat_messages` row. */
export type ChatMessageRow = Selectable<ChatMessagesTable>;

/** Who a session belongs to: a user, a visitor fingerprint, or nobody (anonymous visitor). */
export type ChatOwner = { userId: string; visitorId: null } | { userId: null; visitorId: string } | { userId: null; visitorId: null };

/** Most sessions one list returns. */
export const SESSION_LIST_LIMIT = 100;

/** One stored message of a turn, without the ids and positions the repository assigns. */
export interface NewChatMessage {
  role: 'user' | 'assistant';
  content: string;
  language: string;
  referencesJson: string;
  unknownPlacesJson: string;
}

/** What {@link ChatRepository.saveTurn} stores. */
export interface ChatTurnRecord {
  sessionId: string;
  owner: ChatOwner;
  /** Used when the session is new. */
  title: string;
  firstMessage: string;
  messages: readonly NewChatMessage[];
  at: number;
}

/** Why a turn was not stored: the session belongs to someone else, or was deleted. */
export type SaveTurnResult = { stored: true; messageCount: number } | { stored: false; reason: 'not-owner' | 'deleted' };

const sameOwner = (row: Pick<ChatSessionRow, 'userId' | 'visitorId'>, owner: ChatOwner) =>
  row.userId === owner.userId && row.visitorId === owner.visitorId;

/** Reads and writes of chat sessions over `db`; `newId` makes message ids. */
export function createChatRepository(db: Kysely<Database>, newId: () => string) {
  return {
    /** The session row (deleted or not), or undefined. */
    async findSession(id: string): Promise<ChatSessionRow | undefined> {
      return db.selectFrom('chatSessions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Sessions of a user or visitor that hold at least one turn and are not deleted, newest activity
     * first (ties by id), at most `limit`.
     */
    async listSessions(owner: { userId: string } | { visitorId: string }, limit = SESSION_LIST_LIMIT): Promise<ChatSessionRow[]> {
      let query = db.selectFrom('chatSessions').selectAll().where('deletedAt', 'is', null).where('messageCount', '>', 0);
      query = 'userId' in owner ? query.where('userId', '=', owner.userId) : query.where('visitorId', '=', owner.visitorId).where('userId', 'is', null);
      return query.orderBy('updatedAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },

    /** Messages of a session, oldest first; the last `limit` when given. */
    async listMessages(sessionId: string, limit?: number): Promise<ChatMessageRow[]> {
      if (limit === undefined) {
        return db.selectFrom('chatMessages').selectAll().where('sessionId', '=', sessionId).orderBy('position', 'asc').execute();
      }
      const newest = await db.selectFrom('chatMessages').selectAll().where('sessionId', '=', sessionId).orderBy('position', 'desc').limit(limit).execute();
      return newest.reverse();
    },

    /**
     * Store one turn: create the session when it is new (owner, title, first message), then append
     * the messages and move `message_count` and `updated_at`, all in one transaction. Nothing is
     * written when the session belongs to another owner or was deleted.
     */
    async saveTurn(turn: ChatTurnRecord): Promise<SaveTurnResult> {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('chatSessions')
          .values({
            id: turn.sessionId,
            userId: turn.owner.userId,
            visitorId: turn.owner.visitorId,
            title: turn.title,
            firstMessage: turn.firstMessage,
            messageCount: 0,
            createdAt: turn.at,
            updatedAt: turn.at,
            deletedAt: null,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        // One conditional update both checks the owner and takes the row lock that orders concurrent turns.
        let update = trx
          .updateTable('chatSessions')
          .set((eb) => ({ messageCount: eb('messageCount', '+', turn.messages.length), updatedAt: turn.at }))
          .where('id', '=', turn.sessionId)
          .where('deletedAt', 'is', null);
        update = turn.owner.userId === null ? update.where('userId', 'is', null) : update.where('userId', '=', turn.owner.userId);
        update = turn.owner.visitorId === null ? update.where('visitorId', 'is', null) : update.where('visitorId', '=', turn.owner.visitorId);
        const updated = await update.returning('messageCount').executeTakeFirst();
        if (!updated) {
          const row = await trx.selectFrom('chatSessions').select(['userId', 'visitorId', 'deletedAt']).where('id', '=', turn.sessionId).executeTakeFirst();
          return { stored: false, reason: row && sameOwner(row, turn.owner) ? 'deleted' : 'not-owner' };
        }
        const first = Number(updated.messageCount) - turn.messages.length;
        await trx
          .insertInto('chatMessages')
          .values(
            turn.messages.map((message, index) => ({
              id: newId(),
              sessionId: turn.sessionId,
              position: first + index,
              role: message.role,
              content: message.content,
              language: message.language,
              referencesJson: message.referencesJson,
              unknownPlacesJson: message.unknownPlacesJson,
              createdAt: turn.at,
            })),
          )
          .execute();
        return { stored: true, messageCount: Number(updated.messageCount) };
      });
    },

    /**
     * Mark a session of `owner` deleted at `at`.
     * @returns false when the session is unknown, of another owner, or already deleted.
     */
    async softDelete(sessionId: string, owner: { userId: string } | { visitorId: string }, at: number): Promise<boolean> {
      let update = db.updateTable('chatSessions').set({ deletedAt: at }).where('id', '=', sessionId).where('deletedAt', 'is', null);
      update = 'userId' in owner ? update.where('userId', '=', owner.userId) : update.where('visitorId', '=', owner.visitorId).where('userId', 'is', null);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

/** What {@link createChatRepository} returns. */
export type ChatRepository = ReturnType<typeof createChatRepository>;
