/**
 * Picks the SMS sender from the configuration (README.md "Configuration"; integrations.md SMS).
 */
import type { AppConfig } from '../../config/env.js';
import { createAliyunSmsSender } from './aliyun-sms-sender.js';
import { createOutboxSmsSender, type OutboxSmsOptions } from './outbox-sms-sender.js';
import type { SmsSender } from './sms-sender.js';

/** The settings the choice reads. */
export type SmsConfig = Pick<
  AppConfig,
  | 'SMS_PROVIDER'
  | 'ALIYUN_SMS_ACCESS_KEY_ID'
  | 'ALIYUN_SMS_ACCESS_KEY_SECRET'
  | 'ALIYUN_SMS_SIGN_NAME'
  | 'ALIYUN_SMS_TEMPLATE_CODE'
  | 'ALIYUN_SMS_ENDPOINT'
  | 'ALIYUN_SMS_REGION'
>;

/**
 * The sender `config` asks for: Aliyun Dysmsapi when `SMS_PROVIDER=aliyun` (env.ts requires its four
 * ALIYUN_SMS_* credentials then), else the embedded default that keeps each text through
 * `outbox.keep` and logs a line through `outbox.log`.
 */
export function createSmsSender(config: SmsConfig, outbox: OutboxSmsOptions): SmsSender {
  if (config.SMS_PROVIDER !== 'aliyun') return createOutboxSmsSender(outbox);
  return createAliyunSmsSender({
    // env.ts refuses to start without these when SMS_PROVIDER=aliyun; '' only satisfies the types.
    accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
    accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
    signName: config.ALIYUN_SMS_SIGN_NAME ?? '',
    templateCode: config.ALIYUN_SMS_TEMPLATE_CODE ?? '',
    endpoint: config.ALIYUN_SMS_ENDPOINT,
    regionId: config.ALIYUN_SMS_REGION,
  });
}
