export { OrdersModule } from './orders.module';
export { ProductRequestEvents, ORDER_STATUSES } from './domain/product-request';
export type { OrderStatus, ProductRequestPlaced, ProductRequestStatusChanged } from './domain/product-request';
export { QuotationEvents, QUOTATION_STATUSES } from './domain/quotation';
export type { QuotationStatus } from './domain/quotation';
