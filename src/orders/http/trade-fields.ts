import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';

/** Fields shared by the quotation and product request bodies. */

/** A decimal with at most two decimals, greater than 0. */
const POSITIVE_PRICE = /^(?!0+(\.0{1,2})?$)\d{1,12}(\.\d{1,2})?$/;
export const MAX_QUANTITY = 1_000_000;
const INT4_MAX = 2_147_483_647;

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Numbers sent in JSON are accepted as prices as well ("12500.5" and 12500.5). */
const decimalText = ({ value }: { value: unknown }) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : trim({ value });

export const ProductIdField = () => (target: object, key: string) => {
  ApiProperty({ format: 'uuid', description: 'A public product (approved and published)' })(target, key);
  IsUUID(undefined, { message: 'ORDER_PRODUCT_ID_FORMAT' })(target, key);
};

export const QuantityField = () => (target: object, key: string) => {
  ApiProperty({ example: 10, minimum: 1, maximum: MAX_QUANTITY })(target, key);
  Type(() => Number)(target, key);
  IsInt({ message: 'ORDER_QUANTITY_RULE' })(target, key);
  Min(1, { message: 'ORDER_QUANTITY_RULE' })(target, key);
  Max(MAX_QUANTITY, { message: 'ORDER_QUANTITY_RULE' })(target, key);
};

export const PriceField = (optional: boolean, description: string) => (target: object, key: string) => {
  (optional ? ApiPropertyOptional : ApiProperty)({ example: '12000.50', description })(target, key);
  if (optional) IsOptional()(target, key);
  Transform(decimalText)(target, key);
  IsString({ message: 'QUOTATION_PRICE_FORMAT' })(target, key);
  Matches(POSITIVE_PRICE, { message: 'QUOTATION_PRICE_FORMAT' })(target, key);
};

export const CommentField = (description: string) => (target: object, key: string) => {
  ApiPropertyOptional({ maxLength: 1000, description })(target, key);
  IsOptional()(target, key);
  Transform(trim)(target, key);
  IsString()(target, key);
  MaxLength(1000)(target, key);
};

export const DeliveryMethodField = () => (target: object, key: string) => {
  ApiProperty({ example: 2, description: 'One of the delivery methods the product offers (GET delivery-method)' })(
    target,
    key,
  );
  Type(() => Number)(target, key);
  IsInt()(target, key);
  Min(1)(target, key);
  Max(INT4_MAX)(target, key);
};

export const DeliveryLocationField = () => (target: object, key: string) => {
  ApiProperty({
    example: 'Plot 4, Zaria Road, Kano',
    maxLength: 200,
    description: 'Where to deliver (or where the buyer is, for a pick-up)',
  })(target, key);
  Transform(trim)(target, key);
  IsString()(target, key);
  IsNotEmpty()(target, key);
  MaxLength(200)(target, key);
};
