import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, RequirePermission } from '../../kernel/auth/access.decorators';
import type { Actor } from '../../kernel/context/request-context';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { mutation } from '../../kernel/http/envelopes';
import { Idempotent } from '../../kernel/http/idempotency';
import { ApiMutationResponse, ApiPageResponse } from '../../kernel/http/openapi-schemas';
import { OneOfPipe, UuidPipe } from '../../kernel/http/path-params';
import { say } from '../../kernel/i18n/translator';
import {
  AcceptQuotationCommand,
  AnswerQuotationCommand,
  AskQuotationCommand,
  CounterQuotationCommand,
} from '../commands/quotation.commands';
import {
  CountReceivedQuotationsQuery,
  GetQuotationQuery,
  ListAskedQuotationsQuery,
  ListReceivedQuotationsQuery,
  ReadStatus,
} from '../queries/quotation.queries';
import { ProductRequestResponse } from './product-requests.dto';
import {
  AcceptQuotationDto,
  AskedQuotationsQueryDto,
  AskQuotationDto,
  CounterOfferDto,
  QuotationCountResponse,
  QuotationResponse,
  ReceivedQuotationsQueryDto,
  UpdateQuotationDto,
} from './quotations.dto';

const READ_STATUSES: readonly ReadStatus[] = ['UNREAD', 'READ'];
const NOT_FOUND = 'QUOTATION_NOT_FOUND (also for a quotation of someone else)';
const readFilter = (read: string | undefined) => (read === 'UNREAD' ? false : read === 'READ' ? true : undefined);

/**
 * Quotations: a buyer asks the seller of a public product for a price, the seller answers (PUT quotes/update), the
 * buyer counters or accepts, and an accepted quotation becomes a product request. Each side reaches only its own.
 */
@ApiTags('orders')
@Controller()
export class QuotationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('quotes')
  @RequirePermission('quotations:create')
  @Idempotent()
  @ApiOperation({ summary: 'Ask the seller of a public product for a price' })
  @ApiMutationResponse(QuotationResponse, { status: 201 })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND: no such public product' })
  @ApiForbiddenResponse({ description: 'QUOTATION_OWN_PRODUCT' })
  async ask(@CurrentActor() actor: Actor, @Body() body: AskQuotationDto) {
    return mutation(say('QUOTATION_REQUESTED'), await this.commands.execute(new AskQuotationCommand(actor, body)));
  }

  @Get('quotes')
  @RequirePermission('quotations:list')
  @ApiOperation({ summary: "The quotations asked of the caller's organisation (the seller), latest activity first" })
  @ApiPageResponse(QuotationResponse)
  received(@CurrentActor() actor: Actor, @Query() query: ReceivedQuotationsQueryDto) {
    return this.queries.execute(
      new ListReceivedQuotationsQuery(
        actor,
        { status: query.status, isRead: readFilter(query.read) },
        query.pageRequest(20),
      ),
    );
  }

  @Get('me/quotes')
  @RequirePermission('quotations:create')
  @ApiOperation({ summary: 'The quotations the caller (the buyer) asked, latest activity first' })
  @ApiPageResponse(QuotationResponse)
  asked(@CurrentActor() actor: Actor, @Query() query: AskedQuotationsQueryDto) {
    return this.queries.execute(new ListAskedQuotationsQuery(actor, { status: query.status }, query.pageRequest(20)));
  }

  @Get('quotes/read/:status/count')
  @RequirePermission('quotations:list')
  @ApiOperation({ summary: 'How many quotations asked of the seller are unread (UNREAD, for the badge) or read' })
  @ApiParam({ name: 'status', enum: READ_STATUSES })
  @ApiOkResponse({ type: QuotationCountResponse })
  @ApiBadRequestResponse({ description: 'QUOTATION_READ_STATUS_UNKNOWN' })
  count(
    @CurrentActor() actor: Actor,
    @Param('status', new OneOfPipe(READ_STATUSES, 'QUOTATION_READ_STATUS_UNKNOWN')) status: ReadStatus,
  ) {
    return this.queries.execute(new CountReceivedQuotationsQuery(actor, status));
  }

  @Put('quotes/update/:id')
  @RequirePermission('quotations:answer')
  @ApiOperation({ summary: 'The seller marks it read or unread, offers a unit price, or writes a comment' })
  @ApiMutationResponse(QuotationResponse)
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: 'QUOTATION_CLOSED: accepted already' })
  @ApiBadRequestResponse({ description: 'QUOTATION_UPDATE_EMPTY, QUOTATION_PRODUCT_MISMATCH' })
  async update(
    @CurrentActor() actor: Actor,
    @Param('id', new UuidPipe()) id: string,
    @Body() body: UpdateQuotationDto,
  ) {
    return mutation(say('QUOTATION_UPDATED'), await this.commands.execute(new AnswerQuotationCommand(actor, id, body)));
  }

  @Get('quotes/:id')
  @Authenticated()
  @ApiOperation({
    summary: 'One quotation with its thread: for its seller (quotations:list) and its buyer (quotations:create)',
  })
  @ApiOkResponse({ type: QuotationResponse })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  one(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.queries.execute(new GetQuotationQuery(actor, id));
  }

  @Post('quotes/:id/counter')
  @HttpCode(200)
  @RequirePermission('quotations:create')
  @ApiOperation({ summary: "The buyer proposes another unit price, after the seller's offer" })
  @ApiMutationResponse(QuotationResponse)
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: 'QUOTATION_NO_OFFER, QUOTATION_CLOSED' })
  async counter(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Body() body: CounterOfferDto) {
    return mutation(
      say('QUOTATION_COUNTERED'),
      await this.commands.execute(new CounterQuotationCommand(actor, id, body)),
    );
  }

  @Post('quotes/:id/accept')
  @RequirePermission('orders:create')
  @ApiOperation({
    summary: "The buyer accepts the seller's standing price: answers the product request placed at that price",
  })
  @ApiMutationResponse(ProductRequestResponse, { status: 201 })
  @ApiNotFoundResponse({ description: `${NOT_FOUND}; PRODUCT_NOT_FOUND when the product is no longer on sale` })
  @ApiConflictResponse({ description: 'QUOTATION_NO_OFFER, QUOTATION_AWAITING_SELLER, QUOTATION_CLOSED' })
  @ApiBadRequestResponse({ description: 'ORDER_DELIVERY_METHOD_NOT_OFFERED (field deliveryMethodId)' })
  async accept(
    @CurrentActor() actor: Actor,
    @Param('id', new UuidPipe()) id: string,
    @Body() body: AcceptQuotationDto,
  ) {
    return mutation(
      say('QUOTATION_ACCEPTED'),
      await this.commands.execute(new AcceptQuotationCommand(actor, id, body)),
    );
  }
}
