import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
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
import { ApiMutationResponse, ApiPageResponse } from '../../kernel/http/openapi-schemas';
import { OneOfPipe, UuidPipe } from '../../kernel/http/path-params';
import { say } from '../../kernel/i18n/translator';
import { ChangeProductRequestStatusCommand, PlaceProductRequestCommand } from '../commands/product-request.commands';
import { ORDER_STATUSES, OrderStatus } from '../domain/product-request';
import {
  CountReceivedOrdersQuery,
  GetProductRequestQuery,
  ListPlacedOrdersQuery,
  ListReceivedOrdersQuery,
} from '../queries/product-request.queries';
import type { ProductRequestView } from '../queries/product-request.views';
import {
  PlaceProductRequestDto,
  ProductRequestCountResponse,
  ProductRequestResponse,
  ProductRequestsQueryDto,
  ProductRequestStatusDto,
} from './product-requests.dto';

const NOT_FOUND = 'ORDER_NOT_FOUND (also for an order of someone else)';
const statusFilter = (status: OrderStatus | 'ALL' | undefined) => (status && status !== 'ALL' ? status : undefined);

/**
 * Product requests (orders). Buyers place them and follow theirs (me/product/request); sellers follow those they
 * received and administrators and platform managers every order of their country (product/request). The order machine
 * (domain/product-request.ts) says who moves an order where.
 */
@ApiTags('orders')
@Controller()
export class ProductRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('product/request')
  @RequirePermission('orders:create')
  @ApiOperation({ summary: 'Order a public product at its price, delivered one of the ways its seller offers' })
  @ApiMutationResponse(ProductRequestResponse, { status: 201 })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND: no such public product' })
  @ApiForbiddenResponse({ description: 'ORDER_OWN_PRODUCT' })
  @ApiBadRequestResponse({ description: 'ORDER_DELIVERY_METHOD_NOT_OFFERED (field deliveryMethodId)' })
  async place(@CurrentActor() actor: Actor, @Body() body: PlaceProductRequestDto) {
    return mutation(say('ORDER_PLACED'), await this.commands.execute(new PlaceProductRequestCommand(actor, body)));
  }

  @Get('me/product/request')
  @RequirePermission('orders:create')
  @ApiOperation({ summary: 'The orders the caller (the buyer) placed, newest first' })
  @ApiPageResponse(ProductRequestResponse)
  placed(@CurrentActor() actor: Actor, @Query() query: ProductRequestsQueryDto) {
    return this.queries.execute(new ListPlacedOrdersQuery(actor, statusFilter(query.status), query.pageRequest(20)));
  }

  @Get('product/request')
  @RequirePermission('orders:list')
  @ApiOperation({
    summary:
      "The orders the caller's organisation received (seller); every order of the working country (administrators)",
  })
  @ApiPageResponse(ProductRequestResponse)
  received(@CurrentActor() actor: Actor, @Query() query: ProductRequestsQueryDto) {
    return this.queries.execute(new ListReceivedOrdersQuery(actor, statusFilter(query.status), query.pageRequest(20)));
  }

  @Get('product/request/:status/count')
  @RequirePermission('orders:list')
  @ApiOperation({ summary: 'How many of the orders product/request lists have this status (PENDING for the badge)' })
  @ApiParam({ name: 'status', enum: ORDER_STATUSES })
  @ApiOkResponse({ type: ProductRequestCountResponse })
  @ApiBadRequestResponse({ description: 'ORDER_STATUS_UNKNOWN' })
  count(
    @CurrentActor() actor: Actor,
    @Param('status', new OneOfPipe(ORDER_STATUSES, 'ORDER_STATUS_UNKNOWN')) status: OrderStatus,
  ) {
    return this.queries.execute(new CountReceivedOrdersQuery(actor, status));
  }

  @Get('product/request/:id')
  @Authenticated()
  @ApiOperation({
    summary: 'One order: for its buyer (orders:create), its seller and the administrators of its country (orders:list)',
  })
  @ApiOkResponse({ type: ProductRequestResponse })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  one(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.queries.execute(new GetProductRequestQuery(actor, id));
  }

  @Put('product/request/:id/status')
  @Authenticated()
  @ApiOperation({
    summary:
      'Move an order: the seller (orders:manage) approves, declines or rejects a pending one and ships an approved one; the buyer (orders:create) ' +
      'cancels a pending one; either marks a shipped one delivered',
  })
  @ApiMutationResponse(ProductRequestResponse)
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiForbiddenResponse({
    description: 'ORDER_SELLER_ONLY, ORDER_BUYER_ONLY, FORBIDDEN (a side without its permission)',
  })
  @ApiConflictResponse({ description: 'ORDER_TRANSITION_NOT_ALLOWED: names both statuses' })
  async setStatus(
    @CurrentActor() actor: Actor,
    @Param('id', new UuidPipe()) id: string,
    @Body() body: ProductRequestStatusDto,
  ) {
    const order: ProductRequestView = await this.commands.execute(
      new ChangeProductRequestStatusCommand(actor, id, body.status, body.reason ?? null),
    );
    return mutation(say('ORDER_STATUS_CHANGED', { status: say(`ORDER_STATUS_${order.status}`) }), order);
  }
}
