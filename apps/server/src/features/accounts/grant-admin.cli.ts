/**
 * `npm run user:grant-admin -- <account> [--revoke]`: give the account the `ADMIN` role (or, with
 * `--revoke`, back to `USER`). `<account>` is a username, an email address (any case) or a phone
 * number. Takes effect on the account's next request (the role is read with the session).
 * Exit code 1 when the account does not exist or the configuration is bad.
 */
import { parseArgs } from 'node:util';
import { ConfigError, REPO_ROOT, loadConfig } from '../../config/env.js';
import { openDatabase } from '../../db/database.js';
import { createAccountsRepository } from './accounts.repository.js';

try {
  const { values, positionals } = parseArgs({ options: { revoke: { type: 'boolean', default: false } }, allowPositionals: true });
  const account = positionals[0]?.trim();
  if (!account || positionals.length > 1) throw new Error('usage: npm run user:grant-admin -- <username | email | phone> [--revoke]');
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, baseDir: REPO_ROOT });
  try {
    const repository = createAccountsRepository(database.db);
    const user = await repository.findUserByAnyName(account);
    if (!user) {
      console.error(`No account named ${JSON.stringify(account)} (username, email or phone).`);
      process.exitCode = 1;
    } else {
      const role = values.revoke ? 'USER' : 'ADMIN';
      await repository.setRole(user.id, role, Date.now());
      console.log(JSON.stringify({ userId: user.id, username: user.username, email: user.email, phone: user.phone, role }));
    }
  } finally {
    await database.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
