import { ActingOrganisations } from '../../kernel/auth/acting-organisations';
import './seller-catalogue.messages';
import {
  AddCatalogEntryHandler,
  CatalogEntryWrites,
  EditCatalogEntryHandler,
  RemoveCatalogEntryHandler,
  RemoveCatalogLocationHandler,
} from './commands/seller-catalogue.commands';
import { RetailerMapController, SellerCatalogueController } from './http/seller-catalogue.controllers';
import { CatalogProductSummaries } from './queries/catalog-product-summaries';
import { InputsFilterQuery } from './queries/inputs-filter.query';
import {
  FilterInputsHandler,
  GetCatalogEntryHandler,
  ListCatalogEntriesHandler,
  ListCatalogLocationsHandler,
  ListCatalogPricesHandler,
  ListMapPointsHandler,
} from './queries/seller-catalogue.queries';
import { SellerCatalogueViews } from './queries/seller-catalogue.views';
import { CatalogEntryProjection } from './read-models/catalog-entry.projection';
import { CatalogueAffiliationProjection } from './read-models/catalogue-affiliation.projection';
import { CatalogueStockConsumer } from './read-models/catalogue-stock.consumer';

/**
 * The dealers' catalogues, registered in CatalogueModule (they resolve selling locations as products' locations are).
 * Where dealers stand with input providers comes from the catalogue's own read model (catalogue_affiliations), and
 * the stock sellers hold from another (catalogue_stock, fed by the inventory's StockMoved events).
 */
export const SELLER_CATALOGUE = {
  controllers: [SellerCatalogueController, RetailerMapController],
  providers: [
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
  ],
};
