/**
 * `npm run outbox -- [--to ACCOUNT] [--limit N]`: print the latest messages the embedded mail/SMS
 * default kept (newest first, 10 by default) as JSON, so a person running the app locally can read
 * their verification code. ACCOUNT is an email address (any case) or a phone number.
 */
import { parseArgs } from 'node:util';
import { ConfigError, REPO_ROOT, loadConfig } from '../../config/env.js';
import { openDatabase } from '../../db/database.js';
import { createOutboxRepository } from './outbox.repository.js';

try {
  const { values } = parseArgs({ options: { to: { type: 'string' }, limit: { type: 'string', default: '10' } } });
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new Error('--limit takes a whole number from 1 to 1000');
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, baseDir: REPO_ROOT });
  try {
    const to = values.to?.trim();
    const rows = await createOutboxRepository(database.db).listLatest({ limit, ...(to ? { destination: to.includes('@') ? to.toLowerCase() : to } : {}) });
    const messages = rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.destination,
      subject: row.subject,
      body: row.body,
      createdAt: new Date(row.createdAt).toISOString(),
    }));
    console.log(JSON.stringify(messages, null, 2));
  } finally {
    await database.destroy();
  }
} catch (error) {
  const missingTable = /no such table|does not exist/i.test(String((error as Error).message));
  console.error(error instanceof ConfigError ? error.message : missingTable ? 'The database has no outbox yet: run npm start (or npm run migrate) first.' : error);
  process.exitCode = 1;
}
