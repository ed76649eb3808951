import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../kernel/http/page-query.dto';
import { EmailAddress, PersonName, PhoneAsTyped, trim } from './person-fields';

// ---- Requests: the same rules as signing up (names letters only, phone digits of the country's length) -----------

const PHONE_DESCRIPTION =
  'The phone number as people write it: with or without the country code, spaces, dashes or a leading 0; stored as the national number';

/** The names and e-mail address of a person opened by someone else; the address receives the password link. */
class NamedPersonDto {
  @ApiProperty({ example: 'Ngozi' }) @PersonName() firstname: string;
  @ApiProperty({ example: 'Okafor' }) @PersonName() lastname: string;
  @ApiProperty({ example: 'ngozi@example.com' }) @EmailAddress() email: string;
}

/** A staff member or a platform manager. */
export class NewPersonDto extends NamedPersonDto {
  @ApiPropertyOptional({ example: '8031234567', description: PHONE_DESCRIPTION })
  @IsOptional()
  @PhoneAsTyped()
  phone?: string;
}

export class NewInputProviderDto extends NamedPersonDto {
  @ApiProperty({ example: '8031234567', description: PHONE_DESCRIPTION }) @PhoneAsTyped() phone: string;
  @ApiProperty({ example: 'Green Farms Ltd', description: 'Unique in the country' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  company: string;
}

/** Fields left out stay as they are. */
export class StaffMemberEditDto {
  @ApiPropertyOptional() @IsOptional() @PersonName() firstname?: string;
  @ApiPropertyOptional() @IsOptional() @PersonName() lastname?: string;
  @ApiPropertyOptional({ description: PHONE_DESCRIPTION })
  @IsOptional()
  @PhoneAsTyped()
  phone?: string;
}

/** Fields left out stay as they are. */
export class InputProviderEditDto extends StaffMemberEditDto {
  @ApiPropertyOptional({ description: 'Unique in the country' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  company?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(300) address?: string;
}

export class PeopleQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of a name, company or e-mail address' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;
}

export class StaffQueryDto extends PeopleQueryDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: "Administrators and platform managers: one organisation's staff (its owner's id)",
  })
  @IsOptional()
  @IsUUID()
  employerId?: string;
}

// ---- Responses (for the OpenAPI document) ----------------------------------------------------------------------------

export class AuthorityResponse {
  @ApiProperty({ example: 'ROLE_INPUT_PROVIDER_STAFF' }) authority: string;
}

export class RoleValueResponse {
  @ApiProperty({ example: 'ROLE_INPUT_PROVIDER_STAFF' }) value: string;
}

export class CountryRefResponse {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'Nigeria' }) name: string;
}

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
  @ApiProperty({ type: [AuthorityResponse] }) authorities: AuthorityResponse[];
  @ApiProperty({ type: [RoleValueResponse] }) roles: RoleValueResponse[];
  @ApiProperty({ example: 'ROLE_INPUT_PROVIDER_STAFF' }) roleType: string;
  @ApiProperty({ nullable: true, type: CountryRefResponse }) country: CountryRefResponse | null;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'For staff: the owner of their organisation',
  })
  employerId: string | null;
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

export class ApprovalDecisionResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['APPROVED', 'DECLINED'] }) approvalStatus: string;
}

export class UsersCountResponse {
  @ApiProperty({ example: 12 }) count: number;
}

export class RegisteredStatusResponse {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty() message: string;
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'An active input provider only: the id an affiliation is asked with',
  })
  inputProviderId?: string;
}

export class HistoryActorResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Ada Obi' }) name: string;
}

export class UserHistoryEntryResponse {
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ example: 'UserRegistered' }) type: string;
  @ApiProperty({ type: HistoryActorResponse, nullable: true }) actor: HistoryActorResponse | null;
  @ApiProperty({ type: Object, additionalProperties: true, description: "The event's data (personal data left out)" })
  details: Record<string, unknown>;
}

export class UserProfileResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstname: string;
  @ApiProperty() lastname: string;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: String, example: '8031234567' }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) company: string | null;
  @ApiProperty({ nullable: true, type: String }) address: string | null;
  @ApiProperty({ nullable: true, type: Number }) stateId: number | null;
  @ApiProperty({ nullable: true, type: Number }) cityId: number | null;
  @ApiProperty({ nullable: true, type: String }) photoUrl: string | null;
  @ApiProperty() emailNotifications: boolean;
}

export class EmailNotificationsResponse {
  @ApiProperty({ description: 'Whether the person receives notification e-mails' }) enabled: boolean;
}
