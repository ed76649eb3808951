import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { workingCountryOf } from '../../../accounts';
import { Authenticated, RequirePermission } from '../../../kernel/auth/access.decorators';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { CurrentActor } from '../../../kernel/http/current-actor.decorator';
import { mutation } from '../../../kernel/http/envelopes';
import { readMultipartFiles } from '../../../kernel/http/multipart';
import { ApiMutationResponse, ApiPageResponse } from '../../../kernel/http/openapi-schemas';
import { PageQueryDto } from '../../../kernel/http/page-query.dto';
import { Idempotent } from '../../../kernel/http/idempotency';
import { StoredIdPipe } from '../../../kernel/http/path-params';
import { say } from '../../../kernel/i18n/translator';
import { AdvisoryErrors } from '../../advisory.errors';
import {
  CreateRecommendationCommand,
  EditRecommendationCommand,
  LookUpRecommendationCommand,
  WithdrawRecommendationCommand,
} from '../commands/recommendation.commands';
import { BasketPlanQuery, RequestBasketQuotationsCommand } from '../commands/basket.handlers';
import { BasketPlanResponse, BasketQueryDto, BasketQuotationsDto, BasketQuotationsResponse } from './basket.dto';
import { ImportRecommendationsCommand } from '../commands/recommendation-import';
import {
  GetRecommendationQuery,
  ListRecommendationsQuery,
  RecommendationArticlesQuery,
  RecommendationHistoryQuery,
  RecommendationSellersQuery,
} from '../queries/recommendation.queries';
import {
  ArticleResponse,
  ImportBodyDto,
  ImportFormDto,
  ImportReportResponse,
  LookupResponse,
  RecommendationDto,
  RecommendationListQueryDto,
  RecommendationResponse,
  RecommendationResultResponse,
  SellerProductResponse,
  SellersQueryDto,
} from './recommendations.dto';

const MANAGE = 'fertilizer-recommendations:manage';
/** The largest recommendation sheet accepted (a sheet of 2,000 rows is far smaller). */
const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Fertilizer recommendation: every signed-in user looks up the advice for a crop and a place (recorded in their own
 * history) and the products to buy near them; administrators keep their own recommendation tables beside the
 * published ones.
 */
@ApiTags('advisory')
@Controller('fertilizer-recommendation')
export class RecommendationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('crop/:cropId/city/:cityId')
  @Authenticated()
  @ApiOperation({
    summary:
      "Site-specific advice for a crop in a local area, else the state's generic advice with a disclaimer; " +
      "recorded in the caller's history. The first is the recommendation (the most specific source for the " +
      'place), the others sourced options',
  })
  @ApiOkResponse({ type: RecommendationResultResponse })
  @ApiNotFoundResponse({
    description:
      'FERTILIZER_RECOMMENDATION_NONE: "No generic crop recommendation for the crop/state selected"; ADVISORY_CROP_UNKNOWN, ADVISORY_CITY_UNKNOWN',
  })
  byCity(
    @CurrentActor() actor: Actor,
    @Param('cropId', new StoredIdPipe('cropId')) cropId: number,
    @Param('cityId', new StoredIdPipe('cityId')) cityId: number,
  ) {
    return this.commands.execute(new LookUpRecommendationCommand(actor, cropId, { cityId }));
  }

  @Get('crop/:cropId/state/:stateId')
  @Authenticated()
  @ApiOperation({
    summary:
      "The state's generic advice for a crop; recorded in the caller's history. The first is the recommendation " +
      "(the state's own before the country's, then the most specific source), the others sourced options",
  })
  @ApiOkResponse({ type: RecommendationResultResponse })
  @ApiNotFoundResponse({
    description:
      'FERTILIZER_RECOMMENDATION_NONE: "No generic crop recommendation for the crop/state selected"; ADVISORY_CROP_UNKNOWN, ADVISORY_STATE_UNKNOWN',
  })
  byState(
    @CurrentActor() actor: Actor,
    @Param('cropId', new StoredIdPipe('cropId')) cropId: number,
    @Param('stateId', new StoredIdPipe('stateId')) stateId: number,
  ) {
    return this.commands.execute(new LookUpRecommendationCommand(actor, cropId, { stateId }));
  }

  @Get('history/current-user')
  @Authenticated()
  @ApiOperation({ summary: "The caller's own lookups, latest first" })
  @ApiPageResponse(LookupResponse)
  history(@CurrentActor() actor: Actor, @Query() query: PageQueryDto) {
    return this.queries.execute(new RecommendationHistoryQuery(actor, query.pageRequest(20)));
  }

  @Get('city/:cityId/sellers')
  @Authenticated()
  @ApiOperation({
    summary: 'The sellers tab: NPK, urea and DAP products on sale nearest to the local area first, with their price',
  })
  @ApiOkResponse({ type: SellerProductResponse, isArray: true })
  @ApiNotFoundResponse({ description: 'ADVISORY_CITY_UNKNOWN' })
  sellers(@Param('cityId', new StoredIdPipe('cityId')) cityId: number, @Query() query: SellersQueryDto) {
    return this.queries.execute(new RecommendationSellersQuery(cityId, query.size ?? 20));
  }

  @Get(':id/basket')
  @Authenticated()
  @ApiOperation({
    summary:
      'The basket of a recommendation for a farm: 50 kg bags per application (ceil(bags/ha x ha); alternatives ' +
      'shown, never added), the in-stock product of the nearest seller in range (then the cheapest) at its live ' +
      'price, and with a budget what it covers in agronomic order (planting, 1st, 2nd top dressing)',
  })
  @ApiOkResponse({ type: BasketPlanResponse })
  @ApiBadRequestResponse({
    description: 'VALIDATION_FAILED (hectares, budget, maxDistanceKm), BASKET_PLACE_OUTSIDE_COUNTRY',
  })
  @ApiNotFoundResponse({ description: 'FERTILIZER_RECOMMENDATION_NOT_FOUND, ADVISORY_CITY_UNKNOWN' })
  basket(@Param('id', new StoredIdPipe()) id: number, @Query() query: BasketQueryDto) {
    return this.queries.execute(new BasketPlanQuery(id, query));
  }

  @Post(':id/basket/quotations')
  @RequirePermission('quotations:create')
  @Idempotent()
  @ApiOperation({
    summary:
      "Turns the basket into quotation requests, one per product to buy (its seller's), asked by the caller; the " +
      'plan is worked out again with live prices and stock. The same planId (or Idempotency-Key) again asks no ' +
      'seller twice',
  })
  @ApiMutationResponse(BasketQuotationsResponse, { status: 201 })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED, BASKET_PLACE_OUTSIDE_COUNTRY' })
  @ApiNotFoundResponse({ description: 'FERTILIZER_RECOMMENDATION_NOT_FOUND, ADVISORY_CITY_UNKNOWN' })
  @ApiConflictResponse({
    description:
      'BASKET_NOTHING_TO_ASK, BASKET_PLAN_ID_TAKEN (another caller’s plan id), BASKET_PLAN_IN_PROGRESS (the same plan id still running)',
  })
  async basketQuotations(
    @CurrentActor() actor: Actor,
    @Param('id', new StoredIdPipe()) id: number,
    @Body() body: BasketQuotationsDto,
  ) {
    const { planId, ...input } = body;
    return mutation(
      say('BASKET_QUOTATIONS_REQUESTED'),
      await this.commands.execute(new RequestBasketQuotationsCommand(actor, id, planId, input)),
    );
  }

  @Get('crop/:cropId/articles')
  @Authenticated()
  @ApiOperation({
    summary: 'The articles tab: published agronomy content about the crop (empty until agronomy content is published)',
  })
  @ApiOkResponse({ type: ArticleResponse, isArray: true })
  @ApiNotFoundResponse({ description: 'ADVISORY_CROP_UNKNOWN' })
  articles(@Param('cropId', new StoredIdPipe('cropId')) cropId: number) {
    return this.queries.execute(new RecommendationArticlesQuery(cropId));
  }

  // ---- administrators ------------------------------------------------------------------------------------------------

  @Get()
  @RequirePermission(MANAGE)
  @ApiOperation({
    summary:
      "The recommendations of a country (the caller's working country when left out): published and administrators' own",
  })
  @ApiPageResponse(RecommendationResponse)
  list(@CurrentActor() actor: Actor, @Query() query: RecommendationListQueryDto) {
    const { countryId, cropId, stateId, origin, includeWithdrawn } = query;
    return this.queries.execute(
      new ListRecommendationsQuery(
        { countryId: countryId ?? workingCountryOf(actor), cropId, stateId, origin, includeWithdrawn },
        query.pageRequest(20),
      ),
    );
  }

  @Get(':id')
  @RequirePermission(MANAGE)
  @ApiOkResponse({ type: RecommendationResponse })
  @ApiNotFoundResponse({ description: 'FERTILIZER_RECOMMENDATION_NOT_FOUND' })
  one(@Param('id', new StoredIdPipe()) id: number) {
    return this.queries.execute(new GetRecommendationQuery(id));
  }

  @Post()
  @RequirePermission(MANAGE)
  @ApiOperation({
    summary: 'Creates a recommendation: for a state (generic) or one of its local areas (site-specific)',
  })
  @ApiMutationResponse(RecommendationResponse, { status: 201 })
  async create(@CurrentActor() actor: Actor, @Body() body: RecommendationDto) {
    const view = await this.commands.execute(new CreateRecommendationCommand(actor, body));
    return mutation(say('FERTILIZER_RECOMMENDATION_CREATED'), view);
  }

  @Post('import')
  @RequirePermission(MANAGE)
  @ApiOperation({
    summary:
      'Imports a sheet of recommendations (one row per application); every row is checked first, and any error ' +
      'imports nothing (422 naming each row and field); dryRun=true checks only',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImportBodyDto })
  @ApiMutationResponse(ImportReportResponse, { status: 201, description: 'Imported' })
  @ApiMutationResponse(ImportReportResponse, { description: 'dryRun=true: every row checked, nothing imported' })
  @ApiUnprocessableEntityResponse({
    description: 'FERTILIZER_IMPORT_ROWS_INVALID, EXCEL_COLUMNS_MISSING, EXCEL_SHEET_EMPTY',
  })
  async import(
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const form = await readMultipartFiles(request, ImportFormDto, { recommendations: { maxBytes: IMPORT_MAX_BYTES } });
    const bytes = form.files.recommendations[0];
    if (!bytes) throw new DomainError(AdvisoryErrors.FERTILIZER_IMPORT_FILE_REQUIRED);
    const dryRun = !!form.fields.dryRun;
    const report = await this.commands.execute(
      new ImportRecommendationsCommand(actor, form.fields.countryId ?? workingCountryOf(actor), bytes, dryRun),
    );
    reply.status(dryRun ? 200 : 201);
    return mutation(
      say(dryRun ? 'FERTILIZER_IMPORT_DRY_RUN_DONE' : 'FERTILIZER_IMPORT_DONE', { created: report.created }),
      report,
    );
  }

  @Put(':id')
  @RequirePermission(MANAGE)
  @ApiMutationResponse(RecommendationResponse)
  @ApiNotFoundResponse({ description: 'FERTILIZER_RECOMMENDATION_NOT_FOUND' })
  @ApiConflictResponse({ description: 'FERTILIZER_RECOMMENDATION_PUBLISHED: published advice is not changed here' })
  async edit(@Param('id', new StoredIdPipe()) id: number, @Body() body: RecommendationDto) {
    const view = await this.commands.execute(new EditRecommendationCommand(id, body));
    return mutation(say('FERTILIZER_RECOMMENDATION_UPDATED'), view);
  }

  @Delete(':id')
  @RequirePermission(MANAGE)
  @ApiOperation({ summary: 'Withdraws a recommendation: no longer given (lookups that named it keep its id)' })
  @ApiMutationResponse(RecommendationResponse)
  @ApiNotFoundResponse({ description: 'FERTILIZER_RECOMMENDATION_NOT_FOUND' })
  @ApiConflictResponse({ description: 'FERTILIZER_RECOMMENDATION_PUBLISHED' })
  async withdraw(@Param('id', new StoredIdPipe()) id: number) {
    const view = await this.commands.execute(new WithdrawRecommendationCommand(id));
    return mutation(say('FERTILIZER_RECOMMENDATION_WITHDRAWN'), view);
  }
}
