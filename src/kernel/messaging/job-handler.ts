import { DiscoveryService } from '@nestjs/core';
import { Job } from 'bullmq';
import { QueueName } from './queues';

export interface JobHandlerTarget {
  queue: QueueName;
  name: string;
}

/** A provider that runs one job name of one queue. Payloads carry ids, never entities; handlers are idempotent. */
export interface JobHandler<T = unknown, R = unknown> {
  handle(job: Job<T>): Promise<R>;
}

const JobHandlerDecorator = DiscoveryService.createDecorator<JobHandlerTarget>();

/** Declares the one queue and job name a provider handles. */
export const HandlesJob = (queue: QueueName, name: string) => JobHandlerDecorator({ queue, name });
HandlesJob.KEY = JobHandlerDecorator.KEY;
export { JobHandlerDecorator };
