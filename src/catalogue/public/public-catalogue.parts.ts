import { CatalogueCountries } from './catalogue-countries';
import { CatalogueSellerProjection } from './catalogue-sellers.projection';
import { ProductHighlightCommands } from './product-highlights.commands';
import { ProductHighlightsController } from './product-highlights.controller';
import { ProductVisibility } from './product-visibility';
import { PublicCatalogueViews } from './public-catalogue.views';
import { PublicProductsController } from './public-products.controller';
import { SitemapController } from './sitemap.controller';
import { ListingCache } from './listing-cache';

/** The public catalogue's controllers and providers, registered by CatalogueModule. */
export const PUBLIC_CATALOGUE = {
  controllers: [PublicProductsController, ProductHighlightsController, SitemapController],
  providers: [CatalogueSellerProjection, CatalogueCountries, ListingCache, PublicCatalogueViews, ProductVisibility, ProductHighlightCommands],
};
