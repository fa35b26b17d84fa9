import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '@sinais/shared/server';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The action link, kept separately so the outbox can be read by people and tests. */
  link?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Without SMTP the e-mail is written to DATA_DIR/outbox/ and its link logged, so a local install can reset passwords. */
export function createOutboxMailer(dataDir: string, logger: Logger): Mailer {
  const dir = join(dataDir, 'outbox');
  return {
    async send(mail) {
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${Date.now()}-${randomBytes(4).toString('hex')}.json`);
      writeFileSync(file, JSON.stringify({ ...mail, created_at: new Date().toISOString() }, null, 2));
      logger.info(
        { file, link: mail.link },
        'e-mail gravado na caixa de saída local (SMTP_URL não configurado)',
      );
    },
  };
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
