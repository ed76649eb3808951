export { MarketsModule } from './markets.module';
export { MarketEvents, MarketPricesUploaded } from './domain/market-upload';
export type { MarketPriceRow } from './domain/market-upload';
// Prices for other channels (feature phones): a country's products, and a product's prices by state and market.
export { ListMarketProductsQuery, DistinctMarketProductsQuery } from './queries/market-price.queries';
export type { MarketPriceView } from './queries/market-price.queries';
