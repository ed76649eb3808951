import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../kernel/clock/clock';
import { VersionedCache } from '../../kernel/search/versioned-cache';

/** The consumer that keeps every aggregate the dashboards read (consumers/dashboard-aggregates.consumer.ts). */
export const AGGREGATES_CONSUMER = 'dashboard-aggregates';

/** Marks the aggregates changed outside a consumer batch (a repair): the answers kept before are not given again. */
export const markAggregatesChanged = (manager: EntityManager) =>
  manager.query(`UPDATE consumer_checkpoints SET updated_at = clock_timestamp() WHERE consumer = $1`, [
    AGGREGATES_CONSUMER,
  ]);

/**
 * Dashboard answers kept in memory while the aggregates stay as they were: the version is the time the aggregates
 * consumer last committed a batch (its checkpoint's `updated_at`, moved in the batch's transaction; a rebuild and the
 * reconcile job's repairs move it too). At most one primary-key read per call instead of the figures' statements, with
 * the same answers: a kept answer is given only while no batch had been committed when the version read it gets
 * started. Calls share that read until it is answered: the aggregates trail the log by a batch anyway.
 */
@Injectable()
export class DashboardAnswers extends VersionedCache {
  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    super(dataSource, 'consumer_checkpoints', { versionReads: 'until answered', answersSentAsIs: true });
  }

  /** `$1` is the cache's country, always 0 here: the aggregates have one version. */
  override versionSql(): string {
    return `SELECT (extract(epoch FROM updated_at) * 1000000)::bigint::text AS version FROM consumer_checkpoints
      WHERE consumer = '${AGGREGATES_CONSUMER}' AND $1::int = 0`;
  }

  /**
   * The answer to `question` (its figure and scope). The hour is part of it: "today" is each country's own day, and the
   * platform's countries are all a whole number of hours from UTC.
   */
  answer<T>(question: unknown[], compute: () => Promise<T>): Promise<T> {
    return this.remember(0, JSON.stringify([...question, this.clock.nowIso().slice(0, 13)]), compute);
  }
}
