import { DiscoveryService } from '@nestjs/core';
import { Job } from 'bullmq';
import { JobDefinition } from './job-definition';

/** A provider that runs one declared job. Payloads carry ids, never entities; handlers are idempotent. */
export interface JobHandler<P extends object = object, R = unknown> {
  handle(job: Job<P>): Promise<R>;
}

const JobHandlerDecorator = DiscoveryService.createDecorator<JobDefinition>();

/**
 * Declares the one job a provider handles. The provider's `handle` must take that job's payload type, so a payload
 * changed in the definition fails to compile where it is handled.
 */
export function HandlesJob<P extends object>(job: JobDefinition<P>) {
  return (target: abstract new (...args: never[]) => JobHandler<P>): void => {
    (JobHandlerDecorator(job as JobDefinition) as ClassDecorator)(target);
  };
}
HandlesJob.KEY = JobHandlerDecorator.KEY;
export { JobHandlerDecorator };
