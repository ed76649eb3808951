import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { UserDeleted, UserRegistered } from '../../accounts';
import { AffiliationApproved, AffiliationDeclined, InvitationAccepted, InvitationSent } from '../../affiliation';
import { ProductDeleted, ProductSubmitted } from '../../catalogue';
import { AgronomyContentCreated, AgronomyContentDeleted } from '../../content';
import {
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
} from '../../farmers';
import { StockMoved } from '../../inventory';
import { runsOfOneType } from '../../kernel/events/event-runs';
import { StoredEvent } from '../../kernel/events/event.types';
import { AsyncEventConsumer, EventConsumer } from '../../kernel/events/projection';
import {
  ProductRequestApproved,
  ProductRequestCanceled,
  ProductRequestDeclined,
  ProductRequestDelivered,
  ProductRequestPlaced,
  ProductRequestRejected,
  ProductRequestShipped,
  productRequestStatusData,
  QuotationAccepted,
  QuotationCountered,
  quotationEventData,
  QuotationOffered,
  QuotationRequested,
} from '../../orders';
import { dayIn } from '../domain/country-day';
import { COUNTRY, METRICS as M } from '../domain/metrics';
import { AGGREGATES_CONSUMER } from '../queries/dashboard-answers';

/** A farmer as counted: what every farmer figure was bumped with. */
interface FarmerRow {
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

/** The rows a statement answers: through TypeORM an UPDATE or a DELETE answers [rows, count]. */
async function rowsOf<T = any>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const result = await manager.query(sql, params);
  return Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number' ? result[0] : result;
}

/** A table's columns (name: PostgreSQL type) and rows keyed by them. */
type Columns = Record<string, string>;
type RowOf<C extends Columns> = Record<keyof C, unknown>;

/**
 * `rows` as a relation to select from: one typed array parameter per column (`$1`, `$2`, ...), unnested as `r`, with
 * each row's place in `r.n`.
 */
function unnested<C extends Columns>(columns: C, rows: RowOf<C>[]): { relation: string; params: unknown[][] } {
  const names = Object.keys(columns);
  const arrays = names.map((name, i) => `$${i + 1}::${columns[name]}[]`);
  return {
    relation: `unnest(${arrays.join(', ')}) WITH ORDINALITY AS r(${names.join(', ')}, n)`,
    params: names.map((name) => rows.map((row) => row[name])),
  };
}

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
const FARM_COLUMNS = { farm_id: 'uuid', farmer_id: 'uuid', size_ha: 'numeric' };
const RECORD_COLUMNS = { record_id: 'uuid', farm_id: 'uuid', farmer_id: 'uuid', trained: 'boolean', fertilizers: 'jsonb' };

/** What a planting record counts: whether it names a training, and the kilograms of each fertilizer item. */
function countedOfRecord(e: Pick<PlantingRecordSaved, 'trainingTypeId' | 'fertilizers'>): { trained: boolean; fertilizers: string } {
  return {
    trained: e.trainingTypeId !== null && e.trainingTypeId !== undefined,
    fertilizers: JSON.stringify(Object.fromEntries(e.fertilizers.map((i) => [i.id, i.quantityKg]))),
  };
}

/** Communities are compared without case or surrounding spaces. */
const communityKey = (community: string) => community.trim().toLowerCase().replace(/\s+/g, ' ');

const FACT_COLUMNS = { countryId: 'country_id', stateId: 'state_id', cityId: 'city_id', gender: 'gender', projectId: 'project_id' } as const;

const ORDER_STATUS_OF: Record<string, string> = {
  [ProductRequestApproved.type]: 'APPROVED',
  [ProductRequestDeclined.type]: 'DECLINED',
  [ProductRequestRejected.type]: 'REJECTED',
  [ProductRequestCanceled.type]: 'CANCELED',
  [ProductRequestShipped.type]: 'SHIPPED',
  [ProductRequestDelivered.type]: 'DELIVERED',
};

const QUOTATION_STATUS_OF: Record<string, string> = {
  [QuotationOffered.type]: 'OFFERED',
  [QuotationCountered.type]: 'COUNTERED',
  [QuotationAccepted.type]: 'ACCEPTED',
};

/**
 * What one event changes in the counters, collected and then written in two statements (the sums made by PostgreSQL,
 * in `numeric`, so hectares and kilograms add up exactly); terms that cancel out write nothing.
 */
class Deltas {
  private readonly totals: [string, string, number, string, string, number][] = [];
  private readonly daily: [string, string, number, string, string, number][] = [];
  private readonly communities = new Map<string, number>();

  total(metric: string, owners: readonly string[], countryId: number, key: string, value: number | string, sign: number): this {
    for (const owner of owners) this.totals.push([metric, owner, countryId, key, String(value), sign]);
    return this;
  }

  day(metric: string, owners: readonly string[], countryId: number, day: string, sign: number): this {
    for (const owner of owners) this.daily.push([metric, owner, countryId, day, '1', sign]);
    return this;
  }

  /** Both: the total and the day's count. */
  counted(metric: string, owners: readonly string[], countryId: number, day: string, sign: number): this {
    return this.total(metric, owners, countryId, '', 1, sign).day(metric, owners, countryId, day, sign);
  }

  community(owners: readonly string[], countryId: number, key: string, sign: number): void {
    for (const owner of owners) {
      const id = JSON.stringify([owner, countryId, key]);
      this.communities.set(id, (this.communities.get(id) ?? 0) + sign);
    }
  }

  async flush(manager: EntityManager): Promise<void> {
    for (const [id, delta] of this.communities) {
      if (!delta) continue;
      const [owner, countryId, key] = JSON.parse(id) as [string, number, string];
      const [row] = await manager.query(
        `INSERT INTO dash_communities (owner_id, country_id, community_key, farmers) VALUES ($1, $2, $3, $4)
         ON CONFLICT (owner_id, country_id, community_key) DO UPDATE SET farmers = dash_communities.farmers + EXCLUDED.farmers
         RETURNING farmers`,
        [owner, countryId, key, delta],
      );
      const after = Number(row.farmers);
      const before = after - delta;
      if (before <= 0 && after > 0) this.total(M.communities, [owner], countryId, '', 1, 1);
      if (before > 0 && after <= 0) this.total(M.communities, [owner], countryId, '', 1, -1);
      if (after <= 0) await manager.query(`DELETE FROM dash_communities WHERE owner_id = $1 AND country_id = $2 AND community_key = $3`, [owner, countryId, key]);
    }
    await this.write(manager, 'dash_totals', 'key', 'text', this.totals);
    await this.write(manager, 'dash_daily', 'day', 'date', this.daily);
  }

  private async write(manager: EntityManager, table: string, column: string, type: string, terms: [string, string, number, string, string, number][]) {
    if (!terms.length) return;
    const columns = [0, 1, 2, 3, 4, 5].map((i) => terms.map((t) => t[i]));
    await manager.query(
      `INSERT INTO ${table} (metric, owner_id, country_id, ${column}, value)
       SELECT m, o, c, k, sum(v * s) FROM unnest($1::text[], $2::text[], $3::int[], $4::${type}[], $5::numeric[], $6::int[]) AS d(m, o, c, k, v, s)
       GROUP BY m, o, c, k HAVING sum(v * s) <> 0
       ON CONFLICT (metric, owner_id, country_id, ${column}) DO UPDATE SET value = ${table}.value + EXCLUDED.value`,
      columns,
    );
  }
}

/** What one batch has learnt and left to do, beside its counter deltas. */
class BatchState {
  /** The organisation each agent of the batch's enrolments refers farmers to (null: none). */
  readonly referrers = new Map<string, string | null>();
  /** Farmers as last counted in this batch (enrolled or recounted): no need to read them back. */
  readonly counted = new Map<string, FarmerRow>();
  /** Farmers whose facts changed since they were last counted, with what they counted then. */
  readonly changed = new Map<string, FarmerRow>();

  constructor(readonly deltas: Deltas) {}
}

/**
 * Keeps the dashboards' aggregates (dash_totals, dash_daily) from the events of the farmers, accounts, affiliation,
 * orders, catalogue, agronomy content and inventory modules, after commit and in commit order; the batch, its effects
 * and the checkpoint commit together.
 *
 * Each thing counted has a small row of what was counted for it (dash_farmers, dash_orders, ...): a counter moves
 * only when that row is inserted or deleted (ON CONFLICT DO NOTHING / DELETE ... RETURNING), and a change subtracts
 * what the row counted and adds what it counts afterwards, so the same event handled twice finds nothing left to
 * count. Days are the country's own (domain/country-day.ts), from the event's time: `projections:rebuild` replays it
 * exactly.
 */
@Injectable()
@EventConsumer()
export class DashboardAggregates implements AsyncEventConsumer {
  readonly name = AGGREGATES_CONSUMER;
  readonly tables = [
    'dash_totals',
    'dash_daily',
    'dash_communities',
    'dash_records',
    'dash_farms',
    'dash_farmers',
    'dash_signed_users',
    'dash_agent_referrers',
    'dash_invitations',
    'dash_users',
    'dash_orders',
    'dash_quotations',
    'dash_products',
    'dash_contents',
    'dash_stock',
    'dash_affiliations',
  ];
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
    UserRegistered.type,
    UserDeleted.type,
    InvitationSent.type,
    InvitationAccepted.type,
    AffiliationApproved.type,
    AffiliationDeclined.type,
    ProductRequestPlaced.type,
    ...Object.keys(ORDER_STATUS_OF),
    QuotationRequested.type,
    ...Object.keys(QUOTATION_STATUS_OF),
    ProductSubmitted.type,
    ProductDeleted.type,
    AgronomyContentCreated.type,
    AgronomyContentDeleted.type,
    StockMoved.type,
  ];

  /** The event types whose runs are written in one statement (a run of one included). */
  private readonly runWriters = new Map<string, (run: StoredEvent[], manager: EntityManager, batch: BatchState) => Promise<void>>([
    [FarmerEnrolled.type, (run, manager, batch) => this.enrolFarmers(run, manager, batch)],
    [FarmMapped.type, (run, manager, batch) => this.mapFarms(run, manager, batch)],
    [PlantingRecordCreated.type, (run, manager, batch) => this.createRecords(run, manager, batch)],
  ]);

  async handle(event: StoredEvent, manager: EntityManager): Promise<void> {
    await this.handleBatch([event], manager);
  }

  /**
   * The counters of a whole batch are summed in memory and written once: a batch of 100 enrolments moves each counter
   * row once, not 100 times. The fact rows, which the events read, are written as each event comes, except for the
   * runs of enrolments, farms mapped and records created (a bulk import's), written one statement per run.
   */
  async handleBatch(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const batch = new BatchState(new Deltas());
    const agents = [...new Set(events.filter((e) => FarmerEnrolled.is(e)).map((e) => FarmerEnrolled.dataOf(e).createdBy))];
    if (agents.length) {
      const known: { agent_id: string; organisation_id: string }[] = await manager.query(`SELECT agent_id, organisation_id FROM dash_agent_referrers WHERE agent_id = ANY($1)`, [agents]);
      for (const agent of agents) batch.referrers.set(agent, null);
      for (const row of known) batch.referrers.set(row.agent_id, row.organisation_id);
    }
    for (const run of runsOfOneType(events)) await this.applyRun(run, manager, batch);
    await this.recountChangedFarmers(manager, batch);
    await batch.deltas.flush(manager);
  }

  private async applyRun(run: StoredEvent[], manager: EntityManager, batch: BatchState): Promise<void> {
    const writeRun = this.runWriters.get(run[0].type);
    if (writeRun) return writeRun(run, manager, batch);
    for (const event of run) await this.apply(event, manager, batch);
  }

  /**
   * Inserts the farmers in the events' order (so that, as one by one, the first of two enrolments of a farmer is the
   * one kept) and counts those inserted: a farmer there already was counted when inserted.
   */
  private async enrolFarmers(run: StoredEvent[], manager: EntityManager, batch: BatchState): Promise<void> {
    const { relation, params } = unnested(ENROLMENT_COLUMNS, run.map((event) => this.enrolmentOf(FarmerEnrolled.dataOf(event), batch)));
    const names = Object.keys(ENROLMENT_COLUMNS).join(', ');
    const enrolled: FarmerRow[] = await manager.query(
      `INSERT INTO dash_farmers (${names}) SELECT ${names} FROM ${relation} ORDER BY r.n ON CONFLICT (farmer_id) DO NOTHING RETURNING ${FARMER_COLUMNS}`,
      params,
    );
    for (const row of enrolled) {
      this.countFarmer(batch.deltas, row, 1);
      batch.counted.set(row.farmer_id, row);
    }
  }

  private enrolmentOf(e: FarmerEnrolled, batch: BatchState): RowOf<typeof ENROLMENT_COLUMNS> {
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
      day: dayIn(e.countryId, e.at),
    };
  }

  /** Inserts the farms of the farmers there (see changeFarmer), in the events' order. */
  private async mapFarms(run: StoredEvent[], manager: EntityManager, batch: BatchState): Promise<void> {
    const farms = await this.markFarmersChanged(manager, batch, run.map((event) => FarmMapped.dataOf(event)));
    if (!farms.length) return;
    const { relation, params } = unnested(FARM_COLUMNS, farms.map((e) => ({ farm_id: e.farmId, farmer_id: e.farmerId, size_ha: e.sizeHa })));
    await manager.query(`INSERT INTO dash_farms (farm_id, farmer_id, size_ha) SELECT farm_id, farmer_id, size_ha FROM ${relation} ORDER BY r.n ON CONFLICT (farm_id) DO NOTHING`, params);
  }

  /** Inserts the records of the farmers there (see changeFarmer) that name one of the farmer's farms, in the events' order. */
  private async createRecords(run: StoredEvent[], manager: EntityManager, batch: BatchState): Promise<void> {
    const records = await this.markFarmersChanged(manager, batch, run.map((event) => PlantingRecordCreated.dataOf(event)));
    if (!records.length) return;
    const { relation, params } = unnested(RECORD_COLUMNS, records.map((e) => ({ record_id: e.recordId, farm_id: e.farmId, farmer_id: e.farmerId, ...countedOfRecord(e) })));
    await manager.query(
      `INSERT INTO dash_records (record_id, farm_id, farmer_id, trained, fertilizers)
       SELECT r.record_id, r.farm_id, r.farmer_id, r.trained, r.fertilizers FROM ${relation} JOIN dash_farms f ON f.farm_id = r.farm_id AND f.farmer_id = r.farmer_id
       ORDER BY r.n ON CONFLICT (record_id) DO NOTHING`,
      params,
    );
  }

  private async apply(event: StoredEvent, manager: EntityManager, batch: BatchState): Promise<void> {
    const d = batch.deltas;
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
      await this.changeFarmer(manager, batch, e.farmerId, () =>
        manager.query(`UPDATE dash_farmers SET ${names.map((n, i) => `${n} = $${i + 2}`).join(', ')} WHERE farmer_id = $1`, [e.farmerId, ...Object.values(columns)]),
      );
    } else if (FarmerDeleted.is(event)) {
      const e = FarmerDeleted.dataOf(event);
      // What is subtracted must be what was counted: a farmer changed earlier in this batch is recounted first.
      if (batch.changed.has(e.farmerId)) await this.recountChangedFarmers(manager, batch);
      const rows: FarmerRow[] = await rowsOf(manager, `DELETE FROM dash_farmers WHERE farmer_id = $1 RETURNING ${FARMER_COLUMNS}`, [e.farmerId]);
      batch.counted.delete(e.farmerId);
      if (rows[0]) this.countFarmer(d, rows[0], -1);
      await manager.query(`DELETE FROM dash_records WHERE farmer_id = $1`, [e.farmerId]);
      await manager.query(`DELETE FROM dash_farms WHERE farmer_id = $1`, [e.farmerId]);
    } else if (FarmEdited.is(event)) {
      const e = FarmEdited.dataOf(event);
      await this.changeFarmer(manager, batch, e.farmerId, () => manager.query(`UPDATE dash_farms SET size_ha = $2 WHERE farm_id = $1`, [e.farmId, e.sizeHa]));
    } else if (FarmRemoved.is(event)) {
      const e = FarmRemoved.dataOf(event);
      await this.changeFarmer(manager, batch, e.farmerId, async () => {
        await manager.query(`DELETE FROM dash_records WHERE farm_id = $1`, [e.farmId]);
        await manager.query(`DELETE FROM dash_farms WHERE farm_id = $1`, [e.farmId]);
      });
    } else if (PlantingRecordSaved.is(event)) {
      const e = PlantingRecordSaved.dataOf(event);
      const { trained, fertilizers } = countedOfRecord(e);
      await this.changeFarmer(manager, batch, e.farmerId, () =>
        manager.query(`UPDATE dash_records SET trained = $2, fertilizers = $3::jsonb WHERE record_id = $1`, [e.recordId, trained, fertilizers]),
      );
    } else if (PlantingRecordSectionRemoved.is(event)) {
      const e = PlantingRecordSectionRemoved.dataOf(event);
      if (e.section !== 'FERTILIZER') return;
      await this.changeFarmer(manager, batch, e.farmerId, () => manager.query(`UPDATE dash_records SET fertilizers = fertilizers - $2::text WHERE record_id = $1`, [e.recordId, e.itemId]));
    } else if (PlantingRecordDeleted.is(event)) {
      const e = PlantingRecordDeleted.dataOf(event);
      await this.changeFarmer(manager, batch, e.farmerId, () => manager.query(`DELETE FROM dash_records WHERE record_id = $1`, [e.recordId]));
    } else if (UserRegistered.is(event)) {
      const e = UserRegistered.dataOf(event);
      const day = dayIn(e.countryId, e.registeredAt);
      const rows = await manager.query(`INSERT INTO dash_users (user_id, roles, country_id, day) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`, [
        e.userId,
        e.roles,
        e.countryId,
        day,
      ]);
      if (rows[0]) this.countUser(d, e.roles, e.countryId, day, 1);
    } else if (UserDeleted.is(event)) {
      const e = UserDeleted.dataOf(event);
      const rows = await rowsOf(manager, `DELETE FROM dash_users WHERE user_id = $1 RETURNING roles, country_id, to_char(day, 'YYYY-MM-DD') AS day`, [e.userId]);
      if (rows[0]) this.countUser(d, rows[0].roles, rows[0].country_id, rows[0].day, -1);
    } else if (InvitationSent.is(event)) {
      const e = InvitationSent.dataOf(event);
      await manager.query(`INSERT INTO dash_invitations (invitation_id, organisation_id, type, country_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
        e.invitationId,
        e.organisationId,
        e.type,
        e.countryId,
      ]);
    } else if (InvitationAccepted.is(event)) {
      await this.signed(manager, batch, InvitationAccepted.dataOf(event));
    } else if (AffiliationApproved.is(event)) {
      const e = AffiliationApproved.dataOf(event);
      const rows = await manager.query(
        `INSERT INTO dash_affiliations (input_provider_id, dealer_id, country_id)
         VALUES ($1, $2, COALESCE((SELECT country_id FROM dash_users WHERE user_id = $1), 0)) ON CONFLICT DO NOTHING RETURNING country_id`,
        [e.inputProviderId, e.dealerId],
      );
      if (rows[0]) d.total(M.affiliatedDealers, [e.inputProviderId], rows[0].country_id, '', 1, 1);
    } else if (AffiliationDeclined.is(event)) {
      const e = AffiliationDeclined.dataOf(event);
      const rows = await rowsOf(manager, `DELETE FROM dash_affiliations WHERE input_provider_id = $1 AND dealer_id = $2 RETURNING country_id`, [e.inputProviderId, e.dealerId]);
      if (rows[0]) d.total(M.affiliatedDealers, [e.inputProviderId], rows[0].country_id, '', 1, -1);
    } else if (ProductRequestPlaced.is(event)) {
      const e = ProductRequestPlaced.dataOf(event);
      const day = dayIn(e.countryId, e.at);
      const rows = await manager.query(
        `INSERT INTO dash_orders (request_id, seller_id, buyer_id, country_id, day, status, value) VALUES ($1, $2, $3, $4, $5, 'PENDING', $6::numeric * $7::numeric)
         ON CONFLICT (request_id) DO NOTHING RETURNING request_id`,
        [e.requestId, e.sellerId, e.buyerId, e.countryId, day, e.quantity, e.unitPrice],
      );
      if (!rows[0]) return;
      d.counted(M.orders, [COUNTRY, e.sellerId, e.buyerId], e.countryId, day, 1);
      d.counted(M.ordersReceived, [e.sellerId], e.countryId, day, 1);
      d.counted(M.ordersPlaced, [e.buyerId], e.countryId, day, 1);
      d.total(M.ordersByStatus, [COUNTRY], e.countryId, 'PENDING', 1, 1);
      d.total(M.receivedByStatus, [e.sellerId], e.countryId, 'PENDING', 1, 1);
    } else if (ORDER_STATUS_OF[event.type]) {
      const to = ORDER_STATUS_OF[event.type];
      const [row] = await rowsOf(manager, 
        `UPDATE dash_orders o SET status = $2 FROM (SELECT request_id, status FROM dash_orders WHERE request_id = $1 FOR UPDATE) old
         WHERE o.request_id = old.request_id AND o.status <> $2 RETURNING old.status AS "from", o.seller_id, o.country_id, o.value::text AS value`,
        [productRequestStatusData(event).requestId, to],
      );
      if (!row) return;
      d.total(M.ordersByStatus, [COUNTRY], row.country_id, row.from, 1, -1).total(M.ordersByStatus, [COUNTRY], row.country_id, to, 1, 1);
      d.total(M.receivedByStatus, [row.seller_id], row.country_id, row.from, 1, -1).total(M.receivedByStatus, [row.seller_id], row.country_id, to, 1, 1);
      if (to === 'DELIVERED') d.total(M.salesValue, [COUNTRY, row.seller_id], row.country_id, '', row.value, 1);
      if (row.from === 'DELIVERED') d.total(M.salesValue, [COUNTRY, row.seller_id], row.country_id, '', row.value, -1);
    } else if (QuotationRequested.is(event)) {
      const e = QuotationRequested.dataOf(event);
      const day = dayIn(e.countryId, e.at);
      const rows = await manager.query(
        `INSERT INTO dash_quotations (quotation_id, seller_id, buyer_id, country_id, status) VALUES ($1, $2, $3, $4, 'REQUESTED')
         ON CONFLICT (quotation_id) DO NOTHING RETURNING quotation_id`,
        [e.quotationId, e.sellerId, e.buyerId, e.countryId],
      );
      if (!rows[0]) return;
      d.counted(M.quotations, [COUNTRY, e.sellerId, e.buyerId], e.countryId, day, 1);
      d.counted(M.quotationsReceived, [e.sellerId], e.countryId, day, 1);
      d.total(M.quotationsByStatus, [e.sellerId], e.countryId, 'REQUESTED', 1, 1);
    } else if (QUOTATION_STATUS_OF[event.type]) {
      const to = QUOTATION_STATUS_OF[event.type];
      const [row] = await rowsOf(manager, 
        `UPDATE dash_quotations q SET status = $2 FROM (SELECT quotation_id, status FROM dash_quotations WHERE quotation_id = $1 FOR UPDATE) old
         WHERE q.quotation_id = old.quotation_id AND q.status <> $2 RETURNING old.status AS "from", q.seller_id, q.country_id`,
        [quotationEventData(event).quotationId, to],
      );
      if (!row) return;
      d.total(M.quotationsByStatus, [row.seller_id], row.country_id, row.from, 1, -1).total(M.quotationsByStatus, [row.seller_id], row.country_id, to, 1, 1);
    } else if (ProductSubmitted.is(event)) {
      const e = ProductSubmitted.dataOf(event);
      const day = dayIn(e.countryId, e.at);
      const rows = await manager.query(`INSERT INTO dash_products (product_id, owner_id, country_id, day) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING product_id`, [
        e.productId,
        e.ownerId,
        e.countryId,
        day,
      ]);
      if (rows[0]) d.counted(M.products, [COUNTRY, e.ownerId], e.countryId, day, 1);
    } else if (ProductDeleted.is(event)) {
      const [row] = await rowsOf(manager, `DELETE FROM dash_products WHERE product_id = $1 RETURNING owner_id, country_id, to_char(day, 'YYYY-MM-DD') AS day`, [
        ProductDeleted.dataOf(event).productId,
      ]);
      if (row) d.counted(M.products, [COUNTRY, row.owner_id], row.country_id, row.day, -1);
    } else if (AgronomyContentCreated.is(event)) {
      const e = AgronomyContentCreated.dataOf(event);
      const day = dayIn(e.countryId, e.at);
      const rows = await manager.query(`INSERT INTO dash_contents (content_id, author_id, country_id, day) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING content_id`, [
        e.contentId,
        e.authorId,
        e.countryId,
        day,
      ]);
      if (rows[0]) d.counted(M.agronomyContent, [COUNTRY, e.authorId], e.countryId, day, 1);
    } else if (AgronomyContentDeleted.is(event)) {
      const [row] = await rowsOf(manager, `DELETE FROM dash_contents WHERE content_id = $1 RETURNING author_id, country_id, to_char(day, 'YYYY-MM-DD') AS day`, [
        AgronomyContentDeleted.dataOf(event).contentId,
      ]);
      if (row) d.counted(M.agronomyContent, [COUNTRY, row.author_id], row.country_id, row.day, -1);
    } else if (StockMoved.is(event)) {
      const e = StockMoved.dataOf(event);
      const [before] = await manager.query(`SELECT balance::text AS balance, position FROM dash_stock WHERE stock_id = $1 FOR UPDATE`, [e.stockId]);
      // A movement already counted (or older than the one counted) changes nothing.
      if (before && Number(before.position) >= event.globalPosition) return;
      await manager.query(
        `INSERT INTO dash_stock (stock_id, owner_id, country_id, balance, position) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (stock_id) DO UPDATE SET balance = EXCLUDED.balance, position = EXCLUDED.position`,
        [e.stockId, e.ownerId, e.countryId, e.balance, event.globalPosition],
      );
      const old = before ? Number(before.balance) : 0;
      d.total(M.stockUnits, [e.ownerId], e.countryId, '', e.balance, 1);
      if (before) d.total(M.stockUnits, [e.ownerId], e.countryId, '', before.balance, -1);
      d.total(M.stockLines, [e.ownerId], e.countryId, '', 1, (e.balance > 0 ? 1 : 0) - (old > 0 ? 1 : 0));
    }
  }

  /**
   * Runs `change` on a farmer's facts (farms, records, fields) and marks the farmer to be recounted once, at the end of
   * the batch: a farmer mapped and recorded in one batch is subtracted and counted again once, not after each event.
   * A farmer not there (deleted) is left alone.
   */
  private async changeFarmer(manager: EntityManager, batch: BatchState, farmerId: string, change: () => Promise<unknown>): Promise<void> {
    if ((await this.markFarmersChanged(manager, batch, [{ farmerId }])).length) await change();
  }

  /**
   * Marks the farmers of `changes` to be recounted at the end of the batch (see changeFarmer), with what each counted
   * before: kept by the batch, or read and locked (in farmer_id order, a stable order whatever the events', against
   * deadlocks); answers the changes whose farmer is there.
   */
  private async markFarmersChanged<T extends { farmerId: string }>(manager: EntityManager, batch: BatchState, changes: T[]): Promise<T[]> {
    const unread: string[] = [];
    for (const farmerId of new Set(changes.map((c) => c.farmerId))) {
      if (batch.changed.has(farmerId)) continue;
      const counted = batch.counted.get(farmerId);
      if (counted) batch.changed.set(farmerId, counted);
      else unread.push(farmerId);
    }
    if (unread.length) {
      const read: FarmerRow[] = await manager.query(`SELECT ${FARMER_COLUMNS} FROM dash_farmers WHERE farmer_id = ANY($1) ORDER BY farmer_id FOR UPDATE`, [unread]);
      for (const before of read) batch.changed.set(before.farmer_id, before);
    }
    return changes.filter((c) => batch.changed.has(c.farmerId));
  }

  /** Recounts the farmers changed since the last recount: what each counted is subtracted, what it counts now added. */
  private async recountChangedFarmers(manager: EntityManager, batch: BatchState): Promise<void> {
    if (!batch.changed.size) return;
    const afters: FarmerRow[] = await rowsOf(
      manager,
      `UPDATE dash_farmers f SET
         farms = (SELECT count(*) FROM dash_farms fa WHERE fa.farmer_id = f.farmer_id),
         farm_ha = (SELECT COALESCE(sum(fa.size_ha), 0) FROM dash_farms fa WHERE fa.farmer_id = f.farmer_id),
         fertilizer_kg = (SELECT COALESCE(sum((e.value #>> '{}')::numeric), 0) FROM dash_records r, jsonb_each(r.fertilizers) e
                          WHERE r.farmer_id = f.farmer_id AND jsonb_typeof(e.value) = 'number'),
         trained_records = (SELECT count(*) FROM dash_records r WHERE r.farmer_id = f.farmer_id AND r.trained)
       WHERE f.farmer_id = ANY($1) RETURNING ${FARMER_COLUMNS}`,
      [[...batch.changed.keys()]],
    );
    for (const after of afters) {
      this.countFarmer(batch.deltas, batch.changed.get(after.farmer_id)!, -1);
      this.countFarmer(batch.deltas, after, 1);
      batch.counted.set(after.farmer_id, after);
    }
    batch.changed.clear();
  }

  /** Every farmer figure `f` adds to (sign 1) or takes from (sign -1). */
  private countFarmer(d: Deltas, f: FarmerRow, sign: number): void {
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

  private countUser(d: Deltas, roles: string[], countryId: number, day: string, sign: number): void {
    for (const role of roles.filter((r) => r !== 'ROLE_USER')) d.total(M.usersByRole, [COUNTRY], countryId, role, 1, sign);
    d.counted(M.users, [COUNTRY], countryId, day, sign);
  }

  /** A user who joined through an organisation's invitation: counted once for the organisation (and its kind). */
  private async signed(manager: EntityManager, batch: BatchState, e: InvitationAccepted): Promise<void> {
    const d = batch.deltas;
    const [invitation] = await manager.query(
      `SELECT i.organisation_id, i.type, i.country_id, COALESCE(u.roles, '{}') AS roles FROM dash_invitations i LEFT JOIN dash_users u ON u.user_id = i.organisation_id
       WHERE i.invitation_id = $1`,
      [e.invitationId],
    );
    if (!invitation) return;
    const rows = await manager.query(`INSERT INTO dash_signed_users (organisation_id, user_id, type) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id`, [
      invitation.organisation_id,
      e.userId,
      invitation.type,
    ]);
    if (!rows[0]) return;
    const c = invitation.country_id;
    d.total(M.signedUsers, [invitation.organisation_id], c, invitation.type, 1, 1);
    if (invitation.roles.includes('ROLE_INPUT_PROVIDER')) d.total(M.signedByInputProvider, [COUNTRY], c, invitation.type, 1, 1);
    if (invitation.roles.includes('ROLE_DISTRIBUTOR')) d.total(M.signedByDistributor, [COUNTRY], c, invitation.type, 1, 1);
    if (invitation.type !== 'EXTENSION AGENT') return;
    // The agent's farmers, those enrolled already and those to come, are the organisation's referred farmers.
    const referred = await manager.query(`INSERT INTO dash_agent_referrers (agent_id, organisation_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING agent_id`, [
      e.userId,
      invitation.organisation_id,
    ]);
    if (!referred[0]) return;
    batch.referrers.set(e.userId, invitation.organisation_id);
    const farmers: { farmer_id: string }[] = await manager.query(`SELECT farmer_id FROM dash_farmers WHERE created_by = $1 AND referrer_id IS NULL ORDER BY farmer_id`, [e.userId]);
    for (const { farmer_id } of farmers) {
      await this.changeFarmer(manager, batch, farmer_id, () => manager.query(`UPDATE dash_farmers SET referrer_id = $2 WHERE farmer_id = $1`, [farmer_id, invitation.organisation_id]));
    }
  }
}
