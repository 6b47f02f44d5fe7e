/**
 * The embedded SMS default (`SMS_PROVIDER=outbox`): the text is kept (in the `outbox` table) and one
 * log line says where to read it.
 */
import type { SmsCodeMessage, SmsSender } from './sms-sender.js';

/** What the outbox sender needs: a place to keep a message, and a logger. */
export interface OutboxSmsOptions {
  keep(message: { channel: 'sms'; destination: string; subject: null; body: string }): Promise<void>;
  log(message: string): void;
}

/** A sender that keeps every text instead of sending it. */
export function createOutboxSmsSender({ keep, log }: OutboxSmsOptions): SmsSender {
  return {
    kind: 'outbox',
    async sendCode(message: SmsCodeMessage) {
      await keep({ channel: 'sms', destination: message.phone, subject: null, body: message.text });
      log(`SMS to ${message.phone} kept in the outbox (SMS_PROVIDER=outbox): read it with npm run outbox -- --to ${message.phone}`);
    },
  };
}
