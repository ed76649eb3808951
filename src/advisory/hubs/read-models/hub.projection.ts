import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import { insertRow, keepSequencePast, updateRow } from '../../../kernel/database/row-writes';
import {
  FarmFortuneHubEdited,
  FarmFortuneHubOpened,
  FarmFortuneHubStatusSet,
  HubDetails,
  HubEvents,
} from '../domain/hub';
import { HUB_VERSIONS } from '../queries/open-hubs';

const HUBS = 'farm_fortune_hubs';
const columnsOf = (d: HubDetails) => ({
  country_id: d.countryId,
  state_id: d.stateId,
  city_id: d.cityId,
  name: d.name,
  address: d.address,
  phone: d.phone,
  latitude: d.latitude,
  longitude: d.longitude,
});

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
        const at = new Date(d.at);
        await insertRow(manager, HUBS, { id: d.hubId, ...columnsOf(d), open: true, created_at: at, updated_at: at });
        await keepSequencePast(manager, HUBS, d.hubId);
        return;
      }
      case HubEvents.edited: {
        const d = FarmFortuneHubEdited.dataOf(event);
        await updateRow(manager, HUBS, d.hubId, { ...columnsOf(d), updated_at: new Date(d.at) });
        return;
      }
      case HubEvents.statusSet: {
        const d = FarmFortuneHubStatusSet.dataOf(event);
        await updateRow(manager, HUBS, d.hubId, { open: d.open, updated_at: new Date(d.at) });
        return;
      }
    }
  }
}
