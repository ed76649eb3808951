import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { VersionedCache } from '../../../kernel/search/versioned-cache';

/** One version for every country: farmer lists are not cut by country in the cache (a scope may span several). */
export const FARMER_LIST_VERSIONS = 'farmer_list_versions';

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
