import { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ConsumerRunner } from '../../src/kernel/events/consumer-runner';
import { storedNamesOf } from '../../src/kernel/events/event-registry';
import { JobQueues } from '../../src/kernel/messaging/job-queue.service';

/** Jobs that are still to run (a retry waiting out its backoff is `delayed`). */
const UNFINISHED = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'paused'] as const;

/** Events behind counted per consumer, at most (eventsBehind). */
const COUNTED_BEHIND = 1000;

/**
 * How many committed events some event consumer has not handled yet (up to `countedUpTo` each: 1 asks only whether
 * any is), including those it may not read yet (consumers read below the oldest transaction running on the server,
 * which test files running beside this one share).
 */
export async function eventsBehind(app: INestApplicationContext, countedUpTo = COUNTED_BEHIND): Promise<number> {
  const dataSource = app.get(DataSource);
  let behind = 0;
  for (const consumer of app.get(ConsumerRunner).discover()) {
    const [checkpoint] = await dataSource.query(
      `SELECT transaction_id::text AS transaction_id, global_position::text AS global_position
       FROM consumer_checkpoints WHERE consumer = $1`,
      [consumer.name],
    );
    if (!checkpoint) continue;
    const filter = consumer.handles === '*' ? '' : 'AND type = ANY($3)';
    const params: unknown[] = [checkpoint.transaction_id, checkpoint.global_position];
    if (consumer.handles !== '*') params.push(storedNamesOf(consumer.handles));
    // Counted up to a bound, and in the log's order from the checkpoint (the index's): polled once a second while the
    // consumers work through an import's 300,000 events, a scan of the log took PostgreSQL 3.6 s of their time.
    const [row] = await dataSource.query(
      `SELECT count(*)::int AS n FROM (
         SELECT 1 FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) ${filter}
         ORDER BY transaction_id, global_position
         LIMIT ${countedUpTo}) behind`,
      params,
    );
    behind += row.n;
  }
  return behind;
}

/**
 * How many BullMQ jobs of this app's queues have not finished. The next run of a repeatable job (a job scheduler's
 * delayed `repeat:` job, such as the dashboards' hourly reconciliation) is not work left over: it is not counted while
 * it waits for its time, and is once it is due.
 */
async function jobsUnfinished(app: INestApplicationContext): Promise<number> {
  let unfinished = 0;
  for (const queue of app.get(JobQueues).all()) {
    const counts = await queue.getJobCounts(...UNFINISHED);
    unfinished += Object.values(counts).reduce((sum, n) => sum + n, 0);
    if (counts.delayed) {
      const delayed = await queue.getJobs(['delayed'], 0, counts.delayed - 1);
      unfinished -= delayed.filter((job) => job && String(job.id).startsWith('repeat:')).length;
    }
  }
  return unfinished;
}

/**
 * Waits until the app has nothing left to do: every event consumer has caught up with the log and every
 * queue of its prefix is empty (no job waiting, running or waiting out a retry). Twice in a row, so that
 * work that queues more work (an event delivered, then the mail it sends) is not mistaken for the end.
 * Use it before asserting that something did NOT happen, instead of sleeping.
 */
export async function untilSettled(app: INestApplicationContext, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  for (;;) {
    const pending = (await eventsBehind(app)) + (await jobsUnfinished(app));
    quiet = pending === 0 ? quiet + 1 : 0;
    if (quiet >= 2) return;
    if (Date.now() > deadline) throw new Error(`Still ${pending} events or jobs pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Feeds every event consumer until each has handled every committed event (waiting while some are not readable yet). */
export async function untilConsumersCaughtUp(app: INestApplicationContext, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await app.get(ConsumerRunner).drain();
    const behind = await eventsBehind(app);
    if (behind === 0) return;
    if (Date.now() > deadline) throw new Error(`Event consumers still ${behind} events behind after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Each event consumer's checkpoint beside the newest committed event of the types it reads (the last one in the order
 * it reads them: transaction, then position), and whether that event lies after the checkpoint. The checkpoint may
 * stand past it, on an event of another type (a batch that was not full moves it to the readable end of the log).
 * After `untilSettled`, no consumer should be behind: `expect((await consumerCheckpoints(app)).filter((c) => c.behind)).toEqual([])`.
 */
export async function consumerCheckpoints(
  app: INestApplicationContext,
): Promise<{ consumer: string; checkpoint: number | null; newest: number; behind: boolean }[]> {
  const dataSource = app.get(DataSource);
  const positions = [];
  for (const consumer of app.get(ConsumerRunner).discover()) {
    const types = consumer.handles === '*' ? null : storedNamesOf(consumer.handles);
    const [row] = await dataSource.query(
      `SELECT c.global_position::int AS checkpoint, n.global_position::int AS newest,
              c.consumer IS NULL OR (n.transaction_id, n.global_position) > (c.transaction_id, c.global_position) AS behind
       FROM (SELECT transaction_id, global_position FROM events WHERE $1::text[] IS NULL OR type = ANY($1)
             ORDER BY transaction_id DESC, global_position DESC LIMIT 1) n
       LEFT JOIN consumer_checkpoints c ON c.consumer = $2`,
      [types, consumer.name],
    );
    positions.push({
      consumer: consumer.name,
      checkpoint: row?.checkpoint ?? null,
      newest: row?.newest ?? 0,
      behind: row?.behind ?? false,
    });
  }
  return positions;
}
