import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { VersionedCache } from '../../../kernel/search/versioned-cache';

/** The one row of farmer_list_versions: farmer lists are not cut by country in the cache (a scope may span several). */
export const EVERY_COUNTRY = 0;

/** Moves the farmer lists' version forward: run by each projection the lists read, last in the change's transaction. */
export const bumpFarmerListVersion = (manager: EntityManager) => manager.query(`UPDATE farmer_list_versions SET version = version + 1 WHERE country_id = ${EVERY_COUNTRY}`);

/**
 * The totals of the farmer lists (a count over the farmers matching a scope and filters), kept in memory under the
 * version the farmers and agent-affiliation projections move forward: the kernel's VersionedCache.
 */
@Injectable()
export class FarmerListCache extends VersionedCache {
  constructor(dataSource: DataSource) {
    super(dataSource, 'farmer_list_versions');
  }
}
