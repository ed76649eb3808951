import { JobHandler, JobHandlerTarget } from './job-handler';
import { JOBS, QueueName } from './queues';

export type HandlerMap = Map<QueueName, Map<string, JobHandler>>;

/**
 * Pairs every declared job name with exactly one handler. Throws, naming every problem at once,
 * when a job name has no handler or two, or when a handler serves a job name nobody declared.
 */
export function buildHandlerMap(found: { target: JobHandlerTarget; handler: JobHandler; className: string }[], declared: Record<QueueName, readonly string[]> = JOBS): HandlerMap {
  const problems: string[] = [];
  const map: HandlerMap = new Map();
  const owners = new Map<string, string>();
  for (const { target, handler, className } of found) {
    const key = `${target.queue}/${target.name}`;
    if (!declared[target.queue]?.includes(target.name)) {
      problems.push(`${className} handles ${key}, which queues.ts does not declare`);
      continue;
    }
    if (owners.has(key)) {
      problems.push(`${key} has two handlers: ${owners.get(key)} and ${className}`);
      continue;
    }
    owners.set(key, className);
    if (!map.has(target.queue)) map.set(target.queue, new Map());
    map.get(target.queue)!.set(target.name, handler);
  }
  for (const [queue, names] of Object.entries(declared) as [QueueName, readonly string[]][]) {
    for (const name of names) if (!owners.has(`${queue}/${name}`)) problems.push(`${queue}/${name} has no handler`);
  }
  if (problems.length) throw new Error(`Job handlers do not match the declared jobs:\n- ${problems.join('\n- ')}`);
  return map;
}
