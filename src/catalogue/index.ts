export { CatalogueModule } from './catalogue.module';
export type { CategoryView, ItemView, ProductView } from './queries/catalogue.views';
export { GetProductForTradeQuery } from './queries/product-for-trade.query';
export type { DeliveryMethodFacts, ProductFacts } from './queries/product-for-trade.query';
export { ProductEvents } from './domain/product';
export { CategoryEvents } from './domain/category';
export { VERIFIED_PURCHASES } from './reviews/verified-purchases.port';
export type { VerifiedPurchasesPort } from './reviews/verified-purchases.port';
