/**
 * Mail over SMTP with nodemailer. `SMTP_URL` carries host, port, credentials and security:
 * `smtps://user:pass@host:465` (TLS from the start) or `smtp://user:pass@host:587` (STARTTLS when
 * the server offers it). Connections are pooled so bursts of codes reuse them.
 */
import nodemailer from 'nodemailer';
import type { MailMessage, MailSender } from './mail-sender.js';

/** Options of {@link createSmtpMailSender}. */
export interface SmtpMailOptions {
  /** `smtp://…` or `smtps://…`. */
  url: string;
  /** From header, e.g. `Dali Guide <no-reply@example.com>`. */
  from: string;
}

/** A sender that hands every message to the SMTP server of `url`. */
export function createSmtpMailSender({ url, from }: SmtpMailOptions): MailSender {
  const transport = nodemailer.createTransport(`${url}${url.includes('?') ? '&' : '?'}pool=true`);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}) });
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}
