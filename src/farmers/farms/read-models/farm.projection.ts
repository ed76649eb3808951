import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import { FarmerDeleted } from '../../registry/domain/farmer';
import { FarmEdited, FarmEvents, FarmMapped, FarmRemoved } from '../domain/farm';

/** The farms table, kept from the farm streams in the same transaction; a deleted farmer's farms go with them. */
@Injectable()
@Projection()
export class FarmProjection implements InlineProjection {
  readonly name = 'farms';
  readonly tables = ['farms'];
  readonly handles = [...Object.values(FarmEvents), FarmerDeleted.type];

  /** Many farms mapped (a batched import) in one INSERT. */
  async applyBatch(events: StoredEvent[], manager: EntityManager): Promise<void> {
    if (events[0].type !== FarmMapped.type) {
      for (const event of events) await this.apply(event, manager);
      return;
    }
    const rows = events.map((event) => {
      const d = FarmMapped.dataOf(event);
      return {
        id: d.farmId, farmer_id: d.farmerId, name: d.name, size: d.size, size_unit: d.sizeUnit, size_ha: d.sizeHa, community: d.community, address: d.address,
        latitude: d.latitude, longitude: d.longitude, mapped_by: d.mappedBy, created_at: d.at, updated_at: d.at,
      };
    });
    const names = Object.keys(rows[0]);
    await manager.query(`INSERT INTO farms (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_populate_recordset(NULL::farms, $1::jsonb)`, [JSON.stringify(rows)]);
  }

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (FarmMapped.is(event)) {
      const d = event.data;
      await manager.query(
        `INSERT INTO farms (id, farmer_id, name, size, size_unit, size_ha, community, address, latitude, longitude, mapped_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
        [d.farmId, d.farmerId, d.name, d.size, d.sizeUnit, d.sizeHa, d.community, d.address, d.latitude, d.longitude, d.mappedBy, new Date(d.at)],
      );
    } else if (FarmEdited.is(event)) {
      const d = event.data;
      await manager.query(
        `UPDATE farms SET name = $2, size = $3, size_unit = $4, size_ha = $5, community = $6, address = $7, latitude = $8, longitude = $9, updated_at = $10 WHERE id = $1`,
        [d.farmId, d.name, d.size, d.sizeUnit, d.sizeHa, d.community, d.address, d.latitude, d.longitude, new Date(d.at)],
      );
    } else if (FarmRemoved.is(event)) {
      await manager.query(`DELETE FROM farms WHERE id = $1`, [event.data.farmId]);
    } else if (FarmerDeleted.is(event)) {
      await manager.query(`DELETE FROM farms WHERE farmer_id = $1`, [FarmerDeleted.dataOf(event).farmerId]);
    }
  }
}
