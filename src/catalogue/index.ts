export { CatalogueModule } from './catalogue.module';
export { GetProductForTradeQuery } from './queries/product-for-trade.query';
export type { DeliveryMethodFacts, ProductFacts } from './queries/product-for-trade.query';
export { ProductsNearQuery } from './queries/products-near.query';
export type { ProductNearView } from './queries/products-near.query';
export type { VerifiedPurchasesPort } from './reviews/queries/verified-purchases.port';
export { ProductDeleted, ProductSubmitted } from './domain/product';
