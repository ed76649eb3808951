import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Job, Worker } from 'bullmq';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RequestContexts, systemContext } from '../context/request-context';
import { MetricsRegistry } from '../observability/metrics.registry';
import { JobDefinition } from './job-definition';
import { JobHandler, JobHandlerDecorator } from './job-handler';
import { buildHandlerMap, HandlerMap } from './job-handler-registry';
import { JobQueues } from './job-queue.service';
import { createRedis } from './redis-connection';
import { settlesWithin } from '../runtime/within';

/** How long closing the workers may wait on running jobs and on Redis. */
const SHUTDOWN_WAIT_MS = 3_000;

export interface JobContextPayload {
  /** The correlation id of the request that enqueued the job, carried into its logs and events. */
  correlationId?: string;
}

/**
 * Runs the BullMQ workers of this process: one Worker per declared queue, at that queue's concurrency, dispatching by
 * job name; and registers the repeatable jobs.
 */
@Injectable()
export class WorkerHost implements OnApplicationShutdown {
  private readonly logger = new Logger(WorkerHost.name);
  private workers: Worker[] = [];
  private connections: Redis[] = [];
  private readonly completed;
  private readonly failed;

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: JobQueues,
    metrics: MetricsRegistry,
  ) {
    this.completed = metrics.counter('kasuwa_jobs_completed_total', 'Jobs that completed', ['queue', 'name']);
    this.failed = metrics.counter('kasuwa_jobs_failed_total', 'Job attempts that failed', ['queue', 'name']);
  }

  handlers(): HandlerMap {
    const found = this.discovery
      .getProviders({ metadataKey: JobHandlerDecorator.KEY })
      .filter((wrapper) => wrapper.instance)
      .map((wrapper) => ({
        job: this.discovery.getMetadataByDecorator(JobHandlerDecorator, wrapper)!,
        handler: wrapper.instance as JobHandler,
        className: String(wrapper.name),
      }));
    return buildHandlerMap(found);
  }

  async start(): Promise<void> {
    const map = this.handlers();
    for (const [queue, { queue: definition, handlers: byName }] of map) {
      await this.schedule(
        queue,
        [...byName.values()].map((h) => h.job),
      );
      // BullMQ does not close a connection it was given: this host closes it after the worker.
      const connection = createRedis(this.config.redisUrl!);
      this.connections.push(connection);
      const worker = new Worker(
        queue,
        async (job: Job) => {
          const handler = byName.get(job.name)?.handler;
          if (!handler) throw new Error(`No handler for ${queue}/${job.name}`);
          const payload: JobContextPayload | undefined = job.data;
          const correlationId = payload?.correlationId;
          const context = systemContext(correlationId ? { correlationId, causationId: job.id ?? null } : {});
          return RequestContexts.run(context, () => handler.handle(job));
        },
        {
          connection,
          prefix: this.config.queuePrefix,
          concurrency: definition.concurrency,
          autorun: true,
          // A job whose worker died (its lock not renewed) goes back to the queue at the next check after the lock ends.
          lockDuration: this.config.jobLockMs,
          stalledInterval: this.config.jobLockMs,
        },
      );
      worker.on('completed', (job) => this.completed.inc({ queue, name: job.name }));
      worker.on('failed', (job, err) => {
        this.failed.inc({ queue, name: job?.name ?? 'unknown' });
        this.logger.warn(`job ${queue}/${job?.name} ${job?.id} failed (attempt ${job?.attemptsMade}): ${err.message}`);
      });
      worker.on('error', (err) => this.logger.error(`worker ${queue}: ${err.message}`));
      this.workers.push(worker);
    }
    this.logger.log(`Workers started for ${this.workers.map((w) => w.name).join(', ') || 'no queue'}`);
  }

  /**
   * Registers the repeatable jobs of `queue` under their job name, and removes the schedules of jobs no longer
   * repeatable. Upserting is idempotent, so every worker that starts may do it.
   */
  private async schedule(queue: string, jobs: JobDefinition[]): Promise<void> {
    const target = this.queues.queue(queue);
    const scheduled = jobs.filter((job) => job.schedule);
    for (const job of scheduled) {
      const { payload, ...when } = job.schedule!;
      await target.upsertJobScheduler(job.name, when, {
        name: job.name,
        data: payload,
        opts: { attempts: job.attempts, backoff: job.backoff },
      });
    }
    const wanted = new Set(scheduled.map((job) => job.name));
    for (const existing of await target.getJobSchedulers()) {
      if (existing.key && !wanted.has(existing.key)) await target.removeJobScheduler(existing.key);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    // Running jobs get a few seconds to end; with Redis gone nothing would end, so the workers are then closed by force
    // (a job cut short is retried by another worker once its lock expires).
    if (!(await settlesWithin(Promise.allSettled(this.workers.map((w) => w.close())), SHUTDOWN_WAIT_MS))) {
      this.logger.warn('Workers did not stop in time (is Redis away?): closing them by force');
      await settlesWithin(Promise.allSettled(this.workers.map((w) => w.close(true))), SHUTDOWN_WAIT_MS);
    }
    if (!(await settlesWithin(Promise.allSettled(this.connections.map((c) => c.quit())), SHUTDOWN_WAIT_MS))) {
      for (const c of this.connections) c.disconnect();
    }
    this.workers = [];
    this.connections = [];
  }
}
