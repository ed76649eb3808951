import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { INVITATION_TYPES, InvitationType } from '../domain/invitation';
import { PHONE_AS_TYPED, PHONE_AS_TYPED_MAX } from '../../../accounts';

const INT4_MAX = 2_147_483_647;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An empty text is the field left out. */
const optionalText = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);
/** "extension_agent" and "Extension agent" are EXTENSION AGENT. */
const invitationType = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .trim()
        .toUpperCase()
        .replace(/[_\s]+/g, ' ')
    : value;

export class InviteDto {
  @ApiProperty({ example: 'Ada Obi', minLength: 5, description: 'At least 5 characters, spaces included' })
  @Transform(trim)
  @IsString()
  @MinLength(5)
  @MaxLength(120)
  fullName: string;

  @ApiPropertyOptional({
    example: 'ada@example.com',
    description: 'An e-mail address or a phone number is required; the invitation is mailed to the address',
  })
  @IsOptional()
  @Transform(optionalText)
  @IsEmail()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({
    example: '8031234567',
    description:
      'The phone number as people write it: with or without the country code, spaces, dashes or a leading 0; stored as the national number',
  })
  @IsOptional()
  @Transform(optionalText)
  @IsString()
  @Matches(PHONE_AS_TYPED, { message: 'PHONE_DIGITS_ONLY' })
  @MaxLength(PHONE_AS_TYPED_MAX)
  phoneNumber?: string;

  @ApiProperty({ example: '12 Market Road, Ikeja' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(300)
  storeAddress: string;
  @ApiProperty({ description: "A state of the inviter's country" })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(INT4_MAX)
  stateId: number;
  @ApiProperty({ description: 'A city of the state' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(INT4_MAX)
  cityId: number;
  @ApiProperty({ enum: INVITATION_TYPES }) @Transform(invitationType) @IsIn(INVITATION_TYPES) type: InvitationType;
}

// ---- Responses (for the OpenAPI document) ----------------------------------------------------------------------------

class PlaceResponse {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

class PersonRefResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullName: string;
}

export class InvitationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'National digits' }) phone: string | null;
  @ApiProperty() storeAddress: string;
  @ApiProperty({ nullable: true, type: PlaceResponse }) state: PlaceResponse | null;
  @ApiProperty({ nullable: true, type: PlaceResponse }) city: PlaceResponse | null;
  @ApiProperty({ enum: INVITATION_TYPES }) type: string;
  @ApiProperty({ enum: ['PENDING', 'ACCEPTED', 'EXPIRED'] }) status: string;
  @ApiProperty({ format: 'date-time' }) sentAt: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) acceptedAt: string | null;
  @ApiProperty({ nullable: true, type: PersonRefResponse, description: 'The account opened with the invitation' })
  acceptedUser: PersonRefResponse | null;
  @ApiProperty({ type: PersonRefResponse }) sentBy: PersonRefResponse;
}

class InviterResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ nullable: true, type: String }) company: string | null;
  @ApiProperty() name: string;
}

export class InvitationPrefillResponse {
  @ApiProperty({ format: 'uuid' }) invitationId: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ description: 'The first word of the full name' }) firstname: string;
  @ApiProperty({ description: 'The rest of the full name' }) lastname: string;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ enum: INVITATION_TYPES }) type: string;
  @ApiProperty({ example: 'ROLE_RETAILER', description: 'The role to sign up with' }) role: string;
  @ApiProperty({ nullable: true, type: PlaceResponse }) state: PlaceResponse | null;
  @ApiProperty({ nullable: true, type: PlaceResponse }) city: PlaceResponse | null;
  @ApiProperty() address: string;
  @ApiProperty() countryId: number;
  @ApiProperty({ nullable: true, type: String, example: 'Nigeria' }) country: string | null;
  @ApiProperty({ type: InviterResponse }) invitedBy: InviterResponse;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
}
