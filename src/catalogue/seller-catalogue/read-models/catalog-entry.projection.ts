import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../kernel/events/event.types';
import { byRowCountry } from '../../../kernel/events/cache-versions';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import {
  CatalogEntryAdded,
  CatalogEntryEdited,
  catalogEntryEventData,
  CatalogEntryEvents,
  CatalogLocationRemoved,
  SellingLocation,
} from '../domain/catalog-entry';
import { LISTING_VERSIONS } from '../../public/queries/listing-cache';

async function insertLocations(manager: EntityManager, entryId: string, locations: SellingLocation[]): Promise<void> {
  for (const [position, l] of locations.entries()) {
    await manager.query(
      `INSERT INTO catalog_locations (id, entry_id, position, location, latitude, longitude, price) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [l.locationId, entryId, position, l.location, l.latitude, l.longitude, l.price],
    );
  }
}

/** The dealers' catalogues (catalog_entries, catalog_locations), kept from the catalog-entry streams. */
@Injectable()
@Projection()
export class CatalogEntryProjection implements InlineProjection {
  readonly name = 'catalog_entries';
  readonly tables = ['catalog_locations', 'catalog_entries'];
  readonly handles = Object.values(CatalogEntryEvents);
  /** A dealer's entries are in the counts of their inputs: their country's listing version moves (see ListingCache). */
  readonly cacheVersions = [
    byRowCountry(LISTING_VERSIONS, {
      rows: 'catalog_entries',
      key: 'id',
      idOf: (event) => catalogEntryEventData(event).entryId,
      countryIn: (event) => (CatalogEntryAdded.is(event) ? CatalogEntryAdded.dataOf(event).countryId : undefined),
    }),
  ];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    const { entryId, at: occurredAt } = catalogEntryEventData(event);
    const at = new Date(occurredAt);
    switch (event.type) {
      case CatalogEntryEvents.added: {
        const data = CatalogEntryAdded.dataOf(event);
        await manager.query(
          `INSERT INTO catalog_entries (id, dealer_id, dealer_role, product_id, country_id, price, quantity, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
          [entryId, data.dealerId, data.dealerRole, data.productId, data.countryId, data.price, data.quantity, at],
        );
        await insertLocations(manager, entryId, data.locations);
        return;
      }
      case CatalogEntryEvents.edited: {
        const data = CatalogEntryEdited.dataOf(event);
        await manager.query(`UPDATE catalog_entries SET price = $2, quantity = $3, updated_at = $4 WHERE id = $1`, [
          entryId,
          data.price,
          data.quantity,
          at,
        ]);
        await manager.query(`DELETE FROM catalog_locations WHERE entry_id = $1`, [entryId]);
        await insertLocations(manager, entryId, data.locations);
        return;
      }
      case CatalogEntryEvents.locationRemoved:
        await manager.query(`DELETE FROM catalog_locations WHERE entry_id = $1 AND id = $2`, [
          entryId,
          CatalogLocationRemoved.dataOf(event).locationId,
        ]);
        await manager.query(`UPDATE catalog_entries SET updated_at = $2 WHERE id = $1`, [entryId, at]);
        return;
      case CatalogEntryEvents.removed:
        await manager.query(`DELETE FROM catalog_entries WHERE id = $1`, [entryId]);
        return;
    }
  }
}
