import { randomUUID } from 'node:crypto';
import { startTestApp, TestApp } from '../support/test-app';
import { castOf, Cast, CHANGERS, countryOf, enrolFarmer, EVERYONE, READERS, Role, tokenOf } from './scope';
import { api, bearer } from './support';

let t: TestApp;
let cast: Cast;
let farmerId: string;

beforeAll(async () => {
  t = await startTestApp({ smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  cast = await castOf(t);
  farmerId = await enrolFarmer(t, cast.agentA);
});
afterAll(() => t.close());

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
const FARM = {
  name: 'Dawakin Tofa plot',
  size: 2.5,
  sizeUnit: 'ACRE',
  community: 'Dawakin Tofa',
  address: 'Behind the primary school',
  latitude: 12.0022,
  longitude: 8.592,
};
const fieldsOf = (body: { errors: { field: string; message: string }[] }) =>
  Object.fromEntries(body.errors.map((e) => [e.field, e.message]));

describe('mapping a farm', () => {
  it('creates a farm with its size kept in hectares too', async () => {
    const created = await as('agentA')
      .post('farm/create', { ...FARM, farmerId })
      .expect(201);
    expect(created.body).toEqual({
      success: true,
      message: 'Farm created.',
      data: {
        id: expect.any(String),
        farmerId,
        ...FARM,
        // 2.5 acres x 0.40468564224 ha per acre = 1.0117141056 ha
        sizeHa: 1.0117141056,
        mappedBy: cast.agentA.id,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    const [event] = await t.sql(`SELECT type, data FROM events WHERE stream_id = $1`, [`farm-${created.body.data.id}`]);
    expect(event).toMatchObject({
      type: 'FarmMapped',
      data: {
        farmId: created.body.data.id,
        farmerId,
        sizeUnit: 'ACRE',
        sizeHa: 1.0117141056,
        community: 'Dawakin Tofa',
      },
    });

    // 12,000 m² x 0.0001 = 1.2 ha; hectares stay as they are; no address or location is fine.
    const square = await as('agentA')
      .post('farm/create', { farmerId, name: 'Garden', size: 12000, sizeUnit: 'M2', community: 'Gwale' })
      .expect(201);
    expect(square.body.data).toMatchObject({ sizeHa: 1.2, address: null, latitude: null, longitude: null });
    const hectares = await as('agentA')
      .post('farm/create', { farmerId, name: 'Rice field', size: 3, sizeUnit: 'HA', community: 'Kura' })
      .expect(201);
    expect(hectares.body.data.sizeHa).toBe(3);
  });

  it('makes one farm of a create retried with the same id, and refuses the id with other details', async () => {
    const id = randomUUID();
    const before = await count('farms');
    const first = await as('agentA')
      .post('farm/create', { ...FARM, id, farmerId })
      .expect(201);
    const again = await as('agentA')
      .post('farm/create', { ...FARM, id, farmerId })
      .expect(200);
    expect(again.body.data).toEqual(first.body.data);
    const other = await as('agentA')
      .post('farm/create', { ...FARM, id, farmerId, name: 'Another plot' })
      .expect(409);
    expect(other.body).toMatchObject({
      code: 'FARM_ALREADY_EXISTS',
      message: 'A farm with this id already exists with other details.',
    });
    expect(await count('farms')).toBe(before + 1);
    expect((await t.sql(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`farm-${id}`]))[0].n).toBe(1);
  });

  it('makes one farm of the same create sent twice at once', async () => {
    const id = randomUUID();
    const answers = await Promise.all([
      as('agentA').post('farm/create', { ...FARM, id, farmerId }),
      as('agentA').post('farm/create', { ...FARM, id, farmerId }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0].body.data).toEqual(answers[1].body.data);
    expect((await t.sql(`SELECT count(*)::int AS n FROM farms WHERE id = $1`, [id]))[0].n).toBe(1);
  });

  it('refuses each invalid field with a translated message and changes nothing', async () => {
    const before = await count('events');
    const bad = await as('agentA')
      .post('farm/create', {
        farmerId,
        name: ' ',
        size: 123456789,
        sizeUnit: 'KM2',
        community: 'x'.repeat(101),
        address: 'y'.repeat(101),
        latitude: 91,
        longitude: 8,
      })
      .expect(400);
    expect(fieldsOf(bad.body)).toEqual({
      name: 'Enter the farm name.',
      size: 'Enter the size as a number greater than 0, with at most 8 digits.',
      sizeUnit: 'Choose the size unit: HA, ACRE or M2.',
      community: 'Enter the community (at most 100 characters).',
      address: 'The address may have at most 100 characters.',
      latitude: 'The latitude must be a number from -90 to 90.',
    });
    const noSize = await as('agentA')
      .post('farm/create', { farmerId, name: 'Plot', sizeUnit: 'HA', community: 'Kura' })
      .expect(400);
    expect(fieldsOf(noSize.body)).toEqual({
      size: 'Enter the size as a number greater than 0, with at most 8 digits.',
    });
    for (const size of [0, -2, 1234.56789, '12']) {
      const refused = await as('agentA')
        .post('farm/create', { ...FARM, farmerId, size })
        .expect(400);
      expect(refused.body.errors[0].field).toBe('size');
    }
    const halfLocated = await as('agentA', 'fr')
      .post('farm/create', { ...FARM, farmerId, longitude: undefined })
      .expect(400);
    expect(halfLocated.body.errors).toEqual([
      { field: 'longitude', message: 'Indiquez la latitude et la longitude, ou aucune des deux.' },
    ]);
    const french = await as('agentA', 'fr')
      .post('farm/create', { ...FARM, farmerId, sizeUnit: 'acre' })
      .expect(400);
    expect(french.body.errors).toEqual([
      { field: 'sizeUnit', message: 'Choisissez l’unité de superficie : HA, ACRE ou M2.' },
    ]);
    // Eight digits are fine, decimals included.
    await as('agentA')
      .post('farm/create', { ...FARM, farmerId, size: 1234.5678, sizeUnit: 'HA' })
      .expect(201);
    expect(await count('events')).toBe(before + 1);
  });
});

describe('editing, listing and deleting farms', () => {
  it('edits a farm and keeps its hectares in step', async () => {
    const farm = (
      await as('agentA')
        .post('farm/create', { ...FARM, farmerId })
        .expect(201)
    ).body.data;
    const edited = await as('agentA')
      .put(`farm/edit/${farm.id}`, { ...FARM, size: 40000, sizeUnit: 'M2', address: null })
      .expect(200);
    expect(edited.body).toMatchObject({
      message: 'Farm updated.',
      data: { id: farm.id, size: 40000, sizeUnit: 'M2', sizeHa: 4, address: null, name: FARM.name },
    });
    const [event] = await t.sql(`SELECT data FROM events WHERE stream_id = $1 AND type = 'FarmEdited'`, [
      `farm-${farm.id}`,
    ]);
    expect(event.data).toMatchObject({
      farmId: farm.id,
      farmerId,
      changed: ['size', 'sizeUnit', 'address'],
      sizeHa: 4,
    });
    const invalid = await as('agentA')
      .put(`farm/edit/${farm.id}`, { ...FARM, community: '' })
      .expect(400);
    expect(fieldsOf(invalid.body)).toEqual({ community: 'Enter the community (at most 100 characters).' });
    await as('agentA').put(`farm/edit/${randomUUID()}`, FARM).expect(404);
    await as('agentA').put('farm/edit/not-a-uuid', FARM).expect(400);
  });

  it('lists a farmer’s farms 20 a page, in the order they were mapped', async () => {
    const other = await enrolFarmer(t, cast.agentA);
    const empty = await as('agentA').get(`farm/farmer/${other}`).expect(200);
    expect(empty.body).toEqual({ content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 });
    for (let i = 1; i <= 21; i++)
      await as('agentA')
        .post('farm/create', { farmerId: other, name: `Plot ${i}`, size: i, sizeUnit: 'HA', community: 'Kura' })
        .expect(201);
    const first = await as('agentA').get(`farm/farmer/${other}`).expect(200);
    expect(first.body).toMatchObject({ page: 0, size: 20, totalElements: 21, totalPages: 2 });
    expect(first.body.content.map((f: { name: string }) => f.name).slice(0, 3)).toEqual(['Plot 1', 'Plot 2', 'Plot 3']);
    const second = await as('agentA').get(`farm/farmer/${other}?page=1`).expect(200);
    expect(second.body.content.map((f: { name: string }) => f.name)).toEqual(['Plot 21']);
    // Their hectares add up: 1 + 2 + ... + 21 = 231 ha.
    const [{ total }] = await t.sql(`SELECT sum(size_ha)::float AS total FROM farms WHERE farmer_id = $1`, [other]);
    expect(total).toBe(231);
    await as('agentA').get(`farm/farmer/${randomUUID()}`).expect(404);
  });

  it('deletes a farm', async () => {
    const farm = (
      await as('agentA')
        .post('farm/create', { ...FARM, farmerId })
        .expect(201)
    ).body.data;
    const deleted = await as('agentA').delete(`farm/delete/${farm.id}`).expect(200);
    expect(deleted.body).toEqual({ success: true, message: 'Farm deleted.', data: { id: farm.id } });
    const listed = await as('agentA').get(`farm/farmer/${farmerId}?size=200`).expect(200);
    expect(listed.body.content.map((f: { id: string }) => f.id)).not.toContain(farm.id);
    await as('agentA').delete(`farm/delete/${farm.id}`).expect(404);
    await as('agentA').put(`farm/edit/${farm.id}`, FARM).expect(404);
  });
});

describe('scope', () => {
  it('lets only those who may see the farmer list their farms', async () => {
    for (const who of EVERYONE) {
      const answer = await as(who).get(`farm/farmer/${farmerId}`);
      expect([who, answer.status]).toEqual([who, (READERS as readonly string[]).includes(who) ? 200 : 404]);
      if (answer.status === 404) expect(answer.body.code).toBe('FARMER_NOT_FOUND');
    }
  });

  it('lets only those who may change the farmer map, edit and delete their farms, and changes nothing for the others', async () => {
    for (const who of EVERYONE) {
      const may = (CHANGERS as readonly string[]).includes(who);
      const before = await count('events');
      // Input providers read farmers but their role changes none (403 whatever the farmer); others outside the scope: 404.
      const refused = who.endsWith('Provider') || who === 'providerOfA' ? 403 : 404;
      const created = await as(who).post('farm/create', { ...FARM, farmerId, name: `Plot of ${who}` });
      expect([who, created.status]).toEqual([who, may ? 201 : refused]);
      if (refused === 404 && !may) expect(created.body.code).toBe('FARMER_NOT_FOUND');

      const farm = (
        await as('agentA')
          .post('farm/create', { ...FARM, farmerId, name: `Target for ${who}` })
          .expect(201)
      ).body.data;
      const afterSetup = await count('events');
      const edited = await as(who).put(`farm/edit/${farm.id}`, { ...FARM, name: 'Renamed' });
      const deleted = await as(who).delete(`farm/delete/${farm.id}`);
      expect([who, edited.status, deleted.status]).toEqual([who, may ? 200 : refused, may ? 200 : refused]);
      if (!may) {
        if (refused === 404)
          expect([edited.body.code, deleted.body.code]).toEqual(['FARM_NOT_FOUND', 'FARM_NOT_FOUND']);
        expect(await count('events')).toBe(afterSetup);
        expect((await t.sql(`SELECT name FROM farms WHERE id = $1`, [farm.id]))[0].name).toBe(`Target for ${who}`);
      } else {
        expect(await count('events')).toBe(before + 4);
      }
    }
  });

  it('answers 404 for a farmer nobody may reach, as for none', async () => {
    const missing = await as('admin')
      .post('farm/create', { ...FARM, farmerId: randomUUID() })
      .expect(404);
    expect(missing.body.code).toBe('FARMER_NOT_FOUND');
  });
});
