export { MarketsModule } from './markets.module';
export { MarketsErrors } from './markets.errors';
export { MarketEvents, MarketPricesUploaded } from './domain/market-upload';
export type { MarketPriceRow } from './domain/market-upload';
export {
  PriceAlertEvents,
  PriceAlertSet,
  PriceAlertDeleted,
  PriceAlertCrossed,
  PriceAlertPlaced,
} from './domain/price-alert';
// Prices for other channels (feature phones): a country's products, and a product's prices by state and market.
export { ListMarketProductsQuery, DistinctMarketProductsQuery } from './queries/market-price.queries';
export type { MarketPriceView } from './queries/market-price.queries';
