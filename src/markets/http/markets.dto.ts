import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { StoredIdField, TrimmedText } from '../../kernel/http/dto-fields';
import { PageQueryDto } from '../../kernel/http/page-query.dto';
import { INT4_MAX } from '../../kernel/http/path-params';
import { ALERT_DIRECTIONS, type AlertDirection } from '../domain/price-alert';
import { MarketPriceFilter } from '../queries/market-price.queries';

/** `1,2,3` or `x=1&x=2`: whole numbers. */
const toIntegerList = ({ value }: { value: unknown }): unknown[] => {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
    .filter((v) => v !== '')
    .map((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v));
};

/** `Maize,Rice` or `x=Maize&x=Rice`: trimmed texts. */
const toTextList = ({ value }: { value: unknown }): unknown[] => {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
    .map((v) => (typeof v === 'string' ? v.trim() : v))
    .filter((v) => v !== '');
};

function StateIdList() {
  return applyDecorators(
    ApiPropertyOptional({ type: [Number], description: 'States (comma-joined or repeated)', maxItems: 200 }),
    Transform(toIntegerList),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(200),
    IsInt({ each: true, message: 'ID_INVALID' }),
    Min(1, { each: true, message: 'ID_INVALID' }),
    Max(INT4_MAX, { each: true, message: 'ID_INVALID' }),
  );
}

/** The list of prices: 10 a page. */
export class MarketUpdatesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 10 })
  declare size?: number;
}

export class MarketProductsQueryDto extends MarketUpdatesQueryDto {
  @StoredIdField({ optional: true, description: 'Only the states of this region' }) regionId?: number;
  @StateIdList() stateIds?: number[];

  @ApiPropertyOptional({
    type: [String],
    description: 'Product names (comma-joined or repeated), any case or accents',
    maxItems: 50,
  })
  @Transform(toTextList)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(120, { each: true })
  products?: string[];

  @ApiPropertyOptional({ description: 'Part of a product or state name', maxLength: 120 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @IsString()
  @MaxLength(120)
  productOrStateQuery?: string;

  filter(): MarketPriceFilter {
    return {
      regionId: this.regionId,
      stateIds: this.stateIds,
      products: this.products,
      productOrStateQuery: this.productOrStateQuery,
    };
  }
}

export class PriceHistoryQueryDto {
  @TrimmedText(120, { description: 'The product name' }) product: string;
  @StateIdList() stateIds?: number[];
}

export class PriceAlertDto {
  @TrimmedText(120, { description: 'The product name, as the price sheets write it' }) product: string;
  @StoredIdField({ description: 'A state of your country' }) stateId: number;

  @ApiProperty({
    description: 'Price per kg (or litre), in the currency of the country',
    minimum: 0.0001,
    maximum: 1e9,
  })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0.0001)
  @Max(1e9)
  threshold: number;

  @ApiPropertyOptional({
    enum: ALERT_DIRECTIONS,
    default: 'EITHER',
    description:
      'Tell me when the price rises above the threshold (ABOVE), falls below it (BELOW), or crosses it either way (EITHER)',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsIn(ALERT_DIRECTIONS)
  direction?: AlertDirection;
}

// ---- Responses ---------------------------------------------------------------------------------------------------

export class MarketPriceResponse {
  @ApiProperty() id: number;
  @ApiProperty() regionId: number;
  @ApiProperty() region: string;
  @ApiProperty() stateId: number;
  @ApiProperty() state: string;
  @ApiProperty({ description: "The market's name, empty when the sheet names none" }) market: string;
  @ApiProperty() product: string;
  @ApiProperty({ example: '50 kg bag' }) unit: string;
  @ApiProperty({ description: 'Kilograms (or litres) in one unit', example: 50 }) unitQuantity: number;
  @ApiProperty({ enum: ['KG', 'L'] }) measure: string;
  @ApiProperty({
    enum: ['nominal', 'stated', 'derived', 'sheet'],
    description: 'Where the weight of the unit comes from',
  })
  unitBasis: string;
  @ApiProperty({ nullable: true, type: String, description: 'The published source of a stated or derived weight' })
  unitSource: string | null;
  @ApiProperty({ example: 'NGN' }) currency: string;
  @ApiProperty({ example: '2026-03' }) period: string;
  @ApiProperty({ nullable: true, type: Number }) firstHalf: number | null;
  @ApiProperty({ nullable: true, type: Number }) firstHalfSubsidy: number | null;
  @ApiProperty({ nullable: true, type: Number }) secondHalf: number | null;
  @ApiProperty({ nullable: true, type: Number }) secondHalfSubsidy: number | null;
  @ApiProperty({ nullable: true, type: Number }) firstHalfPerKg: number | null;
  @ApiProperty({ nullable: true, type: Number }) firstHalfSubsidyPerKg: number | null;
  @ApiProperty({ nullable: true, type: Number }) secondHalfPerKg: number | null;
  @ApiProperty({ nullable: true, type: Number }) secondHalfSubsidyPerKg: number | null;
  @ApiProperty({ format: 'date-time' }) uploadedAt: string;
}

export class UploadedPricesResponse {
  @ApiProperty({ format: 'uuid' }) uploadId: string;
  @ApiProperty() rows: number;
}

export class MarketSheetBodyDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The price sheet (.xlsx, 2 MB at most)' })
  file: unknown;
}

class PricePointResponse {
  @ApiProperty({ example: '2026-03' }) period: string;
  @ApiProperty({ nullable: true, type: Number }) firstHalfPerKg: number | null;
  @ApiProperty({ nullable: true, type: Number }) secondHalfPerKg: number | null;
}

export class PriceHistoryResponse {
  @ApiProperty() stateId: number;
  @ApiProperty() state: string;
  @ApiProperty({ type: [PricePointResponse] }) points: PricePointResponse[];
}

export class PriceAlertResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() product: string;
  @ApiProperty() stateId: number;
  @ApiProperty() threshold: number;
  @ApiProperty({
    enum: ALERT_DIRECTIONS,
    description: 'The crossings it tells of: rising above, falling below, or either way',
  })
  direction: string;
  @ApiProperty({ nullable: true, enum: ['ABOVE', 'BELOW'], type: String, description: 'Where the latest price stands' })
  side: string | null;
  @ApiProperty({ description: 'How many times it has fired' }) fired: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
