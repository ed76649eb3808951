import { BackoffOptions } from 'bullmq';

/**
 * Queues and jobs are declared by the module that owns them (`src/<area>/jobs/`), once, with the job's payload type:
 *
 *   export const ACCOUNTS_QUEUE = defineQueue('accounts', { concurrency: 2 });
 *   export const ExportUsers = defineJob<{ exportId: string }>(ACCOUNTS_QUEUE, 'export-users', { attempts: 3 });
 *
 * A provider marked `@HandlesJob(ExportUsers)` runs it, and `JobQueues.add(ExportUsers, payload, { jobId })` adds it.
 * The worker refuses to boot unless every declared job has exactly one handler.
 */
export interface QueueDefinition {
  readonly name: string;
  /** How many jobs of this queue one worker process runs at once. */
  readonly concurrency: number;
}

/** When a repeatable job runs: a cron pattern (UTC unless `tz`) or every N milliseconds. */
export type JobSchedule<P> = ({ pattern: string; tz?: string } | { every: number }) & { payload: P };

export interface JobDefinition<P extends object = object> {
  readonly queue: QueueDefinition;
  readonly name: string;
  readonly attempts: number;
  readonly backoff: BackoffOptions;
  /** Set for a repeatable job: the worker registers it (idempotently) when it starts. */
  readonly schedule?: JobSchedule<P>;
  /** Carries the payload type only; never set. */
  readonly payloadType?: P;
}

export interface JobOptions<P> {
  /** Attempts before the job is left failed (5 unless said). */
  attempts?: number;
  /** Exponential from 1 s unless said. */
  backoff?: BackoffOptions;
  schedule?: JobSchedule<P>;
}

export type PayloadOf<D> = D extends JobDefinition<infer P> ? P : never;

const queues = new Map<string, QueueDefinition>();
const jobs: JobDefinition[] = [];
const problems: string[] = [];

const NAME = /^[a-z][a-z0-9-]*$/;

export function defineQueue(name: string, options: { concurrency?: number } = {}): QueueDefinition {
  if (!NAME.test(name)) throw new Error(`Queue name ${name} must be lower-case words joined by dashes`);
  const queue: QueueDefinition = Object.freeze({ name, concurrency: options.concurrency ?? 4 });
  if (queues.has(name)) problems.push(`queue ${name} is declared twice`);
  else queues.set(name, queue);
  return queue;
}

export function defineJob<P extends object>(
  queue: QueueDefinition,
  name: string,
  options: JobOptions<P> = {},
): JobDefinition<P> {
  if (!NAME.test(name)) throw new Error(`Job name ${name} must be lower-case words joined by dashes`);
  const job: JobDefinition<P> = Object.freeze({
    queue,
    name,
    attempts: options.attempts ?? 5,
    backoff: options.backoff ?? { type: 'exponential', delay: 1000 },
    schedule: options.schedule,
  });
  if (jobs.some((j) => j.queue.name === queue.name && j.name === name))
    problems.push(`job ${queue.name}/${name} is declared twice`);
  else jobs.push(job as JobDefinition);
  return job;
}

/** Every queue and job declared by the modules loaded so far, and what was declared twice. */
export function declaredJobs(): { queues: QueueDefinition[]; jobs: JobDefinition[]; problems: string[] } {
  return { queues: [...queues.values()], jobs: [...jobs], problems: [...problems] };
}

export const jobKey = (job: { queue: { name: string }; name: string }) => `${job.queue.name}/${job.name}`;
