import { INestApplicationContext } from '@nestjs/common';
import { createCipheriv, randomBytes, randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { UserEvents } from '../src/accounts';
import { LATEST_ACTIVITIES } from '../src/farmers/analytics/consumers/filed-activities';
import { EventStore } from '../src/kernel/events/event-store';
import { timeOrderedUuid } from '../src/kernel/ids/time-ordered-uuid';
import { PersonalDataVault } from '../src/kernel/privacy/personal-data-vault';
import { withUnlimitedConnection } from './bench-database';

/**
 * The farmers benchmark's data: extension agents and an administrator registered through the EventStore (a few
 * thousand streams), then farmers, farms and planting records written in batches of set-based inserts (unnest of
 * arrays, one statement per table per batch) straight into the event log (`events`, `streams`, `personal_data_keys`:
 * each farmer's details sealed with their own key, as the registry seals them) and into the read tables the inline
 * projections keep (farmers, farms, planting_records, planting_record_items). The analytics tables (ea_*) are then
 * derived from those in SQL exactly as the ExtensionAgentAnalytics consumer derives them, and its checkpoint moved to
 * the end of the log, so the log, the read tables and the analytics agree.
 */
export interface FarmersSize {
  farmers: number;
  agents: number;
  /** Share of the farmers with a farm; each farm has one planting record. */
  farmShare: number;
}

export const FULL_SIZE: FarmersSize = { farmers: 1_000_000, agents: 1_000, farmShare: 0.5 };
/** FULL_SIZE at BENCH_SCALE `scale` (at least 10 farmers of one agent). */
export const scaledSize = (scale: number): FarmersSize => ({
  farmers: Math.max(10, Math.round(FULL_SIZE.farmers * scale)),
  agents: Math.max(1, Math.round(FULL_SIZE.agents * scale)),
  farmShare: FULL_SIZE.farmShare,
});
const BATCH = 5_000;
const NIGERIA = 1;
const FIRST = [
  'Amina',
  'Bello',
  'Chioma',
  'Dauda',
  'Emeka',
  'Fatima',
  'Garba',
  'Halima',
  'Ibrahim',
  'Jumoke',
  'Kabiru',
  'Ladi',
  'Musa',
  'Ngozi',
  'Oluwaseun',
  'Patience',
  'Rabi',
  'Sani',
  'Tunde',
  'Uche',
  'Yusuf',
  'Zainab',
];
const LAST = [
  'Abubakar',
  'Adeyemi',
  'Bello',
  'Danjuma',
  'Eze',
  'Garba',
  'Ibrahim',
  'Lawal',
  'Mohammed',
  'Musa',
  'Nwosu',
  'Obi',
  'Okafor',
  'Sani',
  'Suleiman',
  'Usman',
  'Yakubu',
  'Yusuf',
];

/** A small deterministic generator (mulberry32), so that two runs at one scale make the same data. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seal(subject: string, key: Buffer, value: object) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return {
    sealed: 1,
    subject,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

/** An event written straight into the log (see insertEventRows). */
export interface EventRow {
  streamId: string;
  streamType: string;
  type: string;
  data: object;
  actorId: string;
  at: string;
  /** Its version in the stream: 1 unless given; a stream's events come in order within one call. */
  version?: number;
}

/** Events and their streams written in two statements (the benches' COPY-speed path into the log). */
export async function insertEventRows(m: EntityManager, events: EventRow[]): Promise<void> {
  await m.query(
    `INSERT INTO events (stream_id, stream_type, version, event_id, type, data, metadata, recorded_at)
     SELECT stream_id, stream_type, version, gen_random_uuid(), type, data, metadata, at
     FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::jsonb[], $6::jsonb[], $7::timestamptz[]) AS t(stream_id, stream_type, version, type, data, metadata, at)`,
    [
      events.map((e) => e.streamId),
      events.map((e) => e.streamType),
      events.map((e) => e.version ?? 1),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) =>
        JSON.stringify({
          actorId: e.actorId,
          country: 'Nigeria',
          correlationId: randomUUID(),
          causationId: null,
          occurredAt: e.at,
        }),
      ),
      events.map((e) => e.at),
    ],
  );
  const streams = new Map<string, { type: string; version: number }>();
  for (const e of events)
    streams.set(e.streamId, {
      type: e.streamType,
      version: Math.max(e.version ?? 1, streams.get(e.streamId)?.version ?? 0),
    });
  await m.query(
    `INSERT INTO streams (stream_id, stream_type, version) SELECT * FROM unnest($1::text[], $2::text[], $3::int[])`,
    [[...streams.keys()], [...streams.values()].map((v) => v.type), [...streams.values()].map((v) => v.version)],
  );
}

export interface GeneratedFarmers {
  agents: string[];
  adminId: string;
  stateIds: number[];
  projectIds: number[];
}

export class FarmersGenerator {
  private readonly dataSource: DataSource;
  private readonly store: EventStore;
  private readonly vault: PersonalDataVault;
  private readonly rnd = random(11);
  private readonly now = Date.now();
  /**
   * The clock the farmers', farms' and records' ids are made on: time-ordered ids (as the platform makes them, an
   * import's most of all), in the order the log records them, a millisecond a farmer, as an import of a programme's
   * sheets would have given them over the months before now.
   */
  private idClock = this.now - 365 * 86_400_000;

  constructor(
    context: INestApplicationContext,
    private readonly size: FarmersSize,
    private readonly progress: (line: string) => void,
  ) {
    this.dataSource = context.get(DataSource);
    this.store = context.get(EventStore);
    this.vault = context.get(PersonalDataVault);
  }

  private pick<T>(items: T[]): T {
    return items[Math.floor(this.rnd() * items.length)];
  }

  async generate(): Promise<GeneratedFarmers> {
    const adminId = randomUUID();
    const agents = Array.from({ length: this.size.agents }, () => randomUUID());
    await this.registerUsers([
      { id: adminId, role: 'ROLE_ADMIN' },
      ...agents.map((id) => ({ id, role: 'ROLE_EXTENSION_AGENT' })),
    ]);
    const projectIds = await this.referenceItems('PROJECT', 10);
    const partnerIds = await this.referenceItems('AGGREGATION_PARTNER', 5);
    const places: { stateId: number; cityId: number }[] = await this.dataSource.query(
      `SELECT s.id AS "stateId", c.id AS "cityId" FROM states s JOIN cities c ON c.state_id = s.id WHERE s.country_id = $1`,
      [NIGERIA],
    );
    const [bag] = await this.dataSource.query(`SELECT id FROM unit_types WHERE name = '50 kg bag'`);
    const [crop] = await this.dataSource.query(`SELECT id FROM crop_types ORDER BY id LIMIT 1`);
    const started = Date.now();
    for (let from = 0; from < this.size.farmers; from += BATCH) {
      await this.farmersBatch(
        from,
        Math.min(BATCH, this.size.farmers - from),
        agents,
        projectIds,
        partnerIds,
        places,
        bag?.id ?? 1,
        crop?.id ?? 1,
      );
      if ((from / BATCH) % 20 === 19)
        this.progress(`  farmers: ${from + BATCH} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    this.progress(
      `  ${this.size.farmers} farmers with their farms and records in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const derived = Date.now();
    await this.deriveAnalytics();
    this.progress(`  analytics tables derived in ${((Date.now() - derived) / 1000).toFixed(0)} s`);
    return { agents, adminId, stateIds: [...new Set(places.map((p) => p.stateId))], projectIds };
  }

  /** Users registered through the EventStore (their details sealed in the vault), 200 a transaction; other benches use it too. */
  async registerUsers(users: { id: string; role: string }[]): Promise<void> {
    for (let from = 0; from < users.length; from += 200) {
      await this.dataSource.transaction(async (manager) => {
        for (const [i, user] of users.slice(from, from + 200).entries()) {
          const personal = await this.vault.seal(
            user.id,
            {
              firstname: this.pick(FIRST),
              lastname: this.pick(LAST),
              email: `${user.role.slice(5).toLowerCase()}${from + i}@bench.example`,
              phone: null,
              company: null,
            },
            manager,
          );
          await this.store.append(
            `user-${user.id}`,
            'user',
            'no_stream',
            [
              {
                type: UserEvents.registered,
                data: {
                  userId: user.id,
                  roles: ['ROLE_USER', user.role],
                  countryId: NIGERIA,
                  status: 'ACTIVE',
                  approvalStatus: user.role === 'ROLE_EXTENSION_AGENT' ? 'APPROVED' : null,
                  termsAccepted: true,
                  organisationOwner: false,
                  employerId: null,
                  invitedBy: null,
                  personal,
                  registeredAt: new Date(this.now - 3 * 365 * 86_400_000).toISOString(),
                },
              },
            ],
            { manager, metadata: { actorId: null } },
          );
        }
      });
    }
  }

  /** Reference items through the registry's own stream shape, so that the farmers point at real projects and partners. */
  private async referenceItems(list: string, count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      await this.dataSource.transaction(async (manager) => {
        const [{ id }] = await manager.query(`SELECT nextval('farmer_reference_items_id_seq')::int AS id`);
        const at = new Date(this.now - 3 * 365 * 86_400_000).toISOString();
        await this.store.append(
          `farmer-reference-item-${id}`,
          'farmer-reference-item',
          'no_stream',
          [
            {
              type: 'FarmerReferenceItemAdded',
              data: {
                itemId: id,
                list,
                countryId: NIGERIA,
                name: `${list === 'PROJECT' ? 'Project' : 'Aggregator'} ${i + 1}`,
                at,
              },
            },
          ],
          { manager, metadata: { actorId: null } },
        );
        ids.push(id);
      });
    }
    return ids;
  }

  private async farmersBatch(
    from: number,
    count: number,
    agents: string[],
    projects: number[],
    partners: number[],
    places: { stateId: number; cityId: number }[],
    bagUnitId: number,
    cropTypeId: number,
  ): Promise<void> {
    const events: EventRow[] = [];
    const keys: [string, Buffer][] = [];
    const farmers: unknown[][] = [];
    const farms: unknown[][] = [];
    const records: unknown[][] = [];
    const items: [string, string][] = [];
    for (let n = 0; n < count; n++) {
      const i = from + n;
      const idTime = this.idClock++;
      const farmerId = timeOrderedUuid(idTime);
      const agent = agents[i % agents.length];
      const place = this.pick(places);
      const gender = this.rnd() < 0.45 ? 'FEMALE' : 'MALE';
      const fullName = `${this.pick(FIRST)} ${this.pick(LAST)} ${i}`;
      const at = new Date(this.now - Math.floor(this.rnd() * 730 * 86_400_000)).toISOString();
      const key = randomBytes(32);
      keys.push([`farmer-${farmerId}`, key]);
      const facts = {
        countryId: NIGERIA,
        stateId: place.stateId,
        cityId: place.cityId,
        gender,
        projectId: this.pick(projects),
        aggregationPartnerId: this.pick(partners),
        farmerCompanyId: null,
        age: 18 + Math.floor(this.rnd() * 60),
        year: 2000 + Math.floor(this.rnd() * 25),
        community: `Community ${i % 997}`,
        pictureKey: null,
      };
      const personal = { fullName, email: null, phone: null, address: `Plot ${i}`, consent: null };
      events.push({
        streamId: `farmer-${farmerId}`,
        streamType: 'farmer',
        type: 'FarmerEnrolled',
        actorId: agent,
        at,
        data: {
          farmerId,
          createdBy: agent,
          createdByRole: 'ROLE_EXTENSION_AGENT',
          ...facts,
          personal: seal(`farmer-${farmerId}`, key, personal),
          invitedToPlatform: false,
          invitationId: null,
          at,
        },
      });
      farmers.push([
        farmerId,
        agent,
        facts.stateId,
        facts.cityId,
        gender,
        facts.projectId,
        facts.aggregationPartnerId,
        facts.age,
        facts.year,
        facts.community,
        fullName,
        personal.address,
        at,
      ]);
      if (this.rnd() < this.size.farmShare) {
        const farmId = timeOrderedUuid(idTime);
        const farmAt = new Date(Math.min(this.now, Date.parse(at) + 86_400_000)).toISOString();
        const size = Math.round((0.5 + this.rnd() * 9.5) * 100) / 100;
        const latitude = Math.round((6 + this.rnd() * 7) * 1e6) / 1e6;
        const longitude = Math.round((3 + this.rnd() * 10) * 1e6) / 1e6;
        const details = {
          name: `Farm ${i}`,
          size,
          sizeUnit: 'HA',
          community: facts.community,
          address: null,
          latitude,
          longitude,
        };
        events.push({
          streamId: `farm-${farmId}`,
          streamType: 'farm',
          type: 'FarmMapped',
          actorId: agent,
          at: farmAt,
          data: { farmId, farmerId, ...details, sizeHa: size, mappedBy: agent, at: farmAt },
        });
        farms.push([farmId, farmerId, details.name, size, size, details.community, latitude, longitude, agent, farmAt]);
        const recordId = timeOrderedUuid(idTime);
        const itemId = timeOrderedUuid(idTime);
        const bags = 1 + Math.floor(this.rnd() * 6);
        const actualYield = Math.round(500 + this.rnd() * 3000);
        const content = {
          season: 'RAINY',
          year: 2025,
          cropTypeId,
          cropFamily: null,
          sowingDate: null,
          trainingTypeId: null,
          fertilizers: [
            {
              id: itemId,
              fertilizerTypeId: 1,
              composition: null,
              microNutrition: null,
              quantity: bags,
              unitTypeId: bagUnitId,
              quantityKg: bags * 50,
            },
          ],
          manures: [],
          seeds: [],
          cropProtectionProducts: [],
          previousYield: null,
          estimatedYield: null,
          actualYield,
          yieldUnitTypeId: null,
          previousYieldKg: null,
          estimatedYieldKg: null,
          actualYieldKg: actualYield,
        };
        events.push({
          streamId: `planting-record-${recordId}`,
          streamType: 'planting-record',
          type: 'PlantingRecordCreated',
          actorId: agent,
          at: farmAt,
          data: { recordId, farmId, farmerId, createdBy: agent, ...content, at: farmAt },
        });
        records.push([
          recordId,
          farmId,
          farmerId,
          agent,
          actualYield,
          JSON.stringify({ fertilizers: content.fertilizers, manures: [], seeds: [], cropProtectionProducts: [] }),
          farmAt,
          cropTypeId,
        ]);
        items.push([itemId, recordId]);
      }
    }
    await this.dataSource.transaction(async (m) => {
      await m.query(`INSERT INTO personal_data_keys (subject_id, key) SELECT * FROM unnest($1::text[], $2::bytea[])`, [
        keys.map((k) => k[0]),
        keys.map((k) => k[1]),
      ]);
      await insertEventRows(m, events);
      await this.insert(
        m,
        `INSERT INTO farmers (id, created_by, created_by_role, country_id, state_id, city_id, gender, project_id, aggregation_partner_id, age, year, community, full_name, address, created_at, updated_at)
         SELECT id, created_by, 'ROLE_EXTENSION_AGENT', ${NIGERIA}, state_id, city_id, gender, project_id, partner_id, age, year, community, full_name, address, at, at
         FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::int[], $5::text[], $6::int[], $7::int[], $8::smallint[], $9::smallint[], $10::text[], $11::text[], $12::text[], $13::timestamptz[])
           AS t(id, created_by, state_id, city_id, gender, project_id, partner_id, age, year, community, full_name, address, at)`,
        farmers,
        13,
      );
      if (farms.length) {
        await this.insert(
          m,
          `INSERT INTO farms (id, farmer_id, name, size, size_unit, size_ha, community, latitude, longitude, mapped_by, created_at, updated_at)
           SELECT id, farmer_id, name, size, 'HA', size_ha, community, latitude, longitude, mapped_by, at, at
           FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::numeric[], $5::numeric[], $6::text[], $7::numeric[], $8::numeric[], $9::uuid[], $10::timestamptz[])
             AS t(id, farmer_id, name, size, size_ha, community, latitude, longitude, mapped_by, at)`,
          farms,
          10,
        );
        await this.insert(
          m,
          `INSERT INTO planting_records (id, farm_id, farmer_id, created_by, season, year, crop_type_id, actual_yield, actual_yield_kg, sections, created_at, updated_at)
           SELECT id, farm_id, farmer_id, created_by, 'RAINY', 2025, crop, y, y, sections, at, at
           FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::numeric[], $6::jsonb[], $7::timestamptz[], $8::int[]) AS t(id, farm_id, farmer_id, created_by, y, sections, at, crop)`,
          records,
          8,
        );
        await m.query(
          `INSERT INTO planting_record_items (id, record_id, section) SELECT id, record_id, 'FERTILIZER' FROM unnest($1::uuid[], $2::uuid[]) AS t(id, record_id)`,
          [items.map((x) => x[0]), items.map((x) => x[1])],
        );
      }
    });
  }

  /** Rows as columns (one array per column), for `unnest`. */
  private insert(m: EntityManager, sql: string, rows: unknown[][], columns: number): Promise<unknown> {
    return m.query(
      sql,
      Array.from({ length: columns }, (_, c) => rows.map((r) => r[c])),
    );
  }

  /**
   * The ea_* tables as the ExtensionAgentAnalytics consumer would have kept them, and its checkpoint at the log's end;
   * each statement reads the whole of a table, on a connection without the application's time limits.
   */
  async deriveAnalytics(): Promise<void> {
    await withUnlimitedConnection(this.dataSource, async (query) => {
      await query('BEGIN');
      await query(
        `INSERT INTO ea_farmers (farmer_id, agent_id, country_id, full_name, gender, project_id, community, state_id, city_id, enrolled_at)
         SELECT id, created_by, country_id, full_name, gender, project_id, community, state_id, city_id, created_at FROM farmers`,
      );
      await query(
        `INSERT INTO ea_farms (farm_id, farmer_id, agent_id, size_ha, latitude, longitude, mapped_at) SELECT fa.id, fa.farmer_id, f.created_by, fa.size_ha, fa.latitude, fa.longitude, fa.created_at FROM farms fa JOIN farmers f ON f.id = fa.farmer_id`,
      );
      await query(
        `INSERT INTO ea_records (record_id, farm_id, farmer_id, agent_id, year, actual_yield_kg, fertilizers, fertilizer_items, fertilizer_kg, fertilizer_items_without_kg, created_at)
         SELECT r.id, r.farm_id, r.farmer_id, f.created_by, r.year, r.actual_yield_kg, fz.obj, fz.items, fz.kg, fz.without, r.created_at
         FROM planting_records r JOIN farmers f ON f.id = r.farmer_id,
         LATERAL (SELECT COALESCE(jsonb_object_agg(i ->> 'id', i -> 'quantityKg'), '{}'::jsonb) AS obj, count(*)::int AS items,
                         COALESCE(sum((i ->> 'quantityKg')::numeric), 0) AS kg, count(*) FILTER (WHERE jsonb_typeof(i -> 'quantityKg') <> 'number')::int AS without
                  FROM jsonb_array_elements(r.sections -> 'fertilizers') i) fz`,
      );
      await query(
        `CREATE TEMPORARY TABLE activities ON COMMIT DROP AS
         SELECT e.global_position AS position, f.created_by AS agent_id, f.id AS farmer_id,
                CASE e.type WHEN 'FarmerEnrolled' THEN 'FARMER_ENROLLED' WHEN 'FarmMapped' THEN 'FARM_MAPPED' ELSE 'RECORD_CREATED' END AS kind,
                COALESCE(e.data ->> 'recordId', e.data ->> 'farmId', e.data ->> 'farmerId')::uuid AS subject_id,
                (e.metadata ->> 'actorId')::uuid AS actor_id, (e.data ->> 'at')::timestamptz AS at
         FROM events e JOIN farmers f ON f.id = (e.data ->> 'farmerId')::uuid
         WHERE e.type IN ('FarmerEnrolled', 'FarmMapped', 'PlantingRecordCreated')`,
      );
      await query(
        `INSERT INTO ea_daily_activities (agent_id, day, activities)
         SELECT agent_id, (at AT TIME ZONE 'UTC')::date, count(*) FROM activities GROUP BY 1, 2`,
      );
      await query(
        `INSERT INTO ea_latest_activities (position, agent_id, farmer_id, kind, subject_id, actor_id, at)
         SELECT position, agent_id, farmer_id, kind, subject_id, actor_id, at FROM (
           SELECT a.*, row_number() OVER (PARTITION BY agent_id ORDER BY at DESC, position DESC) AS n FROM activities a
         ) ranked WHERE n <= ${LATEST_ACTIVITIES}`,
      );
      await query(
        `INSERT INTO ea_agent_versions (agent_id, version) SELECT agent_id, sum(activities) FROM ea_daily_activities GROUP BY agent_id
         ON CONFLICT (agent_id) DO UPDATE SET version = EXCLUDED.version`,
      );
      await query('COMMIT');
    });
    await this.dataSource.query(
      `INSERT INTO consumer_checkpoints (consumer, transaction_id, global_position, updated_at)
       SELECT 'extension-agent-analytics', transaction_id, global_position, now() FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1
       ON CONFLICT (consumer) DO UPDATE SET transaction_id = EXCLUDED.transaction_id, global_position = EXCLUDED.global_position, updated_at = now()`,
    );
  }
}
