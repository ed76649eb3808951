/** What the dashboard calls answer: aliases of the shapes generated from openapi.json (../../shared/api-types.ts). */
import type { Schema } from '../../shared/schemas';

export type DashboardTotal = Schema<'DashboardTotalResponse'>;
export type DashboardFarmsSize = Schema<'DashboardFarmsSizeResponse'>;
export type DashboardProjectCount = Schema<'DashboardProjectCountResponse'>;
export type DashboardGenderCount = Schema<'DashboardGenderCountResponse'>;
export type DashboardFertilizers = Schema<'DashboardFertilizersResponse'>;
export type DashboardStateCount = Schema<'DashboardStateCountResponse'>;
export type DashboardRoleCount = Schema<'DashboardRoleCountResponse'>;
export type DashboardSignedUsers = Schema<'DashboardSignedUsersResponse'>;
export type DashboardOrders = Schema<'DashboardOrdersResponse'>;
export type DashboardSummary = Schema<'DashboardSummaryResponse'>;
export type DashboardSeries = Schema<'DashboardSeriesResponse'>;
export type DashboardSeriesName = DashboardSeries['series'];
export type DashboardFreshness = Schema<'DashboardFreshnessResponse'>;
