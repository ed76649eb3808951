import { Inject, Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { Clock } from '../../kernel/clock/clock';
import { HandlesJob, JobHandler } from '../../kernel/messaging/job-handler';
import type { PushTexts } from '../commands/push-to-user.command';
import { PushMetrics } from './push-metrics';
import { INVALID_TOKEN_CODES, PUSH_SENDER, PushSender } from './push-sender';
import { SendUserPush, SendUserPushPayload } from './notifications.jobs';

/**
 * Sends a personal push message to the devices its user has registered, each in the device's language, with one
 * sendEach call; then records the counts and the time it was sent, and forgets the tokens Firebase refuses for good.
 * A message recorded as sent is never sent again; a job cut short between sending and recording sends it once more.
 */
@Injectable()
@HandlesJob(SendUserPush)
export class SendUserPushJob implements JobHandler<SendUserPushPayload> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(PUSH_SENDER) private readonly sender: PushSender,
    private readonly metrics: PushMetrics,
  ) {}

  async handle(job: Job<SendUserPushPayload>): Promise<void> {
    const [message]: { user_id: string; texts: PushTexts; data: Record<string, string>; sent_at: Date | null }[] =
      await this.dataSource.query(`SELECT user_id, texts, data, sent_at FROM push_user_messages WHERE id = $1`, [
        job.data.messageId,
      ]);
    if (!message || message.sent_at !== null) return;
    const devices: { token: string; language: string }[] = await this.dataSource.query(
      `SELECT token, language FROM push_devices WHERE user_id = $1 ORDER BY token`,
      [message.user_id],
    );
    const outcomes = devices.length
      ? await this.sender.send(
          devices.map(({ token, language }) => {
            const text = message.texts[language as keyof PushTexts] ?? message.texts.en;
            return { token, title: text.title, body: text.body, data: message.data };
          }),
        )
      : [];
    const failures = outcomes.flatMap((outcome, i) =>
      outcome.success ? [] : [{ token: devices[i].token, code: outcome.code }],
    );
    const invalid = failures.filter((f) => INVALID_TOKEN_CODES.includes(f.code)).map((f) => f.token);
    await this.dataSource.transaction(async (manager) => {
      if (invalid.length)
        await manager.query(`DELETE FROM push_devices WHERE token = ANY($1) AND user_id = $2`, [
          invalid,
          message.user_id,
        ]);
      await manager.query(
        `UPDATE push_user_messages SET sent_at = $2, recipients = $3, sent = $4, failed = $5 WHERE id = $1`,
        [job.data.messageId, this.clock.now(), devices.length, outcomes.length - failures.length, failures.length],
      );
    });
    this.metrics.record(
      outcomes.length - failures.length,
      failures.map((f) => f.code),
    );
  }
}
