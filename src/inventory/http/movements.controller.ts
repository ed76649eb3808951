import { Controller, Get, Inject, Param, Post, Query, Req, Res, Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBody,
  ApiBodyOptions,
  ApiConflictResponse,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequirePermission } from '../../kernel/auth/access.decorators';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import type { Actor } from '../../kernel/context/request-context';
import { RequestContexts } from '../../kernel/context/request-context';
import { CurrentActor } from '../../kernel/http/current-actor.decorator';
import { mutation } from '../../kernel/http/envelopes';
import { readMultipartFiles } from '../../kernel/http/multipart';
import { ApiFileResponse, ApiMutationResponse, ApiPageResponse } from '../../kernel/http/openapi-schemas';
import { PageQueryDto } from '../../kernel/http/page-query.dto';
import { UuidPipe } from '../../kernel/http/path-params';
import { say } from '../../kernel/i18n/translator';
import { Clock } from '../../kernel/clock/clock';
import { StorageService } from '../../kernel/storage/storage.service';
import { RecordMovementCommand, TransferStockCommand } from '../commands/movement.commands';
import {
  GetMovementQuery,
  ListMovementsQuery,
  StockExportRowsQuery,
  WaybillFileQuery,
} from '../queries/inventory.queries';
import {
  ExportQueryDto,
  InventoryMovementDto,
  MovementResponse,
  TransferDto,
  WarehouseMovementDto,
} from './inventory.dto';
import { stockPdf } from './stock-pdf';

const DOCUMENT: Props[string] = {
  type: 'string',
  format: 'binary',
  description: 'The waybill: PDF, JPEG, PNG or WEBP',
};
type Props = Record<string, { type: 'string' | 'integer'; [key: string]: unknown }>;
const text = (extra: Props = {}): Props => ({
  waybillNumber: { type: 'string', maxLength: 60 },
  productId: { type: 'string', format: 'uuid' },
  size: { type: 'string', maxLength: 40 },
  quantity: { type: 'integer', minimum: 1, maximum: 1000000 },
  movementDate: { type: 'string', format: 'date' },
  comment: { type: 'string', maxLength: 500 },
  ...extra,
  document: DOCUMENT,
});
const REQUIRED = ['waybillNumber', 'productId', 'size', 'quantity', 'movementDate', 'comment'];
const DIRECTION: Props = { direction: { type: 'string', enum: ['IN', 'OUT'] } };
const form = (properties: Props, required: string[]): ApiBodyOptions => ({
  schema: { type: 'object', required, properties },
});

const INSUFFICIENT =
  'STOCK_INSUFFICIENT: an OUT larger than the stock; the message names what is available; nothing is written';
const MOVEMENT_NOT_FOUND = 'MOVEMENT_NOT_FOUND (also for a movement of another organisation)';

/**
 * Stock movements: into and out of warehouses (warehouse/movement, with transfers between two warehouses of one owner)
 * and of the own shop of retailers, agro-dealers, distributors and wholesalers (inventory-movement). Each carries its
 * waybill reference and, when attached, the waybill document (checked by content and size, stored privately).
 */
@ApiTags('inventory')
@Controller()
export class MovementsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly storage: StorageService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private files(request: FastifyRequest, dto: Type<object>) {
    return readMultipartFiles(request, dto, { document: { maxBytes: this.config.uploadMaxBytes } });
  }

  @Post('warehouse/movement')
  @RequirePermission('inventory:manage')
  @ApiOperation({ summary: 'Records goods entering (IN) or leaving (OUT) a warehouse, with the waybill' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(
    form(text({ warehouseId: { type: 'string', format: 'uuid' }, ...DIRECTION }), [
      ...REQUIRED,
      'warehouseId',
      'direction',
    ]),
  )
  @ApiMutationResponse(MovementResponse, { status: 201 })
  @ApiConflictResponse({ description: INSUFFICIENT })
  @ApiNotFoundResponse({ description: 'WAREHOUSE_NOT_FOUND, STOCK_PRODUCT_NOT_FOUND' })
  async warehouseMovement(@CurrentActor() actor: Actor, @Req() request: FastifyRequest) {
    const { fields, files } = await this.files(request, WarehouseMovementDto);
    const { warehouseId, ...input } = fields as WarehouseMovementDto;
    return mutation(
      say('MOVEMENT_RECORDED'),
      await this.commands.execute(new RecordMovementCommand(actor, warehouseId, input, files.document[0] ?? null)),
    );
  }

  @Post('warehouse/transfer')
  @RequirePermission('inventory:manage')
  @ApiOperation({
    summary: 'Moves goods from one warehouse of the organisation to another: an OUT and an IN, both or neither',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(
    form(
      text({ fromWarehouseId: { type: 'string', format: 'uuid' }, toWarehouseId: { type: 'string', format: 'uuid' } }),
      [...REQUIRED, 'fromWarehouseId', 'toWarehouseId'],
    ),
  )
  @ApiMutationResponse(MovementResponse, { status: 201, isArray: true })
  @ApiConflictResponse({ description: INSUFFICIENT })
  @ApiNotFoundResponse({ description: 'WAREHOUSE_NOT_FOUND, STOCK_PRODUCT_NOT_FOUND' })
  async transfer(@CurrentActor() actor: Actor, @Req() request: FastifyRequest) {
    const { fields, files } = await this.files(request, TransferDto);
    return mutation(
      say('TRANSFER_RECORDED'),
      await this.commands.execute(new TransferStockCommand(actor, fields as TransferDto, files.document[0] ?? null)),
    );
  }

  @Get('warehouse/movement/staff/:id')
  @RequirePermission('inventory:list')
  @ApiOperation({
    summary: 'The warehouse movements a staff member (or the owner) of the organisation recorded, newest first',
  })
  @ApiPageResponse(MovementResponse)
  @ApiNotFoundResponse({ description: 'STAFF_NOT_FOUND (also for someone of another organisation)' })
  byStaff(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Query() query: PageQueryDto) {
    return this.queries.execute(
      new ListMovementsQuery(actor, { recordedBy: id, kind: 'WAREHOUSE' }, query.pageRequest(20)),
    );
  }

  @Get('warehouse/movement/:warehouseId')
  @RequirePermission('inventory:list')
  @ApiOperation({ summary: "A warehouse's movements, newest first" })
  @ApiPageResponse(MovementResponse)
  @ApiNotFoundResponse({ description: 'WAREHOUSE_NOT_FOUND (also for a warehouse of another organisation)' })
  byWarehouse(
    @CurrentActor() actor: Actor,
    @Param('warehouseId', new UuidPipe('warehouseId')) warehouseId: string,
    @Query() query: PageQueryDto,
  ) {
    return this.queries.execute(new ListMovementsQuery(actor, { warehouseId }, query.pageRequest(20)));
  }

  @Post('inventory-movement')
  @RequirePermission('inventory:manage')
  @ApiOperation({
    summary:
      "Records goods entering (IN) or leaving (OUT) the organisation's own shop (retailers, agro-dealers, distributors, wholesalers)",
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(form(text(DIRECTION), [...REQUIRED, 'direction']))
  @ApiMutationResponse(MovementResponse, { status: 201 })
  @ApiConflictResponse({ description: INSUFFICIENT })
  @ApiForbiddenResponse({ description: 'STOCK_KEEPERS_ONLY' })
  @ApiNotFoundResponse({ description: 'STOCK_PRODUCT_NOT_FOUND' })
  async shopMovement(@CurrentActor() actor: Actor, @Req() request: FastifyRequest) {
    const { fields, files } = await this.files(request, InventoryMovementDto);
    return mutation(
      say('MOVEMENT_RECORDED'),
      await this.commands.execute(
        new RecordMovementCommand(actor, null, fields as InventoryMovementDto, files.document[0] ?? null),
      ),
    );
  }

  @Get('inventory-movement')
  @RequirePermission('inventory:list')
  @ApiOperation({
    summary:
      "The own shop's movements, newest first (the owner's path: distributors, wholesalers, retailers, agro-dealers)",
  })
  @ApiPageResponse(MovementResponse)
  shopMovements(@CurrentActor() actor: Actor, @Query() query: PageQueryDto) {
    return this.queries.execute(new ListMovementsQuery(actor, { kind: 'SHOP' }, query.pageRequest(20)));
  }

  @Get('inventory-movement/staff')
  @RequirePermission('inventory:list')
  @ApiOperation({ summary: "The own shop's movements of the organisation the caller works for (the staff's path)" })
  @ApiPageResponse(MovementResponse)
  staffShopMovements(@CurrentActor() actor: Actor, @Query() query: PageQueryDto) {
    return this.queries.execute(new ListMovementsQuery(actor, { kind: 'SHOP' }, query.pageRequest(20)));
  }

  @Get('inventory-movement/staff/:id')
  @RequirePermission('inventory:list')
  @ApiOperation({
    summary: 'The shop movements a staff member (or the owner) of the organisation recorded, newest first',
  })
  @ApiPageResponse(MovementResponse)
  @ApiNotFoundResponse({ description: 'STAFF_NOT_FOUND (also for someone of another organisation)' })
  shopByStaff(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Query() query: PageQueryDto) {
    return this.queries.execute(new ListMovementsQuery(actor, { recordedBy: id, kind: 'SHOP' }, query.pageRequest(20)));
  }

  @Get('inventory-movement/:id')
  @RequirePermission('inventory:list')
  @ApiOperation({ summary: 'One movement (of a warehouse or of the shop)' })
  @ApiOkResponse({ type: MovementResponse })
  @ApiNotFoundResponse({ description: MOVEMENT_NOT_FOUND })
  movement(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string) {
    return this.queries.execute(new GetMovementQuery(actor, id));
  }

  @Get('inventory-movement/:id/waybill')
  @RequirePermission('inventory:list')
  @ApiOperation({ summary: "Downloads a movement's waybill document" })
  @ApiFileResponse('The waybill as uploaded', 'application/pdf', 'image/jpeg', 'image/png', 'image/webp')
  @ApiNotFoundResponse({ description: `${MOVEMENT_NOT_FOUND}; WAYBILL_NOT_FOUND` })
  async waybill(@CurrentActor() actor: Actor, @Param('id', new UuidPipe()) id: string, @Res() reply: FastifyReply) {
    const file = await this.queries.execute(new WaybillFileQuery(actor, id));
    const bytes = await this.storage.open(file.storageKey);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `inline; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  }

  @Get('inventory/export/pdf')
  @RequirePermission('inventory:export')
  @ApiOperation({
    summary:
      "The stock by warehouse and product with totals, as a PDF in the caller's language (administrators: the country they work in)",
  })
  @ApiFileResponse('The stock report', 'application/pdf')
  @ApiNotFoundResponse({ description: 'WAREHOUSE_NOT_FOUND' })
  async exportPdf(@CurrentActor() actor: Actor, @Query() query: ExportQueryDto, @Res() reply: FastifyReply) {
    const rows = await this.queries.execute(new StockExportRowsQuery(actor, query.warehouseId));
    const now = this.clock.now();
    const doc = stockPdf(rows, RequestContexts.currentOrSystem().language, now);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="stock-${now.toISOString().slice(0, 10)}.pdf"`)
      .header('cache-control', 'private, no-cache')
      .send(doc);
  }
}
