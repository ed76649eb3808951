/** What the extension-agent analytics API answers: aliases of the shapes generated from openapi.json (../../shared/api-types.ts). */
import type { Schema } from '../../../shared/schemas';

export type { Page } from '../../../shared/schemas';

export type AgentInformation = Schema<'AgentInformationResponse'>;
export type AgentFiguresFreshness = Schema<'AgentFiguresFreshnessResponse'>;
export type MonthCount = Schema<'MonthCountResponse'>;
export type Activity = Schema<'ActivityResponse'>;
export type GenderCount = Schema<'GenderCountResponse'>;
export type ProjectCount = Schema<'ProjectCountResponse'>;
export type AgentFarmer = Schema<'AgentFarmerResponse'>;
export type TotalFarmsSize = Schema<'TotalFarmsSizeResponse'>;
export type AverageFarmsSize = Schema<'AverageFarmsSizeResponse'>;
export type FarmersUsingFertilizers = Schema<'FarmersUsingFertilizersResponse'>;
export type ActualYield = Schema<'ActualYieldResponse'>;
export type YieldAverage = Schema<'YieldAverageResponse'>;
export type FertilizersUsed = Schema<'FertilizersUsedResponse'>;
export type DataScore = Schema<'DataScoreResponse'>;
export type DayCount = Schema<'DayCountResponse'>;
export type FarmsMap = Schema<'FarmsMapResponse'>;
export type MappedFarm = FarmsMap['farms'][number];
export type Bounds = NonNullable<FarmsMap['bounds']>;
