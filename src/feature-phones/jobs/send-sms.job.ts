import { Inject, Injectable, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import Redis from 'ioredis';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { HandlesJob, JobHandler } from '../../kernel/messaging/job-handler';
import { REDIS } from '../../kernel/messaging/redis.provider';
import { TOPIC_COLUMNS, SmsTopic } from '../commands/sms-subscriptions';
import { RecipientResult, SMS_GATEWAY, SmsGateway, SmsGatewayUnavailable } from './sms-gateway';
import { SendSms, SendSmsBatch, SendSmsBatchPayload, SendSmsPayload } from './feature-phones.jobs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface QueuedSms {
  id: string;
  phone: string;
  kind: string;
  body: string;
  opted_out_at: Date | null;
  [topic: string]: unknown;
}

/**
 * Sends queued SMS through the gateway and keeps its answer for each (id, status, cost); messages sharing a text go in
 * one call. The messages are taken (locked) for the time of the call: a message no longer QUEUED (sent, failed,
 * skipped) or being sent by another job is left alone, so a redelivered job sends nothing twice; one whose number
 * opted out since it was queued is skipped. The gateway's rate (SMS_PER_SECOND) is counted in Redis per second, across
 * workers. A message the gateway could not take now is counted an attempt, and the job fails to be tried again (for
 * the messages still queued), until its last attempt fails them.
 */
@Injectable()
export class SmsSender {
  private readonly logger = new Logger('Sms');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SMS_GATEWAY) private readonly gateway: SmsGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async send(messageIds: string[], job: Job): Promise<void> {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const unsent = await this.dataSource.transaction(async (manager) => {
      const messages: QueuedSms[] = await manager.query(
        `SELECT m.id, m.phone, m.kind, m.body, s.opted_out_at, s.price_alerts, s.weather_warnings, s.order_status
           FROM sms_messages m LEFT JOIN sms_subscriptions s ON s.country_id = m.country_id AND s.phone = m.phone
          WHERE m.id = ANY($1::uuid[]) AND m.status = 'QUEUED' ORDER BY m.id FOR UPDATE OF m SKIP LOCKED`,
        [messageIds],
      );
      const withdrawn = messages.filter((message) => this.withdrawn(message)).map((message) => message.id);
      if (withdrawn.length)
        await manager.query(
          `UPDATE sms_messages SET status = 'SKIPPED', failure_reason = 'OptedOut' WHERE id = ANY($1::uuid[])`,
          [withdrawn],
        );
      const byText = new Map<string, QueuedSms[]>();
      for (const message of messages.filter((m) => !withdrawn.includes(m.id)))
        byText.set(message.body, [...(byText.get(message.body) ?? []), message]);
      let unsent: SmsGatewayUnavailable | null = null;
      for (const [text, group] of byText) {
        await this.takeTurn(group.length);
        const results = await this.gateway
          .sendBulk(
            text,
            group.map((m) => ({ id: m.id, to: m.phone })),
          )
          .catch((error: unknown): RecipientResult[] => {
            const unavailable =
              error instanceof SmsGatewayUnavailable
                ? error
                : new SmsGatewayUnavailable((error as Error).message, 'Error', null);
            return group.map((m) => ({ id: m.id, unavailable }));
          });
        for (const result of results) {
          if ('outcome' in result) await this.recordSent(manager, result.id, result.outcome);
          else {
            await this.recordUnsent(manager, result.id, result.unavailable, lastAttempt);
            unsent ??= result.unavailable;
          }
        }
      }
      return unsent;
    });
    if (unsent) {
      this.logger.warn(`SMS of job ${job.id} not sent (attempt ${job.attemptsMade + 1}): ${unsent.message}`);
      throw unsent;
    }
    await this.failUntilCommitted(messageIds);
  }

  /**
   * A message queued inside a transaction (an event consumer's) gets its job at once, and the job may run before that
   * transaction commits: its row is not visible yet, and the SMS would be lost. The job fails to be tried again later
   * (its backoff) until every row it names can be read, and none of them is left queued with no job sending it: a row
   * whose transaction committed between the job's read above and this check is still queued and held by nobody.
   */
  private async failUntilCommitted(messageIds: string[]): Promise<void> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM sms_messages WHERE id = ANY($1::uuid[])`,
      [messageIds],
    );
    const missing = messageIds.filter((id) => !rows.some((row) => row.id === id));
    const stranded: { id: string }[] = await this.dataSource.transaction((manager) =>
      manager.query(
        `SELECT id FROM sms_messages WHERE id = ANY($1::uuid[]) AND status = 'QUEUED' FOR UPDATE SKIP LOCKED`,
        [messageIds],
      ),
    );
    const unsent = [...missing, ...stranded.map((row) => row.id)];
    if (unsent.length) throw new Error(`SMS ${unsent.join(', ')} not committed yet: the job is tried again later`);
  }

  private recordSent(
    manager: EntityManager,
    id: string,
    outcome: Extract<RecipientResult, { outcome: unknown }>['outcome'],
  ) {
    return manager.query(
      `UPDATE sms_messages SET status = $2, gateway = $3, gateway_message_id = $4, gateway_status = $5, gateway_status_code = $6, cost = $7, currency = $8,
         attempts = attempts + 1, sent_at = CASE WHEN $2 = 'SENT' THEN now() END, failed_at = CASE WHEN $2 = 'FAILED' THEN now() END,
         failure_reason = CASE WHEN $2 = 'FAILED' THEN $5 END
       WHERE id = $1 AND status = 'QUEUED'`,
      [
        id,
        outcome.outcome === 'ACCEPTED' ? 'SENT' : 'FAILED',
        this.gateway.name,
        outcome.gatewayMessageId,
        outcome.status,
        outcome.statusCode,
        outcome.cost,
        outcome.currency,
      ],
    );
  }

  private recordUnsent(manager: EntityManager, id: string, error: SmsGatewayUnavailable, lastAttempt: boolean) {
    return manager.query(
      `UPDATE sms_messages SET attempts = attempts + 1, gateway = $2, gateway_status = $3, gateway_status_code = $4, failure_reason = $5,
         status = CASE WHEN $6 THEN 'FAILED' ELSE status END, failed_at = CASE WHEN $6 THEN now() END
       WHERE id = $1 AND status = 'QUEUED'`,
      [id, this.gateway.name, error.status, error.statusCode, error.message.slice(0, 500), lastAttempt],
    );
  }

  private withdrawn(message: QueuedSms): boolean {
    if (message.kind === 'OPT_OUT_CONFIRMATION') return false;
    if (message.opted_out_at) return true;
    const column = TOPIC_COLUMNS[message.kind as SmsTopic];
    return column !== undefined && message[column] !== true;
  }

  /**
   * Waits for room for `count` messages in this second's count of the gateway's rate; a batch larger than the rate
   * goes alone in its second.
   */
  private async takeTurn(count: number): Promise<void> {
    for (;;) {
      const second = Math.floor(Date.now() / 1000);
      const key = `${this.config.queuePrefix}:sms-rate:${second}`;
      const [[, taken]] = (await this.redis.multi().incrby(key, count).expire(key, 5).exec()) as [
        [Error | null, number],
      ];
      if (taken <= Math.max(this.config.smsGateway.perSecond, count)) return;
      await sleep((second + 1) * 1000 - Date.now() + 5);
    }
  }
}

/** One queued SMS (a test, an order's status, a confirmation). */
@Injectable()
@HandlesJob(SendSms)
export class SendSmsJob implements JobHandler<SendSmsPayload> {
  constructor(private readonly sender: SmsSender) {}

  handle(job: Job<SendSmsPayload>): Promise<void> {
    return this.sender.send([job.data.messageId], job);
  }
}

/** Queued SMS sharing one text (a price alert's), in one call. */
@Injectable()
@HandlesJob(SendSmsBatch)
export class SendSmsBatchJob implements JobHandler<SendSmsBatchPayload> {
  constructor(private readonly sender: SmsSender) {}

  handle(job: Job<SendSmsBatchPayload>): Promise<void> {
    return this.sender.send(job.data.messageIds, job);
  }
}
