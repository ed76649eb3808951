import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../../kernel/auth/access.decorators';
import { NotFoundError } from '../../kernel/errors/domain-error';
import { Page } from '../../kernel/http/envelopes';
import { ApiPageResponse } from '../../kernel/http/openapi-schemas';
import { CountryDirectory, CountryView } from '../queries/country-directory';
import {
  CityView,
  GeographyQueries,
  RegionView,
  RoleView,
  SectorView,
  SignUpRoleView,
  StateView,
} from '../queries/geography.queries';
import {
  CitiesQueryDto,
  CityResponse,
  CountryResponse,
  CountryWithRolesResponse,
  RegionResponse,
  RegionsQueryDto,
  RoleResponse,
  SectorResponse,
  StateResponse,
  StatesQueryDto,
} from './geography.dto';
import { StoredIdPipe } from '../../kernel/http/path-params';
import { GeographyErrors } from '../geography.errors';

const REFERENCE_DATA = 'Reference data';
const DEFAULT_CITY_PAGE_SIZE = 20;

@ApiTags('geography')
@Controller()
export class GeographyController {
  constructor(
    private readonly directory: CountryDirectory,
    private readonly queries: GeographyQueries,
  ) {}

  @Get('countries')
  @Public(REFERENCE_DATA)
  @ApiOperation({ summary: 'The active countries, by id' })
  @ApiOkResponse({ type: CountryResponse, isArray: true })
  async countries(): Promise<CountryView[]> {
    return (await this.directory.ready()).all();
  }

  @Get('countries-roles')
  @Public(REFERENCE_DATA)
  @ApiOperation({ summary: 'The active countries, each with the roles offered on the sign-up form' })
  @ApiOkResponse({ type: CountryWithRolesResponse, isArray: true })
  async countriesWithRoles(): Promise<(CountryView & { roles: SignUpRoleView[] })[]> {
    const [directory, roles] = await Promise.all([this.directory.ready(), this.queries.signUpRoles()]);
    return directory.all().map((country) => ({ ...country, roles: roles.map((role) => ({ ...role })) }));
  }

  @Get('regions')
  @Public(REFERENCE_DATA)
  @ApiOperation({ summary: 'Groupings of states used by market prices (all countries unless countryId is given)' })
  @ApiOkResponse({ type: RegionResponse, isArray: true })
  regions(@Query() query: RegionsQueryDto): Promise<RegionView[]> {
    return this.queries.listRegions(query.countryId);
  }

  @Get('states')
  @Public(REFERENCE_DATA)
  @ApiOperation({ summary: 'States, by name' })
  @ApiOkResponse({ type: StateResponse, isArray: true })
  states(@Query() query: StatesQueryDto): Promise<StateView[]> {
    return this.queries.listStates({ countryId: query.countryId, regionId: query.regionId });
  }

  @Get('state/:id')
  @Public(REFERENCE_DATA)
  @ApiOperation({ summary: 'One state' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: StateResponse })
  @ApiBadRequestResponse({ description: 'The id is not a whole number' })
  @ApiNotFoundResponse({ description: 'STATE_NOT_FOUND' })
  async state(@Param('id', StoredIdPipe) id: number): Promise<StateView> {
    const state = await this.queries.findState(id);
    if (!state) throw new NotFoundError(GeographyErrors.STATE_NOT_FOUND, { id });
    return state;
  }

  @Get('state/:id/city')
  @Public(REFERENCE_DATA)
  @ApiOperation({
    summary:
      'The local areas of a state, by name: LGAs (Nigeria), districts (Ghana, Rwanda, Tanzania), sub-counties (Kenya), departments (Senegal, Ivory Coast)',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: CityResponse, isArray: true })
  @ApiBadRequestResponse({ description: 'The id is not a whole number' })
  @ApiNotFoundResponse({ description: 'STATE_NOT_FOUND' })
  async citiesOfState(@Param('id', StoredIdPipe) id: number): Promise<CityView[]> {
    const cities = await this.queries.citiesOfState(id);
    if (!cities) throw new NotFoundError(GeographyErrors.STATE_NOT_FOUND, { id });
    return cities;
  }

  @Get('city')
  @Public(REFERENCE_DATA)
  @ApiOperation({
    summary:
      'Local areas, a page at a time (20 by default); `name` matches part of the name (or former name), case and accents ignored',
  })
  @ApiPageResponse(CityResponse)
  cities(@Query() query: CitiesQueryDto): Promise<Page<CityView>> {
    return this.queries.searchCities(
      { countryId: query.countryId, stateId: query.stateId, name: query.name },
      query.pageRequest(DEFAULT_CITY_PAGE_SIZE),
    );
  }

  @Get('city/:id')
  @Public(REFERENCE_DATA)
  @ApiOperation({
    summary: 'One local area by id, also an earlier entry that is no longer listed (with its successor when known)',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: CityResponse })
  @ApiBadRequestResponse({ description: 'The id is not a whole number' })
  @ApiNotFoundResponse({ description: 'CITY_NOT_FOUND' })
  async city(@Param('id', StoredIdPipe) id: number): Promise<CityView> {
    const city = await this.queries.findCity(id);
    if (!city) throw new NotFoundError(GeographyErrors.CITY_NOT_FOUND, { id });
    return city;
  }

  @Get('city/:id/sector')
  @Public(REFERENCE_DATA)
  @ApiOperation({ summary: 'The sectors of a Rwandan district, by name (empty for other areas)' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: SectorResponse, isArray: true })
  @ApiBadRequestResponse({ description: 'The id is not a whole number' })
  @ApiNotFoundResponse({ description: 'CITY_NOT_FOUND' })
  async sectors(@Param('id', StoredIdPipe) id: number): Promise<SectorView[]> {
    const sectors = await this.queries.sectorsOfCity(id);
    if (!sectors) throw new NotFoundError(GeographyErrors.CITY_NOT_FOUND, { id });
    return sectors;
  }

  @Get('role')
  @Public(REFERENCE_DATA)
  @ApiOperation({ summary: 'Every role, by id (clients keep the dealer types for their dealer pickers)' })
  @ApiOkResponse({ type: RoleResponse, isArray: true })
  roles(): Promise<RoleView[]> {
    return this.queries.listRoles();
  }
}
