import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNumber,
  IsOptional,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { BoundedInt, StoredIdField, TrimmedText } from '../../../kernel/http/dto-fields';
import { PageQueryDto } from '../../../kernel/http/page-query.dto';
import { APPLICATIONS } from '../domain/recommendation';
import type { Application } from '../domain/recommendation';

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class ApplicationLineDto {
  @ApiProperty({
    enum: APPLICATIONS,
    description:
      'planting, top1 (1st top dressing), top2 (2nd top dressing) or season_total (a total the source does not split)',
  })
  @IsIn(APPLICATIONS as unknown as string[], { message: 'FERTILIZER_APPLICATION_INVALID' })
  application: Application;

  @TrimmedText(200, { example: 'NPK 15-15-15' }) product: string;

  @ApiPropertyOptional({
    type: Number,
    minimum: 0,
    maximum: 100000,
    description: 'kg of product per hectare (worked out from the bags when left out)',
  })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100000)
  kgPerHa?: number | null;

  @ApiPropertyOptional({
    type: Number,
    minimum: 0,
    maximum: 2000,
    description: '50 kg bags per hectare (worked out from the kilograms when left out)',
  })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(2000)
  bagsPerHa?: number | null;

  @TrimmedText(300, { optional: true, example: '4-6 weeks after planting' }) timing?: string | null;

  @ApiPropertyOptional({ type: Boolean, description: 'Another choice for the same application (not added up)' })
  @IsOptional()
  @IsBoolean()
  alternative?: boolean | null;
}

export class RecommendationDto {
  @StoredIdField({ description: 'A crop type (GET farmer-record/crop-types)' }) cropId: number;
  @StoredIdField({ description: 'The state it applies to' }) stateId: number;
  @StoredIdField({
    optional: true,
    description: 'A local area of the state: site-specific advice (soil mapping); left out: the state’s generic advice',
  })
  cityId?: number | null;
  @TrimmedText(300, { optional: true, description: 'Where it applies in words (zone, soil)' }) region?: string | null;
  @TrimmedText(500, { description: 'The source of the figures (organisation, title, year)' }) source: string;

  @ApiProperty({ type: [ApplicationLineDto], maxItems: 20 })
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => ApplicationLineDto)
  applications: ApplicationLineDto[];
}

export class RecommendationListQueryDto extends PageQueryDto {
  @StoredIdField({ optional: true, description: "The country (the caller's working country when left out)" })
  countryId?: number;
  @StoredIdField({ optional: true }) cropId?: number;
  @StoredIdField({ optional: true }) stateId?: number;

  @ApiPropertyOptional({ enum: ['PUBLISHED', 'ADMIN'] })
  @IsOptional()
  @IsIn(['PUBLISHED', 'ADMIN'])
  origin?: 'PUBLISHED' | 'ADMIN';

  @ApiPropertyOptional({ type: Boolean, description: 'The withdrawn ones too' })
  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  includeWithdrawn?: boolean;
}

export class SellersQueryDto {
  @BoundedInt(1, 100, { optional: true, description: 'How many products (20 by default)' }) size?: number;
}

export class ImportFormDto {
  @ApiPropertyOptional({ type: Boolean, description: 'Check only: write nothing' })
  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;

  @StoredIdField({
    optional: true,
    description: "The country whose states the sheet names (the caller's working country when left out)",
  })
  countryId?: number;
}

export class ImportBodyDto extends ImportFormDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description:
      'The .xlsx file: Crop, State, LGA (optional), Zone, Source, Application, Product, Kg per ha, Bags per ha, Timing, Alternative',
  })
  recommendations: unknown;
}

// ---- responses -------------------------------------------------------------------------------------------------------

export class ApplicationLineResponse {
  @ApiProperty({ enum: APPLICATIONS }) application: string;
  @ApiProperty() product: string;
  @ApiProperty() kgPerHa: number;
  @ApiProperty() bagsPerHa: number;
  @ApiProperty({
    description: "The source's own words on timing (published advice keeps the research file's notes here)",
  })
  timing: string;
  @ApiProperty() alternative: boolean;
  @ApiProperty({
    description: "The product's name for a farmer (published advice keeps the research file's notes in product)",
  })
  productName: string;
  @ApiProperty() productNameFr: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'When to apply it, in plain words; null where the source gives no time',
  })
  when: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The same in French' }) whenFr: string | null;
}

export class RecommendationResponse {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['PUBLISHED', 'ADMIN'] }) origin: string;
  @ApiProperty() countryId: number;
  @ApiProperty({ type: Number, nullable: true, description: 'null: the whole country' }) stateId: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Set for site-specific advice' }) cityId: number | null;
  @ApiProperty() cropId: number;
  @ApiProperty() region: string;
  @ApiProperty() source: string;
  @ApiProperty({ type: String, nullable: true, description: 'The source key of published advice' }) sourceId:
    string | null;
  @ApiProperty({ description: 'The source named in plain words' }) sourceName: string;
  @ApiProperty() sourceNameFr: string;
  @ApiProperty({ description: 'What this option is, as against the others of the place (soil, target yield, product)' })
  optionLabel: string;
  @ApiProperty() optionLabelFr: string;
  @ApiProperty({ type: [ApplicationLineResponse] }) applications: ApplicationLineResponse[];
  @ApiProperty({ type: Number, nullable: true, description: '50 kg bags per ha at planting' }) planting: number | null;
  @ApiProperty({ type: Number, nullable: true }) firstTopDressing: number | null;
  @ApiProperty({ type: Number, nullable: true }) secondTopDressing: number | null;
  @ApiProperty({ type: Number, nullable: true }) seasonTotal: number | null;
  @ApiProperty() active: boolean;
}

export class CropRefResponse {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() nameFr: string;
}

export class PlaceRefResponse {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class RecommendationResultResponse {
  @ApiProperty({ type: CropRefResponse }) crop: CropRefResponse;
  @ApiProperty({ type: PlaceRefResponse }) state: PlaceRefResponse;
  @ApiProperty({ type: PlaceRefResponse, nullable: true }) city: PlaceRefResponse | null;
  @ApiProperty() siteSpecific: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'When the local area has no soil mapping data' })
  disclaimer: string | null;
  @ApiProperty({ type: [RecommendationResponse] }) recommendations: RecommendationResponse[];
  @ApiProperty({ type: [Number], example: [5, 6, 10] }) subCategoryIds: number[];
}

export class LookupResponse {
  @ApiProperty() id: string;
  @ApiProperty() lookedUpAt: string;
  @ApiProperty({ type: CropRefResponse, nullable: true }) crop: CropRefResponse | null;
  @ApiProperty({ type: PlaceRefResponse, nullable: true }) state: PlaceRefResponse | null;
  @ApiProperty({ type: PlaceRefResponse, nullable: true }) city: PlaceRefResponse | null;
  @ApiProperty() siteSpecific: boolean;
  @ApiProperty({ type: [Number] }) recommendationIds: number[];
}

export class SellerProductResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() subCategoryId: number;
  @ApiProperty({ example: '18500.00' }) price: string;
  @ApiProperty({ format: 'uuid' }) sellerId: string;
  @ApiProperty({ type: String, nullable: true }) sellerName: string | null;
  @ApiProperty() location: string;
  @ApiProperty({ description: 'km from the local area' }) distance: number;
  @ApiProperty({ description: 'Its seller holds some of it in a warehouse or shop' }) inStock: boolean;
}

export class ArticleResponse {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'The public page is /contents/{slug}' }) slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true }) summary: string | null;
  @ApiProperty() publishedAt: string;
}

export class ImportReportResponse {
  @ApiProperty() dryRun: boolean;
  @ApiProperty() rows: number;
  @ApiProperty({ description: 'Recommendations created (or that a dry run would create)' }) created: number;
  @ApiProperty({ type: [Number] }) recommendationIds: number[];
}
