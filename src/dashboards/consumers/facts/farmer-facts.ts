import { EntityManager } from 'typeorm';
import {
  fertilizerCountsOf,
  fertilizerKilogramsOf,
  FertilizerKilograms,
  fertilizerSql,
  FarmEdited,
  FarmerDeleted,
  FarmerEnrolled,
  FarmerUpdated,
  FarmMapped,
  FarmRemoved,
  PlantingRecordCreated,
  PlantingRecordDeleted,
  PlantingRecordSaved,
  PlantingRecordSectionRemoved,
} from '../../../farmers';
import { arrayParameter } from '../../../kernel/database/array-parameter';
import { StoredEvent } from '../../../kernel/events/event.types';
import { dayByMinute } from './day-by-minute';
import { COUNTRY, METRICS as M } from '../../domain/metrics';
import { lookedUpIn, RowOf, unnestedRows } from '../../../kernel/database/unnested-columns';
import { AddedFacts, BatchState, Deltas, FactSource, rowsOf } from './batch';

/** A farmer as counted: what every farmer figure was bumped with. */
export interface FarmerRow {
  farmer_id: string;
  country_id: number;
  state_id: number;
  city_id: number;
  gender: string;
  project_id: number;
  community_key: string;
  created_by: string;
  created_by_role: string;
  referrer_id: string | null;
  day: string;
  farms: number;
  farm_ha: string;
  fertilizer_kg: string;
  trained_records: number;
}

const FARMER_COLUMNS = `farmer_id, country_id, state_id, city_id, gender, project_id, community_key, created_by, created_by_role, referrer_id,
  to_char(day, 'YYYY-MM-DD') AS day, farms, farm_ha::text AS farm_ha, fertilizer_kg::text AS fertilizer_kg, trained_records`;

const ENROLMENT_COLUMNS = {
  farmer_id: 'uuid',
  country_id: 'int',
  state_id: 'int',
  city_id: 'int',
  gender: 'text',
  project_id: 'int',
  community_key: 'text',
  created_by: 'uuid',
  created_by_role: 'text',
  referrer_id: 'uuid',
  day: 'date',
};
/** A farmer's columns as its enrolment gives them, before any farm or record. */
export type EnrolmentRow = RowOf<typeof ENROLMENT_COLUMNS>;

const FARM_COLUMNS = { farm_id: 'uuid', farmer_id: 'uuid', size_ha: 'numeric' };
const RECORD_COLUMNS = {
  record_id: 'uuid',
  farm_id: 'uuid',
  farmer_id: 'uuid',
  trained: 'boolean',
  fertilizers: 'jsonb',
};

/**
 * What a planting record counts: whether it names a training, and the kilograms of each fertilizer item (as the JSON
 * of dash_records.fertilizers, and as an object).
 */
function countedOfRecord(e: Pick<PlantingRecordSaved, 'trainingTypeId' | 'fertilizers'>): {
  trained: boolean;
  fertilizers: string;
  kilograms: FertilizerKilograms;
} {
  const kilograms = fertilizerKilogramsOf(e.fertilizers);
  return {
    trained: e.trainingTypeId !== null && e.trainingTypeId !== undefined,
    fertilizers: JSON.stringify(kilograms),
    kilograms,
  };
}

/** Communities are compared without case or surrounding spaces. */
const communityKey = (community: string) => community.trim().toLowerCase().replace(/\s+/g, ' ');

const FACT_COLUMNS = {
  countryId: 'country_id',
  stateId: 'state_id',
  cityId: 'city_id',
  gender: 'gender',
  projectId: 'project_id',
} as const;

/** Every farmer figure `f` adds to (sign 1) or takes from (sign -1). */
function countFarmer(d: Deltas, f: FarmerRow, sign: number): void {
  const owners = [COUNTRY, f.created_by, ...(f.referrer_id ? [f.referrer_id] : [])];
  const c = f.country_id;
  d.counted(M.farmers, owners, c, f.day, sign);
  d.total(M.farmersByState, owners, c, String(f.state_id), 1, sign);
  d.total(M.farmersByLga, owners, c, `${f.state_id}:${f.city_id}`, 1, sign);
  d.total(M.farmersByGender, owners, c, f.gender, 1, sign);
  d.total(M.farmersByProject, owners, c, String(f.project_id), 1, sign);
  d.total(M.farmersByCreatorRole, [COUNTRY], c, f.created_by_role, 1, sign);
  if (f.referrer_id) d.total(M.referredFarmers, [COUNTRY], c, '', 1, sign);
  if (f.trained_records > 0) d.total(M.trainedFarmers, owners, c, '', 1, sign);
  d.total(M.farms, owners, c, '', f.farms, sign);
  d.total(M.farmHa, owners, c, '', f.farm_ha, sign);
  d.total(M.fertilizerKg, owners, c, '', f.fertilizer_kg, sign);
  d.community(owners, c, f.community_key, sign);
}

/**
 * Marks the farmers of `changes` to be recounted at the end of the batch (see recountChangedFarmers), with what each
 * counted before: kept by the batch, or read and locked (in farmer_id order, a stable order whatever the events',
 * against deadlocks); answers the changes whose farmer is there.
 */
async function markFarmersChanged<T extends { farmerId: string }>(
  manager: EntityManager,
  batch: BatchState,
  changes: T[],
): Promise<T[]> {
  const unread: string[] = [];
  for (const farmerId of new Set(changes.map((c) => c.farmerId))) {
    if (batch.changed.has(farmerId)) continue;
    const counted = batch.counted.get(farmerId);
    if (counted) batch.changed.set(farmerId, counted);
    else unread.push(farmerId);
  }
  if (unread.length) {
    const read: FarmerRow[] = await manager.query(
      `SELECT ${FARMER_COLUMNS} FROM dash_farmers WHERE farmer_id = ANY($1) ORDER BY farmer_id FOR UPDATE`,
      [unread],
    );
    for (const before of read) batch.changed.set(before.farmer_id, before);
  }
  return changes.filter((c) => batch.changed.has(c.farmerId));
}

/**
 * Runs `change` on a farmer's facts (a farm edited or removed, a record changed, a field) and marks the farmer to be
 * recounted from its facts once, at the end of the batch: a farmer changed twice in one batch is subtracted and
 * counted again once, not after each event. A farmer not there (deleted) is left alone.
 */
export async function changeFarmer(
  manager: EntityManager,
  batch: BatchState,
  farmerId: string,
  change: () => Promise<unknown>,
): Promise<void> {
  if (!(await markFarmersChanged(manager, batch, [{ farmerId }])).length) return;
  if (batch.enrolled.has(farmerId)) await insertEnrolledFarmers(manager, batch);
  batch.recounted.add(farmerId);
  await change();
}

/** A farmer's figures read again from all its farms and records. */
const RECOUNT = `farms = (SELECT count(*) FROM dash_farms fa WHERE fa.farmer_id = f.farmer_id),
  farm_ha = (SELECT COALESCE(sum(fa.size_ha), 0) FROM dash_farms fa WHERE fa.farmer_id = f.farmer_id),
  fertilizer_kg = (SELECT COALESCE(sum(${fertilizerSql.kilograms('r.fertilizers')}), 0) FROM dash_records r
                   WHERE r.farmer_id = f.farmer_id),
  trained_records = (SELECT count(*) FROM dash_records r WHERE r.farmer_id = f.farmer_id AND r.trained)`;

/** A farmer's figures moved by what the batch added (farms, records inserted), summed per farmer by PostgreSQL. */
const ADD = `farms = f.farms + a.added_farms, farm_ha = f.farm_ha + a.added_ha, fertilizer_kg = f.fertilizer_kg + a.added_kg,
  trained_records = f.trained_records + a.added_trained`;
/** The sums of `added` per farmer as a relation `a`, from five array parameters numbered from `first`. */
const addedFrom = (first: number) => {
  const [id, farms, ha, kg, trained] = [0, 1, 2, 3, 4].map((i) => `$${first + i}`);
  return `(SELECT id, sum(farms)::int AS added_farms, sum(ha) AS added_ha, sum(kg) AS added_kg, sum(trained)::int AS added_trained
  FROM unnest(${id}::uuid[], ${farms}::int[], ${ha}::numeric[], ${kg}::numeric[], ${trained}::int[]) AS x(id, farms, ha, kg, trained)
  GROUP BY id) a`;
};
const addedParams = (added: AddedFacts[]) => [
  added.map((a) => a.farmerId),
  added.map((a) => a.farms),
  added.map((a) => a.farmHa),
  added.map((a) => a.fertilizerKg),
  added.map((a) => a.trainedRecords),
];

/**
 * Inserts the farmers the batch has enrolled so far (BatchState.enrolled) with the sums of what its farms and records
 * added them: the same figures as an insertion with zeros moved by those sums, in one row version rather than two.
 * Called before any statement reads or changes dash_farmers, and at the end of the batch.
 */
export async function insertEnrolledFarmers(manager: EntityManager, batch: BatchState): Promise<void> {
  if (!batch.enrolled.size) return;
  const { relation, params } = unnestedRows(ENROLMENT_COLUMNS, [...batch.enrolled.values()]);
  const added: AddedFacts[] = [];
  const left: AddedFacts[] = [];
  for (const a of batch.added) (batch.enrolled.has(a.farmerId) ? added : left).push(a);
  const names = Object.keys(ENROLMENT_COLUMNS);
  const inserted: FarmerRow[] = await manager.query(
    `INSERT INTO dash_farmers (${names.join(', ')}, farms, farm_ha, fertilizer_kg, trained_records)
     SELECT ${names.map((n) => `r.${n}`).join(', ')}, COALESCE(a.added_farms, 0), COALESCE(a.added_ha, 0),
       COALESCE(a.added_kg, 0), COALESCE(a.added_trained, 0)
     FROM ${relation} LEFT JOIN ${addedFrom(params.length + 1)} ON a.id = r.farmer_id
     ORDER BY r.n RETURNING ${FARMER_COLUMNS}`,
    [...params, ...addedParams(added)],
  );
  for (const row of inserted) batch.counted.set(row.farmer_id, row);
  batch.enrolled.clear();
  batch.added.length = 0;
  for (const a of left) batch.added.push(a);
}

/**
 * Counts the farmers changed since the last count: what each counted is subtracted (none for a farmer enrolled in the
 * batch), what it counts now added. A farmer whose facts were only added to (an import's farms and records) is moved
 * by the sums of what was added; one whose facts changed otherwise is read again from all of them.
 */
async function recountChangedFarmers(manager: EntityManager, batch: BatchState): Promise<void> {
  if (!batch.changed.size) return;
  await insertEnrolledFarmers(manager, batch);
  const recounted = [...batch.recounted].filter((id) => batch.changed.has(id));
  const added = batch.added.filter((a) => batch.changed.has(a.farmerId) && !batch.recounted.has(a.farmerId));
  const afters = new Map<string, FarmerRow>();
  if (recounted.length)
    for (const row of await rowsOf<FarmerRow>(
      manager,
      `UPDATE dash_farmers f SET ${RECOUNT} WHERE f.farmer_id = ANY($1) RETURNING ${FARMER_COLUMNS}`,
      [recounted],
    ))
      afters.set(row.farmer_id, row);
  if (added.length)
    for (const row of await rowsOf<FarmerRow>(
      manager,
      `UPDATE dash_farmers f SET ${ADD} FROM ${addedFrom(1)} WHERE f.farmer_id = a.id RETURNING ${FARMER_COLUMNS}`,
      addedParams(added),
    ))
      afters.set(row.farmer_id, row);
  for (const [farmerId, before] of batch.changed) {
    const after = afters.get(farmerId) ?? batch.counted.get(farmerId);
    if (!after || after === before) continue;
    if (before) countFarmer(batch.deltas, before, -1);
    countFarmer(batch.deltas, after, 1);
    batch.counted.set(farmerId, after);
  }
  batch.changed.clear();
  batch.recounted.clear();
  batch.added.length = 0;
}

function enrolmentOf(e: FarmerEnrolled, batch: BatchState): RowOf<typeof ENROLMENT_COLUMNS> {
  return {
    farmer_id: e.farmerId,
    country_id: e.countryId,
    state_id: e.stateId,
    city_id: e.cityId,
    gender: e.gender,
    project_id: e.projectId,
    community_key: communityKey(e.community),
    created_by: e.createdBy,
    created_by_role: e.createdByRole,
    referrer_id: batch.referrers.get(e.createdBy) ?? null,
    day: dayByMinute(e.countryId, e.at),
  };
}

const UUID_AS_WRITTEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A UUID as PostgreSQL writes it (lower case, hyphenated) from any form it reads (capitals, braces, no hyphens). */
function uuidAsWritten(id: string): string {
  if (UUID_AS_WRITTEN.test(id)) return id;
  const hex = id.replace(/[^0-9a-fA-F]/g, '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Notes the farmers a run enrolls, to be inserted once the batch knows their farms and records (insertEnrolledFarmers):
 * as one by one, a farmer there already, or enrolled earlier in the batch, is left as it is (the first enrolment kept).
 * Those noted are counted at the end of the batch, once, with the farms and records the batch adds them.
 */
async function enrolFarmers(run: StoredEvent[], manager: EntityManager, batch: BatchState): Promise<void> {
  const enrolments = run.map((event) => enrolmentOf(FarmerEnrolled.dataOf(event), batch));
  const ids = enrolments.map((e) => uuidAsWritten(e.farmer_id as string));
  // Those there already, looked up in the table's key (an EXISTS for each id took three times as long).
  const known = new Set(
    (
      await manager.query<{ farmer_id: string }[]>(
        `SELECT farmer_id FROM dash_farmers WHERE farmer_id = ANY($1::uuid[])`,
        [arrayParameter(ids)],
      )
    ).map((row) => row.farmer_id),
  );
  ids.forEach((farmerId, i) => {
    if (known.has(farmerId) || batch.enrolled.has(farmerId)) return;
    batch.enrolled.set(farmerId, { ...enrolments[i], farmer_id: farmerId });
    batch.changed.set(farmerId, null);
  });
}

/** Inserts the farms of the farmers there (see markFarmersChanged), in the events' order; notes what they add. */
async function mapFarms(run: StoredEvent[], manager: EntityManager, batch: BatchState): Promise<void> {
  const farms = await markFarmersChanged(
    manager,
    batch,
    run.map((event) => FarmMapped.dataOf(event)),
  );
  if (!farms.length) return;
  const { relation, params } = unnestedRows(
    FARM_COLUMNS,
    farms.map((e) => ({ farm_id: e.farmId, farmer_id: e.farmerId, size_ha: e.sizeHa })),
  );
  const inserted: { farmer_id: string; size_ha: string }[] = await manager.query(
    `INSERT INTO dash_farms (farm_id, farmer_id, size_ha) SELECT farm_id, farmer_id, size_ha FROM ${relation} ORDER BY r.n
     ON CONFLICT (farm_id) DO NOTHING RETURNING farmer_id, size_ha::text AS size_ha`,
    params,
  );
  for (const farm of inserted)
    batch.added.push({
      farmerId: farm.farmer_id,
      farms: 1,
      farmHa: farm.size_ha,
      fertilizerKg: '0',
      trainedRecords: 0,
    });
}

/**
 * Inserts the records of the farmers there (see markFarmersChanged) that name one of the farmer's farms, in the
 * events' order; notes what they add.
 */
async function createRecords(run: StoredEvent[], manager: EntityManager, batch: BatchState): Promise<void> {
  const records = await markFarmersChanged(
    manager,
    batch,
    run.map((event) => PlantingRecordCreated.dataOf(event)),
  );
  if (!records.length) return;
  // Each record's kilograms summed here, as fertilizerSql sums them (fertilizerCountsOf), by the record's id.
  const kilogramsOf = new Map<string, string>();
  const twice: string[] = [];
  const rows = records.map((e) => {
    const { trained, fertilizers, kilograms } = countedOfRecord(e);
    if (kilogramsOf.has(e.recordId)) twice.push(e.recordId);
    kilogramsOf.set(e.recordId, fertilizerCountsOf(kilograms).kilograms);
    return { record_id: e.recordId, farm_id: e.farmId, farmer_id: e.farmerId, trained, fertilizers };
  });
  for (const recordId of twice) kilogramsOf.delete(recordId);
  const { relation, params } = unnestedRows(RECORD_COLUMNS, rows);
  const inserted: { record_id: string; farmer_id: string; trained: boolean }[] = await manager.query(
    `INSERT INTO dash_records (record_id, farm_id, farmer_id, trained, fertilizers)
     SELECT r.record_id, r.farm_id, r.farmer_id, r.trained, r.fertilizers FROM ${relation}
     ${lookedUpIn('dash_farms', 'f', 'f.farm_id = r.farm_id AND f.farmer_id = r.farmer_id')}
     ORDER BY r.n ON CONFLICT (record_id) DO NOTHING
     RETURNING record_id, farmer_id, trained`,
    params,
  );
  // A record created twice in the run, or whose id the event wrote otherwise than PostgreSQL does (capitals, no
  // hyphens), is not in the map: its kilograms are read back as the row has them.
  const unmatched = inserted.filter((record) => !kilogramsOf.has(record.record_id)).map((r) => r.record_id);
  if (unmatched.length)
    for (const { record_id, kg } of await manager.query<{ record_id: string; kg: string }[]>(
      `SELECT record_id, ${fertilizerSql.kilograms('fertilizers')}::text AS kg FROM dash_records WHERE record_id = ANY($1)`,
      [unmatched],
    ))
      kilogramsOf.set(record_id, kg);
  for (const record of inserted)
    batch.added.push({
      farmerId: record.farmer_id,
      farms: 0,
      farmHa: '0',
      fertilizerKg: kilogramsOf.get(record.record_id)!,
      trainedRecords: record.trained ? 1 : 0,
    });
}

/** The event types whose runs are written in one statement (a run of one included): a bulk import's. */
const RUN_WRITERS = new Map<string, (run: StoredEvent[], manager: EntityManager, batch: BatchState) => Promise<void>>([
  [FarmerEnrolled.type, enrolFarmers],
  [FarmMapped.type, mapFarms],
  [PlantingRecordCreated.type, createRecords],
]);

/** The farmers module's facts: farmers, their farms and planting records, and every farmer figure. */
export const farmerFacts: FactSource = {
  handles: [
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
  ],

  /** The organisation each enrolling agent refers farmers to. */
  async startBatch(events, manager, batch) {
    const agents = [
      ...new Set(events.filter((e) => FarmerEnrolled.is(e)).map((e) => FarmerEnrolled.dataOf(e).createdBy)),
    ];
    if (!agents.length) return;
    const known: { agent_id: string; organisation_id: string }[] = await manager.query(
      `SELECT agent_id, organisation_id FROM dash_agent_referrers WHERE agent_id = ANY($1)`,
      [agents],
    );
    for (const agent of agents) batch.referrers.set(agent, null);
    for (const row of known) batch.referrers.set(row.agent_id, row.organisation_id);
  },

  /** An import's enrolments, then its farms, then its records: a farm needs its farmer, a record its farm. */
  gathered: [...RUN_WRITERS.keys()],

  async writeRun(run, manager, batch) {
    const write = RUN_WRITERS.get(run[0].type);
    if (!write) return false;
    await write(run, manager, batch);
    return true;
  },

  async apply(event, manager, batch) {
    if (FarmerUpdated.is(event)) {
      const e = FarmerUpdated.dataOf(event);
      const columns: Record<string, unknown> = Object.fromEntries(
        Object.entries(FACT_COLUMNS)
          .filter(([field]) => field in e)
          .map(([field, column]) => [column, e[field as keyof typeof FACT_COLUMNS]]),
      );
      if (typeof e.community === 'string') columns.community_key = communityKey(e.community);
      const names = Object.keys(columns);
      if (!names.length) return;
      await changeFarmer(manager, batch, e.farmerId, () =>
        manager.query(
          `UPDATE dash_farmers SET ${names.map((n, i) => `${n} = $${i + 2}`).join(', ')} WHERE farmer_id = $1`,
          [e.farmerId, ...Object.values(columns)],
        ),
      );
    } else if (FarmerDeleted.is(event)) {
      const e = FarmerDeleted.dataOf(event);
      // What is subtracted must be what was counted: a farmer changed earlier in this batch is recounted first.
      if (batch.changed.has(e.farmerId)) await recountChangedFarmers(manager, batch);
      const rows: FarmerRow[] = await rowsOf(
        manager,
        `DELETE FROM dash_farmers WHERE farmer_id = $1 RETURNING ${FARMER_COLUMNS}`,
        [e.farmerId],
      );
      batch.counted.delete(e.farmerId);
      if (rows[0]) countFarmer(batch.deltas, rows[0], -1);
      await manager.query(`DELETE FROM dash_records WHERE farmer_id = $1`, [e.farmerId]);
      await manager.query(`DELETE FROM dash_farms WHERE farmer_id = $1`, [e.farmerId]);
    } else if (FarmEdited.is(event)) {
      const e = FarmEdited.dataOf(event);
      await changeFarmer(manager, batch, e.farmerId, () =>
        manager.query(`UPDATE dash_farms SET size_ha = $2 WHERE farm_id = $1`, [e.farmId, e.sizeHa]),
      );
    } else if (FarmRemoved.is(event)) {
      const e = FarmRemoved.dataOf(event);
      await changeFarmer(manager, batch, e.farmerId, async () => {
        await manager.query(`DELETE FROM dash_records WHERE farm_id = $1`, [e.farmId]);
        await manager.query(`DELETE FROM dash_farms WHERE farm_id = $1`, [e.farmId]);
      });
    } else if (PlantingRecordSaved.is(event)) {
      const e = PlantingRecordSaved.dataOf(event);
      const { trained, fertilizers } = countedOfRecord(e);
      await changeFarmer(manager, batch, e.farmerId, () =>
        manager.query(`UPDATE dash_records SET trained = $2, fertilizers = $3::jsonb WHERE record_id = $1`, [
          e.recordId,
          trained,
          fertilizers,
        ]),
      );
    } else if (PlantingRecordSectionRemoved.is(event)) {
      const e = PlantingRecordSectionRemoved.dataOf(event);
      if (e.section !== 'FERTILIZER') return;
      await changeFarmer(manager, batch, e.farmerId, () =>
        manager.query(`UPDATE dash_records SET fertilizers = fertilizers - $2::text WHERE record_id = $1`, [
          e.recordId,
          e.itemId,
        ]),
      );
    } else if (PlantingRecordDeleted.is(event)) {
      const e = PlantingRecordDeleted.dataOf(event);
      await changeFarmer(manager, batch, e.farmerId, () =>
        manager.query(`DELETE FROM dash_records WHERE record_id = $1`, [e.recordId]),
      );
    } else {
      // FarmerEnrolled, FarmMapped and PlantingRecordCreated: their runs are written at once (writeRun).
      await this.writeRun!([event], manager, batch);
    }
  },

  finishBatch: recountChangedFarmers,
};
