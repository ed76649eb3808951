import { Module } from '@nestjs/common';
import { GeographyModule } from '../geography';
import './markets.errors';
import './markets.messages';
import { UploadMarketPricesHandler } from './commands/market-upload.commands';
import { DeletePriceAlertHandler, ListPriceAlertsHandler, SetPriceAlertHandler } from './commands/price-alert.commands';
import { MarketUpdatesController } from './http/markets.controller';
import { PriceAlertMailSubscriber } from './mail/price-alert-mail.subscriber';
import { PriceAlertPushSubscriber } from './consumers/price-alert-push.subscriber';
import {
  DistinctMarketProductsHandler,
  ListMarketProductsHandler,
  ListMarketUpdatesHandler,
  MarketPriceHistoryHandler,
} from './queries/market-price.queries';
import { MarketPriceProjection } from './read-models/market-price.projection';
import { PriceAlertProjection } from './read-models/price-alert.projection';
import { PriceAlertWatch } from './consumers/price-alert-watch.consumer';

/**
 * Market prices: administrators upload price sheets (per unit and per kg from the unit's weight); every signed-in user
 * lists, compares and follows them, and may be told by e-mail and push (through notifications) when a price rises above
 * or falls below a threshold. The regions and states the filters name are geography's (GET regions, GET states).
 */
@Module({
  imports: [GeographyModule],
  controllers: [MarketUpdatesController],
  providers: [
    MarketPriceProjection,
    PriceAlertProjection,
    PriceAlertWatch,
    PriceAlertMailSubscriber,
    PriceAlertPushSubscriber,
    UploadMarketPricesHandler,
    SetPriceAlertHandler,
    DeletePriceAlertHandler,
    ListPriceAlertsHandler,
    ListMarketUpdatesHandler,
    ListMarketProductsHandler,
    DistinctMarketProductsHandler,
    MarketPriceHistoryHandler,
  ],
})
export class MarketsModule {}
