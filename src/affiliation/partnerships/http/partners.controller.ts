import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from '../../../kernel/auth/access.decorators';
import type { Actor } from '../../../kernel/context/request-context';
import { CurrentActor } from '../../../kernel/http/current-actor.decorator';
import { mutation } from '../../../kernel/http/envelopes';
import { ApiMutationResponse, ApiPageResponse } from '../../../kernel/http/openapi-schemas';
import { PageQueryDto } from '../../../kernel/http/page-query.dto';
import { OneOfPipe, UuidPipe } from '../../../kernel/http/path-params';
import { say } from '../../../kernel/i18n/translator';
import {
  AnswerAffiliationCommand,
  AnsweredAffiliation,
  RequestAffiliationCommand,
  RequestedAffiliation,
} from '../commands/partnership.commands';
import { AFFILIATION_STATUSES, AffiliationDecision, AffiliationStatus } from '../domain/partnership';
import {
  AffiliationStandingQuery,
  CountAffiliationRequestsQuery,
  ListAffiliationRequestsQuery,
} from '../queries/partnership.queries';
import { AffiliationRequestDto, AffiliationRequestResponse, CountResponse, StandingResponse } from './partners.dto';

const DECISIONS: AffiliationDecision[] = ['APPROVED', 'DECLINED'];
const STATUS_UNKNOWN = 'AFFILIATION_STATUS_UNKNOWN';
const PARTIES_ONLY = 'AFFILIATION_PARTIES_ONLY: the caller is neither an input provider nor a dealer (nor their staff)';

/** Affiliation requests: a dealer asks an input provider; the input provider approves or declines. */
@ApiTags('affiliation')
@Controller('partners')
export class PartnersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @RequirePermission('affiliations:manage')
  @ApiOperation({
    summary: 'A distributor, wholesaler, retailer or agro-dealer asks an input provider for an affiliation',
  })
  @ApiMutationResponse(AffiliationRequestResponse, { status: 201 })
  @ApiForbiddenResponse({ description: 'AFFILIATION_DEALERS_ONLY' })
  @ApiNotFoundResponse({
    description: 'AFFILIATION_INPUT_PROVIDER_NOT_FOUND (unknown, inactive or of another country)',
  })
  @ApiConflictResponse({ description: 'AFFILIATION_ALREADY_PENDING, ALREADY_AFFILIATED' })
  async request(@CurrentActor() actor: Actor, @Body() body: AffiliationRequestDto) {
    const { request, company }: RequestedAffiliation = await this.commands.execute(
      new RequestAffiliationCommand(actor, body.inputProviderId),
    );
    return mutation(say('AFFILIATION_REQUESTED', { company }), request);
  }

  @Get('isAffiliated/:id')
  @RequirePermission('affiliations:manage')
  @ApiOkResponse({ type: StandingResponse })
  @ApiForbiddenResponse({ description: PARTIES_ONLY })
  isAffiliated(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.queries.execute(new AffiliationStandingQuery(actor, id));
  }

  @Get('isPending/:id')
  @RequirePermission('affiliations:manage')
  @ApiOkResponse({ type: StandingResponse })
  @ApiForbiddenResponse({ description: PARTIES_ONLY })
  isPending(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.queries.execute(new AffiliationStandingQuery(actor, id));
  }

  @Get('status/:status')
  @RequirePermission('affiliations:manage')
  @ApiOperation({
    summary: 'The requests received (input provider) or sent (dealer) with this status, latest first; 20 a page',
  })
  @ApiParam({ name: 'status', enum: AFFILIATION_STATUSES })
  @ApiPageResponse(AffiliationRequestResponse)
  @ApiForbiddenResponse({ description: PARTIES_ONLY })
  list(
    @CurrentActor() actor: Actor,
    @Param('status', new OneOfPipe(AFFILIATION_STATUSES, STATUS_UNKNOWN)) status: AffiliationStatus,
    @Query() query: PageQueryDto,
  ) {
    return this.queries.execute(new ListAffiliationRequestsQuery(actor, status, query.pageRequest(20)));
  }

  @Get(':status/count')
  @RequirePermission('affiliations:manage')
  @ApiOperation({
    summary: 'How many requests received (input provider) or sent (dealer) have this status (PENDING for the badge)',
  })
  @ApiParam({ name: 'status', enum: AFFILIATION_STATUSES })
  @ApiOkResponse({ type: CountResponse })
  @ApiForbiddenResponse({ description: PARTIES_ONLY })
  count(
    @CurrentActor() actor: Actor,
    @Param('status', new OneOfPipe(AFFILIATION_STATUSES, STATUS_UNKNOWN)) status: AffiliationStatus,
  ) {
    return this.queries.execute(new CountAffiliationRequestsQuery(actor, status));
  }

  @Post(':id/:status')
  @HttpCode(200)
  @RequirePermission('affiliations:manage')
  @ApiOperation({
    summary:
      'The input provider asked approves (APPROVED) or declines (DECLINED) a pending request; the dealer is mailed',
  })
  @ApiParam({ name: 'status', enum: DECISIONS })
  @ApiMutationResponse(AffiliationRequestResponse)
  @ApiNotFoundResponse({ description: 'AFFILIATION_REQUEST_NOT_FOUND (also for a request made to someone else)' })
  @ApiConflictResponse({ description: 'AFFILIATION_ALREADY_ANSWERED' })
  async answer(
    @CurrentActor() actor: Actor,
    @Param('id', new UuidPipe()) id: string,
    @Param('status', new OneOfPipe(DECISIONS, STATUS_UNKNOWN)) status: AffiliationDecision,
  ) {
    const { request, requester }: AnsweredAffiliation = await this.commands.execute(
      new AnswerAffiliationCommand(actor, id, status),
    );
    return mutation(
      say(status === 'APPROVED' ? 'AFFILIATION_APPROVED_DONE' : 'AFFILIATION_DECLINED_DONE', { requester }),
      request,
    );
  }
}
