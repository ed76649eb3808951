/** The extension-agent analytics calls (src/farmers/analytics): GET users/ea-information/{id} and GET ea-analytics/{id}/... */
import { http } from '../../shared/http';
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
} from './types';

const seg = (value: string) => encodeURIComponent(value);
const figure = <T,>(id: string, name: string, signal?: AbortSignal, query?: Record<string, string | number | undefined>) =>
  http<T>(`/ea-analytics/${seg(id)}/${name}`, { signal, query });

export const agentApi = {
  information: (id: string, signal?: AbortSignal) => http<AgentInformation>(`/users/ea-information/${seg(id)}`, { signal }),
  monthly: (id: string, signal?: AbortSignal) => figure<MonthCount[]>(id, 'monthly-farmers-count', signal),
  activities: (id: string, signal?: AbortSignal) => figure<Activity[]>(id, 'ten-last-activities', signal),
  byGender: (id: string, signal?: AbortSignal) => figure<GenderCount[]>(id, 'farmers-by-gender', signal),
  byProject: (id: string, signal?: AbortSignal) => figure<ProjectCount[]>(id, 'farmers-by-project', signal),
  farmers: (id: string, query: { page: number; size?: number; name?: string }, signal?: AbortSignal) =>
    figure<Page<AgentFarmer>>(id, 'farmers-list', signal, { page: query.page, size: query.size ?? 5, name: query.name || undefined }),
  totalFarmsSize: (id: string, signal?: AbortSignal) => figure<TotalFarmsSize>(id, 'total-farms-size', signal),
  averageFarmsSize: (id: string, signal?: AbortSignal) => figure<AverageFarmsSize>(id, 'avg-farms-size', signal),
  usingFertilizers: (id: string, signal?: AbortSignal) => figure<FarmersUsingFertilizers>(id, 'farmers-using-fertilizers', signal),
  actualYield: (id: string, signal?: AbortSignal) => figure<ActualYield>(id, 'actual-yield', signal),
  yieldAverage: (id: string, signal?: AbortSignal) => figure<YieldAverage>(id, 'yield-avg', signal),
  fertilizersUsed: (id: string, signal?: AbortSignal) => figure<FertilizersUsed>(id, 'fertilizers-used', signal),
  dataScore: (id: string, signal?: AbortSignal) => figure<DataScore>(id, 'data-score', signal),
  daily: (id: string, days: number, signal?: AbortSignal) => figure<DayCount[]>(id, 'daily-activity', signal, { days }),
  farmsMap: (id: string, signal?: AbortSignal) => figure<FarmsMap>(id, 'farms-map', signal),
};
