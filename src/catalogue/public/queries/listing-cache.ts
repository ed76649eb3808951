import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { VersionedCache } from '../../../kernel/search/versioned-cache';

/**
 * Per country, a number moved forward in the transaction of every change to what the country's public lists, searches
 * and dealer inputs hold (see the CatalogueListingVersions migration): the catalogue's projections declare the rows
 * they move (`cacheVersions`), so that a reader never meets a version whose data it cannot see.
 */
export const LISTING_VERSIONS = 'catalogue_listing_versions';

/**
 * Counts and search results of the public catalogue, kept in memory under the listing version of their country
 * (catalogue_listing_versions): the kernel's VersionedCache.
 */
@Injectable()
export class ListingCache extends VersionedCache {
  constructor(dataSource: DataSource) {
    super(dataSource, LISTING_VERSIONS);
  }
}
