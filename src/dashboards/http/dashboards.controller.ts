import { Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../kernel/auth/access.decorators';
import type { Actor } from '../../kernel/context/request-context';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { DashboardFreshness } from '../queries/dashboard-freshness';
import {
  DashboardFigure,
  DashboardFigureQuery,
  DashboardSeriesName,
  DashboardSeriesQuery,
  DashboardSummaryQuery,
} from '../queries/dashboard.queries';
import {
  DashboardCountryNameQueryDto,
  DashboardSeriesQueryDto,
  DashboardSeriesResponse,
  DashboardCountryQueryDto,
  DashboardFarmsSizeResponse,
  DashboardFreshnessResponse,
  DashboardFertilizersResponse,
  DashboardGenderCountResponse,
  DashboardOrdersResponse,
  DashboardProjectCountResponse,
  DashboardRoleCountResponse,
  DashboardSignedUsersResponse,
  DashboardStateCountResponse,
  DashboardSummaryResponse,
  DashboardTotalResponse,
} from './dashboards.dto';
import { FreshnessHeadersInterceptor, FRESHNESS_HEADERS } from './freshness-headers.interceptor';

const NOT_FOUND = 'DASHBOARD_COUNTRY_NOT_FOUND: no such country, or one a platform manager does not monitor';
const SCOPE =
  'Administrators: any country (every country when none is named); platform managers: the countries they ' +
  'monitor; anyone else: their own figures only (staff: their employer’s). Read from the pre-aggregated ' +
  'dashboard tables.';

/**
 * The dashboards' figures (queries/dashboard.queries.ts says what each is). Open to any signed-in user: the scope
 * answers each caller with the figures that are theirs to see, and zeros where there is nothing. Every answer says how
 * fresh its figures are (FreshnessHeadersInterceptor).
 */
@ApiTags('dashboards')
@Controller()
@UseInterceptors(FreshnessHeadersInterceptor)
export class DashboardsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly freshness: DashboardFreshness,
  ) {}

  private figure(actor: Actor, figure: DashboardFigure, parameters: { countryId?: number; countryName?: string } = {}) {
    return this.queries.execute(new DashboardFigureQuery(actor, figure, parameters));
  }

  @Get('business-analytics/farms/size')
  @Authenticated()
  @ApiOperation({ summary: `The farms of the farmers and their total and average size in hectares. ${SCOPE}` })
  @ApiOkResponse({ type: DashboardFarmsSizeResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  farmsSize(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'farms-size', query);
  }

  @Get('business-analytics/farmers/projects')
  @Authenticated()
  @ApiOperation({ summary: `Farmers by project, most first. ${SCOPE}` })
  @ApiOkResponse({ type: [DashboardProjectCountResponse], headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  projects(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'farmers-by-project', query);
  }

  @Get('business-analytics/farmers/gender')
  @Authenticated()
  @ApiOperation({ summary: `Farmers by gender, green for female and blue otherwise. ${SCOPE}` })
  @ApiOkResponse({ type: [DashboardGenderCountResponse], headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  gender(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'farmers-by-gender', query);
  }

  @Get('dashboard/totalTrainedFarmers')
  @Authenticated()
  @ApiOperation({ summary: `Farmers with a planting record naming a training. ${SCOPE}` })
  @ApiOkResponse({ type: DashboardTotalResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  trained(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'trained-farmers', query);
  }

  @Get('dashboard/totalFarmersCommunities')
  @Authenticated()
  @ApiOperation({ summary: `Distinct communities of the farmers (compared without case). ${SCOPE}` })
  @ApiOkResponse({ type: DashboardTotalResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  communities(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'communities', query);
  }

  @Get('dashboard/totalFertilizersQuantity')
  @Authenticated()
  @ApiOperation({
    summary: `Fertilizer applied in the farmers' planting records, in kilograms and metric tons. ${SCOPE}`,
  })
  @ApiOkResponse({ type: DashboardFertilizersResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  fertilizers(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'fertilizers-quantity', query);
  }

  @Get('dashboard/totalFarmersByStateAndLgas')
  @Authenticated()
  @ApiOperation({ summary: `Farmers by state and, within each, by LGA (local area), most first. ${SCOPE}` })
  @ApiOkResponse({ type: [DashboardStateCountResponse], headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  byStateAndLga(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'farmers-by-state-and-lga', query);
  }

  @Get('dashboard')
  @Authenticated()
  @ApiOperation({
    summary:
      'The caller’s own summary by role: administrators and platform managers their countries’ totals and today; ' +
      'input providers their sales, products, affiliated dealers and farmers referred; distributors, wholesalers ' +
      'and retailers their orders, quotations and stock; extension agents their farmers.',
  })
  @ApiOkResponse({ type: DashboardSummaryResponse, headers: FRESHNESS_HEADERS })
  summary(@CurrentActor() actor: Actor) {
    return this.queries.execute(new DashboardSummaryQuery(actor));
  }

  @Get('dashboard/freshness')
  @Authenticated()
  @ApiOperation({
    summary:
      'How fresh the dashboards’ figures are: when the last event they counted was recorded, and whether the ' +
      'aggregation is behind the log by more than a few seconds (catching up). The same as the headers of every ' +
      'dashboard answer, for a screen that polls while catching up.',
  })
  @ApiOkResponse({ type: DashboardFreshnessResponse, headers: FRESHNESS_HEADERS })
  freshnessOfFigures() {
    return this.freshness.read();
  }

  @Get('dashboard/dailySeries')
  @Authenticated()
  @ApiOperation({
    summary:
      `A figure per day over a date range (the 30 days to today unless \`from\`/\`to\` say otherwise, at most 366 ` +
      `days), for the dashboards' charts over time: farmers enrolled, orders, sales (orders received), products, ` +
      `agronomy contents, users. Days are each country's own. ${SCOPE}`,
  })
  @ApiOkResponse({ type: DashboardSeriesResponse, headers: FRESHNESS_HEADERS })
  @ApiBadRequestResponse({
    description:
      'DASHBOARD_SERIES_UNKNOWN, DASHBOARD_DAY_INVALID (not YYYY-MM-DD), DASHBOARD_RANGE_REVERSED (from after to), DASHBOARD_RANGE_TOO_LONG (over 366 days)',
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  dailySeries(@CurrentActor() actor: Actor, @Query() query: DashboardSeriesQueryDto) {
    const { series, ...parameters } = query;
    return this.queries.execute(new DashboardSeriesQuery(actor, series as DashboardSeriesName, parameters));
  }

  @Get('dashboard/userNumberByRoleType')
  @Authenticated()
  @ApiOperation({ summary: `Users by role (key players). ${SCOPE}` })
  @ApiOkResponse({ type: [DashboardRoleCountResponse], headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  usersByRole(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'users-by-role', query);
  }

  @Get('dashboard/extentionAgentEnrolledfarmers')
  @Authenticated()
  @ApiOperation({ summary: `Farmers enrolled by extension agents (an agent: the farmers they enrolled). ${SCOPE}` })
  @ApiOkResponse({ type: DashboardTotalResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  agentEnrolled(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'agent-enrolled-farmers', query);
  }

  @Get('dashboard/totalFarmers')
  @Authenticated()
  @ApiOperation({ summary: `Farmers. ${SCOPE}` })
  @ApiOkResponse({ type: DashboardTotalResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  farmers(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'farmers', query);
  }

  @Get('dashboard/todayTotalFarmers')
  @Authenticated()
  @ApiOperation({ summary: `Farmers enrolled today, in each country's own time zone. ${SCOPE}` })
  @ApiOkResponse({ type: DashboardTotalResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  todayFarmers(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'today-farmers', query);
  }

  @Get('dashboard/usersSignedByInputProvider')
  @Authenticated()
  @ApiOperation({
    summary: `Users who joined through an input provider's invitation, by type (an input provider: their own). ${SCOPE}`,
  })
  @ApiOkResponse({ type: DashboardSignedUsersResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  signedByInputProvider(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'users-signed-by-input-provider', query);
  }

  @Get('dashboard/totalInputProviderFarmers')
  @Authenticated()
  @ApiOperation({
    summary: `Farmers enrolled by the extension agents an organisation brought to the platform (an input provider: their own). ${SCOPE}`,
  })
  @ApiOkResponse({ type: DashboardTotalResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  inputProviderFarmers(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'input-provider-farmers', query);
  }

  @Get('dashboard/usersSignedByDistributor')
  @Authenticated()
  @ApiOperation({
    summary: `Users who joined through a distributor's invitation, by type (a distributor: their own). ${SCOPE}`,
  })
  @ApiOkResponse({ type: DashboardSignedUsersResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  signedByDistributor(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'users-signed-by-distributor', query);
  }

  @Get('dashboard/totalOrdersByUser')
  @Authenticated()
  @ApiOperation({ summary: `Orders placed and received, and received orders by status. ${SCOPE}` })
  @ApiOkResponse({ type: DashboardOrdersResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  ordersByUser(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'orders-by-user', query);
  }

  @Get('dashboard/todayTotalOrders')
  @Authenticated()
  @ApiOperation({ summary: `Orders placed today, in each country's own time zone. ${SCOPE}` })
  @ApiOkResponse({ type: DashboardTotalResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  todayOrders(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'today-orders', query);
  }

  @Get('dashboard/totalProducts')
  @Authenticated()
  @ApiOperation({ summary: `Products not deleted. ${SCOPE}` })
  @ApiOkResponse({ type: DashboardTotalResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  products(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'products', query);
  }

  @Get('dashboard/todayTotalProducts')
  @Authenticated()
  @ApiOperation({ summary: `Products submitted today, in each country's own time zone. ${SCOPE}` })
  @ApiOkResponse({ type: DashboardTotalResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  todayProducts(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'today-products', query);
  }

  @Get('dashboard/totalAgronomyContent')
  @Authenticated()
  @ApiOperation({ summary: `Agronomy contents not deleted, in the country named. ${SCOPE}` })
  @ApiOkResponse({ type: DashboardTotalResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: `${NOT_FOUND}; DASHBOARD_COUNTRY_NAME_UNKNOWN: no country of that name` })
  agronomyContent(@CurrentActor() actor: Actor, @Query() query: DashboardCountryNameQueryDto) {
    return this.figure(actor, 'agronomy-content', { countryName: query.countryName || undefined });
  }

  @Get('dashboard/todayTotalAgronomyContent')
  @Authenticated()
  @ApiOperation({ summary: `Agronomy contents written today, in each country's own time zone. ${SCOPE}` })
  @ApiOkResponse({ type: DashboardTotalResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  todayAgronomyContent(@CurrentActor() actor: Actor, @Query() query: DashboardCountryQueryDto) {
    return this.figure(actor, 'today-agronomy-content', query);
  }
}
