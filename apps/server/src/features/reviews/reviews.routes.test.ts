import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, type MessageKey } from '@dali/shared/messages';
import type { Locale } from '@dali/shared/locales';
import { buildCatalogTestApp, type TestApp } from '../../test/build-test-app.js';
import { TINY_JPEG, TINY_WEBP, encodeForm, makePng, pngOfSize, type FormFile } from '../../test/image-fixtures.js';
import { createTestUser, type TestUser } from '../../test/test-auth.js';
import { testEngines } from '../../test/test-databases.js';

const MB5 = 5 * 1024 * 1024;
const LOCALES: Locale[] = ['en-US', 'zh-CN', 'zh-HK'];

describe.each(testEngines())('attraction reviews on %s', (engine) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await buildCatalogTestApp({ engine, testAuth: true, env: { RATE_LIMIT_REVIEW_WRITES_PER_MINUTE: '10000' } });
    alice = await createTestUser(t.database.db, { username: 'alice' });
    bob = await createTestUser(t.database.db, { username: 'bob', avatarUrl: 'https://img.example/bob.png' });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (attractionId: string, query = '', headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/attractions/${attractionId}/reviews${query}`, headers });
    return { status: response.statusCode, body: response.json() };
  };
  const post = async (attractionId: string, user: TestUser | null, fields: Record<string, string>, files: FormFile[] = [], locale: Locale = 'en-US') => {
    const form = await encodeForm(fields, files);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/attractions/${attractionId}/reviews`,
      payload: form.payload,
      headers: { ...form.headers, ...user?.headers, 'accept-language': locale },
    });
  };
  const uploadsDir = () => path.join(t.config.DATA_DIR, 'uploads');
  const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);
  const rowCounts = async () => {
    const count = async (table: 'reviews' | 'reviewImages' | 'reviewReplies' | 'reviewLikes') =>
      Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    return { reviews: await count('reviews'), images: await count('reviewImages'), files: storedFiles().length };
  };

  it('lists no reviews and no invented rating for a place nobody reviewed; 404 for an unknown place', async () => {
    const { status, body } = await list('cangshan-mountain');
    expect(status).toBe(200);
    expect(body.data).toEqual({ items: [], total: 0, page: 1, pageSize: 12, totalPages: 0, rating: null, reviewCount: 0 });
    const missing = await list('atlantis', '', { 'accept-language': 'zh-CN' });
    expect(missing).toEqual({ status: 404, body: { code: 40401, message: '数据不存在', data: null } });
  });

  it('answers 401 "not logged in" to every write from a visitor, in the caller\'s language, and writes nothing', async () => {
    const before = await rowCounts();
    const review = await post('erhai-lake', null, { rating: '5', content: 'Lovely' }, [{ name: 'a.png', body: makePng() }], 'zh-HK');
    expect(review.statusCode).toBe(401);
    expect(review.json()).toEqual({ code: 40101, message: '未登入，請先登入', data: null });
    for (const [method, url, payload] of [
      ['POST', '/api/v1/reviews/1/like', undefined],
      ['DELETE', '/api/v1/reviews/1/like', undefined],
      ['POST', '/api/v1/reviews/1/replies', { content: '' }],
    ] as const) {
      const response = await t.app.inject({ method, url, payload, headers: { authorization: 'Bearer test-user:nobody' } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBe('You are not logged in; please log in');
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('writes a review without images and counts it in the place\'s rating', async () => {
    const response = await post('xizhou-ancient-town', alice, { rating: '4', content: '  Quiet old town, great baba bread.  ' });
    expect(response.statusCode).toBe(200);
    const review = response.json().data;
    expect(review).toMatchObject({
      id: expect.stringMatching(/^\d{18}$/),
      author: { id: alice.id, nickname: 'alice', avatarUrl: null },
      rating: 4,
      content: 'Quiet old town, great baba bread.',
      likeCount: 0,
      likedByMe: false,
      images: [],
      replies: [],
    });
    expect(Date.parse(review.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const { body } = await list('xizhou-ancient-town');
    expect(body.data).toMatchObject({ total: 1, rating: 4, reviewCount: 1, items: [{ id: review.id }] });
    const detail = (await t.app.inject({ method: 'GET', url: '/api/v1/attractions/xizhou-ancient-town' })).json().data;
    expect(detail).toMatchObject({ rating: 4, reviewCount: 1 });
  });

  it('stores JPEG, PNG and WebP images checked by content, whatever their names, and serves them', async () => {
    const png = makePng(3, 2);
    const response = await post('dali-ancient-city', bob, { rating: '5', content: 'Walls at dusk' }, [
      { name: 'photo.jpg', type: 'image/jpeg', body: TINY_JPEG },
      { name: 'no-extension', body: png },
      { name: 'shot.png', type: 'image/png', body: TINY_WEBP },
    ]);
    expect(response.statusCode).toBe(200);
    const { images, author } = response.json().data;
    expect(author).toEqual({ id: bob.id, nickname: 'bob', avatarUrl: 'https://img.example/bob.png' });
    expect(images.map((i: { mimeType: string; bytes: number }) => [i.mimeType, i.bytes])).toEqual([
      ['image/jpeg', TINY_JPEG.length],
      ['image/png', png.length],
      ['image/webp', TINY_WEBP.length],
    ]);
    for (const [index, image] of (images as { url: string; mimeType: string }[]).entries()) {
      expect(image.url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.(jpg|png|webp)$/);
      const served = await t.app.inject({ method: 'GET', url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(image.mimeType);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals([TINY_JPEG, png, TINY_WEBP][index] as Buffer)).toBe(true);
    }
    const listed = (await list('dali-ancient-city')).body.data.items[0];
    expect(listed.images).toEqual(images);
    // Unknown or malformed names are plain 404s, never the web app or a path outside uploads/.
    for (const url of ['/uploads/AAAAAAAAAAAAAAAAAAAAAA.png', '/uploads/..%2F..%2Fpackage.json', '/uploads/x.html']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it.each(LOCALES)('refuses bad forms with localised field messages and writes nothing (%s)', async (locale) => {
    const text = (key: MessageKey, params: Record<string, string | number> = {}) => formatMessage(key, locale, params);
    const cases: Array<{ fields: Record<string, string>; files?: FormFile[]; field: string; message: string }> = [
      { fields: { rating: '5', content: 'ok' }, files: [{ name: 'evil.jpg', type: 'image/jpeg', body: Buffer.from('<html>not an image</html>') }], field: 'body.images', message: text('validation.review.imageType', { name: 'evil.jpg' }) },
      { fields: { rating: '5', content: 'ok' }, files: [{ name: 'big.png', type: 'image/png', body: pngOfSize(MB5 + 1) }], field: 'body.images', message: text('validation.review.imageTooLarge', { name: 'big.png' }) },
      { fields: { rating: '5', content: 'ok' }, files: Array.from({ length: 7 }, (_, i) => ({ name: `p${i}.png`, body: makePng() })), field: 'body.images', message: text('validation.review.tooManyImages', { maximum: 6 }) },
      { fields: { rating: '5', content: 'x'.repeat(2001) }, field: 'body.content', message: text('validation.review.contentTooLong') },
      { fields: { rating: '5', content: '好'.repeat(30_000) }, field: 'body.content', message: text('validation.review.contentTooLong') },
      { fields: { rating: '5', content: ' \n\t ' }, field: 'body.content', message: text('validation.review.contentRequired') },
      { fields: { rating: '5' }, field: 'body.content', message: text('validation.review.contentRequired') },
      { fields: { rating: '0', content: 'ok' }, field: 'body.rating', message: text('validation.review.rating') },
      { fields: { rating: '6', content: 'ok' }, field: 'body.rating', message: text('validation.review.rating') },
      { fields: { rating: '4.5', content: 'ok' }, field: 'body.rating', message: text('validation.review.rating') },
      // Number() reads these as 4; the form must say 4.
      { fields: { rating: '0x4', content: 'ok' }, field: 'body.rating', message: text('validation.review.rating') },
      { fields: { rating: ' 4', content: 'ok' }, field: 'body.rating', message: text('validation.review.rating') },
      { fields: { rating: '4e0', content: 'ok' }, field: 'body.rating', message: text('validation.review.rating') },
      { fields: { content: 'ok' }, field: 'body.rating', message: text('validation.review.rating') },
    ];
    const before = await rowCounts();
    for (const { fields, files, field, message } of cases) {
      const response = await post('erhai-lake', alice, fields, files, locale);
      const label = `${field}: ${message}`;
      expect(response.statusCode, label).toBe(400);
      expect(response.headers['content-type'], label).toMatch(/^application\/json/);
      const body = response.json();
      expect(body.code, label).toBe(40001);
      expect(body.data.fields, label).toEqual([{ field, message }]);
    }
    expect(await rowCounts()).toEqual(before);
    expect((await list('erhai-lake')).body.data).toMatchObject({ total: 0, reviewCount: 0, rating: null });
  });

  it('accepts six images, one of exactly 5 MB, and 2000 characters', async () => {
    const images = [{ name: 'full.png', body: pngOfSize(MB5) }, ...Array.from({ length: 5 }, (_, i) => ({ name: `s${i}.webp`, body: TINY_WEBP }))];
    const response = await post('shaxi-ancient-town', alice, { rating: '3', content: '山'.repeat(2000) }, images);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.images.map((i: { bytes: number }) => i.bytes)).toEqual([MB5, ...Array(5).fill(TINY_WEBP.length)]);
  });

  it.each(LOCALES)('answers a multipart body it cannot read with a localised 400, not a 500 or no answer, and writes nothing (%s)', async (locale) => {
    const form = await encodeForm({ rating: '5', content: 'Lovely' }, [{ name: 'a.png', body: makePng() }]);
    const contentType = form.headers['content-type'] as string;
    const boundary = /boundary=(.+)$/.exec(contentType)?.[1] as string;
    const text = form.payload.toString('latin1');
    const inFile = text.indexOf('\r\n\r\n', text.indexOf('filename=')) + 8;
    const cases: [string, string, string | Buffer][] = [
      ['no boundary in the Content-Type', 'multipart/form-data', form.payload],
      ['a boundary the body does not use', 'multipart/form-data; boundary=elsewhere', form.payload],
      ['a body cut between parts', contentType, form.payload.subarray(0, text.indexOf(`--${boundary}`, 10))],
      ['a body cut inside an image', contentType, form.payload.subarray(0, inFile)],
      ['a body cut inside a part header', contentType, form.payload.subarray(0, 30)],
      ['no parts at all', contentType, 'not a form'],
    ];
    const before = await rowCounts();
    const message = formatMessage('validation.review.formUnreadable', locale);
    for (const [what, type, payload] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/attractions/erhai-lake/reviews',
        payload,
        headers: { ...alice.headers, 'content-type': type, 'accept-language': locale },
      });
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toEqual({ code: 40001, message: expect.stringContaining(message), data: { fields: [{ field: 'body', message }] } });
    }
    expect(await rowCounts()).toEqual(before);
  });

  // A form carries UTF-8, where a lone surrogate cannot be written (it arrives as U+FFFD); NUL can.
  it('refuses a NUL in review text like any other request text, and writes nothing', async () => {
    const before = await rowCounts();
    const response = await post('erhai-lake', alice, { rating: '5', content: 'good\u0000view' }, [{ name: 'a.png', body: makePng() }], 'zh-CN');
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([{ field: 'body.content', message: formatMessage('validation.text.unstorable', 'zh-CN') }]);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a request that is not multipart with 415', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/attractions/erhai-lake/reviews', payload: { rating: 5, content: 'json' }, headers: alice.headers });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe(41501);
  });

  it('returns user text verbatim as JSON, never as HTML', async () => {
    const attack = '<img src=x onerror=alert(1)><script>alert("x")</script> & "quotes" \u2028';
    const created = await post('wuhua-tower', bob, { rating: '2', content: attack });
    expect(created.statusCode).toBe(200);
    expect(created.headers['content-type']).toMatch(/^application\/json/);
    expect(created.json().data.content).toBe(attack.trim());
    const reply = await t.app.inject({ method: 'POST', url: `/api/v1/reviews/${created.json().data.id}/replies`, payload: { content: '<b onmouseover=alert(1)>hi</b>' }, headers: alice.headers });
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.json().data.content).toBe('<b onmouseover=alert(1)>hi</b>');
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/attractions/wuhua-tower/reviews' });
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
    expect(listed.json().data.items[0]).toMatchObject({ content: attack.trim(), replies: [{ content: '<b onmouseover=alert(1)>hi</b>' }] });
  });
});
