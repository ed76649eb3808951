import { Inject, Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { Clock } from '../../kernel/clock/clock';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { EventStore } from '../../kernel/events/event-store';
import { HandlesJob, JobHandler } from '../../kernel/messaging/job-handler';
import { decidePrepare, decideRecordBatch, PushNotificationStream } from '../domain/push-notification';
import { PushMetrics } from './push-metrics';
import { INVALID_TOKEN_CODES, PUSH_SENDER, PushSender } from './push-sender';
import { SendPushNotification, SendPushNotificationPayload } from './notifications.jobs';

interface NotificationRow {
  title: string;
  message: string;
  titleFr: string | null;
  messageFr: string | null;
  countryId: number;
  role: string | null;
}

/**
 * Sends a push notification. The first run takes the devices of the country (of the role, if any) and cuts them into
 * batches of PUSH_BATCH_SIZE (push_notification_batches), with the event that says so, in one transaction. Each batch
 * is then sent with one sendEach call and recorded (counts, invalid tokens removed) in one transaction. A retried job
 * sends only the batches not recorded yet: at worst the batch whose sending was cut short goes again.
 */
@Injectable()
@HandlesJob(SendPushNotification)
export class SendPushNotificationJob implements JobHandler<SendPushNotificationPayload> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PUSH_SENDER) private readonly sender: PushSender,
    private readonly metrics: PushMetrics,
  ) {}

  async handle(job: Job<SendPushNotificationPayload>): Promise<void> {
    const id = job.data.notificationId;
    const [notification]: NotificationRow[] = await this.dataSource.query(
      `SELECT title, message, title_fr AS "titleFr", message_fr AS "messageFr", country_id AS "countryId", role FROM push_notifications WHERE id = $1`,
      [id],
    );
    if (!notification) return;
    await this.prepare(id, notification);
    const { state } = await PushNotificationStream.load(this.store, id);
    const batches: { batch: number; tokens: string[]; languages: string[] | null }[] = await this.dataSource.query(
      `SELECT batch, tokens, languages FROM push_notification_batches WHERE notification_id = $1 ORDER BY batch`,
      [id],
    );
    for (const { batch, tokens, languages } of batches) {
      if (state.sentBatches.includes(batch)) continue;
      await this.sendBatch(id, notification, batch, tokens, languages ?? []);
      await job.updateProgress({ batch, of: state.batches });
    }
    // Every batch is recorded: the device tokens need not be kept any longer.
    await this.dataSource.query(`DELETE FROM push_notification_batches WHERE notification_id = $1`, [id]);
  }

  /** Takes the list of devices once. */
  private async prepare(id: string, notification: NotificationRow): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const { state } = await PushNotificationStream.load(this.store, id, manager);
      if (state.batches !== null) return;
      const rows: { token: string; language: string }[] = await manager.query(
        `SELECT token, language FROM push_devices WHERE country_id = $1 AND ($2::text IS NULL OR $2 = ANY(roles)) ORDER BY token`,
        [notification.countryId, notification.role],
      );
      const size = this.config.push.batchSize;
      const batches: (typeof rows)[] = [];
      for (let i = 0; i < rows.length; i += size) batches.push(rows.slice(i, i + size));
      // A second run racing this one meets the stream's new version and fails: its retry finds the batches taken.
      const appended = await PushNotificationStream.execute(
        this.store,
        id,
        (s) =>
          decidePrepare(s, {
            notificationId: id,
            recipients: rows.length,
            batches: batches.length,
            now: this.clock.nowIso(),
          }),
        manager,
      );
      if (appended.length === 0) return;
      for (const [batch, devices] of batches.entries()) {
        await manager.query(
          `INSERT INTO push_notification_batches (notification_id, batch, tokens, languages) VALUES ($1, $2, $3, $4)`,
          [id, batch, devices.map((d) => d.token), devices.map((d) => d.language)],
        );
      }
    });
  }

  /** Each device gets the text in the language it registered with: French when the notification has it, else the first text. */
  private async sendBatch(
    id: string,
    notification: NotificationRow,
    batch: number,
    tokens: string[],
    languages: string[],
  ): Promise<void> {
    const french =
      notification.titleFr && notification.messageFr
        ? { title: notification.titleFr, body: notification.messageFr }
        : null;
    const text = (i: number) =>
      french && languages[i] === 'fr' ? french : { title: notification.title, body: notification.message };
    const outcomes = await this.sender.send(
      tokens.map((token, i) => ({ token, ...text(i), data: { notificationId: id } })),
    );
    const failures = outcomes.flatMap((outcome, i) =>
      outcome.success ? [] : [{ token: tokens[i], code: outcome.code }],
    );
    const invalid = failures.filter((f) => INVALID_TOKEN_CODES.includes(f.code)).map((f) => f.token);
    const sent = outcomes.length - failures.length;
    await this.dataSource.transaction(async (manager) => {
      // TypeORM answers a DELETE as [rows, count].
      const [, tokensRemoved]: [unknown[], number] = invalid.length
        ? await manager.query(`DELETE FROM push_devices WHERE token = ANY($1)`, [invalid])
        : [[], 0];
      await PushNotificationStream.execute(
        this.store,
        id,
        (s) =>
          decideRecordBatch(s, {
            notificationId: id,
            batch,
            sent,
            failed: failures.length,
            tokensRemoved,
            now: this.clock.nowIso(),
          }),
        manager,
      );
    });
    this.metrics.record(
      sent,
      failures.map((f) => f.code),
    );
  }
}
