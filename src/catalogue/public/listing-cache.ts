import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/**
 * Moves forward the listing version of the country of the `table` row whose `idColumn` is `id` (see the
 * CatalogueListingVersions migration). The catalogue projections call the functions below in the transaction of every
 * change to what public lists, searches and dealer inputs hold, so a reader never meets a version whose data it cannot
 * see.
 */
const bumpListingVersionOfRow = (manager: EntityManager, table: 'products' | 'catalog_entries' | 'catalogue_sellers', idColumn: string, id: string) =>
  manager.query(`UPDATE catalogue_listing_versions v SET version = v.version + 1 FROM ${table} r WHERE r.${idColumn} = $1 AND v.country_id = r.country_id`, [id]);

export const bumpListingVersionOfProduct = (manager: EntityManager, productId: string) => bumpListingVersionOfRow(manager, 'products', 'id', productId);

/** A dealer's catalogue entry: the counts of their inputs. */
export const bumpListingVersionOfEntry = (manager: EntityManager, entryId: string) => bumpListingVersionOfRow(manager, 'catalog_entries', 'id', entryId);

/** A seller's activity and name: the public lists and counts. */
export const bumpListingVersionOfSeller = (manager: EntityManager, sellerId: string) =>
  bumpListingVersionOfRow(manager, 'catalogue_sellers', 'seller_id', sellerId);

export const bumpListingVersionOfCountry = (manager: EntityManager, countryId: number) =>
  manager.query(`UPDATE catalogue_listing_versions SET version = version + 1 WHERE country_id = $1`, [countryId]);

/** Category names are in every country's search text. */
export const bumpEveryListingVersion = (manager: EntityManager) => manager.query(`UPDATE catalogue_listing_versions SET version = version + 1`);

/** How many answers a process keeps (the oldest used goes first). */
const CAPACITY = 5_000;

/**
 * Counts and search results of the public catalogue, kept in memory under the listing version of their country: an
 * answer is reused while the version holds, and computed again once a change has moved it. The version is read before
 * the answer is computed, so an answer is never older than the version it is kept under. Concurrent askers of an
 * answer not yet kept share one computation.
 */
@Injectable()
export class ListingCache {
  private readonly answers = new Map<string, Promise<unknown>>();

  constructor(private readonly dataSource: DataSource) {}

  /** The answer to `key` (anything that names the question: filters, parameters) in `countryId`. */
  async remember<T>(countryId: number, key: string, compute: () => Promise<T>): Promise<T> {
    const [row] = await this.dataSource.query(`SELECT version FROM catalogue_listing_versions WHERE country_id = $1`, [countryId]);
    if (!row) return compute();
    const id = `${countryId}|${row.version}|${key}`;
    const kept = this.answers.get(id);
    if (kept) {
      // Most recently used last: the first in the map is the one to let go.
      this.answers.delete(id);
      this.answers.set(id, kept);
      return kept as Promise<T>;
    }
    const answer = compute();
    this.answers.set(id, answer);
    answer.catch(() => this.answers.get(id) === answer && this.answers.delete(id));
    while (this.answers.size > CAPACITY) this.answers.delete(this.answers.keys().next().value!);
    return answer;
  }
}
