import { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { DashboardAggregates } from '../../src/dashboards/consumers/dashboard-aggregates.consumer';
import { ReconcileDailyCountsJob } from '../../src/dashboards/jobs/reconcile-daily-counts.job';
import { declaredJobs } from '../../src/kernel/messaging/job-definition';
import { Clock, FixedClock } from '../../src/kernel/clock/clock';
import { ConsumerRunner } from '../../src/kernel/events/consumer-runner';
import { runsOfOneType } from '../../src/kernel/events/event-runs';
import { EVENT_COLUMNS, EventRow, toStoredEvent } from '../../src/kernel/events/event.types';
import { decideProduct, registerPerson, submitProduct, type Person as Seller } from '../support/catalogue';
import { startTestApp, TestApp } from '../support/test-app';
import {
  api,
  bearer,
  bringAgent,
  farmerBody,
  listsOf,
  Lists,
  monitor,
  NIGERIA,
  person,
  Person,
  Place,
  placeIn,
} from '../farmers/support';
import { freshnessOf, lastRecordedAt, nextFreshnessReading } from '../support/figures-freshness';

/**
 * The dashboards over a small fixture, every figure worked out by hand. The clock stands still on day D (today, UTC).
 *
 * Nigeria, at D 12:00 UTC (13:00 in Lagos), agent A enrols:
 *   F1 FEMALE P1 state S1 / LGA C1, community "Dawakin Tofa": farm 2.5 HA; a record with 2 bags (100 kg) and a training
 *   F2 MALE   P1 S1 / C1, community "DAWAKIN TOFA" (the same):  farm 5 ACRE = 2.0234282112 ha; a record with 25 kg, no training
 *   F3 FEMALE P2 S2 / C2, community "Gwarzo"; later updated to MALE
 *   F4 MALE   P2 S1 / C1, community "Bichi": farm 3 HA; later deleted (its farm with it)
 * Then input provider IP brings agent A to the platform (an EXTENSION AGENT invitation, accepted): A's farmers become
 * IP's referred farmers. IP sells a product; retailer R orders 3 of it.
 * Nigeria afterwards: farmers 3; FEMALE 1, MALE 2; P1 2, P2 1; S1 2 (C1 2), S2 1 (C2 1); communities 2; farms 2 of
 *   2.5 + 2.0234282112 = 4.5234 ha, average 2.2617 ha; fertilizer 125 kg = 0.125 t; trained 1; products 1; orders 1.
 * Kenya: agent K enrols K1 (FEMALE) at D 23:30 UTC, which is D+1 02:30 in Nairobi: K1 counts for D+1 there.
 * Every country: farmers 4; FEMALE 2, MALE 2.
 */
jest.setTimeout(180_000);

const KENYA = 5;
const D = new Date().toISOString().slice(0, 10);
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const nextDay = dayAfter(D, 1);
const dayBefore = dayAfter(D, -1);
const clock = new FixedClock(`${D}T12:00:00.000Z`);

let t: TestApp;
let admin: string;
let agentA: Person;
let agentK: Person;
let provider: Seller;
let retailer: Seller;
let manager: Person;
let place: Place;
let kenya: Place;
let p1: Lists;
let p2: Lists;
const farmers: Record<string, string> = {};
const bodies: Record<string, Record<string, unknown>> = {};

const get = (who: Person | string, path: string, language = 'en') =>
  t
    .http()
    .get(api(path))
    .set(bearer(typeof who === 'string' ? who : who.token))
    .set('Accept-Language', language);
const figure = async (who: Person | string, path: string) => (await get(who, path).expect(200)).body;

beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  const system = t.app.get(Clock);
  system.now = () => clock.now();
  admin = await t.login();
  agentA = await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Musa' });
  agentK = await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Wanjiru', countryId: KENYA, phone: null });
  provider = await registerPerson(t, 'ROLE_INPUT_PROVIDER', 'Green Farms Ltd');
  retailer = await registerPerson(t, 'ROLE_RETAILER', 'Kano Agro Shop');
  manager = await person(t, 'ROLE_PLATFORM_MANAGER', { firstname: 'Kamau' });
  await monitor(t, admin, manager, [KENYA]);
  place = await placeIn(t, NIGERIA);
  kenya = await placeIn(t, KENYA);
  p1 = await listsOf(t, admin, NIGERIA);
  p2 = await listsOf(t, admin, NIGERIA);
  const units = (await get(agentA, 'farmer-record/unit-types').expect(200)).body;
  const bag = units.find((u: any) => u.name === '50 kg bag').id;
  const kg = units.find((u: any) => u.name === 'Kilogram(s)').id;
  const cropTypeId = (await get(agentA, 'farmer-record/crop-types').expect(200)).body[0].id;
  const trainingTypeId = (await get(agentA, 'farmer-record/training-types').expect(200)).body[0].id;

  let phone = 2000;
  const enrol = async (
    key: string,
    gender: string,
    lists: Lists,
    where: { stateId: number; cityId: number },
    community: string,
  ) => {
    const body = farmerBody(place, lists, {
      fullName: `Farmer ${key}`,
      gender,
      community,
      ...where,
      email: `${key.toLowerCase()}-${randomUUID().slice(0, 6)}@example.com`,
      phone: `0803123${++phone}`,
    });
    bodies[key] = body;
    farmers[key] = (await t.http().post(api('farmers')).set(bearer(agentA.token)).send(body).expect(201)).body.data.id;
  };
  const s1 = { stateId: place.stateId, cityId: place.cityId };
  const s2 = { stateId: place.otherStateId, cityId: place.otherStateCityId };
  await enrol('F1', 'FEMALE', p1, s1, 'Dawakin Tofa');
  await enrol('F2', 'MALE', p1, s1, 'DAWAKIN TOFA');
  await enrol('F3', 'FEMALE', p2, s2, 'Gwarzo');
  await enrol('F4', 'MALE', p2, s1, 'Bichi');

  const map = async (farmer: string, size: number, sizeUnit: string) =>
    (
      await t
        .http()
        .post(api('farm/create'))
        .set(bearer(agentA.token))
        .send({ farmerId: farmers[farmer], name: `${farmer} plot`, size, sizeUnit, community: 'Dawakin Tofa' })
        .expect(201)
    ).body.data.id;
  const farm1 = await map('F1', 2.5, 'HA');
  const farm2 = await map('F2', 5, 'ACRE');
  await map('F4', 3, 'HA');
  const record = (farmer: string, farmId: string, fertilizers: [number, number][], training: number | null) =>
    t
      .http()
      .post(api('farmer-record/create'))
      .set(bearer(agentA.token))
      .send({
        farmerId: farmers[farmer],
        farmId,
        season: 'RAINY',
        year: 2026,
        cropTypeId,
        trainingTypeId: training,
        fertilizers: fertilizers.map(([quantity, unitTypeId]) => ({ fertilizerTypeId: 1, quantity, unitTypeId })),
      })
      .expect(201);
  await record('F1', farm1, [[2, bag]], trainingTypeId);
  await record('F2', farm2, [[25, kg]], null);
  await t.drainConsumers();

  await bringAgent(t, provider, agentA, place);
  await t
    .http()
    .put(api(`farmers/${farmers.F3}`))
    .set(bearer(agentA.token))
    .send({ ...bodies.F3, gender: 'MALE' })
    .expect(200);
  expect([200, 204]).toContain(
    (
      await t
        .http()
        .delete(api(`farmers/${farmers.F4}`))
        .set(bearer(agentA.token))
    ).status,
  );

  const product = await submitProduct(t, provider);
  await decideProduct(t, admin, product.id, 'APPROVED');
  await t
    .http()
    .post(api('product/request'))
    .set(bearer(retailer.token))
    .send({ productId: product.id, quantity: 3, deliveryMethodId: 1, deliveryLocation: 'Plot 4, Zaria Road, Kano' })
    .expect(201);

  clock.set(`${D}T23:30:00.000Z`);
  const body = farmerBody(kenya, await listsOf(t, admin, KENYA), {
    fullName: 'Farmer K1',
    gender: 'FEMALE',
    stateId: kenya.stateId,
    cityId: kenya.cityId,
    email: 'k1@example.com',
    phone: null,
  });
  farmers.K1 = (await t.http().post(api('farmers')).set(bearer(agentK.token)).send(body).expect(201)).body.data.id;
  await t.drainConsumers();
});
afterAll(() => t.close());

describe('an administrator', () => {
  it('sees a country’s farmers, their genders, projects, states and LGAs, communities, farms and fertilizer', async () => {
    expect(await figure(admin, 'dashboard/totalFarmers?countryId=1')).toEqual({ total: 3 });
    expect(await figure(admin, 'business-analytics/farmers/gender?countryId=1')).toEqual([
      { gender: 'FEMALE', count: 1, colour: 'green' },
      { gender: 'MALE', count: 2, colour: 'blue' },
    ]);
    const projects = await figure(admin, 'business-analytics/farmers/projects?countryId=1');
    expect(projects.map((p: any) => [p.projectId, p.count])).toEqual([
      [p1.projectId, 2],
      [p2.projectId, 1],
    ]);
    expect(projects[0].projectName).toMatch(/^Project /);
    const states = await figure(admin, 'dashboard/totalFarmersByStateAndLgas?countryId=1');
    expect(states.map((s: any) => [s.stateId, s.count, s.lgas.map((l: any) => [l.cityId, l.count])])).toEqual([
      [place.stateId, 2, [[place.cityId, 2]]],
      [place.otherStateId, 1, [[place.otherStateCityId, 1]]],
    ]);
    expect(states[0].stateName).not.toBe('');
    expect(states[0].lgas[0].cityName).not.toBe('');
    expect(await figure(admin, 'dashboard/totalFarmersCommunities?countryId=1')).toEqual({ total: 2 });
    expect(await figure(admin, 'business-analytics/farms/size?countryId=1')).toEqual({
      totalHa: 4.5234,
      farms: 2,
      averageHa: 2.2617,
    });
    expect(await figure(admin, 'dashboard/totalFertilizersQuantity?countryId=1')).toEqual({
      kg: 125,
      metricTons: 0.125,
    });
    expect(await figure(admin, 'dashboard/totalTrainedFarmers?countryId=1')).toEqual({ total: 1 });
    expect(await figure(admin, 'dashboard/extentionAgentEnrolledfarmers?countryId=1')).toEqual({ total: 3 });
  });

  it('sees every country when none is named', async () => {
    expect(await figure(admin, 'dashboard/totalFarmers')).toEqual({ total: 4 });
    expect((await figure(admin, 'business-analytics/farmers/gender')).map((g: any) => g.count)).toEqual([2, 2]);
    expect(await figure(admin, `dashboard/totalFarmers?countryId=${KENYA}`)).toEqual({ total: 1 });
  });

  it('counts a farmer enrolled at 23:30 UTC for the next day in Nairobi', async () => {
    const [row] = await t.sql(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM dash_daily WHERE metric = 'farmers' AND owner_id = '' AND country_id = $1`,
      [KENYA],
    );
    expect(row.day).toBe(nextDay);
    clock.set(`${D}T20:00:00.000Z`); // 21:00 in Lagos, 23:00 in Nairobi: still day D in both
    expect(await figure(admin, 'dashboard/todayTotalFarmers?countryId=1')).toEqual({ total: 3 });
    expect(await figure(admin, `dashboard/todayTotalFarmers?countryId=${KENYA}`)).toEqual({ total: 0 });
    expect(await figure(admin, 'dashboard/todayTotalFarmers')).toEqual({ total: 3 });
    clock.set(`${D}T23:45:00.000Z`); // D+1 in Lagos and Nairobi
    expect(await figure(admin, 'dashboard/todayTotalFarmers?countryId=1')).toEqual({ total: 0 });
    expect(await figure(admin, `dashboard/todayTotalFarmers?countryId=${KENYA}`)).toEqual({ total: 1 });
    expect(await figure(admin, 'dashboard/todayTotalFarmers')).toEqual({ total: 1 });
  });

  it('sees users by role, signed users, referred farmers, orders, products and content; zeros where there is nothing', async () => {
    clock.set(`${D}T20:00:00.000Z`);
    const roles = await figure(admin, 'dashboard/userNumberByRoleType?countryId=1');
    expect(roles).toEqual(
      expect.arrayContaining([
        { role: 'ROLE_EXTENSION_AGENT', count: 1 },
        { role: 'ROLE_INPUT_PROVIDER', count: 1 },
        { role: 'ROLE_RETAILER', count: 1 },
      ]),
    );
    expect(await figure(admin, 'dashboard/usersSignedByInputProvider?countryId=1')).toEqual({
      total: 1,
      byType: [{ type: 'EXTENSION AGENT', count: 1 }],
    });
    expect(await figure(admin, 'dashboard/usersSignedByDistributor?countryId=1')).toEqual({ total: 0, byType: [] });
    expect(await figure(admin, 'dashboard/totalInputProviderFarmers?countryId=1')).toEqual({ total: 3 });
    expect(await figure(admin, 'dashboard/totalOrdersByUser?countryId=1')).toEqual({
      total: 1,
      placed: 1,
      received: 1,
      byStatus: [{ status: 'PENDING', count: 1 }],
    });
    expect(await figure(admin, 'dashboard/todayTotalOrders?countryId=1')).toEqual({ total: 1 });
    expect(await figure(admin, 'dashboard/totalProducts?countryId=1')).toEqual({ total: 1 });
    expect(await figure(admin, 'dashboard/todayTotalProducts?countryId=1')).toEqual({ total: 1 });
    expect(await figure(admin, 'dashboard/totalAgronomyContent?countryName=Nigeria')).toEqual({ total: 0 });
    expect(await figure(admin, 'dashboard/todayTotalAgronomyContent?countryId=1')).toEqual({ total: 0 });
    expect(await figure(admin, 'dashboard/totalFarmers?countryId=4')).toEqual({ total: 0 });
    expect(await figure(admin, 'business-analytics/farmers/gender?countryId=4')).toEqual([
      { gender: 'FEMALE', count: 0, colour: 'green' },
      { gender: 'MALE', count: 0, colour: 'blue' },
    ]);
    const summary = await figure(admin, 'dashboard');
    expect(summary.kind).toBe('ADMINISTRATION');
    expect(Object.fromEntries(summary.figures.map((f: any) => [f.name, f.value]))).toMatchObject({
      farmers: 4,
      communities: 3,
      farmsSize: 4.5234,
      fertilizers: 125,
      orders: 1,
      products: 1,
    });
  });

  it('is told in English or French of a country that does not exist', async () => {
    const en = await get(admin, 'dashboard/totalFarmers?countryId=999').expect(404);
    expect(en.body.code).toBe('DASHBOARD_COUNTRY_NOT_FOUND');
    const fr = await get(admin, 'dashboard/totalAgronomyContent?countryName=Atlantis', 'fr').expect(404);
    expect(fr.body).toMatchObject({ code: 'DASHBOARD_COUNTRY_NAME_UNKNOWN', message: 'Pays « Atlantis » inconnu.' });
    await get(admin, 'dashboard/totalFarmers?countryId=abc').expect(400);
  });
});

describe('a platform manager', () => {
  it('sees the countries they monitor only', async () => {
    expect(await figure(manager, 'dashboard/totalFarmers')).toEqual({ total: 1 });
    expect(await figure(manager, `dashboard/totalFarmers?countryId=${KENYA}`)).toEqual({ total: 1 });
    const refused = await get(manager, 'dashboard/totalFarmers?countryId=1', 'fr').expect(404);
    expect(refused.body.message).toBe('Aucun pays de ce type, ou pas un pays dont vous pouvez voir les chiffres.');
    expect((await figure(manager, 'dashboard')).figures.find((f: any) => f.name === 'farmers').value).toBe(1);
  });
});

describe('sellers and agents', () => {
  it('see their own figures only', async () => {
    expect(await figure(agentA, 'dashboard/totalFarmers')).toEqual({ total: 3 });
    expect(await figure(agentA, 'dashboard/extentionAgentEnrolledfarmers')).toEqual({ total: 3 });
    expect(await figure(agentA, 'business-analytics/farms/size')).toEqual({
      totalHa: 4.5234,
      farms: 2,
      averageHa: 2.2617,
    });
    expect(await figure(agentK, 'dashboard/totalFarmers')).toEqual({ total: 1 });
    expect(await figure(agentK, 'dashboard/totalFarmers?countryId=1')).toEqual({ total: 0 });
    expect(await figure(agentA, 'dashboard/totalProducts')).toEqual({ total: 0 });
    expect(await figure(provider, 'dashboard/totalProducts')).toEqual({ total: 1 });
    expect(await figure(provider, 'dashboard/totalInputProviderFarmers')).toEqual({ total: 3 });
    expect(await figure(provider, 'dashboard/usersSignedByInputProvider')).toEqual({
      total: 1,
      byType: [{ type: 'EXTENSION AGENT', count: 1 }],
    });
    expect(await figure(provider, 'dashboard/totalOrdersByUser')).toEqual({
      total: 1,
      placed: 0,
      received: 1,
      byStatus: [{ status: 'PENDING', count: 1 }],
    });
    expect(await figure(retailer, 'dashboard/totalOrdersByUser')).toEqual({
      total: 1,
      placed: 1,
      received: 0,
      byStatus: [],
    });
    expect(await figure(retailer, 'dashboard/totalFarmers')).toEqual({ total: 0 });
  });

  it('land on a summary of their own by role', async () => {
    const mine = async (who: Person) => {
      const summary = await figure(who, 'dashboard');
      return { kind: summary.kind, ...Object.fromEntries(summary.figures.map((f: any) => [f.name, f.value])) };
    };
    expect(await mine(provider)).toEqual({
      kind: 'INPUT_PROVIDER',
      ordersReceived: 1,
      salesValue: 0,
      products: 1,
      affiliatedDealers: 0,
      farmersReferred: 3,
      usersSigned: 1,
    });
    expect(await mine(retailer)).toMatchObject({
      kind: 'DEALER',
      ordersReceived: 0,
      ordersPlaced: 1,
      quotationsReceived: 0,
      stockUnits: 0,
    });
    expect(await mine(agentA)).toMatchObject({
      kind: 'EXTENSION_AGENT',
      farmers: 3,
      trainedFarmers: 1,
      communities: 2,
      farmsSize: 4.5234,
      fertilizers: 125,
    });
  });
});

describe('the aggregates', () => {
  const snapshot = async (nonZero = false, sql: (text: string) => Promise<any[]> = (text) => t.sql(text)) => ({
    totals: await sql(
      `SELECT * FROM dash_totals ${nonZero ? 'WHERE value <> 0' : ''} ORDER BY metric, owner_id, country_id, key`,
    ),
    daily: await sql(
      `SELECT * FROM dash_daily ${nonZero ? 'WHERE value <> 0' : ''} ORDER BY metric, owner_id, country_id, day`,
    ),
    farmers: await sql(`SELECT * FROM dash_farmers ORDER BY farmer_id`),
    communities: await sql(`SELECT * FROM dash_communities ORDER BY owner_id, country_id, community_key`),
  });

  it('count nothing twice when the consumer handles its events again', async () => {
    const before = await snapshot(true);
    expect(before.farmers).toHaveLength(4);
    await t.sql(
      `UPDATE consumer_checkpoints SET transaction_id = '0', global_position = 0 WHERE consumer = 'dashboard-aggregates'`,
    );
    await t.drainConsumers();
    expect(await snapshot(true)).toEqual(before);
  });

  it('are answered from memory until the consumer commits its next batch', async () => {
    await t.drainConsumers();
    const total = async () => (await figure(admin, 'dashboard/totalFarmers?countryId=1')).total;
    const counted = await total();
    // A change that no batch made (as a repair by hand would be) is not seen until the aggregates' version moves.
    await t.sql(
      `UPDATE dash_totals SET value = value + 100 WHERE metric = 'farmers' AND owner_id = '' AND country_id = 1 AND key = ''`,
    );
    expect(await total()).toBe(counted);
    await t.sql(
      `UPDATE consumer_checkpoints SET updated_at = clock_timestamp() WHERE consumer = 'dashboard-aggregates'`,
    );
    expect(await total()).toBe(counted + 100);
    await t.sql(
      `UPDATE dash_totals SET value = value - 100 WHERE metric = 'farmers' AND owner_id = '' AND country_id = 1 AND key = ''`,
    );
    await t.sql(
      `UPDATE consumer_checkpoints SET updated_at = clock_timestamp() WHERE consumer = 'dashboard-aggregates'`,
    );
    expect(await total()).toBe(counted);
  });

  it('are reproduced exactly by projections:rebuild', async () => {
    const before = await snapshot();
    await t.sql(`UPDATE dash_totals SET value = value + 7`);
    await t.sql(`DELETE FROM dash_daily`);
    const result = await t.app.get(ConsumerRunner).rebuild();
    expect(result.consumers).toContain('dashboard-aggregates');
    await t.drainConsumers();
    expect(await snapshot()).toEqual(before);
  });

  it('count a batch of runs (enrolments, then farms, then records) and a deletion as its events handled one by one', async () => {
    await t.drainConsumers();
    const consumer = t.app.get(DashboardAggregates);
    const rows: EventRow[] = await t.sql(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE type = ANY($1) ORDER BY events.transaction_id, events.global_position`,
      [consumer.handles],
    );
    const events = rows.map(toStoredEvent);
    // F4, mapped and then referred in this batch, is deleted in it too: what it counted must be recounted before it goes.
    expect([...runsOfOneType(events)].map((run) => `${run[0].type} ×${run.length}`)).toEqual(
      expect.arrayContaining([
        'FarmerEnrolled ×4',
        'FarmMapped ×3',
        'PlantingRecordCreated ×2',
        'InvitationAccepted ×1',
        'FarmerDeleted ×1',
      ]),
    );
    /** The aggregates `handle` makes from empty tables, in a transaction rolled back afterwards. */
    const countedBy = async (handle: (manager: EntityManager) => Promise<void>) => {
      const runner = t.app.get(DataSource).createQueryRunner();
      await runner.startTransaction();
      try {
        for (const table of consumer.tables) await runner.manager.query(`DELETE FROM ${table}`);
        await handle(runner.manager);
        return await snapshot(true, (text) => runner.manager.query(text));
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    };

    const inOneBatch = await countedBy((manager) => consumer.handleBatch(events, manager));
    const oneByOne = await countedBy(async (manager) => {
      for (const event of events) await consumer.handle(event, manager);
    });
    expect(inOneBatch).toEqual(oneByOne);
    expect(inOneBatch).toEqual(await snapshot(true));
    const nigeria = inOneBatch.totals
      .filter((r) => r.owner_id === '' && r.country_id === 1 && r.key === '')
      .map((r) => [r.metric, Number(r.value)]);
    expect(Object.fromEntries(nigeria)).toMatchObject({
      farmers: 3,
      referred_farmers: 3,
      communities: 2,
      farms: 2,
      farm_ha: 4.5234282112,
      fertilizer_kg: 125,
      trained_farmers: 1,
    });
  });
});

describe('figures over a date range', () => {
  const series = async (who: Person | string, query: string) => {
    const body = await figure(who, `dashboard/dailySeries?${query}`);
    return {
      total: body.total,
      days: Object.fromEntries(body.points.filter((p: any) => p.value).map((p: any) => [p.day, p.value])),
      from: body.from,
      to: body.to,
      length: body.points.length,
    };
  };

  it('give each day of the range, in each country’s own days, within the caller’s scope', async () => {
    expect(await series(admin, `series=farmers&from=${dayBefore}&to=${nextDay}`)).toEqual({
      total: 4,
      days: { [D]: 3, [nextDay]: 1 },
      from: dayBefore,
      to: nextDay,
      length: 3,
    });
    expect(await series(admin, `series=farmers&countryId=1&from=${dayBefore}&to=${nextDay}`)).toMatchObject({
      total: 3,
      days: { [D]: 3 },
    });
    expect(await series(admin, `series=farmers&countryId=${KENYA}&from=${D}&to=${nextDay}`)).toMatchObject({
      total: 1,
      days: { [nextDay]: 1 },
    });
    expect(await series(admin, `series=orders&countryId=1&from=${D}&to=${D}`)).toMatchObject({ total: 1, length: 1 });
    expect(await series(manager, `series=farmers&from=${dayBefore}&to=${nextDay}`)).toMatchObject({
      total: 1,
      days: { [nextDay]: 1 },
    });
    expect(await series(agentA, `series=farmers&from=${dayBefore}&to=${nextDay}`)).toMatchObject({
      total: 3,
      days: { [D]: 3 },
    });
    expect(await series(provider, `series=orders-received&from=${D}&to=${D}`)).toMatchObject({ total: 1 });
    expect(await series(retailer, `series=orders-received&from=${D}&to=${D}`)).toMatchObject({ total: 0 });
    expect(await series(retailer, `series=orders-placed&from=${D}&to=${D}`)).toMatchObject({ total: 1 });
    expect(await series(provider, `series=products&from=${D}&to=${D}`)).toMatchObject({ total: 1 });
  });

  it('cover the 30 days to today when no range is given', async () => {
    clock.set(`${D}T20:00:00.000Z`);
    expect(await series(admin, 'series=farmers&countryId=1')).toMatchObject({
      from: dayAfter(D, -29),
      to: D,
      length: 30,
      total: 3,
    });
    clock.set(`${D}T23:45:00.000Z`); // D+1 in Nairobi already
    expect(await series(admin, `series=farmers&countryId=${KENYA}`)).toMatchObject({ to: nextDay, total: 1 });
    clock.set(`${D}T20:00:00.000Z`);
  });

  it('refuse, in English or French, a date that is not one, a reversed range, a range over a year and an unknown series', async () => {
    const invalid = await get(admin, 'dashboard/dailySeries?series=farmers&from=2026-02-30', 'fr').expect(400);
    expect(invalid.body).toMatchObject({
      code: 'DASHBOARD_DAY_INVALID',
      message: '« 2026-02-30 » n’est pas une date : écrivez-la AAAA-MM-JJ, par exemple 2026-03-10.',
    });
    expect(invalid.body.errors).toEqual([
      { field: 'from', message: '« 2026-02-30 » n’est pas une date : écrivez-la AAAA-MM-JJ, par exemple 2026-03-10.' },
    ]);
    const reversed = await get(admin, `dashboard/dailySeries?series=farmers&from=${nextDay}&to=${D}`).expect(400);
    expect(reversed.body).toMatchObject({
      code: 'DASHBOARD_RANGE_REVERSED',
      message: `The start date (${nextDay}) is after the end date (${D}).`,
    });
    const long = await get(admin, `dashboard/dailySeries?series=farmers&from=${dayAfter(D, -366)}&to=${D}`).expect(400);
    expect(long.body).toMatchObject({
      code: 'DASHBOARD_RANGE_TOO_LONG',
      message: 'A date range covers at most 366 days; this one covers 367.',
    });
    await get(admin, `dashboard/dailySeries?series=farmers&from=${dayAfter(D, -365)}&to=${D}`).expect(200);
    const unknown = await get(admin, 'dashboard/dailySeries?series=toString').expect(400);
    expect(unknown.body.code).toBe('DASHBOARD_SERIES_UNKNOWN');
    expect(unknown.body.message).toContain('farmers, orders, orders-received');
    await get(admin, 'dashboard/dailySeries').expect(400);
    expect((await get(admin, 'dashboard/dailySeries?series=farmers&countryId=999').expect(404)).body.code).toBe(
      'DASHBOARD_COUNTRY_NOT_FOUND',
    );
  });
});

describe('the dashboard-aggregation queue', () => {
  const reconcile = (data: { from?: string; to?: string } = {}) =>
    t.app.get(ReconcileDailyCountsJob).handle({ data } as Job<typeof data>);
  const daily = () =>
    t.sql(
      `SELECT metric, owner_id, country_id, to_char(day, 'YYYY-MM-DD') AS day, value::text FROM dash_daily WHERE value <> 0 ORDER BY 1, 2, 3, 4`,
    );

  it('is declared with an hourly job', () => {
    const job = declaredJobs().jobs.find(
      (j) => j.queue.name === 'dashboard-aggregation' && j.name === 'reconcile-daily-counts',
    );
    expect(job?.schedule).toMatchObject({ pattern: '17 * * * *' });
  });

  it('puts right the day counters that drifted from the rows counted, and touches nothing else', async () => {
    clock.set(`${D}T20:00:00.000Z`);
    await t.drainConsumers();
    const right = await daily();
    expect(await reconcile()).toEqual({ from: dayAfter(D, -2), to: nextDay, repaired: 0 });

    await t.sql(
      `UPDATE dash_daily SET value = 9 WHERE metric = 'farmers' AND owner_id = '' AND country_id = 1 AND day = $1`,
      [D],
    );
    await t.sql(`DELETE FROM dash_daily WHERE metric = 'farmers' AND owner_id = $1`, [agentK.id]);
    await t.sql(`INSERT INTO dash_daily (metric, owner_id, country_id, day, value) VALUES ('orders', '', 1, $1, 2)`, [
      dayBefore,
    ]);
    await t.sql(`UPDATE dash_daily SET value = value + 1 WHERE metric = 'products' AND owner_id = '' AND day = $1`, [
      D,
    ]);
    expect((await figure(admin, 'dashboard/todayTotalFarmers?countryId=1')).total).toBe(9);

    expect(await reconcile()).toEqual({ from: dayAfter(D, -2), to: nextDay, repaired: 4 });
    expect((await daily()).filter((r: any) => r.value !== '0')).toEqual(right);
    expect(await figure(admin, 'dashboard/todayTotalFarmers?countryId=1')).toEqual({ total: 3 });
    expect(await figure(admin, 'dashboard/todayTotalProducts?countryId=1')).toEqual({ total: 1 });
    expect(await reconcile()).toMatchObject({ repaired: 0 });
  });

  it('checks the days it is given, and only those', async () => {
    await t.sql(
      `UPDATE dash_daily SET value = 5 WHERE metric = 'farmers' AND owner_id = '' AND country_id = 1 AND day = $1`,
      [D],
    );
    expect(await reconcile({ from: nextDay, to: nextDay })).toMatchObject({ repaired: 0 });
    expect(await reconcile({ from: D, to: D })).toMatchObject({ repaired: 1 });
    await expect(reconcile({ from: 'yesterday' })).rejects.toThrow(/YYYY-MM-DD/);
  });
});

describe('the aggregation lag in /metrics', () => {
  const lag = async () => {
    const text = (await t.http().get('/metrics').expect(200)).text;
    const line = text.split('\n').find((l) => l.startsWith('kasuwa_dashboard_aggregation_lag_events '));
    return Number(line?.split(' ')[1]);
  };

  it('counts the events not aggregated yet, and drops to 0 once the consumer has caught up', async () => {
    await t.drainConsumers();
    expect(await lag()).toBe(0);
    // Hold the consumer's checkpoint as another process's batch would: the consumer skips its turns meanwhile.
    const holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM consumer_checkpoints WHERE consumer = 'dashboard-aggregates' FOR UPDATE`);
      await person(t, 'ROLE_RETAILER', { firstname: 'Late' });
      await person(t, 'ROLE_RETAILER', { firstname: 'Later' });
      expect(await lag()).toBeGreaterThanOrEqual(2);
      await holder.query('COMMIT');
    } finally {
      await holder.end();
    }
    await t.drainConsumers();
    expect(await lag()).toBe(0);
    const text = (await t.http().get('/metrics').expect(200)).text;
    expect(text).toMatch(/^kasuwa_dashboard_aggregation_lag_positions \d+$/m);
    expect(text).toContain('kasuwa_push_notification_messages{outcome="failed"}');
  });
});

describe('how fresh the figures are', () => {
  const freshness = async (path: string) => freshnessOf(await get(admin, path).expect(200));

  it('every answer says when the last event it counted was recorded, and says it is catching up while an event waits more than a few seconds', async () => {
    await t.drainConsumers();
    await nextFreshnessReading();
    const caughtUp = await lastRecordedAt(t);
    const paths = [
      'dashboard',
      'dashboard/totalFarmers?countryId=1',
      'business-analytics/farmers/projects',
      'dashboard/dailySeries?series=users',
      'dashboard/freshness',
    ];
    for (const path of paths) expect(await freshness(path)).toEqual({ asOf: caughtUp, catchingUp: 'false' });
    expect((await get(admin, 'dashboard/freshness').expect(200)).body).toEqual({ asOf: caughtUp, catchingUp: false });

    const holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      // The consumer's checkpoint held as another process's long batch would hold it.
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM consumer_checkpoints WHERE consumer = 'dashboard-aggregates' FOR UPDATE`);
      await person(t, 'ROLE_RETAILER', { firstname: 'Waiting' });
      await nextFreshnessReading();
      // Just written: not behind by more than a few seconds yet.
      expect(await freshness('dashboard/totalFarmers')).toEqual({ asOf: caughtUp, catchingUp: 'false' });
      await new Promise((resolve) => setTimeout(resolve, 5000));
      for (const path of paths) expect(await freshness(path)).toEqual({ asOf: caughtUp, catchingUp: 'true' });
      expect((await get(admin, 'dashboard/freshness').expect(200)).body).toEqual({ asOf: caughtUp, catchingUp: true });
      await holder.query('COMMIT');
    } finally {
      await holder.end();
    }
    await t.drainConsumers();
    await nextFreshnessReading();
    const now = await lastRecordedAt(t);
    expect(Date.parse(now)).toBeGreaterThan(Date.parse(caughtUp));
    expect(await freshness('dashboard/userNumberByRoleType')).toEqual({ asOf: now, catchingUp: 'false' });
  });

  it('is told to anyone signed in, and to no one else', async () => {
    expect((await get(agentA, 'dashboard/freshness').expect(200)).body.catchingUp).toBe(false);
    await t.http().get(api('dashboard/freshness')).expect(401);
  });
});
