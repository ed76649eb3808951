import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import { insertRow, keepSequencePast, updateRow } from '../../../kernel/database/row-writes';
import {
  FarmerReferenceEvents,
  FarmerReferenceItemAdded,
  FarmerReferenceItemRenamed,
  FarmerReferenceItemStatusSet,
} from '../domain/reference-item';

const ITEMS = 'farmer_reference_items';

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
        const at = new Date(data.at);
        await insertRow(manager, ITEMS, {
          id: data.itemId,
          list: data.list,
          country_id: data.countryId,
          name: data.name,
          active: true,
          created_at: at,
          updated_at: at,
        });
        await keepSequencePast(manager, ITEMS, data.itemId);
        return;
      }
      case FarmerReferenceEvents.renamed: {
        const data = FarmerReferenceItemRenamed.dataOf(event);
        await updateRow(manager, ITEMS, data.itemId, { name: data.name, updated_at: new Date(data.at) });
        return;
      }
      case FarmerReferenceEvents.statusSet: {
        const data = FarmerReferenceItemStatusSet.dataOf(event);
        await updateRow(manager, ITEMS, data.itemId, { active: data.active, updated_at: new Date(data.at) });
        return;
      }
    }
  }
}
