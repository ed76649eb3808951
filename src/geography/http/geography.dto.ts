import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { stackedRules } from '../../kernel/http/dto-fields';
import { PageQueryDto } from '../../kernel/http/page-query.dto';
import { INT4_MAX } from '../../kernel/http/path-params';
import { LOCAL_AREA_KIND_NAMES } from '../domain/local-area-kinds';

// ---- Query strings --------------------------------------------------------------------------------------------

/** An optional filter on a row's id (a country, a region, a state), as the query string has it. */
const IdFilter = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description, minimum: 1 }),
    stackedRules(
      IsOptional(),
      Type(() => Number),
      IsInt(),
      Min(1),
      Max(INT4_MAX),
    ),
  );

export class RegionsQueryDto {
  @IdFilter('Only the regions of this country.')
  countryId?: number;
}

export class StatesQueryDto {
  @IdFilter('Only the states of this country.')
  countryId?: number;

  @IdFilter('Only the states of this region.')
  regionId?: number;
}

export class CitiesQueryDto extends PageQueryDto {
  @IdFilter('Only the cities of this country.')
  countryId?: number;

  @IdFilter('Only the cities of this state.')
  stateId?: number;

  @ApiPropertyOptional({
    description: 'Part of the name, case and accents ignored; names starting with it come first.',
    maxLength: 100,
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;
}

// ---- Responses (for the OpenAPI document) ----------------------------------------------------------------------

export class CountryResponse {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'Nigeria' }) name: string;
  @ApiProperty({ example: 'Nigéria' }) nameFr: string;
  @ApiProperty({ example: 'NG', description: 'ISO 3166-1 alpha-2' }) code: string;
  @ApiProperty({ example: 'NGN', description: 'ISO 4217' }) currency: string;
  @ApiProperty({ enum: ['en', 'fr'], example: 'en' }) defaultLanguage: 'en' | 'fr';
  @ApiProperty({ example: '+234' }) phoneCode: string;
  @ApiProperty({ example: 10, description: 'Digits of a national number without its leading 0' }) phoneLength: number;
  @ApiProperty({ example: 10 }) latitude: number;
  @ApiProperty({ example: 8 }) longitude: number;
}

export class SignUpRoleResponse {
  @ApiProperty({ example: 5 }) id: number;
  @ApiProperty({ example: 'ROLE_INPUT_PROVIDER' }) name: string;
  @ApiProperty({ example: 'Input provider' }) label: string;
  @ApiProperty({ example: "Fournisseur d'intrants" }) labelFr: string;
  @ApiProperty({ example: false, description: 'Sign-ups wait for an administrator' }) requiresApproval: boolean;
}

export class CountryWithRolesResponse extends CountryResponse {
  @ApiProperty({ type: [SignUpRoleResponse] }) roles: SignUpRoleResponse[];
}

export class RegionResponse {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'North Central' }) name: string;
  @ApiProperty({ example: 1 }) countryId: number;
}

export class StateResponse {
  @ApiProperty({ example: 25 }) id: number;
  @ApiProperty({ example: 'Lagos' }) name: string;
  @ApiProperty({ example: 'LA', description: 'ISO 3166-2 subdivision code, without the country' }) code: string;
  @ApiProperty({ example: 1 }) countryId: number;
  @ApiProperty({ example: 6 }) regionId: number;
  @ApiProperty({ example: 6.5243793 }) latitude: number;
  @ApiProperty({ example: 3.3792057 }) longitude: number;
}

export class CityResponse {
  @ApiProperty({ example: 300 }) id: number;
  @ApiProperty({ example: 'Ikeja' }) name: string;
  @ApiProperty({ example: 25 }) stateId: number;
  @ApiProperty({ example: 1 }) countryId: number;
  @ApiProperty({ example: 6.60187 }) latitude: number;
  @ApiProperty({ example: 3.35149 }) longitude: number;
  @ApiProperty({
    enum: LOCAL_AREA_KIND_NAMES,
    example: 'LGA',
    description:
      'LGA (Nigeria), DISTRICT (Ghana, Rwanda, Tanzania), SUB_COUNTY (Kenya), DEPARTMENT (Senegal, Ivory Coast), ' +
      'AUTONOMOUS_DISTRICT (Abidjan), CITY (Morocco), TOWN (an earlier entry that is not a local area)',
  })
  kind: string;
  @ApiProperty({ example: 'LGA', description: 'What the area is called there, in English' }) kindLabel: string;
  @ApiProperty({ example: 'Collectivité locale (LGA)', description: 'The same in French' }) kindLabelFr: string;
  @ApiProperty({ example: false, description: "True when the point is the state's (no source gave the area's)" })
  approximateLocation: boolean;
  @ApiProperty({
    example: true,
    description: 'False for an earlier entry that is not a local area: readable by id, left out of the lists',
  })
  listed: boolean;
  @ApiProperty({
    nullable: true,
    type: Number,
    example: null,
    description: 'For an unlisted entry, the area that stands for it, when known',
  })
  successorId: number | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: null,
    description: 'The earlier name, when the entry took the official name of its area',
  })
  formerName: string | null;
}

export class SectorResponse {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 'Kimironko' }) name: string;
  @ApiProperty({ example: 1000 }) cityId: number;
}

export class RoleResponse {
  @ApiProperty({ example: 5 }) id: number;
  @ApiProperty({ example: 'ROLE_INPUT_PROVIDER' }) name: string;
  @ApiProperty({ example: 'Input provider' }) label: string;
  @ApiProperty({ example: "Fournisseur d'intrants" }) labelFr: string;
  @ApiProperty({ example: true, description: 'Offered on the sign-up form' }) signUp: boolean;
  @ApiProperty({ example: false }) requiresApproval: boolean;
  @ApiProperty({ example: true, description: 'One of the five dealer types' }) dealer: boolean;
}
