import { Module } from '@nestjs/common';
import './catalogue.messages';
import { CategoryCommands, ProductCommands } from './commands/catalogue.commands';
import { CatalogueReferenceController, ProductsController, SellerProductsController } from './http/catalogue.controllers';
import { ProductApprovalMailSubscriber } from './mail/product-approval-mail.subscriber';
import { CatalogueViews } from './queries/catalogue.views';
import { CategoryProjection, ProductProjection } from './read-models/catalogue.projections';

/** Categories and the reference lists, sellers' products and their approval. */
@Module({
  controllers: [CatalogueReferenceController, SellerProductsController, ProductsController],
  providers: [CatalogueViews, CategoryCommands, ProductCommands, CategoryProjection, ProductProjection, ProductApprovalMailSubscriber],
  exports: [CatalogueViews],
})
export class CatalogueModule {}
