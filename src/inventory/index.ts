export { InventoryModule } from './inventory.module';
export { InventoryErrors } from './inventory.errors';
export { StockEvents, StockMoved, StockRunningLow, StockThresholdSet } from './domain/stock';
export type { Direction, StockPlace } from './domain/stock';
export { WarehouseCreated, WarehouseEvents, WarehouseUpdated } from './domain/warehouse';
export type { WarehouseDetails } from './domain/warehouse';
export { CreateWarehouseCommand, UpdateWarehouseCommand } from './commands/warehouse.commands';
export { RecordMovementCommand, SetStockThresholdCommand, TransferStockCommand } from './commands/movement.commands';
export {
  GetMovementQuery,
  GetWarehouseQuery,
  ListMovementsQuery,
  ListWarehousesQuery,
  SellerStockQuery,
  StockExportRowsQuery,
  WarehouseStockQuery,
} from './queries/inventory.queries';
export type { MovementView } from './queries/movement.views';
export type { WarehouseView } from './queries/warehouse.views';
export type { WarehouseStockView } from './queries/stock.views';
