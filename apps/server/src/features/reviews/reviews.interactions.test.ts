import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogTestApp, type TestApp } from '../../test/build-test-app.js';
import { encodeForm } from '../../test/image-fixtures.js';
import { createTestUser, type TestUser } from '../../test/test-auth.js';
import { testEngines } from '../../test/test-databases.js';

describe.each(testEngines())('review likes, replies and ratings on %s', (engine) => {
  let t: TestApp;
  let users: TestUser[];
  beforeAll(async () => {
    t = await buildCatalogTestApp({ engine, testAuth: true, env: { RATE_LIMIT_REVIEW_WRITES_PER_MINUTE: '10000' } });
    users = [];
    for (let i = 0; i < 6; i += 1) users.push(await createTestUser(t.database.db, { username: `user${i}` }));
  });
  afterAll(async () => {
    await t.close();
  });

  const user = (index: number): TestUser => {
    const found = users[index];
    if (!found) throw new Error(`no test user ${index}`);
    return found;
  };
  const writeReview = async (attractionId: string, author: TestUser, rating: number, content = `rated ${rating}`) => {
    const form = await encodeForm({ rating: String(rating), content });
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/attractions/${attractionId}/reviews`, payload: form.payload, headers: { ...form.headers, ...author.headers } });
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: string };
  };
  const like = (reviewId: string, who: TestUser, method: 'POST' | 'DELETE' = 'POST') =>
    t.app.inject({ method, url: `/api/v1/reviews/${reviewId}/like`, headers: who.headers });
  const page = async (attractionId: string, query = '', who?: TestUser) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/attractions/${attractionId}/reviews${query}`, headers: who?.headers ?? {} })).json().data;

  it('keeps the mean rating and review count of a place in step with its reviews', async () => {
    for (const [index, rating] of [5, 4, 4, 2].entries()) await writeReview('cangshan-mountain', user(index), rating);
    const data = await page('cangshan-mountain');
    expect(data).toMatchObject({ total: 4, reviewCount: 4, rating: 3.8, totalPages: 1 });
    const row = await t.database.db.selectFrom('attractions').select(['reviewCount', 'ratingSum']).where('id', '=', 'cangshan-mountain').executeTakeFirstOrThrow();
    expect(row).toEqual({ reviewCount: 4, ratingSum: 15 });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/attractions?minRating=3&pageSize=50' })).json().data.items;
    expect(listed.find((item: { id: string }) => item.id === 'cangshan-mountain')).toMatchObject({ rating: 3.8, reviewCount: 4 });
  });

  it('counts concurrent reviews of one place exactly', async () => {
    await Promise.all(users.map((author, index) => writeReview('butterfly-spring', author, (index % 5) + 1)));
    const row = await t.database.db.selectFrom('attractions').select(['reviewCount', 'ratingSum']).where('id', '=', 'butterfly-spring').executeTakeFirstOrThrow();
    expect(row).toEqual({ reviewCount: 6, ratingSum: 1 + 2 + 3 + 4 + 5 + 1 });
    expect((await page('butterfly-spring')).total).toBe(6);
  });

  it('likes once per user, even twice or concurrently, and takes likes back idempotently', async () => {
    const review = await writeReview('gantong-temple-cableway', user(0), 5);
    const first = await like(review.id, user(1));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ liked: true, likeCount: 1 });
    expect((await like(review.id, user(1))).json().data).toEqual({ liked: true, likeCount: 1 });

    const burst = await Promise.all([...Array.from({ length: 8 }, () => like(review.id, user(2))), ...users.slice(3).map((who) => like(review.id, who))]);
    expect(burst.every((response) => response.statusCode === 200)).toBe(true);
    const stored = await t.database.db.selectFrom('reviews').select('likeCount').where('id', '=', review.id).executeTakeFirstOrThrow();
    expect(stored.likeCount).toBe(5);
    const likes = await t.database.db.selectFrom('reviewLikes').select('userId').where('reviewId', '=', review.id).execute();
    expect(likes.map((row) => row.userId).sort()).toEqual([1, 2, 3, 4, 5].map((i) => user(i).id).sort());

    expect((await page('gantong-temple-cableway', '', user(2))).items[0]).toMatchObject({ likeCount: 5, likedByMe: true });
    expect((await page('gantong-temple-cableway', '', user(0))).items[0]).toMatchObject({ likeCount: 5, likedByMe: false });
    expect((await page('gantong-temple-cableway')).items[0].likedByMe).toBe(false);

    const unliked = await Promise.all(Array.from({ length: 4 }, () => like(review.id, user(2), 'DELETE')));
    expect(unliked.map((response) => response.json().data.liked)).toEqual([false, false, false, false]);
    expect((await like(review.id, user(2), 'DELETE')).json().data).toEqual({ liked: false, likeCount: 4 });
    // Taking back a like never given changes nothing.
    expect((await like(review.id, user(0), 'DELETE')).json().data).toEqual({ liked: false, likeCount: 4 });
    expect((await page('gantong-temple-cableway', '', user(2))).items[0]).toMatchObject({ likeCount: 4, likedByMe: false });
  });

  it('answers 404 to likes and replies of an unknown review', async () => {
    for (const response of [
      await like('000000000000000000', user(0)),
      await like('000000000000000000', user(0), 'DELETE'),
      await t.app.inject({ method: 'POST', url: '/api/v1/reviews/000000000000000000/replies', payload: { content: 'hello' }, headers: user(0).headers }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe(40401);
    }
  });

  it('lists replies oldest first and keeps the reply count', async () => {
    const review = await writeReview('haishe-park', user(0), 4);
    const reply = (who: TestUser, content: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/reviews/${review.id}/replies`, payload: { content }, headers: who.headers });
    const first = await reply(user(1), '  Thanks for the tip!  ');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ id: expect.stringMatching(/^\d{18}$/), author: { id: user(1).id, nickname: 'user1' }, content: 'Thanks for the tip!' });
    await reply(user(2), 'Second');
    await reply(user(0), 'Third, from the author');
    const listed = (await page('haishe-park')).items[0];
    expect(listed.replies.map((r: { content: string }) => r.content)).toEqual(['Thanks for the tip!', 'Second', 'Third, from the author']);
    const stored = await t.database.db.selectFrom('reviews').select('replyCount').where('id', '=', review.id).executeTakeFirstOrThrow();
    expect(stored.replyCount).toBe(3);
  });

  it.each([
    ['en-US', '', 'Please write your reply'],
    ['zh-CN', '   ', '请填写回复内容'],
    ['zh-HK', 'x'.repeat(501), '回覆不能超過 500 個字元'],
  ])('refuses a bad reply with a localised message (%s)', async (locale, content, message) => {
    const review = await writeReview('yuji-island', user(0), 3);
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/reviews/${review.id}/replies`, payload: { content }, headers: { ...user(1).headers, 'accept-language': locale } });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([{ field: 'body.content', message }]);
    const stored = await t.database.db.selectFrom('reviews').select('replyCount').where('id', '=', review.id).executeTakeFirstOrThrow();
    expect(stored.replyCount).toBe(0);
  });

  it('sorts newest first or most liked first, and pages without overlap', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await writeReview('xiaoputuo', user(i), 3, `review ${i}`)).id);
    await like(ids[1] ?? '', user(0));
    await like(ids[1] ?? '', user(2));
    await like(ids[3] ?? '', user(0));
    const newest = await page('xiaoputuo', '?pageSize=2');
    expect(newest).toMatchObject({ total: 5, totalPages: 3, page: 1, pageSize: 2 });
    const allNewest = [...newest.items, ...(await page('xiaoputuo', '?pageSize=2&page=2')).items, ...(await page('xiaoputuo', '?pageSize=2&page=3')).items];
    expect(allNewest.map((r: { id: string }) => r.id)).toEqual([...ids].reverse());
    const helpful = await page('xiaoputuo', '?sort=helpful&pageSize=50');
    expect(helpful.items.map((r: { id: string }) => r.id)).toEqual([ids[1], ids[3], ids[4], ids[2], ids[0]]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/attractions/xiaoputuo/reviews?sort=oldest' })).statusCode).toBe(400);
  });
});
