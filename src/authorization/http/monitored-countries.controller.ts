import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from '../../kernel/auth/access.decorators';
import type { Actor } from '../../kernel/context/request-context';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { ApiMutationResponse } from '../../kernel/http/openapi-schemas';
import { SetMonitoredCountriesCommand } from '../commands/monitored-countries.command';
import { MonitoredCountriesQuery } from '../queries/authorization.queries';
import { CountryRefResponse, MonitoredCountriesDto } from './authorization.dto';
import { UuidPipe } from '../../kernel/http/path-params';

@ApiTags('authorization')
@Controller('users')
export class MonitoredCountriesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(':id/monitored-countries')
  @RequirePermission('platform-managers:list')
  @ApiOperation({ summary: 'The countries a platform manager works in' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: CountryRefResponse, isArray: true })
  monitoredCountries(@Param('id', UuidPipe) id: string) {
    return this.queries.execute(new MonitoredCountriesQuery(id));
  }

  @Post(':id/monitored-countries')
  @HttpCode(200)
  @RequirePermission('platform-managers:manage')
  @ApiOperation({ summary: 'Replaces the countries a platform manager works in' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiMutationResponse(CountryRefResponse, { isArray: true })
  @ApiBadRequestResponse({ description: 'NOT_A_PLATFORM_MANAGER, UNKNOWN_COUNTRIES, VALIDATION_FAILED' })
  @ApiNotFoundResponse({ description: 'USER_NOT_FOUND' })
  setMonitoredCountries(
    @CurrentActor() actor: Actor,
    @Param('id', UuidPipe) id: string,
    @Body() body: MonitoredCountriesDto,
  ) {
    return this.commands.execute(new SetMonitoredCountriesCommand(actor, id, body.countryIds));
  }
}
