import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { storedNamesOf } from '../../kernel/events/event-registry';
import { MetricsRegistry } from '../../kernel/observability/metrics.registry';
import { DashboardAggregates } from './dashboard-aggregates.consumer';

/** Counting stops here: a lag this large is an outage whatever its exact size, and the scrape stays cheap. */
export const LAG_COUNT_CAP = 1_000_000;

/**
 * The dashboards' aggregation lag in /metrics, read from the database at each scrape (so the API shows what the
 * workers have done):
 * - kasuwa_dashboard_aggregation_lag_events: events of the types the dashboards count, committed after the consumer's
 *   checkpoint, i.e. not aggregated yet (counted up to LAG_COUNT_CAP); 0 once the consumer has caught up;
 * - kasuwa_dashboard_aggregation_lag_positions: the log's head position minus the checkpoint's position (it stays
 *   above 0 while the newest events are of types the dashboards do not count).
 */
@Injectable()
export class AggregationLagMetrics {
  constructor(metrics: MetricsRegistry, dataSource: DataSource, consumer: DashboardAggregates) {
    const types = storedNamesOf(consumer.handles);
    const read = async () => {
      const [row] = await dataSource.query<{ events: number; positions: string }[]>(
        `SELECT (SELECT count(*) FROM (
                   SELECT 1 FROM events e
                   WHERE e.type = ANY($2) AND (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position)
                   LIMIT $3) pending)::int AS events,
                GREATEST(COALESCE((SELECT max(global_position) FROM events), 0) - c.global_position, 0)::text AS positions
         FROM consumer_checkpoints c WHERE c.consumer = $1`,
        [consumer.name, types, LAG_COUNT_CAP],
      );
      return row;
    };
    // Both gauges are read in one query per scrape: the first to be collected reads, the second takes its answer.
    let pending: Promise<{ events: number; positions: string } | undefined> | null = null;
    const once = () => {
      if (!pending) {
        pending = read().finally(() => setImmediate(() => (pending = null)));
      }
      return pending;
    };
    metrics.gauge(
      'kasuwa_dashboard_aggregation_lag_events',
      'Events the dashboards count that their consumer has not aggregated yet',
      [],
      async function collect() {
        try {
          const row = await once();
          // No checkpoint yet: the consumer has not started, and nothing is aggregated.
          this.set(row ? row.events : 0);
        } catch {
          // The database is away: the scrape reports the rest (kasuwa_dependency_up says why).
        }
      },
    );
    metrics.gauge(
      'kasuwa_dashboard_aggregation_lag_positions',
      'The log head position minus the dashboards consumer’s checkpoint position',
      [],
      async function collect() {
        try {
          const row = await once();
          this.set(row ? Number(row.positions) : 0);
        } catch {
          // As above.
        }
      },
    );
  }
}
