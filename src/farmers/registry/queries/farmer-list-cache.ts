import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { bumpVersion, VersionedCache } from '../../../kernel/search/versioned-cache';

/** One version for every country: farmer lists are not cut by country in the cache (a scope may span several). */
const FARMER_LIST_VERSIONS = 'farmer_list_versions';

/** Moves the farmer lists' version forward: run by each projection the lists read, last in the change's transaction. */
export const bumpFarmerListVersion = (manager: EntityManager) => bumpVersion(manager, FARMER_LIST_VERSIONS);

/**
 * The totals of the farmer lists (a count over the farmers matching a scope and filters), kept in memory under the
 * version the farmers and agent-affiliation projections move forward: the kernel's VersionedCache.
 */
@Injectable()
export class FarmerListCache extends VersionedCache {
  constructor(dataSource: DataSource) {
    super(dataSource, FARMER_LIST_VERSIONS);
  }
}
