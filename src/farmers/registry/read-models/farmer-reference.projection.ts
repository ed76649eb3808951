import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import {
  FarmerReferenceEvents,
  FarmerReferenceItemAdded,
  FarmerReferenceItemRenamed,
  FarmerReferenceItemStatusSet,
} from '../domain/reference-item';

/** farmer_reference_items: the projects, aggregation partners and farmer companies of each country. */
@Injectable()
@Projection()
export class FarmerReferenceProjection implements InlineProjection {
  readonly name = 'farmer-reference-items';
  readonly tables = ['farmer_reference_items'];
  readonly handles = Object.values(FarmerReferenceEvents);

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case FarmerReferenceEvents.added: {
        const data = FarmerReferenceItemAdded.dataOf(event);
        await manager.query(
          `INSERT INTO farmer_reference_items (id, list, country_id, name, active, created_at, updated_at)
           VALUES ($1, $2, $3, $4, true, $5, $5) ON CONFLICT (id) DO NOTHING`,
          [data.itemId, data.list, data.countryId, data.name, new Date(data.at)],
        );
        // A rebuild replays ids the sequence has already given; it never goes back.
        await manager.query(
          `SELECT setval('farmer_reference_items_id_seq', GREATEST($1, (SELECT last_value FROM farmer_reference_items_id_seq)))`,
          [data.itemId],
        );
        return;
      }
      case FarmerReferenceEvents.renamed: {
        const data = FarmerReferenceItemRenamed.dataOf(event);
        await manager.query(`UPDATE farmer_reference_items SET name = $2, updated_at = $3 WHERE id = $1`, [
          data.itemId,
          data.name,
          new Date(data.at),
        ]);
        return;
      }
      case FarmerReferenceEvents.statusSet: {
        const data = FarmerReferenceItemStatusSet.dataOf(event);
        await manager.query(`UPDATE farmer_reference_items SET active = $2, updated_at = $3 WHERE id = $1`, [
          data.itemId,
          data.active,
          new Date(data.at),
        ]);
        return;
      }
    }
  }
}
