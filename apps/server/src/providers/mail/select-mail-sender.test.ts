import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { createSmsSender } from '../sms/select-sms-sender.js';
import { createMailSender } from './select-mail-sender.js';

const outbox = { keep: async () => undefined, log: () => undefined };

describe('mail and SMS senders chosen from the configuration', () => {
  it('keeps mail in the outbox unless SMTP_URL is set', async () => {
    const local = createMailSender(loadConfig({ NODE_ENV: 'test' }), outbox);
    expect(local.kind).toBe('outbox');
    await local.close();
    const smtp = createMailSender(loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:2525' }), outbox);
    expect(smtp.kind).toBe('smtp');
    await smtp.close();
  });

  it('keeps texts in the outbox unless SMS_PROVIDER=aliyun', () => {
    expect(createSmsSender(loadConfig({ NODE_ENV: 'test' }), outbox).kind).toBe('outbox');
    const aliyun = loadConfig({
      NODE_ENV: 'test',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: 'Dali Guide',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    });
    expect(createSmsSender(aliyun, outbox).kind).toBe('aliyun');
  });
});
