import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsNumber, IsOptional, IsString, IsUUID, Matches, Max, Min } from 'class-validator';
import { StoredIdField } from '../../../kernel/http/dto-fields';
import { APPLICATIONS } from '../domain/recommendation';
import type { Application } from '../domain/recommendation';
import { BASKET_LINE_STATUSES } from '../domain/basket';
import type { BasketLineStatus } from '../domain/basket';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const amountText = ({ value }: { value: unknown }) =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(value)
    : typeof value === 'string'
      ? value.trim()
      : value;

/** What a basket is worked out from, besides the recommendation: the place, the farm size, the budget and the reach. */
export class BasketQueryDto {
  @StoredIdField({ description: 'The local area the farm is in: sellers are taken nearest to it' }) cityId: number;

  @ApiProperty({ type: Number, minimum: 0.01, maximum: 10000, example: 2.5, description: 'The farm size in hectares' })
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'BASKET_HECTARES_INVALID' })
  @Min(0.01, { message: 'BASKET_HECTARES_INVALID' })
  @Max(10000, { message: 'BASKET_HECTARES_INVALID' })
  hectares: number;

  @ApiPropertyOptional({
    type: String,
    example: '150000',
    description: 'What the farmer can spend, in the country’s currency; left out: no budget',
  })
  @IsOptional()
  @Transform(amountText)
  @IsString({ message: 'BASKET_BUDGET_INVALID' })
  @Matches(AMOUNT, { message: 'BASKET_BUDGET_INVALID' })
  budget?: string;

  @ApiPropertyOptional({
    type: Number,
    minimum: 1,
    maximum: 1000,
    default: 100,
    description: 'Sellers farther than this (km) are left out',
  })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false })
  @Min(1)
  @Max(1000)
  maxDistanceKm?: number;
}

export class BasketQuotationsDto extends BasketQueryDto {
  @ApiProperty({
    format: 'uuid',
    description: 'Made by the client for this plan: sending it again asks no seller twice',
  })
  @IsUUID('all', { message: 'BASKET_PLAN_ID_INVALID' })
  planId: string;
}

export class BasketOfferResponse {
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() productName: string;
  @ApiProperty() subCategoryId: number;
  @ApiProperty({ format: 'uuid' }) sellerId: string;
  @ApiProperty({ type: String, nullable: true }) sellerName: string | null;
  @ApiProperty({ description: 'km from the local area' }) distance: number;
  @ApiProperty({ example: '18500.00', description: 'Live catalogue price of one bag' }) price: string;
}

export class BasketLineResponse {
  @ApiProperty({ enum: APPLICATIONS }) application: Application;
  @ApiProperty({ description: 'The fertilizer the advice names' }) fertilizer: string;
  @ApiProperty() timing: string;
  @ApiProperty() bagsPerHa: number;
  @ApiProperty({ description: '50 kg bags for the farm: ceil(bags per ha x ha)' }) bags: number;
  @ApiProperty({ description: 'Another choice for the same application: shown, never added up nor bought' })
  alternative: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The catalogue sub-category (NPK 5, urea 6, DAP 10); null: not available on the marketplace',
  })
  subCategoryId: number | null;
  @ApiProperty({
    type: BasketOfferResponse,
    nullable: true,
    description: 'The in-stock product of the nearest seller in range (then the cheapest)',
  })
  offer: BasketOfferResponse | null;
  @ApiProperty({ type: String, nullable: true }) subtotal: string | null;
  @ApiProperty({ enum: BASKET_LINE_STATUSES }) status: BasketLineStatus;
  @ApiProperty({ description: 'Bags to buy (those the budget pays when PARTIAL)' }) bagsCovered: number;
  @ApiProperty({ type: String, nullable: true }) amountCovered: string | null;
}

class BasketPlaceResponse {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class BasketPlanResponse {
  @ApiProperty() recommendationId: number;
  @ApiProperty() cropId: number;
  @ApiProperty({ type: BasketPlaceResponse }) city: BasketPlaceResponse;
  @ApiProperty() hectares: number;
  @ApiProperty({ example: 50 }) bagKg: number;
  @ApiProperty() maxDistanceKm: number;
  @ApiProperty({ type: String, nullable: true }) budget: string | null;
  @ApiProperty({ type: [BasketLineResponse] }) lines: BasketLineResponse[];
  @ApiProperty({ description: 'Every line to buy in full (alternatives left out)' }) total: string;
  @ApiProperty({ description: 'What the lines to buy cost within the budget' }) toBuy: string;
  @ApiProperty({ type: String, nullable: true }) remaining: string | null;
}

export class BasketQuotationResponse {
  @ApiProperty({ format: 'uuid' }) quotationId: string;
  @ApiProperty({ format: 'uuid' }) sellerId: string;
  @ApiProperty({ type: String, nullable: true }) sellerName: string | null;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() productName: string;
  @ApiProperty() bags: number;
  @ApiProperty({ enum: APPLICATIONS, isArray: true }) applications: Application[];
}

export class BasketQuotationsResponse {
  @ApiProperty({ format: 'uuid' }) planId: string;
  @ApiProperty({ type: [BasketQuotationResponse] }) quotations: BasketQuotationResponse[];
}
