import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { PageQueryDto } from '../../kernel/http/page-query.dto';
import { APPROVAL_STATUSES, ApprovalStatus, PRODUCT_STATUSES, ProductStatus } from '../domain/product';

const INT4_MAX = 2_147_483_647;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** "1,2" or ["1", "2"] (a repeated form field) or [1, 2]: a list of numbers (anything else stays to fail validation). */
const idList = ({ value }: { value: unknown }) => {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  const parts = list.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
  return parts
    .map((p) => (typeof p === 'string' && p.trim() !== '' && /^\d+$/.test(p.trim()) ? Number(p.trim()) : p))
    .filter((p) => p !== '');
};
const Id = () => (target: object, key: string) => {
  Type(() => Number)(target, key);
  IsInt()(target, key);
  Min(1)(target, key);
  Max(INT4_MAX)(target, key);
};
const IdList = () => (target: object, key: string) => {
  Transform(idList)(target, key);
  IsArray()(target, key);
  ArrayMinSize(1)(target, key);
  ArrayMaxSize(50)(target, key);
  IsInt({ each: true })(target, key);
  Min(1, { each: true })(target, key);
  Max(INT4_MAX, { each: true })(target, key);
};

// ---- Categories ---------------------------------------------------------------------------------------------------

export class SubCategoryInputDto {
  @ApiProperty({ example: 'Calcium nitrate' }) @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(25) name: string;
  @ApiPropertyOptional({ example: 'Nitrate de calcium', description: 'The English name when missing' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(40)
  nameFr?: string;
}

export class CategoryInputDto {
  @ApiProperty({ example: 'Animal feed', description: 'Unique, whatever the case' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(60)
  name: string;
  @ApiPropertyOptional({ example: 'Aliments pour animaux', description: 'The English name when missing' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(60)
  nameFr?: string;
}

export class NewCategoryDto extends CategoryInputDto {
  @ApiPropertyOptional({ type: [SubCategoryInputDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => SubCategoryInputDto)
  subCategories?: SubCategoryInputDto[];
}

// ---- Seller products ----------------------------------------------------------------------------------------------

/** The text fields of the product form (multipart/form-data, with the files in `photos`). */
export class ProductFormDto {
  @ApiProperty({ example: 'Golden NPK', description: '3 to 25 letters, spaces allowed' })
  @Transform(trim)
  @IsString()
  @Matches(/^(?=(?:[^\p{L}]*\p{L}){3})[\p{L} ]{3,25}$/u, { message: 'PRODUCT_NAME_RULE' })
  name: string;

  @ApiProperty({ minLength: 10 }) @Transform(trim) @IsString() @MinLength(10) @MaxLength(4000) description: string;
  @ApiProperty({ minLength: 5 }) @Transform(trim) @IsString() @MinLength(5) @MaxLength(1000) storageCondition: string;
  @ApiProperty() @Id() categoryId: number;
  @ApiProperty({ description: 'A subcategory of the category' }) @Id() subCategoryId: number;
  @ApiProperty() @Id() typeId: number;
  @ApiProperty() @Id() formId: number;
  @ApiProperty({ type: [Number], description: 'Comma-separated or repeated' }) @IdList() sizeIds: number[];
  @ApiProperty({ type: [Number], description: 'Comma-separated or repeated' }) @IdList() deliveryMethodIds: number[];
  @ApiProperty({ type: [Number], description: 'Comma-separated or repeated' }) @IdList() usageIds: number[];
  @ApiProperty({ example: '12500.50' })
  @Transform(trim)
  @IsString()
  @Matches(/^\d{1,12}(\.\d{1,2})?$/, { message: 'PRODUCT_PRICE_FORMAT' })
  price: string;
  @ApiProperty({ example: 100 }) @Type(() => Number) @IsInt() @Min(0) @Max(INT4_MAX) quantity: number;
  @ApiProperty({
    example: 'Ikeja, Lagos',
    description: "A city or state of the seller's country (the last part may be the state)",
  })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  location: string;
  @ApiPropertyOptional({ description: 'From the resolved place when missing' })
  @IsOptional()
  @Type(() => Number)
  @IsNumber()
  @Min(-90)
  @Max(90)
  latitude?: number;
  @ApiPropertyOptional({ description: 'From the resolved place when missing' })
  @IsOptional()
  @Type(() => Number)
  @IsNumber()
  @Min(-180)
  @Max(180)
  longitude?: number;
}

export class ProductStatusDto {
  @ApiProperty({ enum: PRODUCT_STATUSES }) @IsIn(PRODUCT_STATUSES) status: ProductStatus;
}

export class RemovePhotosDto {
  @ApiProperty({ type: [String], format: 'uuid' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @IsUUID('all', { each: true })
  photoIds: string[];
}

export class MyProductsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'A category id' }) @IsOptional() @Id() category?: number;
  @ApiPropertyOptional() @IsOptional() @Id() subCategoryId?: number;
  @ApiPropertyOptional({ enum: ['ALL', ...PRODUCT_STATUSES], default: 'ALL' })
  @IsOptional()
  @IsIn(['ALL', ...PRODUCT_STATUSES])
  status?: 'ALL' | ProductStatus;
}

export class AdminProductsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['ALL', ...APPROVAL_STATUSES], default: 'ALL', description: 'Approval status' })
  @IsOptional()
  @IsIn(['ALL', ...APPROVAL_STATUSES])
  status?: 'ALL' | ApprovalStatus;
  @ApiPropertyOptional({ description: 'Part of the name or description' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;
}

export class ApprovalDto {
  @ApiPropertyOptional({ description: 'Required when rejecting; mailed to the seller' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(1000)
  reason?: string;
}

// ---- Responses (for the OpenAPI document) ---------------------------------------------------------------------------

export class ItemResponse {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() nameFr: string;
}
export class SubCategoryResponse extends ItemResponse {
  @ApiProperty() categoryId: number;
}
export class CategoryResponse extends ItemResponse {
  @ApiProperty({ type: [ItemResponse] }) subCategories: ItemResponse[];
}
export class PhotoResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'products/{id}/photos/{photoId}', description: 'Relative to /api/v1' }) url: string;
  @ApiProperty({ description: 'The first photo is the main image' }) main: boolean;
}
export class ProductResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty() storageCondition: string;
  @ApiProperty({ type: ItemResponse, nullable: true }) category: ItemResponse | null;
  @ApiProperty({ type: ItemResponse, nullable: true }) subCategory: ItemResponse | null;
  @ApiProperty() subCategoryId: number;
  @ApiProperty({ type: ItemResponse, nullable: true }) type: ItemResponse | null;
  @ApiProperty({ type: ItemResponse, nullable: true }) productForm: ItemResponse | null;
  @ApiProperty({ type: [ItemResponse] }) sizes: ItemResponse[];
  @ApiProperty({ type: [ItemResponse] }) deliveryMethods: ItemResponse[];
  @ApiProperty({ type: [ItemResponse] }) usages: ItemResponse[];
  @ApiProperty({ example: '12500.00' }) price: string;
  @ApiProperty() quantity: number;
  @ApiProperty() location: string;
  @ApiProperty({ nullable: true, type: Number }) latitude: number | null;
  @ApiProperty({ nullable: true, type: Number }) longitude: number | null;
  @ApiProperty({ enum: PRODUCT_STATUSES }) status: string;
  @ApiProperty({ enum: APPROVAL_STATUSES }) approvalStatus: string;
  @ApiProperty({ nullable: true, type: String }) rejectionReason: string | null;
  @ApiProperty({ format: 'uuid' }) ownerId: string;
  @ApiProperty() countryId: number;
  @ApiProperty({ type: [PhotoResponse] }) photos: PhotoResponse[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
