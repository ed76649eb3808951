import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { INT4_MAX } from '../../../kernel/http/path-params';
import { RecordInput, SEASONS } from '../domain/planting-record';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const ITEMS_MAX = 50;
/** A quantity or yield bound far above any real farm (and within what jsonb and numeric keep exactly). */
const QUANTITY_MAX = 1e9;

const reference = (message: string) => [IsInt({ message }), Min(1, { message }), Max(INT4_MAX, { message })];
function Reference(message: string) {
  return (target: object, key: string) => reference(message).forEach((decorate) => decorate(target, key));
}
function OptionalReference(message: string) {
  return (target: object, key: string) =>
    [IsOptional(), ...reference(message)].forEach((decorate) => decorate(target, key));
}
function Quantity(message: string, min: number) {
  return (target: object, key: string) =>
    [
      IsNumber({ allowNaN: false, allowInfinity: false }, { message }),
      Min(min, { message }),
      Max(QUANTITY_MAX, { message }),
    ].forEach((decorate) => decorate(target, key));
}

class AppliedDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'When saving: the id of an entry already in the record, to keep it; leave out for a new entry',
  })
  @IsOptional()
  @IsUUID('all', { message: 'RECORD_ITEM_UNKNOWN' })
  id?: string;

  @ApiProperty({ example: 2, description: 'Greater than 0' })
  @Quantity('RECORD_QUANTITY_INVALID', Number.MIN_VALUE)
  quantity: number;

  @ApiProperty({ example: 6, description: 'See GET farmer-record/unit-types' })
  @Reference('RECORD_UNIT_REQUIRED')
  unitTypeId: number;
}

export class FertilizerDto extends AppliedDto {
  @ApiProperty({ example: 1, description: 'See GET farmer-record/fertilizer-types (NPK = 1, NPK_Specialty = 8)' })
  @Reference('RECORD_FERTILIZER_TYPE_REQUIRED')
  fertilizerTypeId: number;

  @ApiPropertyOptional({ type: String, nullable: true, example: '15-15-15', maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'RECORD_TEXT_TOO_LONG' })
  @MaxLength(100, { message: 'RECORD_TEXT_TOO_LONG' })
  composition?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Zinc, boron', maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'RECORD_TEXT_TOO_LONG' })
  @MaxLength(100, { message: 'RECORD_TEXT_TOO_LONG' })
  microNutrition?: string | null;
}

export class ManureDto extends AppliedDto {
  @ApiProperty({ example: 1, description: 'See GET farmer-record/manure-types' })
  @Reference('RECORD_MANURE_TYPE_REQUIRED')
  manureTypeId: number;
}

export class SeedDto extends AppliedDto {
  @ApiProperty({ example: 1, description: 'See GET farmer-record/seed-types' })
  @Reference('RECORD_SEED_TYPE_REQUIRED')
  seedTypeId: number;
}

export class CppDto extends AppliedDto {
  @ApiProperty({ example: 1, description: 'See GET farmer-record/cpp-types' })
  @Reference('RECORD_CPP_TYPE_REQUIRED')
  cppTypeId: number;
}

export class PlantingRecordSaveDto implements RecordInput {
  @ApiProperty({ enum: SEASONS })
  @IsIn(SEASONS, { message: 'RECORD_SEASON_INVALID' })
  season: string;

  @ApiProperty({ example: 2025, description: 'YYYY, from 1950 to next year' })
  @IsInt({ message: 'RECORD_YEAR_INVALID' })
  @Min(1000, { message: 'RECORD_YEAR_INVALID' })
  @Max(9999, { message: 'RECORD_YEAR_INVALID' })
  year: number;

  @ApiProperty({ example: 1, description: 'See GET farmer-record/crop-types' })
  @Reference('RECORD_CROP_REQUIRED')
  cropTypeId: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'The crop’s family from the crop list when left out',
    maxLength: 100,
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'RECORD_TEXT_TOO_LONG' })
  @MaxLength(100, { message: 'RECORD_TEXT_TOO_LONG' })
  cropFamily?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2025-05-14', description: 'YYYY-MM-DD' })
  @IsOptional()
  @IsString({ message: 'RECORD_SOWING_DATE_INVALID' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'RECORD_SOWING_DATE_INVALID' })
  sowingDate?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'See GET farmer-record/training-types' })
  @OptionalReference('RECORD_TRAINING_UNKNOWN')
  trainingTypeId?: number | null;

  @ApiPropertyOptional({ type: [FertilizerDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ITEMS_MAX)
  @ValidateNested({ each: true })
  @Type(() => FertilizerDto)
  fertilizers?: FertilizerDto[];

  @ApiPropertyOptional({ type: [ManureDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ITEMS_MAX)
  @ValidateNested({ each: true })
  @Type(() => ManureDto)
  manures?: ManureDto[];

  @ApiPropertyOptional({ type: [SeedDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ITEMS_MAX)
  @ValidateNested({ each: true })
  @Type(() => SeedDto)
  seeds?: SeedDto[];

  @ApiPropertyOptional({ type: [CppDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ITEMS_MAX)
  @ValidateNested({ each: true })
  @Type(() => CppDto)
  cropProtectionProducts?: CppDto[];

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'In the yield unit; 0 or more' })
  @IsOptional()
  @Quantity('RECORD_YIELD_INVALID', 0)
  previousYield?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @Quantity('RECORD_YIELD_INVALID', 0)
  estimatedYield?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @Quantity('RECORD_YIELD_INVALID', 0)
  actualYield?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'A unit of weight; required with any yield' })
  @OptionalReference('RECORD_YIELD_UNIT_REQUIRED')
  yieldUnitTypeId?: number | null;
}

export class PlantingRecordDto extends PlantingRecordSaveDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'The client’s id for the record (offline capture): a retry with the same id and content makes one record',
  })
  @IsOptional()
  @IsUUID('all')
  id?: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all')
  farmerId: string;

  @ApiProperty({ format: 'uuid', description: 'A farm of that farmer' })
  @IsUUID('all')
  farmId: string;
}

// ---- Responses (for the OpenAPI document) ----------------------------------------------------------------------------

class AppliedResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() quantity: number;
  @ApiProperty() unitTypeId: number;
  @ApiProperty({ type: String, nullable: true }) unitName: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The quantity in kilograms (null for a volume unit or a unit without a known weight)',
  })
  quantityKg: number | null;
  @ApiProperty({ type: String, nullable: true }) typeName: string | null;
}
class FertilizerResponse extends AppliedResponse {
  @ApiProperty() fertilizerTypeId: number;
  @ApiProperty({ type: String, nullable: true }) composition: string | null;
  @ApiProperty({ type: String, nullable: true }) microNutrition: string | null;
}
class ManureResponse extends AppliedResponse {
  @ApiProperty() manureTypeId: number;
}
class SeedResponse extends AppliedResponse {
  @ApiProperty() seedTypeId: number;
}
class CppResponse extends AppliedResponse {
  @ApiProperty() cppTypeId: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The quantity in litres, for a volume unit' })
  quantityLitre: number | null;
}

export class PlantingRecordResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) farmId: string;
  @ApiProperty({ format: 'uuid' }) farmerId: string;
  @ApiProperty({ format: 'uuid' }) createdBy: string;
  @ApiProperty({ enum: SEASONS }) season: string;
  @ApiProperty() year: number;
  @ApiProperty() cropTypeId: number;
  @ApiProperty({ type: String, nullable: true }) cropName: string | null;
  @ApiProperty({ type: String, nullable: true }) cropFamily: string | null;
  @ApiProperty({ type: String, nullable: true }) sowingDate: string | null;
  @ApiProperty({ type: Number, nullable: true }) trainingTypeId: number | null;
  @ApiProperty({ type: String, nullable: true }) trainingName: string | null;
  @ApiProperty({ type: [FertilizerResponse] }) fertilizers: FertilizerResponse[];
  @ApiProperty({ type: [ManureResponse] }) manures: ManureResponse[];
  @ApiProperty({ type: [SeedResponse] }) seeds: SeedResponse[];
  @ApiProperty({ type: [CppResponse] }) cropProtectionProducts: CppResponse[];
  @ApiProperty({ type: Number, nullable: true }) previousYield: number | null;
  @ApiProperty({ type: Number, nullable: true }) estimatedYield: number | null;
  @ApiProperty({ type: Number, nullable: true }) actualYield: number | null;
  @ApiProperty({ type: Number, nullable: true }) yieldUnitTypeId: number | null;
  @ApiProperty({ type: String, nullable: true }) yieldUnitName: string | null;
  @ApiProperty({ type: Number, nullable: true }) previousYieldKg: number | null;
  @ApiProperty({ type: Number, nullable: true }) estimatedYieldKg: number | null;
  @ApiProperty({ type: Number, nullable: true }) actualYieldKg: number | null;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

class SeasonTotalsResponse {
  @ApiProperty() fertilizerKg: number;
  @ApiProperty() manureKg: number;
  @ApiProperty() seedKg: number;
  @ApiProperty() cppKg: number;
  @ApiProperty() cppLitre: number;
  @ApiProperty() estimatedYieldKg: number;
  @ApiProperty() actualYieldKg: number;
  @ApiProperty({ description: 'Entries in a unit without a known weight, left out of the totals' })
  quantitiesWithoutKg: number;
}

class SeasonRecordResponse extends PlantingRecordResponse {
  @ApiProperty() farmName: string;
}

export class SeasonResponse {
  @ApiProperty() year: number;
  @ApiProperty({ enum: SEASONS }) season: string;
  @ApiProperty({ type: SeasonTotalsResponse }) totals: SeasonTotalsResponse;
  @ApiProperty({ type: [SeasonRecordResponse] }) records: SeasonRecordResponse[];
}

export class RemovedItemResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) recordId: string;
}
