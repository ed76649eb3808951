/** The dashboard calls (src/dashboards): GET dashboard, dashboard/... and business-analytics/... */
import type { TypedApi } from '../../shared/api';
import type { DashboardSeriesName } from './types';

/** Every call's query: the country, or none for every country the caller may see. */
type Country = number | undefined;

/** Added to the console's data provider (../dataProvider.ts); screens reach them with useConsoleApi(). */
export const dashboardsCalls = (api: TypedApi) => {
  const inCountry = (countryId: Country, signal?: AbortSignal) => ({ params: { query: { countryId } }, signal });
  return {
    dashboardSummary: (signal?: AbortSignal) => api.get('/api/v1/dashboard', { signal }),
    /** When the last event the figures counted was recorded, and whether they are catching up. */
    dashboardFreshness: (signal?: AbortSignal) => api.get('/api/v1/dashboard/freshness', { signal }),
    dashboardFarmsSize: (countryId: Country, signal?: AbortSignal) =>
      api.get('/api/v1/business-analytics/farms/size', inCountry(countryId, signal)),
    dashboardProjects: (countryId: Country, signal?: AbortSignal) =>
      api.get('/api/v1/business-analytics/farmers/projects', inCountry(countryId, signal)),
    dashboardGender: (countryId: Country, signal?: AbortSignal) =>
      api.get('/api/v1/business-analytics/farmers/gender', inCountry(countryId, signal)),
    dashboardTrainedFarmers: (countryId: Country, signal?: AbortSignal) =>
      api.get('/api/v1/dashboard/totalTrainedFarmers', inCountry(countryId, signal)),
    dashboardCommunities: (countryId: Country, signal?: AbortSignal) =>
      api.get('/api/v1/dashboard/totalFarmersCommunities', inCountry(countryId, signal)),
    dashboardFertilizers: (countryId: Country, signal?: AbortSignal) =>
      api.get('/api/v1/dashboard/totalFertilizersQuantity', inCountry(countryId, signal)),
    dashboardStates: (countryId: Country, signal?: AbortSignal) =>
      api.get('/api/v1/dashboard/totalFarmersByStateAndLgas', inCountry(countryId, signal)),
    dashboardUsersByRole: (countryId: Country, signal?: AbortSignal) =>
      api.get('/api/v1/dashboard/userNumberByRoleType', inCountry(countryId, signal)),
    dashboardFarmers: (countryId: Country, signal?: AbortSignal) =>
      api.get('/api/v1/dashboard/totalFarmers', inCountry(countryId, signal)),
    dashboardTodayFarmers: (countryId: Country, signal?: AbortSignal) =>
      api.get('/api/v1/dashboard/todayTotalFarmers', inCountry(countryId, signal)),
    dashboardOrders: (countryId: Country, signal?: AbortSignal) =>
      api.get('/api/v1/dashboard/totalOrdersByUser', inCountry(countryId, signal)),
    dashboardTodayOrders: (countryId: Country, signal?: AbortSignal) =>
      api.get('/api/v1/dashboard/todayTotalOrders', inCountry(countryId, signal)),
    dashboardProducts: (countryId: Country, signal?: AbortSignal) =>
      api.get('/api/v1/dashboard/totalProducts', inCountry(countryId, signal)),
    dashboardTodayProducts: (countryId: Country, signal?: AbortSignal) =>
      api.get('/api/v1/dashboard/todayTotalProducts', inCountry(countryId, signal)),
    dashboardTodayContent: (countryId: Country, signal?: AbortSignal) =>
      api.get('/api/v1/dashboard/todayTotalAgronomyContent', inCountry(countryId, signal)),
    /** A figure per day from `from` to `to` (YYYY-MM-DD, both included; the server allows at most 366 days). */
    dashboardSeries: (
      series: DashboardSeriesName,
      range: { countryId?: number; from: string; to: string },
      signal?: AbortSignal,
    ) =>
      api.get('/api/v1/dashboard/dailySeries', {
        params: { query: { series, countryId: range.countryId, from: range.from, to: range.to } },
        signal,
      }),
    dashboardContent: (countryName: string | undefined, signal?: AbortSignal) =>
      api.get('/api/v1/dashboard/totalAgronomyContent', { params: { query: { countryName } }, signal }),
  };
};
