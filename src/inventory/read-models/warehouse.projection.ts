import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../kernel/events/projection';
import { WarehouseCreated, WarehouseEvents, WarehouseUpdated } from '../domain/warehouse';

/** warehouses: one row per warehouse, as its owner last described it. */
@Injectable()
@Projection()
export class WarehouseProjection implements InlineProjection {
  readonly name = 'warehouses';
  readonly tables = ['warehouses'];
  readonly handles = Object.values(WarehouseEvents);

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (WarehouseCreated.is(event)) {
      const d = WarehouseCreated.dataOf(event);
      await manager.query(
        `INSERT INTO warehouses (id, owner_id, country_id, name, code, manager, state_id, city_id, address, latitude,
           longitude, created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
        [
          d.warehouseId,
          d.ownerId,
          d.countryId,
          d.name,
          d.code,
          d.manager,
          d.stateId,
          d.cityId,
          d.address,
          d.latitude,
          d.longitude,
          d.by,
          new Date(d.at),
        ],
      );
    } else if (WarehouseUpdated.is(event)) {
      const d = WarehouseUpdated.dataOf(event);
      await manager.query(
        `UPDATE warehouses
         SET name = $2, code = $3, manager = $4, state_id = $5, city_id = $6, address = $7, latitude = $8, longitude = $9,
             updated_at = $10
         WHERE id = $1`,
        [
          d.warehouseId,
          d.name,
          d.code,
          d.manager,
          d.stateId,
          d.cityId,
          d.address,
          d.latitude,
          d.longitude,
          new Date(d.at),
        ],
      );
    }
  }
}
