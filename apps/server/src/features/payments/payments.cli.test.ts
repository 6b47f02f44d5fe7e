/**
 * The operator commands run as an operator runs them (`tsx payments.cli.ts …` over DATABASE_URL):
 * a paid test-checkout order is refunded once (REFUNDED, the membership shortened by the package's
 * hours, a second refund refused), a PENDING order is settled by hand and granted once, the review
 * list prints, and an unknown order exits 1.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOrder } from '@dali/shared/contracts/payments';
import { REPO_ROOT } from '../../config/env.js';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTestUser, type TestUser } from '../../test/test-auth.js';

const runFile = promisify(execFile);
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const CLI = path.join(REPO_ROOT, 'apps/server/src/features/payments/payments.cli.ts');

describe('payments operator commands (SQLite file)', () => {
  let dir: string;
  let file: string;
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-payments-cli-'));
    file = path.join(dir, 'app.db');
    const handle = openDatabase({ url: file, baseDir: dir });
    await migrateToLatest(handle.db);
    t = await buildTestApp({ database: { ...handle, schema: undefined, cleanup: () => handle.destroy() }, testAuth: true });
    user = await createTestUser(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await t.database.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const run = (...args: string[]) =>
    runFile(TSX, [CLI, ...args], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: file, NODE_ENV: 'test', LOG_LEVEL: 'silent', REDIS_URL: '' }, timeout: 60_000 });
  const createOrder = async (packageId: string, confirmExtend = false) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/api/orders/create', headers: user.headers, payload: { packageId, method: 'paypal', agreedToTerms: true, confirmExtend } });
    return (response.json() as { data: PaymentOrder }).data;
  };
  const membership = () => t.database.db.selectFrom('memberships').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();

  it('refunds a paid order once and takes its time back off the membership', async () => {
    const first = await createOrder('one-day');
    await t.app.inject({ method: 'POST', url: `/api/v1/payment/sandbox/${first.orderId}/pay` });
    const second = await createOrder('one-week', true);
    await t.app.inject({ method: 'POST', url: `/api/v1/payment/sandbox/${second.orderId}/pay` });
    const before = await membership();

    const { stdout } = await run('refund', second.orderId);
    expect(JSON.parse(stdout)).toMatchObject({ orderId: second.orderId, status: 'REFUNDED', provider: 'sandbox' });
    const after = await membership();
    expect(Number(after.expireAt)).toBe(Number(before.expireAt) - 168 * 3_600_000);
    const grant = await t.database.db.selectFrom('membershipGrants').selectAll().where('orderId', '=', second.orderId).executeTakeFirstOrThrow();
    expect(grant.revokedAt).not.toBeNull();

    await expect(run('refund', second.orderId)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('ORDER_NOT_PAYABLE') });
    expect(Number((await membership()).expireAt)).toBe(Number(after.expireAt));
  }, 120_000);

  it('settles a pending order by hand once, prints the review list, and refuses an unknown order', async () => {
    const order = await createOrder('one-day', true);
    await t.database.db
      .insertInto('paymentReviews')
      .values({ id: 'r1', provider: 'sandbox', orderId: order.orderId, reason: 'credit not confirmed', detailsJson: '{"amount":"3.90"}', createdAt: Date.now(), settledAt: null, settlement: null })
      .execute();
    const reviews = JSON.parse((await run('reviews')).stdout) as { orderId: string; reason: string }[];
    expect(reviews).toEqual([expect.objectContaining({ orderId: order.orderId, reason: 'credit not confirmed' })]);

    const before = Number((await membership()).expireAt);
    const { stdout } = await run('settle', order.orderId, '--note', 'statement checked');
    expect(JSON.parse(stdout)).toMatchObject({ orderId: order.orderId, status: 'COMPLETED' });
    await run('settle', order.orderId);
    expect(Number((await membership()).expireAt)).toBe(before + 24 * 3_600_000);
    expect(await t.database.db.selectFrom('membershipGrants').selectAll().where('orderId', '=', order.orderId).execute()).toHaveLength(1);
    expect(JSON.parse((await run('reviews')).stdout)).toEqual([]);

    await expect(run('refund', 'AAAAAAAAAAAAAAAAAAAAAA')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('ORDER_NOT_FOUND') });
    await expect(run('refund')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('usage') });
  }, 120_000);
});
