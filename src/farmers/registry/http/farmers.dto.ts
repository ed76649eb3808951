import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { PageQueryDto } from '../../../kernel/http/page-query.dto';
import { FarmerFilter } from '../queries/farmer-lists';
import { INT4_MAX } from '../../../kernel/http/path-params';
import { GENDERS, Gender } from '../domain/farmer';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** "true"/"false" from a form, true/false from JSON. */
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
/** A whole number from a form field ("12") or JSON (12); anything else is left for the validator to refuse. */
const toInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value;

/** Required text, trimmed, with the module's message when it is missing or empty. */
function RequiredText(max: number, code: string, example: string) {
  return applyDecorators(
    ApiProperty({ type: String, maxLength: max, example }),
    Transform(trim),
    IsString({ message: code }),
    IsNotEmpty({ message: code }),
    MaxLength(max),
  );
}

/** Optional text, trimmed. */
function OptionalText(max: number, example?: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: max, example, nullable: false }),
    Transform(trim),
    IsOptional(),
    IsString(),
    MaxLength(max),
  );
}

/** The id of a row (a state, a project, ...), from a form or JSON, with the module's message when it is not one. */
function ReferenceId(code: string, optional = false) {
  return applyDecorators(
    (optional ? ApiPropertyOptional : ApiProperty)({ type: Number, minimum: 1, maximum: INT4_MAX }),
    Transform(toInteger),
    ...(optional ? [IsOptional()] : []),
    IsInt({ message: code }),
    Min(1, { message: code }),
    Max(INT4_MAX, { message: code }),
  );
}

function Flag(description: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: Boolean, description }),
    Transform(toBoolean),
    IsOptional(),
    IsBoolean(),
  );
}

/**
 * A farmer as the form sends it (multipart/form-data with the files `picture` and `consentForm`, or a JSON body
 * without files). The consent (first name, ID number, signed form, three agreements) is required when the farmer is
 * enrolled on their behalf or invited to the platform.
 */
export class FarmerEditDto {
  @RequiredText(120, 'FARMER_FULL_NAME_REQUIRED', 'Amina Yusuf') fullName: string;

  @ApiProperty({ enum: GENDERS })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsIn(GENDERS, { message: 'FARMER_GENDER_INVALID' })
  gender: Gender;

  @ApiPropertyOptional({ type: String, example: 'amina@example.com', maxLength: 254 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @MaxLength(254, { message: 'FARMER_EMAIL_INVALID' })
  @IsEmail({}, { message: 'FARMER_EMAIL_INVALID' })
  email?: string;

  @ApiPropertyOptional({
    type: String,
    example: '8031234567',
    description:
      "Digits only, by the country's rules (its length after the country code); a leading 0 or the country code is accepted",
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @IsString({ message: 'FARMER_PHONE_DIGITS' })
  @Matches(/^\+?\d{4,20}$/, { message: 'FARMER_PHONE_DIGITS' })
  phone?: string;

  @RequiredText(200, 'FARMER_ADDRESS_REQUIRED', 'Near the primary school, Dawakin Tofa') address: string;
  @ReferenceId('FARMER_COUNTRY_UNKNOWN', true) countryId?: number;
  @ReferenceId('FARMER_STATE_UNKNOWN') stateId: number;
  @ReferenceId('FARMER_CITY_UNKNOWN') cityId: number;
  @RequiredText(100, 'FARMER_COMMUNITY_REQUIRED', 'Dawakin Tofa') community: string;
  @ReferenceId('FARMER_PROJECT_UNKNOWN') projectId: number;
  @ReferenceId('FARMER_AGGREGATION_PARTNER_UNKNOWN') aggregationPartnerId: number;
  @ReferenceId('FARMER_COMPANY_UNKNOWN', true) farmerCompanyId?: number;

  @ApiPropertyOptional({ type: Number, minimum: 18, maximum: 120 })
  @Transform(toInteger)
  @IsOptional()
  @IsInt({ message: 'FARMER_AGE_INVALID' })
  @Min(18, { message: 'FARMER_AGE_INVALID' })
  @Max(120, { message: 'FARMER_AGE_INVALID' })
  age?: number;

  @ApiPropertyOptional({ type: Number, example: 2015, description: 'YYYY' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{4}$/.test(value.trim())
      ? Number(value.trim())
      : typeof value === 'number' && !/^\d{4}$/.test(String(value))
        ? NaN
        : value,
  )
  @IsOptional()
  @IsInt({ message: 'FARMER_YEAR_INVALID' })
  @Min(1900, { message: 'FARMER_YEAR_INVALID' })
  @Max(2100, { message: 'FARMER_YEAR_INVALID' })
  year?: number;

  @Flag(
    'Sends the farmer an invitation to the platform; their sign-up links their account to this record (consent required)',
  )
  inviteToPlatform?: boolean;
  @Flag('The farmer is enrolled on their behalf (consent required)') onBehalf?: boolean;
  @OptionalText(80, 'Amina') consentFirstName?: string;
  @OptionalText(40, 'A12345678') consentIdNumber?: string;
  @Flag('Agreement 1: the farmer authorises the enrolment') agreeAuthorisation?: boolean;
  @Flag('Agreement 2: the farmer agrees to the transfer of their personal data') agreePersonalDataTransfer?: boolean;
  @Flag('Agreement 3: the farmer agrees to an account being created on their behalf') agreeAccountCreation?: boolean;

  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'multipart only: JPEG, PNG or WEBP' })
  picture?: never;
  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: 'multipart only: the signed consent form, PDF, JPEG, PNG or WEBP',
  })
  consentForm?: never;
}

export class FarmerFormDto extends FarmerEditDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'Chosen by the client (offline capture): a retry with the same id and details makes no second farmer (200)',
  })
  @IsOptional()
  @IsUUID('all', { message: 'ID_INVALID' })
  id?: string;
}

// ---- Responses (for the OpenAPI document) ----------------------------------------------------------------------------

class NamedResponse {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

class CreatorResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ nullable: true, type: String }) fullName: string | null;
}

class ConsentResponse {
  @ApiProperty({ nullable: true, type: String }) firstName: string | null;
  @ApiProperty({ nullable: true, type: String }) idNumber: string | null;
  @ApiProperty() authorisation: boolean;
  @ApiProperty() personalDataTransfer: boolean;
  @ApiProperty() accountCreation: boolean;
  @ApiProperty({ nullable: true, type: String, example: '/api/v1/farmers/0b7c…/consent-form' }) formUrl: string | null;
}

export class FarmerResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ enum: GENDERS }) gender: Gender;
  @ApiProperty() address: string;
  @ApiProperty() community: string;
  @ApiProperty({ nullable: true, type: Number }) age: number | null;
  @ApiProperty({ nullable: true, type: Number }) year: number | null;
  @ApiProperty() countryId: number;
  @ApiProperty({ type: NamedResponse }) state: NamedResponse;
  @ApiProperty({ type: NamedResponse }) city: NamedResponse;
  @ApiProperty({ type: NamedResponse }) project: NamedResponse;
  @ApiProperty({ type: NamedResponse }) aggregationPartner: NamedResponse;
  @ApiProperty({ type: NamedResponse, nullable: true }) farmerCompany: NamedResponse | null;
  @ApiProperty({ nullable: true, type: String }) pictureUrl: string | null;
  @ApiProperty() invitedToPlatform: boolean;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) userId: string | null;
  @ApiProperty({ type: CreatorResponse }) createdBy: CreatorResponse;
  @ApiProperty({ type: ConsentResponse, nullable: true }) consent: ConsentResponse | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class DeletedFarmerResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
}

// ---- Lists -------------------------------------------------------------------------------------------------------------

/** `1,2,3` or `x=1&x=2`: whole numbers. */
const toIntegerList = ({ value }: { value: unknown }) => {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
    .filter((v) => v !== '')
    .map((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v));
};

function IdList(description: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: [Number], description: `${description} (comma-separated or repeated)`, maxItems: 200 }),
    Transform(toIntegerList),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(200),
    IsInt({ each: true, message: 'ID_INVALID' }),
    Min(1, { each: true, message: 'ID_INVALID' }),
    Max(INT4_MAX, { each: true, message: 'ID_INVALID' }),
  );
}

/** The filters of every farmer list; 10 farmers a page unless `size` says otherwise. */
export class FarmerFilterDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the full name, any case' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(120)
  name?: string;
  @ReferenceId('ID_INVALID', true) countryId?: number;
  @ApiPropertyOptional({ format: 'uuid', description: 'Enrolled by this user' })
  @IsOptional()
  @IsUUID('all', { message: 'ID_INVALID' })
  userId?: string;
  @IdList('States') stateIds?: number[];
  @IdList('Cities (LGAs)') cityIds?: number[];
  @IdList('Projects') projects?: number[];
  @IdList('Aggregation partners') aggregationPartners?: number[];
  @ApiPropertyOptional({ example: '2026-01-01', description: 'Created on or after this day' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'FARMER_DATE_INVALID' })
  startCreationDate?: string;
  @ApiPropertyOptional({ example: '2026-01-31', description: 'Created on or before this day' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'FARMER_DATE_INVALID' })
  endCreationDate?: string;
  @ApiPropertyOptional({ type: [Number], description: 'Years (YYYY), comma-separated or repeated' })
  @Transform(toIntegerList)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(200)
  @IsInt({ each: true, message: 'FARMER_YEAR_INVALID' })
  @Min(1900, { each: true, message: 'FARMER_YEAR_INVALID' })
  @Max(2100, { each: true, message: 'FARMER_YEAR_INVALID' })
  years?: number[];

  filter(): FarmerFilter {
    const {
      name,
      countryId,
      userId,
      stateIds,
      cityIds,
      projects,
      aggregationPartners,
      startCreationDate,
      endCreationDate,
      years,
    } = this;
    const day = (value?: string) => value?.slice(0, 10);
    return {
      name,
      countryId,
      userId: userId?.toLowerCase(),
      stateIds,
      cityIds,
      projects,
      aggregationPartners,
      startCreationDate: day(startCreationDate),
      endCreationDate: day(endCreationDate),
      years,
    };
  }
}

export class CountryQueryDto {
  @ReferenceId('ID_INVALID', true) countryId?: number;
}

export class FarmersByLgaResponse {
  @ApiProperty() stateId: number;
  @ApiProperty() stateName: string;
  @ApiProperty() cityId: number;
  @ApiProperty() cityName: string;
  @ApiProperty() count: number;
}
