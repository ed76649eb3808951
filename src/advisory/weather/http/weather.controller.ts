import { applyDecorators, Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Authenticated, Public } from '../../../kernel/auth/access.decorators';
import type { Actor } from '../../../kernel/context/request-context';
import { CurrentActor } from '../../../kernel/http/current-actor.decorator';
import { mutation } from '../../../kernel/http/envelopes';
import { ApiMutationResponse, ApiPageResponse } from '../../../kernel/http/openapi-schemas';
import { PageQueryDto } from '../../../kernel/http/page-query.dto';
import { UuidPipe } from '../../../kernel/http/path-params';
import { say } from '../../../kernel/i18n/translator';
import { DeleteWeatherLocationCommand, SaveWeatherLocationCommand } from '../commands/weather-location.commands';
import {
  ForecastAtQuery,
  ListMyWeatherLocationsQuery,
  LocationForecastQuery,
  RainfallOutlookQuery,
  SearchPlacesQuery,
} from '../queries/weather.queries';
import {
  CoordinatesQueryDto,
  DeletedWeatherLocationResponse,
  ForecastResponse,
  FoundPlaceResponse,
  LocationForecastResponse,
  PlaceSearchQueryDto,
  RainfallOutlookResponse,
  WeatherLocationDto,
  WeatherLocationResponse,
} from './weather.dto';

/** The page size of saved locations. */
const LOCATIONS_PAGE_SIZE = 50;
const UNAVAILABLE = { description: 'WEATHER_UNAVAILABLE: the weather service did not answer in time or failed' };

/**
 * The public forecast and outlook run on the platform's weather key: answers are shared per rounded place and hour
 * (WeatherCache), and each client address may ask each of them this many times a minute (counted in Redis across
 * processes, as the sign-in limit is), so that a scraper walking the map cannot spend the commercial quota. A widget
 * asks once per page.
 */
export const PUBLIC_WEATHER_CALLS_PER_MINUTE = 30;

const PublicWeatherLimit = () =>
  applyDecorators(
    RouteConfig({ rateLimit: { max: PUBLIC_WEATHER_CALLS_PER_MINUTE, timeWindow: 60_000 } }),
    ApiTooManyRequestsResponse({
      description: `TOO_MANY_REQUESTS: more than ${PUBLIC_WEATHER_CALLS_PER_MINUTE} calls a minute from this address`,
    }),
  );

/**
 * Weather: the caller's saved farm locations and their forecasts with field-work advice; forecasts and rainfall
 * outlooks for any point (the public widgets); a place search for the console's "search by address".
 */
@ApiTags('weather')
@Controller('weather')
export class WeatherController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('my-locations')
  @Authenticated()
  @ApiOperation({ summary: "The caller's saved locations, oldest first; 50 a page" })
  @ApiPageResponse(WeatherLocationResponse)
  mine(@CurrentActor() actor: Actor, @Query() query: PageQueryDto) {
    return this.queries.execute(new ListMyWeatherLocationsQuery(actor, query.pageRequest(LOCATIONS_PAGE_SIZE)));
  }

  @Post('my-locations')
  @Authenticated()
  @ApiOperation({ summary: 'Saves a farm location of the caller (the farm name is required)' })
  @ApiMutationResponse(WeatherLocationResponse, { status: 201 })
  async save(@CurrentActor() actor: Actor, @Body() body: WeatherLocationDto) {
    return mutation(
      say('WEATHER_LOCATION_SAVED'),
      await this.commands.execute(new SaveWeatherLocationCommand(actor, body.place())),
    );
  }

  @Delete('my-locations/:id')
  @Authenticated()
  @ApiMutationResponse(DeletedWeatherLocationResponse)
  @ApiNotFoundResponse({ description: "WEATHER_LOCATION_NOT_FOUND (also for another user's location)" })
  async remove(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return mutation(
      say('WEATHER_LOCATION_DELETED'),
      await this.commands.execute(new DeleteWeatherLocationCommand(actor, id)),
    );
  }

  @Get('my-locations/:id/forecast')
  @Authenticated()
  @ApiOperation({
    summary: 'The forecast of a saved location with spray windows, rain expected, ET0 and a short advice line per day',
  })
  @ApiOkResponse({ type: LocationForecastResponse })
  @ApiNotFoundResponse({ description: "WEATHER_LOCATION_NOT_FOUND (also for another user's location)" })
  @ApiServiceUnavailableResponse(UNAVAILABLE)
  locationForecast(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.queries.execute(new LocationForecastQuery(actor, id));
  }

  @Get('forecast')
  @Public('The weather widgets of the public site show the forecast of any place')
  @PublicWeatherLimit()
  @ApiOperation({
    summary:
      'Today, the six upcoming days and hourly values (temperature, wind, chance of rain, humidity, dew point) at a point; metric',
  })
  @ApiOkResponse({ type: ForecastResponse })
  @ApiServiceUnavailableResponse(UNAVAILABLE)
  forecast(@Query() query: CoordinatesQueryDto) {
    return this.queries.execute(new ForecastAtQuery({ latitude: query.latitude, longitude: query.longitude }));
  }

  @Get('outlook')
  @Public('The weather widgets of the public site show the rainfall outlook of any place')
  @PublicWeatherLimit()
  @ApiOperation({ summary: 'Rainfall outlook at a point: the next 4 weeks and 6 months' })
  @ApiOkResponse({ type: RainfallOutlookResponse })
  @ApiServiceUnavailableResponse(UNAVAILABLE)
  outlook(@Query() query: CoordinatesQueryDto) {
    return this.queries.execute(new RainfallOutlookQuery({ latitude: query.latitude, longitude: query.longitude }));
  }

  @Get('places')
  @Authenticated()
  @ApiOperation({ summary: "Places matching a name (search by address), in the caller's language" })
  @ApiOkResponse({ type: [FoundPlaceResponse] })
  @ApiServiceUnavailableResponse(UNAVAILABLE)
  places(@Query() query: PlaceSearchQueryDto) {
    return this.queries.execute(new SearchPlacesQuery(query.name));
  }
}
