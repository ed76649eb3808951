import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { StoredIdField } from '../../kernel/http/dto-fields';
import { SameAs } from '../../kernel/http/validators';
import { SIGN_UP_ROLES, SignUpRole } from '../commands/sign-up.command';
import { EmailAddress, PersonName, PhoneAsTyped, trim } from './person-fields';

export class SignUpDto {
  @ApiProperty({ example: 'Nigeria' }) @IsString() @IsNotEmpty() country: string;
  @ApiProperty({ enum: SIGN_UP_ROLES }) @IsIn(SIGN_UP_ROLES) role: SignUpRole;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(120) company?: string;
  @ApiProperty() @PersonName() firstname: string;
  @ApiProperty() @PersonName() lastname: string;
  @ApiProperty({
    description:
      'The phone number as people write it (country code, spaces, dashes and a leading 0 allowed); stored as the national number',
  })
  @PhoneAsTyped()
  phone: string;
  @ApiProperty() @EmailAddress() email: string;
  @ApiProperty({ minLength: 6 }) @IsString() @MinLength(6) @MaxLength(200) password: string;
  @ApiProperty() @IsString() @SameAs('password', { message: 'PASSWORDS_DO_NOT_MATCH' }) confirmPassword: string;
  @ApiProperty() @IsBoolean() termsAccepted: boolean;
  @ApiPropertyOptional({
    description:
      'The key of the invitation being accepted (from the mailed link): links the new account to whoever invited them',
  })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  invitationKey?: string;
}

const SESSION_CLIENTS = ['browser', 'mobile'];
const CLIENT_DESCRIPTION =
  'browser (default): the refresh token is set as an httpOnly cookie; mobile: it is answered in the body as refreshToken';

export class LoginDto {
  @ApiProperty({ description: 'E-mail address or phone number' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  username: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) password: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) redirectUrl?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() noRedirect?: boolean;
  @ApiPropertyOptional({ description: 'The person accepts the terms while signing in' })
  @IsOptional()
  @IsBoolean()
  termsAccepted?: boolean;
  @ApiPropertyOptional({ enum: SESSION_CLIENTS, description: CLIENT_DESCRIPTION })
  @IsOptional()
  @IsIn(SESSION_CLIENTS)
  client?: 'browser' | 'mobile';
}

export class ActivateDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) key: string;
  @ApiPropertyOptional({ enum: SESSION_CLIENTS, description: CLIENT_DESCRIPTION })
  @IsOptional()
  @IsIn(SESSION_CLIENTS)
  client?: 'browser' | 'mobile';
}

export class RefreshDto {
  @ApiPropertyOptional({
    description: 'A mobile client sends the refresh token it was given; browsers send nothing (the cookie carries it)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  refreshToken?: string;
}

export class SessionTokensResponse {
  @ApiProperty() accessToken: string;
  @ApiProperty({ description: 'Seconds the access token lasts' }) expiresIn: number;
  @ApiPropertyOptional({ description: 'Mobile clients only: the next refresh token (the one sent no longer works)' })
  refreshToken?: string;
}

export class SessionResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: SESSION_CLIENTS }) client: 'browser' | 'mobile';
  @ApiProperty({ example: 'Android phone' }) device: string;
  @ApiProperty({ example: 'Chrome 120' }) browser: string;
  @ApiProperty({ type: String, nullable: true, description: 'The address the session was last used from' })
  clientAddress: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) lastUsedAt: string;
  @ApiProperty({ description: 'The session of the token that asked' }) current: boolean;
}

export class EmailDto {
  @ApiProperty() @EmailAddress() email: string;
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
  @ApiPropertyOptional() @IsOptional() @PersonName() firstname?: string;
  @ApiPropertyOptional() @IsOptional() @PersonName() lastname?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @PhoneAsTyped()
  phone?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(120) company?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(300) address?: string;
  @StoredIdField({ optional: true }) stateId?: number;
  @StoredIdField({ optional: true }) cityId?: number;
}

/** The profile form as sent (multipart): the fields of EditProfileDto and an optional photo. */
export class EditProfileFormDto extends EditProfileDto {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, checked by its content' })
  photo?: unknown;
}

export class EmailNotificationsDto {
  @ApiProperty() @IsBoolean() enabled: boolean;
}
