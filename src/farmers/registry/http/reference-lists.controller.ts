import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { workingCountryOf } from '../../../accounts';
import { Authenticated, RequirePermission } from '../../../kernel/auth/access.decorators';
import type { Actor } from '../../../kernel/context/request-context';
import { CurrentActor } from '../../../kernel/http/current-actor.decorator';
import { StoredIdField, TrimmedText } from '../../../kernel/http/dto-fields';
import { mutation } from '../../../kernel/http/envelopes';
import { ApiMutationResponse } from '../../../kernel/http/openapi-schemas';
import { StoredIdPipe } from '../../../kernel/http/path-params';
import { say } from '../../../kernel/i18n/translator';
import { ReferenceList } from '../domain/reference-item';
import {
  AddReferenceItemCommand,
  RenameReferenceItemCommand,
  SetReferenceItemStatusCommand,
} from '../commands/reference-item.commands';
import { ListReferenceItemsQuery, ReferenceItemView } from '../queries/reference-item.queries';
import { isAdministrator } from '../queries/farmer-scope';

export class ReferenceItemDto {
  @StoredIdField({ description: 'The country whose list it joins' }) countryId: number;
  @TrimmedText(120, { example: 'Project A (replace with the real name)' }) name: string;
}

export class RenameReferenceItemDto {
  @TrimmedText(120, { example: 'Project A' }) name: string;
}

export class ReferenceItemStatusDto {
  @ApiProperty({
    description: 'false: no longer offered for new farmers (those filed under it keep it); true: offered again',
  })
  @IsBoolean()
  active: boolean;
}

export class ReferenceListQueryDto {
  @StoredIdField({ optional: true, description: "The country (the caller's working country when left out)" })
  countryId?: number;
  @ApiPropertyOptional({ type: Boolean, description: 'Administrators: the deactivated entries too' })
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsOptional()
  @IsBoolean()
  includeInactive?: boolean;
}

export class ReferenceListIncludeDto {
  @ApiPropertyOptional({ type: Boolean, description: 'Administrators: the deactivated entries too' })
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsOptional()
  @IsBoolean()
  includeInactive?: boolean;
}

export class ReferenceItemResponse {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() countryId: number;
  @ApiProperty() active: boolean;
}

const MANAGE = 'farmer-lists:manage';

/**
 * The per-country lists a farmer is filed under: projects, aggregation partners, farmer groups or companies. Everyone
 * signed in reads the active entries of a country; administrators add, rename, deactivate and reactivate them.
 */
@ApiTags('farmers')
@Controller()
export class ReferenceListsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private list(
    actor: Actor,
    list: ReferenceList,
    countryId: number,
    includeInactive?: boolean,
  ): Promise<ReferenceItemView[]> {
    return this.queries.execute(
      new ListReferenceItemsQuery(list, countryId, !!includeInactive && isAdministrator(actor)),
    );
  }

  private async add(list: ReferenceList, body: ReferenceItemDto) {
    const item: ReferenceItemView = await this.commands.execute(
      new AddReferenceItemCommand(list, body.countryId, body.name),
    );
    return mutation(say('FARMER_REFERENCE_ADDED', { name: item.name }), item);
  }

  private async rename(list: ReferenceList, id: number, body: RenameReferenceItemDto) {
    const item: ReferenceItemView = await this.commands.execute(new RenameReferenceItemCommand(list, id, body.name));
    return mutation(say('FARMER_REFERENCE_RENAMED', { name: item.name }), item);
  }

  private async status(list: ReferenceList, id: number, body: ReferenceItemStatusDto) {
    const item: ReferenceItemView = await this.commands.execute(
      new SetReferenceItemStatusCommand(list, id, body.active),
    );
    return mutation(
      say(item.active ? 'FARMER_REFERENCE_ACTIVATED' : 'FARMER_REFERENCE_DEACTIVATED', { name: item.name }),
      item,
    );
  }

  // ---- projects ------------------------------------------------------------------------------------------------------

  @Get('projects')
  @Authenticated()
  @ApiOperation({ summary: "The projects of a country (the caller's when left out), by name" })
  @ApiOkResponse({ type: ReferenceItemResponse, isArray: true })
  projects(@CurrentActor() actor: Actor, @Query() query: ReferenceListQueryDto) {
    return this.list(actor, 'PROJECT', query.countryId ?? workingCountryOf(actor), query.includeInactive);
  }

  @Post('projects')
  @RequirePermission(MANAGE)
  @ApiMutationResponse(ReferenceItemResponse, { status: 201 })
  @ApiConflictResponse({ description: 'FARMER_REFERENCE_NAME_TAKEN' })
  addProject(@Body() body: ReferenceItemDto) {
    return this.add('PROJECT', body);
  }

  @Put('projects/:id')
  @RequirePermission(MANAGE)
  @ApiMutationResponse(ReferenceItemResponse)
  @ApiNotFoundResponse({ description: 'FARMER_REFERENCE_NOT_FOUND' })
  @ApiConflictResponse({ description: 'FARMER_REFERENCE_NAME_TAKEN' })
  renameProject(@Param('id', new StoredIdPipe()) id: number, @Body() body: RenameReferenceItemDto) {
    return this.rename('PROJECT', id, body);
  }

  @Put('projects/:id/status')
  @RequirePermission(MANAGE)
  @ApiMutationResponse(ReferenceItemResponse)
  @ApiNotFoundResponse({ description: 'FARMER_REFERENCE_NOT_FOUND' })
  projectStatus(@Param('id', new StoredIdPipe()) id: number, @Body() body: ReferenceItemStatusDto) {
    return this.status('PROJECT', id, body);
  }

  // ---- aggregation partners ------------------------------------------------------------------------------------------

  @Get('aggregation-partner/:id')
  @Authenticated()
  @ApiOperation({ summary: 'The aggregation partners of country {id}, by name' })
  @ApiParam({ name: 'id', description: 'A country id' })
  @ApiOkResponse({ type: ReferenceItemResponse, isArray: true })
  aggregationPartners(
    @CurrentActor() actor: Actor,
    @Param('id', new StoredIdPipe()) countryId: number,
    @Query() query: ReferenceListIncludeDto,
  ) {
    return this.list(actor, 'AGGREGATION_PARTNER', countryId, query.includeInactive);
  }

  @Post('aggregation-partner')
  @RequirePermission(MANAGE)
  @ApiMutationResponse(ReferenceItemResponse, { status: 201 })
  @ApiConflictResponse({ description: 'FARMER_REFERENCE_NAME_TAKEN' })
  addAggregationPartner(@Body() body: ReferenceItemDto) {
    return this.add('AGGREGATION_PARTNER', body);
  }

  @Put('aggregation-partner/item/:id')
  @RequirePermission(MANAGE)
  @ApiMutationResponse(ReferenceItemResponse)
  @ApiNotFoundResponse({ description: 'FARMER_REFERENCE_NOT_FOUND' })
  @ApiConflictResponse({ description: 'FARMER_REFERENCE_NAME_TAKEN' })
  renameAggregationPartner(@Param('id', new StoredIdPipe()) id: number, @Body() body: RenameReferenceItemDto) {
    return this.rename('AGGREGATION_PARTNER', id, body);
  }

  @Put('aggregation-partner/item/:id/status')
  @RequirePermission(MANAGE)
  @ApiMutationResponse(ReferenceItemResponse)
  @ApiNotFoundResponse({ description: 'FARMER_REFERENCE_NOT_FOUND' })
  aggregationPartnerStatus(@Param('id', new StoredIdPipe()) id: number, @Body() body: ReferenceItemStatusDto) {
    return this.status('AGGREGATION_PARTNER', id, body);
  }

  // ---- farmer groups and companies -----------------------------------------------------------------------------------

  @Get('farmers/farmer-company/country/:id')
  @Authenticated()
  @ApiOperation({ summary: 'The farmer groups and companies of country {id}, by name' })
  @ApiParam({ name: 'id', description: 'A country id' })
  @ApiOkResponse({ type: ReferenceItemResponse, isArray: true })
  farmerCompanies(
    @CurrentActor() actor: Actor,
    @Param('id', new StoredIdPipe()) countryId: number,
    @Query() query: ReferenceListIncludeDto,
  ) {
    return this.list(actor, 'FARMER_COMPANY', countryId, query.includeInactive);
  }

  @Post('farmers/farmer-company')
  @RequirePermission(MANAGE)
  @ApiMutationResponse(ReferenceItemResponse, { status: 201 })
  @ApiConflictResponse({ description: 'FARMER_REFERENCE_NAME_TAKEN' })
  addFarmerCompany(@Body() body: ReferenceItemDto) {
    return this.add('FARMER_COMPANY', body);
  }

  @Put('farmers/farmer-company/:id')
  @RequirePermission(MANAGE)
  @ApiMutationResponse(ReferenceItemResponse)
  @ApiNotFoundResponse({ description: 'FARMER_REFERENCE_NOT_FOUND' })
  @ApiConflictResponse({ description: 'FARMER_REFERENCE_NAME_TAKEN' })
  renameFarmerCompany(@Param('id', new StoredIdPipe()) id: number, @Body() body: RenameReferenceItemDto) {
    return this.rename('FARMER_COMPANY', id, body);
  }

  @Put('farmers/farmer-company/:id/status')
  @RequirePermission(MANAGE)
  @ApiMutationResponse(ReferenceItemResponse)
  @ApiNotFoundResponse({ description: 'FARMER_REFERENCE_NOT_FOUND' })
  farmerCompanyStatus(@Param('id', new StoredIdPipe()) id: number, @Body() body: ReferenceItemStatusDto) {
    return this.status('FARMER_COMPANY', id, body);
  }
}
