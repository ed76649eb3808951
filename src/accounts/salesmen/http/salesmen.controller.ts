import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from '../../../kernel/auth/access.decorators';
import type { Actor } from '../../../kernel/context/request-context';
import { CurrentActor } from '../../../kernel/http/current-actor.decorator';
import { mutation } from '../../../kernel/http/envelopes';
import { say } from '../../../kernel/i18n/translator';
import { ApiMutationResponse, ApiPageResponse } from '../../../kernel/http/openapi-schemas';
import { IdResponse } from '../../http/people.dto';
import { workingCountryOf } from '../../domain/organisation-roles';
import { RegisterSalesmanCommand, RemoveSalesmanCommand, UpdateSalesmanCommand } from '../commands/salesman.commands';
import { GetSalesmanQuery, ListSalesmenQuery } from '../queries/salesman.queries';
import { NewSalesmanDto, SalesmanEditDto, SalesmanResponse, SalesmenQueryDto } from './salesman.dto';
import { UuidPipe } from '../../../kernel/http/path-params';

/** The salesmen directory of the country the caller works in (the Country header for administrators). */
@ApiTags('admin-users')
@Controller('salesmen')
export class SalesmenController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @RequirePermission('salesmen:manage')
  @ApiMutationResponse(SalesmanResponse, { status: 201 })
  @ApiBadRequestResponse({
    description: 'VALIDATION_FAILED (PHONE_LENGTH, STATE_NOT_IN_COUNTRY, CITY_NOT_IN_STATE, ...)',
  })
  @ApiConflictResponse({ description: 'SALESMAN_PHONE_TAKEN' })
  async create(@CurrentActor() actor: Actor, @Body() body: NewSalesmanDto) {
    return mutation(
      say('SALESMAN_CREATED'),
      await this.commands.execute(new RegisterSalesmanCommand(workingCountryOf(actor), body)),
    );
  }

  @Get()
  @RequirePermission('salesmen:list')
  @ApiOperation({ summary: "The country's salesmen by last name" })
  @ApiPageResponse(SalesmanResponse)
  list(@CurrentActor() actor: Actor, @Query() query: SalesmenQueryDto) {
    return this.queries.execute(new ListSalesmenQuery(workingCountryOf(actor), query.name, query.pageRequest()));
  }

  @Get(':id')
  @RequirePermission('salesmen:list')
  @ApiOkResponse({ type: SalesmanResponse })
  @ApiNotFoundResponse({ description: 'SALESMAN_NOT_FOUND (also outside the country)' })
  one(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    return this.queries.execute(new GetSalesmanQuery(workingCountryOf(actor), id));
  }

  @Put(':id')
  @RequirePermission('salesmen:manage')
  @ApiMutationResponse(SalesmanResponse)
  @ApiNotFoundResponse({ description: 'SALESMAN_NOT_FOUND' })
  @ApiConflictResponse({ description: 'SALESMAN_PHONE_TAKEN' })
  async edit(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string, @Body() body: SalesmanEditDto) {
    return mutation(
      say('SALESMAN_UPDATED'),
      await this.commands.execute(new UpdateSalesmanCommand(workingCountryOf(actor), id, body)),
    );
  }

  @Delete(':id')
  @RequirePermission('salesmen:manage')
  @ApiMutationResponse(IdResponse)
  @ApiNotFoundResponse({ description: 'SALESMAN_NOT_FOUND' })
  async remove(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    return mutation(
      say('SALESMAN_DELETED'),
      await this.commands.execute(new RemoveSalesmanCommand(workingCountryOf(actor), id)),
    );
  }
}
