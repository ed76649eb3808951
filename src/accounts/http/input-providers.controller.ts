import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, RequirePermission } from '../../kernel/auth/access.decorators';
import type { Actor } from '../../kernel/context/request-context';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { mutation } from '../../kernel/http/envelopes';
import { say } from '../../kernel/i18n/translator';
import { ApiMutationResponse, ApiPageResponse } from '../../kernel/http/openapi-schemas';
import {
  CreateInputProviderCommand,
  EditInputProviderCommand,
  SetInputProviderActiveCommand,
} from '../commands/input-provider.commands';
import { ROLE_INPUT_PROVIDER } from '../../kernel/auth/organisation-roles';
import { workingCountryOf } from '../domain/organisation-roles';
import { GetInputProviderQuery, InputProviderCompaniesQuery } from '../queries/input-provider.queries';
import { ListUsersQuery } from '../queries/list-users.query';
import {
  CompanyResponse,
  InputProviderEditDto,
  NewInputProviderDto,
  PeopleQueryDto,
  PersonDetailResponse,
  PersonResponse,
} from './people.dto';
import { UuidPipe } from '../../kernel/http/path-params';

/** Input providers as administrators run them, in the country they work in (the Country header). */
@ApiTags('admin-users')
@Controller('admin/ip')
export class InputProvidersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermission('input-providers:list')
  @ApiOperation({ summary: "The country's input providers, newest first (isActive says whether they can sign in)" })
  @ApiPageResponse(PersonResponse)
  list(@CurrentActor() actor: Actor, @Query() query: PeopleQueryDto) {
    return this.queries.execute(
      new ListUsersQuery(
        { role: ROLE_INPUT_PROVIDER, countryId: workingCountryOf(actor), name: query.name },
        query.pageRequest(),
      ),
    );
  }

  @Get('companies')
  @RequirePermission('input-providers:list')
  @ApiOperation({ summary: "Every input provider's company in the country, by name" })
  @ApiOkResponse({ type: CompanyResponse, isArray: true })
  companies(@CurrentActor() actor: Actor) {
    return this.queries.execute(new InputProviderCompaniesQuery(workingCountryOf(actor)));
  }

  @Get('getme')
  @Authenticated()
  @ApiOperation({ summary: "The calling input provider's own record" })
  @ApiOkResponse({ type: PersonDetailResponse })
  @ApiNotFoundResponse({ description: 'INPUT_PROVIDER_NOT_FOUND: the caller is not an input provider' })
  me(@CurrentActor() actor: Actor) {
    return this.queries.execute(new GetInputProviderQuery(actor.id, null));
  }

  @Get(':id')
  @RequirePermission('input-providers:list')
  @ApiOkResponse({ type: PersonDetailResponse })
  @ApiNotFoundResponse({ description: 'INPUT_PROVIDER_NOT_FOUND (also outside the country)' })
  one(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    return this.queries.execute(new GetInputProviderQuery(id, workingCountryOf(actor)));
  }

  @Post()
  @RequirePermission('input-providers:manage')
  @ApiOperation({
    summary:
      'Opens an input provider account in the country: active, mailed a link to choose a password; terms accepted at the first sign-in',
  })
  @ApiMutationResponse(PersonDetailResponse, { status: 201 })
  @ApiConflictResponse({ description: 'COMPANY_TAKEN, EMAIL_TAKEN, PHONE_TAKEN (with the field in errors)' })
  async create(@CurrentActor() actor: Actor, @Body() body: NewInputProviderDto) {
    return mutation(
      say('INPUT_PROVIDER_CREATED'),
      await this.commands.execute(new CreateInputProviderCommand(actor, workingCountryOf(actor), body)),
    );
  }

  @Put(':id')
  @RequirePermission('input-providers:manage')
  @ApiMutationResponse(PersonDetailResponse)
  @ApiNotFoundResponse({ description: 'INPUT_PROVIDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'COMPANY_TAKEN, PHONE_TAKEN' })
  async edit(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string, @Body() body: InputProviderEditDto) {
    return mutation(
      say('INPUT_PROVIDER_UPDATED'),
      await this.commands.execute(new EditInputProviderCommand(workingCountryOf(actor), id, body)),
    );
  }

  @Post('deactivate/:id')
  @HttpCode(200)
  @RequirePermission('input-providers:manage')
  @ApiOperation({ summary: 'Deactivates an input provider: their tokens stop working at once' })
  @ApiMutationResponse(PersonDetailResponse)
  @ApiNotFoundResponse({ description: 'INPUT_PROVIDER_NOT_FOUND' })
  async deactivate(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    return mutation(
      say('INPUT_PROVIDER_DEACTIVATED'),
      await this.commands.execute(new SetInputProviderActiveCommand(workingCountryOf(actor), id, false)),
    );
  }

  @Post('activate/:id')
  @HttpCode(200)
  @RequirePermission('input-providers:manage')
  @ApiMutationResponse(PersonDetailResponse)
  @ApiNotFoundResponse({ description: 'INPUT_PROVIDER_NOT_FOUND' })
  async activate(@CurrentActor() actor: Actor, @Param('id', UuidPipe) id: string) {
    return mutation(
      say('INPUT_PROVIDER_ACTIVATED'),
      await this.commands.execute(new SetInputProviderActiveCommand(workingCountryOf(actor), id, true)),
    );
  }
}
