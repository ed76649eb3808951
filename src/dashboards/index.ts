export { DashboardsModule } from './dashboards.module';
export { DashboardsErrors } from './dashboards.errors';
// The figures, for other modules' screens: `new DashboardFigureQuery(actor, 'farmers', { countryId })`.
export { DashboardFigureQuery, DashboardSummaryQuery, DASHBOARD_FIGURES } from './queries/dashboard.queries';
export type { DashboardFigure, DashboardSummary } from './queries/dashboard.queries';
