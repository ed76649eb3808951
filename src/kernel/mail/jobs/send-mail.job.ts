import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { defineJob, defineQueue } from '../../messaging/job-definition';
import { HandlesJob, JobHandler } from '../../messaging/job-handler';
import { StorageService } from '../../storage/storage.service';
import type { MailTransport } from '../mail-transport';

export interface SendMailPayload {
  mailId: string;
}

export const MAIL_QUEUE = defineQueue('mail', { concurrency: 4 });
/** Sends one row of outgoing_mail; a mail already sent is not sent again. */
export const SendMail = defineJob<SendMailPayload>(MAIL_QUEUE, 'send-mail');

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** A row of outgoing_mail as the job reads it (attachments: a jsonb list of stored files). */
interface OutgoingMailRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: { filename: string; storageKey: string; contentType: string }[];
  sent_at: Date | null;
}

@Injectable()
@HandlesJob(SendMail)
export class SendMailJob implements JobHandler<SendMailPayload>, OnApplicationShutdown {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: StorageService,
  ) {}

  async handle(job: Job<SendMailPayload>): Promise<void> {
    const rows = await this.dataSource.query<OutgoingMailRow[]>(
      `SELECT id, recipient, subject, text_body, html_body, attachments, sent_at FROM outgoing_mail WHERE id = $1`,
      [job.data.mailId],
    );
    const mail = rows[0];
    if (!mail) throw new Error(`No outgoing mail ${job.data.mailId}`);
    if (mail.sent_at) return;
    // Read through the store (local directory or bucket), so any worker machine can send any mail.
    const attachments = await Promise.all(
      mail.attachments.map(async (a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: await this.storage.open(a.storageKey),
      })),
    );
    await this.transport.send(this.config.mailFrom, {
      id: mail.id,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body,
      attachments,
    });
    await this.dataSource.query(`UPDATE outgoing_mail SET sent_at = now(), attempts = attempts + 1 WHERE id = $1`, [
      mail.id,
    ]);
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
