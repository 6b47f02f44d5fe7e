import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_REPORTS_TO_HIDE } from '@dali/shared/contracts/photos';
import { openDatabase } from '../../db/database.js';
import { buildCatalogTestApp, buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { TINY_JPEG, encodeForm, makePng } from '../../test/image-fixtures.js';
import { createTestUser, type TestUser } from '../../test/test-auth.js';
import { testEngines } from '../../test/test-databases.js';

const CONCURRENT = 120;

describe.each(testEngines())("travellers' photos: gallery, cover, reports and moderation on %s", (engine) => {
  let t: TestApp;
  let second: TestApp | null = null;
  let secondPool: ReturnType<typeof openDatabase> | null = null;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  const env = { RATE_LIMIT_REVIEW_WRITES_PER_MINUTE: '10000' };
  beforeAll(async () => {
    t = await buildCatalogTestApp({ engine, testAuth: true, env });
    alice = await createTestUser(t.database.db, { username: 'alice' });
    bob = await createTestUser(t.database.db, { username: 'bob' });
    admin = await createTestUser(t.database.db, { username: 'moderator' });
    await t.database.db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', admin.id).execute();
    if (engine === 'postgres') {
      // A second instance with its own connection pool on the same schema, like a second process.
      const pool = openDatabase({ url: process.env.TEST_DATABASE_URL ?? '', baseDir: os.tmpdir(), schema: t.database.schema, poolMax: 5 });
      secondPool = pool;
      second = await buildTestApp({ database: { ...pool, schema: t.database.schema, cleanup: () => pool.destroy() }, testAuth: true, env });
    }
  });
  afterAll(async () => {
    await second?.close();
    await secondPool?.destroy();
    await t?.close();
  });

  const review = async (attractionId: string, user: TestUser, images: Buffer[]) => {
    const form = await encodeForm(
      { rating: '5', content: 'Photos from today' },
      images.map((body, i) => ({ name: `p${i}.${body === TINY_JPEG ? 'jpg' : 'png'}`, body })),
    );
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/attractions/${attractionId}/reviews`, payload: form.payload, headers: { ...form.headers, ...user.headers } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: string; images: Array<{ url: string }> };
  };
  const gallery = async (attractionId: string, query = '', who?: TestUser) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/attractions/${attractionId}/photos${query}`, headers: who?.headers ?? {} });
    return { status: response.statusCode, body: response.json() };
  };
  const report = (photoId: string, who: TestUser | null, reason = 'inappropriate', app: TestApp = t) =>
    app.app.inject({ method: 'POST', url: `/api/v1/photos/${photoId}/report`, payload: { reason }, headers: { ...who?.headers, 'accept-language': 'en-US' } });
  const moderate = (photoId: string, action: 'hide' | 'restore', who: TestUser | null) =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/photos/${photoId}/${action}`, headers: who?.headers ?? {} });
  const cardOf = async (attractionId: string) => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/attractions?pageSize=50' })).json().data.items as Array<{ id: string; travellerPhotoUrl: string | null }>;
    return list.find((item) => item.id === attractionId);
  };

  it('shows an empty gallery and no cover for a place without photos; 404 for an unknown place', async () => {
    expect((await gallery('cangshan-mountain')).body.data).toEqual({ items: [], total: 0, page: 1, pageSize: 12, totalPages: 0 });
    expect((await cardOf('cangshan-mountain'))?.travellerPhotoUrl).toBeNull();
    const missing = await gallery('atlantis');
    expect(missing.status).toBe(404);
  });

  it('lists photos newest review first, in upload order within a review, and uses the newest as the cover', async () => {
    const older = await review('xizhou-ancient-town', alice, [makePng(), TINY_JPEG]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await review('xizhou-ancient-town', bob, [makePng(3, 3)]);
    const { body } = await gallery('xizhou-ancient-town', '', alice);
    expect(body.data.total).toBe(3);
    expect(body.data.items.map((p: { id: string }) => p.id)).toEqual([`${newer.id}-0`, `${older.id}-0`, `${older.id}-1`]);
    expect(body.data.items[0]).toMatchObject({ url: newer.images[0]?.url, mimeType: 'image/png', reviewId: newer.id, author: { nickname: 'bob' }, reportedByMe: false });
    expect(body.data.items[2]).toMatchObject({ mimeType: 'image/jpeg', author: { nickname: 'alice' } });
    expect((await cardOf('xizhou-ancient-town'))?.travellerPhotoUrl).toBe(newer.images[0]?.url);
    const detail = (await t.app.inject({ method: 'GET', url: '/api/v1/attractions/xizhou-ancient-town' })).json().data;
    expect(detail).toMatchObject({ travellerPhotoUrl: newer.images[0]?.url, images: [], image: null });
    const paged = await gallery('xizhou-ancient-town', '?page=2&pageSize=2');
    expect(paged.body.data).toMatchObject({ total: 3, page: 2, totalPages: 2, items: [{ id: `${older.id}-1` }] });
  });

  it('refuses reports from visitors (401), bad reasons and ids (400, localised), unknown photos (404); writes nothing', async () => {
    const [photo] = (await gallery('xizhou-ancient-town')).body.data.items as Array<{ id: string }>;
    if (!photo) throw new Error('no photo');
    expect((await report(photo.id, null)).statusCode).toBe(401);
    const badReason = await t.app.inject({ method: 'POST', url: `/api/v1/photos/${photo.id}/report`, payload: { reason: 'ugly' }, headers: { ...alice.headers, 'accept-language': 'zh-CN' } });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().data.fields).toEqual([expect.objectContaining({ field: 'body.reason', message: '请选择举报原因' })]);
    expect((await report('not-a-photo', alice)).statusCode).toBe(400);
    expect((await report('123456789012345678-9', alice)).statusCode).toBe(404);
    const rows = await t.database.db.selectFrom('reviewImageReports').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('counts a traveller once however often they report, and marks it reported for them', async () => {
    const [photo] = (await gallery('xizhou-ancient-town')).body.data.items as Array<{ id: string }>;
    if (!photo) throw new Error('no photo');
    const answers = await Promise.all(Array.from({ length: 20 }, () => report(photo.id, alice)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers[0]?.json().data).toEqual({ reported: true, hidden: false });
    const mine = (await gallery('xizhou-ancient-town', '', alice)).body.data.items[0];
    expect(mine).toMatchObject({ id: photo.id, reportedByMe: true });
    expect((await gallery('xizhou-ancient-town', '', bob)).body.data.items[0]).toMatchObject({ reportedByMe: false });
    const [row] = await t.database.db.selectFrom('reviewImages').select(['reportCount', 'hiddenAt']).where('url', '=', (mine as { url: string }).url).execute();
    expect(row).toEqual({ reportCount: 1, hiddenAt: null });
  });

  it(`withholds a photo once ${PHOTO_REPORTS_TO_HIDE} travellers reported it, each counted once, under ${CONCURRENT} concurrent reports${engine === 'postgres' ? ' split over two instances' : ''}`, async () => {
    const posted = await review('erhai-lake', alice, [makePng(4, 4)]);
    const photoId = `${posted.id}-0`;
    const reporters = await Promise.all(Array.from({ length: CONCURRENT / 2 }, () => createTestUser(t.database.db)));
    // Every reporter twice at once: 120 requests, 60 distinct travellers.
    const answers = await Promise.all(
      [...reporters, ...reporters].map((who, i) => report(photoId, who, i % 2 ? 'spam' : 'inappropriate', second && i % 2 ? second : t)),
    );
    const statuses = answers.map((a) => a.statusCode);
    // Before the threshold every report is accepted; after it, the photo is hidden and further reports find nothing.
    expect(statuses.every((s) => s === 200 || s === 404)).toBe(true);
    const counted = await t.database.db.selectFrom('reviewImageReports').select('userId').where('reviewId', '=', posted.id).execute();
    const [image] = await t.database.db.selectFrom('reviewImages').select(['reportCount', 'hiddenAt', 'hiddenBy']).where('reviewId', '=', posted.id).execute();
    expect(image?.reportCount).toBe(counted.length);
    expect(new Set(counted.map((r) => r.userId)).size).toBe(counted.length);
    expect(counted.length).toBeGreaterThanOrEqual(PHOTO_REPORTS_TO_HIDE);
    expect(image?.hiddenAt).not.toBeNull();
    expect(image?.hiddenBy).toBeNull();
    expect(answers.filter((a) => a.statusCode === 200 && a.json().data.hidden === true).length).toBeGreaterThanOrEqual(1);
    // Hidden everywhere: gallery, cover, the review itself.
    expect((await gallery('erhai-lake')).body.data.items.map((p: { id: string }) => p.id)).not.toContain(photoId);
    expect((await cardOf('erhai-lake'))?.travellerPhotoUrl).not.toBe(posted.images[0]?.url);
    const reviews = (await t.app.inject({ method: 'GET', url: '/api/v1/attractions/erhai-lake/reviews' })).json().data.items as Array<{ id: string; images: unknown[] }>;
    expect(reviews.find((r) => r.id === posted.id)?.images).toEqual([]);
  });

  it('keeps admin routes to admins (401 visitor, 403 user) and lets an admin restore, hide and list', async () => {
    const queue = (who: TestUser | null, status = 'reported') => t.app.inject({ method: 'GET', url: `/api/v1/admin/photos?status=${status}`, headers: who?.headers ?? {} });
    expect((await queue(null)).statusCode).toBe(401);
    expect((await queue(alice)).statusCode).toBe(403);
    expect((await moderate('1-0', 'hide', bob)).statusCode).toBe(403);

    const hidden = (await queue(admin, 'hidden')).json().data;
    const withheld = hidden.items.find((p: { attractionId: string }) => p.attractionId === 'erhai-lake');
    expect(withheld).toMatchObject({ hidden: true, hiddenBy: 'reports', moderatedAt: null, reasons: { inappropriate: expect.any(Number), spam: expect.any(Number), copyright: 0, wrongPlace: 0 } });
    const reported = (await queue(admin)).json().data;
    expect(reported.items[0]).toMatchObject({ reportCount: expect.any(Number) });
    expect(reported.items.map((p: { id: string }) => p.id)).toContain(withheld.id);

    // Restored: shown again, out of the queue, and later reports no longer hide it.
    expect((await moderate(withheld.id, 'restore', admin)).json().data).toEqual({ id: withheld.id, hidden: false });
    expect((await gallery('erhai-lake')).body.data.items.map((p: { id: string }) => p.id)).toContain(withheld.id);
    expect((await queue(admin)).json().data.items.map((p: { id: string }) => p.id)).not.toContain(withheld.id);
    const late = await Promise.all(Array.from({ length: PHOTO_REPORTS_TO_HIDE + 1 }, async () => report(withheld.id, await createTestUser(t.database.db))));
    expect(late.map((a) => a.json().data)).toEqual(Array(PHOTO_REPORTS_TO_HIDE + 1).fill({ reported: true, hidden: false }));

    // Hidden by the admin: gone from the gallery, listed as hidden by an admin; hiding twice is harmless.
    expect((await moderate(withheld.id, 'hide', admin)).json().data).toEqual({ id: withheld.id, hidden: true });
    expect((await moderate(withheld.id, 'hide', admin)).statusCode).toBe(200);
    expect((await gallery('erhai-lake')).body.data.items).toEqual([]);
    const again = (await queue(admin, 'hidden')).json().data.items.find((p: { id: string }) => p.id === withheld.id);
    expect(again).toMatchObject({ hiddenBy: 'admin', moderatedAt: expect.any(String) });
    expect((await report(withheld.id, bob)).statusCode).toBe(404);
    expect((await moderate('123456789012345678-0', 'hide', admin)).statusCode).toBe(404);
  });
});
