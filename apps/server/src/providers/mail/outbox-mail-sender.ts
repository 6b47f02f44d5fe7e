/**
 * The embedded mail default: messages are kept (the accounts feature stores them in the `outbox`
 * table) and one log line says where to read them, so a person running the app locally can finish
 * a registration without a mail server.
 */
import type { MailMessage, MailSender } from './mail-sender.js';

/** What the outbox sender needs: a place to keep a message, and a logger. */
export interface OutboxMailOptions {
  keep(message: { channel: 'email'; destination: string; subject: string; body: string }): Promise<void>;
  log(message: string): void;
}

/** A sender that keeps every message instead of delivering it. */
export function createOutboxMailSender({ keep, log }: OutboxMailOptions): MailSender {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await keep({ channel: 'email', destination: message.to, subject: message.subject, body: message.text });
      log(`mail to ${message.to} kept in the outbox (no SMTP_URL): read it with npm run outbox -- --to ${message.to}`);
    },
    close: () => Promise.resolve(),
  };
}
