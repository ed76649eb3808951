import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../kernel/http/page-query.dto';
import { NAME, trim } from './account.dto';
import { PHONE_AS_TYPED, PHONE_AS_TYPED_MAX } from '../phone-numbers';

// ---- Requests: the same rules as signing up (names letters only, phone digits of the country's length) -----------

const PHONE_DESCRIPTION = "The phone number as people write it: with or without the country code, spaces, dashes or a leading 0; stored as the national number";

/** A person opened by someone else: a staff member, a platform manager. The e-mail address receives the password link. */
export class NewPersonDto {
  @ApiProperty({ example: 'Ngozi' }) @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(60) @Matches(NAME, { message: 'NAME_LETTERS_ONLY' }) firstname: string;
  @ApiProperty({ example: 'Okafor' }) @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(60) @Matches(NAME, { message: 'NAME_LETTERS_ONLY' }) lastname: string;
  @ApiProperty({ example: 'ngozi@example.com' }) @Transform(trim) @IsEmail() @MaxLength(254) email: string;
  @ApiPropertyOptional({ example: '8031234567', description: PHONE_DESCRIPTION }) @IsOptional() @IsString() @Matches(PHONE_AS_TYPED, { message: 'PHONE_DIGITS_ONLY' }) @MaxLength(PHONE_AS_TYPED_MAX) phone?: string;
}

export class NewInputProviderDto {
  @ApiProperty({ example: 'Ngozi' }) @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(60) @Matches(NAME, { message: 'NAME_LETTERS_ONLY' }) firstname: string;
  @ApiProperty({ example: 'Okafor' }) @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(60) @Matches(NAME, { message: 'NAME_LETTERS_ONLY' }) lastname: string;
  @ApiProperty({ example: 'ngozi@example.com' }) @Transform(trim) @IsEmail() @MaxLength(254) email: string;
  @ApiProperty({ example: '8031234567', description: PHONE_DESCRIPTION }) @IsString() @Matches(PHONE_AS_TYPED, { message: 'PHONE_DIGITS_ONLY' }) @MaxLength(PHONE_AS_TYPED_MAX) phone: string;
  @ApiProperty({ example: 'Green Farms Ltd', description: 'Unique in the country' }) @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(120) company: string;
}

/** Fields left out stay as they are. */
export class StaffMemberEditDto {
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(60) @Matches(NAME, { message: 'NAME_LETTERS_ONLY' }) firstname?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(60) @Matches(NAME, { message: 'NAME_LETTERS_ONLY' }) lastname?: string;
  @ApiPropertyOptional({ description: PHONE_DESCRIPTION }) @IsOptional() @IsString() @Matches(PHONE_AS_TYPED, { message: 'PHONE_DIGITS_ONLY' }) @MaxLength(PHONE_AS_TYPED_MAX) phone?: string;
}

/** Fields left out stay as they are. */
export class InputProviderEditDto extends StaffMemberEditDto {
  @ApiPropertyOptional({ description: 'Unique in the country' }) @IsOptional() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(120) company?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(300) address?: string;
}

export class PeopleQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of a name, company or e-mail address' }) @IsOptional() @IsString() @MaxLength(100) name?: string;
}

export class StaffQueryDto extends PeopleQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: "Administrators and platform managers: one organisation's staff (its owner's id)" })
  @IsOptional()
  @IsUUID()
  employerId?: string;
}

// ---- Responses (for the OpenAPI document) ----------------------------------------------------------------------------

export class PersonResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'ngozi@example.com' }) username: string;
  @ApiProperty() firstname: string;
  @ApiProperty() lastname: string;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: String, example: '8031234567' }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) company: string | null;
  @ApiProperty({ nullable: true, type: String }) photoUrl: string | null;
  @ApiProperty({ example: 'ACTIVE' }) status: string;
  @ApiProperty({ nullable: true, type: String }) approvalStatus: string | null;
  @ApiProperty({ example: [{ authority: 'ROLE_USER' }, { authority: 'ROLE_INPUT_PROVIDER_STAFF' }] }) authorities: { authority: string }[];
  @ApiProperty({ example: [{ value: 'ROLE_USER' }, { value: 'ROLE_INPUT_PROVIDER_STAFF' }] }) roles: { value: string }[];
  @ApiProperty({ example: 'ROLE_INPUT_PROVIDER_STAFF' }) roleType: string;
  @ApiProperty({ nullable: true, example: { id: 1, name: 'Nigeria' } }) country: { id: number; name: string } | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'For staff: the owner of their organisation' }) employerId: string | null;
  @ApiProperty({ description: 'False until the terms are accepted at the first sign-in' }) termsAccepted: boolean;
  @ApiProperty({ description: 'status is ACTIVE' }) isActive: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) lastLoginAt: string | null;
}

export class PersonDetailResponse extends PersonResponse {
  @ApiProperty({ nullable: true, type: String }) address: string | null;
  @ApiProperty({ nullable: true, type: Number }) stateId: number | null;
  @ApiProperty({ nullable: true, type: Number }) cityId: number | null;
  @ApiProperty() organisationOwner: boolean;
}

export class IdResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
}

export class CompanyResponse {
  @ApiProperty({ format: 'uuid', description: 'The input provider (owner of the company)' }) id: string;
  @ApiProperty({ nullable: true, type: String, example: 'Green Farms Ltd' }) company: string | null;
}
