import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { gatheredRuns } from '../../../kernel/events/event-runs';
import { StoredEvent } from '../../../kernel/events/event.types';
import { AsyncEventConsumer, ConsumerReplay, EventConsumer } from '../../../kernel/events/projection';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import { FarmEdited, FarmMapped, FarmRemoved } from '../../farms/domain/farm';
import { FarmerDeleted, FarmerEnrolled, FarmerPersonal, FarmerUpdated } from '../../registry/domain/farmer';
import {
  PlantingRecordCreated,
  PlantingRecordDeleted,
  PlantingRecordSaved,
  PlantingRecordSectionRemoved,
} from '../../records/domain/planting-record';
import { fertilizerCountsOf, fertilizerKilogramsOf, fertilizerSql } from '../../records/domain/record-fertilizers';
import { Column, lookedUpIn, unnestedColumns } from '../../../kernel/database/unnested-columns';
import { ActivityKind, ActivityRow, FiledActivities } from './filed-activities';

const FACT_COLUMNS = {
  countryId: 'country_id',
  gender: 'gender',
  projectId: 'project_id',
  community: 'community',
  stateId: 'state_id',
  cityId: 'city_id',
} as const;

/**
 * Activity rows a rebuild's replay keeps in memory across pages before staging them (about 15 MB; a page of a log of a
 * million farmers files a few thousand).
 */
const KEPT_ACTIVITY_ROWS = 100_000;

/** The events written a run at once, in the order a batch gathers them (see handleBatch). */
const GATHERED = [FarmerEnrolled.type, FarmMapped.type, PlantingRecordCreated.type];

/** A record's fertilizer count, kilograms and items without a weight, from its items (`fertilizers`, a JSON column). */
const fertilizerCountsSql = (fertilizers: string) =>
  [fertilizerSql.items, fertilizerSql.kilograms, fertilizerSql.unweighedItems]
    .map((sql) => sql(fertilizers))
    .join(', ');

/** An instant as `Date.toISOString` writes it, which the events' times almost always are already. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * An event's time as PostgreSQL reads it the same way whatever form the event gave it in (written again only when
 * it is not in that form: two Date round trips an event cost over a second of a 100,000-row import's catch-up).
 */
const instantOf = (at: string): string => (ISO_INSTANT.test(at) ? at : new Date(at).toISOString());

const activityOf = (
  event: StoredEvent,
  farmerId: string,
  kind: ActivityKind,
  subjectId: string,
  at: string,
): ActivityRow => ({
  position: event.globalPosition,
  farmer_id: farmerId,
  kind,
  subject_id: subjectId,
  actor_id: event.metadata.actorId,
  at: instantOf(at),
});

/**
 * What a batch has learnt so far, in its transaction: the agents of the farmers and farms whose rows it has written (or
 * found), so that a run of an import's farms and records is filed under them without looking their farmer or farm up
 * again (only rows known to be there are kept; a deletion forgets what it removed), and the activities it has filed.
 */
class AnalyticsBatch {
  constructor(readonly filed: FiledActivities) {}

  private readonly farmers = new Map<string, string>();

  private readonly farms = new Map<string, { farmerId: string; agentId: string }>();

  farmerWritten(farmerId: string, agentId: string): void {
    this.farmers.set(farmerId, agentId);
  }

  farmWritten(farmId: string, farmerId: string, agentId: string): void {
    this.farms.set(farmId, { farmerId, agentId });
  }

  /** The agent of a farmer whose row is there; undefined when the batch does not know. */
  ofFarmer(farmerId: string): string | undefined {
    return this.farmers.get(farmerId);
  }

  /** The agent of a farm whose row is there and belongs to `farmerId`; undefined when the batch does not know. */
  ofFarm(farmId: string, farmerId: string): string | undefined {
    const farm = this.farms.get(farmId);
    return farm?.farmerId === farmerId ? farm.agentId : undefined;
  }

  farmerDeleted(farmerId: string): void {
    this.farmers.delete(farmerId);
    for (const [farmId, farm] of this.farms) if (farm.farmerId === farmerId) this.farms.delete(farmId);
  }

  farmRemoved(farmId: string): void {
    this.farms.delete(farmId);
  }
}

/** `items` split into those `agentOf` knows the agent of (with it, in order) and the others (in order). */
function byKnownAgent<T>(
  items: readonly T[],
  agentOf: (item: T) => string | undefined,
): { known: T[]; agents: string[]; unknown: T[] } {
  const split = { known: [] as T[], agents: [] as string[], unknown: [] as T[] };
  for (const item of items) {
    const agent = agentOf(item);
    if (agent === undefined) split.unknown.push(item);
    else {
      split.known.push(item);
      split.agents.push(agent);
    }
  }
  return split;
}

/**
 * Keeps the extension-agent analytics tables (ea_farmers, ea_farms, ea_records, and the activities: ea_daily_activities,
 * ea_latest_activities) from the farmer, farm and planting-record events, after commit and in commit order. Every row is
 * filed under the agent who enrolled the farmer (the farmer's `createdBy`), whoever mapped the farm or kept the record.
 * A deleted farmer's farmer, farm and record rows go, so that no count keeps them; the activities keep what happened
 * (ids and times only, no personal detail). Deterministic (times and ids from the events, positions as activity keys):
 * `projections:rebuild` replays it exactly.
 */
@Injectable()
@EventConsumer()
export class ExtensionAgentAnalytics implements AsyncEventConsumer {
  readonly name = 'extension-agent-analytics';
  readonly tables = ['ea_daily_activities', 'ea_latest_activities', 'ea_records', 'ea_farms', 'ea_farmers'];
  /** The rows are found by their own ids and their farmer's; the indexes by agent serve only the figures. */
  readonly readerIndexes = ['ea_records_agent', 'ea_farms_agent', 'ea_farmers_agent_name', 'ea_farmers_agent_enrolled'];
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
    await this.handleBatch([event], manager);
  }

  /**
   * A run of enrolments, of farms mapped or of records created (what a batched import appends) is written in a few
   * statements whatever its length, gathered by type where they follow one another (a farm needs its farmer's row, a
   * record its farm's: enrolments first, then farms, then records); the other events one by one. The agents the batch
   * has written rows for are kept through it (AnalyticsBatch).
   */
  async handleBatch(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const filed = new FiledActivities();
    await this.handleRuns(events, manager, filed);
    await filed.write(manager);
  }

  /**
   * A rebuild's replay: each page as a batch, its activities kept across pages and staged now and then, summed at the
   * end (FiledActivities). The agents' analytics versions are left alone. They are the live figures'
   * (AgentFigureCache): moving them on would only make every live figure of the page's agents be read again, while the
   * swap moves them all on (bumpCacheVersions).
   */
  replayInPages(keptRows = KEPT_ACTIVITY_ROWS): ConsumerReplay {
    const filed = new FiledActivities();
    let staging = false;
    const stage = async (manager: EntityManager) => {
      if (!staging) await FiledActivities.createStaging(manager);
      staging = true;
      await filed.stage(manager);
    };
    return {
      handleBatch: async (events, manager) => {
        await this.handleRuns(events, manager, filed);
        filed.pageEnded();
        if (filed.size() >= keptRows) await stage(manager);
      },
      finish: async (manager) => {
        await stage(manager);
        await FiledActivities.settleStaged(manager);
      },
      finishWrites: FiledActivities.TABLES,
    };
  }

  /** The batch's activities are counted as its runs file them (`filed`). */
  private async handleRuns(events: StoredEvent[], manager: EntityManager, filed: FiledActivities): Promise<void> {
    const batch = new AnalyticsBatch(filed);
    for (const run of gatheredRuns(events, GATHERED)) {
      if (FarmerEnrolled.is(run[0])) await this.enrolFarmers(run, manager, batch);
      else if (FarmMapped.is(run[0])) await this.mapFarms(run, manager, batch);
      else if (PlantingRecordCreated.is(run[0])) await this.createRecords(run, manager, batch);
      else for (const event of run) await this.handleOne(event, manager, batch);
    }
  }

  /** The farmer rows are written under the agent who enrolled them, whose farms and records then go under them too. */
  private async enrolFarmers(run: StoredEvent[], manager: EntityManager, batch: AnalyticsBatch): Promise<void> {
    const enrolled = run.map((event) => FarmerEnrolled.dataOf(event));
    const personal = await this.vault.openMany<FarmerPersonal>(
      enrolled.map((d) => d.personal),
      manager,
    );
    const { relation, params } = unnestedColumns([
      ['farmer_id', 'uuid', enrolled.map((d) => d.farmerId)],
      ['agent_id', 'uuid', enrolled.map((d) => d.createdBy)],
      ['country_id', 'integer', enrolled.map((d) => d.countryId)],
      ['full_name', 'text', personal.map((p) => p?.fullName ?? '')],
      ['gender', 'text', enrolled.map((d) => d.gender)],
      ['project_id', 'integer', enrolled.map((d) => d.projectId)],
      ['community', 'text', enrolled.map((d) => d.community)],
      ['state_id', 'integer', enrolled.map((d) => d.stateId)],
      ['city_id', 'integer', enrolled.map((d) => d.cityId)],
      ['enrolled_at', 'timestamptz', enrolled.map((d) => instantOf(d.at))],
    ]);
    await manager.query(
      `INSERT INTO ea_farmers (farmer_id, agent_id, country_id, full_name, gender, project_id, community, state_id, city_id, enrolled_at)
       SELECT * FROM ${relation}
       ON CONFLICT (farmer_id) DO NOTHING`,
      params,
    );
    // A farmer's row was there already only if this enrolment was handled before: it has the same agent.
    for (const d of enrolled) batch.farmerWritten(d.farmerId, d.createdBy);
    await this.fileActivities(
      run.map((event, i) =>
        activityOf(event, enrolled[i].farmerId, 'FARMER_ENROLLED', enrolled[i].farmerId, enrolled[i].at),
      ),
      manager,
      batch,
    );
  }

  /** Only for a farmer still there: the farm is filed under the agent who enrolled them. */
  private async mapFarms(run: StoredEvent[], manager: EntityManager, batch: AnalyticsBatch): Promise<void> {
    const mapped = run.map((event) => FarmMapped.dataOf(event));
    const farms = byKnownAgent(mapped, (d) => batch.ofFarmer(d.farmerId));
    const columns = (of: typeof mapped): Column[] => [
      ['farm_id', 'uuid', of.map((d) => d.farmId)],
      ['farmer_id', 'uuid', of.map((d) => d.farmerId)],
      ['size_ha', 'numeric', of.map((d) => d.sizeHa)],
      ['latitude', 'numeric', of.map((d) => d.latitude)],
      ['longitude', 'numeric', of.map((d) => d.longitude)],
      ['mapped_at', 'timestamptz', of.map((d) => instantOf(d.at))],
    ];
    if (farms.known.length) {
      const { relation, params } = unnestedColumns([...columns(farms.known), ['agent_id', 'uuid', farms.agents]]);
      await manager.query(
        `INSERT INTO ea_farms (farm_id, farmer_id, agent_id, size_ha, latitude, longitude, mapped_at)
         SELECT x.farm_id, x.farmer_id, x.agent_id, x.size_ha, x.latitude, x.longitude, x.mapped_at FROM ${relation}
         ON CONFLICT (farm_id) DO NOTHING`,
        params,
      );
      farms.known.forEach((d, i) => batch.farmWritten(d.farmId, d.farmerId, farms.agents[i]));
    }
    if (farms.unknown.length) {
      const { relation, params } = unnestedColumns(columns(farms.unknown));
      await manager.query(
        `INSERT INTO ea_farms (farm_id, farmer_id, agent_id, size_ha, latitude, longitude, mapped_at)
         SELECT x.farm_id, f.farmer_id, f.agent_id, x.size_ha, x.latitude, x.longitude, x.mapped_at
         FROM ${relation} ${lookedUpIn('ea_farmers', 'f', 'f.farmer_id = x.farmer_id', 'f.farmer_id, f.agent_id')}
         ON CONFLICT (farm_id) DO NOTHING`,
        params,
      );
    }
    await this.fileActivities(
      run.map((event, i) => activityOf(event, mapped[i].farmerId, 'FARM_MAPPED', mapped[i].farmId, mapped[i].at)),
      manager,
      batch,
    );
  }

  /** Only for a farm still there: a record created just before its farm was removed stays out. */
  private async createRecords(run: StoredEvent[], manager: EntityManager, batch: AnalyticsBatch): Promise<void> {
    const created = run.map((event) => PlantingRecordCreated.dataOf(event));
    const records = byKnownAgent(created, (d) => batch.ofFarm(d.farmId, d.farmerId));
    const columns = (of: typeof created): Column[] => {
      const fertilizers = of.map((d) => fertilizerKilogramsOf(d.fertilizers));
      const counts = fertilizers.map(fertilizerCountsOf);
      return [
        ['record_id', 'uuid', of.map((d) => d.recordId)],
        ['farm_id', 'uuid', of.map((d) => d.farmId)],
        ['farmer_id', 'uuid', of.map((d) => d.farmerId)],
        ['year', 'integer', of.map((d) => d.year)],
        ['actual_yield_kg', 'numeric', of.map((d) => d.actualYieldKg)],
        ['fertilizers', 'jsonb', fertilizers.map((f) => JSON.stringify(f))],
        ['fertilizer_items', 'integer', counts.map((c) => c.items)],
        ['fertilizer_kg', 'numeric', counts.map((c) => c.kilograms)],
        ['fertilizer_items_without_kg', 'integer', counts.map((c) => c.unweighedItems)],
        ['created_at', 'timestamptz', of.map((d) => instantOf(d.at))],
      ];
    };
    if (records.known.length) {
      const { relation, params } = unnestedColumns([...columns(records.known), ['agent_id', 'uuid', records.agents]]);
      await manager.query(
        `INSERT INTO ea_records (record_id, farm_id, farmer_id, agent_id, year, actual_yield_kg, fertilizers,
           fertilizer_items, fertilizer_kg, fertilizer_items_without_kg, created_at)
         SELECT x.record_id, x.farm_id, x.farmer_id, x.agent_id, x.year, x.actual_yield_kg, x.fertilizers,
           x.fertilizer_items, x.fertilizer_kg, x.fertilizer_items_without_kg, x.created_at
         FROM ${relation}
         ON CONFLICT (record_id) DO NOTHING`,
        params,
      );
    }
    if (records.unknown.length) {
      const { relation, params } = unnestedColumns(columns(records.unknown));
      await manager.query(
        `INSERT INTO ea_records (record_id, farm_id, farmer_id, agent_id, year, actual_yield_kg, fertilizers,
           fertilizer_items, fertilizer_kg, fertilizer_items_without_kg, created_at)
         SELECT x.record_id, x.farm_id, fa.farmer_id, fa.agent_id, x.year, x.actual_yield_kg, x.fertilizers,
           x.fertilizer_items, x.fertilizer_kg, x.fertilizer_items_without_kg, x.created_at
         FROM ${relation}
         ${lookedUpIn('ea_farms', 'fa', 'fa.farm_id = x.farm_id AND fa.farmer_id = x.farmer_id', 'fa.farmer_id, fa.agent_id')}
         ON CONFLICT (record_id) DO NOTHING`,
        params,
      );
    }
    await this.fileActivities(
      run.map((event, i) =>
        activityOf(event, created[i].farmerId, 'RECORD_CREATED', created[i].recordId, created[i].at),
      ),
      manager,
      batch,
    );
  }

  private async handleOne(event: StoredEvent, manager: EntityManager, batch: AnalyticsBatch): Promise<void> {
    if (FarmerUpdated.is(event)) {
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
        await manager.query(
          `UPDATE ea_farmers SET ${names.map((n, i) => `${n} = $${i + 2}`).join(', ')} WHERE farmer_id = $1`,
          [d.farmerId, ...Object.values(columns)],
        );
      }
      await this.fileActivity(event, manager, batch, d.farmerId, 'FARMER_UPDATED', d.farmerId, d.at);
    } else if (FarmerDeleted.is(event)) {
      const d = FarmerDeleted.dataOf(event);
      await this.fileActivity(event, manager, batch, d.farmerId, 'FARMER_DELETED', d.farmerId, d.at);
      await manager.query(`DELETE FROM ea_records WHERE farmer_id = $1`, [d.farmerId]);
      await manager.query(`DELETE FROM ea_farms WHERE farmer_id = $1`, [d.farmerId]);
      await manager.query(`DELETE FROM ea_farmers WHERE farmer_id = $1`, [d.farmerId]);
      batch.farmerDeleted(d.farmerId);
    } else if (FarmEdited.is(event)) {
      const d = FarmEdited.dataOf(event);
      await manager.query(`UPDATE ea_farms SET size_ha = $2, latitude = $3, longitude = $4 WHERE farm_id = $1`, [
        d.farmId,
        d.sizeHa,
        d.latitude,
        d.longitude,
      ]);
      await this.fileActivity(event, manager, batch, d.farmerId, 'FARM_EDITED', d.farmId, d.at);
    } else if (FarmRemoved.is(event)) {
      const d = FarmRemoved.dataOf(event);
      // The farm's records go with it (the records part deletes them one by one afterwards; the counts need not wait).
      await manager.query(`DELETE FROM ea_records WHERE farm_id = $1`, [d.farmId]);
      await manager.query(`DELETE FROM ea_farms WHERE farm_id = $1`, [d.farmId]);
      batch.farmRemoved(d.farmId);
      await this.fileActivity(event, manager, batch, d.farmerId, 'FARM_REMOVED', d.farmId, d.at);
    } else if (PlantingRecordSaved.is(event)) {
      const d = PlantingRecordSaved.dataOf(event);
      const fertilizers = fertilizerKilogramsOf(d.fertilizers);
      const counts = fertilizerCountsOf(fertilizers);
      await manager.query(
        `UPDATE ea_records SET year = $2, actual_yield_kg = $3, fertilizers = $4::jsonb,
           fertilizer_items = $5, fertilizer_kg = $6, fertilizer_items_without_kg = $7
         WHERE record_id = $1`,
        [
          d.recordId,
          d.year,
          d.actualYieldKg,
          JSON.stringify(fertilizers),
          counts.items,
          counts.kilograms,
          counts.unweighedItems,
        ],
      );
      await this.fileActivity(event, manager, batch, d.farmerId, 'RECORD_SAVED', d.recordId, d.at);
    } else if (PlantingRecordSectionRemoved.is(event)) {
      const d = PlantingRecordSectionRemoved.dataOf(event);
      if (d.section === 'FERTILIZER') {
        await manager.query(`UPDATE ea_records SET fertilizers = fertilizers - $2::text WHERE record_id = $1`, [
          d.recordId,
          d.itemId,
        ]);
        await this.recountFertilizers([d.recordId], manager);
      }
      await this.fileActivity(event, manager, batch, d.farmerId, 'RECORD_ITEM_REMOVED', d.recordId, d.at);
    } else if (PlantingRecordDeleted.is(event)) {
      const d = PlantingRecordDeleted.dataOf(event);
      await manager.query(`DELETE FROM ea_records WHERE record_id = $1`, [d.recordId]);
      await this.fileActivity(event, manager, batch, d.farmerId, 'RECORD_DELETED', d.recordId, d.at);
    }
  }

  /** The records' fertilizer counts read again from their items (after an item was taken out in SQL). */
  private async recountFertilizers(recordIds: string[], manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE ea_records r SET (fertilizer_items, fertilizer_kg, fertilizer_items_without_kg) =
         (SELECT ${fertilizerCountsSql('r.fertilizers')})
       WHERE r.record_id = ANY($1::uuid[])`,
      [recordIds],
    );
  }

  private async fileActivity(
    event: StoredEvent,
    manager: EntityManager,
    batch: AnalyticsBatch,
    farmerId: string,
    kind: ActivityKind,
    subjectId: string,
    at: string,
  ): Promise<void> {
    await this.fileActivities([activityOf(event, farmerId, kind, subjectId, at)], manager, batch);
  }

  /**
   * Activities of the agents who enrolled the farmers (none for a farmer not, or no longer, there), counted for the
   * batch (FiledActivities). The farmers the batch knows are not looked up (the activities go under their known
   * agents); the others are, and are known from then on.
   */
  private async fileActivities(
    activities: ActivityRow[],
    manager: EntityManager,
    batch: AnalyticsBatch,
  ): Promise<void> {
    const lines = byKnownAgent(activities, (a) => batch.ofFarmer(a.farmer_id));
    lines.known.forEach((activity, i) => batch.filed.add(activity, lines.agents[i]));
    if (!lines.unknown.length) return;
    // By the ids as the events wrote them, which PostgreSQL reads whatever their case.
    const found: { farmer_id: string; agent_id: string }[] = await manager.query(
      `SELECT x.farmer_id, f.agent_id FROM unnest($1::text[]) AS x(farmer_id)
       ${lookedUpIn('ea_farmers', 'f', 'f.farmer_id = x.farmer_id::uuid', 'f.agent_id')}`,
      [[...new Set(lines.unknown.map((a) => a.farmer_id))]],
    );
    for (const { farmer_id, agent_id } of found) batch.farmerWritten(farmer_id, agent_id);
    for (const activity of lines.unknown) {
      const agent = batch.ofFarmer(activity.farmer_id);
      if (agent !== undefined) batch.filed.add(activity, agent);
    }
  }
}
