import { Module } from '@nestjs/common';
import { PeopleDirectoryModule } from '../accounts';
import { GeographyModule } from '../geography';
import { ActingOrganisations } from '../kernel/auth/acting-organisations';
import './dashboards.errors';
import './dashboards.messages';
import { AggregationLagMetrics } from './consumers/aggregation-lag.metrics';
import { DashboardAggregates } from './consumers/dashboard-aggregates.consumer';
import { DashboardsController } from './http/dashboards.controller';
import { DashboardFigures } from './queries/dashboard-figures';
import { DashboardScopes } from './queries/dashboard-scope';
import { ReconcileDailyCountsJob } from './jobs/reconcile-daily-counts.job';
import {
  DashboardFigureHandler,
  DashboardReadings,
  DashboardSeriesHandler,
  DashboardSummaryHandler,
} from './queries/dashboard.queries';
import { DashboardAnswers } from './queries/dashboard-answers';
import { DashboardFreshness } from './queries/dashboard-freshness';
import { FreshnessHeadersInterceptor } from './http/freshness-headers.interceptor';

/**
 * Dashboards: pre-aggregated counters and sums per country, day and owner, kept by one event consumer from the other
 * modules' events (never from their tables), and the 21 dashboard calls that read them (and the daily series over a date
 * range), scoped by role, each saying when the last event it counted was recorded and whether it is catching up. The
 * `dashboard-aggregation` queue's hourly job puts right any day's counter that drifted from the rows the consumer
 * keeps; /metrics shows how far the consumer lags behind the log.
 */
@Module({
  imports: [GeographyModule, PeopleDirectoryModule],
  controllers: [DashboardsController],
  providers: [
    ActingOrganisations,
    DashboardAggregates,
    AggregationLagMetrics,
    ReconcileDailyCountsJob,
    DashboardScopes,
    DashboardFigures,
    DashboardReadings,
    DashboardAnswers,
    DashboardFreshness,
    FreshnessHeadersInterceptor,
    DashboardFigureHandler,
    DashboardSummaryHandler,
    DashboardSeriesHandler,
  ],
})
export class DashboardsModule {}
