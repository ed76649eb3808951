import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { DashboardAggregates } from '../../src/dashboards/consumers/dashboard-aggregates.consumer';
import { ExtensionAgentAnalytics } from '../../src/farmers/analytics/consumers/extension-agent-analytics.consumer';
import { ProjectionRebuilder } from '../../src/kernel/events/projection-rebuilder';
import { DataSource } from 'typeorm';
import { createShadowTables, finishShadowTables, SHADOW_SCHEMA } from '../../src/kernel/events/shadow-tables';
import { decideProduct, registerPerson, submitProduct, type Person as Seller } from '../support/catalogue';
import { startTestApp, TestApp } from '../support/test-app';
import {
  api,
  bearer,
  bringAgent,
  farmerBody,
  listsOf,
  Lists,
  NIGERIA,
  person,
  Person,
  Place,
  placeIn,
} from '../farmers/support';

/**
 * A rebuild into shadow tables while the platform serves: a mixed workload is run live (accounts, farmers enrolled one
 * by one and imported from a sheet, farms, records, an edit and a deletion, an agent brought by an invitation, a product
 * approved and ordered), then every projection and consumer that keeps tables is replayed into shadow tables and each
 * table is compared row by row with the live one; then a rebuild swaps them in while the API is read and written.
 */
jest.setTimeout(300_000);

let t: TestApp;
let admin: string;
let agent: Person;
let provider: Seller;
let retailer: Seller;
let place: Place;
let lists: Lists;
let productId: string;

const get = (token: string, path: string) => t.http().get(api(path)).set(bearer(token));

async function importSheet(count: number): Promise<Buffer> {
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
    Phone: (i) => `0806 ${String(4440000 + i)}`,
    Address: () => 'Near the market',
    Community: () => 'Gwale',
    Project: () => names.project,
    'Aggregation partner': () => names.partner,
    'Farm size': (i) => `${i + 1},5`,
    'Farm size unit': () => 'HA',
    'Farm community': () => 'Gwale',
    'Planting season': () => 'RAINY',
    'Planting year': () => 2025,
    Crop: () => 'Maize',
    'Fertilizer type': () => 'NPK',
    'Fertilizer quantity': (i) => 10 * (i + 1),
    'Fertilizer unit': () => 'Kilogram(s)',
  };
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Farmers');
  sheet.addRow(Object.keys(columns));
  for (let i = 0; i < count; i++) sheet.addRow(Object.values(columns).map((value) => value(i)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

let phone = 3000;
const enrol = async (fullName: string, gender: string) => {
  const body = farmerBody(place, lists, {
    fullName,
    gender,
    community: 'Dawakin Tofa',
    email: `${randomUUID().slice(0, 8)}@example.com`,
    phone: `0803124${++phone}`,
  });
  return (await t.http().post(api('farmers')).set(bearer(agent.token)).send(body).expect(201)).body.data.id as string;
};

beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await t.login();
  agent = await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Musa' });
  provider = await registerPerson(t, 'ROLE_INPUT_PROVIDER', 'Green Farms Ltd');
  retailer = await registerPerson(t, 'ROLE_RETAILER', 'Kano Agro Shop');
  place = await placeIn(t, NIGERIA);
  lists = await listsOf(t, admin, NIGERIA);
  const units = (await get(agent.token, 'farmer-record/unit-types').expect(200)).body;
  const kg = units.find((u: any) => u.name === 'Kilogram(s)').id;
  const cropTypeId = (await get(agent.token, 'farmer-record/crop-types').expect(200)).body[0].id;

  const kept = await enrol('Amina Bello', 'FEMALE');
  const edited = await enrol('Kabiru Sani', 'MALE');
  const deleted = await enrol('Ladi Musa', 'FEMALE');
  for (const farmerId of [kept, deleted]) {
    const farmId = (
      await t
        .http()
        .post(api('farm/create'))
        .set(bearer(agent.token))
        .send({ farmerId, name: 'River plot', size: 2.5, sizeUnit: 'HA', community: 'Dawakin Tofa' })
        .expect(201)
    ).body.data.id;
    await t
      .http()
      .post(api('farmer-record/create'))
      .set(bearer(agent.token))
      .send({
        farmerId,
        farmId,
        season: 'RAINY',
        year: 2026,
        cropTypeId,
        fertilizers: [{ fertilizerTypeId: 1, quantity: 25, unitTypeId: kg }],
      })
      .expect(201);
  }
  const body = farmerBody(place, lists, {
    fullName: 'Kabiru Sani Umar',
    gender: 'MALE',
    community: 'Bichi',
    email: `${randomUUID().slice(0, 8)}@example.com`,
    phone: '08031249999',
  });
  await t
    .http()
    .put(api(`farmers/${edited}`))
    .set(bearer(agent.token))
    .send(body)
    .expect(200);
  expect([200, 204]).toContain(
    (
      await t
        .http()
        .delete(api(`farmers/${deleted}`))
        .set(bearer(agent.token))
    ).status,
  );
  const imported = await t
    .http()
    .post(api('farmers/bulk'))
    .set(bearer(agent.token))
    .set('Country', 'Nigeria')
    .attach('farmersList', await importSheet(40), 'farmers.xlsx')
    .expect(201);
  expect(imported.body.data).toMatchObject({ created: 40, refused: 0 });

  await bringAgent(t, provider, agent, place);
  const product = await submitProduct(t, provider);
  productId = product.id;
  await decideProduct(t, admin, product.id, 'APPROVED');
  await t
    .http()
    .post(api('product/request'))
    .set(bearer(retailer.token))
    .send({ productId: product.id, quantity: 3, deliveryMethodId: 1, deliveryLocation: 'Plot 4, Zaria Road, Kano' })
    .expect(201);
  await t.settled();
});
afterAll(() => t.close());

/** Every read table's rows, live against shadow: those of one that the other lacks (as JSON, each row counted). */
async function differences(tables: string[]): Promise<Record<string, { onlyLive: unknown[]; onlyShadow: unknown[] }>> {
  const found: Record<string, { onlyLive: unknown[]; onlyShadow: unknown[] }> = {};
  for (const table of tables) {
    const except = (a: string, b: string) =>
      t.sql(
        `SELECT to_jsonb(r) AS row FROM ${a}."${table}" r EXCEPT ALL SELECT to_jsonb(r) FROM ${b}."${table}" r LIMIT 5`,
      );
    const onlyLive = (await except('public', SHADOW_SCHEMA)).map((r) => r.row);
    const onlyShadow = (await except(SHADOW_SCHEMA, 'public')).map((r) => r.row);
    if (onlyLive.length || onlyShadow.length) found[table] = { onlyLive, onlyShadow };
  }
  return found;
}

async function rowCounts(tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = Number((await t.sql(`SELECT count(*) FROM "${table}"`))[0].count);
  return counts;
}

const schemaOf = (tables: string[]) =>
  t.sql(
    `SELECT tablename, indexname, regexp_replace(indexdef, ' ON public\\.', ' ON ') AS indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = ANY($1)
     UNION ALL SELECT c.relname, k.conname, pg_get_constraintdef(k.oid) FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND (c.relname = ANY($1) OR k.confrelid IN (SELECT oid FROM pg_class WHERE relname = ANY($1) AND relnamespace = 'public'::regnamespace))
     UNION ALL SELECT c.relname, a.attname, 'STATISTICS ' || a.attstattarget FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
       WHERE c.relnamespace = 'public'::regnamespace AND c.relname = ANY($1) AND a.attnum > 0 AND a.attstattarget >= 0
     ORDER BY 1, 2, 3`,
    [tables],
  );

describe('a rebuild into shadow tables', () => {
  it('replays every projection and consumer into tables equal, row by row, to the live ones', async () => {
    const rebuilder = t.app.get(ProjectionRebuilder);
    const { projections, consumers } = rebuilder.rebuildable();
    expect(consumers.map((c) => c.name)).toEqual(
      expect.arrayContaining(['extension-agent-analytics', 'dashboard-aggregates']),
    );
    const agentVersions = () => t.sql(`SELECT agent_id, version FROM ea_agent_versions ORDER BY agent_id`);
    const versionsBefore = await agentVersions();
    expect(versionsBefore.length).toBeGreaterThan(0);
    // The dashboards' replay stages its counters' terms after every page here, and the agent analytics' replay its
    // activities, as they do on a large log.
    const replayInPages = DashboardAggregates.prototype.replayInPages;
    const staging = jest.spyOn(DashboardAggregates.prototype, 'replayInPages').mockImplementation(function (
      this: DashboardAggregates,
    ) {
      return replayInPages.call(this, 1);
    });
    const replayActivities = ExtensionAgentAnalytics.prototype.replayInPages;
    const stagingActivities = jest
      .spyOn(ExtensionAgentAnalytics.prototype, 'replayInPages')
      .mockImplementation(function (this: ExtensionAgentAnalytics) {
        return replayActivities.call(this, 1);
      });
    const result = await rebuilder.rebuild([], { pageSize: 50, swap: false }).finally(() => {
      staging.mockRestore();
      stagingActivities.mockRestore();
    });
    expect(result.projections.sort()).toEqual(projections.map((p) => p.name).sort());
    const counts = await rowCounts(result.tables);
    // The workload reached the tables that matter: the compared tables are not empty ones.
    expect(counts).toMatchObject({ farmers: 42, products: 1 });
    expect(counts.ea_farmers).toBe(42);
    // Each agent's ten last activities (all of them, for an agent with fewer), each activity of the log counted once.
    const [activities] = await t.sql(
      `SELECT sum(least(filed, 10))::int AS latest, sum(filed)::int AS filed
       FROM (SELECT sum(activities) AS filed FROM ea_daily_activities GROUP BY agent_id) agents`,
    );
    expect(activities.filed).toBeGreaterThan(3 * 42);
    expect(counts.ea_latest_activities).toBe(activities.latest);
    expect(counts.farms).toBeGreaterThanOrEqual(41);
    for (const counters of ['dash_totals', 'dash_daily', 'dash_communities', 'ea_daily_activities'])
      expect(counts[counters]).toBeGreaterThan(0);
    // A replay into shadows leaves the live figures' caches be: the agents' analytics versions move on at a swap only.
    expect(await agentVersions()).toEqual(versionsBefore);
    expect(await differences(result.tables)).toEqual({});
    await rebuilder.discard(result.tables);
  });

  it('swaps them in while the API keeps answering, loses no write made meanwhile, and shows its progress', async () => {
    const rebuilder = t.app.get(ProjectionRebuilder);
    const tables = [
      ...new Set([
        ...rebuilder.rebuildable().projections.flatMap((p) => p.tables),
        ...rebuilder.rebuildable().consumers.flatMap((c) => c.tables!),
      ]),
    ];
    const schemaBefore = await schemaOf(tables);
    // A column without planner statistics keeps none (a planting record's sections: nobody selects records by them).
    expect(schemaBefore).toContainEqual({
      tablename: 'planting_records',
      indexname: 'sections',
      indexdef: 'STATISTICS 0',
    });
    const listOf = (token: string) => get(token, `farmers/index/${agent.id}`);
    const farmersBefore = (await listOf(agent.token).expect(200)).body;
    const productBefore = (
      await t
        .http()
        .get(api(`products/${productId}`))
        .expect(200)
    ).body;

    let rebuilding = true;
    const answers: number[] = [];
    const reading = (async () => {
      while (rebuilding) {
        answers.push((await listOf(agent.token)).status);
        answers.push((await t.http().get(api(`products/${productId}`))).status);
        answers.push((await get(admin, 'dashboard/totalFarmers?countryId=1')).status);
      }
    })();
    const rebuild = rebuilder.rebuild([], { pageSize: 20 });
    let enrolledDuring: string | null = null;
    for (let i = 0; i < 600 && !enrolledDuring; i++) {
      const [running] = await t.sql(
        `SELECT status, events_done::int AS done FROM projection_rebuilds ORDER BY started_at DESC LIMIT 1`,
      );
      if (running?.status === 'replaying' && running.done > 0) enrolledDuring = await enrol('Hauwa Garba', 'FEMALE');
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const result = await rebuild.finally(() => (rebuilding = false));
    await reading;
    expect(enrolledDuring).not.toBeNull();
    expect(answers.length).toBeGreaterThan(4);
    expect(answers.every((status) => status === 200)).toBe(true);

    const [done] = await t.sql(
      `SELECT status, events_total::int AS total, events_done::int AS done, finished_at FROM projection_rebuilds WHERE id = $1`,
      [result.id],
    );
    expect(done.status).toBe('done');
    expect(done.done).toBeGreaterThanOrEqual(done.total);
    expect(done.finished_at).not.toBeNull();
    // The console's operations page shows it, newest first.
    const [shown] = (await get(admin, 'ops/queues').expect(200)).body.rebuilds;
    expect(shown).toMatchObject({
      id: result.id,
      status: 'done',
      eventsDone: done.done,
      eventsTotal: done.total,
      etaSeconds: null,
    });
    expect(shown.targets).toEqual(expect.arrayContaining(['farmers', 'extension-agent-analytics']));
    expect(shown.eventsPerSecond).toBeGreaterThan(0);
    // Same indexes and keys under the same names: the migrations to come find what they expect.
    expect(await schemaOf(tables)).toEqual(schemaBefore);
    expect(result.brokenForeignKeys).toEqual([]);
    expect(await t.sql(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = $1`, [SHADOW_SCHEMA])).toEqual([
      { n: 0 },
    ]);

    await t.settled();
    const farmersAfter = (await listOf(agent.token).expect(200)).body;
    expect(farmersAfter.totalElements).toBe(farmersBefore.totalElements + 1);
    expect(farmersAfter.content[0]).toMatchObject({ id: enrolledDuring, fullName: 'Hauwa Garba' });
    expect(farmersAfter.content.slice(1)).toEqual(farmersBefore.content.slice(0, farmersAfter.content.length - 1));
    expect(
      (
        await t
          .http()
          .get(api(`products/${productId}`))
          .expect(200)
      ).body,
    ).toEqual(productBefore);
    const [analytics] = await t.sql(`SELECT full_name FROM ea_farmers WHERE farmer_id = $1`, [enrolledDuring]);
    expect(analytics).toEqual({ full_name: 'Hauwa Garba' });

    // The swapped tables, with the write made meanwhile, are still what a replay makes.
    const again = await rebuilder.rebuild([], { swap: false });
    expect(await differences(again.tables)).toEqual({});
    await rebuilder.discard(again.tables);
  });

  it("indexes a consumer's tables while its replay's finish writes the others", async () => {
    const shadowIndexExists = async (name: string) =>
      (await t.sql(`SELECT 1 FROM pg_indexes WHERE schemaname = $1 AND indexname = $2`, [SHADOW_SCHEMA, name])).length >
      0;
    // The dashboards' finish (the counters' sum) waits, up to 15 s, for the index by day of dash_farmers, a table it
    // does not write: built only once the finish has ended, it would never come.
    let builtDuringFinish: boolean | undefined;
    const replayInPages = DashboardAggregates.prototype.replayInPages;
    const waiting = jest.spyOn(DashboardAggregates.prototype, 'replayInPages').mockImplementation(function (
      this: DashboardAggregates,
    ) {
      const replay = replayInPages.call(this);
      expect(replay.finishWrites).not.toContain('dash_farmers');
      return {
        ...replay,
        finish: async (manager) => {
          const until = Date.now() + 15_000;
          while (!(builtDuringFinish = await shadowIndexExists('dash_farmers_day')) && Date.now() < until)
            await new Promise((r) => setTimeout(r, 100));
          await replay.finish(manager);
        },
      };
    });
    const rebuilder = t.app.get(ProjectionRebuilder);
    const result = await rebuilder
      .rebuild(['dashboard-aggregates'], { swap: false })
      .finally(() => waiting.mockRestore());
    expect(builtDuringFinish).toBe(true);
    expect(await differences(result.tables)).toEqual({});
    await rebuilder.discard(result.tables);
  });

  it('rebuilds only the projections named, and refuses a name it does not know', async () => {
    const rebuilder = t.app.get(ProjectionRebuilder);
    await t.sql(`UPDATE farmers SET full_name = 'tampered'`);
    const result = await rebuilder.rebuild(['farmers']);
    expect(result.tables).toEqual(['farmers']);
    expect(await t.sql(`SELECT count(*)::int AS n FROM farmers WHERE full_name = 'tampered'`)).toEqual([{ n: 0 }]);
    await expect(rebuilder.rebuild(['farmerz'])).rejects.toThrow(/farmerz/);
  });

  it('refuses to leave out of the replay an index the tables do not have, or one that keeps rows unique', async () => {
    const shadowsOf = (later: string[]) =>
      t.app.get(DataSource).transaction((manager) => createShadowTables(manager, ['farmers', 'users'], later));
    await expect(shadowsOf(['farmers_nme_trigrams'])).rejects.toThrow(/farmers_nme_trigrams/);
    await expect(shadowsOf(['users_email'])).rejects.toThrow(/users_email/);
    const later = await shadowsOf(['farmers_name_trigrams']);
    const shadowIndexes = async () =>
      (
        await t.sql(`SELECT indexname FROM pg_indexes WHERE schemaname = $1 AND tablename = 'farmers'`, [SHADOW_SCHEMA])
      ).map((row: { indexname: string }) => row.indexname);
    expect(await shadowIndexes()).toContain('farmers_created_by');
    expect(await shadowIndexes()).not.toContain('farmers_name_trigrams');
    await finishShadowTables(t.app.get(DataSource), ['farmers', 'users'], later);
    expect(await shadowIndexes()).toContain('farmers_name_trigrams');
    await t.app.get(ProjectionRebuilder).discard(['farmers', 'users']);
  });
});
