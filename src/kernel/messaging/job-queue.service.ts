import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { declaredJobs, JobDefinition, jobKey } from './job-definition';
import { REDIS } from './redis.provider';
import { isRedisUnavailable } from './redis-connection';
import { DEFAULT_JOB_OPTIONS } from './queues';
import { DependencyUnavailableError } from '../errors/dependency-errors';
import { settlesWithin } from '../runtime/within';

/** The longest an enqueue may wait on Redis: past it the caller gets an error (503 on a request) instead of a hang. */
export const ENQUEUE_TIME_LIMIT_MS = 3_000;

/** Producer side of every declared queue: the one way modules enqueue work. */
@Injectable()
export class JobQueues implements OnApplicationShutdown {
  private readonly queues = new Map<string, Queue>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly connection: Redis,
  ) {
    for (const { name } of declaredJobs().queues) this.open(name);
  }

  private open(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.connection,
        prefix: this.config.queuePrefix,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      // Connection errors reach the callers of add (and the health check); unheard, BullMQ would print each one.
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  queue(name: string): Queue {
    if (!this.queues.has(name) && !declaredJobs().queues.some((q) => q.name === name))
      throw new Error(`No queue named ${name} is declared`);
    return this.open(name);
  }

  all(): Queue[] {
    return [...this.queues.values()];
  }

  /**
   * Adds a job; a job with the same `jobId` that still exists is not added twice. Fails within ENQUEUE_TIME_LIMIT_MS
   * when Redis is away; since the job id is fixed, a caller that retries (the outbox relay does) adds it once.
   */
  async add<P extends object>(
    job: JobDefinition<P>,
    payload: P,
    options: JobsOptions & { jobId: string },
  ): Promise<void> {
    if (!declaredJobs().jobs.some((j) => jobKey(j) === jobKey(job))) throw new Error(`${jobKey(job)} is not declared`);
    // A queue declared after this service was built (a test module) is opened on first use.
    const adding = this.open(job.queue.name).add(job.name, payload, {
      attempts: job.attempts,
      backoff: job.backoff,
      ...options,
    });
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new DependencyUnavailableError(
              'redis',
              `Adding ${jobKey(job)} ${options.jobId} took more than ${ENQUEUE_TIME_LIMIT_MS} ms`,
            ),
          ),
        ENQUEUE_TIME_LIMIT_MS,
      );
    });
    adding.catch(() => undefined); // settled late, after the limit: already reported
    try {
      await Promise.race([adding, limit]);
    } catch (error) {
      if (isRedisUnavailable(error))
        throw new DependencyUnavailableError(
          'redis',
          `Adding ${jobKey(job)} ${options.jobId}: ${(error as Error).message}`,
        );
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    // The connection is the shared one (closed by the kernel module): with Redis gone a queue would wait for it forever.
    await settlesWithin(Promise.allSettled(this.all().map((q) => q.close())), 3_000);
  }
}
