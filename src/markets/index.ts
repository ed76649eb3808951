export { MarketsModule } from './markets.module';
export { MarketsErrors } from './markets.errors';
export { MarketEvents, MarketPricesUploaded } from './domain/market-upload';
export type { MarketPriceRow } from './domain/market-upload';
export { PriceAlertEvents, PriceAlertSet, PriceAlertDeleted, PriceAlertCrossed, PriceAlertPlaced } from './domain/price-alert';
