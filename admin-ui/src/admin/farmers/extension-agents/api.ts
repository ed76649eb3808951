/** The extension-agent analytics calls (src/farmers/analytics): GET users/ea-information/{id} and GET ea-analytics/{id}/... */
import type { TypedApi } from '../../../shared/api';

/** Added to the console's data provider (../dataProvider.ts); screens reach them with useConsoleApi(). */
export const extensionAgentCalls = (api: TypedApi) => {
  const of = (id: string, signal?: AbortSignal) => ({ params: { path: { id } }, signal });
  return {
    agentInformation: (id: string, signal?: AbortSignal) =>
      api.get('/api/v1/users/ea-information/{id}', of(id, signal)),
    /** GET ea-analytics/freshness: when the last event the agents' figures counted was recorded, and whether they are catching up. */
    agentFiguresFreshness: (signal?: AbortSignal) => api.get('/api/v1/ea-analytics/freshness', { signal }),
    agentMonthly: (id: string, signal?: AbortSignal) =>
      api.get('/api/v1/ea-analytics/{id}/monthly-farmers-count', of(id, signal)),
    agentActivities: (id: string, signal?: AbortSignal) =>
      api.get('/api/v1/ea-analytics/{id}/ten-last-activities', of(id, signal)),
    agentByGender: (id: string, signal?: AbortSignal) =>
      api.get('/api/v1/ea-analytics/{id}/farmers-by-gender', of(id, signal)),
    agentByProject: (id: string, signal?: AbortSignal) =>
      api.get('/api/v1/ea-analytics/{id}/farmers-by-project', of(id, signal)),
    agentTotalFarmsSize: (id: string, signal?: AbortSignal) =>
      api.get('/api/v1/ea-analytics/{id}/total-farms-size', of(id, signal)),
    agentAverageFarmsSize: (id: string, signal?: AbortSignal) =>
      api.get('/api/v1/ea-analytics/{id}/avg-farms-size', of(id, signal)),
    agentUsingFertilizers: (id: string, signal?: AbortSignal) =>
      api.get('/api/v1/ea-analytics/{id}/farmers-using-fertilizers', of(id, signal)),
    agentActualYield: (id: string, signal?: AbortSignal) =>
      api.get('/api/v1/ea-analytics/{id}/actual-yield', of(id, signal)),
    agentYieldAverage: (id: string, signal?: AbortSignal) =>
      api.get('/api/v1/ea-analytics/{id}/yield-avg', of(id, signal)),
    agentFertilizersUsed: (id: string, signal?: AbortSignal) =>
      api.get('/api/v1/ea-analytics/{id}/fertilizers-used', of(id, signal)),
    agentDataScore: (id: string, signal?: AbortSignal) =>
      api.get('/api/v1/ea-analytics/{id}/data-score', of(id, signal)),
    agentDaily: (id: string, days: number, signal?: AbortSignal) =>
      api.get('/api/v1/ea-analytics/{id}/daily-activity', { params: { path: { id }, query: { days } }, signal }),
    agentFarmsMap: (id: string, signal?: AbortSignal) => api.get('/api/v1/ea-analytics/{id}/farms-map', of(id, signal)),
  };
};
