import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { StoredIdField, TrimmedText } from '../../kernel/http/dto-fields';
import { MAX_SERIES_DAYS } from '../domain/day-range';
import { DASHBOARD_SERIES_NAMES } from '../queries/dashboard.queries';

export class DashboardCountryQueryDto {
  @StoredIdField({ optional: true, description: 'The country; left out: every country the caller may see' })
  countryId?: number;
}

export class DashboardSeriesQueryDto extends DashboardCountryQueryDto {
  @ApiProperty({
    enum: DASHBOARD_SERIES_NAMES,
    description:
      'The figure: farmers enrolled, orders (the caller’s placed and received), orders received (a seller’s ' +
      'sales), orders placed, products, agronomy contents, users',
  })
  @IsString()
  @MaxLength(40)
  series: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2026-03-01',
    description:
      `First day (YYYY-MM-DD), in each country's own time zone; 29 days before \`to\` when left out. At most ` +
      `${MAX_SERIES_DAYS} days from \`from\` to \`to\`.`,
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  from?: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2026-03-30',
    description: 'Last day (YYYY-MM-DD), included; today when left out',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  to?: string;
}

export class DashboardCountryNameQueryDto {
  @TrimmedText(100, {
    optional: true,
    description: 'The country by name (English or French) or ISO code; left out: every country the caller may see',
  })
  countryName?: string;
}

export class DashboardTotalResponse {
  @ApiProperty() total: number;
}

export class DashboardFarmsSizeResponse {
  @ApiProperty({ description: 'Hectares, to 4 decimals' }) totalHa: number;
  @ApiProperty() farms: number;
  @ApiProperty({ description: 'Hectares per farm, to 4 decimals' }) averageHa: number;
}

export class DashboardProjectCountResponse {
  @ApiProperty() projectId: number;
  @ApiProperty() projectName: string;
  @ApiProperty() countryId: number;
  @ApiProperty() count: number;
}

export class DashboardGenderCountResponse {
  @ApiProperty({ enum: ['FEMALE', 'MALE'] }) gender: string;
  @ApiProperty() count: number;
  @ApiProperty({ enum: ['green', 'blue'] }) colour: string;
}

export class DashboardFertilizersResponse {
  @ApiProperty({
    description: 'Kilograms of fertilizer applied in planting records (items of a unit no source weighs left out)',
  })
  kg: number;
  @ApiProperty({ description: 'The same in metric tons' }) metricTons: number;
}

class DashboardLgaCountResponse {
  @ApiProperty() cityId: number;
  @ApiProperty() cityName: string;
  @ApiProperty() count: number;
}

export class DashboardStateCountResponse {
  @ApiProperty() stateId: number;
  @ApiProperty() stateName: string;
  @ApiProperty() countryId: number;
  @ApiProperty() count: number;
  @ApiProperty({
    type: [DashboardLgaCountResponse],
    description: 'The LGAs (local areas) of the state, most farmers first',
  })
  lgas: DashboardLgaCountResponse[];
}

export class DashboardRoleCountResponse {
  @ApiProperty() role: string;
  @ApiProperty() count: number;
}

class DashboardTypeCountResponse {
  @ApiProperty({ description: 'The invitation type (RETAILER, DISTRIBUTOR, WHOLESALER, EXTENSION AGENT, FARMER)' })
  type: string;
  @ApiProperty() count: number;
}

export class DashboardSignedUsersResponse {
  @ApiProperty() total: number;
  @ApiProperty({ type: [DashboardTypeCountResponse] }) byType: DashboardTypeCountResponse[];
}

class DashboardStatusCountResponse {
  @ApiProperty() status: string;
  @ApiProperty() count: number;
}

export class DashboardOrdersResponse {
  @ApiProperty({ description: 'Orders the caller is a party of (the country’s, for administrators)' }) total: number;
  @ApiProperty() placed: number;
  @ApiProperty() received: number;
  @ApiProperty({ type: [DashboardStatusCountResponse], description: 'Received orders (the country’s) by status' })
  byStatus: DashboardStatusCountResponse[];
}

class DashboardNamedFigureResponse {
  @ApiProperty() name: string;
  @ApiProperty() value: number;
  @ApiPropertyOptional({ enum: ['ha', 'kg', 't'] }) unit?: string;
}

export class DashboardSummaryResponse {
  @ApiProperty({ enum: ['ADMINISTRATION', 'INPUT_PROVIDER', 'DEALER', 'EXTENSION_AGENT', 'OTHER'] }) kind: string;
  @ApiProperty({ type: [DashboardNamedFigureResponse] }) figures: DashboardNamedFigureResponse[];
  @ApiProperty({ type: [DashboardNamedFigureResponse], description: 'Today in each country’s own time zone' })
  today: DashboardNamedFigureResponse[];
  @ApiProperty({ type: [DashboardStatusCountResponse] }) orderStatuses: DashboardStatusCountResponse[];
  @ApiProperty({ type: [DashboardStatusCountResponse] }) quotationStatuses: DashboardStatusCountResponse[];
}

class DashboardSeriesPointResponse {
  @ApiProperty({ format: 'date' }) day: string;
  @ApiProperty() value: number;
}

export class DashboardSeriesResponse {
  @ApiProperty({ enum: DASHBOARD_SERIES_NAMES }) series: string;
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty({ description: 'The sum of the days' }) total: number;
  @ApiProperty({
    type: [DashboardSeriesPointResponse],
    description: 'Every day from `from` to `to`, 0 where there was nothing',
  })
  points: DashboardSeriesPointResponse[];
}

export class DashboardFreshnessResponse {
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the last event the figures counted was recorded; null before the first',
  })
  asOf: string | null;

  @ApiProperty({
    description: `True while an event the dashboards count has waited more than a few seconds without being counted`,
  })
  catchingUp: boolean;
}
