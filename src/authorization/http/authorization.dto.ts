import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { PageQueryDto } from '../../kernel/http/page-query.dto';

const INT4_MAX = 2_147_483_647;

// ---- Requests -------------------------------------------------------------------------------------------------------

export class AuthorizationCountriesQueryDto extends PageQueryDto {
  // The validation of `size` is PageQueryDto's; only the documented default differs.
  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 10 })
  override size?: number;

  @ApiPropertyOptional({ description: 'Part of the country name (English or French), case ignored.', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;
}

export class ActivateCountryDto {
  @ApiProperty({
    example: true,
    description: 'true: the country profiles apply; false: only super administrators and personal grants are allowed',
  })
  @IsBoolean()
  active: boolean;
}

export class EnableDto {
  @ApiProperty({ example: true })
  @IsBoolean()
  enabled: boolean;
}

export class StaffPermissionsDto {
  @ApiProperty({ format: 'uuid', description: 'The staff member' })
  @IsUUID()
  userId: string;

  @ApiProperty({ type: [String], example: ['products:list', 'orders:list'] })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  permissions: string[];
}

export class MonitoredCountriesDto {
  @ApiProperty({ type: [Number], example: [1, 2], description: 'The whole set (an empty list removes every country)' })
  @IsArray()
  @ArrayMaxSize(50)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(INT4_MAX, { each: true })
  countryIds: number[];
}

// ---- Responses (for the OpenAPI document) ----------------------------------------------------------------------------

export class AuthorizationCountryResponse {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'Nigeria' }) name: string;
  @ApiProperty({ example: 'NG' }) code: string;
  @ApiProperty({ example: true }) active: boolean;
  @ApiProperty({ example: 16, description: 'How many profiles (roles) the country has' }) profiles: number;
}

export class FeatureResponse {
  @ApiProperty({ example: 842 }) id: number;
  @ApiProperty({ example: 'users:list' }) permission: string;
  @ApiProperty({ example: 'List users', description: "In the caller's language" }) description: string;
  @ApiProperty({ example: true }) enabled: boolean;
}

export class ProfileResponse {
  @ApiProperty({ example: 13 }) id: number;
  @ApiProperty({ example: 1 }) countryId: number;
  @ApiProperty({ example: 'ROLE_FARMER' }) role: string;
  @ApiProperty({ example: true }) enabled: boolean;
  @ApiProperty({ type: [FeatureResponse] }) features: FeatureResponse[];
}

export class AuthorizationCountryDetailResponse {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'Nigeria' }) name: string;
  @ApiProperty({ example: true }) active: boolean;
  @ApiProperty({ type: [ProfileResponse] }) profiles: ProfileResponse[];
}

export class FeatureWithProfileResponse extends FeatureResponse {
  @ApiProperty({ example: 13 }) profileId: number;
}

export class AssignablePermissionResponse {
  @ApiProperty({ example: 'products:list' }) name: string;
  @ApiProperty({ example: 'List products', description: "In the caller's language" }) description: string;
}

export class StaffPermissionsResponse {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ type: [String], description: 'Every permission the staff member now holds personally' })
  permissions: string[];
}

export class CountryRefResponse {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'Nigeria' }) name: string;
}
