/**
 * Test-only login: `Authorization: Bearer test-user:<id>` authenticates as the `users` row with that
 * id (made by {@link createTestUser}); anything else is a visitor. Never used outside tests: the
 * app's own resolver checks a JWT and its session row (features/accounts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nextId } from '../lib/ids.js';
import type { Authenticate } from '../plugins/auth.js';

const TEST_TOKEN = /^Bearer test-user:(\S+)$/;

/** An authenticator that trusts `Bearer test-user:<id>` for any existing user id. */
export function createTestAuthenticator(db: Kysely<Database>): Authenticate {
  return async (request) => {
    const match = TEST_TOKEN.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return null;
    const user = await db.selectFrom('users').select(['id', 'username', 'avatarUrl', 'role']).where('id', '=', match[1]).executeTakeFirst();
    return user ? { id: user.id, nickname: user.username, avatarUrl: user.avatarUrl, role: user.role === 'ADMIN' ? 'ADMIN' : 'USER' } : null;
  };
}

/** A user row made for a test, and the header that logs in as it. */
export interface TestUser {
  id: string;
  username: string;
  /** `{ authorization: 'Bearer test-user:<id>' }`, to spread into `inject` headers. */
  headers: { authorization: string };
}

/** Insert a user (unique username unless given) and return it with its login header. */
export async function createTestUser(db: Kysely<Database>, fields: { username?: string; avatarUrl?: string | null } = {}): Promise<TestUser> {
  const id = nextId();
  const username = fields.username ?? `tester-${id.slice(-8)}`;
  await db.insertInto('users').values({ id, username, email: null, phone: null, avatarUrl: fields.avatarUrl ?? null, createdAt: Date.now() }).execute();
  return { id, username, headers: { authorization: `Bearer test-user:${id}` } };
}
