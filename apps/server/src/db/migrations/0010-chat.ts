/**
 * Conversations with the AI chat assistant (spec §3 chat session and chat message; §7 enhanced_chat
 * calls; docs/decisions/0017-chat-assistant.md). Same DDL on SQLite and PostgreSQL; times are
 * epoch ms.
 *
 * - `chat_sessions`: `id` is the client's session id (a random uuid it keeps in local storage).
 *   Owner: `user_id` for a logged-in caller, else `visitor_id` (the visitor fingerprint), both null
 *   for an anonymous visitor (such a session is never listed or read back). `title` and
 *   `first_message` come from the first question; `message_count` and `updated_at` move with each
 *   stored turn; `deleted_at` marks a soft delete (hidden from lists and reads, never revived).
 * - `chat_messages`: one row per question or answer; a turn (question and answer) is written in one
 *   transaction once the answer is complete, so an aborted or failed answer leaves no half turn.
 *   `references_json` lists the catalog entries an answer cited (ChatReference[]);
 *   `unknown_places_json` the place-like names the grounding check found no catalog entry for.
 */
import type { Kysely } from 'kysely';

/** Create chat_sessions and chat_messages with their indexes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('first_message', 'text', (c) => c.notNull())
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('chat_sessions_user_updated_idx').on('chat_sessions').columns(['user_id', 'updated_at']).execute();
  await db.schema.createIndex('chat_sessions_visitor_updated_idx').on('chat_sessions').columns(['visitor_id', 'updated_at']).execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('chat_sessions.id').onDelete('cascade'))
    // Order within the session: 0, 1, 2… (question then answer).
    .addColumn('position', 'integer', (c) => c.notNull())
    // user | assistant
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // zh-CN | zh-HK | en-US: the language the turn was asked in
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('references_json', 'text', (c) => c.notNull())
    .addColumn('unknown_places_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_session_position_uq').on('chat_messages').columns(['session_id', 'position']).unique().execute();
}

/** Drop the chat tables (development only; conversations are lost). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_messages').ifExists().execute();
  await db.schema.dropTable('chat_sessions').ifExists().execute();
}
