export { DashboardsModule } from './dashboards.module';
export { DashboardsErrors } from './dashboards.errors';
// The figures, for other modules' screens: `new DashboardFigureQuery(actor, 'farmers', { countryId })`.
export {
  DashboardFigureQuery,
  DashboardSeriesQuery,
  DashboardSummaryQuery,
  DASHBOARD_FIGURES,
  DASHBOARD_SERIES_NAMES,
} from './queries/dashboard.queries';
export type {
  DashboardFigure,
  DashboardSeries,
  DashboardSeriesName,
  DashboardSummary,
} from './queries/dashboard.queries';
export { DASHBOARD_AGGREGATION_QUEUE, ReconcileDailyCounts } from './jobs/dashboards.jobs';
