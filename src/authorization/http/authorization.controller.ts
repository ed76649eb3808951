import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, RequirePermission } from '../../kernel/auth/access.decorators';
import type { Actor } from '../../kernel/context/request-context';
import { RequestContexts } from '../../kernel/context/request-context';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { ApiMutationResponse, ApiPageResponse } from '../../kernel/http/openapi-schemas';
import {
  SwitchAuthorizationCountryCommand,
  SwitchFeatureCommand,
  SwitchProfileCommand,
} from '../commands/switch-settings.commands';
import {
  AuthorizationCountriesQuery,
  AuthorizationCountryQuery,
  AuthorizationProfileQuery,
  FeaturesByRole,
  FeaturesQuery,
} from '../queries/authorization.queries';
import {
  ActivateCountryDto,
  AuthorizationCountriesQueryDto,
  AuthorizationCountryDetailResponse,
  AuthorizationCountryResponse,
  EnableDto,
  FeatureWithProfileResponse,
  ProfileResponse,
} from './authorization.dto';
import { StoredIdPipe } from '../../kernel/http/path-params';

const DEFAULT_COUNTRY_PAGE_SIZE = 10;

@ApiTags('authorization')
@Controller('authorizations')
export class AuthorizationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('features')
  @Authenticated()
  @ApiOperation({
    summary: "What every role holds in the caller's country; a staff member's role includes their personal grants",
  })
  @ApiOkResponse({
    schema: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
      example: { ROLE_FARMER: ['account-settings', 'inputs:list'] },
    },
  })
  features(@CurrentActor() actor: Actor): Promise<FeaturesByRole> {
    return this.queries.execute(new FeaturesQuery(actor, RequestContexts.current()?.countryId ?? null));
  }

  @Get('countries')
  @RequirePermission('countries:list')
  @ApiOperation({
    summary:
      'The countries, a page at a time (10 by default), with whether authorization is active and their number of profiles',
  })
  @ApiPageResponse(AuthorizationCountryResponse)
  countries(@Query() query: AuthorizationCountriesQueryDto) {
    return this.queries.execute(
      new AuthorizationCountriesQuery(query.search, query.pageRequest(DEFAULT_COUNTRY_PAGE_SIZE)),
    );
  }

  @Get('countries/:id')
  @RequirePermission('countries:list')
  @ApiOperation({ summary: "A country's profiles and their features" })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: AuthorizationCountryDetailResponse })
  @ApiNotFoundResponse({ description: 'COUNTRY_NOT_FOUND, NO_PROFILE_FOR_COUNTRY' })
  country(@Param('id', StoredIdPipe) id: number) {
    return this.queries.execute(new AuthorizationCountryQuery(id));
  }

  @Put('countries/:id/activate')
  @RequirePermission('countries:manage')
  @ApiOperation({ summary: 'Switches authorization on or off in a country' })
  @ApiParam({ name: 'id', type: Number })
  @ApiMutationResponse(AuthorizationCountryResponse)
  @ApiNotFoundResponse({ description: 'COUNTRY_NOT_FOUND' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED' })
  activate(@Param('id', StoredIdPipe) id: number, @Body() body: ActivateCountryDto) {
    return this.commands.execute(new SwitchAuthorizationCountryCommand(id, body.active));
  }

  @Get('profiles/:id')
  @RequirePermission('countries:list')
  @ApiOperation({ summary: 'A profile (one role in one country) and its features' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: ProfileResponse })
  @ApiNotFoundResponse({ description: 'PROFILE_NOT_FOUND, NO_FEATURE_FOR_PROFILE' })
  profile(@Param('id', StoredIdPipe) id: number) {
    return this.queries.execute(new AuthorizationProfileQuery(id));
  }

  @Put('profiles/:id/enable')
  @RequirePermission('countries:manage')
  @ApiOperation({ summary: 'Enables or disables a profile' })
  @ApiParam({ name: 'id', type: Number })
  @ApiMutationResponse(ProfileResponse)
  @ApiNotFoundResponse({ description: 'PROFILE_NOT_FOUND' })
  enableProfile(@Param('id', StoredIdPipe) id: number, @Body() body: EnableDto) {
    return this.commands.execute(new SwitchProfileCommand(id, body.enabled));
  }

  @Put('features/:id/enable')
  @RequirePermission('countries:manage')
  @ApiOperation({ summary: 'Enables or disables one feature of a profile' })
  @ApiParam({ name: 'id', type: Number })
  @ApiMutationResponse(FeatureWithProfileResponse)
  @ApiNotFoundResponse({ description: 'FEATURE_NOT_FOUND' })
  enableFeature(@Param('id', StoredIdPipe) id: number, @Body() body: EnableDto) {
    return this.commands.execute(new SwitchFeatureCommand(id, body.enabled));
  }
}
