/**
 * Helpers for account tests: a clock tests can move, reading a code from the outbox the way a person
 * running locally would, and registering / logging in through the real routes.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { TestApp } from './build-test-app.js';

/** A test clock in epoch ms that stands still until `advance(ms)` moves it. */
export interface ManualClock {
  now: () => number;
  advance(ms: number): void;
}

/** A clock starting at `start` epoch ms (default: the real time at creation). */
export function createManualClock(start = Date.now()): ManualClock {
  let current = start;
  return {
    now: () => current,
    advance(ms) {
      current += ms;
    },
  };
}

/** The 6-digit code of the latest outbox message to `destination`; throws when there is none. */
export async function latestOutboxCode(db: Kysely<Database>, destination: string): Promise<string> {
  const row = await db.selectFrom('outbox').select('body').where('destination', '=', destination).orderBy('createdAt', 'desc').orderBy('id', 'desc').executeTakeFirst();
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${destination}`);
  return code;
}

/** Wait (up to 2 s) until `destination` has `count` outbox messages, for messages sent in the background. */
export async function waitForOutboxMessages(db: Kysely<Database>, destination: string, count: number): Promise<void> {
  for (let waited = 0; (await outboxCount(db, destination)) < count; waited += 20) {
    if (waited >= 2000) throw new Error(`fewer than ${count} outbox messages for ${destination} after 2 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Number of outbox messages to `destination`. */
export async function outboxCount(db: Kysely<Database>, destination: string): Promise<number> {
  return (await db.selectFrom('outbox').select('id').where('destination', '=', destination).execute()).length;
}

/** `{ authType, email }` or `{ authType, phone }` for an account name. */
export function accountFields(account: string): { authType: 'EMAIL' | 'PHONE'; email?: string; phone?: string } {
  return account.includes('@') ? { authType: 'EMAIL', email: account } : { authType: 'PHONE', phone: account };
}

/** Ask for a registration code for `account` and read it from the outbox. */
export async function requestRegisterCode(t: TestApp, account: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: `/api/v1/auth/send-register-code?account=${encodeURIComponent(account)}` });
  if (response.statusCode !== 200) throw new Error(`send-register-code answered ${response.statusCode}: ${response.body}`);
  return latestOutboxCode(t.database.db, account.trim().toLowerCase());
}

/** A valid register body for `account` (fields overridable). */
export function registerBody(account: string, code: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { username: `u${Math.random().toString(36).slice(2, 10)}`, password: 'Erhai-2024!', confirmPassword: 'Erhai-2024!', ...accountFields(account), verifyCode: code, agreeTerms: true, ...fields };
}

/** Register `account` through the routes; returns the new user id. */
export async function registerAccount(t: TestApp, account: string, fields: Record<string, unknown> = {}): Promise<string> {
  const code = await requestRegisterCode(t, account);
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registerBody(account, code, fields) });
  if (response.statusCode !== 200) throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { data: { userId: string } }).data.userId;
}

/** Log in through the route; returns the raw response. */
export function login(t: TestApp, account: string, password = 'Erhai-2024!', fields: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { ...accountFields(account), password, deviceId: 'test-device', deviceType: 'web', ...fields } });
}
