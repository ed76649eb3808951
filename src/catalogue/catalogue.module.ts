import { DynamicModule, Module, Type } from '@nestjs/common';
import { PeopleDirectoryModule } from '../accounts';
import { AuthorizationModule } from '../authorization';
import { GeographyModule } from '../geography';
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
import {
  CatalogueReferenceController,
  ProductsController,
  SellerProductsController,
} from './http/catalogue.controllers';
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
import { ProductsNearHandler } from './queries/products-near.query';
import { CategoryProjection, ProductProjection } from './read-models/catalogue.projections';
import { PUBLIC_CATALOGUE } from './public/public-catalogue.parts';
import { SELLER_CATALOGUE } from './seller-catalogue/seller-catalogue.parts';
import { ReviewsModule } from './reviews/reviews.module';
import type { VerifiedPurchasesPort } from './reviews/verified-purchases.port';

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
  ProductsNearHandler,
];

export interface CatalogueOptions {
  /**
   * The class answering VERIFIED_PURCHASES (who had a product delivered), for the reviews' "verified purchase" mark.
   * It belongs to orders, which uses the catalogue, so the app module binds it here rather than the catalogue
   * importing orders. It is built in the catalogue, so it may depend only on the kernel (the query bus). Without it,
   * no review is marked.
   */
  verifiedPurchases?: Type<VerifiedPurchasesPort>;
}

/** Categories and the reference lists, sellers' products and their approval, dealers' catalogues, the public catalogue and reviews. */
@Module({})
export class CatalogueModule {
  static forRoot(options: CatalogueOptions = {}): DynamicModule {
    return {
      module: CatalogueModule,
      imports: [
        GeographyModule,
        AuthorizationModule,
        PeopleDirectoryModule,
        ReviewsModule.forRoot(options.verifiedPurchases),
      ],
      controllers: [
        CatalogueReferenceController,
        SellerProductsController,
        ProductsController,
        ...SELLER_CATALOGUE.controllers,
        ...PUBLIC_CATALOGUE.controllers,
      ],
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
    };
  }
}
