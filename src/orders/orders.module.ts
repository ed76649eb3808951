import { Module } from '@nestjs/common';
import { PeopleDirectoryModule } from '../accounts';
import { AuthorizationModule } from '../authorization';
import { GeographyModule } from '../geography';
import { ActingOrganisations } from '../kernel/auth/acting-organisations';
import { OrderPlacement } from './commands/order-placement';
import { ChangeProductRequestStatusHandler, PlaceProductRequestHandler } from './commands/product-request.commands';
import {
  AcceptQuotationHandler,
  AnswerQuotationHandler,
  AskQuotationHandler,
  CounterQuotationHandler,
} from './commands/quotation.commands';
import { TradableProducts } from './commands/tradable-products';
import { ProductRequestsController } from './http/product-requests.controller';
import { QuotationsController } from './http/quotations.controller';
import { ProductRequestMailSubscriber } from './mail/product-request-mail.subscriber';
import { QuotationMailSubscriber } from './mail/quotation-mail.subscriber';
import { TradeMailer } from './mail/trade-mailer';
import './orders.errors';
import './orders.messages';
import { BuyersWithDeliveryHandler } from './queries/delivered-purchases';
import { PartyNames } from './queries/party-names';
import {
  CountReceivedOrdersHandler,
  GetProductRequestHandler,
  ListPlacedOrdersHandler,
  ListReceivedOrdersHandler,
} from './queries/product-request.queries';
import { ProductRequestViews } from './queries/product-request.views';
import {
  CountReceivedQuotationsHandler,
  GetQuotationHandler,
  ListAskedQuotationsHandler,
  ListReceivedQuotationsHandler,
} from './queries/quotation.queries';
import { QuotationViews } from './queries/quotation.views';
import { TradingParties } from './queries/trading-parties';
import { ProductRequestProjection } from './read-models/product-request.projection';
import { QuotationProjection } from './read-models/quotation.projection';

/**
 * Quotations and product requests (orders) between buyers and the sellers of public products. The catalogue's reviews
 * learn who had a product delivered through DeliveredPurchases, which the app module binds with
 * `CatalogueModule.forRoot({ verifiedPurchases })`: the catalogue never imports this module.
 */
@Module({
  imports: [GeographyModule, AuthorizationModule, PeopleDirectoryModule],
  controllers: [QuotationsController, ProductRequestsController],
  providers: [
    ActingOrganisations,
    TradingParties,
    TradableProducts,
    PartyNames,
    OrderPlacement,
    QuotationViews,
    QuotationProjection,
    AskQuotationHandler,
    AnswerQuotationHandler,
    CounterQuotationHandler,
    AcceptQuotationHandler,
    ListReceivedQuotationsHandler,
    ListAskedQuotationsHandler,
    CountReceivedQuotationsHandler,
    GetQuotationHandler,
    ProductRequestViews,
    ProductRequestProjection,
    PlaceProductRequestHandler,
    ChangeProductRequestStatusHandler,
    ListPlacedOrdersHandler,
    ListReceivedOrdersHandler,
    CountReceivedOrdersHandler,
    GetProductRequestHandler,
    TradeMailer,
    QuotationMailSubscriber,
    ProductRequestMailSubscriber,
    BuyersWithDeliveryHandler,
  ],
})
export class OrdersModule {}
