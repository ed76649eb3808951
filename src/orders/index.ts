export { OrdersModule } from './orders.module';
// Event types (each a value to create or narrow events, and its payload type) and their names.
export {
  ProductRequestEvents,
  ProductRequestPlaced,
  ProductRequestApproved,
  ProductRequestDeclined,
  ProductRequestRejected,
  ProductRequestCanceled,
  ProductRequestShipped,
  ProductRequestDelivered,
  productRequestStatusData,
} from './domain/product-request';
export {
  QuotationEvents,
  QuotationRequested,
  QuotationOffered,
  QuotationCountered,
  QuotationAccepted,
  quotationEventData,
} from './domain/quotation';
export { AskQuotationCommand } from './commands/quotation.commands';
export { ListPlacedOrdersQuery } from './queries/product-request.queries';
export { ListAskedQuotationsQuery } from './queries/quotation.queries';
export type { QuotationView } from './queries/quotation.views';
export { DeliveredPurchases } from './queries/delivered-purchases';
