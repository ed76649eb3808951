import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { JobQueues } from '../../kernel/messaging/job-queue.service';
import { SendSms } from '../jobs/feature-phones.jobs';
import { SmsTopic, TOPIC_COLUMNS } from './sms-subscriptions';

/** What an SMS is about: a topic farmers subscribe to, or a message they need whatever they subscribed to. */
export type SmsKind = SmsTopic | 'TEST' | 'OPT_OUT_CONFIRMATION';

export interface SmsRequest {
  /** The same key twice queues one SMS: callers pass e.g. `<subscriber>:<event id>:<phone>`. */
  dedupeKey: string;
  countryId: number;
  /** International form (+234...). */
  phone: string;
  kind: SmsKind;
  text: string;
}

/** Queues an SMS: a row in sms_messages, then a `sms/send-sms` job carrying its id. */
@Injectable()
export class SmsOutbox {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: JobQueues,
  ) {}

  /**
   * Queues the SMS only when the number may receive it: subscribed to its topic (consent recorded) and not opted out;
   * a test or the opt-out's confirmation only needs the number not to have replied STOP (the confirmation is sent
   * after it). Answers the message's id, or null when it is not for this number.
   */
  async queue(request: SmsRequest, manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const consent =
      request.kind === 'OPT_OUT_CONFIRMATION'
        ? 'true'
        : request.kind === 'TEST'
          ? `NOT EXISTS (SELECT 1 FROM sms_subscriptions s WHERE s.country_id = $2 AND s.phone = $3 AND s.opted_out_at IS NOT NULL)`
          : `EXISTS (SELECT 1 FROM sms_subscriptions s WHERE s.country_id = $2 AND s.phone = $3 AND s.opted_out_at IS NULL AND s.${TOPIC_COLUMNS[request.kind]})`;
    const rows: { id: string }[] = await manager.query(
      `WITH inserted AS (
         INSERT INTO sms_messages (dedupe_key, country_id, phone, kind, body)
         SELECT $1, $2, $3, $4, $5 WHERE ${consent}
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING id)
       SELECT id FROM inserted UNION ALL SELECT id FROM sms_messages WHERE dedupe_key = $1 AND status = 'QUEUED' LIMIT 1`,
      [request.dedupeKey, request.countryId, request.phone, request.kind, request.text],
    );
    const id = rows[0]?.id ?? null;
    if (id) await this.queues.add(SendSms, { messageId: id }, { jobId: `sms-${id}` });
    return id;
  }
}
