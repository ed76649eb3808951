import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { bumpVersion, VersionedCache } from '../../../kernel/search/versioned-cache';

/**
 * Moves forward the listing version of the country of the `table` row whose `idColumn` is `id` (see the
 * CatalogueListingVersions migration). The catalogue projections call the functions below in the transaction of every
 * change to what public lists, searches and dealer inputs hold, so a reader never meets a version whose data it cannot
 * see.
 */
const bumpListingVersionOfRow = (
  manager: EntityManager,
  table: 'products' | 'catalog_entries' | 'catalogue_sellers',
  idColumn: string,
  id: string,
) =>
  manager.query(
    `UPDATE catalogue_listing_versions v SET version = v.version + 1 FROM ${table} r WHERE r.${idColumn} = $1 AND v.country_id = r.country_id`,
    [id],
  );

export const bumpListingVersionOfProduct = (manager: EntityManager, productId: string) =>
  bumpListingVersionOfRow(manager, 'products', 'id', productId);

/** A dealer's catalogue entry: the counts of their inputs. */
export const bumpListingVersionOfEntry = (manager: EntityManager, entryId: string) =>
  bumpListingVersionOfRow(manager, 'catalog_entries', 'id', entryId);

/** A seller's activity and name: the public lists and counts. */
export const bumpListingVersionOfSeller = (manager: EntityManager, sellerId: string) =>
  bumpListingVersionOfRow(manager, 'catalogue_sellers', 'seller_id', sellerId);

export const bumpListingVersionOfCountry = (manager: EntityManager, countryId: number) =>
  bumpVersion(manager, 'catalogue_listing_versions', countryId);

/** Category names are in every country's search text. */
export const bumpEveryListingVersion = (manager: EntityManager) =>
  manager.query(`UPDATE catalogue_listing_versions SET version = version + 1`);

/**
 * Counts and search results of the public catalogue, kept in memory under the listing version of their country
 * (catalogue_listing_versions): the kernel's VersionedCache.
 */
@Injectable()
export class ListingCache extends VersionedCache {
  constructor(dataSource: DataSource) {
    super(dataSource, 'catalogue_listing_versions');
  }
}
