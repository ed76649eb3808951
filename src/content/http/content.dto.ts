import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import { TrimmedText } from '../../kernel/http/dto-fields';
import { PageQueryDto } from '../../kernel/http/page-query.dto';
import {
  CONTENT_LANGUAGES,
  CONTENT_STATUS_FILTERS,
  CONTENT_STATUSES,
  ContentFileType,
  ContentLanguage,
  ContentStatusFilter,
  FILE_TYPES,
} from '../domain/agronomy-content';

/** A form field sent once is a text, sent again a list; a single text may also list names separated by commas. */
const toList = ({ value }: { value: unknown }) => {
  if (value === undefined || value === null || value === '') return value === '' ? [] : value;
  const values: unknown[] = Array.isArray(value) ? value : [value];
  return values
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
    .map((v) => (typeof v === 'string' ? v.trim() : v))
    .filter((v) => v !== '');
};
const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' || value === true ? true : value === 'false' || value === false ? false : value;
const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const lower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** An optional `language` field or parameter: en or fr. */
const LanguageField = (description: string) => (target: object, property: string) => {
  ApiPropertyOptional({ enum: CONTENT_LANGUAGES, description })(target, property);
  IsOptional()(target, property);
  Transform(lower)(target, property);
  IsIn(CONTENT_LANGUAGES)(target, property);
};

/** The create and update form's text fields (multipart; the files are mainImage, video and documents). */
export class ContentFormDto {
  @TrimmedText(200, { example: 'Planting maize early in the rainy season' }) title: string;
  @TrimmedText(100, { example: 'Crop management' }) category: string;

  @ApiProperty({ enum: FILE_TYPES })
  @Transform(upper)
  @IsIn(FILE_TYPES)
  fileType: ContentFileType;

  @ApiProperty({
    description: 'Rich text (HTML); scripts, styles, event handlers and unsafe links are removed',
    maxLength: 100_000,
  })
  @IsString()
  @MinLength(1)
  @MaxLength(100_000)
  content: string;

  @ApiProperty({
    type: [String],
    description: 'Crop names, repeated or comma-separated; at least one',
    example: ['Maize'],
  })
  @Transform(toList)
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  crops: string[];

  @ApiPropertyOptional({ type: [String], description: 'Repeated or comma-separated', example: ['planting', 'semis'] })
  @IsOptional()
  @Transform(toList)
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  tags?: string[];

  @ApiPropertyOptional({
    description: 'A YouTube video address',
    example: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  youtubeUrl?: string;

  @ApiPropertyOptional({
    description: 'Whether it is public once approved (default true); false withdraws it',
    default: true,
  })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  publish?: boolean;

  @LanguageField(
    "The language it is written in; left out: the country's default language on create, unchanged on update",
  )
  language?: ContentLanguage;
}

/** ?page=0&size=20&category&fileType&title&status&approved (administrators' and authors' lists). */
export class ContentListQueryDto extends PageQueryDto {
  @TrimmedText(100, { optional: true }) category?: string;
  @ApiPropertyOptional({ enum: FILE_TYPES })
  @IsOptional()
  @Transform(upper)
  @IsIn(FILE_TYPES)
  fileType?: ContentFileType;
  @TrimmedText(200, { optional: true, description: 'A part of the title, whatever its case and accents' })
  title?: string;
  @ApiPropertyOptional({
    enum: CONTENT_STATUS_FILTERS,
    description: 'A status; APPROVED: every approved content, published or not',
  })
  @IsOptional()
  @Transform(upper)
  @IsIn(CONTENT_STATUS_FILTERS)
  status?: ContentStatusFilter;
  @ApiPropertyOptional({ type: Boolean }) @IsOptional() @Transform(toBoolean) @IsBoolean() approved?: boolean;
  @LanguageField('Only the contents written in this language') language?: ContentLanguage;
}

/** ?countryName&page&size&fileType&category&title&crop: the public list; `title` is searched word by word, accents and typos forgiven. */
export class PublishedContentsQueryDto extends PageQueryDto {
  @TrimmedText(60, { optional: true, description: "Default: the request's Country header" }) countryName?: string;
  @ApiPropertyOptional({ enum: FILE_TYPES })
  @IsOptional()
  @Transform(upper)
  @IsIn(FILE_TYPES)
  fileType?: ContentFileType;
  @TrimmedText(100, { optional: true }) category?: string;
  @TrimmedText(200, { optional: true, description: 'Search text: words of the title, category, crops, tags or text' })
  title?: string;
  @TrimmedText(60, { optional: true, description: 'A crop name' }) crop?: string;
  @LanguageField('Only the contents written in this language (the public page sends its own); left out: every language')
  language?: ContentLanguage;
}

export class CountryNameQueryDto {
  @TrimmedText(60, { optional: true, description: "Default: the request's Country header" }) countryName?: string;
}

/** ?countryName&language: the newest public contents. */
export class LatestContentsQueryDto extends CountryNameQueryDto {
  @LanguageField('Only the contents written in this language; left out: every language') language?: ContentLanguage;
}

// ---- Responses (for the OpenAPI document) ----------------------------------------------------------------------------

export class ContentFileResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'agronomy-contents/{id}/files/{fileId}', description: 'Relative to /api/v1' }) url: string;
  @ApiProperty({ example: 'application/pdf' }) contentType: string;
  @ApiProperty() size: number;
}

class AuthorResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class ContentResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'planting-maize-early-0b7c…', description: 'The public page: /contents/{slug}' })
  slug: string;
  @ApiProperty() title: string;
  @ApiProperty() category: string;
  @ApiProperty({ enum: FILE_TYPES }) fileType: string;
  @ApiProperty({ description: 'Sanitised HTML' }) content: string;
  @ApiProperty({ description: 'The text alone, at most 300 characters' }) summary: string;
  @ApiProperty({ type: [String] }) crops: string[];
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ nullable: true, type: String }) youtubeUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) youtubeVideoId: string | null;
  @ApiProperty({ enum: CONTENT_STATUSES }) status: string;
  @ApiProperty() approved: boolean;
  @ApiProperty({ description: "The author's choice: public once approved" }) published: boolean;
  @ApiProperty() countryId: number;
  @ApiProperty({ enum: CONTENT_LANGUAGES, description: 'The language it is written in' }) language: string;
  @ApiProperty({ nullable: true, type: AuthorResponse }) author: AuthorResponse | null;
  @ApiProperty({ nullable: true, type: ContentFileResponse }) mainImage: ContentFileResponse | null;
  @ApiProperty({ nullable: true, type: ContentFileResponse }) video: ContentFileResponse | null;
  @ApiProperty({ type: [ContentFileResponse] }) documents: ContentFileResponse[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class DeletedContentResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
}
