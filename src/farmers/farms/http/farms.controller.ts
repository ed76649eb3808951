import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { EditFarmCommand, MapFarmCommand, MappedFarm, RemoveFarmCommand } from '../commands/farm.commands';
import { ListFarmsOfFarmerQuery } from '../queries/farm.queries';
import { DeletedResponse, FarmDto, FarmEditDto, FarmResponse } from './farms.dto';

/** The spec's page size for farms. */
const FARM_PAGE_SIZE = 20;

/** Farms of the farmers the caller may change (create, edit, delete) or read (list). Outside that scope: 404. */
@ApiTags('farmers')
@Controller('farm')
export class FarmsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('create')
  @RequirePermission('farmers:edit')
  @ApiOperation({
    summary: 'Maps a farm for a farmer; 201, or 200 with the same farm when the same request (same id) is sent again',
  })
  @ApiMutationResponse(FarmResponse, { status: 201 })
  @ApiMutationResponse(FarmResponse, { description: 'The same request (same id) sent again: the farm it made' })
  @ApiErrors(FarmersErrors.FARM_ALREADY_EXISTS)
  @ApiNotFoundResponse({ description: 'FARMER_NOT_FOUND' })
  async create(@CurrentActor() actor: Actor, @Body() body: FarmDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const result: MappedFarm = await this.commands.execute(
      new MapFarmCommand(actor, body.farmerId, body.details(), body.id),
    );
    reply.status(result.created ? 201 : 200);
    return mutation(say('FARM_CREATED'), result.farm);
  }

  @Put('edit/:id')
  @RequirePermission('farmers:edit')
  @ApiMutationResponse(FarmResponse)
  @ApiNotFoundResponse({ description: 'FARM_NOT_FOUND' })
  async edit(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Body() body: FarmEditDto) {
    return mutation(say('FARM_UPDATED'), await this.commands.execute(new EditFarmCommand(actor, id, body.details())));
  }

  @Delete('delete/:id')
  @RequirePermission('farmers:edit')
  @ApiOperation({ summary: 'Deletes a farm and its planting records' })
  @ApiMutationResponse(DeletedResponse)
  @ApiNotFoundResponse({ description: 'FARM_NOT_FOUND' })
  async remove(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return mutation(say('FARM_DELETED'), await this.commands.execute(new RemoveFarmCommand(actor, id)));
  }

  @Get('farmer/:id')
  @RequirePermission('farmers:view')
  @ApiOperation({ summary: 'The farms of a farmer, in the order they were mapped; 20 a page' })
  @ApiPageResponse(FarmResponse)
  @ApiNotFoundResponse({ description: 'FARMER_NOT_FOUND' })
  ofFarmer(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Query() query: PageQueryDto) {
    return this.queries.execute(new ListFarmsOfFarmerQuery(actor, id, query.pageRequest(FARM_PAGE_SIZE)));
  }
}
