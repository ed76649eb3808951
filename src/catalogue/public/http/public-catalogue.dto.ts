import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { PageQueryDto } from '../../../kernel/http/page-query.dto';
import { ProductResponse } from '../../http/catalogue.dto';

const INT4_MAX = 2_147_483_647;
const COUNTRY_NAME = {
  description: "A country name, any case (default: the request's Country header)",
  example: 'senegal',
};

interface TransformArgs {
  value: unknown;
  obj: Record<string, unknown>;
  key: string;
}
const isBlank = (raw: unknown) => raw === '' || (Array.isArray(raw) && raw.every((v) => v === ''));
/** An empty parameter (`?category=`) is no filter at all (read before @Type turned it into a number). */
const blankIsAbsent = ({ value, obj, key }: TransformArgs) => (isBlank(obj[key]) ? undefined : value);
/** "1,2", repeated parameters, or both: a list; whole numbers become numbers, anything else stays to fail validation. */
const commaList =
  (numbers: boolean) =>
  ({ value }: { value: unknown }) => {
    if (value === undefined || isBlank(value)) return undefined;
    const parts = (Array.isArray(value) ? (value as unknown[]) : [value])
      .flatMap((v): unknown[] => (typeof v === 'string' ? v.split(',') : [v]))
      .map((v) => (typeof v === 'string' ? v.trim() : v));
    return parts
      .filter((p) => p !== '')
      .map((p) => (numbers && typeof p === 'string' && /^\d+$/.test(p) ? Number(p) : p));
  };

const IdParam = () => (target: object, key: string) => {
  IsOptional()(target, key);
  Transform(blankIsAbsent)(target, key);
  Type(() => Number)(target, key);
  IsInt()(target, key);
  Min(1)(target, key);
  Max(INT4_MAX)(target, key);
};
const IdListParam = () => (target: object, key: string) => {
  IsOptional()(target, key);
  Transform(commaList(true))(target, key);
  IsArray()(target, key);
  ArrayMaxSize(100)(target, key);
  IsInt({ each: true })(target, key);
  Min(1, { each: true })(target, key);
  Max(INT4_MAX, { each: true })(target, key);
};
const CountryParam = () => (target: object, key: string) => {
  IsOptional()(target, key);
  IsString()(target, key);
  MaxLength(60)(target, key);
};

/** Public lists: at most 100 a page. */
class PublicPageQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  override size?: number;
}

export class PublicProductsQueryDto extends PublicPageQueryDto {
  @ApiPropertyOptional({ description: 'A category id' }) @IdParam() category?: number;
  @ApiPropertyOptional({ type: [Number], description: 'Subcategory ids, comma-separated or repeated' })
  @IdListParam()
  subCategoryId?: number[];
  @ApiPropertyOptional({
    description: 'Subcategory names, English or French, any case, comma-separated',
    example: 'Urée',
  })
  @IsOptional()
  @Transform(commaList(false))
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  subCategory?: string[];
  @ApiPropertyOptional({ type: [Number], description: 'Packaging size ids, comma-separated or repeated' })
  @IdListParam()
  packagingSize?: number[];
  @ApiPropertyOptional({ type: [String], description: 'Seller ids, comma-separated or repeated' })
  @IsOptional()
  @Transform(commaList(false))
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true })
  vendors?: string[];
  @ApiPropertyOptional(COUNTRY_NAME) @CountryParam() countryName?: string;
  @ApiPropertyOptional({ enum: ['PUBLISHED'], description: 'Only published products are public' })
  @IsOptional()
  @IsIn(['PUBLISHED'])
  status?: 'PUBLISHED';
}

export class ProductSearchQueryDto extends PublicPageQueryDto {
  @ApiProperty({
    description: 'Words of the name, description, category or subcategory (English or French); typos tolerated',
    example: 'engrais npk',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  query?: string;
  @ApiPropertyOptional(COUNTRY_NAME) @CountryParam() countryName?: string;
}

export class RelatedProductsQueryDto {
  @ApiPropertyOptional({ description: "A country name, any case (default: the product's country)" })
  @CountryParam()
  countryName?: string;
  @ApiPropertyOptional({ description: "A category id (default: the product's)" }) @IdParam() category?: number;
}

export class RecommendedProductsQueryDto {
  @ApiPropertyOptional(COUNTRY_NAME) @CountryParam() country?: string;
}

export class VendorsQueryDto {
  @ApiPropertyOptional(COUNTRY_NAME) @CountryParam() countryName?: string;
}

export class RecommendDto {
  @ApiPropertyOptional({ description: 'Absent: the flag is toggled' }) @IsOptional() @IsBoolean() recommended?: boolean;
}

export class CertifyDto {
  @ApiPropertyOptional({ description: 'Absent: the flag is toggled' }) @IsOptional() @IsBoolean() certified?: boolean;
}

// ---- Responses (for the OpenAPI document) ---------------------------------------------------------------------------

export class PublicSellerResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ nullable: true, type: String, description: "The company, or the seller's name when they have none" })
  company: string | null;
}
export class CountryRefResponse {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}
export class RatingResponse {
  @ApiProperty({ example: 4.5, description: 'Two decimals; 0 when nobody rated it' }) average: number;
  @ApiProperty() count: number;
}
export class PublicProductResponse extends ProductResponse {
  @ApiProperty({
    example: 'golden-npk-0b6f7c1e-8d4a-4f5e-9c2b-1a2b3c4d5e6f',
    description: 'The page is /products/{slug}; the slug ends with the id',
  })
  slug: string;
  @ApiProperty({ type: PublicSellerResponse }) seller: PublicSellerResponse;
  @ApiProperty({ type: CountryRefResponse }) country: CountryRefResponse;
  @ApiProperty({ example: 'NGN', description: 'ISO 4217 code of the price' }) currency: string;
  @ApiProperty() recommended: boolean;
  @ApiProperty() certified: boolean;
  @ApiProperty() likes: number;
  @ApiProperty({ type: RatingResponse }) rating: RatingResponse;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'products/{id}/photos/{photoId}',
    description: 'Relative to /api/v1',
  })
  mainPhoto: string | null;
  @ApiProperty({ description: 'Its seller holds some of it in a warehouse or shop' }) inStock: boolean;
}
export class ProductShortDetailResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: '12500.00' }) price: string;
  @ApiProperty({ example: 'NGN' }) currency: string;
  @ApiProperty({ nullable: true, type: String }) mainPhoto: string | null;
  @ApiProperty({ type: PublicSellerResponse }) seller: PublicSellerResponse;
  @ApiProperty({ type: RatingResponse }) rating: RatingResponse;
  @ApiProperty() likes: number;
}
