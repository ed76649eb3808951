import { Inject, Injectable, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { HandlesJob, JobHandler } from '../../kernel/messaging/job-handler';
import { REDIS } from '../../kernel/messaging/redis.provider';
import { TOPIC_COLUMNS, SmsTopic } from '../commands/sms-subscriptions';
import { SMS_GATEWAY, SmsGateway, SmsGatewayUnavailable } from '../gateway/sms-gateway';
import { SendSms, SendSmsPayload } from './feature-phones.jobs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one queued SMS through the gateway and keeps its answer (id, status, cost). A message no longer QUEUED (sent,
 * failed, skipped) is left alone, so a redelivered job sends nothing twice; one whose number opted out since it was
 * queued is skipped. The gateway's rate (SMS_PER_SECOND) is counted in Redis per second, across workers.
 */
@Injectable()
@HandlesJob(SendSms)
export class SendSmsJob implements JobHandler<SendSmsPayload> {
  private readonly logger = new Logger('Sms');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SMS_GATEWAY) private readonly gateway: SmsGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async handle(job: Job<SendSmsPayload>): Promise<void> {
    const [message] = await this.dataSource.query(
      `SELECT m.id, m.phone, m.kind, m.body, m.status, s.opted_out_at, s.price_alerts, s.weather_warnings, s.order_status
         FROM sms_messages m LEFT JOIN sms_subscriptions s ON s.country_id = m.country_id AND s.phone = m.phone WHERE m.id = $1`,
      [job.data.messageId],
    );
    if (!message) throw new Error(`No SMS ${job.data.messageId}`);
    if (message.status !== 'QUEUED') return;
    if (this.withdrawn(message)) {
      await this.dataSource.query(`UPDATE sms_messages SET status = 'SKIPPED', failure_reason = 'OptedOut' WHERE id = $1 AND status = 'QUEUED'`, [message.id]);
      return;
    }
    await this.takeTurn();
    try {
      const outcome = await this.gateway.send({ id: message.id, to: message.phone, text: message.body });
      await this.dataSource.query(
        `UPDATE sms_messages SET status = $2, gateway = $3, gateway_message_id = $4, gateway_status = $5, gateway_status_code = $6, cost = $7, currency = $8,
           attempts = attempts + 1, sent_at = CASE WHEN $2 = 'SENT' THEN now() END, failed_at = CASE WHEN $2 = 'FAILED' THEN now() END,
           failure_reason = CASE WHEN $2 = 'FAILED' THEN $5 END
         WHERE id = $1 AND status = 'QUEUED'`,
        [message.id, outcome.outcome === 'ACCEPTED' ? 'SENT' : 'FAILED', this.gateway.name, outcome.gatewayMessageId, outcome.status, outcome.statusCode, outcome.cost, outcome.currency],
      );
    } catch (error) {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      const status = error instanceof SmsGatewayUnavailable ? error.status : 'Error';
      const code = error instanceof SmsGatewayUnavailable ? error.statusCode : null;
      await this.dataSource.query(
        `UPDATE sms_messages SET attempts = attempts + 1, gateway = $2, gateway_status = $3, gateway_status_code = $4, failure_reason = $5,
           status = CASE WHEN $6 THEN 'FAILED' ELSE status END, failed_at = CASE WHEN $6 THEN now() END
         WHERE id = $1 AND status = 'QUEUED'`,
        [message.id, this.gateway.name, status, code, (error as Error).message.slice(0, 500), lastAttempt],
      );
      this.logger.warn(`SMS ${message.id} not sent (attempt ${job.attemptsMade + 1}): ${(error as Error).message}`);
      throw error;
    }
  }

  private withdrawn(message: { kind: string; opted_out_at: Date | null } & Record<string, unknown>): boolean {
    if (message.kind === 'OPT_OUT_CONFIRMATION') return false;
    if (message.opted_out_at) return true;
    const column = TOPIC_COLUMNS[message.kind as SmsTopic];
    return column !== undefined && message[column] !== true;
  }

  /** Waits for a free place in this second's count of the gateway's rate. */
  private async takeTurn(): Promise<void> {
    for (;;) {
      const second = Math.floor(Date.now() / 1000);
      const key = `${this.config.queuePrefix}:sms-rate:${second}`;
      const [[, count]] = (await this.redis.multi().incr(key).expire(key, 5).exec()) as [[Error | null, number]];
      if (count <= this.config.smsGateway.perSecond) return;
      await sleep((second + 1) * 1000 - Date.now() + 5);
    }
  }
}
