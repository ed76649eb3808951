import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import { FarmFortuneHubEdited, FarmFortuneHubOpened, FarmFortuneHubStatusSet, HubEvents } from '../domain/hub';
import { HUB_VERSIONS } from '../queries/open-hubs';

/** farm_fortune_hubs: every hub, open or closed. */
@Injectable()
@Projection()
export class HubProjection implements InlineProjection {
  readonly name = 'farm-fortune-hubs';
  readonly tables = ['farm_fortune_hubs'];
  /** The nearest-hubs search keeps the open hubs under it (OpenHubs). */
  readonly cacheVersions = [HUB_VERSIONS];
  readonly handles = Object.values(HubEvents);

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case HubEvents.opened: {
        const d = FarmFortuneHubOpened.dataOf(event);
        await manager.query(
          `INSERT INTO farm_fortune_hubs (id, country_id, state_id, city_id, name, address, phone, latitude, longitude, open, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10, $10) ON CONFLICT (id) DO NOTHING`,
          [
            d.hubId,
            d.countryId,
            d.stateId,
            d.cityId,
            d.name,
            d.address,
            d.phone,
            d.latitude,
            d.longitude,
            new Date(d.at),
          ],
        );
        // A rebuild replays ids the sequence has already given; it never goes back.
        await manager.query(
          `SELECT setval('farm_fortune_hubs_id_seq', GREATEST($1, (SELECT last_value FROM farm_fortune_hubs_id_seq)))`,
          [d.hubId],
        );
        return;
      }
      case HubEvents.edited: {
        const d = FarmFortuneHubEdited.dataOf(event);
        await manager.query(
          `UPDATE farm_fortune_hubs
           SET country_id = $2, state_id = $3, city_id = $4, name = $5, address = $6, phone = $7, latitude = $8, longitude = $9, updated_at = $10
           WHERE id = $1`,
          [
            d.hubId,
            d.countryId,
            d.stateId,
            d.cityId,
            d.name,
            d.address,
            d.phone,
            d.latitude,
            d.longitude,
            new Date(d.at),
          ],
        );
        return;
      }
      case HubEvents.statusSet: {
        const d = FarmFortuneHubStatusSet.dataOf(event);
        await manager.query(`UPDATE farm_fortune_hubs SET open = $2, updated_at = $3 WHERE id = $1`, [
          d.hubId,
          d.open,
          new Date(d.at),
        ]);
        return;
      }
    }
  }
}
