import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { DataSource } from 'typeorm';
import { MetricsRegistry } from '../../kernel/observability/metrics.registry';

/**
 * Push notifications in /metrics:
 * - kasuwa_push_messages_total{outcome}: messages this process sent or saw refused;
 * - kasuwa_push_failures_total{code}: the refusals by Firebase's error code (this process);
 * - kasuwa_push_notification_messages{outcome}: sent, failed and removed tokens over every notification, read from the
 *   database at each scrape, so the API shows what separate workers sent.
 */
@Injectable()
export class PushMetrics {
  private readonly messages: Counter;
  private readonly failures: Counter;

  constructor(metrics: MetricsRegistry, dataSource: DataSource) {
    this.messages = metrics.counter(
      'kasuwa_push_messages_total',
      'Push messages sent (outcome=sent) or refused by Firebase (outcome=failed) by this process',
      ['outcome'],
    );
    this.failures = metrics.counter(
      'kasuwa_push_failures_total',
      'Push messages Firebase refused, by error code (this process)',
      ['code'],
    );
    metrics.gauge(
      'kasuwa_push_notification_messages',
      'Push messages over every notification, from the database: sent, failed, invalid tokens removed',
      ['outcome'],
      async function collect() {
        try {
          const [row] = await dataSource.query<{ sent: number; failed: number; removed: number }[]>(
            `SELECT coalesce(sum(sent), 0)::int AS sent, coalesce(sum(failed), 0)::int AS failed,
                    coalesce(sum(tokens_removed), 0)::int AS removed FROM push_notifications`,
          );
          this.set({ outcome: 'sent' }, row.sent);
          this.set({ outcome: 'failed' }, row.failed);
          this.set({ outcome: 'tokens_removed' }, row.removed);
        } catch {
          // The database is away: the scrape reports the rest (kasuwa_dependency_up says why).
        }
      },
    );
  }

  record(sent: number, failedCodes: string[]): void {
    if (sent) this.messages.inc({ outcome: 'sent' }, sent);
    if (failedCodes.length) this.messages.inc({ outcome: 'failed' }, failedCodes.length);
    for (const code of failedCodes) this.failures.inc({ code });
  }
}
