import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsLatitude,
  IsLongitude,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PageQueryDto } from '../../../kernel/http/page-query.dto';

const INT4_MAX = 2_147_483_647;
/** A decimal with at most two decimals, greater than 0. */
const POSITIVE_PRICE = /^(?!0+(\.0{1,2})?$)\d{1,12}(\.\d{1,2})?$/;
/** A decimal with at most two decimals, 0 allowed (a price bound). */
const PRICE_BOUND = /^\d{1,12}(\.\d{1,2})?$/;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Numbers sent in JSON are accepted as prices as well ("12500.5" and 12500.5). */
const decimalText = ({ value }: { value: unknown }) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : trim({ value });
const flag = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
const Id = () => (target: object, key: string) => {
  Type(() => Number)(target, key);
  IsInt()(target, key);
  Min(1)(target, key);
  Max(INT4_MAX)(target, key);
};

// ---- Requests -------------------------------------------------------------------------------------------------------

export class SellingLocationDto {
  @ApiProperty({
    example: 'Ikeja, Lagos',
    description: "A city or state of the dealer's country (the last part may be the state)",
  })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  location: string;

  @ApiPropertyOptional({
    example: '13200.00',
    description: "The price at this location; the entry's price when missing",
  })
  @IsOptional()
  @Transform(decimalText)
  @IsString()
  @Matches(POSITIVE_PRICE, { message: 'CATALOG_PRICE_FORMAT' })
  price?: string;
}

export class CatalogEntryTermsDto {
  @ApiProperty({ example: '13000.50', description: 'Greater than 0, at most two decimals' })
  @Transform(decimalText)
  @IsString()
  @Matches(POSITIVE_PRICE, { message: 'CATALOG_PRICE_FORMAT' })
  price: string;

  @ApiProperty({ example: 40 })
  @Type(() => Number)
  @IsInt({ message: 'CATALOG_QUANTITY_RULE' })
  @Min(0, { message: 'CATALOG_QUANTITY_RULE' })
  @Max(INT4_MAX)
  quantity: number;

  @ApiProperty({ type: [SellingLocationDto], minItems: 1, maxItems: 20 })
  @IsArray()
  @ArrayMinSize(1, { message: 'CATALOG_LOCATION_REQUIRED' })
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => SellingLocationDto)
  locations: SellingLocationDto[];
}

export class NewCatalogEntryDto extends CatalogEntryTermsDto {
  @ApiProperty({
    format: 'uuid',
    description: "An approved, published product of an input provider of the dealer's country",
  })
  @IsUUID('all')
  productId: string;
}

export class CatalogEntryEditDto extends CatalogEntryTermsDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: "Accepted when it is the entry's product (an entry's product never changes)",
  })
  @IsOptional()
  @IsUUID('all')
  productId?: string;
}

export const INPUT_STATUSES = ['ALL', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type InputStatus = (typeof INPUT_STATUSES)[number];

export class InputsFilterQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'A category id' }) @IsOptional() @Id() category?: number;
  @ApiPropertyOptional({ description: 'A subcategory id' }) @IsOptional() @Id() subCategory?: number;
  @ApiPropertyOptional({ description: 'A packaging size id' }) @IsOptional() @Id() packagingSize?: number;
  @ApiPropertyOptional({ description: "Part of the input provider's company name, whatever the case" })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  inputProviderName?: string;
  @ApiPropertyOptional({
    description: 'Only products of input providers the caller is (true) or is not (false) affiliated with',
  })
  @IsOptional()
  @Transform(flag)
  @IsBoolean()
  isAffiliated?: boolean;
  @ApiPropertyOptional({
    description:
      'true: only products in stock: held by their input provider (in a warehouse or shop), or for the caller’s ' +
      'own catalogue entries, by the caller when the caller keeps stock of the product; false or left out: all',
  })
  @IsOptional()
  @Transform(flag)
  @IsBoolean()
  inStock?: boolean;
  @ApiPropertyOptional({ description: 'With longitude: nearest first, each item with its distance in km' })
  @IsOptional()
  @Type(() => Number)
  @IsLatitude()
  latitude?: number;
  @ApiPropertyOptional({ description: 'With latitude' })
  @IsOptional()
  @Type(() => Number)
  @IsLongitude()
  longitude?: number;
  @ApiPropertyOptional({ example: '10000', description: "On the input provider's price" })
  @IsOptional()
  @Transform(trim)
  @Matches(PRICE_BOUND, { message: 'PRODUCT_PRICE_FORMAT' })
  minPrice?: string;
  @ApiPropertyOptional({ example: '20000', description: "On the input provider's price" })
  @IsOptional()
  @Transform(trim)
  @Matches(PRICE_BOUND, { message: 'PRODUCT_PRICE_FORMAT' })
  maxPrice?: string;
  @ApiPropertyOptional({ description: 'true: only the products already in my catalogue' })
  @IsOptional()
  @Transform(flag)
  @IsBoolean()
  isMyCatalog?: boolean;
  @ApiPropertyOptional({
    enum: INPUT_STATUSES,
    default: 'PUBLISHED',
    description:
      'PUBLISHED: the products on sale; UNPUBLISHED: products of my catalogue that are no longer on sale; ALL: both',
  })
  @IsOptional()
  @IsIn(INPUT_STATUSES)
  status?: InputStatus;
}

// ---- Responses (for the OpenAPI document) ---------------------------------------------------------------------------

export class CatalogItemResponse {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() nameFr: string;
}
export class CatalogSellerResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ nullable: true, type: String }) company: string | null;
}
export class CatalogDealerResponse extends CatalogSellerResponse {
  @ApiProperty({ example: 'ROLE_DISTRIBUTOR' }) role: string;
}
export class CatalogProductResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: '12500.00', description: "The input provider's price" }) price: string;
  @ApiProperty({ example: 'NGN' }) currency: string;
  @ApiProperty({ type: CatalogItemResponse, nullable: true }) category: CatalogItemResponse | null;
  @ApiProperty({ type: CatalogItemResponse, nullable: true }) subCategory: CatalogItemResponse | null;
  @ApiProperty({ type: [CatalogItemResponse] }) sizes: CatalogItemResponse[];
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'products/{id}/photos/{photoId}',
    description: 'Relative to /api/v1',
  })
  mainPhoto: string | null;
  @ApiProperty({ type: CatalogSellerResponse, description: 'The input provider' }) seller: CatalogSellerResponse;
  @ApiProperty() location: string;
  @ApiProperty({ nullable: true, type: Number }) latitude: number | null;
  @ApiProperty({ nullable: true, type: Number }) longitude: number | null;
  @ApiProperty({ description: 'Approved, published and its input provider active' }) isPublic: boolean;
  @ApiProperty({
    description:
      'The input provider holds some of it in a warehouse or shop; for a product of the caller’s own catalogue, ' +
      'the caller’s own stock instead (their inventory once they record its movements, else the quantity their ' +
      'entry offers), never the input provider’s',
  })
  inStock: boolean;
}
export class SellingLocationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() location: string;
  @ApiProperty() latitude: number;
  @ApiProperty() longitude: number;
  @ApiProperty({ nullable: true, type: String, description: "null: the entry's price" }) price: string | null;
}
export class OwnStockResponse {
  @ApiProperty({ description: 'The dealer holds some of it' }) inStock: boolean;
  @ApiProperty({
    example: 12,
    description:
      'The units their inventory holds (every size, shop and warehouse together), or with CATALOGUE_ENTRY the quantity their entry offers',
  })
  quantity: number;
  @ApiProperty({
    enum: ['INVENTORY', 'CATALOGUE_ENTRY'],
    description:
      'INVENTORY: counted from the dealer’s stock movements of the product; CATALOGUE_ENTRY: they record none, the entry’s quantity stands',
  })
  source: 'INVENTORY' | 'CATALOGUE_ENTRY';
}
export class CatalogEntryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '13000.00' }) price: string;
  @ApiProperty({ description: 'The quantity the entry offers' }) quantity: number;
  @ApiProperty({
    type: OwnStockResponse,
    description: 'The dealer’s own stock of the product (only the dealer and their staff read their entries)',
  })
  stock: OwnStockResponse;
  @ApiProperty({ type: CatalogProductResponse }) product: CatalogProductResponse;
  @ApiProperty({ type: [SellingLocationResponse] }) locations: SellingLocationResponse[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
export class CatalogEntryDeletedData {
  @ApiProperty({ format: 'uuid' }) id: string;
}
export class CatalogEntryDeletedResponse {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty() message: string;
  @ApiProperty({ type: CatalogEntryDeletedData }) data: CatalogEntryDeletedData;
}
export class CatalogPriceResponse {
  @ApiProperty({ format: 'uuid', description: 'The catalogue entry' }) id: string;
  @ApiProperty({ type: CatalogDealerResponse }) seller: CatalogDealerResponse;
  @ApiProperty({ example: '13000.00' }) price: string;
  @ApiProperty({ description: 'The quantity the entry offers' }) quantity: number;
  @ApiProperty({
    description:
      'The dealer’s own stock: what their inventory holds of it once they record its movements (shop or ' +
      'warehouses), else the quantity their entry offers; never the input provider’s stock',
  })
  inStock: boolean;
}
export class CatalogLocationResponse {
  @ApiProperty({ format: 'uuid', description: 'The selling location' }) id: string;
  @ApiProperty({ format: 'uuid', description: 'The catalogue entry' }) entryId: string;
  @ApiProperty() location: string;
  @ApiProperty() latitude: number;
  @ApiProperty() longitude: number;
  @ApiProperty({ example: '13200.00', description: "The location's price, else the entry's" }) price: string;
  @ApiProperty({ type: CatalogDealerResponse }) seller: CatalogDealerResponse;
  @ApiProperty({
    description:
      'The dealer’s own stock: what their inventory holds of it once they record its movements (shop or ' +
      'warehouses), else the quantity their entry offers; never the input provider’s stock',
  })
  inStock: boolean;
}
export class InputResponse {
  @ApiProperty({ type: CatalogProductResponse }) product: CatalogProductResponse;
  @ApiProperty({ type: [CatalogPriceResponse], description: 'My entry for this product (none or one)' })
  catalog_prices: CatalogPriceResponse[];
  @ApiProperty({ type: [CatalogLocationResponse], description: 'My selling locations of this product' })
  catalog_locations: CatalogLocationResponse[];
  @ApiProperty() is_affiliated: boolean;
  @ApiProperty() is_pending: boolean;
  @ApiProperty() inMyCatalog: boolean;
  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'My entry (myproducts/edit/{catalogId})' })
  catalogEntryId: string | null;
  @ApiProperty({
    nullable: true,
    type: Number,
    example: 112.4,
    description:
      'km from latitude/longitude (null without them): from the nearest of my selling locations when in my catalogue, else from the product',
  })
  distance: number | null;
}
export class MapPointResponse {
  @ApiProperty() latitude: number;
  @ApiProperty() longitude: number;
  @ApiProperty({ example: '13000.00' }) price: string;
  @ApiProperty({ example: 'ROLE_RETAILER' }) role: string;
  @ApiProperty({ nullable: true, type: String }) company: string | null;
  @ApiProperty() location: string;
  @ApiProperty({
    description:
      'The stock of the seller of this place: for the input provider’s place, what they hold in a warehouse or ' +
      'shop; for a dealer’s, the dealer’s own (their inventory once they record movements of it, else the ' +
      'quantity their entry offers), never the input provider’s',
  })
  inStock: boolean;
}
