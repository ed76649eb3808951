import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BoundedInt, TrimmedText } from '../../../kernel/http/dto-fields';
import { PageQueryDto } from '../../../kernel/http/page-query.dto';
import { ACTIVITY_KINDS } from '../consumers/filed-activities';

/** ?page&size(5)&name: the agent's farmers by name. */
export class AgentFarmersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 5 })
  declare size?: number;

  @TrimmedText(100, { optional: true, description: 'Names that contain it (case-insensitive)' })
  name?: string;
}

export class DailyActivityQueryDto {
  @BoundedInt(1, 366, { optional: true, description: 'How many days back, today included (30 by default)' })
  days?: number;
}

// ---- Responses (for the OpenAPI document) ----------------------------------------------------------------------------

class AgentTotalsResponse {
  @ApiProperty() farmers: number;
  @ApiProperty() femaleFarmers: number;
  @ApiProperty() maleFarmers: number;
  @ApiProperty({ description: 'Distinct communities of the farmers' }) communities: number;
  @ApiProperty() farms: number;
  @ApiProperty({ description: 'Hectares' }) totalFarmsSizeHa: number;
  @ApiProperty() plantingRecords: number;
}

class CountryRef {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class AgentInformationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstname: string;
  @ApiProperty() lastname: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) company: string | null;
  @ApiProperty({ type: String, nullable: true }) photoUrl: string | null;
  @ApiProperty({ type: CountryRef, nullable: true }) country: CountryRef | null;
  @ApiProperty({ type: String, nullable: true }) approvalStatus: string | null;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) lastLoginAt: string | null;
  @ApiProperty({ type: AgentTotalsResponse }) totals: AgentTotalsResponse;
}

export class MonthCountResponse {
  @ApiProperty({ example: '2026-03' }) month: string;
  @ApiProperty() count: number;
}

export class ActivityResponse {
  @ApiProperty({ enum: ACTIVITY_KINDS }) kind: string;
  @ApiProperty({ format: 'uuid' }) farmerId: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null once the farmer is deleted' }) farmerName:
    string | null;
  @ApiProperty({ format: 'uuid', description: 'The farmer, farm or planting record concerned' }) subjectId: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'Who did it' }) actorId: string | null;
  @ApiProperty({ format: 'date-time' }) at: string;
}

export class GenderCountResponse {
  @ApiProperty({ enum: ['FEMALE', 'MALE'] }) gender: string;
  @ApiProperty() count: number;
  @ApiProperty({ enum: ['green', 'blue'], description: 'green for female, blue otherwise' }) colour: string;
}

export class ProjectCountResponse {
  @ApiProperty() projectId: number;
  @ApiProperty({ type: String, nullable: true }) projectName: string | null;
  @ApiProperty() count: number;
}

export class AgentFarmerResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ enum: ['FEMALE', 'MALE'] }) gender: string;
  @ApiProperty() community: string;
  @ApiProperty() projectId: number;
  @ApiProperty() stateId: number;
  @ApiProperty() cityId: number;
  @ApiProperty({ format: 'date-time' }) enrolledAt: string;
  @ApiProperty() farms: number;
  @ApiProperty({ description: 'Hectares' }) farmsSizeHa: number;
}

export class TotalFarmsSizeResponse {
  @ApiProperty({ description: 'Hectares, to 4 decimal places' }) totalHa: number;
  @ApiProperty() farms: number;
}

export class AverageFarmsSizeResponse {
  @ApiProperty({ description: 'Hectares per farm, to 4 decimal places' }) averageHa: number;
  @ApiProperty() farms: number;
}

export class FarmersUsingFertilizersResponse {
  @ApiProperty() count: number;
  @ApiProperty() totalFarmers: number;
}

export class ActualYieldResponse {
  @ApiProperty({ description: 'Kilograms, every year, records with an actual yield in a unit of weight' })
  totalKg: number;
  @ApiProperty() records: number;
}

export class YieldAverageResponse {
  @ApiProperty({ description: 'Kilograms per record with an actual yield' }) averageKg: number;
  @ApiProperty() records: number;
}

export class FertilizersUsedResponse {
  @ApiProperty({ description: 'Kilograms' }) totalKg: number;
  @ApiProperty({ description: 'Fertilizer entries' }) items: number;
  @ApiProperty({ description: 'Entries in a unit no source weighs, left out of totalKg' }) itemsWithoutKg: number;
}

export class DataScoreResponse {
  @ApiProperty({ description: 'Percent of the farmers with at least one farm and one planting record' }) score: number;
  @ApiProperty() farmers: number;
  @ApiProperty() withFarm: number;
  @ApiProperty() withFarmAndRecord: number;
}

export class DayCountResponse {
  @ApiProperty({ example: '2026-03-14' }) day: string;
  @ApiProperty() count: number;
}

class MappedFarmResponse {
  @ApiProperty({ format: 'uuid' }) farmId: string;
  @ApiProperty({ format: 'uuid' }) farmerId: string;
  @ApiProperty() latitude: number;
  @ApiProperty() longitude: number;
  @ApiProperty() sizeHa: number;
}

class BoundsResponse {
  @ApiProperty() south: number;
  @ApiProperty() west: number;
  @ApiProperty() north: number;
  @ApiProperty() east: number;
}

export class FarmsMapResponse {
  @ApiProperty() countryId: number;
  @ApiProperty({ type: BoundsResponse, nullable: true, description: "The agent's country's extent" })
  bounds: BoundsResponse | null;
  @ApiProperty({ type: [MappedFarmResponse], description: 'Farms with a location (at most 5,000)' })
  farms: MappedFarmResponse[];
}

export class AgentFiguresFreshnessResponse {
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the last event the figures counted was recorded; null before the first',
  })
  asOf: string | null;

  @ApiProperty({
    description:
      'True while an event the extension agents’ figures count has waited more than a few seconds without being counted',
  })
  catchingUp: boolean;
}
