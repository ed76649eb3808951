import { Body, Controller, Delete, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBody,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { workingCountryOf } from '../../accounts';
import { Authenticated, RequirePermission } from '../../kernel/auth/access.decorators';
import type { Actor } from '../../kernel/context/request-context';
import { DomainError } from '../../kernel/errors/domain-error';
import { KernelErrors } from '../../kernel/errors/kernel.errors';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { mutation } from '../../kernel/http/envelopes';
import { readMultipartFiles } from '../../kernel/http/multipart';
import { ApiMutationResponse, ApiPageResponse, UuidIdResponse } from '../../kernel/http/openapi-schemas';
import { UuidPipe } from '../../kernel/http/path-params';
import { say } from '../../kernel/i18n/translator';
import { MARKET_SHEET_MAX_BYTES, UploadMarketPricesCommand } from '../commands/market-upload.commands';
import { DeletePriceAlertCommand, ListPriceAlertsQuery, SetPriceAlertCommand } from '../commands/price-alert.commands';
import { MarketsErrors } from '../markets.errors';
import {
  DistinctMarketProductsQuery,
  ListMarketProductsQuery,
  ListMarketUpdatesQuery,
  MarketPriceHistoryQuery,
} from '../queries/market-price.queries';
import {
  MarketPriceResponse,
  MarketProductsQueryDto,
  MarketSheetBodyDto,
  MarketUpdatesQueryDto,
  PriceAlertDto,
  PriceAlertResponse,
  PriceHistoryQueryDto,
  PriceHistoryResponse,
  UploadedPricesResponse,
} from './markets.dto';

class EmptyForm {}

/**
 * Market prices of the caller's country: the price sheets administrators upload, the lists and comparisons every
 * signed-in user reads (per unit and per kg), a product's price history, and price alerts.
 */
@ApiTags('markets')
@Controller('market-updates')
export class MarketUpdatesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @RequirePermission('market-updates:manage')
  @ApiOperation({
    summary:
      'Uploads a price sheet (.xlsx, field `file`) for the country the caller works in; a bad row refuses the sheet, naming each row, field and reason',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: MarketSheetBodyDto })
  @ApiMutationResponse(UploadedPricesResponse, { status: 201 })
  @ApiUnprocessableEntityResponse({
    description: 'MARKET_SHEET_ROWS_INVALID with fieldErrors `row N: field`; EXCEL_COLUMNS_MISSING, EXCEL_SHEET_EMPTY',
  })
  async upload(
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    let bytes: Buffer | undefined;
    try {
      bytes = (await readMultipartFiles(request, EmptyForm, { file: { maxBytes: MARKET_SHEET_MAX_BYTES } })).files
        .file[0];
    } catch (error) {
      if (error instanceof DomainError && error.code === KernelErrors.UPLOAD_TOO_LARGE)
        throw new DomainError(MarketsErrors.MARKET_SHEET_TOO_LARGE, { size: '2MB' });
      throw error;
    }
    if (!bytes) throw new DomainError(MarketsErrors.MARKET_SHEET_REQUIRED);
    const uploaded = await this.commands.execute(new UploadMarketPricesCommand(actor, bytes));
    reply.status(201);
    return mutation(say('MARKET_PRICES_UPLOADED', { rows: uploaded.rows }), uploaded);
  }

  @Get()
  @Authenticated()
  @ApiOperation({ summary: "The prices of the caller's country, newest upload first; 10 a page" })
  @ApiPageResponse(MarketPriceResponse)
  list(@CurrentActor() actor: Actor, @Query() query: MarketUpdatesQueryDto) {
    return this.queries.execute(new ListMarketUpdatesQuery(workingCountryOf(actor), query.pageRequest(10)));
  }

  @Get('products')
  @Authenticated()
  @ApiOperation({
    summary:
      'The prices filtered by region, states, products and a product or state name, by product, state, market and month; 10 a page',
  })
  @ApiPageResponse(MarketPriceResponse)
  products(@CurrentActor() actor: Actor, @Query() query: MarketProductsQueryDto) {
    return this.queries.execute(
      new ListMarketProductsQuery(workingCountryOf(actor), query.filter(), query.pageRequest(10)),
    );
  }

  @Get('products-distinct')
  @Authenticated()
  @ApiOperation({ summary: "The product names priced in the caller's country, alphabetically" })
  @ApiOkResponse({ type: String, isArray: true })
  distinct(@CurrentActor() actor: Actor) {
    return this.queries.execute(new DistinctMarketProductsQuery(workingCountryOf(actor)));
  }

  @Get('history')
  @Authenticated()
  @ApiOperation({
    summary:
      "A product's price per kg (or litre) over the months, one series per state, averaged over markets and units",
  })
  @ApiOkResponse({ type: PriceHistoryResponse, isArray: true })
  history(@CurrentActor() actor: Actor, @Query() query: PriceHistoryQueryDto) {
    return this.queries.execute(
      new MarketPriceHistoryQuery(workingCountryOf(actor), query.product, query.stateIds ?? []),
    );
  }

  @Get('alerts')
  @Authenticated()
  @ApiOperation({ summary: "The caller's price alerts" })
  @ApiOkResponse({ type: PriceAlertResponse, isArray: true })
  alerts(@CurrentActor() actor: Actor) {
    return this.queries.execute(new ListPriceAlertsQuery(actor));
  }

  @Post('alerts')
  @Authenticated()
  @ApiOperation({
    summary:
      "Asks to be told (by e-mail, and by push on the caller's registered devices) when a product's price per kg " +
      "in a state of the caller's country rises above, falls below, or crosses a threshold either way (once per " +
      'crossing)',
  })
  @ApiMutationResponse(PriceAlertResponse, { status: 201 })
  @ApiNotFoundResponse({ description: 'MARKET_STATE_NOT_FOUND: a state of another country' })
  async setAlert(@CurrentActor() actor: Actor, @Body() body: PriceAlertDto) {
    const direction = body.direction ?? 'EITHER';
    const alert = await this.commands.execute(
      new SetPriceAlertCommand(actor, body.product, body.stateId, body.threshold, direction),
    );
    return mutation(say(`MARKET_ALERT_SAVED_${direction}`, { threshold: body.threshold }), alert);
  }

  @Delete('alerts/:id')
  @Authenticated()
  @ApiOperation({ summary: 'Deletes one of the caller’s price alerts' })
  @ApiMutationResponse(UuidIdResponse)
  @ApiNotFoundResponse({ description: "MARKET_ALERT_NOT_FOUND (also for someone else's alert)" })
  async deleteAlert(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    await this.commands.execute(new DeletePriceAlertCommand(actor, id));
    return mutation(say('MARKET_ALERT_DELETED'), { id });
  }
}
