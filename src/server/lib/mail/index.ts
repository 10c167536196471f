import fs from 'node:fs/promises';
import path from 'node:path';
import { logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail. The default driver writes each message to DATA_DIR/outbox so nothing leaves the machine. */
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
      const body = `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`;
      await fs.writeFile(path.join(dir, name), body, 'utf8');
    },
  };
}
