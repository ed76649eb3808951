import { randomUUID } from 'node:crypto';
import { EventStore } from '../../src/kernel/events/event-store';
import { api, bearer, person, Person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';
import { castOf, Cast, CHANGERS, countryOf, enrolFarmer, EVERYONE, READERS, Role, tokenOf } from './scope';

let t: TestApp;
let agent: Person;

beforeAll(async () => {
  t = await startTestApp({ smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  agent = await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Musa', lastname: 'Ali' });
});
afterAll(() => t.close());

const get = (who: Person, path: string) => t.http().get(api(path)).set(bearer(who.token));

describe('reference lists', () => {
  it('are for signed-in users', async () => {
    for (const kind of ['crop', 'cpp', 'fertilizer', 'seed', 'manure', 'training', 'unit']) {
      await t
        .http()
        .get(api(`farmer-record/${kind}-types`))
        .expect(401);
      const list = await get(agent, `farmer-record/${kind}-types`).expect(200);
      expect(list.body.length).toBeGreaterThan(0);
      for (const entry of list.body)
        expect(entry).toMatchObject({
          id: expect.any(Number),
          name: expect.any(String),
          nameFr: expect.any(String),
          source: expect.any(String),
        });
    }
  });

  it('give the crops of the issue with their family in English and French', async () => {
    const crops = (await get(agent, 'farmer-record/crop-types').expect(200)).body;
    const names = crops.map((c: any) => c.name);
    for (const crop of [
      'Maize',
      'Rice',
      'Cassava',
      'Sorghum',
      'Millet',
      'Yam',
      'Cowpea',
      'Soybean',
      'Groundnut',
      'Cocoa',
      'Coffee',
      'Tea',
    ])
      expect(names).toContain(crop);
    expect(crops.find((c: any) => c.name === 'Maize')).toMatchObject({
      nameFr: 'Maïs',
      family: 'Cereals',
      familyFr: 'Céréales',
      botanicalName: 'Zea mays',
    });
    expect(crops.find((c: any) => c.name === 'Cowpea')).toMatchObject({
      nameFr: 'Niébé',
      family: 'Leguminous crops',
      familyFr: 'Légumineuses',
    });
    expect(crops.find((c: any) => c.name === 'Cassava')).toMatchObject({ family: 'Root and tuber crops' });
  });

  it('keep the fertilizer ids the spec gives: NPK 1, NPK_Specialty 8', async () => {
    const fertilizers = (await get(agent, 'farmer-record/fertilizer-types').expect(200)).body;
    expect(fertilizers.find((f: any) => f.id === 1)).toMatchObject({ code: 'NPK', name: 'NPK', grade: null });
    expect(fertilizers.find((f: any) => f.id === 8)).toMatchObject({ code: 'NPK_SPECIALTY', name: 'NPK_Specialty' });
    expect(fertilizers.find((f: any) => f.code === 'UREA')).toMatchObject({ grade: '46-0-0' });
    expect(fertilizers.find((f: any) => f.code === 'DAP')).toMatchObject({ grade: '18-46-0' });
  });

  it('give each unit its kilogram or litre equivalent, and none where no source has one', async () => {
    const units = (await get(agent, 'farmer-record/unit-types').expect(200)).body;
    const unit = (name: string) => units.find((u: any) => u.name === name);
    expect(unit('Donkeyload(30kg)')).toMatchObject({
      measure: 'MASS',
      kgPerUnit: 30,
      litrePerUnit: null,
      basis: 'SPEC_ONLY',
    });
    expect(unit('Cartload(400kg)')).toMatchObject({ kgPerUnit: 400, basis: 'SPEC_ONLY' });
    expect(unit('Gram(s)')).toMatchObject({ kgPerUnit: 0.001, basis: 'SI' });
    expect(unit('Kilogram(s)')).toMatchObject({ kgPerUnit: 1 });
    expect(unit('50 kg bag')).toMatchObject({ kgPerUnit: 50, countryIds: null, source: 'AFO-FERTINEWS' });
    expect(unit('Litre(s)')).toMatchObject({ measure: 'VOLUME', kgPerUnit: null, litrePerUnit: 1 });
    expect(unit('Mudu (congo)')).toMatchObject({ kgPerUnit: 1.5, countryIds: [1], source: 'NG-EPAR' });
    expect(unit('Olonka')).toMatchObject({ kgPerUnit: null, litrePerUnit: null, basis: 'UNKNOWN', countryIds: [2] });
  });

  it('narrow units to a country and those used everywhere', async () => {
    const kenya = (await get(agent, 'farmer-record/unit-types?countryId=5').expect(200)).body.map((u: any) => u.name);
    expect(kenya).toEqual(
      expect.arrayContaining(['Kilogram(s)', '50 kg bag', '90 kg bag', '2 kg tin', 'Donkeyload(30kg)']),
    );
    expect(kenya).not.toContain('Mudu (congo)');
    expect(kenya).not.toContain('Olonka');
    const bad = await get(agent, 'farmer-record/unit-types?countryId=abc').expect(400);
    expect(bad.body.errors[0].field).toBe('countryId');
  });
});

// ---- Planting records ---------------------------------------------------------------------------------------------------

let cast: Cast;
let farmerId: string;
let farmId: string;

const as = (who: Role, language = 'en') => {
  const headers = { ...bearer(tokenOf(cast, who)), 'Accept-Language': language, Country: countryOf(who) };
  return {
    get: (path: string) => t.http().get(api(path)).set(headers),
    post: (path: string, body?: object) => t.http().post(api(path)).set(headers).send(body),
    put: (path: string, body: object) => t.http().put(api(path)).set(headers).send(body),
    delete: (path: string) => t.http().delete(api(path)).set(headers),
  };
};
const count = async (table: string) => (await t.sql(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
const fieldsOf = (body: { errors: { field: string; message: string }[] }) =>
  Object.fromEntries(body.errors.map((e) => [e.field, e.message]));

// Reference ids from the FarmerRecordTypes migration.
const MAIZE = 1;
const COWPEA = 11;
const NPK = 1;
const UREA = 2;
const KG = 1;
const GRAM = 2;
const LITRE = 4;
const BAG_50 = 6;
const BAG_100 = 8;
const DONKEYLOAD = 10;
const CARTLOAD = 11;
const MUDU = 12;
const OLONKA = 20;

const RECORD = {
  season: 'RAINY',
  year: 2025,
  cropTypeId: MAIZE,
  sowingDate: '2025-05-14',
  trainingTypeId: 2,
  fertilizers: [
    { fertilizerTypeId: NPK, composition: '15-15-15', microNutrition: 'Zinc', quantity: 2, unitTypeId: BAG_50 },
    { fertilizerTypeId: UREA, quantity: 3, unitTypeId: DONKEYLOAD },
    { fertilizerTypeId: UREA, quantity: 4, unitTypeId: MUDU },
  ],
  manures: [{ manureTypeId: 1, quantity: 1, unitTypeId: CARTLOAD }],
  seeds: [
    { seedTypeId: 1, quantity: 250, unitTypeId: GRAM },
    { seedTypeId: 4, quantity: 2, unitTypeId: OLONKA },
  ],
  cropProtectionProducts: [
    { cppTypeId: 1, quantity: 1.5, unitTypeId: LITRE },
    { cppTypeId: 2, quantity: 500, unitTypeId: GRAM },
  ],
  previousYield: 10,
  estimatedYield: 12,
  actualYield: 11,
  yieldUnitTypeId: BAG_100,
};

const createRecord = async (overrides: Record<string, unknown> = {}, onFarm = farmId) =>
  (
    await as('agentA')
      .post('farmer-record/create', { ...RECORD, farmerId, farmId: onFarm, ...overrides })
      .expect(201)
  ).body.data;

beforeAll(async () => {
  cast = await castOf(t);
  farmerId = await enrolFarmer(t, cast.agentA);
  farmId = (
    await as('agentA')
      .post('farm/create', { farmerId, name: 'Home plot', size: 2, sizeUnit: 'HA', community: 'Kura' })
      .expect(201)
  ).body.data.id;
});

describe('planting records', () => {
  it('creates a record with every quantity also in kilograms (or litres) from the unit list', async () => {
    const created = await as('agentA')
      .post('farmer-record/create', { ...RECORD, farmerId, farmId })
      .expect(201);
    const record = created.body.data;
    expect(created.body).toMatchObject({ success: true, message: 'Planting record created.' });
    expect(record).toMatchObject({
      farmId,
      farmerId,
      createdBy: cast.agentA.id,
      season: 'RAINY',
      year: 2025,
      cropTypeId: MAIZE,
      cropName: 'Maize',
      cropFamily: 'Cereals',
      sowingDate: '2025-05-14',
      trainingName: 'Soil fertility and fertilizer use',
      // 2 bags of 50 kg = 100 kg; 3 donkeyloads of 30 kg = 90 kg; 4 mudu of 1.5 kg = 6 kg.
      fertilizers: [
        {
          fertilizerTypeId: NPK,
          typeName: 'NPK',
          composition: '15-15-15',
          microNutrition: 'Zinc',
          quantity: 2,
          unitTypeId: BAG_50,
          unitName: '50 kg bag',
          quantityKg: 100,
        },
        {
          fertilizerTypeId: UREA,
          typeName: 'Urea',
          composition: null,
          quantity: 3,
          unitName: 'Donkeyload(30kg)',
          quantityKg: 90,
        },
        { fertilizerTypeId: UREA, quantity: 4, unitName: 'Mudu (congo)', quantityKg: 6 },
      ],
      // 1 cartload of 400 kg.
      manures: [{ manureTypeId: 1, quantity: 1, quantityKg: 400 }],
      // 250 g = 0.25 kg; the olonka has no known weight, so no kilograms.
      seeds: [
        { seedTypeId: 1, quantity: 250, quantityKg: 0.25 },
        { seedTypeId: 4, quantity: 2, unitName: 'Olonka', quantityKg: null },
      ],
      // 1.5 litres stay litres; 500 g = 0.5 kg.
      cropProtectionProducts: [
        { cppTypeId: 1, quantity: 1.5, quantityKg: null, quantityLitre: 1.5 },
        { cppTypeId: 2, quantity: 500, quantityKg: 0.5, quantityLitre: null },
      ],
      // Bags of 100 kg: 10, 12 and 11 bags = 1000, 1200 and 1100 kg.
      previousYield: 10,
      estimatedYield: 12,
      actualYield: 11,
      yieldUnitName: '100 kg bag',
      previousYieldKg: 1000,
      estimatedYieldKg: 1200,
      actualYieldKg: 1100,
    });
    for (const item of [...record.fertilizers, ...record.manures, ...record.seeds, ...record.cropProtectionProducts])
      expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    const [event] = await t.sql(`SELECT type, data FROM events WHERE stream_id = $1`, [`planting-record-${record.id}`]);
    expect(event).toMatchObject({
      type: 'PlantingRecordCreated',
      data: {
        recordId: record.id,
        farmId,
        farmerId,
        season: 'RAINY',
        year: 2025,
        cropTypeId: MAIZE,
        cropFamily: 'Cereals',
        actualYieldKg: 1100,
        fertilizers: [{ fertilizerTypeId: NPK, quantityKg: 100 }, {}, {}],
      },
    });
    expect((await as('agentA').get(`farmer-record/${record.id}`).expect(200)).body).toEqual(record);
    const french = await as('agentA', 'fr').get(`farmer-record/${record.id}`).expect(200);
    expect(french.body).toMatchObject({
      cropName: 'Maïs',
      fertilizers: [{ typeName: 'NPK', unitName: 'Sac de 50 kg' }, { typeName: 'Urée' }, {}],
    });
  });

  it('makes one record of a create retried with the same id, and refuses the id with other content', async () => {
    const id = randomUUID();
    const before = await count('planting_records');
    const first = await as('agentA')
      .post('farmer-record/create', { ...RECORD, id, farmerId, farmId })
      .expect(201);
    const again = await as('agentA')
      .post('farmer-record/create', { ...RECORD, id, farmerId, farmId })
      .expect(200);
    expect(again.body.data).toEqual(first.body.data);
    const other = await as('agentA')
      .post('farmer-record/create', { ...RECORD, id, farmerId, farmId, year: 2024 })
      .expect(409);
    expect(other.body).toMatchObject({
      code: 'PLANTING_RECORD_ALREADY_EXISTS',
      message: 'A planting record with this id already exists with other details.',
    });
    expect(await count('planting_records')).toBe(before + 1);
  });

  it('refuses each invalid field with a translated message and changes nothing', async () => {
    const before = await count('events');
    const bad = await as('agentA')
      .post('farmer-record/create', {
        farmerId,
        farmId,
        season: 'WINTER',
        year: 25,
        sowingDate: '14/05/2025',
        fertilizers: [{ quantity: 0, unitTypeId: BAG_50 }],
        manures: [{ manureTypeId: 1, quantity: 2 }],
        seeds: [{ quantity: 1, unitTypeId: KG }],
        cropProtectionProducts: [{ quantity: 1, unitTypeId: LITRE }],
        actualYield: -1,
      })
      .expect(400);
    expect(fieldsOf(bad.body)).toEqual({
      season: 'Choose the season: RAINY, DRY or OTHER.',
      year: 'Enter the year as YYYY, from 1950 to next year.',
      cropTypeId: 'Choose a crop from the list.',
      sowingDate: 'Enter the sowing date as YYYY-MM-DD, from 1950 to next year.',
      'fertilizers.0.quantity': 'Enter the quantity as a number greater than 0.',
      'fertilizers.0.fertilizerTypeId': 'Choose a fertilizer type from the list.',
      'manures.0.unitTypeId': 'Choose a unit from the list.',
      'seeds.0.seedTypeId': 'Choose a seed type from the list.',
      'cropProtectionProducts.0.cppTypeId': 'Choose a crop-protection product type from the list.',
      actualYield: 'Enter the yield as a number of 0 or more.',
    });
    // Ids that pass the form but are not in the lists, a fertilizer in litres, a yield without its unit, a year too far.
    const unknown = await as('agentA')
      .post('farmer-record/create', {
        ...RECORD,
        farmerId,
        farmId,
        year: 2099,
        cropTypeId: 999,
        sowingDate: '2025-02-30',
        fertilizers: [{ fertilizerTypeId: 99, quantity: 1, unitTypeId: LITRE }],
        manures: [{ manureTypeId: 1, quantity: 1, unitTypeId: 999 }],
        yieldUnitTypeId: undefined,
      })
      .expect(400);
    expect(fieldsOf(unknown.body)).toEqual({
      year: 'Enter the year as YYYY, from 1950 to next year.',
      cropTypeId: 'Choose a crop from the list.',
      sowingDate: 'Enter the sowing date as YYYY-MM-DD, from 1950 to next year.',
      'fertilizers.0.fertilizerTypeId': 'Choose a fertilizer type from the list.',
      'fertilizers.0.unitTypeId': 'Choose a unit of weight (kilograms, bags...).',
      'manures.0.unitTypeId': 'Choose a unit from the list.',
      yieldUnitTypeId: 'Choose the unit of weight of the yields.',
    });
    const french = await as('agentA', 'fr')
      .post('farmer-record/create', { ...RECORD, farmerId, farmId, season: 'SPRING' })
      .expect(400);
    expect(french.body.errors).toEqual([{ field: 'season', message: 'Choisissez la saison : RAINY, DRY ou OTHER.' }]);
    expect(await count('events')).toBe(before);
  });

  it('answers "No farm associated with farmer" for a farm that is not the farmer’s', async () => {
    const otherFarmer = await enrolFarmer(t, cast.agentA);
    const notTheirs = await as('agentA')
      .post('farmer-record/create', { ...RECORD, farmerId: otherFarmer, farmId })
      .expect(404);
    expect(notTheirs.body).toMatchObject({ code: 'FARM_NONE_FOR_FARMER', message: 'No farm associated with farmer.' });
    const none = await as('agentA', 'fr')
      .post('farmer-record/create', { ...RECORD, farmerId, farmId: randomUUID() })
      .expect(404);
    expect(none.body.message).toBe('Aucune exploitation associée à l’agriculteur.');
  });

  it('lists a farm’s records 20 a page, latest year first', async () => {
    const farm = (
      await as('agentA')
        .post('farm/create', { farmerId, name: 'Busy plot', size: 1, sizeUnit: 'HA', community: 'Kura' })
        .expect(201)
    ).body.data.id;
    for (let year = 2000; year <= 2020; year++)
      await createRecord({ year, fertilizers: [], manures: [], seeds: [], cropProtectionProducts: [] }, farm);
    const first = await as('agentA').get(`farmer-record/farm/${farm}`).expect(200);
    expect(first.body).toMatchObject({ page: 0, size: 20, totalElements: 21, totalPages: 2 });
    expect(first.body.content.slice(0, 2).map((r: { year: number }) => r.year)).toEqual([2020, 2019]);
    expect(
      (await as('agentA').get(`farmer-record/farm/${farm}?page=1`).expect(200)).body.content.map(
        (r: { year: number }) => r.year,
      ),
    ).toEqual([2000]);
    const missing = await as('agentA').get(`farmer-record/farm/${randomUUID()}`).expect(404);
    expect(missing.body.code).toBe('FARM_NOT_FOUND');
  });

  it('saves a record: entries sent with their id stay, new ones are added, those left out go', async () => {
    const record = await createRecord();
    const [npk, urea] = record.fertilizers;
    const saved = await as('agentA')
      .put(`farmer-record/${record.id}/save`, {
        ...RECORD,
        cropTypeId: COWPEA,
        season: 'DRY',
        fertilizers: [
          { id: npk.id, fertilizerTypeId: NPK, composition: '20-10-10', quantity: 1, unitTypeId: BAG_50 },
          { fertilizerTypeId: 3, quantity: 25, unitTypeId: KG },
        ],
        actualYield: 9,
      })
      .expect(200);
    expect(saved.body).toMatchObject({
      message: 'Planting record updated.',
      data: {
        season: 'DRY',
        cropName: 'Cowpea',
        cropFamily: 'Leguminous crops',
        fertilizers: [
          { id: npk.id, composition: '20-10-10', quantity: 1, quantityKg: 50 },
          { fertilizerTypeId: 3, quantity: 25, quantityKg: 25 },
        ],
        actualYieldKg: 900,
      },
    });
    expect(saved.body.data.fertilizers.map((f: { id: string }) => f.id)).not.toContain(urea.id);
    const [event] = await t.sql(`SELECT data FROM events WHERE stream_id = $1 AND type = 'PlantingRecordSaved'`, [
      `planting-record-${record.id}`,
    ]);
    expect(event.data).toMatchObject({
      recordId: record.id,
      farmerId,
      farmId,
      season: 'DRY',
      cropTypeId: COWPEA,
      actualYieldKg: 900,
    });
    const unknownItem = await as('agentA')
      .put(`farmer-record/${record.id}/save`, {
        ...RECORD,
        fertilizers: [{ id: urea.id, fertilizerTypeId: UREA, quantity: 1, unitTypeId: KG }],
      })
      .expect(400);
    expect(unknownItem.body.errors).toEqual([
      {
        field: 'fertilizers.0.id',
        message: 'This entry is not in the planting record: leave the id out to add a new one.',
      },
    ]);
    await as('agentA').put(`farmer-record/${randomUUID()}/save`, RECORD).expect(404);
  });

  it('deletes one entry of each section on its own, and the record', async () => {
    const record = await createRecord();
    const routes = [
      ['delete-fertilizer', record.fertilizers[0].id, 'Fertilizer deleted.', 'fertilizers'],
      ['delete-manure', record.manures[0].id, 'Manure deleted.', 'manures'],
      ['delete-seed', record.seeds[1].id, 'Seed deleted.', 'seeds'],
      ['delete-cpp', record.cropProtectionProducts[0].id, 'Crop-protection product deleted.', 'cropProtectionProducts'],
    ];
    // An entry asked for through another section's route is not found.
    await as('agentA').delete(`farmer-record/delete-cpp/${record.fertilizers[0].id}`).expect(404);
    for (const [route, itemId, message, list] of routes) {
      const removed = await as('agentA').delete(`farmer-record/${route}/${itemId}`).expect(200);
      expect(removed.body).toEqual({ success: true, message, data: { id: itemId, recordId: record.id } });
      const read = (await as('agentA').get(`farmer-record/${record.id}`).expect(200)).body;
      expect(read[list].map((i: { id: string }) => i.id)).not.toContain(itemId);
      const again = await as('agentA').delete(`farmer-record/${route}/${itemId}`).expect(404);
      expect(again.body.code).toBe('PLANTING_RECORD_ITEM_NOT_FOUND');
    }
    const read = (await as('agentA').get(`farmer-record/${record.id}`).expect(200)).body;
    expect([
      read.fertilizers.length,
      read.manures.length,
      read.seeds.length,
      read.cropProtectionProducts.length,
    ]).toEqual([2, 0, 1, 1]);
    const removedEvents = await t.sql(
      `SELECT data FROM events WHERE stream_id = $1 AND type = 'PlantingRecordSectionRemoved' ORDER BY version`,
      [`planting-record-${record.id}`],
    );
    expect(removedEvents.map((e) => e.data.section)).toEqual(['FERTILIZER', 'MANURE', 'SEED', 'CPP']);

    const deleted = await as('agentA').delete(`farmer-record/delete/${record.id}`).expect(200);
    expect(deleted.body).toEqual({ success: true, message: 'Planting record deleted.', data: { id: record.id } });
    await as('agentA').get(`farmer-record/${record.id}`).expect(404);
    await as('agentA').delete(`farmer-record/delete/${record.id}`).expect(404);
    await as('agentA').delete(`farmer-record/delete-seed/${record.seeds[0].id}`).expect(404);
  });

  it('deleting a farm deletes its records', async () => {
    const farm = (
      await as('agentA')
        .post('farm/create', { farmerId, name: 'Short-lived plot', size: 1, sizeUnit: 'HA', community: 'Kura' })
        .expect(201)
    ).body.data.id;
    const record = await createRecord({}, farm);
    await as('agentA').delete(`farm/delete/${farm}`).expect(200);
    await as('agentA').get(`farmer-record/${record.id}`).expect(404);
    const types = await t.sql(`SELECT type FROM events WHERE stream_id = $1 ORDER BY version`, [
      `planting-record-${record.id}`,
    ]);
    expect(types.map((e) => e.type)).toEqual(['PlantingRecordCreated', 'PlantingRecordDeleted']);
  });

  it('takes a deleted farmer’s farms and records away with them', async () => {
    const farmer = await enrolFarmer(t, cast.agentA);
    const farm = (
      await as('agentA')
        .post('farm/create', { farmerId: farmer, name: 'Last plot', size: 1, sizeUnit: 'HA', community: 'Kura' })
        .expect(201)
    ).body.data.id;
    const record = await createRecord({ farmerId: farmer }, farm);
    await as('agentA').delete(`farmers/${farmer}`).expect(200);
    await as('agentA').get(`farmer-record/${record.id}`).expect(404);
    await as('agentA').get(`farmer-record/farm/${farm}`).expect(404);
    await as('agentA').delete(`farmer-record/delete-seed/${record.seeds[0].id}`).expect(404);
    const left = await t.sql(
      `SELECT (SELECT count(*) FROM farms WHERE farmer_id = $1)::int AS farms, (SELECT count(*) FROM planting_records WHERE farmer_id = $1)::int AS records, (SELECT count(*) FROM planting_record_items WHERE record_id = $2)::int AS items`,
      [farmer, record.id],
    );
    expect(left[0]).toEqual({ farms: 0, records: 0, items: 0 });
  });

  it('answers what the farmer planted, applied and harvested, season by season', async () => {
    const farmer = await enrolFarmer(t, cast.agentA);
    const north = (
      await as('agentA')
        .post('farm/create', { farmerId: farmer, name: 'North', size: 1, sizeUnit: 'HA', community: 'Kura' })
        .expect(201)
    ).body.data.id;
    const south = (
      await as('agentA')
        .post('farm/create', { farmerId: farmer, name: 'South', size: 1, sizeUnit: 'HA', community: 'Kura' })
        .expect(201)
    ).body.data.id;
    const empty = { fertilizers: [], manures: [], seeds: [], cropProtectionProducts: [] };
    const asFarmer = (overrides: Record<string, unknown>, farm: string) =>
      as('agentA')
        .post('farmer-record/create', { ...RECORD, ...empty, farmerId: farmer, farmId: farm, ...overrides })
        .expect(201);
    // 2025 rainy: maize on North (2 bags NPK = 100 kg, 3 donkeyloads urea = 90 kg; 11 bags of 100 kg harvested) and
    // cowpea on South (25 kg of seed, 1 litre and 200 g of CPP; 500 kg harvested).
    await asFarmer({ fertilizers: RECORD.fertilizers.slice(0, 2) }, north);
    await asFarmer(
      {
        cropTypeId: COWPEA,
        seeds: [{ seedTypeId: 1, quantity: 25, unitTypeId: KG }],
        cropProtectionProducts: [
          { cppTypeId: 1, quantity: 1, unitTypeId: LITRE },
          { cppTypeId: 2, quantity: 200, unitTypeId: GRAM },
        ],
        previousYield: null,
        estimatedYield: null,
        actualYield: 500,
        yieldUnitTypeId: KG,
      },
      south,
    );
    // 2025 dry: maize on North, with 2 olonka of seed (no known weight), no harvest yet.
    await asFarmer(
      {
        season: 'DRY',
        seeds: [{ seedTypeId: 4, quantity: 2, unitTypeId: OLONKA }],
        actualYield: null,
        estimatedYield: 8,
      },
      north,
    );
    // 2024 rainy: one cartload of manure.
    await asFarmer(
      { year: 2024, manures: [{ manureTypeId: 1, quantity: 1, unitTypeId: CARTLOAD }], actualYield: 7 },
      north,
    );

    const seasons = (await as('agentA').get(`farmer-record/farmer/${farmer}/seasons`).expect(200)).body;
    expect(seasons.map((s: { year: number; season: string }) => `${s.year} ${s.season}`)).toEqual([
      '2025 RAINY',
      '2025 DRY',
      '2024 RAINY',
    ]);
    expect(seasons[0].totals).toEqual({
      fertilizerKg: 190,
      manureKg: 0,
      seedKg: 25,
      cppKg: 0.2,
      cppLitre: 1,
      estimatedYieldKg: 1200,
      actualYieldKg: 1600,
      quantitiesWithoutKg: 0,
    });
    expect(
      seasons[0].records.map((r: { farmName: string; cropName: string }) => `${r.farmName} ${r.cropName}`),
    ).toEqual(['North Maize', 'South Cowpea']);
    expect(seasons[1].totals).toEqual({
      fertilizerKg: 0,
      manureKg: 0,
      seedKg: 0,
      cppKg: 0,
      cppLitre: 0,
      estimatedYieldKg: 800,
      actualYieldKg: 0,
      quantitiesWithoutKg: 1,
    });
    expect(seasons[2].totals).toMatchObject({ manureKg: 400, actualYieldKg: 700 });

    const nothing = await enrolFarmer(t, cast.agentA);
    expect((await as('agentA').get(`farmer-record/farmer/${nothing}/seasons`).expect(200)).body).toEqual([]);
    await as('agentA').get(`farmer-record/farmer/${randomUUID()}/seasons`).expect(404);
  });
});

describe('planting records: scope', () => {
  const refusedFor = (who: Role) => (who === 'providerOfA' || who === 'otherProvider' ? 403 : 404);

  it('lets only those who may see the farmer read their records', async () => {
    const record = await createRecord();
    for (const who of EVERYONE) {
      const may = (READERS as readonly string[]).includes(who);
      const one = await as(who).get(`farmer-record/${record.id}`);
      const ofFarm = await as(who).get(`farmer-record/farm/${farmId}`);
      const seasons = await as(who).get(`farmer-record/farmer/${farmerId}/seasons`);
      expect([who, one.status, ofFarm.status, seasons.status]).toEqual([
        who,
        ...(may ? [200, 200, 200] : [404, 404, 404]),
      ]);
      if (!may)
        expect([one.body.code, ofFarm.body.code, seasons.body.code]).toEqual([
          'PLANTING_RECORD_NOT_FOUND',
          'FARM_NOT_FOUND',
          'FARMER_NOT_FOUND',
        ]);
    }
  });

  it('lets only those who may change the farmer create, save and delete records, and changes nothing for the others', async () => {
    for (const who of EVERYONE) {
      const may = (CHANGERS as readonly string[]).includes(who);
      const refused = refusedFor(who);
      const created = await as(who).post('farmer-record/create', { ...RECORD, farmerId, farmId });
      expect([who, 'create', created.status]).toEqual([who, 'create', may ? 201 : refused]);

      const record = await createRecord();
      const before = await count('events');
      // The entries first: a save without their ids replaces them.
      const answers = [
        (await as(who).delete(`farmer-record/delete-fertilizer/${record.fertilizers[0].id}`)).status,
        (await as(who).delete(`farmer-record/delete-manure/${record.manures[0].id}`)).status,
        (await as(who).delete(`farmer-record/delete-seed/${record.seeds[0].id}`)).status,
        (await as(who).delete(`farmer-record/delete-cpp/${record.cropProtectionProducts[0].id}`)).status,
        (await as(who).put(`farmer-record/${record.id}/save`, { ...RECORD, year: 2020 })).status,
        (await as(who).delete(`farmer-record/delete/${record.id}`)).status,
      ];
      expect([who, ...answers]).toEqual([who, ...(may ? [200, 200, 200, 200, 200, 200] : Array(6).fill(refused))]);
      if (!may) {
        expect(await count('events')).toBe(before);
        expect((await as('agentA').get(`farmer-record/${record.id}`).expect(200)).body).toEqual(record);
      }
    }
  });
});

describe('rebuilding the read models', () => {
  it('replays the log into the same farms, records and entries', async () => {
    const snapshot = async () => ({
      farms: await t.sql(`SELECT * FROM farms ORDER BY id`),
      records: await t.sql(`SELECT * FROM planting_records ORDER BY id`),
      items: await t.sql(`SELECT * FROM planting_record_items ORDER BY id`),
    });
    const before = await snapshot();
    expect(before.records.length).toBeGreaterThan(20);
    await t.app.get(EventStore).rebuildProjections();
    expect(await snapshot()).toEqual(before);
  });
});
