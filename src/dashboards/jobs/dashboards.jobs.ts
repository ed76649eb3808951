import { defineJob, defineQueue } from '../../kernel/messaging/job-definition';

/** The dashboards' own work besides their event consumer: one job at a time (it holds the consumer's checkpoint). */
export const DASHBOARD_AGGREGATION_QUEUE = defineQueue('dashboard-aggregation', { concurrency: 1 });

export interface ReconcileDailyCountsPayload {
  /** First day (YYYY-MM-DD) to check; two days before `to` when left out. */
  from?: string;
  /** Last day (YYYY-MM-DD) to check; tomorrow in UTC when left out (the countries east of UTC are a day ahead by then). */
  to?: string;
}

/**
 * Counts each day's farmers, users, orders, products and agronomy contents again from the rows the dashboards keep
 * (dash_farmers, dash_users, dash_orders, dash_products, dash_contents) and puts right any day's counter that differs
 * in dash_daily. Hourly over the last days; with `from`/`to`, over any span (after an outage, a restored backup).
 */
export const ReconcileDailyCounts = defineJob<ReconcileDailyCountsPayload>(
  DASHBOARD_AGGREGATION_QUEUE,
  'reconcile-daily-counts',
  {
    attempts: 3,
    schedule: { pattern: '17 * * * *', payload: {} },
  },
);
