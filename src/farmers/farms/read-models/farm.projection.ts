import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../kernel/events/event.types';
import { AppendedRun, eventRow, InlineProjection, Projection } from '../../../kernel/events/projection';
import { FarmerDeleted } from '../../registry/domain/farmer';
import { FarmEdited, FarmEvents, FarmMapped, FarmRemoved } from '../domain/farm';

/** The farms row of a FarmMapped event: column, field and type. */
const MAPPED_COLUMNS = {
  id: ['farmId', 'uuid'],
  farmer_id: ['farmerId', 'uuid'],
  name: ['name', 'text'],
  size: ['size', 'numeric'],
  size_unit: ['sizeUnit', 'text'],
  size_ha: ['sizeHa', 'numeric'],
  community: ['community', 'text'],
  address: ['address', 'text'],
  latitude: ['latitude', 'numeric'],
  longitude: ['longitude', 'numeric'],
  mapped_by: ['mappedBy', 'uuid'],
  created_at: ['at', 'timestamptz'],
  updated_at: ['at', 'timestamptz'],
} as const satisfies Record<string, readonly [keyof FarmMapped, string]>;
const MAPPED_ROW = eventRow(MAPPED_COLUMNS);

/** The farms table, kept from the farm streams in the same transaction; a deleted farmer's farms go with them. */
@Injectable()
@Projection()
export class FarmProjection implements InlineProjection {
  readonly name = 'farms';
  readonly tables = ['farms'];
  readonly handles = [...Object.values(FarmEvents), FarmerDeleted.type];
  /** Reads no other projection's tables: a replay gives it its events on their own. */
  readonly replaysAlone = true;

  /** Many farms mapped (a batched import) in one INSERT, from the events as stored. */
  async applyAppended(run: AppendedRun, manager: EntityManager): Promise<void> {
    if (run.type !== FarmMapped.type) {
      for (const event of run.events) await this.apply(event, manager);
      return;
    }
    await manager.query(
      `INSERT INTO farms (${MAPPED_ROW.names}) SELECT ${MAPPED_ROW.values} FROM ${run.from} CROSS JOIN LATERAL ${MAPPED_ROW.record}`,
      run.params,
    );
  }

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (FarmMapped.is(event)) {
      const d = FarmMapped.dataOf(event);
      const fields = Object.values(MAPPED_COLUMNS).map(([field]) => field);
      await manager.query(
        `INSERT INTO farms (${MAPPED_ROW.names}) VALUES (${fields.map((_, i) => `$${i + 1}`).join(', ')})`,
        fields.map((field) => d[field]),
      );
    } else if (FarmEdited.is(event)) {
      const d = FarmEdited.dataOf(event);
      await manager.query(
        `UPDATE farms
         SET name = $2, size = $3, size_unit = $4, size_ha = $5, community = $6, address = $7, latitude = $8, longitude = $9,
             updated_at = $10
         WHERE id = $1`,
        [
          d.farmId,
          d.name,
          d.size,
          d.sizeUnit,
          d.sizeHa,
          d.community,
          d.address,
          d.latitude,
          d.longitude,
          new Date(d.at),
        ],
      );
    } else if (FarmRemoved.is(event)) {
      await manager.query(`DELETE FROM farms WHERE id = $1`, [FarmRemoved.dataOf(event).farmId]);
    } else if (FarmerDeleted.is(event)) {
      await manager.query(`DELETE FROM farms WHERE farmer_id = $1`, [FarmerDeleted.dataOf(event).farmerId]);
    }
  }
}
