import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.js';
import { buildCatalogTestApp, type TestApp } from '../../test/build-test-app.js';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3-server.js';
import { TINY_JPEG, encodeForm, makePng } from '../../test/image-fixtures.js';
import { createTestUser, type TestUser } from '../../test/test-auth.js';
import { createS3ImageStorage } from './s3-image-storage.js';
import { createImageStorage } from './select-image-storage.js';

const CREDENTIALS = { accessKeyId: 'AKIDTESTREVIEWS', secretAccessKey: 'test-secret-key/with+symbols' };

describe('S3 image storage (against a local fake S3)', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3(CREDENTIALS);
  });
  afterAll(async () => {
    await s3.close();
  });
  beforeEach(() => {
    s3.requests.length = 0;
    s3.objects.clear();
    s3.failPutsAfter(null);
  });

  const storage = (overrides: Partial<Parameters<typeof createS3ImageStorage>[0]> = {}) =>
    createS3ImageStorage({ endpoint: s3.endpoint, bucket: 'dali-images', region: 'us-east-1', ...CREDENTIALS, retries: 0, ...overrides });

  it('PUTs the image signed with SigV4, payload hash included, and answers its public URL', async () => {
    const png = makePng();
    const stored = await storage({ publicUrl: 'https://img.example.com/' }).save({ body: png, mimeType: 'image/png' });
    expect(stored.key).toMatch(/^reviews\/[A-Za-z0-9_-]{22}\.png$/);
    expect(stored.url).toBe(`https://img.example.com/${stored.key}`);
    expect(s3.requests).toHaveLength(1);
    const [put] = s3.requests;
    expect(put).toMatchObject({ method: 'PUT', path: `/dali-images/${stored.key}`, verified: true });
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTESTREVIEWS\/\d{8}\/us-east-1\/s3\/aws4_request, ?SignedHeaders=\S+, ?Signature=[0-9a-f]{64}$/);
    expect(put?.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(png).digest('hex'));
    expect(put?.headers['content-type']).toBe('image/png');
    expect(put?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(s3.objects.get(`dali-images/${stored.key}`)?.body.equals(png)).toBe(true);
  });

  it('defaults the public URL to the path-style object URL, and deletes objects', async () => {
    const s = storage();
    const stored = await s.save({ body: TINY_JPEG, mimeType: 'image/jpeg' });
    expect(stored.url).toBe(`${s3.endpoint}/dali-images/${stored.key}`);
    await s.remove(stored.key);
    expect(s3.requests.map((r) => [r.method, r.verified])).toEqual([
      ['PUT', true],
      ['DELETE', true],
    ]);
    expect(s3.objects.size).toBe(0);
  });

  it('fails loudly when the store refuses the request (wrong secret, server error)', async () => {
    await expect(storage({ secretAccessKey: 'wrong' }).save({ body: TINY_JPEG, mimeType: 'image/jpeg' })).rejects.toThrow(/403/);
    s3.failPutsAfter(0);
    await expect(storage().save({ body: TINY_JPEG, mimeType: 'image/jpeg' })).rejects.toThrow(/500/);
    expect(s3.objects.size).toBe(0);
  });

  it('is chosen when the four S3 variables are set; partial settings are refused', () => {
    const s3Env = { S3_ENDPOINT: s3.endpoint, S3_BUCKET: 'dali-images', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' };
    expect(createImageStorage(loadConfig(s3Env)).kind).toBe('s3');
    expect(createImageStorage(loadConfig({})).kind).toBe('local');
    let error: unknown;
    try {
      loadConfig({ S3_ENDPOINT: s3.endpoint, S3_BUCKET: 'dali-images' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      expect.stringMatching(/^S3_ACCESS_KEY_ID: required with S3_ENDPOINT, S3_BUCKET/),
      expect.stringMatching(/^S3_SECRET_ACCESS_KEY: required with S3_ENDPOINT, S3_BUCKET/),
    ]);
    expect(() => loadConfig({ ...s3Env, S3_BUCKET: 'Bad_Bucket' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...s3Env, S3_ENDPOINT: 'ftp://s3.example.com' })).toThrow(ConfigError);
  });

  describe('behind the review routes', () => {
    let t: TestApp;
    let author: TestUser;
    beforeAll(async () => {
      t = await buildCatalogTestApp({
        testAuth: true,
        env: { S3_ENDPOINT: s3.endpoint, S3_BUCKET: 'dali-images', S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId, S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey, S3_PUBLIC_URL: 'https://img.example.com' },
      });
      author = await createTestUser(t.database.db);
    });
    afterAll(async () => {
      await t.close();
    });

    const post = async () => {
      const form = await encodeForm({ rating: '5', content: 'Bucket-backed' }, [
        { name: 'a.png', body: makePng() },
        { name: 'b.jpg', body: TINY_JPEG },
      ]);
      return t.app.inject({ method: 'POST', url: '/api/v1/attractions/erhai-lake/reviews', payload: form.payload, headers: { ...form.headers, ...author.headers } });
    };

    it('stores review images in the bucket and nothing on local disk', async () => {
      const response = await post();
      expect(response.statusCode).toBe(200);
      const urls = response.json().data.images.map((i: { url: string }) => i.url);
      expect(urls).toEqual([expect.stringMatching(/^https:\/\/img\.example\.com\/reviews\/\S+\.png$/), expect.stringMatching(/^https:\/\/img\.example\.com\/reviews\/\S+\.jpg$/)]);
      expect(s3.objects.size).toBe(2);
      expect(s3.requests.every((r) => r.verified)).toBe(true);
      expect(fs.existsSync(path.join(t.config.DATA_DIR, 'uploads'))).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png' })).statusCode).toBe(404);
    });

    it('leaves no object and no row behind when the bucket fails part-way', async () => {
      s3.failPutsAfter(1);
      const counters = () => t.database.db.selectFrom('attractions').select(['reviewCount', 'ratingSum']).where('id', '=', 'erhai-lake').executeTakeFirstOrThrow();
      const countersBefore = await counters();
      const before = await t.database.db.selectFrom('reviews').select('id').execute();
      const response = await post();
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: 50002 });
      expect(s3.objects.size).toBe(0);
      expect(s3.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
      expect(await t.database.db.selectFrom('reviews').select('id').execute()).toEqual(before);
      expect(await counters()).toEqual(countersBefore);
    });
  });
});
