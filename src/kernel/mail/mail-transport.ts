import { Logger } from '@nestjs/common';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import nodemailer, { Transporter } from 'nodemailer';

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  /** The stored file, read as the mail is sent. */
  content: Readable;
}

export interface OutgoingMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: OutgoingAttachment[];
}

export interface MailTransport {
  send(from: string, message: OutgoingMessage): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer (SMTP_URL). */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;
  constructor(url: string) {
    this.transporter = nodemailer.createTransport(url);
  }
  async send(from: string, m: OutgoingMessage): Promise<void> {
    await this.transporter.sendMail({
      from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html ?? undefined,
      attachments: m.attachments,
      messageId: `<${m.id}@kasuwa>`,
    });
  }
  close(): void {
    this.transporter.close();
  }
}

/**
 * Without SMTP_URL every mail is written to `<dir>/<id>.eml` and its subject and links are logged,
 * so someone running Kasuwa locally can still follow an activation link.
 */
export class FileMailTransport implements MailTransport {
  private readonly logger = new Logger('Mail');
  private readonly transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  constructor(private readonly dir: string) {}

  async send(from: string, m: OutgoingMessage): Promise<void> {
    const info = await this.transporter.sendMail({
      from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html ?? undefined,
      attachments: m.attachments,
      messageId: `<${m.id}@kasuwa>`,
    });
    mkdirSync(this.dir, { recursive: true });
    const file = join(this.dir, `${m.id}.eml`);
    writeFileSync(file, info.message as Buffer);
    const links = m.text.match(/https?:\/\/\S+/g) ?? [];
    this.logger.log(
      `Mail to ${m.to}: "${m.subject}" written to ${file}${links.length ? `; links: ${links.join(' ')}` : ''}`,
    );
  }
  close(): void {}
}
