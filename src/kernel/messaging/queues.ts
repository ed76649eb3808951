/**
 * Every BullMQ queue and every job name, in one place. The worker refuses to boot unless each job name
 * here has exactly one handler and every handler serves a job name declared here.
 */
export const QUEUES = {
  farmerImport: 'farmer-import',
  exports: 'exports',
  pushNotifications: 'push-notifications',
  dashboardAggregation: 'dashboard-aggregation',
  domainEvents: 'domain-events',
  mail: 'mail',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const QUEUE_NAMES: QueueName[] = Object.values(QUEUES);

/** The job names each queue carries. Modules add theirs here as they add handlers. */
export const JOBS: Record<QueueName, readonly string[]> = {
  'farmer-import': [],
  exports: ['users-export'],
  'push-notifications': [],
  'dashboard-aggregation': [],
  'domain-events': ['deliver-event'],
  mail: ['send-mail'],
};

export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  // Completed jobs are kept a day so that a job id re-added by a retried producer is recognised and skipped.
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;
