import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { StoredIdField } from '../../kernel/http/dto-fields';
import { SameAs } from '../../kernel/http/validators';
import { SIGN_UP_ROLES } from '../commands/sign-up.command';

/** Letters (any alphabet), spaces, apostrophes and hyphens: "Ngozi", "N'Guessan", "Aïssatou Diop-Ba". */
export const NAME = /^\p{L}[\p{L}\p{M}' -]*$/u;
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SignUpDto {
  @ApiProperty({ example: 'Nigeria' }) @IsString() @IsNotEmpty() country: string;
  @ApiProperty({ enum: SIGN_UP_ROLES }) @IsIn(SIGN_UP_ROLES) role: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(120) company?: string;
  @ApiProperty() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(60) @Matches(NAME, { message: 'NAME_LETTERS_ONLY' }) firstname: string;
  @ApiProperty() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(60) @Matches(NAME, { message: 'NAME_LETTERS_ONLY' }) lastname: string;
  @ApiProperty({ description: 'Digits only, the national number' }) @IsString() @Matches(/^\d+$/, { message: 'PHONE_DIGITS_ONLY' }) @MaxLength(15) phone: string;
  @ApiProperty() @Transform(trim) @IsEmail() @MaxLength(254) email: string;
  @ApiProperty({ minLength: 6 }) @IsString() @MinLength(6) @MaxLength(200) password: string;
  @ApiProperty() @IsString() @SameAs('password', { message: 'PASSWORDS_DO_NOT_MATCH' }) confirmPassword: string;
  @ApiProperty() @IsBoolean() termsAccepted: boolean;
  @ApiPropertyOptional({ description: 'The key of the invitation being accepted (from the mailed link): links the new account to whoever invited them' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  invitationKey?: string;
}

export class LoginDto {
  @ApiProperty({ description: 'E-mail address or phone number' }) @IsString() @IsNotEmpty() @MaxLength(254) username: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) password: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) redirectUrl?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() noRedirect?: boolean;
  @ApiPropertyOptional({ description: 'The person accepts the terms while signing in' }) @IsOptional() @IsBoolean() termsAccepted?: boolean;
}

export class ActivateDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) key: string;
}

export class EmailDto {
  @ApiProperty() @Transform(trim) @IsEmail() @MaxLength(254) email: string;
}

export class ResetPasswordQueryDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) _key: string;
}

export class ResetPasswordDto {
  @ApiProperty({ minLength: 6 }) @IsString() @MinLength(6) @MaxLength(200) password: string;
  @ApiProperty() @IsString() @SameAs('password', { message: 'PASSWORDS_DO_NOT_MATCH' }) confirmPassword: string;
}

export class ChangePasswordDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) oldPassword: string;
  @ApiProperty({ minLength: 6 }) @IsString() @MinLength(6) @MaxLength(200) newPassword: string;
  @ApiProperty() @IsString() @SameAs('newPassword', { message: 'PASSWORDS_DO_NOT_MATCH' }) confirmPassword: string;
}

export class DeleteAccountDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) password: string;
}

export class EditProfileDto {
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(60) @Matches(NAME, { message: 'NAME_LETTERS_ONLY' }) firstname?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(60) @Matches(NAME, { message: 'NAME_LETTERS_ONLY' }) lastname?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Matches(/^\d+$/, { message: 'PHONE_DIGITS_ONLY' }) @MaxLength(15) phone?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(120) company?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(300) address?: string;
  @StoredIdField({ optional: true }) stateId?: number;
  @StoredIdField({ optional: true }) cityId?: number;
}

export class EmailNotificationsDto {
  @ApiProperty() @IsBoolean() enabled: boolean;
}
