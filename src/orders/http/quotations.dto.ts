import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsUUID } from 'class-validator';
import { PageQueryDto } from '../../kernel/http/page-query.dto';
import { QUOTATION_STATUSES, QuotationStatus } from '../domain/quotation';
import {
  CommentField,
  DeliveryLocationField,
  DeliveryMethodField,
  PriceField,
  ProductIdField,
  QuantityField,
} from './trade-fields';

const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

// ---- Requests -------------------------------------------------------------------------------------------------------

export class AskQuotationDto {
  @ProductIdField() productId: string;
  @QuantityField() quantity: number;
  @CommentField('What the buyer wants to know or say') comment?: string;
}

/** PUT quotes/update/{id}: the seller's read flag, price offer and comment. */
export class UpdateQuotationDto {
  @ApiPropertyOptional({ description: 'Mark read (true) or unread (false)' })
  @IsOptional()
  @IsBoolean()
  isRead?: boolean;
  @PriceField(true, "The seller's unit price: an offer the buyer may accept or counter") price?: string;
  @CommentField('A comment to the buyer (with a price, or on its own)') comment?: string;
  @ApiPropertyOptional({ format: 'uuid', description: "Sent back by clients: must be the quotation's product" })
  @IsOptional()
  @IsUUID(undefined, { message: 'ORDER_PRODUCT_ID_FORMAT' })
  productId?: string;
}

export class CounterOfferDto {
  @PriceField(false, "The buyer's unit price") price: string;
  @CommentField('A comment to the seller') comment?: string;
}

export class AcceptQuotationDto {
  @DeliveryMethodField() deliveryMethodId: number;
  @DeliveryLocationField() deliveryLocation: string;
  @CommentField('A note to the seller about the delivery') comment?: string;
}

export class ReceivedQuotationsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['ALL', 'UNREAD', 'READ'], default: 'ALL' })
  @IsOptional()
  @Transform(upper)
  @IsIn(['ALL', 'UNREAD', 'READ'])
  read?: 'ALL' | 'UNREAD' | 'READ';
  @ApiPropertyOptional({ enum: QUOTATION_STATUSES })
  @IsOptional()
  @Transform(upper)
  @IsIn(QUOTATION_STATUSES)
  status?: QuotationStatus;
}

export class AskedQuotationsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: QUOTATION_STATUSES })
  @IsOptional()
  @Transform(upper)
  @IsIn(QUOTATION_STATUSES)
  status?: QuotationStatus;
}

// ---- Responses (for the OpenAPI document) ----------------------------------------------------------------------------

export class PartyResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'First and last name ("Former user" once the account is deleted)' }) fullName: string;
  @ApiProperty({ nullable: true, type: String }) company: string | null;
}

class QuotationMessageResponse {
  @ApiProperty({ enum: ['BUYER', 'SELLER'] }) side: string;
  @ApiProperty({ enum: ['REQUEST', 'OFFER', 'COUNTER', 'NOTE', 'ACCEPT'] }) kind: string;
  @ApiProperty({ nullable: true, type: String, example: '12000.00' }) price: string | null;
  @ApiProperty({ nullable: true, type: String }) comment: string | null;
  @ApiProperty({ format: 'date-time' }) at: string;
}

export class QuotationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() productName: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ nullable: true, type: String, description: 'What the buyer wrote when asking' }) comment:
    string | null;
  @ApiProperty({ description: "The seller's read flag (the buyer's activity makes it false)" }) isRead: boolean;
  @ApiProperty({ enum: QUOTATION_STATUSES }) status: string;
  @ApiProperty({ nullable: true, type: String, description: "The seller's latest unit price" }) price: string | null;
  @ApiProperty({ nullable: true, type: String, description: "The buyer's latest counter-offer" }) counterPrice:
    string | null;
  @ApiProperty() requesterName: string;
  @ApiProperty({ type: PartyResponse }) buyer: PartyResponse;
  @ApiProperty({ type: PartyResponse }) seller: PartyResponse;
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The product request it became' })
  productRequestId: string | null;
  @ApiProperty({ type: [QuotationMessageResponse] }) messages: QuotationMessageResponse[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class QuotationCountResponse {
  @ApiProperty({ enum: ['UNREAD', 'READ'] }) status: string;
  @ApiProperty() count: number;
}
