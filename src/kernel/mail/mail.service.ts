import { Injectable } from '@nestjs/common';
import { join } from 'node:path';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { JobQueues } from '../messaging/job-queue.service';
import { SendMail } from './jobs/send-mail.job';
import { FileMailTransport, MailTransport, SmtpMailTransport } from './mail-transport';

export interface MailRequest {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The same key twice queues one mail: callers pass e.g. `<subscriber>:<event id>`. */
  dedupeKey: string;
  /** Files already kept by StorageService. */
  attachments?: { filename: string; storageKey: string; contentType: string }[];
}

/** Queues outgoing mail: a row in outgoing_mail, then a `mail/send-mail` job carrying its id. */
@Injectable()
export class MailService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: JobQueues,
  ) {}

  /**
   * When a mail with this dedupe key exists, makes sure its job is queued and answers true, so that a retried
   * producer need not build the mail (and its one-time link) again.
   */
  async ensureQueued(dedupeKey: string): Promise<boolean> {
    const rows = await this.dataSource.query(`SELECT id FROM outgoing_mail WHERE dedupe_key = $1`, [dedupeKey]);
    if (rows.length === 0) return false;
    await this.queues.add(SendMail, { mailId: rows[0].id }, { jobId: `mail-${rows[0].id}` });
    return true;
  }

  async queue(request: MailRequest, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const rows = await manager.query(
      `WITH inserted AS (
         INSERT INTO outgoing_mail (dedupe_key, recipient, subject, text_body, html_body, attachments)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id)
       SELECT id FROM inserted UNION ALL SELECT id FROM outgoing_mail WHERE dedupe_key = $1 LIMIT 1`,
      [
        request.dedupeKey,
        request.to,
        request.subject,
        request.text,
        request.html ?? null,
        JSON.stringify(request.attachments ?? []),
      ],
    );
    const id: string = rows[0].id;
    await this.queues.add(SendMail, { mailId: id }, { jobId: `mail-${id}` });
    return id;
  }
}

export function mailTransportFor(config: AppConfig): MailTransport {
  return config.smtpUrl ? new SmtpMailTransport(config.smtpUrl) : new FileMailTransport(join(config.dataDir, 'mail'));
}

export { MAIL_TRANSPORT, SendMailJob } from './jobs/send-mail.job';
