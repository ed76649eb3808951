import { Module } from '@nestjs/common';
import './catalogue.errors';
import './catalogue.messages';
import { CreateCategoryHandler, DeleteCategoryHandler, RenameCategoryHandler } from './commands/category.commands';
import { ProductInputs } from './commands/product-inputs';
import {
  DecideProductApprovalHandler,
  DeleteProductHandler,
  RemoveProductPhotosHandler,
  SetProductStatusHandler,
  SubmitProductHandler,
  UpdateProductHandler,
} from './commands/product.commands';
import { CatalogueReferenceController, ProductsController, SellerProductsController } from './http/catalogue.controllers';
import { ProductApprovalMailSubscriber } from './mail/product-approval-mail.subscriber';
import {
  GetCategoryHandler,
  GetCategoryOfSubCategoryHandler,
  GetOwnProductHandler,
  GetProductPhotoHandler,
  GetProductPhotosHandler,
  ListCategoriesHandler,
  ListProductsHandler,
  ListReferenceItemsHandler,
  ListSubCategoriesHandler,
} from './queries/catalogue.queries';
import { CatalogueViews } from './queries/catalogue.views';
import { ReferenceLists } from './queries/reference-lists';
import { GetProductForTradeHandler } from './queries/product-for-trade.query';
import { CategoryProjection, ProductProjection } from './read-models/catalogue.projections';
import { PUBLIC_CATALOGUE } from './public/public-catalogue.parts';
import { SELLER_CATALOGUE } from './seller-catalogue/seller-catalogue.parts';
import { ReviewsModule } from './reviews/reviews.module';

const COMMAND_HANDLERS = [
  CreateCategoryHandler,
  RenameCategoryHandler,
  DeleteCategoryHandler,
  SubmitProductHandler,
  UpdateProductHandler,
  SetProductStatusHandler,
  RemoveProductPhotosHandler,
  DeleteProductHandler,
  DecideProductApprovalHandler,
];
const QUERY_HANDLERS = [
  ListSubCategoriesHandler,
  GetCategoryOfSubCategoryHandler,
  ListReferenceItemsHandler,
  ListCategoriesHandler,
  GetCategoryHandler,
  ListProductsHandler,
  GetOwnProductHandler,
  GetProductPhotosHandler,
  GetProductPhotoHandler,
  GetProductForTradeHandler,
];

/** Categories and the reference lists, sellers' products and their approval. */
@Module({
  imports: [ReviewsModule],
  controllers: [CatalogueReferenceController, SellerProductsController, ProductsController, ...SELLER_CATALOGUE.controllers, ...PUBLIC_CATALOGUE.controllers],
  providers: [
    CatalogueViews,
    ReferenceLists,
    ProductInputs,
    CategoryProjection,
    ProductProjection,
    ProductApprovalMailSubscriber,
    ...COMMAND_HANDLERS,
    ...QUERY_HANDLERS,
    ...SELLER_CATALOGUE.providers,
    ...PUBLIC_CATALOGUE.providers,
  ],
})
export class CatalogueModule {}
