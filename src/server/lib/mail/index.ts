import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes when it is not the sender (a contact form's writer). */
  replyTo?: string;
}

/**
 * Sends e-mail. With SMTP_URL the message goes out through that SMTP server; without it, each
 * message is written to DATA_DIR/outbox so nothing leaves the machine.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createOutboxMailer(dir: string | null): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
      logger.info({ to: message.to, subject: message.subject }, 'mail queued to outbox');
      if (!dir) return;
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      const replyTo = message.replyTo ? `Reply-To: ${message.replyTo}\n` : '';
      const body = `To: ${message.to}\n${replyTo}Subject: ${message.subject}\n\n${message.text}\n`;
      await fs.writeFile(path.join(dir, name), body, 'utf8');
    },
  };
}

/**
 * Sends through an SMTP server named by a URL (`smtp://user:pass@host:587`, or `smtps://` for
 * TLS from the start); STARTTLS is used when the server offers it. Throws when the server refuses.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
      logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    },
  };
}

/** SMTP when a URL is configured, otherwise the outbox folder (none in tests: messages stay in memory). */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string | null }): Mailer {
  return opts.smtpUrl ? createSmtpMailer(opts.smtpUrl, opts.from) : createOutboxMailer(opts.outboxDir);
}
