import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { testEngines } from '../../test/test-databases.js';

const LOCALES = [
  ['en-US', 'Request parameter error: Please write your feedback', 'Feedback can be at most 500 characters'],
  ['zh-CN', '请求参数错误：请填写反馈内容', '反馈内容不能超过 500 个字符'],
  ['zh-HK', '請求參數錯誤：請填寫意見內容', '意見內容不能超過 500 個字元'],
] as const;

describe.each(testEngines())('feedback and contact on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp({ engine });
  });
  afterEach(async () => {
    await t.close();
  });

  const submit = (body: unknown, locale = 'en-US', path = '/api/v1/feedback/submit') =>
    t.app.inject({ method: 'POST', url: path, headers: { 'accept-language': locale, 'x-requested-with': 'XMLHttpRequest' }, payload: body as object });

  it('stores trimmed feedback with its locale and time', async () => {
    const before = Date.now();
    const response = await submit({ content: '  The lake loop was lovely.  ', languageCode: 'zh-TW' }, 'zh-HK');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 0, message: '感謝您的意見，我們已經收到', data: { id: expect.any(String) } });
    const rows = await t.database.db.selectFrom('feedback').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.data.id, content: 'The lake loop was lovely.', languageCode: 'zh-HK', userId: null });
    expect(rows[0]?.createdAt).toBeGreaterThanOrEqual(before);
  });

  it('accepts exactly 500 characters (code points, not UTF-16 units)', async () => {
    const response = await submit({ content: '洱'.repeat(499) + '🌊', languageCode: 'zh-CN' });
    expect(response.statusCode).toBe(200);
  });

  it.each(LOCALES)('rejects blank feedback with a 400 in %s and stores nothing', async (locale, blankMessage) => {
    const response = await submit({ content: ' \n  ', languageCode: 'en-US' }, locale);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 40001,
      message: blankMessage,
      data: { fields: [{ field: 'body.content', message: blankMessage.split(/: |：/)[1] }] },
    });
    expect(await t.database.db.selectFrom('feedback').selectAll().execute()).toHaveLength(0);
  });

  it.each(LOCALES)('rejects 501-character feedback with a 400 in %s and stores nothing', async (locale, _blank, tooLong) => {
    const response = await submit({ content: 'a'.repeat(501), languageCode: 'en-US' }, locale);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe(40001);
    expect(body.data.fields).toEqual([{ field: 'body.content', message: tooLong }]);
    expect(body.message).toContain(tooLong);
    expect(await t.database.db.selectFrom('feedback').selectAll().execute()).toHaveLength(0);
  });

  it('names every bad field, including a missing body and an unknown language', async () => {
    const response = await submit({ languageCode: 'fr-FR' }, 'zh-CN');
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([
      { field: 'body.content', message: '请填写反馈内容' },
      { field: 'body.languageCode', message: '不支持的语言，可选 zh-CN、zh-HK、en-US' },
    ]);
  });

  it('answers malformed JSON with the localised parameter error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/submit',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      payload: '{"content": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 40001, message: '请求参数错误', data: null });
  });

  it('stores a contact message and validates its email', async () => {
    const good = await submit({ name: ' Li Wei ', email: 'li.wei@example.com', message: 'Is Xizhou worth a night?' }, 'zh-CN', '/api/v1/contact');
    expect(good.statusCode).toBe(200);
    expect(good.json().message).toBe('留言已收到，我们会通过邮件回复您');
    const rows = await t.database.db.selectFrom('contactMessages').selectAll().execute();
    expect(rows).toMatchObject([{ name: 'Li Wei', email: 'li.wei@example.com', languageCode: 'zh-CN' }]);

    const bad = await submit({ name: 'Li', email: 'li.wei@', message: 'x' }, 'en-US', '/api/v1/contact');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toEqual([{ field: 'body.email', message: 'Please enter a valid email address' }]);
    expect(await t.database.db.selectFrom('contactMessages').selectAll().execute()).toHaveLength(1);
  });

  // PostgreSQL refuses U+0000 in text (and lone surrogates have no UTF-8 form): both engines must
  // answer the same localised 400 instead of a 500 on one of them.
  const UNSTORABLE = [
    ['en-US', 'Request parameter error: Contains characters that cannot be stored (a NUL character or broken Unicode)'],
    ['zh-CN', '请求参数错误：包含无法保存的字符（空字符或不完整的 Unicode 字符）'],
    ['zh-HK', '請求參數錯誤：包含無法儲存的字元（空字元或不完整的 Unicode 字元）'],
  ] as const;

  it.each(UNSTORABLE)('refuses a NUL or a lone surrogate in feedback and contact text with a 400 in %s', async (locale, message) => {
    for (const bad of ['lake\u0000view', 'lake\uD800view', '\uDFFF']) {
      const feedback = await submit({ content: bad, languageCode: 'en-US' }, locale);
      expect(feedback.statusCode).toBe(400);
      expect(feedback.json()).toEqual({ code: 40001, message, data: { fields: [{ field: 'body.content', message: message.split(/: |：/)[1] }] } });
      const contact = await submit({ name: 'Li', email: 'li.wei@example.com', message: bad }, locale, '/api/v1/contact');
      expect(contact.statusCode).toBe(400);
      expect(contact.json()).toMatchObject({ code: 40001, message, data: { fields: [{ field: 'body.message' }] } });
    }
    const named = await submit({ name: 'Li\u0000', email: 'li.wei@example.com', message: 'hello' }, locale, '/api/v1/contact');
    expect(named.json().data.fields).toEqual([{ field: 'body.name', message: message.split(/: |：/)[1] }]);
    expect(await t.database.db.selectFrom('feedback').selectAll().execute()).toHaveLength(0);
    expect(await t.database.db.selectFrom('contactMessages').selectAll().execute()).toHaveLength(0);
    // A surrogate pair is one ordinary character (an emoji) and is kept.
    expect((await submit({ content: 'lake 🌊', languageCode: 'en-US' }, locale)).statusCode).toBe(200);
  });

  it('limits each client to RATE_LIMIT_FORMS_PER_MINUTE submissions, with a localised 429', async () => {
    await t.close();
    t = await buildTestApp({ engine, env: { RATE_LIMIT_FORMS_PER_MINUTE: '2' } });
    for (let i = 0; i < 2; i += 1) expect((await submit({ content: `note ${i}`, languageCode: 'en-US' })).statusCode).toBe(200);
    const limited = await submit({ content: 'one more', languageCode: 'en-US' }, 'zh-CN');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 42901, message: expect.stringMatching(/^请求过于频繁，请 \d+ 秒后再试$/), data: null });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await t.database.db.selectFrom('feedback').selectAll().execute()).toHaveLength(2);
  });

  it('answers FEEDBACK_SAVE_FAILED (500, generic detail) when the database refuses the row', async () => {
    await t.database.db.schema.dropTable('feedback').execute();
    const response = await submit({ content: 'hello', languageCode: 'en-US' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 50005, message: 'Saving feedback failed', data: null });
  });
});
