import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { ExtensionAgentAnalytics } from '../../src/farmers/analytics/consumers/extension-agent-analytics.consumer';
import { FarmerEnrolled } from '../../src/farmers/registry/domain/farmer';
import { ConsumerRunner } from '../../src/kernel/events/consumer-runner';
import { storedNamesOf } from '../../src/kernel/events/event-registry';
import { EVENT_COLUMNS, EventRow, StoredEvent, toStoredEvent } from '../../src/kernel/events/event.types';
import { startTestApp, TestApp } from '../support/test-app';
import {
  api,
  bearer,
  farmerBody,
  GHANA,
  listsOf,
  Lists,
  monitor,
  NIGERIA,
  person,
  Person,
  Place,
  placeIn,
} from './support';
import { freshnessOf, lastRecordedAt, nextFreshnessReading } from '../support/figures-freshness';

/**
 * Extension-agent analytics over a small fixture, every figure worked out by hand below.
 *
 * Agent A (Nigeria) enrols four farmers; agent B one:
 *   F1 Amina Yusuf  FEMALE project P1   farms: farm1 2.5 HA (12.0 N, 8.5 E), farm2 5 ACRE = 5 × 0.40468564224 = 2.0234282112 ha
 *   F2 Bello Musa   MALE   project P1   farms: farm3 15,000 M2 = 1.5 ha
 *   F3 Chioma Obi   FEMALE project P2   no farm
 *   F4 Dauda Sani   MALE   project P2   farms: farm4 3 HA          (deleted later)
 *   G1 Grace Adeyemi (agent B) FEMALE P1: a 10 HA farm, a record with 1 bag of fertilizer and 900 kg: never in A's figures.
 * Planting records (fertilizer NPK; 50 kg bag = 50 kg):
 *   R1 farm1 (F1) 2025: 2 bags (100 kg) + 25 kg  = 125 kg fertilizer; actual yield 1,200 kg
 *   R2 farm2 (F1) 2026: no fertilizer;                                 actual yield 10 bags = 500 kg
 *   R3 farm3 (F2) 2026: 1 bag = 50 kg;                                 no actual yield
 *   R4 farm4 (F4) 2026: 4 bags = 200 kg;                               actual yield 800 kg
 * Before F4 is deleted:
 *   farmers 4 (2 female, 2 male; P1 2, P2 2); farms 4, total 2.5 + 2.0234282112 + 1.5 + 3 = 9.0234282112 → 9.0234 ha,
 *   average 9.0234282112 / 4 = 2.2558570528 → 2.2559 ha; farmers using fertilizers F1, F2, F4 = 3 of 4;
 *   actual yield 1,200 + 500 + 800 = 2,500 kg over 3 records, average 833.333 kg; fertilizers 100 + 25 + 50 + 200 = 375 kg
 *   in 4 entries; data score: F1, F2, F4 have a farm and a record = 3 of 4 = 75 %.
 * After F4 is deleted (its farm and record with it):
 *   farmers 3 (2 female, 1 male; P1 2, P2 1); farms 3, 6.0234282112 → 6.0234 ha, average 2.0078094037 → 2.0078 ha;
 *   using fertilizers 2 of 3; actual yield 1,700 kg over 2 records, average 850 kg; fertilizers 175 kg in 3 entries;
 *   data score 2 of 3 = 66.7 %.
 * Then the 25 kg entry is removed from R1: fertilizers 150 kg in 2 entries, F1 still uses fertilizer.
 */
jest.setTimeout(120_000);

let t: TestApp;
let adminToken: string;
let agentA: Person;
let agentB: Person;
let place: Place;
let p1: Lists;
let p2: Lists;
let bag: number;
let kgUnit: number;
let cropTypeId: number;
const farmers: Record<string, string> = {};
const farms: Record<string, string> = {};
let r1: any;

beforeAll(async () => {
  t = await startTestApp({ smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  adminToken = await t.login();
  agentA = await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Musa', lastname: 'Ali' });
  agentB = await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Ngozi', lastname: 'Eze' });
  place = await placeIn(t, NIGERIA);
  p1 = await listsOf(t, adminToken, NIGERIA);
  p2 = await listsOf(t, adminToken, NIGERIA);
  const units = (await t.http().get(api('farmer-record/unit-types')).set(bearer(agentA.token)).expect(200)).body;
  bag = units.find((u: any) => u.name === '50 kg bag').id;
  kgUnit = units.find((u: any) => u.name === 'Kilogram(s)').id;
  cropTypeId = (await t.http().get(api('farmer-record/crop-types')).set(bearer(agentA.token)).expect(200)).body[0].id;

  let phone = 1000;
  const enrol = async (who: Person, key: string, fullName: string, gender: string, lists: Lists) => {
    const body = farmerBody(place, lists, {
      fullName,
      gender,
      email: `${key.toLowerCase()}-${randomUUID().slice(0, 6)}@example.com`,
      phone: `0803123${++phone}`,
    });
    farmers[key] = (await t.http().post(api('farmers')).set(bearer(who.token)).send(body).expect(201)).body.data.id;
  };
  await enrol(agentA, 'F1', 'Amina Yusuf', 'FEMALE', p1);
  await enrol(agentA, 'F2', 'Bello Musa', 'MALE', p1);
  await enrol(agentA, 'F3', 'Chioma Obi', 'FEMALE', p2);
  await enrol(agentA, 'F4', 'Dauda Sani', 'MALE', p2);
  await enrol(agentB, 'G1', 'Grace Adeyemi', 'FEMALE', p1);

  const map = async (
    who: Person,
    key: string,
    farmer: string,
    size: number,
    sizeUnit: string,
    location: object = {},
  ) => {
    const body = {
      farmerId: farmers[farmer],
      name: `${key} plot`,
      size,
      sizeUnit,
      community: 'Dawakin Tofa',
      ...location,
    };
    farms[key] = (await t.http().post(api('farm/create')).set(bearer(who.token)).send(body).expect(201)).body.data.id;
  };
  await map(agentA, 'farm1', 'F1', 2.5, 'HA', { latitude: 12.0, longitude: 8.5 });
  await map(agentA, 'farm2', 'F1', 5, 'ACRE');
  await map(agentA, 'farm3', 'F2', 15000, 'M2');
  await map(agentA, 'farm4', 'F4', 3, 'HA');
  await map(agentB, 'farmG', 'G1', 10, 'HA');

  const record = async (
    who: Person,
    farmer: string,
    farm: string,
    year: number,
    fertilizers: [number, number][],
    actual: [number, number] | null,
  ) => {
    const body = {
      farmerId: farmers[farmer],
      farmId: farms[farm],
      season: 'RAINY',
      year,
      cropTypeId,
      fertilizers: fertilizers.map(([quantity, unitTypeId]) => ({ fertilizerTypeId: 1, quantity, unitTypeId })),
      ...(actual ? { actualYield: actual[0], yieldUnitTypeId: actual[1] } : {}),
    };
    return (await t.http().post(api('farmer-record/create')).set(bearer(who.token)).send(body).expect(201)).body.data;
  };
  r1 = await record(
    agentA,
    'F1',
    'farm1',
    2025,
    [
      [2, bag],
      [25, kgUnit],
    ],
    [1200, kgUnit],
  );
  await record(agentA, 'F1', 'farm2', 2026, [], [10, bag]);
  await record(agentA, 'F2', 'farm3', 2026, [[1, bag]], null);
  await record(agentA, 'F4', 'farm4', 2026, [[4, bag]], [800, kgUnit]);
  await record(agentB, 'G1', 'farmG', 2026, [[1, bag]], [900, kgUnit]);
  await t.drainConsumers();
});
afterAll(() => t.close());

const get = (who: Person | string, path: string) =>
  t
    .http()
    .get(api(path))
    .set(bearer(typeof who === 'string' ? who : who.token));
const figure = async (path: string) => (await get(agentA, `ea-analytics/${agentA.id}/${path}`).expect(200)).body;

const analyticsTables = async (sql: (text: string) => Promise<any[]>) => ({
  farmers: await sql(`SELECT * FROM ea_farmers ORDER BY farmer_id`),
  farms: await sql(`SELECT * FROM ea_farms ORDER BY farm_id`),
  records: await sql(`SELECT * FROM ea_records ORDER BY record_id`),
  daily: await sql(
    `SELECT agent_id, to_char(day, 'YYYY-MM-DD') AS day, activities FROM ea_daily_activities ORDER BY 1, 2`,
  ),
  latest: await sql(`SELECT * FROM ea_latest_activities ORDER BY position`),
});

/** The consumer's events in the order the consumer runner gives them. */
async function eventsOf(consumer: ExtensionAgentAnalytics): Promise<StoredEvent[]> {
  const rows = await t.sql<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE type = ANY($1) ORDER BY events.transaction_id, events.global_position`,
    [storedNamesOf(consumer.handles)],
  );
  return rows.map(toStoredEvent);
}

/** The analytics tables and agent versions that `write` leaves when it starts from empty ones; rolled back after. */
async function writtenFromEmpty(consumer: ExtensionAgentAnalytics, write: (manager: EntityManager) => Promise<void>) {
  const runner = t.app.get(DataSource).createQueryRunner();
  await runner.startTransaction();
  try {
    await runner.query(`TRUNCATE ${[...consumer.tables!, 'ea_agent_versions'].join(', ')}`);
    await write(runner.manager);
    const sql = (text: string): Promise<any[]> => runner.query(text);
    return {
      ...(await analyticsTables(sql)),
      versions: await sql(`SELECT agent_id, version::int AS version FROM ea_agent_versions ORDER BY agent_id`),
    };
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
}

/** An import sheet of `count` farmers of the fixture's place, each with a farm and a planting record. */
async function importSheet(count: number, lists: Lists): Promise<Buffer> {
  const [names] = await t.sql(
    `SELECT (SELECT name FROM states WHERE id = $1) AS state, (SELECT name FROM cities WHERE id = $2) AS city,
            (SELECT name FROM farmer_reference_items WHERE id = $3) AS project, (SELECT name FROM farmer_reference_items WHERE id = $4) AS partner`,
    [place.stateId, place.cityId, lists.projectId, lists.aggregationPartnerId],
  );
  const columns: Record<string, (i: number) => string | number | null> = {
    State: () => names.state,
    LGA: () => names.city,
    'Full name': (i) => `Imported Farmer ${i}`,
    Gender: (i) => (i % 2 ? 'Male' : 'Female'),
    'E-mail': () => null,
    Phone: (i) => `0806${String(5550000 + i)}`,
    Address: () => 'Near the market',
    Age: () => 40,
    Community: () => 'Gwale',
    Project: () => names.project,
    'Aggregation partner': () => names.partner,
    'Farm size': (i) => i + 1,
    'Farm size unit': () => 'HA',
    'Farm community': () => 'Gwale',
    'Planting season': () => 'RAINY',
    'Planting year': () => 2024,
    Crop: () => 'Maize',
    'Training type': () => 'Good agricultural practices',
    'Fertilizer type': () => 'NPK',
    'Fertilizer quantity': (i) => 10 * (i + 1),
    'Fertilizer unit': () => 'Kilogram(s)',
    'Actual yield': (i) => 1000 + i,
    'Yield unit': () => 'Kilogram(s)',
  };
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Farmers');
  sheet.addRow(Object.keys(columns));
  for (let i = 0; i < count; i++) sheet.addRow(Object.values(columns).map((value) => value(i)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('extension-agent analytics', () => {
  it('give the agent their personal information and totals', async () => {
    const info = (await get(agentA, `users/ea-information/${agentA.id}`).expect(200)).body;
    expect(info).toMatchObject({
      id: agentA.id,
      firstname: 'Musa',
      lastname: 'Ali',
      email: agentA.email,
      country: { id: NIGERIA },
    });
    expect(info.totals).toEqual({
      farmers: 4,
      femaleFarmers: 2,
      maleFarmers: 2,
      communities: 1,
      farms: 4,
      totalFarmsSizeHa: 9.0234,
      plantingRecords: 4,
    });
  });

  it('count the farmers by month, gender (green for female, blue otherwise) and project', async () => {
    const months = await figure('monthly-farmers-count');
    expect(months).toHaveLength(12);
    expect(months[11]).toEqual({ month: new Date().toISOString().slice(0, 7), count: 4 });
    expect(months.slice(0, 11).every((m: any) => m.count === 0)).toBe(true);
    expect(await figure('farmers-by-gender')).toEqual([
      { gender: 'FEMALE', count: 2, colour: 'green' },
      { gender: 'MALE', count: 2, colour: 'blue' },
    ]);
    const projects = await figure('farmers-by-project');
    expect(projects.map((p: any) => [p.projectId, p.count]).sort()).toEqual(
      [
        [p1.projectId, 2],
        [p2.projectId, 2],
      ].sort(),
    );
    expect(projects[0].projectName).toMatch(/^Project /);
  });

  it('give the farm sizes in hectares, the yields and the fertilizers in kilograms', async () => {
    expect(await figure('total-farms-size')).toEqual({ totalHa: 9.0234, farms: 4 });
    expect(await figure('avg-farms-size')).toEqual({ averageHa: 2.2559, farms: 4 });
    expect(await figure('farmers-using-fertilizers')).toEqual({ count: 3, totalFarmers: 4 });
    expect(await figure('actual-yield')).toEqual({ totalKg: 2500, records: 3 });
    expect(await figure('yield-avg')).toEqual({ averageKg: 833.333, records: 3 });
    expect(await figure('fertilizers-used')).toEqual({ totalKg: 375, items: 4, itemsWithoutKg: 0 });
    expect(await figure('data-score')).toEqual({ score: 75, farmers: 4, withFarm: 3, withFarmAndRecord: 3 });
  });

  it('list the farmers by name, 5 a page, narrowed by name', async () => {
    const page = await figure('farmers-list');
    expect(page).toMatchObject({ page: 0, size: 5, totalElements: 4, totalPages: 1 });
    expect(page.content.map((f: any) => f.fullName)).toEqual(['Amina Yusuf', 'Bello Musa', 'Chioma Obi', 'Dauda Sani']);
    expect(page.content[0]).toMatchObject({ id: farmers.F1, gender: 'FEMALE', farms: 2, farmsSizeHa: 4.5234 });
    const second = await figure('farmers-list?page=1&size=2');
    expect(second.content.map((f: any) => f.fullName)).toEqual(['Chioma Obi', 'Dauda Sani']);
    const named = await figure('farmers-list?name=CH');
    expect(named.content.map((f: any) => f.fullName)).toEqual(['Chioma Obi']);
    expect((await figure('farmers-list?name=%25')).totalElements).toBe(0);
    const bad = await get(agentA, `ea-analytics/${agentA.id}/farmers-list?size=0`).expect(400);
    expect(bad.body.errors[0].field).toBe('size');
  });

  it('show the ten last activities, newest first, and the farms on the map of the country', async () => {
    const activities = await figure('ten-last-activities');
    expect(activities).toHaveLength(10); // 4 enrolments + 4 farms + 4 records = 12 events
    expect(activities[0]).toMatchObject({
      kind: 'RECORD_CREATED',
      farmerId: farmers.F4,
      farmerName: 'Dauda Sani',
      actorId: agentA.id,
    });
    // The enrolments of F1 and F2 are older than the ten; agent B's never shows.
    expect(activities.filter((a: any) => a.kind === 'FARMER_ENROLLED').map((a: any) => a.farmerId)).toEqual([
      farmers.F4,
      farmers.F3,
    ]);
    expect(activities.map((a: any) => a.farmerId)).not.toContain(farmers.G1);
    const map = await figure('farms-map');
    expect(map).toEqual({
      countryId: NIGERIA,
      bounds: { south: 4.2, west: 2.6, north: 13.9, east: 14.7 },
      farms: [{ farmId: farms.farm1, farmerId: farmers.F1, latitude: 12, longitude: 8.5, sizeHa: 2.5 }],
    });
    const daily = await figure('daily-activity?days=7');
    expect(daily).toHaveLength(7);
    expect(daily[6]).toEqual({ day: new Date().toISOString().slice(0, 10), count: 12 });
  });

  it('drop a deleted farmer, their farms and records from every count', async () => {
    await t
      .http()
      .delete(api(`farmers/${farmers.F4}`))
      .set(bearer(agentA.token))
      .expect(200);
    await t.drainConsumers();
    const info = (await get(agentA, `users/ea-information/${agentA.id}`).expect(200)).body;
    expect(info.totals).toEqual({
      farmers: 3,
      femaleFarmers: 2,
      maleFarmers: 1,
      communities: 1,
      farms: 3,
      totalFarmsSizeHa: 6.0234,
      plantingRecords: 3,
    });
    expect((await figure('monthly-farmers-count'))[11].count).toBe(3);
    expect(await figure('farmers-by-gender')).toEqual([
      { gender: 'FEMALE', count: 2, colour: 'green' },
      { gender: 'MALE', count: 1, colour: 'blue' },
    ]);
    expect((await figure('farmers-by-project')).map((p: any) => [p.projectId, p.count])).toEqual([
      [p1.projectId, 2],
      [p2.projectId, 1],
    ]);
    expect(await figure('total-farms-size')).toEqual({ totalHa: 6.0234, farms: 3 });
    expect(await figure('avg-farms-size')).toEqual({ averageHa: 2.0078, farms: 3 });
    expect(await figure('farmers-using-fertilizers')).toEqual({ count: 2, totalFarmers: 3 });
    expect(await figure('actual-yield')).toEqual({ totalKg: 1700, records: 2 });
    expect(await figure('yield-avg')).toEqual({ averageKg: 850, records: 2 });
    expect(await figure('fertilizers-used')).toEqual({ totalKg: 175, items: 3, itemsWithoutKg: 0 });
    expect(await figure('data-score')).toEqual({ score: 66.7, farmers: 3, withFarm: 2, withFarmAndRecord: 2 });
    expect((await figure('farmers-list')).content.map((f: any) => f.fullName)).toEqual([
      'Amina Yusuf',
      'Bello Musa',
      'Chioma Obi',
    ]);
    const [latest] = await figure('ten-last-activities');
    expect(latest).toMatchObject({ kind: 'FARMER_DELETED', farmerId: farmers.F4, farmerName: null });
  });

  it('follow a fertilizer entry removed from a record', async () => {
    const entry = r1.fertilizers.find((f: any) => f.unitTypeId === kgUnit);
    await t
      .http()
      .delete(api(`farmer-record/delete-fertilizer/${entry.id}`))
      .set(bearer(agentA.token))
      .expect(200);
    await t.drainConsumers();
    expect(await figure('fertilizers-used')).toEqual({ totalKg: 150, items: 2, itemsWithoutKg: 0 });
    expect(await figure('farmers-using-fertilizers')).toEqual({ count: 2, totalFarmers: 3 });
  });

  it('name the projects as they are now, also when the counts are kept from before', async () => {
    const before = await figure('farmers-by-project');
    await t
      .http()
      .put(api(`projects/${p2.projectId}`))
      .set(bearer(adminToken))
      .send({ name: 'Renamed rice scheme' })
      .expect(200);
    const after = await figure('farmers-by-project');
    expect(after.map((p: any) => [p.projectId, p.count])).toEqual(before.map((p: any) => [p.projectId, p.count]));
    expect(after.find((p: any) => p.projectId === p2.projectId).projectName).toBe('Renamed rice scheme');
  });

  it('answer 404 to whoever may not see the agent, and to an id that is no agent', async () => {
    const inputProvider = await person(t, 'ROLE_INPUT_PROVIDER', { company: 'Agro Inputs Ltd' });
    const ghanaManager = await person(t, 'ROLE_PLATFORM_MANAGER');
    await monitor(t, adminToken, ghanaManager, [GHANA]);
    const nigeriaManager = await person(t, 'ROLE_PLATFORM_MANAGER');
    await monitor(t, adminToken, nigeriaManager, [NIGERIA]);
    const paths = [
      `users/ea-information/${agentA.id}`,
      `ea-analytics/${agentA.id}/farmers-by-gender`,
      `ea-analytics/${agentA.id}/farmers-list`,
      `ea-analytics/${agentA.id}/farms-map`,
    ];
    for (const path of paths) {
      for (const who of [agentB, inputProvider, ghanaManager]) {
        const answer = await get(who, path).expect(404);
        expect(answer.body.code).toBe('EXTENSION_AGENT_NOT_FOUND');
      }
      await get(nigeriaManager, path).expect(200);
      await get(adminToken, path).expect(200);
      await t.http().get(api(path)).expect(401);
    }
    const fr = await get(agentB, `ea-analytics/${agentA.id}/actual-yield`).set('Accept-Language', 'fr').expect(404);
    expect(fr.body.message).toBe('Aucun agent de vulgarisation trouvé.');
    await get(adminToken, `users/ea-information/${inputProvider.id}`).expect(404);
    await get(adminToken, `ea-analytics/${randomUUID()}/yield-avg`).expect(404);
    await get(adminToken, `ea-analytics/not-a-uuid/yield-avg`).expect(400);
    // Agent B sees their own figures, and only theirs.
    expect((await get(agentB, `ea-analytics/${agentB.id}/actual-yield`).expect(200)).body).toEqual({
      totalKg: 900,
      records: 1,
    });
    expect((await get(agentB, `ea-analytics/${agentB.id}/total-farms-size`).expect(200)).body).toEqual({
      totalHa: 10,
      farms: 1,
    });
  });

  it('are reproduced exactly by projections:rebuild', async () => {
    const snapshot = () => analyticsTables((text) => t.sql(text));
    const before = await snapshot();
    expect(before.farmers).toHaveLength(4);
    expect(before.records).toHaveLength(4);
    await t.sql(`UPDATE ea_farms SET size_ha = 0`);
    await t.sql(`DELETE FROM ea_latest_activities`);
    await t.sql(`UPDATE ea_daily_activities SET activities = activities + 1`);
    const result = await t.app.get(ConsumerRunner).rebuild();
    expect(result.consumers).toContain('extension-agent-analytics');
    await t.drainConsumers();
    expect(await snapshot()).toEqual(before);
  });

  it('write a batched import as handling its events one by one does: the same rows and agent versions', async () => {
    // 201 rows: the importer writes them in chunks of 3 (a hundredth of the sheet), each chunk's enrolments, then its
    // farms, then its records: runs of three events of one type.
    const agentC = await person(t, 'ROLE_EXTENSION_AGENT');
    const sheet = await importSheet(201, p1);
    const imported = await t
      .http()
      .post(api('farmers/bulk'))
      .set(bearer(agentC.token))
      .set('Country', 'Nigeria')
      .attach('farmersList', sheet, 'farmers.xlsx')
      .expect(201);
    expect(imported.body.data).toMatchObject({ created: 201, refused: 0 });
    await t.drainConsumers();
    const consumer = t.app.get(ExtensionAgentAnalytics);
    const events = await eventsOf(consumer);
    expect(events.slice(-9).map((e) => e.type)).toEqual([
      ...Array(3).fill('FarmerEnrolled'),
      ...Array(3).fill('FarmMapped'),
      ...Array(3).fill('PlantingRecordCreated'),
    ]);
    // Left out: a farmer's enrolment, so that runs of farms and records meet a farmer and a farm that are not there.
    const withoutF4 = events.filter((e) => !(FarmerEnrolled.is(e) && FarmerEnrolled.dataOf(e).farmerId === farmers.F4));
    const oneByOneOf = (log: StoredEvent[]) =>
      writtenFromEmpty(consumer, async (manager) => {
        for (const event of log) await consumer.handle(event, manager);
      });
    const oneByOne = await oneByOneOf(events);
    for (const [log, expected] of [
      [events, oneByOne],
      [withoutF4, await oneByOneOf(withoutF4)],
    ] as const) {
      expect(await writtenFromEmpty(consumer, (manager) => consumer.handleBatch(log, manager))).toEqual(expected);
      // Every event handled again right after itself, in the same batch: the repeat writes and counts nothing.
      expect(
        await writtenFromEmpty(consumer, (manager) =>
          consumer.handleBatch(
            log.flatMap((e) => [e, e]),
            manager,
          ),
        ),
      ).toEqual(expected);
    }
    // From empty, each agent's version is the number of activities filed for them: agent C's, 3 per farmer imported.
    const linesPerAgent: Record<string, number> = {};
    for (const day of oneByOne.daily) linesPerAgent[day.agent_id] = (linesPerAgent[day.agent_id] ?? 0) + day.activities;
    expect(Object.fromEntries(oneByOne.versions.map((v) => [v.agent_id, v.version]))).toEqual(linesPerAgent);
    expect(linesPerAgent[agentC.id]).toBe(603);
    // Of which the ten newest are kept: the import's last three records, and the seven events before them.
    const latestOfAgentC = oneByOne.latest.filter((line) => line.agent_id === agentC.id);
    const lastOfAgentC = events.filter((e) => e.metadata.actorId === agentC.id).slice(-10);
    expect(latestOfAgentC.map((line) => Number(line.position)).sort((a, b) => a - b)).toEqual(
      lastOfAgentC.map((e) => e.globalPosition).sort((a, b) => a - b),
    );
    const ofAgentC = (rows: { agent_id: string }[]) => rows.filter((row) => row.agent_id === agentC.id).length;
    expect([ofAgentC(oneByOne.farmers), ofAgentC(oneByOne.farms), ofAgentC(oneByOne.records)]).toEqual([201, 201, 201]);
    // What the consumer runner wrote, batch by batch, is what one-by-one handling of the whole log gives.
    const { versions: _versions, ...tables } = oneByOne;
    expect(await analyticsTables((text) => t.sql(text))).toEqual(tables);
  });
});

describe('how fresh the extension agents’ figures are', () => {
  const paths = () => [
    `users/ea-information/${agentA.id}`,
    `ea-analytics/${agentA.id}/total-farms-size`,
    `ea-analytics/${agentA.id}/farmers-list`,
    'ea-analytics/freshness',
  ];
  const freshness = async (path: string) => freshnessOf(await get(agentA, path).expect(200));

  it('every answer says when the last event counted was recorded, as the dashboards do, and that it is catching up while a farmer waits to be counted', async () => {
    await t.drainConsumers();
    await nextFreshnessReading();
    const caughtUp = await lastRecordedAt(t);
    for (const path of paths()) expect(await freshness(path)).toEqual({ asOf: caughtUp, catchingUp: 'false' });
    expect((await get(agentA, 'ea-analytics/freshness').expect(200)).body).toEqual({
      asOf: caughtUp,
      catchingUp: false,
    });

    const holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      // The analytics consumer's checkpoint held as another process's long batch would hold it, while an agent enrols a farmer.
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM consumer_checkpoints WHERE consumer = 'extension-agent-analytics' FOR UPDATE`);
      const body = farmerBody(place, p1, {
        fullName: 'Hauwa Bala',
        gender: 'FEMALE',
        email: `waiting-${randomUUID().slice(0, 6)}@example.com`,
        phone: '08031239999',
      });
      await t.http().post(api('farmers')).set(bearer(agentA.token)).send(body).expect(201);
      await new Promise((resolve) => setTimeout(resolve, 6000));
      for (const path of paths()) expect(await freshness(path)).toEqual({ asOf: caughtUp, catchingUp: 'true' });
      expect((await get(agentA, 'ea-analytics/freshness').expect(200)).body).toEqual({
        asOf: caughtUp,
        catchingUp: true,
      });
      await holder.query('COMMIT');
    } finally {
      await holder.end();
    }
    await t.drainConsumers();
    await nextFreshnessReading();
    const now = await freshness('ea-analytics/freshness');
    expect(Date.parse(now.asOf!)).toBeGreaterThan(Date.parse(caughtUp));
    expect(now.catchingUp).toBe('false');
  });
});
