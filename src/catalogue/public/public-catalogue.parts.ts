import { CatalogueCountries } from './catalogue-countries';
import { CatalogueSellerProjection } from './catalogue-sellers.projection';
import { CertifyProductHandler, RecommendProductHandler } from './product-highlights.commands';
import { ProductHighlightsController } from './product-highlights.controller';
import { ProductVisibility } from './product-visibility';
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
} from './public-catalogue.queries';
import { PublicCatalogueViews } from './public-catalogue.views';
import { PublicProductsController } from './public-products.controller';
import { SitemapController } from './sitemap.controller';
import { ListingCache } from './listing-cache';

/** The public catalogue's controllers and providers, registered by CatalogueModule. */
export const PUBLIC_CATALOGUE = {
  controllers: [PublicProductsController, ProductHighlightsController, SitemapController],
  providers: [
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
  ],
};
