import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Job } from 'bullmq';
import { join } from 'node:path';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { HandlesJob, JobHandler } from '../messaging/job-handler';
import { JobQueues } from '../messaging/job-queue.service';
import { QUEUES } from '../messaging/queues';
import { FileMailTransport, MailTransport, SmtpMailTransport } from './mail-transport';

export interface MailRequest {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The same key twice queues one mail: callers pass e.g. `<subscriber>:<event id>`. */
  dedupeKey: string;
}

/** Queues outgoing mail: a row in outgoing_mail, then a `mail/send-mail` job carrying its id. */
@Injectable()
export class MailService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: JobQueues,
  ) {}

  async queue(request: MailRequest, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const rows = await manager.query(
      `WITH inserted AS (
         INSERT INTO outgoing_mail (dedupe_key, recipient, subject, text_body, html_body)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id)
       SELECT id FROM inserted UNION ALL SELECT id FROM outgoing_mail WHERE dedupe_key = $1 LIMIT 1`,
      [request.dedupeKey, request.to, request.subject, request.text, request.html ?? null],
    );
    const id: string = rows[0].id;
    await this.queues.add(QUEUES.mail, 'send-mail', { mailId: id }, { jobId: `mail-${id}` });
    return id;
  }
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

export function mailTransportFor(config: AppConfig): MailTransport {
  return config.smtpUrl ? new SmtpMailTransport(config.smtpUrl) : new FileMailTransport(join(config.dataDir, 'mail'));
}

@Injectable()
@HandlesJob(QUEUES.mail, 'send-mail')
export class SendMailJob implements JobHandler<{ mailId: string }>, OnApplicationShutdown {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(job: Job<{ mailId: string }>): Promise<void> {
    const rows = await this.dataSource.query(
      `SELECT id, recipient, subject, text_body, html_body, sent_at FROM outgoing_mail WHERE id = $1`,
      [job.data.mailId],
    );
    const mail = rows[0];
    if (!mail) throw new Error(`No outgoing mail ${job.data.mailId}`);
    if (mail.sent_at) return;
    await this.transport.send(this.config.mailFrom, { id: mail.id, to: mail.recipient, subject: mail.subject, text: mail.text_body, html: mail.html_body });
    await this.dataSource.query(`UPDATE outgoing_mail SET sent_at = now(), attempts = attempts + 1 WHERE id = $1`, [mail.id]);
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
