import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { REDIS } from './redis.provider';
import { DEFAULT_JOB_OPTIONS, JOBS, QUEUE_NAMES, QueueName } from './queues';

/** Producer side of every queue: the one way modules enqueue work. */
@Injectable()
export class JobQueues implements OnApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS) connection: Redis) {
    for (const name of QUEUE_NAMES) {
      this.queues.set(name, new Queue(name, { connection, prefix: config.queuePrefix, defaultJobOptions: DEFAULT_JOB_OPTIONS }));
    }
  }

  queue(name: QueueName): Queue {
    return this.queues.get(name)!;
  }

  all(): Queue[] {
    return [...this.queues.values()];
  }

  /** Adds a job; a job with the same `jobId` that still exists is not added twice. */
  async add<T extends object>(queue: QueueName, name: string, payload: T, options: JobsOptions & { jobId: string }): Promise<void> {
    if (!JOBS[queue].includes(name)) throw new Error(`Queue ${queue} has no job named ${name}`);
    await this.queue(queue).add(name, payload, options);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled(this.all().map((q) => q.close()));
  }
}
