import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { JobQueues } from '../../kernel/messaging/job-queue.service';
import { SendSms, SendSmsBatch, SMS_QUEUE } from '../jobs/feature-phones.jobs';
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

/** One SMS of a run to many numbers (a price alert): the number, its text and its dedupe key. */
export interface BulkSms {
  dedupeKey: string;
  phone: string;
  text: string;
}

/** Numbers per statement and per addBulk of a run: large enough to amortise the round trips, small enough for one. */
export const BULK_CHUNK = 2000;

/** Numbers per call to the gateway in a run (one SendSmsBatch job): a failed call is retried for no more than these. */
export const SMS_PER_CALL = 100;

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
          : `EXISTS (SELECT 1 FROM sms_subscriptions s
                     WHERE s.country_id = $2 AND s.phone = $3 AND s.opted_out_at IS NULL AND s.${TOPIC_COLUMNS[request.kind]})`;
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

  /**
   * Queues a run of SMS of one topic and country (a price alert to every subscriber), BULK_CHUNK numbers at a time:
   * one INSERT of the chunk's rows, keeping only the numbers whose consent stands in the same statement (subscribed to
   * the topic, not opted out), then one addBulk of their jobs, one per SMS_PER_CALL numbers sharing a text. As `queue`,
   * a dedupe key already queued is not added twice and is queued again, so a run redelivered after a crash completes
   * what the first left (a message in two jobs is sent by the first that takes it). Answers how many SMS are queued.
   */
  async queueMany(
    countryId: number,
    kind: Exclude<SmsKind, 'TEST' | 'OPT_OUT_CONFIRMATION'>,
    messages: BulkSms[],
  ): Promise<number> {
    const queue = this.queues.queue(SMS_QUEUE.name);
    let queued = 0;
    // The jobs of a chunk are added to Redis while the next chunk's rows are written to PostgreSQL.
    let adding: Promise<unknown> = Promise.resolve();
    for (let start = 0; start < messages.length; start += BULK_CHUNK) {
      const chunk = messages.slice(start, start + BULK_CHUNK);
      const rows: { id: string; body: string }[] = await this.dataSource.query(
        `WITH wanted AS (SELECT * FROM unnest($3::text[], $4::text[], $5::text[]) AS w(dedupe_key, phone, body)),
         inserted AS (
           INSERT INTO sms_messages (dedupe_key, country_id, phone, kind, body)
           SELECT w.dedupe_key, $1, w.phone, $2, w.body FROM wanted w
             JOIN sms_subscriptions s ON s.country_id = $1 AND s.phone = w.phone AND s.opted_out_at IS NULL AND s.${TOPIC_COLUMNS[kind]}
           ON CONFLICT (dedupe_key) DO NOTHING RETURNING id, body)
         SELECT id, body FROM inserted UNION ALL SELECT m.id, m.body FROM sms_messages m
         JOIN wanted w ON w.dedupe_key = m.dedupe_key WHERE m.status = 'QUEUED'`,
        [countryId, kind, chunk.map((m) => m.dedupeKey), chunk.map((m) => m.phone), chunk.map((m) => m.text)],
      );
      const byText = new Map<string, Set<string>>();
      for (const row of rows) byText.set(row.body, (byText.get(row.body) ?? new Set()).add(row.id));
      const calls = [...byText.values()].flatMap((ids) => callsOf([...ids]));
      await adding;
      adding = calls.length
        ? queue.addBulk(
            calls.map((messageIds) => ({
              name: SendSmsBatch.name,
              data: { messageIds },
              opts: {
                jobId: `sms-batch-${messageIds[0]}`,
                attempts: SendSmsBatch.attempts,
                backoff: SendSmsBatch.backoff,
              },
            })),
          )
        : Promise.resolve();
      // Awaited at the next chunk or at the end; a failure meanwhile is not an unhandled rejection.
      adding.catch(() => undefined);
      queued += calls.reduce((count, ids) => count + ids.length, 0);
    }
    await adding;
    return queued;
  }
}

/** `ids` in runs of SMS_PER_CALL, one gateway call each. */
function callsOf(ids: string[]): string[][] {
  const calls: string[][] = [];
  for (let start = 0; start < ids.length; start += SMS_PER_CALL) calls.push(ids.slice(start, start + SMS_PER_CALL));
  return calls;
}
