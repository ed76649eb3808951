import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../kernel/http/page-query.dto';

export const ALL_ROLES = [
  'ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_PLATFORM_MANAGER', 'ROLE_INPUT_PROVIDER', 'ROLE_INPUT_PROVIDER_STAFF', 'ROLE_DISTRIBUTOR',
  'ROLE_DISTRIBUTOR_STAFF', 'ROLE_WHOLESALER', 'ROLE_WHOLESALER_STAFF', 'ROLE_RETAILER', 'ROLE_AGRODEALER', 'ROLE_FARMER',
  'ROLE_EXTENSION_AGENT', 'ROLE_WAFA_PARTNER', 'ROLE_WAFA_ADMIN',
] as const;

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;

export class UsersByRoleQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of a name, company or e-mail' }) @IsOptional() @IsString() @MaxLength(100) name?: string;
  @ApiPropertyOptional({ description: 'Project names (kept for the clients that send it; farmers carry projects)' }) @IsOptional() @IsString() @MaxLength(500) projects?: string;
}

export class UsersByStatusQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'A country name; the Country header otherwise' }) @IsOptional() @IsString() @MaxLength(60) country?: string;
}

export class CountryQueryDto {
  @ApiPropertyOptional({ description: 'A country name; the Country header otherwise' }) @IsOptional() @IsString() @MaxLength(60) country?: string;
}

export class UserStatusQueryDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(254) email?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(30) phone?: string;
}
