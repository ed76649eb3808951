import { JobHandler } from './job-handler';
import { declaredJobs, JobDefinition, jobKey, QueueDefinition } from './job-definition';

export interface QueueHandlers {
  queue: QueueDefinition;
  handlers: Map<string, { job: JobDefinition; handler: JobHandler }>;
}

export type HandlerMap = Map<string, QueueHandlers>;

export interface FoundHandler {
  job: JobDefinition;
  handler: JobHandler;
  className: string;
}

/**
 * Pairs every declared job with exactly one handler. Throws, naming every problem at once, when a job has no handler
 * or two, when a handler serves a job nobody declared, or when a queue or job was declared twice.
 */
export function buildHandlerMap(found: FoundHandler[], declared = declaredJobs()): HandlerMap {
  const problems: string[] = [...declared.problems];
  const map: HandlerMap = new Map();
  const owners = new Map<string, string>();
  const declaredKeys = new Set(declared.jobs.map(jobKey));
  for (const { job, handler, className } of found) {
    const key = jobKey(job);
    if (!declaredKeys.has(key)) {
      problems.push(`${className} handles ${key}, which no defineJob declares`);
      continue;
    }
    if (owners.has(key)) {
      problems.push(`${key} has two handlers: ${owners.get(key)} and ${className}`);
      continue;
    }
    owners.set(key, className);
    if (!map.has(job.queue.name)) map.set(job.queue.name, { queue: job.queue, handlers: new Map() });
    map.get(job.queue.name)!.handlers.set(job.name, { job, handler });
  }
  for (const job of declared.jobs) if (!owners.has(jobKey(job))) problems.push(`${jobKey(job)} has no handler`);
  if (problems.length) throw new Error(`Job handlers do not match the declared jobs:\n- ${problems.join('\n- ')}`);
  return map;
}
