import { Module } from '@nestjs/common';
import { PeopleDirectoryModule } from '../accounts';
import { GeographyModule } from '../geography';
import './dashboards.errors';
import './dashboards.messages';
import { DashboardAggregates } from './consumers/dashboard-aggregates.consumer';
import { DashboardsController } from './http/dashboards.controller';
import { DashboardFigures } from './queries/dashboard-figures';
import { DashboardScopes } from './queries/dashboard-scope';
import { DashboardFigureHandler, DashboardReadings, DashboardSummaryHandler } from './queries/dashboard.queries';

/**
 * Dashboards: pre-aggregated counters and sums per country, day and owner, kept by one event consumer from the other
 * modules' events (never from their tables), and the 21 dashboard calls that read them, scoped by role.
 */
@Module({
  imports: [GeographyModule, PeopleDirectoryModule],
  controllers: [DashboardsController],
  providers: [DashboardAggregates, DashboardScopes, DashboardFigures, DashboardReadings, DashboardFigureHandler, DashboardSummaryHandler],
})
export class DashboardsModule {}
