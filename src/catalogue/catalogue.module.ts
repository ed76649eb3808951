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
import { CatalogueCountries } from './public/queries/catalogue-countries';
import { CatalogueSellerProjection } from './public/read-models/catalogue-sellers.projection';
import { CertifyProductHandler, RecommendProductHandler } from './public/commands/product-highlights.commands';
import { ProductHighlightsController } from './public/http/product-highlights.controller';
import { ProductVisibility } from './public/queries/product-visibility';
import {
  GetProductShortDetailHandler,
  GetPublicProductHandler,
  GetSitemapHandler,
  GetVisibleProductHandler,
  ListPublicProductsHandler,
  ListRecommendedProductsHandler,
  ListRelatedProductsHandler,
  ListVendorsHandler,
  SearchPublicProductsHandler,
} from './public/queries/public-catalogue.queries';
import { PublicCatalogueViews } from './public/queries/public-catalogue.views';
import { PublicProductsController } from './public/http/public-products.controller';
import { SitemapController } from './public/http/sitemap.controller';
import { ListingCache } from './public/queries/listing-cache';
import { ActingOrganisations } from '../kernel/auth/acting-organisations';
import {
  AddCatalogEntryHandler,
  CatalogEntryWrites,
  EditCatalogEntryHandler,
  RemoveCatalogEntryHandler,
  RemoveCatalogLocationHandler,
} from './seller-catalogue/commands/seller-catalogue.commands';
import { RetailerMapController, SellerCatalogueController } from './seller-catalogue/http/seller-catalogue.controllers';
import { CatalogProductSummaries } from './seller-catalogue/queries/catalog-product-summaries';
import { InputsFilterQuery } from './seller-catalogue/queries/inputs-filter.query';
import {
  FilterInputsHandler,
  GetCatalogEntryHandler,
  ListCatalogEntriesHandler,
  ListCatalogLocationsHandler,
  ListCatalogPricesHandler,
  ListMapPointsHandler,
} from './seller-catalogue/queries/seller-catalogue.queries';
import { SellerCatalogueViews } from './seller-catalogue/queries/seller-catalogue.views';
import { CatalogEntryProjection } from './seller-catalogue/read-models/catalog-entry.projection';
import { CatalogueAffiliationProjection } from './seller-catalogue/read-models/catalogue-affiliation.projection';
import { CatalogueStockConsumer } from './seller-catalogue/consumers/catalogue-stock.consumer';
import { ToggleLikeHandler } from './reviews/commands/like.commands';
import { ModerateCommentHandler, RateProductHandler } from './reviews/commands/review.commands';
import { CommentModerationController } from './reviews/http/comment-moderation.controller';
import { ReviewsController } from './reviews/http/reviews.controller';
import { AuthorNames } from './reviews/queries/author-names';
import { ReviewedProducts } from './reviews/queries/reviewed-products';
import {
  CountCommentsToModerateHandler,
  GetLikesHandler,
  GetReviewSummaryHandler,
  ListApprovedCommentsHandler,
  ListCommentsToModerateHandler,
} from './reviews/queries/review.queries';
import { ReviewViews } from './reviews/queries/review.views';
import { ReviewsProjection } from './reviews/read-models/reviews.projection';
import { VERIFIED_PURCHASES, VerifiedPurchasesPort } from './reviews/queries/verified-purchases.port';

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
      imports: [GeographyModule, AuthorizationModule, PeopleDirectoryModule],
      controllers: [
        CatalogueReferenceController,
        SellerProductsController,
        ProductsController,
        // the dealers' catalogues
        SellerCatalogueController,
        RetailerMapController,
        // the public catalogue
        PublicProductsController,
        ProductHighlightsController,
        SitemapController,
        // reviews
        ReviewsController,
        CommentModerationController,
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
        // the dealers' catalogues: where dealers stand with input providers comes from the catalogue's own read model
        // (catalogue_affiliations), and the stock sellers hold from another (catalogue_stock, fed by the inventory's
        // StockMoved events)
        ActingOrganisations,
        CatalogProductSummaries,
        SellerCatalogueViews,
        InputsFilterQuery,
        CatalogEntryProjection,
        CatalogEntryWrites,
        AddCatalogEntryHandler,
        EditCatalogEntryHandler,
        RemoveCatalogLocationHandler,
        RemoveCatalogEntryHandler,
        FilterInputsHandler,
        ListCatalogEntriesHandler,
        GetCatalogEntryHandler,
        ListCatalogPricesHandler,
        ListCatalogLocationsHandler,
        ListMapPointsHandler,
        CatalogueAffiliationProjection,
        CatalogueStockConsumer,
        // the public catalogue
        CatalogueSellerProjection,
        CatalogueCountries,
        ListingCache,
        PublicCatalogueViews,
        ProductVisibility,
        RecommendProductHandler,
        CertifyProductHandler,
        ListPublicProductsHandler,
        SearchPublicProductsHandler,
        ListVendorsHandler,
        ListRecommendedProductsHandler,
        GetPublicProductHandler,
        GetVisibleProductHandler,
        GetProductShortDetailHandler,
        ListRelatedProductsHandler,
        GetSitemapHandler,
        // reviews
        ReviewedProducts,
        AuthorNames,
        ReviewViews,
        ReviewsProjection,
        ToggleLikeHandler,
        RateProductHandler,
        ModerateCommentHandler,
        GetReviewSummaryHandler,
        GetLikesHandler,
        ListApprovedCommentsHandler,
        ListCommentsToModerateHandler,
        CountCommentsToModerateHandler,
        ...(options.verifiedPurchases ? [{ provide: VERIFIED_PURCHASES, useClass: options.verifiedPurchases }] : []),
      ],
    };
  }
}
