import { Module } from '@nestjs/common';
import './catalogue.messages';
import { CategoryCommands, ProductCommands } from './commands/catalogue.commands';
import { CatalogueReferenceController, ProductsController, SellerProductsController } from './http/catalogue.controllers';
import { ProductApprovalMailSubscriber } from './mail/product-approval-mail.subscriber';
import { CatalogueViews } from './queries/catalogue.views';
import { ReferenceLists } from './queries/reference-lists';
import { GetProductForTradeHandler } from './queries/product-for-trade.query';
import { CategoryProjection, ProductProjection } from './read-models/catalogue.projections';
import { PUBLIC_CATALOGUE } from './public/public-catalogue.parts';
import { SELLER_CATALOGUE } from './seller-catalogue/seller-catalogue.parts';
import { ReviewsModule } from './reviews/reviews.module';

/** Categories and the reference lists, sellers' products and their approval. */
@Module({
  imports: [ReviewsModule],
  controllers: [CatalogueReferenceController, SellerProductsController, ProductsController, ...SELLER_CATALOGUE.controllers, ...PUBLIC_CATALOGUE.controllers],
  providers: [CatalogueViews, ReferenceLists, CategoryCommands, ProductCommands, CategoryProjection, ProductProjection, ProductApprovalMailSubscriber, GetProductForTradeHandler, ...SELLER_CATALOGUE.providers, ...PUBLIC_CATALOGUE.providers],
  exports: [CatalogueViews],
})
export class CatalogueModule {}
