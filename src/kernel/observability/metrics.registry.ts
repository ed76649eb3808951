import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** One Prometheus registry per application instance (tests run several apps in one process). */
@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'kasuwa_' });
  }

  counter(name: string, help: string, labelNames: string[] = []): Counter {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  gauge(name: string, help: string, labelNames: string[] = [], collect?: (this: Gauge) => Promise<void> | void): Gauge {
    return new Gauge({ name, help, labelNames, registers: [this.registry], collect });
  }

  histogram(name: string, help: string, labelNames: string[] = [], buckets?: number[]): Histogram {
    return new Histogram({ name, help, labelNames, registers: [this.registry], buckets });
  }
}
