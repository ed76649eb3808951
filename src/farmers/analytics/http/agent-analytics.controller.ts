import { Controller, Get, Param, Query, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../kernel/auth/access.decorators';
import type { Actor } from '../../../kernel/context/request-context';
import { CurrentActor } from '../../../kernel/http/current-actor.decorator';
import { ApiPageResponse } from '../../../kernel/http/openapi-schemas';
import { UuidPipe } from '../../../kernel/http/path-params';
import { FRESHNESS_HEADERS } from '../../../kernel/http/freshness-headers';
import { AgentFiguresFreshness } from '../queries/agent-figures-freshness';
import { AgentFreshnessHeaders } from './agent-freshness-headers.interceptor';
import {
  ExtensionAgentFigureQuery,
  ExtensionAgentInformationQuery,
  Figure,
  FigureOptions,
} from '../queries/agent-analytics.queries';
import {
  ActivityResponse,
  ActualYieldResponse,
  AgentFarmerResponse,
  AgentFarmersQueryDto,
  AgentFiguresFreshnessResponse,
  AgentInformationResponse,
  AverageFarmsSizeResponse,
  DailyActivityQueryDto,
  DataScoreResponse,
  DayCountResponse,
  FarmersUsingFertilizersResponse,
  FarmsMapResponse,
  FertilizersUsedResponse,
  GenderCountResponse,
  MonthCountResponse,
  ProjectCountResponse,
  TotalFarmsSizeResponse,
  YieldAverageResponse,
} from './agent-analytics.dto';

const NOT_FOUND = 'EXTENSION_AGENT_NOT_FOUND: no such extension agent, or one the caller may not see';
const ACCESS =
  'The agent themself, administrators, and platform managers for agents of the countries they monitor; anyone else finds no agent (404). ';

/**
 * Extension-agent analytics (what each figure means: queries/agent-analytics.queries.ts), each answer saying how fresh
 * its figures are (AgentFreshnessHeaders). Open to any signed-in user at
 * the route; the agent scope answers 404 to whoever may not see the agent, so that no one learns who is an agent.
 */
@ApiTags('analytics')
@Controller()
@UseInterceptors(AgentFreshnessHeaders)
export class AgentAnalyticsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly freshness: AgentFiguresFreshness,
  ) {}

  @Get('ea-analytics/freshness')
  @Authenticated()
  @ApiOperation({
    summary:
      'How fresh the extension agents’ figures are: when the last event they counted was recorded, and whether ' +
      'their aggregation is behind the log by more than a few seconds (catching up). The same as the headers of ' +
      'every analytics answer, for a screen that polls while catching up. Says nothing of any agent.',
  })
  @ApiOkResponse({ type: AgentFiguresFreshnessResponse, headers: FRESHNESS_HEADERS })
  freshnessOfFigures() {
    return this.freshness.read();
  }

  private figure(actor: Actor, id: string, figure: Figure, options: FigureOptions = {}) {
    return this.queries.execute(new ExtensionAgentFigureQuery(actor, id, figure, options));
  }

  @Get('users/ea-information/:id')
  @Authenticated()
  @ApiOperation({ summary: `The agent's personal information and totals. ${ACCESS}` })
  @ApiOkResponse({ type: AgentInformationResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  information(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.queries.execute(new ExtensionAgentInformationQuery(actor, id));
  }

  @Get('ea-analytics/:id/monthly-farmers-count')
  @Authenticated()
  @ApiOperation({ summary: `Farmers enrolled in each of the last 12 months (UTC), this month last. ${ACCESS}` })
  @ApiOkResponse({ type: [MonthCountResponse], headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  monthly(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.figure(actor, id, 'monthly-farmers-count');
  }

  @Get('ea-analytics/:id/ten-last-activities')
  @Authenticated()
  @ApiOperation({ summary: `The ten most recent events about the agent's farmers, newest first. ${ACCESS}` })
  @ApiOkResponse({ type: [ActivityResponse], headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  activities(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.figure(actor, id, 'ten-last-activities');
  }

  @Get('ea-analytics/:id/farmers-by-gender')
  @Authenticated()
  @ApiOperation({ summary: `The agent's farmers by gender, green for female and blue otherwise. ${ACCESS}` })
  @ApiOkResponse({ type: [GenderCountResponse], headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  byGender(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.figure(actor, id, 'farmers-by-gender');
  }

  @Get('ea-analytics/:id/farmers-by-project')
  @Authenticated()
  @ApiOperation({ summary: `The agent's farmers by project, largest first. ${ACCESS}` })
  @ApiOkResponse({ type: [ProjectCountResponse], headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  byProject(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.figure(actor, id, 'farmers-by-project');
  }

  @Get('ea-analytics/:id/farmers-list')
  @Authenticated()
  @ApiOperation({ summary: `The agent's farmers sorted by name, 5 a page. ${ACCESS}` })
  @ApiPageResponse(AgentFarmerResponse)
  @ApiNotFoundResponse({ description: NOT_FOUND })
  list(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Query() query: AgentFarmersQueryDto) {
    return this.figure(actor, id, 'farmers-list', { page: query.page, size: query.size, name: query.name });
  }

  @Get('ea-analytics/:id/total-farms-size')
  @Authenticated()
  @ApiOperation({ summary: `The total size, in hectares, of the farms of the agent's farmers. ${ACCESS}` })
  @ApiOkResponse({ type: TotalFarmsSizeResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  totalSize(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.figure(actor, id, 'total-farms-size');
  }

  @Get('ea-analytics/:id/avg-farms-size')
  @Authenticated()
  @ApiOperation({ summary: `The average size of those farms, in hectares per farm. ${ACCESS}` })
  @ApiOkResponse({ type: AverageFarmsSizeResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  averageSize(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.figure(actor, id, 'avg-farms-size');
  }

  @Get('ea-analytics/:id/farmers-using-fertilizers')
  @Authenticated()
  @ApiOperation({ summary: `Farmers with a planting record applying a fertilizer. ${ACCESS}` })
  @ApiOkResponse({ type: FarmersUsingFertilizersResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  usingFertilizers(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.figure(actor, id, 'farmers-using-fertilizers');
  }

  @Get('ea-analytics/:id/actual-yield')
  @Authenticated()
  @ApiOperation({ summary: `The actual yields of all the agent's planting records, in kilograms. ${ACCESS}` })
  @ApiOkResponse({ type: ActualYieldResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  actualYield(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.figure(actor, id, 'actual-yield');
  }

  @Get('ea-analytics/:id/yield-avg')
  @Authenticated()
  @ApiOperation({ summary: `The average actual yield per record that has one, in kilograms. ${ACCESS}` })
  @ApiOkResponse({ type: YieldAverageResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  yieldAverage(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.figure(actor, id, 'yield-avg');
  }

  @Get('ea-analytics/:id/fertilizers-used')
  @Authenticated()
  @ApiOperation({ summary: `The fertilizer applied in the agent's planting records, in kilograms. ${ACCESS}` })
  @ApiOkResponse({ type: FertilizersUsedResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  fertilizersUsed(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.figure(actor, id, 'fertilizers-used');
  }

  @Get('ea-analytics/:id/data-score')
  @Authenticated()
  @ApiOperation({
    summary: `The share of the agent's farmers with at least one farm and one planting record (agent profile). ${ACCESS}`,
  })
  @ApiOkResponse({ type: DataScoreResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  dataScore(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.figure(actor, id, 'data-score');
  }

  @Get('ea-analytics/:id/daily-activity')
  @Authenticated()
  @ApiOperation({ summary: `Activities per day over the last days (agent profile). ${ACCESS}` })
  @ApiOkResponse({ type: [DayCountResponse], headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  daily(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Query() query: DailyActivityQueryDto) {
    return this.figure(actor, id, 'daily-activity', { days: query.days });
  }

  @Get('ea-analytics/:id/farms-map')
  @Authenticated()
  @ApiOperation({
    summary: `The located farms of the agent's farmers and the country's extent (agent profile). ${ACCESS}`,
  })
  @ApiOkResponse({ type: FarmsMapResponse, headers: FRESHNESS_HEADERS })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  farmsMap(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.figure(actor, id, 'farms-map');
  }
}
