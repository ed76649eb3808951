import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../kernel/events/event.types';
import { AsyncEventConsumer, EventConsumer } from '../../../kernel/events/projection';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import { FarmEdited, FarmMapped, FarmRemoved } from '../../farms/domain/farm';
import { FarmerDeleted, FarmerEnrolled, FarmerPersonal, FarmerUpdated } from '../../registry/domain/farmer';
import {
  FertilizerItem,
  PlantingRecordCreated,
  PlantingRecordDeleted,
  PlantingRecordSaved,
  PlantingRecordSectionRemoved,
} from '../../records/domain/planting-record';

/** What an activity of the agent's log says happened. */
export const ACTIVITY_KINDS = [
  'FARMER_ENROLLED',
  'FARMER_UPDATED',
  'FARMER_DELETED',
  'FARM_MAPPED',
  'FARM_EDITED',
  'FARM_REMOVED',
  'RECORD_CREATED',
  'RECORD_SAVED',
  'RECORD_ITEM_REMOVED',
  'RECORD_DELETED',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

const FACT_COLUMNS = { countryId: 'country_id', gender: 'gender', projectId: 'project_id', community: 'community', stateId: 'state_id', cityId: 'city_id' } as const;

/** The fertilizer items of a record: each item's kilograms (null for a unit no source weighs) by item id. */
const fertilizersOf = (items: FertilizerItem[]): Record<string, number | null> => Object.fromEntries(items.map((i) => [i.id, i.quantityKg]));

/**
 * Keeps the extension-agent analytics tables (ea_farmers, ea_farms, ea_records, ea_activities) from the farmer, farm and
 * planting-record events, after commit and in commit order. Every row is filed under the agent who enrolled the farmer
 * (the farmer's `createdBy`), whoever mapped the farm or kept the record. A deleted farmer's farmer, farm and record rows
 * go, so that no count keeps them; the activity log keeps what happened (ids and times only, no personal detail).
 * Deterministic (times and ids from the events, positions as activity keys): `projections:rebuild` replays it exactly.
 */
@Injectable()
@EventConsumer()
export class ExtensionAgentAnalytics implements AsyncEventConsumer {
  readonly name = 'extension-agent-analytics';
  readonly tables = ['ea_activities', 'ea_records', 'ea_farms', 'ea_farmers'];
  readonly handles = [
    FarmerEnrolled.type,
    FarmerUpdated.type,
    FarmerDeleted.type,
    FarmMapped.type,
    FarmEdited.type,
    FarmRemoved.type,
    PlantingRecordCreated.type,
    PlantingRecordSaved.type,
    PlantingRecordSectionRemoved.type,
    PlantingRecordDeleted.type,
  ];

  constructor(private readonly vault: PersonalDataVault) {}

  async handle(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (FarmerEnrolled.is(event)) {
      const d = FarmerEnrolled.dataOf(event);
      const personal = await this.vault.open<FarmerPersonal>(d.personal, manager);
      await manager.query(
        `INSERT INTO ea_farmers (farmer_id, agent_id, country_id, full_name, gender, project_id, community, state_id, city_id, enrolled_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (farmer_id) DO NOTHING`,
        [d.farmerId, d.createdBy, d.countryId, personal?.fullName ?? '', d.gender, d.projectId, d.community, d.stateId, d.cityId, new Date(d.at)],
      );
      await this.activity(event, manager, d.farmerId, 'FARMER_ENROLLED', d.farmerId, d.at);
    } else if (FarmerUpdated.is(event)) {
      const d = FarmerUpdated.dataOf(event);
      const columns: Record<string, unknown> = Object.fromEntries(
        Object.entries(FACT_COLUMNS)
          .filter(([field]) => field in d)
          .map(([field, column]) => [column, d[field as keyof typeof FACT_COLUMNS]]),
      );
      if (d.personal && d.personalFields.includes('fullName')) {
        const opened = await this.vault.open<Partial<FarmerPersonal>>(d.personal, manager);
        columns.full_name = opened?.fullName ?? '';
      }
      const names = Object.keys(columns);
      if (names.length) {
        await manager.query(`UPDATE ea_farmers SET ${names.map((n, i) => `${n} = $${i + 2}`).join(', ')} WHERE farmer_id = $1`, [d.farmerId, ...Object.values(columns)]);
      }
      await this.activity(event, manager, d.farmerId, 'FARMER_UPDATED', d.farmerId, d.at);
    } else if (FarmerDeleted.is(event)) {
      const d = FarmerDeleted.dataOf(event);
      await this.activity(event, manager, d.farmerId, 'FARMER_DELETED', d.farmerId, d.at);
      await manager.query(`DELETE FROM ea_records WHERE farmer_id = $1`, [d.farmerId]);
      await manager.query(`DELETE FROM ea_farms WHERE farmer_id = $1`, [d.farmerId]);
      await manager.query(`DELETE FROM ea_farmers WHERE farmer_id = $1`, [d.farmerId]);
    } else if (FarmMapped.is(event)) {
      const d = FarmMapped.dataOf(event);
      await manager.query(
        `INSERT INTO ea_farms (farm_id, farmer_id, agent_id, size_ha, latitude, longitude, mapped_at)
         SELECT $1, f.farmer_id, f.agent_id, $3, $4, $5, $6 FROM ea_farmers f WHERE f.farmer_id = $2
         ON CONFLICT (farm_id) DO NOTHING`,
        [d.farmId, d.farmerId, d.sizeHa, d.latitude, d.longitude, new Date(d.at)],
      );
      await this.activity(event, manager, d.farmerId, 'FARM_MAPPED', d.farmId, d.at);
    } else if (FarmEdited.is(event)) {
      const d = FarmEdited.dataOf(event);
      await manager.query(`UPDATE ea_farms SET size_ha = $2, latitude = $3, longitude = $4 WHERE farm_id = $1`, [d.farmId, d.sizeHa, d.latitude, d.longitude]);
      await this.activity(event, manager, d.farmerId, 'FARM_EDITED', d.farmId, d.at);
    } else if (FarmRemoved.is(event)) {
      const d = FarmRemoved.dataOf(event);
      // The farm's records go with it (the records part deletes them one by one afterwards; the counts need not wait).
      await manager.query(`DELETE FROM ea_records WHERE farm_id = $1`, [d.farmId]);
      await manager.query(`DELETE FROM ea_farms WHERE farm_id = $1`, [d.farmId]);
      await this.activity(event, manager, d.farmerId, 'FARM_REMOVED', d.farmId, d.at);
    } else if (PlantingRecordCreated.is(event) || PlantingRecordSaved.is(event)) {
      const d = event.data as PlantingRecordSaved;
      const fertilizers = fertilizersOf(d.fertilizers);
      if (PlantingRecordCreated.is(event)) {
        // Only for a farm still there: a record created just before its farm was removed stays out.
        await manager.query(
          `INSERT INTO ea_records (record_id, farm_id, farmer_id, agent_id, year, actual_yield_kg, fertilizers, fertilizer_items, fertilizer_kg, fertilizer_items_without_kg, created_at)
           SELECT $1, $2, fa.farmer_id, fa.agent_id, $4, $5, $6::jsonb, 0, 0, 0, $7 FROM ea_farms fa WHERE fa.farm_id = $2 AND fa.farmer_id = $3
           ON CONFLICT (record_id) DO NOTHING`,
          [d.recordId, d.farmId, d.farmerId, d.year, d.actualYieldKg, JSON.stringify(fertilizers), new Date(d.at)],
        );
      } else {
        await manager.query(`UPDATE ea_records SET year = $2, actual_yield_kg = $3, fertilizers = $4::jsonb WHERE record_id = $1`, [
          d.recordId,
          d.year,
          d.actualYieldKg,
          JSON.stringify(fertilizers),
        ]);
      }
      await this.recountFertilizers(d.recordId, manager);
      await this.activity(event, manager, d.farmerId, PlantingRecordCreated.is(event) ? 'RECORD_CREATED' : 'RECORD_SAVED', d.recordId, d.at);
    } else if (PlantingRecordSectionRemoved.is(event)) {
      const d = PlantingRecordSectionRemoved.dataOf(event);
      if (d.section === 'FERTILIZER') {
        await manager.query(`UPDATE ea_records SET fertilizers = fertilizers - $2::text WHERE record_id = $1`, [d.recordId, d.itemId]);
        await this.recountFertilizers(d.recordId, manager);
      }
      await this.activity(event, manager, d.farmerId, 'RECORD_ITEM_REMOVED', d.recordId, d.at);
    } else if (PlantingRecordDeleted.is(event)) {
      const d = PlantingRecordDeleted.dataOf(event);
      await manager.query(`DELETE FROM ea_records WHERE record_id = $1`, [d.recordId]);
      await this.activity(event, manager, d.farmerId, 'RECORD_DELETED', d.recordId, d.at);
    }
  }

  /** The record's fertilizer count, kilograms and items without a weight, from its items. */
  private async recountFertilizers(recordId: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE ea_records r SET
         fertilizer_items = (SELECT count(*) FROM jsonb_each(r.fertilizers)),
         fertilizer_kg = (SELECT COALESCE(sum((e.value #>> '{}')::numeric), 0) FROM jsonb_each(r.fertilizers) e WHERE jsonb_typeof(e.value) = 'number'),
         fertilizer_items_without_kg = (SELECT count(*) FROM jsonb_each(r.fertilizers) e WHERE jsonb_typeof(e.value) <> 'number')
       WHERE r.record_id = $1`,
      [recordId],
    );
  }

  /**
   * One line of the log of the agent who enrolled `farmerId` (none when the farmer is not, or no longer, there), and the
   * agent's analytics version moved on with it (ea_agent_versions, which AgentFigureCache keeps figures under): every
   * change to an agent's figures files an activity, and an event handled again files none.
   */
  private async activity(event: StoredEvent, manager: EntityManager, farmerId: string, kind: ActivityKind, subjectId: string, at: string): Promise<void> {
    await manager.query(
      `WITH filed AS (
         INSERT INTO ea_activities (position, agent_id, farmer_id, kind, subject_id, actor_id, at)
         SELECT $1, f.agent_id, f.farmer_id, $3, $4, $5, $6 FROM ea_farmers f WHERE f.farmer_id = $2
         ON CONFLICT (position) DO NOTHING RETURNING agent_id)
       INSERT INTO ea_agent_versions (agent_id, version) SELECT agent_id, 1 FROM filed
       ON CONFLICT (agent_id) DO UPDATE SET version = ea_agent_versions.version + 1`,
      [event.globalPosition, farmerId, kind, subjectId, event.metadata.actorId, new Date(at)],
    );
  }
}
