import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { PageQueryDto } from '../../../kernel/http/page-query.dto';
import { EmailAddress, PersonName, PhoneAsTyped, trim } from '../../http/person-fields';

const INT4_MAX = 2_147_483_647;
const PHONE_DESCRIPTION =
  'The phone number as people write it: with or without the country code, spaces, dashes or a leading 0; stored ' +
  "as the national number; unique among the country's salesmen";

export class NewSalesmanDto {
  @ApiProperty({ example: 'Musa' }) @PersonName() firstname: string;
  @ApiProperty({ example: 'Abdullahi' }) @PersonName() lastname: string;
  @ApiProperty({ example: '8031234567', description: PHONE_DESCRIPTION })
  @PhoneAsTyped()
  phone: string;
  @ApiPropertyOptional({ example: 'musa@example.com', nullable: true, type: String })
  @IsOptional()
  @EmailAddress()
  email?: string | null;
  @ApiPropertyOptional({ description: 'A state of the country', nullable: true, type: Number })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(INT4_MAX)
  stateId?: number | null;
  @ApiPropertyOptional({ description: 'A city of the state', nullable: true, type: Number })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(INT4_MAX)
  cityId?: number | null;
  @ApiPropertyOptional({ description: 'The input provider or distributor they sell for', nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(120)
  company?: string | null;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() active?: boolean;
}

/** Fields left out stay as they are; null clears email, stateId, cityId and company. */
export class SalesmanEditDto {
  @ApiPropertyOptional()
  @ValidateIf((o: SalesmanEditDto) => o.firstname !== undefined)
  @PersonName()
  firstname?: string;
  @ApiPropertyOptional() @ValidateIf((o: SalesmanEditDto) => o.lastname !== undefined) @PersonName() lastname?: string;
  @ApiPropertyOptional({ description: PHONE_DESCRIPTION })
  @ValidateIf((o: SalesmanEditDto) => o.phone !== undefined)
  @PhoneAsTyped()
  phone?: string;
  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @EmailAddress()
  email?: string | null;
  @ApiPropertyOptional({ nullable: true, type: Number }) @IsOptional() @IsInt() @Min(1) @Max(INT4_MAX) stateId?:
    number | null;
  @ApiPropertyOptional({ nullable: true, type: Number }) @IsOptional() @IsInt() @Min(1) @Max(INT4_MAX) cityId?:
    number | null;
  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(120)
  company?: string | null;
  @ApiPropertyOptional() @ValidateIf((o: SalesmanEditDto) => o.active !== undefined) @IsBoolean() active?: boolean;
}

export class SalesmenQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of a name, company, phone or e-mail address' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;
}

// ---- Responses (for the OpenAPI document) ----------------------------------------------------------------------------

export class SalesmanResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Musa' }) firstname: string;
  @ApiProperty({ example: 'Abdullahi' }) lastname: string;
  @ApiProperty({ example: '8031234567' }) phone: string;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: Number }) stateId: number | null;
  @ApiProperty({ nullable: true, type: Number }) cityId: number | null;
  @ApiProperty({ nullable: true, type: String }) company: string | null;
  @ApiProperty() active: boolean;
  @ApiProperty({ example: 1 }) countryId: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
