/** The extension-agent analytics calls (src/farmers/analytics): GET users/ea-information/{id} and GET ea-analytics/{id}/... */
import { seg, type ApiRequest } from '../api/request';
import type {
  ActualYield,
  Activity,
  AgentFarmer,
  AgentInformation,
  AverageFarmsSize,
  DataScore,
  DayCount,
  FarmersUsingFertilizers,
  FarmsMap,
  FertilizersUsed,
  GenderCount,
  MonthCount,
  Page,
  ProjectCount,
  TotalFarmsSize,
  YieldAverage,
  AgentFiguresFreshness,
} from './types';

/** Added to the console's data provider (../dataProvider.ts); screens reach them with useConsoleApi(). */
export const extensionAgentCalls = (request: ApiRequest) => {
  const figure = <T,>(id: string, name: string, signal?: AbortSignal, query?: Record<string, string | number | undefined>) =>
    request<T>(`/ea-analytics/${seg(id)}/${name}`, { signal, query });
  return {
    agentInformation: (id: string, signal?: AbortSignal) => request<AgentInformation>(`/users/ea-information/${seg(id)}`, { signal }),
    /** GET ea-analytics/freshness: when the last event the agents' figures counted was recorded, and whether they are catching up. */
    agentFiguresFreshness: (signal?: AbortSignal) => request<AgentFiguresFreshness>('/ea-analytics/freshness', { signal }),
    agentMonthly: (id: string, signal?: AbortSignal) => figure<MonthCount[]>(id, 'monthly-farmers-count', signal),
    agentActivities: (id: string, signal?: AbortSignal) => figure<Activity[]>(id, 'ten-last-activities', signal),
    agentByGender: (id: string, signal?: AbortSignal) => figure<GenderCount[]>(id, 'farmers-by-gender', signal),
    agentByProject: (id: string, signal?: AbortSignal) => figure<ProjectCount[]>(id, 'farmers-by-project', signal),
    agentFarmers: (id: string, query: { page: number; size?: number; name?: string }, signal?: AbortSignal) =>
    figure<Page<AgentFarmer>>(id, 'farmers-list', signal, { page: query.page, size: query.size ?? 5, name: query.name || undefined }),
    agentTotalFarmsSize: (id: string, signal?: AbortSignal) => figure<TotalFarmsSize>(id, 'total-farms-size', signal),
    agentAverageFarmsSize: (id: string, signal?: AbortSignal) => figure<AverageFarmsSize>(id, 'avg-farms-size', signal),
    agentUsingFertilizers: (id: string, signal?: AbortSignal) => figure<FarmersUsingFertilizers>(id, 'farmers-using-fertilizers', signal),
    agentActualYield: (id: string, signal?: AbortSignal) => figure<ActualYield>(id, 'actual-yield', signal),
    agentYieldAverage: (id: string, signal?: AbortSignal) => figure<YieldAverage>(id, 'yield-avg', signal),
    agentFertilizersUsed: (id: string, signal?: AbortSignal) => figure<FertilizersUsed>(id, 'fertilizers-used', signal),
    agentDataScore: (id: string, signal?: AbortSignal) => figure<DataScore>(id, 'data-score', signal),
    agentDaily: (id: string, days: number, signal?: AbortSignal) => figure<DayCount[]>(id, 'daily-activity', signal, { days }),
    agentFarmsMap: (id: string, signal?: AbortSignal) => figure<FarmsMap>(id, 'farms-map', signal),
  };
};
