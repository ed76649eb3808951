import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ConsumerFreshness, FreshnessReading } from '../../kernel/events/consumer-freshness';
import { DashboardAggregates } from '../consumers/dashboard-aggregates.consumer';

export { CATCHING_UP_AFTER_SECONDS } from '../../kernel/events/consumer-freshness';
export type DashboardFreshnessReading = FreshnessReading;

/** How fresh the dashboards' figures are: the aggregates consumer's checkpoint (see ConsumerFreshness). */
@Injectable()
export class DashboardFreshness extends ConsumerFreshness {
  constructor(dataSource: DataSource, consumer: DashboardAggregates) {
    super(dataSource, consumer);
  }
}
