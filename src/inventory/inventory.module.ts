import { Module } from '@nestjs/common';
import { PeopleDirectoryModule } from '../accounts';
import { AuthorizationModule } from '../authorization';
import { GeographyModule } from '../geography';
import { ActingOrganisations } from '../kernel/auth/acting-organisations';
import { RecordMovementHandler, SetStockThresholdHandler, TransferStockHandler } from './commands/movement.commands';
import { CreateWarehouseHandler, UpdateWarehouseHandler } from './commands/warehouse.commands';
import { MovementsController } from './http/movements.controller';
import { WarehousesController } from './http/warehouses.controller';
import './inventory.errors';
import './inventory.messages';
import { LowStockMailSubscriber } from './mail/low-stock-mail.subscriber';
import {
  GetMovementHandler,
  GetWarehouseHandler,
  ListMovementsHandler,
  ListWarehousesHandler,
  SellerStockHandler,
  StockExportRowsHandler,
  WarehouseStockHandler,
  WaybillFileHandler,
} from './queries/inventory.queries';
import { MovementViews } from './queries/movement.views';
import { StockKeepers } from './queries/stock-keepers';
import { StockViews } from './queries/stock.views';
import { WarehouseViews } from './queries/warehouse.views';
import { StockProjection } from './read-models/stock.projection';
import { WarehouseProjection } from './read-models/warehouse.projection';

/**
 * Warehouses and stock: warehouses of input providers, distributors and wholesalers; movements in and out of them and
 * of the own shop of retailers and agro-dealers, each with its waybill; stock that never goes below zero; low-stock
 * mails; the PDF export. Products come from the catalogue through its GetProductForTradeQuery.
 */
@Module({
  imports: [GeographyModule, AuthorizationModule, PeopleDirectoryModule],
  controllers: [WarehousesController, MovementsController],
  providers: [
    ActingOrganisations,
    StockKeepers,
    WarehouseViews,
    MovementViews,
    StockViews,
    WarehouseProjection,
    StockProjection,
    CreateWarehouseHandler,
    UpdateWarehouseHandler,
    RecordMovementHandler,
    TransferStockHandler,
    SetStockThresholdHandler,
    ListWarehousesHandler,
    GetWarehouseHandler,
    WarehouseStockHandler,
    ListMovementsHandler,
    GetMovementHandler,
    WaybillFileHandler,
    StockExportRowsHandler,
    SellerStockHandler,
    LowStockMailSubscriber,
  ],
})
export class InventoryModule {}
