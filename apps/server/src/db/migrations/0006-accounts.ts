/**
 * Accounts (spec §3 user info, login / register / reset; §7 auth calls): extends the minimal `users`
 * of 0004 with what login needs, and adds server-side sessions, verification codes and the outbox
 * of the embedded mail/SMS default. Same DDL on SQLite and PostgreSQL.
 *
 * - `users.password_hash`: argon2id PHC string; null for accounts that cannot log in with a password.
 * - `users.email_normalized`: trimmed lower-case email, unique, so emails compare case-insensitively
 *   while `email` keeps the address as typed for display.
 * - `sessions`: one row per login; the JWT's `jti` is the row id, so logout and password resets
 *   revoke tokens that are still cryptographically valid.
 * - `verification_codes`: only an HMAC of each code is stored; `attempts` counts wrong guesses and
 *   is raised by one conditional UPDATE so it cannot pass the limit under concurrency.
 * - `outbox`: messages the embedded default "sends" (read them with `npm run outbox`).
 * Login-failure counters are not here: they live in Redis or in process memory (limit store).
 */
import { sql, type Kysely } from 'kysely';

/** Extend users; create sessions, verification_codes and outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('password_hash', 'text').execute();
  await db.schema.alterTable('users').addColumn('email_normalized', 'text').execute();
  await db.schema.alterTable('users').addColumn('language_preference', 'text').execute();
  await db.schema.alterTable('users').addColumn('timezone', 'text').execute();
  // SQLite cannot add a NOT NULL column without a constant default; rows written by the app always set it.
  await db.schema.alterTable('users').addColumn('updated_at', 'bigint').execute();
  await sql`update users set email_normalized = lower(trim(email)), updated_at = created_at`.execute(db);
  await db.schema.createIndex('users_email_normalized_key').on('users').column('email_normalized').unique().execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_id', 'text')
    .addColumn('device_type', 'text')
    .addColumn('remember_me', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // register | reset
    .addColumn('purpose', 'text', (c) => c.notNull())
    // EMAIL | PHONE
    .addColumn('channel', 'text', (c) => c.notNull())
    // Normalised email or phone number the code was sent to.
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .addCheckConstraint('verification_codes_attempts_not_negative', sql`attempts >= 0`)
    .execute();
  await db.schema
    .createIndex('verification_codes_lookup_idx')
    .on('verification_codes')
    .columns(['purpose', 'destination', 'created_at'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // email | sms
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_destination_created_idx').on('outbox').columns(['destination', 'created_at']).execute();
}

/** Drop the new tables and columns (development only; data is lost). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox', 'verification_codes', 'sessions']) await db.schema.dropTable(table).ifExists().execute();
  await db.schema.dropIndex('users_email_normalized_key').ifExists().execute();
  for (const column of ['updated_at', 'timezone', 'language_preference', 'email_normalized', 'password_hash']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
