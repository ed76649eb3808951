import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { MetricsRegistry } from '../observability/metrics.registry';

@Injectable()
export class EventStoreMetrics {
  private readonly appendedEvents: Counter;
  private readonly conflicts: Counter;

  constructor(registry: MetricsRegistry) {
    this.appendedEvents = registry.counter('kasuwa_events_appended_total', 'Events appended to the log');
    this.conflicts = registry.counter('kasuwa_event_conflicts_total', 'Appends refused for a stale expected version');
  }

  appended(count: number): void {
    this.appendedEvents.inc(count);
  }

  conflict(): void {
    this.conflicts.inc();
  }
}
