/**
 * Picks the mail sender from the configuration (architecture.md §1 "mail"; README.md "Configuration").
 */
import type { AppConfig } from '../../config/env.js';
import type { MailSender } from './mail-sender.js';
import { createOutboxMailSender, type OutboxMailOptions } from './outbox-mail-sender.js';
import { createSmtpMailSender } from './smtp-mail-sender.js';

/**
 * The sender `config` asks for: SMTP through `SMTP_URL` (from `MAIL_FROM`) when it is set, else the
 * embedded default that keeps each message through `outbox.keep` and logs a line through `outbox.log`.
 * Close it with `close()` when the app closes (the SMTP pool).
 */
export function createMailSender(config: Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM'>, outbox: OutboxMailOptions): MailSender {
  return config.SMTP_URL ? createSmtpMailSender({ url: config.SMTP_URL, from: config.MAIL_FROM }) : createOutboxMailSender(outbox);
}
