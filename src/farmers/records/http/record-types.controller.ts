import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../kernel/auth/access.decorators';
import { ListRecordTypesQuery } from '../queries/record-types';
import {
  CropTypeResponse,
  FertilizerTypeResponse,
  SimpleTypeResponse,
  UnitTypeResponse,
  UnitTypesQueryDto,
} from './record-types.dto';

/** The reference lists of planting records, for every signed-in user (seeded; the migration names each source). */
@ApiTags('farmers')
@Controller('farmer-record')
export class RecordTypesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('crop-types')
  @Authenticated()
  @ApiOperation({ summary: 'Crops, each with its family' })
  @ApiOkResponse({ type: CropTypeResponse, isArray: true })
  crops() {
    return this.queries.execute(new ListRecordTypesQuery('crop'));
  }

  @Get('cpp-types')
  @Authenticated()
  @ApiOperation({ summary: 'Crop-protection product types' })
  @ApiOkResponse({ type: SimpleTypeResponse, isArray: true })
  cpps() {
    return this.queries.execute(new ListRecordTypesQuery('cpp'));
  }

  @Get('fertilizer-types')
  @Authenticated()
  @ApiOperation({ summary: 'Fertilizer types (NPK = 1, NPK_Specialty = 8)' })
  @ApiOkResponse({ type: FertilizerTypeResponse, isArray: true })
  fertilizers() {
    return this.queries.execute(new ListRecordTypesQuery('fertilizer'));
  }

  @Get('seed-types')
  @Authenticated()
  @ApiOperation({ summary: 'Seed and planting-material types' })
  @ApiOkResponse({ type: SimpleTypeResponse, isArray: true })
  seeds() {
    return this.queries.execute(new ListRecordTypesQuery('seed'));
  }

  @Get('manure-types')
  @Authenticated()
  @ApiOperation({ summary: 'Manure types' })
  @ApiOkResponse({ type: SimpleTypeResponse, isArray: true })
  manures() {
    return this.queries.execute(new ListRecordTypesQuery('manure'));
  }

  @Get('training-types')
  @Authenticated()
  @ApiOperation({ summary: 'Training types' })
  @ApiOkResponse({ type: SimpleTypeResponse, isArray: true })
  trainings() {
    return this.queries.execute(new ListRecordTypesQuery('training'));
  }

  @Get('unit-types')
  @Authenticated()
  @ApiOperation({ summary: 'Quantity units with their kilogram or litre equivalent (null where no source gives one)' })
  @ApiOkResponse({ type: UnitTypeResponse, isArray: true })
  units(@Query() query: UnitTypesQueryDto) {
    return this.queries.execute(new ListRecordTypesQuery('unit', query.countryId));
  }
}
