import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Clock } from '../../kernel/clock/clock';
import { JobQueues } from '../../kernel/messaging/job-queue.service';
import { SendUserPush } from '../jobs/notifications.jobs';

/** One push message as a device shows it. */
export interface PushText {
  title: string;
  body: string;
}

/** A personal push message, written in each language a device may be registered in. */
export type PushTexts = Record<'en' | 'fr', PushText>;

/** What became of a PushToUserCommand. */
export interface PushToUserOutcome {
  /** QUEUED: its job sends it to the user's devices; NO_DEVICE: the user has no registered device, nothing is sent; ALREADY: the key was pushed before. */
  status: 'QUEUED' | 'NO_DEVICE' | 'ALREADY';
}

/** The job id of a personal push: a message added again is run once. */
export const userPushJobId = (id: string) => `user-push-${id}`;

/**
 * Pushes one message to every device a user registered, each in the device's language (English when the texts lack
 * it). Idempotent by `dedupeKey`: the first call records the message (push_user_messages) and adds its sending job;
 * a call with the same key again (an event delivered twice, a consumer replayed) sends nothing more, only re-adds the
 * job of a message not sent yet. A user without devices is recorded as reached by nobody, so a later replay stays
 * silent too. For other modules: their mail subscribers' counterpart for push (price alerts, ...).
 */
export class PushToUserCommand extends Command<PushToUserOutcome> {
  constructor(
    readonly userId: string,
    readonly texts: PushTexts,
    readonly dedupeKey: string,
    /** Key/value data the app receives with the message (what to open). */
    readonly data: Record<string, string> = {},
  ) {
    super();
  }
}

@CommandHandler(PushToUserCommand)
export class PushToUserHandler implements ICommandHandler<PushToUserCommand, PushToUserOutcome> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: JobQueues,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, texts, dedupeKey, data }: PushToUserCommand): Promise<PushToUserOutcome> {
    const recorded = await this.dataSource.transaction(async (manager) => {
      const [existing]: { id: string; sent_at: Date | null }[] = await manager.query(
        `SELECT id, sent_at FROM push_user_messages WHERE dedupe_key = $1`,
        [dedupeKey],
      );
      if (existing) return { id: existing.id, fresh: false, pending: existing.sent_at === null };
      const [{ devices }]: { devices: number }[] = await manager.query(
        `SELECT count(*)::int AS devices FROM push_devices WHERE user_id = $1`,
        [userId],
      );
      const now = this.clock.now();
      const [row]: { id: string }[] = await manager.query(
        `INSERT INTO push_user_messages (dedupe_key, user_id, texts, data, created_at, sent_at, recipients)
         VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, CASE WHEN $6 = 0 THEN $5::timestamptz END, CASE WHEN $6 = 0 THEN 0 END)
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        [dedupeKey, userId, JSON.stringify(texts), JSON.stringify(data), now, devices],
      );
      // Recorded by a call running beside this one: that call adds the job.
      if (!row) return null;
      return { id: row.id, fresh: true, pending: devices > 0 };
    });
    if (!recorded) return { status: 'ALREADY' };
    if (recorded.pending)
      await this.queues.add(SendUserPush, { messageId: recorded.id }, { jobId: userPushJobId(recorded.id) });
    if (!recorded.fresh) return { status: 'ALREADY' };
    return { status: recorded.pending ? 'QUEUED' : 'NO_DEVICE' };
  }
}
