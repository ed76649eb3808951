import { Injectable, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { Counter } from 'prom-client';
import { DataSource } from 'typeorm';
import { Clock } from '../../kernel/clock/clock';
import { HandlesJob, JobHandler } from '../../kernel/messaging/job-handler';
import { MetricsRegistry } from '../../kernel/observability/metrics.registry';
import { DashboardAggregates } from '../consumers/dashboard-aggregates.consumer';
import { addDays, daysBetween, isIsoDay, MAX_SERIES_DAYS } from '../domain/day-range';
import { METRICS as M } from '../domain/metrics';
import { ReconcileDailyCounts, ReconcileDailyCountsPayload } from './dashboards.jobs';
import { markAggregatesChanged } from '../queries/dashboard-answers';

/** The daily counters the rows of the dashboards say again. */
export const RECONCILED_METRICS = [
  M.farmers,
  M.users,
  M.orders,
  M.ordersReceived,
  M.ordersPlaced,
  M.products,
  M.agronomyContent,
] as const;

/**
 * What each day's counters should be, from the rows the consumer keeps: one row per thing counted, with the day it
 * counts for and whose it is (the same owners the consumer bumps: the country '' and the users named).
 */
const EXPECTED_SQL = `
  SELECT metric, owner_id, country_id, day, count(*)::numeric AS value FROM (
    SELECT 'farmers' AS metric, o.owner_id, f.country_id, f.day
      FROM dash_farmers f,
        unnest(ARRAY['', f.created_by::text] || CASE WHEN f.referrer_id IS NULL THEN '{}'::text[] ELSE ARRAY[f.referrer_id::text] END)
          AS o(owner_id)
      WHERE f.day BETWEEN $1::date AND $2::date
    UNION ALL
    SELECT 'users', '', u.country_id, u.day FROM dash_users u WHERE u.day BETWEEN $1::date AND $2::date
    UNION ALL
    SELECT 'orders', o.owner_id, r.country_id, r.day
      FROM dash_orders r, unnest(ARRAY['', r.seller_id::text, r.buyer_id::text]) AS o(owner_id) WHERE r.day BETWEEN $1::date AND $2::date
    UNION ALL
    SELECT 'orders_received', r.seller_id::text, r.country_id, r.day FROM dash_orders r WHERE r.day BETWEEN $1::date AND $2::date
    UNION ALL
    SELECT 'orders_placed', r.buyer_id::text, r.country_id, r.day FROM dash_orders r WHERE r.day BETWEEN $1::date AND $2::date
    UNION ALL
    SELECT 'products', o.owner_id, p.country_id, p.day
      FROM dash_products p, unnest(ARRAY['', p.owner_id::text]) AS o(owner_id) WHERE p.day BETWEEN $1::date AND $2::date
    UNION ALL
    SELECT 'agronomy_content', o.owner_id, c.country_id, c.day
      FROM dash_contents c, unnest(ARRAY['', c.author_id::text]) AS o(owner_id) WHERE c.day BETWEEN $1::date AND $2::date
  ) counted GROUP BY metric, owner_id, country_id, day`;

export interface ReconcileOutcome {
  from: string;
  to: string;
  /** The day counters found wrong and put right. */
  repaired: number;
}

/**
 * Runs ReconcileDailyCounts. It holds the dashboards consumer's checkpoint row for its transaction (waiting for a batch
 * in progress; the consumer skips its turn meanwhile), so the rows and the counters it compares are the same moment's,
 * and what it writes commits with nothing of the consumer's in between. A counter that already agrees is not written.
 */
@Injectable()
@HandlesJob(ReconcileDailyCounts)
export class ReconcileDailyCountsJob implements JobHandler<ReconcileDailyCountsPayload, ReconcileOutcome> {
  private readonly logger = new Logger('DashboardAggregation');
  private readonly repairs: Counter;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly consumer: DashboardAggregates,
    metrics: MetricsRegistry,
  ) {
    this.repairs = metrics.counter(
      'kasuwa_dashboard_daily_counters_repaired_total',
      'Daily dashboard counters found wrong and put right by reconcile-daily-counts (this process)',
      ['metric'],
    );
  }

  async handle(job: Job<ReconcileDailyCountsPayload>): Promise<ReconcileOutcome> {
    const { from, to } = this.span(job.data ?? {});
    const repaired = await this.dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO consumer_checkpoints (consumer) VALUES ($1) ON CONFLICT DO NOTHING`, [
        this.consumer.name,
      ]);
      await manager.query(`SELECT 1 FROM consumer_checkpoints WHERE consumer = $1 FOR UPDATE`, [this.consumer.name]);
      const rows: { metric: string; owner_id: string; country_id: number; day: string; was: string; value: string }[] =
        await manager.query(
          `WITH expected AS (${EXPECTED_SQL}),
         actual AS (SELECT metric, owner_id, country_id, day, value FROM dash_daily WHERE metric = ANY($3) AND day BETWEEN $1::date AND $2::date),
         wrong AS (
           SELECT metric, owner_id, country_id, day, COALESCE(a.value, 0) AS was, COALESCE(e.value, 0) AS value
           FROM expected e FULL JOIN actual a USING (metric, owner_id, country_id, day)
           WHERE COALESCE(e.value, 0) <> COALESCE(a.value, 0)
         ),
         written AS (
           INSERT INTO dash_daily (metric, owner_id, country_id, day, value) SELECT metric, owner_id, country_id, day, value FROM wrong
           ON CONFLICT (metric, owner_id, country_id, day) DO UPDATE SET value = EXCLUDED.value
           RETURNING metric
         )
         SELECT metric, owner_id, country_id, to_char(day, 'YYYY-MM-DD') AS day, was::text AS was, value::text AS value FROM wrong
         ORDER BY metric, day, country_id, owner_id`,
          [from, to, RECONCILED_METRICS],
        );
      if (rows.length) await markAggregatesChanged(manager);
      return rows;
    });
    for (const row of repaired) this.repairs.inc({ metric: row.metric });
    if (repaired.length) {
      const sample = repaired
        .slice(0, 5)
        .map(
          (r) =>
            `${r.metric} ${r.day} country ${r.country_id}${r.owner_id ? ` owner ${r.owner_id}` : ''}: ${r.was} -> ${r.value}`,
        )
        .join('; ');
      this.logger.warn(`Put right ${repaired.length} daily dashboard counter(s) from ${from} to ${to}: ${sample}`);
    }
    return { from, to, repaired: repaired.length };
  }

  /** The days to check: the payload's, else from two days before tomorrow (UTC) to tomorrow. */
  private span(payload: ReconcileDailyCountsPayload): { from: string; to: string } {
    const to = payload.to ?? addDays(this.clock.nowIso().slice(0, 10), 1);
    const from = payload.from ?? addDays(to, -3);
    if (!isIsoDay(from) || !isIsoDay(to))
      throw new Error(`reconcile-daily-counts takes days written YYYY-MM-DD (from ${from}, to ${to})`);
    const days = daysBetween(from, to);
    if (days < 1 || days > MAX_SERIES_DAYS * 10)
      throw new Error(`reconcile-daily-counts takes from 1 to ${MAX_SERIES_DAYS * 10} days (from ${from}, to ${to})`);
    return { from, to };
  }
}
