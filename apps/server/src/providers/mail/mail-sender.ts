/**
 * Outgoing mail (architecture.md §1 "mail"): one interface, an `smtp` provider (nodemailer over
 * SMTP_URL) and an `outbox` provider (the embedded default: the message is stored and logged, and
 * `npm run outbox` shows it).
 */

/** One plain message; `html` is optional. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends account mail (e.g. verification codes): `smtp` over SMTP_URL, or `outbox` (stored and logged). */
export interface MailSender {
  readonly kind: 'smtp' | 'outbox';
  /**
   * Deliver (or keep) `message`.
   * @throws when the transport refuses it (connection, authentication, rejected recipient).
   */
  send(message: MailMessage): Promise<void>;
  /** Release connections (pooled SMTP); safe to call once. */
  close(): Promise<void>;
}
