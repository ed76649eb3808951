import { NEAREST_HUBS } from '../../src/advisory/hubs/queries/hub.queries';
import { api, bearer, Person, person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
let farmer: Person;
let manager: Person;
let place: { kano: number; kanoCity: number; lagos: number; lagosCity: number; ghanaState: number };

const eventCount = async () => Number((await t.sql(`SELECT count(*) AS n FROM events`))[0].n);
const KANO = { latitude: 12.0022, longitude: 8.592 };
const LAGOS = { latitude: 6.5244, longitude: 3.3792 };
const ABUJA = { latitude: 9.0765, longitude: 7.3986 };

beforeAll(async () => {
  t = await startTestApp({ workers: false, smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await t.login();
  farmer = await person(t, 'ROLE_FARMER');
  manager = await person(t, 'ROLE_PLATFORM_MANAGER');
  const cityOf = async (state: string) =>
    (
      await t.sql<{ id: number; state_id: number }>(
        `SELECT c.id, c.state_id FROM cities c JOIN states s ON s.id = c.state_id WHERE s.country_id = 1 AND s.name = $1 AND c.listed ORDER BY c.id LIMIT 1`,
        [state],
      )
    )[0];
  const [kano, lagos] = [await cityOf('Kano'), await cityOf('Lagos')];
  const [ghana] = await t.sql<{ id: number }>(`SELECT id FROM states WHERE country_id = 2 ORDER BY id LIMIT 1`);
  place = { kano: kano.state_id, kanoCity: kano.id, lagos: lagos.state_id, lagosCity: lagos.id, ghanaState: ghana.id };
});
afterAll(() => t.close());

const create = (body: object, token = admin) => t.http().post(api('farm-fortune-hubs')).set(bearer(token)).send(body);
const get = (path: string, token = farmer.token) => t.http().get(api(path)).set(bearer(token));

describe('farm-fortune hubs', () => {
  let kanoHub: number;
  let lagosHub: number;
  let abujaHub: number;

  it('lets administrators open hubs, and checks what they send', async () => {
    const opened = await create({
      name: 'Kura Hub',
      stateId: place.kano,
      cityId: place.kanoCity,
      address: 'Kura market road',
      phone: '+2348031234567',
      ...KANO,
    }).expect(201);
    expect(opened.body).toMatchObject({ success: true, message: 'Farm-fortune hub "Kura Hub" created.' });
    expect(opened.body.data).toMatchObject({
      name: 'Kura Hub',
      countryId: 1,
      stateId: place.kano,
      cityId: place.kanoCity,
      open: true,
      latitude: KANO.latitude,
      longitude: KANO.longitude,
    });
    kanoHub = opened.body.data.id;
    lagosHub = (
      await create({ name: 'Ikeja Hub', stateId: place.lagos, address: 'Allen Avenue', ...LAGOS }).expect(201)
    ).body.data.id;
    abujaHub = (await create({ name: 'Abuja Hub', stateId: place.lagos, address: 'Garki', ...ABUJA }).expect(201)).body
      .data.id;

    const before = await eventCount();
    const taken = await create({ name: 'kura hub', stateId: place.kano, address: 'Elsewhere', ...KANO }).expect(409);
    expect(taken.body).toMatchObject({
      code: 'HUB_NAME_TAKEN',
      errors: [{ field: 'name', message: 'A hub of this name already exists in this country.' }],
    });
    const wrongCity = await create({
      name: 'New Hub',
      stateId: place.kano,
      cityId: place.lagosCity,
      address: 'x',
      ...KANO,
    }).expect(400);
    expect(wrongCity.body.errors).toEqual([{ field: 'cityId', message: 'Choose a local area of the chosen state.' }]);
    const bad = await t
      .http()
      .post(api('farm-fortune-hubs'))
      .set(bearer(admin))
      .set('Accept-Language', 'fr')
      .send({ name: '', stateId: place.kano, address: 'x', latitude: 91, longitude: 8 })
      .expect(400);
    expect([...new Set(bad.body.errors.map((e: { field: string }) => e.field))].sort()).toEqual(['latitude', 'name']);
    await create({ name: 'Farmer Hub', stateId: place.kano, address: 'x', ...KANO }, farmer.token).expect(403);
    await create({ name: 'Manager Hub', stateId: place.kano, address: 'x', ...KANO }, manager.token).expect(403);
    expect(await eventCount()).toBe(before);
  });

  it('lists the open hubs of the country by name, and counts them', async () => {
    const page = (await get('farm-fortune-hubs').expect(200)).body;
    expect(page).toMatchObject({ page: 0, size: 20, totalElements: 3, totalPages: 1 });
    expect(page.content.map((h: { name: string }) => h.name)).toEqual(['Abuja Hub', 'Ikeja Hub', 'Kura Hub']);
    expect(
      (await get(`farm-fortune-hubs?stateId=${place.kano}`).expect(200)).body.content.map((h: { id: number }) => h.id),
    ).toEqual([kanoHub]);
    expect((await get('farm-fortune-hubs/count').expect(200)).body).toEqual({ count: 3 });
    expect((await get('farm-fortune-hubs/count?countryId=2').expect(200)).body).toEqual({ count: 0 });
    expect((await get(`farm-fortune-hubs/${lagosHub}`).expect(200)).body).toMatchObject({
      id: lagosHub,
      name: 'Ikeja Hub',
    });
    await t.http().get(api('farm-fortune-hubs')).expect(401);
  });

  it('finds the nearest open hubs first, with their distance in km', async () => {
    // From Ibadan: Lagos (~110 km), then Abuja (~450 km), then Kano (~720 km).
    const near = (await get('farm-fortune-hubs/nearest?latitude=7.3775&longitude=3.947').expect(200)).body;
    expect(near.map((h: { id: number }) => h.id)).toEqual([lagosHub, abujaHub, kanoHub]);
    expect(near[0].distance).toBeGreaterThan(90);
    expect(near[0].distance).toBeLessThan(130);
    expect(near[2].distance).toBeGreaterThan(650);
    expect(
      (await get('farm-fortune-hubs/nearest?latitude=7.3775&longitude=3.947&size=1').expect(200)).body,
    ).toHaveLength(1);
    const bad = await get('farm-fortune-hubs/nearest?latitude=95&longitude=3').expect(400);
    expect(bad.body.errors[0].field).toBe('latitude');
    await get('farm-fortune-hubs/nearest').expect(400);
  });

  it('lets administrators edit, close and reopen a hub; a closed hub is out of the lists for farmers', async () => {
    const edited = await t
      .http()
      .put(api(`farm-fortune-hubs/${abujaHub}`))
      .set(bearer(admin))
      .send({ name: 'Garki Hub', stateId: place.lagos, address: 'Garki Area 11', ...ABUJA })
      .expect(200);
    expect(edited.body.data).toMatchObject({ name: 'Garki Hub', address: 'Garki Area 11' });
    const closed = await t
      .http()
      .put(api(`farm-fortune-hubs/${abujaHub}/status`))
      .set(bearer(admin))
      .send({ open: false })
      .expect(200);
    expect(closed.body).toMatchObject({ message: 'Farm-fortune hub "Garki Hub" closed.', data: { open: false } });
    expect((await get('farm-fortune-hubs/count').expect(200)).body).toEqual({ count: 2 });
    expect(
      (await get('farm-fortune-hubs/nearest?latitude=9&longitude=7.4').expect(200)).body.map(
        (h: { id: number }) => h.id,
      ),
    ).toEqual([kanoHub, lagosHub]);
    expect((await get(`farm-fortune-hubs/${abujaHub}`).expect(404)).body.code).toBe('HUB_NOT_FOUND');
    expect((await get('farm-fortune-hubs?includeClosed=true').expect(200)).body.totalElements).toBe(2);
    expect((await get('farm-fortune-hubs?includeClosed=true', admin).expect(200)).body.totalElements).toBe(3);
    expect((await get(`farm-fortune-hubs/${abujaHub}`, admin).expect(200)).body.open).toBe(false);
    await t
      .http()
      .put(api(`farm-fortune-hubs/${abujaHub}/status`))
      .set(bearer(farmer.token))
      .send({ open: true })
      .expect(403);
    await t
      .http()
      .put(api(`farm-fortune-hubs/${abujaHub}/status`))
      .set(bearer(admin))
      .send({ open: true })
      .expect(200);
    expect((await get('farm-fortune-hubs/count').expect(200)).body).toEqual({ count: 3 });
    expect(
      (await t.http().put(api('farm-fortune-hubs/999999/status')).set(bearer(admin)).send({ open: true }).expect(404))
        .body.code,
    ).toBe('HUB_NOT_FOUND');
    const renameClash = await t
      .http()
      .put(api(`farm-fortune-hubs/${abujaHub}`))
      .set(bearer(admin))
      .send({ name: 'Kura Hub', stateId: place.lagos, address: 'x', ...ABUJA })
      .expect(409);
    expect(renameClash.body.code).toBe('HUB_NAME_TAKEN');
  });

  it('keeps a hub in the country of its state', async () => {
    const ghana = await create({
      name: 'Tamale Hub',
      stateId: place.ghanaState,
      address: 'Tamale',
      latitude: 9.4,
      longitude: -0.85,
    }).expect(201);
    expect(ghana.body.data.countryId).toBe(2);
    expect(
      (await t.http().get(api('farm-fortune-hubs/count')).set(bearer(admin)).set('Country', 'Ghana').expect(200)).body,
    ).toEqual({ count: 1 });
    expect((await get('farm-fortune-hubs/count').expect(200)).body).toEqual({ count: 3 });
  });

  it('finds the same nearest hubs, in the same order and at the same distance, as the nearest-neighbour search of the database', async () => {
    let seed = 11;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
    const inNigeria = () => ({
      latitude: Math.round((4.5 + random() * 8.5) * 1e4) / 1e4,
      longitude: Math.round((3 + random() * 11) * 1e4) / 1e4,
    });
    for (let i = 0; i < 25; i++)
      await create({ name: `Survey Hub ${i}`, stateId: place.kano, address: `Plot ${i}`, ...inNigeria() }).expect(201);
    // Two hubs at one place: the smaller id first.
    for (const name of ['Twin Hub A', 'Twin Hub B'])
      await create({ name, stateId: place.kano, address: 'Twin road', latitude: 10.5, longitude: 7.4 }).expect(201);
    for (const point of [{ latitude: 10.5, longitude: 7.4 }, ...Array.from({ length: 20 }, inNigeria)]) {
      const answer = (
        await get(`farm-fortune-hubs/nearest?latitude=${point.latitude}&longitude=${point.longitude}&size=8`).expect(
          200,
        )
      ).body;
      const database = await t.sql<{ id: number; distance: number }>(NEAREST_HUBS, [
        point.latitude,
        point.longitude,
        8,
      ]);
      expect(answer.map((h: { id: number; distance: number }) => [h.id, h.distance])).toEqual(
        database.map((h) => [h.id, Number(h.distance)]),
      );
    }
  });
});
