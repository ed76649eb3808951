/** The dashboard calls (src/dashboards): GET dashboard, dashboard/... and business-analytics/... */
import type { ApiRequest } from '../api/request';
import type {
  DashboardFarmsSize,
  DashboardFertilizers,
  DashboardFreshness,
  DashboardGenderCount,
  DashboardOrders,
  DashboardProjectCount,
  DashboardSeries,
  DashboardSeriesName,
  DashboardRoleCount,
  DashboardStateCount,
  DashboardSummary,
  DashboardTotal,
} from './types';

/** Every call's query: the country, or none for every country the caller may see. */
type Country = number | undefined;

/** Added to the console's data provider (../dataProvider.ts); screens reach them with useConsoleApi(). */
export const dashboardsCalls = (request: ApiRequest) => {
  const figure = <T,>(path: string, countryId: Country, signal?: AbortSignal) => request<T>(`/${path}`, { signal, query: { countryId } });
  return {
    dashboardSummary: (signal?: AbortSignal) => request<DashboardSummary>('/dashboard', { signal }),
    /** When the last event the figures counted was recorded, and whether they are catching up. */
    dashboardFreshness: (signal?: AbortSignal) => request<DashboardFreshness>('/dashboard/freshness', { signal }),
    dashboardFarmsSize: (countryId: Country, signal?: AbortSignal) => figure<DashboardFarmsSize>('business-analytics/farms/size', countryId, signal),
    dashboardProjects: (countryId: Country, signal?: AbortSignal) => figure<DashboardProjectCount[]>('business-analytics/farmers/projects', countryId, signal),
    dashboardGender: (countryId: Country, signal?: AbortSignal) => figure<DashboardGenderCount[]>('business-analytics/farmers/gender', countryId, signal),
    dashboardTrainedFarmers: (countryId: Country, signal?: AbortSignal) => figure<DashboardTotal>('dashboard/totalTrainedFarmers', countryId, signal),
    dashboardCommunities: (countryId: Country, signal?: AbortSignal) => figure<DashboardTotal>('dashboard/totalFarmersCommunities', countryId, signal),
    dashboardFertilizers: (countryId: Country, signal?: AbortSignal) => figure<DashboardFertilizers>('dashboard/totalFertilizersQuantity', countryId, signal),
    dashboardStates: (countryId: Country, signal?: AbortSignal) => figure<DashboardStateCount[]>('dashboard/totalFarmersByStateAndLgas', countryId, signal),
    dashboardUsersByRole: (countryId: Country, signal?: AbortSignal) => figure<DashboardRoleCount[]>('dashboard/userNumberByRoleType', countryId, signal),
    dashboardFarmers: (countryId: Country, signal?: AbortSignal) => figure<DashboardTotal>('dashboard/totalFarmers', countryId, signal),
    dashboardTodayFarmers: (countryId: Country, signal?: AbortSignal) => figure<DashboardTotal>('dashboard/todayTotalFarmers', countryId, signal),
    dashboardOrders: (countryId: Country, signal?: AbortSignal) => figure<DashboardOrders>('dashboard/totalOrdersByUser', countryId, signal),
    dashboardTodayOrders: (countryId: Country, signal?: AbortSignal) => figure<DashboardTotal>('dashboard/todayTotalOrders', countryId, signal),
    dashboardProducts: (countryId: Country, signal?: AbortSignal) => figure<DashboardTotal>('dashboard/totalProducts', countryId, signal),
    dashboardTodayProducts: (countryId: Country, signal?: AbortSignal) => figure<DashboardTotal>('dashboard/todayTotalProducts', countryId, signal),
    dashboardTodayContent: (countryId: Country, signal?: AbortSignal) => figure<DashboardTotal>('dashboard/todayTotalAgronomyContent', countryId, signal),
    /** A figure per day from `from` to `to` (YYYY-MM-DD, both included; the server allows at most 366 days). */
    dashboardSeries: (series: DashboardSeriesName, range: { countryId?: number; from: string; to: string }, signal?: AbortSignal) =>
      request<DashboardSeries>('/dashboard/dailySeries', { signal, query: { series, countryId: range.countryId, from: range.from, to: range.to } }),
    dashboardContent: (countryName: string | undefined, signal?: AbortSignal) =>
      request<DashboardTotal>('/dashboard/totalAgronomyContent', { signal, query: { countryName } }),
  };
};
