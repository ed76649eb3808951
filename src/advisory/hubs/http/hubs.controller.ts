import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsLatitude, IsLongitude, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { workingCountryOf } from '../../../accounts';
import { Authenticated, RequirePermission } from '../../../kernel/auth/access.decorators';
import { isAdministrator } from '../../../kernel/auth/platform-roles';
import type { Actor } from '../../../kernel/context/request-context';
import { CurrentActor } from '../../../kernel/http/current-actor.decorator';
import { BoundedInt, StoredIdField, TrimmedText } from '../../../kernel/http/dto-fields';
import { mutation } from '../../../kernel/http/envelopes';
import { ApiMutationResponse, ApiPageResponse } from '../../../kernel/http/openapi-schemas';
import { PageQueryDto } from '../../../kernel/http/page-query.dto';
import { StoredIdPipe } from '../../../kernel/http/path-params';
import { say } from '../../../kernel/i18n/translator';
import { EditHubCommand, OpenHubCommand, SetHubStatusCommand } from '../commands/hub.commands';
import { CountHubsQuery, GetHubQuery, ListHubsQuery, NearestHubsQuery } from '../queries/hub.queries';

const MANAGE = 'hubs:manage';
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class HubDto {
  @TrimmedText(160, { example: 'Farm and Fortune Hub Kura' }) name: string;
  @StoredIdField({ description: 'The state it stands in (its country is the hub’s)' }) stateId: number;
  @StoredIdField({ optional: true, description: 'Its local area' }) cityId?: number | null;
  @TrimmedText(300, { example: 'Kura market road' }) address: string;
  @TrimmedText(40, { optional: true, example: '+2348031234567' }) phone?: string | null;

  @ApiProperty({ minimum: -90, maximum: 90, example: 11.77 })
  @IsNumber()
  @Min(-90)
  @Max(90)
  latitude: number;

  @ApiProperty({ minimum: -180, maximum: 180, example: 8.43 })
  @IsNumber()
  @Min(-180)
  @Max(180)
  longitude: number;
}

export class HubStatusDto {
  @ApiProperty({ description: 'false closes the hub (farmers no longer see it); true reopens it' })
  @IsBoolean()
  open: boolean;
}

export class HubListQueryDto extends PageQueryDto {
  @StoredIdField({ optional: true, description: "The country (the caller's working country when left out)" })
  countryId?: number;
  @StoredIdField({ optional: true }) stateId?: number;

  @ApiPropertyOptional({ type: Boolean, description: 'Administrators: the closed hubs too' })
  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  includeClosed?: boolean;
}

export class HubCountQueryDto {
  @StoredIdField({ optional: true, description: "The country (the caller's working country when left out)" })
  countryId?: number;
}

export class NearestQueryDto {
  @ApiProperty({ minimum: -90, maximum: 90 }) @Type(() => Number) @IsLatitude() latitude: number;
  @ApiProperty({ minimum: -180, maximum: 180 }) @Type(() => Number) @IsLongitude() longitude: number;
  @BoundedInt(1, 50, { optional: true, description: 'How many hubs (5 by default)' }) size?: number;
}

export class HubResponse {
  @ApiProperty() id: number;
  @ApiProperty() countryId: number;
  @ApiProperty() stateId: number;
  @ApiProperty({ type: Number, nullable: true }) cityId: number | null;
  @ApiProperty() name: string;
  @ApiProperty() address: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() latitude: number;
  @ApiProperty() longitude: number;
  @ApiProperty() open: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class NearHubResponse extends HubResponse {
  @ApiProperty({ description: 'km from the point, rounded to 0.01' }) distance: number;
}

export class HubCountResponse {
  @ApiProperty() count: number;
}

/** Farm-fortune hubs: every signed-in user finds them (nearest first); administrators open, edit, close and reopen them. */
@ApiTags('advisory')
@Controller('farm-fortune-hubs')
export class HubsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: "The open hubs of a country (the caller's working country when left out), by name" })
  @ApiPageResponse(HubResponse)
  list(@CurrentActor() actor: Actor, @Query() query: HubListQueryDto) {
    return this.queries.execute(
      new ListHubsQuery(
        query.countryId ?? workingCountryOf(actor),
        query.pageRequest(20),
        !!query.includeClosed && isAdministrator(actor),
        query.stateId,
      ),
    );
  }

  @Get('nearest')
  @Authenticated()
  @ApiOperation({ summary: 'The open hubs nearest to a point first, with their distance in km' })
  @ApiOkResponse({ type: NearHubResponse, isArray: true })
  nearest(@Query() query: NearestQueryDto) {
    return this.queries.execute(new NearestHubsQuery(query.latitude, query.longitude, query.size ?? 5));
  }

  @Get('count')
  @Authenticated()
  @ApiOperation({ summary: 'How many open hubs a country has' })
  @ApiOkResponse({ type: HubCountResponse })
  async count(@CurrentActor() actor: Actor, @Query() query: HubCountQueryDto) {
    return { count: await this.queries.execute(new CountHubsQuery(query.countryId ?? workingCountryOf(actor))) };
  }

  @Get(':id')
  @Authenticated()
  @ApiOkResponse({ type: HubResponse })
  @ApiNotFoundResponse({ description: 'HUB_NOT_FOUND (a closed hub, for all but administrators)' })
  one(@CurrentActor() actor: Actor, @Param('id', new StoredIdPipe()) id: number) {
    return this.queries.execute(new GetHubQuery(id, isAdministrator(actor)));
  }

  @Post()
  @RequirePermission(MANAGE)
  @ApiMutationResponse(HubResponse, { status: 201 })
  @ApiConflictResponse({ description: 'HUB_NAME_TAKEN' })
  async create(@Body() body: HubDto) {
    const hub = await this.commands.execute(new OpenHubCommand(body));
    return mutation(say('HUB_CREATED', { name: hub.name }), hub);
  }

  @Put(':id')
  @RequirePermission(MANAGE)
  @ApiMutationResponse(HubResponse)
  @ApiNotFoundResponse({ description: 'HUB_NOT_FOUND' })
  @ApiConflictResponse({ description: 'HUB_NAME_TAKEN' })
  async edit(@Param('id', new StoredIdPipe()) id: number, @Body() body: HubDto) {
    const hub = await this.commands.execute(new EditHubCommand(id, body));
    return mutation(say('HUB_UPDATED', { name: hub.name }), hub);
  }

  @Put(':id/status')
  @RequirePermission(MANAGE)
  @ApiMutationResponse(HubResponse)
  @ApiNotFoundResponse({ description: 'HUB_NOT_FOUND' })
  async status(@Param('id', new StoredIdPipe()) id: number, @Body() body: HubStatusDto) {
    const hub = await this.commands.execute(new SetHubStatusCommand(id, body.open));
    return mutation(say(hub.open ? 'HUB_REOPENED' : 'HUB_CLOSED', { name: hub.name }), hub);
  }
}
