/**
 * What every job keeps after it ends. Attempts and backoff are set per job (defineJob); queues and jobs are declared
 * by the modules that own them (see job-definition.ts).
 */
export const DEFAULT_JOB_OPTIONS = {
  // Completed jobs are kept a day so that a job id re-added by a retried producer is recognised and skipped.
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;
