export { OrdersModule } from './orders.module';
export { OrdersErrors } from './orders.errors';
// Event types (each a value to create or narrow events, and its payload type) and their names.
export {
  ProductRequestEvents,
  ORDER_STATUSES,
  ProductRequestPlaced,
  ProductRequestApproved,
  ProductRequestDeclined,
  ProductRequestRejected,
  ProductRequestCanceled,
  ProductRequestShipped,
  ProductRequestDelivered,
  productRequestStatusData,
} from './domain/product-request';
export type {
  OrderStatus,
  OrderDetails,
  DeliveryMethodRef,
  ProductRequestStatusChanged,
} from './domain/product-request';
export {
  QuotationEvents,
  QUOTATION_STATUSES,
  QuotationRequested,
  QuotationOffered,
  QuotationCountered,
  QuotationCommented,
  QuotationMarkedRead,
  QuotationMarkedUnread,
  QuotationAccepted,
  quotationEventData,
} from './domain/quotation';
export type { QuotationStatus, QuotationMessage, QuotationPriced, QuotationReadChanged } from './domain/quotation';
export { PlaceProductRequestCommand, ChangeProductRequestStatusCommand } from './commands/product-request.commands';
export {
  AskQuotationCommand,
  AnswerQuotationCommand,
  CounterQuotationCommand,
  AcceptQuotationCommand,
} from './commands/quotation.commands';
export {
  ListPlacedOrdersQuery,
  ListReceivedOrdersQuery,
  CountReceivedOrdersQuery,
  GetProductRequestQuery,
} from './queries/product-request.queries';
export type { ProductRequestView } from './queries/product-request.views';
export {
  ListReceivedQuotationsQuery,
  ListAskedQuotationsQuery,
  CountReceivedQuotationsQuery,
  GetQuotationQuery,
} from './queries/quotation.queries';
export type { QuotationView } from './queries/quotation.views';
export { BuyersWithDeliveryQuery, DeliveredPurchases } from './queries/delivered-purchases';
