import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { registerBody } from '../../test/accounts-helpers.js';
import { startFakeAliyunSms, type FakeAliyunSms } from '../../test/fake-aliyun-sms-server.js';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer.js';
import { testEngines } from '../../test/test-databases.js';

const ALIYUN = { accessKeyId: 'LTAI-test-key', accessKeySecret: 'test secret with spaces & symbols*~' };

describe.each(testEngines())('code delivery on %s', (engine) => {
  let smtp: SmtpPeer;
  let aliyun: FakeAliyunSms;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    aliyun = await startFakeAliyunSms(ALIYUN);
    t = await buildTestApp({
      engine,
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Dali Guide <codes@dali.example>',
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: ALIYUN.accessKeyId,
        ALIYUN_SMS_ACCESS_KEY_SECRET: ALIYUN.accessKeySecret,
        ALIYUN_SMS_SIGN_NAME: '大理旅游指南',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_480000001',
        ALIYUN_SMS_ENDPOINT: aliyun.endpoint,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await aliyun.close();
  });

  it('mails the code over SMTP in the request language; the code read from the mail registers', async () => {
    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-register-code?account=Mail.Reader@Example.com&type=EMAIL', headers: { 'accept-language': 'zh-TW' } });
    expect(sent.statusCode).toBe(200);
    await smtp.waitFor(1);
    const mail = smtp.messages[0];
    expect(mail?.from).toBe('codes@dali.example');
    expect(mail?.to).toEqual(['mail.reader@example.com']);
    expect(mail?.subject).toMatch(/^大理旅遊指南註冊驗證碼：\d{6}$/);
    expect(mail?.text).toMatch(/您的註冊驗證碼是 \d{6}，10 分鐘內有效。/);
    expect(mail?.html).toContain('<strong');
    const code = /(\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
    const registered = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registerBody('Mail.Reader@Example.com', code, { languagePreference: 'zh-HK' }) });
    expect(registered.json()).toMatchObject({ code: 0, data: { username: expect.any(String) } });
    // Nothing went to the outbox: a real transport is configured.
    expect(await t.database.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('sends the reset mail in the account’s language preference', async () => {
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-reset-password-code?account=mail.reader@example.com', headers: { 'accept-language': 'en-US' } });
    await smtp.waitFor(2);
    expect(smtp.messages[1]?.subject).toMatch(/^大理旅遊指南重設密碼驗證碼：\d{6}$/);
  });

  it('texts the code through Aliyun SendSms with a signature the fake verifies; the code registers', async () => {
    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-register-code?account=13700000001&type=PHONE' });
    expect(sent.statusCode).toBe(200);
    const request = aliyun.requests.at(-1);
    expect(request?.problem).toBeNull();
    expect(request?.params).toMatchObject({ PhoneNumbers: '13700000001', SignName: '大理旅游指南', TemplateCode: 'SMS_480000001', RegionId: 'cn-hangzhou' });
    const { code } = JSON.parse(request?.params.TemplateParam ?? '{}') as { code?: string };
    expect(code).toMatch(/^\d{6}$/);
    const registered = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registerBody('13700000001', code ?? '') });
    expect(registered.statusCode).toBe(200);
  });

  it('answers 502 when the provider refuses, and lets the person retry at once', async () => {
    aliyun.failWith('isv.BUSINESS_LIMIT_CONTROL');
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-register-code?account=13700000002', headers: { 'accept-language': 'zh-CN' } });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 50202, message: '验证码发送失败，请稍后重试' });
    aliyun.failWith(null);
    const retried = await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-register-code?account=13700000002' });
    expect(retried.statusCode).toBe(200);
    expect(aliyun.requests.at(-1)?.problem).toBeNull();
  });
});
