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
import { RequirePermission } from '../../kernel/auth/access.decorators';
import type { Actor } from '../../kernel/context/request-context';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { mutation } from '../../kernel/http/envelopes';
import { Idempotent } from '../../kernel/http/idempotency';
import { ApiMutationResponse, ApiPageResponse } from '../../kernel/http/openapi-schemas';
import { OneOfPipe, UuidPipe } from '../../kernel/http/path-params';
import { say } from '../../kernel/i18n/translator';
import { CreateWarehouseCommand, UpdateWarehouseCommand } from '../commands/warehouse.commands';
import { SetStockThresholdCommand } from '../commands/movement.commands';
import {
  GetWarehouseQuery,
  ListWarehousesQuery,
  WAREHOUSE_VIEWS,
  WarehouseStockQuery,
  WarehouseViewKind,
} from '../queries/inventory.queries';
import {
  ThresholdDto,
  ThresholdResponse,
  WarehouseDto,
  WarehousePageQueryDto,
  WarehouseResponse,
  WarehouseStockResponse,
} from './inventory.dto';

const NOT_FOUND = 'WAREHOUSE_NOT_FOUND (also for a warehouse of another organisation)';
const KEEPERS_ONLY =
  'STOCK_KEEPERS_ONLY: the caller keeps no warehouses (not an input provider, distributor or wholesaler, nor their staff)';

/**
 * Warehouses of input providers, distributors and wholesalers, run by the owner and the staff they grant
 * warehouses:list / warehouses:manage. Each reaches only their organisation's; administrators and platform managers
 * read those of the country they work in.
 */
@ApiTags('inventory')
@Controller('warehouse')
export class WarehousesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermission('warehouses:list')
  @ApiOperation({
    summary: "The organisation's warehouses (owners: input providers, distributors, wholesalers), newest first",
  })
  @ApiPageResponse(WarehouseResponse)
  @ApiForbiddenResponse({ description: KEEPERS_ONLY })
  list(@CurrentActor() actor: Actor, @Query() query: WarehousePageQueryDto) {
    return this.queries.execute(new ListWarehousesQuery(actor, query.pageRequest(20)));
  }

  @Get('staff')
  @RequirePermission('warehouses:list')
  @ApiOperation({ summary: "The warehouses of the input provider the caller works for (input provider staff's list)" })
  @ApiPageResponse(WarehouseResponse)
  @ApiForbiddenResponse({ description: KEEPERS_ONLY })
  staffList(@CurrentActor() actor: Actor, @Query() query: WarehousePageQueryDto) {
    return this.queries.execute(new ListWarehousesQuery(actor, query.pageRequest(20)));
  }

  @Get('distributor/staff')
  @RequirePermission('warehouses:list')
  @ApiOperation({
    summary: "The warehouses of the distributor or wholesaler the caller works for (their staff's list)",
  })
  @ApiPageResponse(WarehouseResponse)
  @ApiForbiddenResponse({ description: KEEPERS_ONLY })
  distributorStaffList(@CurrentActor() actor: Actor, @Query() query: WarehousePageQueryDto) {
    return this.queries.execute(new ListWarehousesQuery(actor, query.pageRequest(20)));
  }

  @Get(':id')
  @RequirePermission('warehouses:list')
  @ApiOperation({ summary: 'One warehouse' })
  @ApiOkResponse({ type: WarehouseResponse })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  one(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.queries.execute(new GetWarehouseQuery(actor, id));
  }

  @Get(':type/:id')
  @RequirePermission('warehouses:list')
  @ApiOperation({
    summary:
      'The stock of a warehouse: `summary` (input providers and their staff: stock per product and size, value, ' +
      'last movements) or `status` (distributors, wholesalers and their staff: levels against thresholds)',
  })
  @ApiParam({ name: 'type', enum: ['summary', 'status'] })
  @ApiOkResponse({ type: WarehouseStockResponse })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiBadRequestResponse({ description: 'WAREHOUSE_VIEW_UNKNOWN' })
  @ApiForbiddenResponse({
    description: 'WAREHOUSE_VIEW_NOT_YOURS: the other view is for the other kind of organisation',
  })
  stock(
    @CurrentActor() actor: Actor,
    @Param('type', new OneOfPipe(WAREHOUSE_VIEWS, 'WAREHOUSE_VIEW_UNKNOWN')) type: WarehouseViewKind,
    @Param('id', new UuidPipe()) id: string,
  ) {
    return this.queries.execute(new WarehouseStockQuery(actor, id, type));
  }

  @Post()
  @RequirePermission('warehouses:manage')
  @Idempotent()
  @ApiOperation({ summary: 'Opens a warehouse of the organisation' })
  @ApiMutationResponse(WarehouseResponse, { status: 201 })
  @ApiConflictResponse({ description: 'WAREHOUSE_CODE_TAKEN' })
  @ApiForbiddenResponse({ description: KEEPERS_ONLY })
  @ApiBadRequestResponse({
    description: 'VALIDATION_FAILED: STATE_NOT_IN_COUNTRY, CITY_NOT_IN_STATE, WAREHOUSE_LOCATION_PAIR',
  })
  async create(@CurrentActor() actor: Actor, @Body() body: WarehouseDto) {
    return mutation(say('WAREHOUSE_CREATED'), await this.commands.execute(new CreateWarehouseCommand(actor, body)));
  }

  @Put(':id')
  @RequirePermission('warehouses:manage')
  @ApiOperation({ summary: "Changes a warehouse's details (the whole description is sent)" })
  @ApiMutationResponse(WarehouseResponse)
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: 'WAREHOUSE_CODE_TAKEN' })
  async update(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Body() body: WarehouseDto) {
    return mutation(say('WAREHOUSE_UPDATED'), await this.commands.execute(new UpdateWarehouseCommand(actor, id, body)));
  }

  @Put(':id/threshold')
  @RequirePermission('warehouses:manage')
  @ApiOperation({
    summary:
      'Sets (or removes) the low-stock threshold of a product and size in a warehouse: the owner is mailed once ' +
      'each time the stock becomes low, when a movement takes it to the threshold or below, or at once when the ' +
      'threshold is set at or above the stock',
  })
  @ApiMutationResponse(ThresholdResponse)
  @ApiNotFoundResponse({ description: `${NOT_FOUND}; STOCK_PRODUCT_NOT_FOUND` })
  async threshold(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Body() body: ThresholdDto) {
    return mutation(
      say('THRESHOLD_SET'),
      await this.commands.execute(
        new SetStockThresholdCommand(actor, id, {
          productId: body.productId,
          size: body.size,
          threshold: body.threshold ?? null,
        }),
      ),
    );
  }
}
