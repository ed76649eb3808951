import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../kernel/http/page-query.dto';
import { ORDER_STATUSES, OrderStatus } from '../domain/product-request';
import { PartyResponse } from './quotations.dto';
import {
  CommentField,
  DeliveryLocationField,
  DeliveryMethodField,
  ProductIdField,
  QuantityField,
  trim,
} from './trade-fields';

const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

// ---- Requests -------------------------------------------------------------------------------------------------------

export class PlaceProductRequestDto {
  @ProductIdField() productId: string;
  @QuantityField() quantity: number;
  @DeliveryMethodField() deliveryMethodId: number;
  @DeliveryLocationField() deliveryLocation: string;
  @CommentField('A note to the seller') comment?: string;
}

export class ProductRequestStatusDto {
  @ApiProperty({
    enum: ORDER_STATUSES,
    description:
      'The status to move to: APPROVED, DECLINED, REJECTED or SHIPPED (the seller), CANCELED (the buyer, while pending), DELIVERED (either side, once shipped)',
  })
  @Transform(upper)
  @IsIn(ORDER_STATUSES)
  status: OrderStatus;

  @ApiPropertyOptional({
    maxLength: 500,
    description: 'Why (for a decline, rejection or cancellation); both sides read it',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(500)
  reason?: string;
}

export class ProductRequestsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['ALL', ...ORDER_STATUSES], default: 'ALL' })
  @IsOptional()
  @Transform(upper)
  @IsIn(['ALL', ...ORDER_STATUSES])
  status?: OrderStatus | 'ALL';
}

// ---- Responses (for the OpenAPI document) ----------------------------------------------------------------------------

class DeliveryMethodResponse {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() nameFr: string;
}

class ProductRequestHistoryEntryResponse {
  @ApiProperty({ enum: ORDER_STATUSES }) status: string;
  @ApiProperty({ enum: ['BUYER', 'SELLER'] }) side: string;
  @ApiProperty({ format: 'date-time' }) at: string;
}

export class ProductRequestResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: string;
  @ApiProperty({ format: 'date-time' }) orderDate: string;
  @ApiProperty({ description: "The buyer's name" }) requesterName: string;
  @ApiProperty() productName: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ type: DeliveryMethodResponse }) deliveryMethod: DeliveryMethodResponse;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty({ example: '12500.50' }) unitPrice: string;
  @ApiProperty({ example: '125005.00' }) totalPrice: string;
  @ApiProperty() deliveryLocation: string;
  @ApiProperty({ nullable: true, type: String }) comment: string | null;
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The quotation it was accepted from' })
  quotationId: string | null;
  @ApiProperty({ type: PartyResponse }) buyer: PartyResponse;
  @ApiProperty({ type: PartyResponse }) seller: PartyResponse;
  @ApiProperty() countryId: number;
  @ApiProperty({ nullable: true, type: String }) reason: string | null;
  @ApiProperty({ type: [ProductRequestHistoryEntryResponse] }) history: ProductRequestHistoryEntryResponse[];
  @ApiProperty({ enum: ORDER_STATUSES, isArray: true, description: 'The statuses the caller may move it to now' })
  nextStatuses: string[];
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class ProductRequestCountResponse {
  @ApiProperty({ enum: ORDER_STATUSES }) status: string;
  @ApiProperty() count: number;
}
