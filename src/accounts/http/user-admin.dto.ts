import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../kernel/http/page-query.dto';
import { UserStatus } from '../domain/user.events';
import { RoleName, ROLES } from '../../kernel/auth/platform-roles';

/** The roles people are listed by: every role of the roles table but ROLE_USER, in its order. */
export const ALL_ROLES = ROLES.filter((role): role is Exclude<RoleName, 'ROLE_USER'> => role !== 'ROLE_USER');

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;

/** The account statuses a list of people is filtered by (a deleted account is listed nowhere). */
export const LISTED_STATUSES = [
  'WAITING_CONFIRMATION',
  'WAITING_APPROVAL',
  'ACTIVE',
  'DEACTIVATED',
] as const satisfies readonly UserStatus[];

/** "distributor", "Input provider" or "ROLE_DISTRIBUTOR" as typed: the role's name. */
const roleName = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim()
    ? `ROLE_${value
        .trim()
        .toUpperCase()
        .replace(/^ROLE_/, '')
        .replace(/[\s-]+/g, '_')}`
    : value;
/** "active", " Deactivated " as typed: the status's name. */
const statusName = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .trim()
        .toUpperCase()
        .replace(/[\s-]+/g, '_')
    : value;

/** GET users: a page of everyone of a country, searched and filtered. */
export class UsersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of a first or last name, company or e-mail, any case' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;
  @ApiPropertyOptional({
    enum: ALL_ROLES,
    description: 'A role, with or without ROLE_, any case (distributor, input provider)',
  })
  @IsOptional()
  @Transform(roleName)
  @IsIn(ALL_ROLES)
  role?: (typeof ALL_ROLES)[number];
  @ApiPropertyOptional({ enum: LISTED_STATUSES, description: 'The account status, any case' })
  @IsOptional()
  @Transform(statusName)
  @IsIn(LISTED_STATUSES)
  status?: (typeof LISTED_STATUSES)[number];
  @ApiPropertyOptional({ description: 'A country name; the Country header otherwise' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  country?: string;
}

export class UsersByRoleQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of a name, company or e-mail' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;
  @ApiPropertyOptional({ description: 'Project names (kept for the clients that send it; farmers carry projects)' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  projects?: string;
}

export class UsersByStatusQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'A country name; the Country header otherwise' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  country?: string;
}

export class CountryQueryDto {
  @ApiPropertyOptional({ description: 'A country name; the Country header otherwise' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  country?: string;
}

export class UserStatusQueryDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(254) email?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(30) phone?: string;
}
