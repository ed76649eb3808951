import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Authenticated } from '../../../kernel/auth/access.decorators';
import type { Actor } from '../../../kernel/context/request-context';
import { CurrentActor } from '../../../kernel/http/current-actor.decorator';
import { ApiPageResponse } from '../../../kernel/http/openapi-schemas';
import { PageQueryDto } from '../../../kernel/http/page-query.dto';
import { ListPartnersQuery } from '../queries/list-partners.query';

export class PartnersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of a company or a name' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;
}

class PlaceResponse {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

class PartnerResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstname: string;
  @ApiProperty() lastname: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ nullable: true, type: String }) company: string | null;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) address: string | null;
  @ApiProperty({ nullable: true, type: PlaceResponse }) state: PlaceResponse | null;
  @ApiProperty({ nullable: true, type: PlaceResponse }) city: PlaceResponse | null;
  @ApiProperty({ example: 'ROLE_RETAILER' }) roleType: string;
  @ApiProperty({ example: 'RETAILER' }) type: string;
  @ApiProperty({ enum: ['AFFILIATION', 'INVITATION'] }) via: string;
  @ApiProperty({ format: 'date-time' }) since: string;
}

/** The partners of the caller's organisation: whom visits can be shared with. */
@ApiTags('affiliation')
@Controller('partners')
export class PartnersDirectoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Authenticated()
  @ApiOperation({
    summary:
      'Affiliated organisations, people the organisation invited who signed up, and whoever invited it; by company or name',
  })
  @ApiPageResponse(PartnerResponse)
  list(@CurrentActor() actor: Actor, @Query() query: PartnersQueryDto) {
    return this.queries.execute(new ListPartnersQuery(actor, query.name, query.pageRequest(20)));
  }
}
