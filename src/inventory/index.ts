export { InventoryModule } from './inventory.module';
export { StockMoved } from './domain/stock';
export { RecordMovementCommand } from './commands/movement.commands';
