import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequirePermission } from '../../../kernel/auth/access.decorators';
import type { Actor } from '../../../kernel/context/request-context';
import { CurrentActor } from '../../../kernel/http/current-actor.decorator';
import { mutation } from '../../../kernel/http/envelopes';
import { ApiErrors, ApiMutationResponse, ApiPageResponse } from '../../../kernel/http/openapi-schemas';
import { PageQueryDto } from '../../../kernel/http/page-query.dto';
import { UuidPipe } from '../../../kernel/http/path-params';
import { say } from '../../../kernel/i18n/translator';
import { FarmersErrors } from '../../farmers.errors';
import { DeletedResponse } from '../../farms/http/farms.dto';
import {
  CreatedPlantingRecord,
  CreatePlantingRecordCommand,
  DeletePlantingRecordCommand,
  RemovePlantingRecordItemCommand,
  SavePlantingRecordCommand,
} from '../commands/planting-record.commands';
import { Section } from '../domain/planting-record';
import {
  FarmerSeasonsQuery,
  GetPlantingRecordQuery,
  ListPlantingRecordsOfFarmQuery,
} from '../queries/planting-record.queries';
import {
  PlantingRecordDto,
  PlantingRecordResponse,
  PlantingRecordSaveDto,
  RemovedItemResponse,
  SeasonResponse,
} from './planting-records.dto';

/** The spec's page size for records. */
const RECORD_PAGE_SIZE = 20;

/** Planting records of the farmers the caller may change (create, save, delete) or read. Outside that scope: 404. */
@ApiTags('farmers')
@Controller('farmer-record')
export class PlantingRecordsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('create')
  @RequirePermission('farmers:edit')
  @ApiOperation({
    summary:
      'Creates a planting record on a farm of the farmer; 201, or 200 with the same record when the same request (same id) is sent again',
  })
  @ApiMutationResponse(PlantingRecordResponse, { status: 201 })
  @ApiMutationResponse(PlantingRecordResponse, {
    description: 'The same request (same id) sent again: the record it made',
  })
  @ApiErrors(FarmersErrors.PLANTING_RECORD_ALREADY_EXISTS)
  @ApiNotFoundResponse({ description: 'FARMER_NOT_FOUND; FARM_NONE_FOR_FARMER (the farm is not one of the farmer’s)' })
  async create(
    @CurrentActor() actor: Actor,
    @Body() body: PlantingRecordDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { id, farmerId, farmId, ...input } = body;
    const result: CreatedPlantingRecord = await this.commands.execute(
      new CreatePlantingRecordCommand(actor, farmerId, farmId, input, id),
    );
    reply.status(result.created ? 201 : 200);
    return mutation(say('PLANTING_RECORD_CREATED'), result.record);
  }

  @Put(':id/save')
  @RequirePermission('farmers:edit')
  @ApiOperation({
    summary:
      'Replaces the record’s content: entries sent with their id are kept, without one are added, left out are removed',
  })
  @ApiMutationResponse(PlantingRecordResponse)
  @ApiNotFoundResponse({ description: 'PLANTING_RECORD_NOT_FOUND' })
  async save(
    @CurrentActor() actor: Actor,
    @Param('id', new UuidPipe()) id: string,
    @Body() body: PlantingRecordSaveDto,
  ) {
    return mutation(
      say('PLANTING_RECORD_SAVED'),
      await this.commands.execute(new SavePlantingRecordCommand(actor, id, body)),
    );
  }

  @Get('farm/:id')
  @RequirePermission('farmers:view')
  @ApiOperation({ summary: 'The planting records of a farm, latest year first; 20 a page' })
  @ApiPageResponse(PlantingRecordResponse)
  @ApiNotFoundResponse({ description: 'FARM_NOT_FOUND' })
  ofFarm(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Query() query: PageQueryDto) {
    return this.queries.execute(new ListPlantingRecordsOfFarmQuery(actor, id, query.pageRequest(RECORD_PAGE_SIZE)));
  }

  @Get('farmer/:id/seasons')
  @RequirePermission('farmers:view')
  @ApiOperation({
    summary:
      'What the farmer planted, applied and harvested, season by season (latest first), with totals in kilograms',
  })
  @ApiOkResponse({ type: SeasonResponse, isArray: true })
  @ApiNotFoundResponse({ description: 'FARMER_NOT_FOUND' })
  seasons(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.queries.execute(new FarmerSeasonsQuery(actor, id));
  }

  @Delete('delete-fertilizer/:id')
  @RequirePermission('farmers:edit')
  @ApiMutationResponse(RemovedItemResponse)
  @ApiNotFoundResponse({ description: 'PLANTING_RECORD_ITEM_NOT_FOUND' })
  deleteFertilizer(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.removeItem(actor, 'FERTILIZER', id, 'PLANTING_RECORD_FERTILIZER_DELETED');
  }

  @Delete('delete-manure/:id')
  @RequirePermission('farmers:edit')
  @ApiMutationResponse(RemovedItemResponse)
  @ApiNotFoundResponse({ description: 'PLANTING_RECORD_ITEM_NOT_FOUND' })
  deleteManure(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.removeItem(actor, 'MANURE', id, 'PLANTING_RECORD_MANURE_DELETED');
  }

  @Delete('delete-seed/:id')
  @RequirePermission('farmers:edit')
  @ApiMutationResponse(RemovedItemResponse)
  @ApiNotFoundResponse({ description: 'PLANTING_RECORD_ITEM_NOT_FOUND' })
  deleteSeed(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.removeItem(actor, 'SEED', id, 'PLANTING_RECORD_SEED_DELETED');
  }

  @Delete('delete-cpp/:id')
  @RequirePermission('farmers:edit')
  @ApiMutationResponse(RemovedItemResponse)
  @ApiNotFoundResponse({ description: 'PLANTING_RECORD_ITEM_NOT_FOUND' })
  deleteCpp(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.removeItem(actor, 'CPP', id, 'PLANTING_RECORD_CPP_DELETED');
  }

  @Delete('delete/:id')
  @RequirePermission('farmers:edit')
  @ApiMutationResponse(DeletedResponse)
  @ApiNotFoundResponse({ description: 'PLANTING_RECORD_NOT_FOUND' })
  async delete(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return mutation(
      say('PLANTING_RECORD_DELETED'),
      await this.commands.execute(new DeletePlantingRecordCommand(actor, id)),
    );
  }

  @Get(':id')
  @RequirePermission('farmers:view')
  @ApiOkResponse({ type: PlantingRecordResponse })
  @ApiNotFoundResponse({ description: 'PLANTING_RECORD_NOT_FOUND' })
  one(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.queries.execute(new GetPlantingRecordQuery(actor, id));
  }

  private async removeItem(actor: Actor, section: Section, id: string, message: string) {
    return mutation(say(message), await this.commands.execute(new RemovePlantingRecordItemCommand(actor, section, id)));
  }
}
