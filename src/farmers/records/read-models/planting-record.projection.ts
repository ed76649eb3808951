import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../kernel/events/event.types';
import { AppendedRun, eventRow, InlineProjection, Projection } from '../../../kernel/events/projection';
import { FarmerDeleted } from '../../registry/domain/farmer';
import {
  PlantingRecordCreated,
  PlantingRecordDeleted,
  PlantingRecordEvents,
  PlantingRecordSaved,
  PlantingRecordSectionRemoved,
  RecordContent,
  SECTION_LIST,
  Section,
} from '../domain/planting-record';

/** A record's sections (its item lists), as the sections column keeps them. */
const sectionsOf = (c: RecordContent) => Object.fromEntries(Object.values(SECTION_LIST).map((list) => [list, c[list]]));

/** The planting_records row of a PlantingRecordCreated event but its sections: column, field and type. */
const CREATED_ROW = eventRow({
  id: ['recordId', 'uuid'],
  farm_id: ['farmId', 'uuid'],
  farmer_id: ['farmerId', 'uuid'],
  season: ['season', 'text'],
  year: ['year', 'integer'],
  crop_type_id: ['cropTypeId', 'integer'],
  crop_family: ['cropFamily', 'text'],
  sowing_date: ['sowingDate', 'date'],
  training_type_id: ['trainingTypeId', 'integer'],
  previous_yield: ['previousYield', 'numeric'],
  estimated_yield: ['estimatedYield', 'numeric'],
  actual_yield: ['actualYield', 'numeric'],
  yield_unit_type_id: ['yieldUnitTypeId', 'integer'],
  previous_yield_kg: ['previousYieldKg', 'numeric'],
  estimated_yield_kg: ['estimatedYieldKg', 'numeric'],
  actual_yield_kg: ['actualYieldKg', 'numeric'],
  created_at: ['at', 'timestamptz'],
  updated_at: ['at', 'timestamptz'],
  created_by: ['createdBy', 'uuid'],
} satisfies Record<string, readonly [keyof PlantingRecordCreated, string]>);

/** A record's items, each with its section. */
const itemsOf = (c: RecordContent): [string, Section][] =>
  (Object.entries(SECTION_LIST) as [Section, (typeof SECTION_LIST)[Section]][]).flatMap(([section, list]) =>
    c[list].map((item): [string, Section] => [item.id, section]),
  );

/** planting_records and planting_record_items, kept from the planting-record streams in the same transaction; a deleted farmer's records go with them. */
@Injectable()
@Projection()
export class PlantingRecordProjection implements InlineProjection {
  readonly name = 'planting-records';
  readonly tables = ['planting_record_items', 'planting_records'];
  readonly handles = [...Object.values(PlantingRecordEvents), FarmerDeleted.type];
  /** Reads no other projection's tables: a replay gives it its events on their own. */
  readonly replaysAlone = true;

  /** Many records created (a batched import): the records in one INSERT, their items in another, from the events as stored. */
  async applyAppended(run: AppendedRun, manager: EntityManager): Promise<void> {
    if (run.type !== PlantingRecordCreated.type) {
      for (const event of run.events) await this.apply(event, manager);
      return;
    }
    const sections = Object.values(SECTION_LIST).map((list) => `'${list}', e.data->'${list}'`);
    await manager.query(
      `INSERT INTO planting_records (${CREATED_ROW.names}, sections)
       SELECT ${CREATED_ROW.values}, jsonb_build_object(${sections.join(', ')}) FROM ${run.from} CROSS JOIN LATERAL ${CREATED_ROW.record}`,
      run.params,
    );
    // New records: none of them has items yet (the INSERT above refuses a record id that is there).
    const lists = Object.entries(SECTION_LIST).map(([section, list]) => `('${section}', '${list}')`);
    await manager.query(
      `INSERT INTO planting_record_items (id, record_id, section)
       SELECT item.id, (e.data->>'recordId')::uuid, list.section
       FROM ${run.from} CROSS JOIN (VALUES ${lists.join(', ')}) AS list(section, field)
       CROSS JOIN LATERAL jsonb_to_recordset(e.data->list.field) AS item(id uuid)`,
      run.params,
    );
  }

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (PlantingRecordCreated.is(event) || PlantingRecordSaved.is(event)) {
      const d: PlantingRecordSaved & Partial<PlantingRecordCreated> = PlantingRecordCreated.is(event)
        ? PlantingRecordCreated.dataOf(event)
        : PlantingRecordSaved.dataOf(event);
      const at = new Date(d.at);
      const values = [
        d.recordId,
        d.farmId,
        d.farmerId,
        d.season,
        d.year,
        d.cropTypeId,
        d.cropFamily,
        d.sowingDate,
        d.trainingTypeId,
        d.previousYield,
        d.estimatedYield,
        d.actualYield,
        d.yieldUnitTypeId,
        d.previousYieldKg,
        d.estimatedYieldKg,
        d.actualYieldKg,
        JSON.stringify(sectionsOf(d)),
        at,
      ];
      if (PlantingRecordCreated.is(event)) {
        await manager.query(
          `INSERT INTO planting_records (id, farm_id, farmer_id, season, year, crop_type_id, crop_family, sowing_date,
             training_type_id, previous_yield, estimated_yield,
             actual_yield, yield_unit_type_id, previous_yield_kg, estimated_yield_kg, actual_yield_kg, sections, created_at, updated_at, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18, $19)`,
          [...values, d.createdBy],
        );
      } else {
        await manager.query(
          `UPDATE planting_records
           SET season = $4, year = $5, crop_type_id = $6, crop_family = $7, sowing_date = $8, training_type_id = $9, previous_yield = $10,
             estimated_yield = $11, actual_yield = $12, yield_unit_type_id = $13, previous_yield_kg = $14, estimated_yield_kg = $15, actual_yield_kg = $16,
             sections = $17, updated_at = $18
           WHERE id = $1 AND farm_id = $2 AND farmer_id = $3`,
          values,
        );
      }
      const items = itemsOf(d);
      await manager.query(`DELETE FROM planting_record_items WHERE record_id = $1`, [d.recordId]);
      if (items.length) {
        await manager.query(
          `INSERT INTO planting_record_items (id, record_id, section) SELECT unnest($2::uuid[]), $1, unnest($3::text[])`,
          [d.recordId, items.map(([id]) => id), items.map(([, section]) => section)],
        );
      }
    } else if (PlantingRecordSectionRemoved.is(event)) {
      const d = PlantingRecordSectionRemoved.dataOf(event);
      const list = SECTION_LIST[d.section];
      await manager.query(
        `UPDATE planting_records
         SET sections = jsonb_set(sections, $2::text[], COALESCE((
               SELECT jsonb_agg(e.item ORDER BY e.n) FROM jsonb_array_elements(sections -> $3) WITH ORDINALITY e(item, n)
               WHERE e.item ->> 'id' <> $4
             ), '[]'::jsonb)),
             updated_at = $5
         WHERE id = $1`,
        [d.recordId, [list], list, d.itemId, new Date(d.at)],
      );
      await manager.query(`DELETE FROM planting_record_items WHERE id = $1`, [d.itemId]);
    } else if (PlantingRecordDeleted.is(event)) {
      const { recordId } = PlantingRecordDeleted.dataOf(event);
      await manager.query(`DELETE FROM planting_record_items WHERE record_id = $1`, [recordId]);
      await manager.query(`DELETE FROM planting_records WHERE id = $1`, [recordId]);
    } else if (FarmerDeleted.is(event)) {
      const { farmerId } = FarmerDeleted.dataOf(event);
      await manager.query(
        `DELETE FROM planting_record_items WHERE record_id IN (SELECT id FROM planting_records WHERE farmer_id = $1)`,
        [farmerId],
      );
      await manager.query(`DELETE FROM planting_records WHERE farmer_id = $1`, [farmerId]);
    }
  }
}
