import { EventStore } from '../../src/kernel/events/event-store';
import { startTestApp, TestApp } from '../support/test-app';
import {
  api,
  bearer,
  bringAgent,
  farmerBody,
  GHANA,
  invitationKeyMailedTo,
  Lists,
  listsOf,
  monitor,
  NIGERIA,
  PDF,
  person,
  Person,
  Place,
  placeIn,
  redeem,
} from './support';

/*
 * Who reads and who changes a farmer (spec section 6): administrators everything; platform managers the countries
 * they monitor; an agent the farmers they enrolled; an input provider, read-only, the farmers of the agents it brought
 * to the platform; a farmer, read-only, their own record. Anyone else finds nothing (404) and changes nothing.
 */

let t: TestApp;
let superAdmin: string;
let place: Place;
let lists: Lists;
let farmerId: string;
let entryId: string;
const who: Record<string, Person & { country?: string }> = {};

const call = (name: string, method: 'get' | 'put' | 'post' | 'delete', path: string, body?: object) => {
  const caller = who[name];
  const request = t.http()[method](api(path)).set(bearer(caller.token));
  if (caller.country) request.set('Country', caller.country);
  return body ? request.send(body) : request;
};
const eventsOf = async (streamId: string) =>
  (await t.sql(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [streamId]))[0].n as number;

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await t.login();
  place = await placeIn(t, NIGERIA);
  lists = await listsOf(t, superAdmin, NIGERIA);
  who.admin = await person(t, 'ROLE_ADMIN');
  who.managerOfNigeria = await person(t, 'ROLE_PLATFORM_MANAGER');
  who.managerOfGhana = { ...(await person(t, 'ROLE_PLATFORM_MANAGER', { countryId: GHANA })), country: 'Ghana' };
  await monitor(t, superAdmin, who.managerOfNigeria, [NIGERIA]);
  await monitor(t, superAdmin, who.managerOfGhana, [GHANA]);
  who.agentA = await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Musa', lastname: 'Ali' });
  who.agentB = await person(t, 'ROLE_EXTENSION_AGENT');
  who.providerOfA = await person(t, 'ROLE_INPUT_PROVIDER', { company: 'Green Inputs' });
  who.otherProvider = await person(t, 'ROLE_INPUT_PROVIDER', { company: 'Far Inputs' });
  who.farmer = await person(t, 'ROLE_FARMER', { email: 'farmer.self@example.com' });
  await bringAgent(t, who.providerOfA, who.agentA, place);

  // Agent A enrols a farmer with consent and invites them; the farmer's account accepts the invitation.
  const request = t.http().post(api('farmers')).set(bearer(who.agentA.token));
  const body = farmerBody(place, lists, {
    fullName: 'Halima Bello',
    email: 'halima.bello@example.com',
    phone: '08035550000',
    inviteToPlatform: true,
    consentFirstName: 'Halima',
    consentIdNumber: 'NIN-778899',
    agreeAuthorisation: true,
    agreePersonalDataTransfer: true,
    agreeAccountCreation: true,
  });
  for (const [key, value] of Object.entries(body)) request.field(key, String(value));
  const created = await request
    .attach('consentForm', PDF, { filename: 'consent.pdf', contentType: 'application/pdf' })
    .expect(201);
  farmerId = created.body.data.id;
  expect(created.body.data).toMatchObject({ invitedToPlatform: true, userId: null });
  await redeem(t, await invitationKeyMailedTo(t, 'halima.bello@example.com'), who.farmer);
  entryId = (
    await call('agentA', 'post', 'farmers-history', {
      farmerId,
      kind: 'VISIT',
      date: '2026-03-10',
      title: 'First visit',
      notes: 'Plot walk',
    }).expect(201)
  ).body.data.id;
});
afterAll(() => t.close());

it("links the farmer's account once they accept the invitation", async () => {
  const farmer = (await call('agentA', 'get', `farmers/${farmerId}`).expect(200)).body;
  expect(farmer.userId).toBe(who.farmer.id);
  const log = (await call('agentA', 'get', `farmers/${farmerId}/changes`).expect(200)).body;
  expect(log[0]).toMatchObject({ change: 'LINKED_TO_ACCOUNT', fields: [{ field: 'userId', value: who.farmer.id }] });
});

const READERS = ['admin', 'managerOfNigeria', 'agentA', 'providerOfA', 'farmer'];
const CHANGERS = ['admin', 'managerOfNigeria', 'agentA'];
/** Those who hold no edit permission are refused by it (403) whatever the farmer; the others out of scope find none. */
const WITHOUT_EDIT = ['providerOfA', 'otherProvider', 'farmer'];
const EVERYONE = [
  'admin',
  'managerOfNigeria',
  'managerOfGhana',
  'agentA',
  'agentB',
  'providerOfA',
  'otherProvider',
  'farmer',
];

describe.each(EVERYONE)('%s', (name) => {
  const reads = READERS.includes(name);
  const changes = CHANGERS.includes(name);

  it(
    reads ? 'reads the farmer, their consent form, history and change log' : 'finds no such farmer (404) on every read',
    async () => {
      const status = reads ? 200 : 404;
      await call(name, 'get', `farmers/${farmerId}`).expect(status);
      await call(name, 'get', `farmers/${farmerId}/consent-form`).expect(status);
      await call(name, 'get', `farmers/${farmerId}/changes`).expect(status);
      await call(name, 'get', `farmers-history/${farmerId}`).expect(status);
      await call(name, 'get', `farmers-history/get/${entryId}`).expect(status);
      if (!reads) expect((await call(name, 'get', `farmers/${farmerId}`)).body.code).toBe('FARMER_NOT_FOUND');
    },
  );

  it(changes ? 'changes the farmer and their history' : 'changes nothing', async () => {
    const farmerEvents = await eventsOf(`farmer-${farmerId}`);
    const entryEvents = await eventsOf(`farmer-history-entry-${entryId}`);
    const refused = WITHOUT_EDIT.includes(name) ? 403 : 404;
    const update = farmerBody(place, lists, {
      fullName: `Halima Bello`,
      email: 'halima.bello@example.com',
      phone: '08035550000',
      community: `Changed by ${name}`,
      consentFirstName: 'Halima',
      consentIdNumber: 'NIN-778899',
      agreeAuthorisation: true,
      agreePersonalDataTransfer: true,
      agreeAccountCreation: true,
    });
    await call(name, 'put', `farmers/${farmerId}`, update).expect(changes ? 200 : refused);
    await call(name, 'put', `farmers-history/${entryId}`, {
      kind: 'VISIT',
      date: '2026-03-10',
      title: `Visit seen by ${name}`,
    }).expect(changes ? 200 : refused);
    await call(name, 'post', 'farmers-history', {
      farmerId,
      kind: 'NOTE',
      date: '2026-03-11',
      title: `Note by ${name}`,
    }).expect(changes ? 201 : refused);
    if (!changes) {
      await call(name, 'delete', `farmers/${farmerId}`).expect(WITHOUT_EDIT.includes(name) ? 403 : 404);
      expect(await eventsOf(`farmer-${farmerId}`)).toBe(farmerEvents);
      expect(await eventsOf(`farmer-history-entry-${entryId}`)).toBe(entryEvents);
      expect((await call('agentA', 'get', `farmers/${farmerId}`).expect(200)).body.community).not.toBe(
        `Changed by ${name}`,
      );
    } else {
      expect((await call('agentA', 'get', `farmers/${farmerId}`).expect(200)).body.community).toBe(
        `Changed by ${name}`,
      );
    }
  });
});

describe('lists', () => {
  const ids = (body: { content: { id: string }[] }) => body.content.map((f) => f.id);

  it('"created by me": one\'s own list; administrators and platform managers may open an agent\'s', async () => {
    expect(ids((await call('agentA', 'get', `farmers/index/${who.agentA.id}`).expect(200)).body)).toEqual([farmerId]);
    expect(ids((await call('agentB', 'get', `farmers/index/${who.agentB.id}`).expect(200)).body)).toEqual([]);
    expect((await call('agentB', 'get', `farmers/index/${who.agentA.id}`).expect(404)).body.code).toBe(
      'FARMER_LIST_NOT_FOUND',
    );
    expect(ids((await call('admin', 'get', `farmers/index/${who.agentA.id}`).expect(200)).body)).toEqual([farmerId]);
    expect(ids((await call('managerOfNigeria', 'get', `farmers/index/${who.agentA.id}`).expect(200)).body)).toEqual([
      farmerId,
    ]);
    expect(ids((await call('managerOfGhana', 'get', `farmers/index/${who.agentA.id}`).expect(200)).body)).toEqual([]);
  });

  it("a country's farmers: administrators, and platform managers of that country", async () => {
    const page = (await call('admin', 'get', `farmers/index/country-farmers/${NIGERIA}`).expect(200)).body;
    expect(page).toMatchObject({ page: 0, size: 10, totalElements: 1, totalPages: 1 });
    expect(
      ids((await call('managerOfNigeria', 'get', `farmers/index/country-farmers/${NIGERIA}`).expect(200)).body),
    ).toEqual([farmerId]);
    expect(
      (await call('managerOfGhana', 'get', `farmers/index/country-farmers/${NIGERIA}`).expect(404)).body.code,
    ).toBe('FARMER_COUNTRY_NOT_FOUND');
    await call('agentA', 'get', `farmers/index/country-farmers/${NIGERIA}`).expect(404);
    expect(
      ids((await call('managerOfGhana', 'get', `farmers/index/country-farmers/${GHANA}`).expect(200)).body),
    ).toEqual([]);
  });

  it('the farmers referred to an input provider by the agents it brought', async () => {
    expect(
      ids((await call('providerOfA', 'get', `farmers/sharing/ip/${who.providerOfA.id}`).expect(200)).body),
    ).toEqual([farmerId]);
    expect(
      ids((await call('providerOfA', 'get', `farmers/index-shared/${who.providerOfA.id}`).expect(200)).body),
    ).toEqual([farmerId]);
    await call('otherProvider', 'get', `farmers/sharing/ip/${who.providerOfA.id}`).expect(404);
    await call('otherProvider', 'get', `farmers/index-shared/${who.providerOfA.id}`).expect(404);
    expect(
      ids((await call('otherProvider', 'get', `farmers/sharing/ip/${who.otherProvider.id}`).expect(200)).body),
    ).toEqual([]);
    await call('agentB', 'get', `farmers/sharing/ip/${who.providerOfA.id}`).expect(404);
  });

  it("the same farmers for the input provider's staff, by the provider's id or a staff member's", async () => {
    who.staffOfA = await person(t, 'ROLE_INPUT_PROVIDER_STAFF', { employerId: who.providerOfA.id, firstname: 'Sani' });
    await call('staffOfA', 'get', `farmers/sharing/ip/${who.providerOfA.id}`).expect(403);
    await call('providerOfA', 'post', 'permissions', { userId: who.staffOfA.id, permissions: ['farmers:view'] }).expect(
      200,
    );
    expect(ids((await call('staffOfA', 'get', `farmers/sharing/ip/${who.providerOfA.id}`).expect(200)).body)).toEqual([
      farmerId,
    ]);
    expect(ids((await call('staffOfA', 'get', `farmers/index-shared/${who.staffOfA.id}`).expect(200)).body)).toEqual([
      farmerId,
    ]);
    expect(ids((await call('providerOfA', 'get', `farmers/index-shared/${who.staffOfA.id}`).expect(200)).body)).toEqual(
      [farmerId],
    );
    await call('otherProvider', 'get', `farmers/index-shared/${who.staffOfA.id}`).expect(404);
    await call('staffOfA', 'get', `farmers/sharing/ip/${who.otherProvider.id}`).expect(404);
  });

  it('farmers who are platform users, within what each may see', async () => {
    expect(ids((await call('admin', 'get', 'users/farmers').expect(200)).body)).toEqual([farmerId]);
    expect(ids((await call('agentA', 'get', 'users/farmers').expect(200)).body)).toEqual([farmerId]);
    expect(ids((await call('agentB', 'get', 'users/farmers').expect(200)).body)).toEqual([]);
  });

  it('counts the farmers agents enrolled per state and LGA, for those who oversee the country', async () => {
    const rows = (await call('admin', 'get', `farmers/farmers-created-by-eas-per-lga?countryId=${NIGERIA}`).expect(200))
      .body;
    expect(rows).toEqual([
      {
        stateId: place.stateId,
        stateName: expect.any(String),
        cityId: place.cityId,
        cityName: expect.any(String),
        count: 1,
      },
    ]);
    await call('managerOfGhana', 'get', `farmers/farmers-created-by-eas-per-lga?countryId=${NIGERIA}`).expect(404);
  });
});

it('rebuilds the farmers read models from the log exactly', async () => {
  const snapshot = async () => ({
    farmers: await t.sql(`SELECT * FROM farmers ORDER BY id`),
    lists: await t.sql(`SELECT * FROM farmer_reference_items ORDER BY id`),
    agents: await t.sql(`SELECT * FROM farmer_agent_affiliations ORDER BY invitation_id`),
    history: await t.sql(`SELECT * FROM farmer_history_entries ORDER BY id`),
  });
  const before = await snapshot();
  expect(before.farmers).toHaveLength(1);
  expect(before.farmers[0]).toMatchObject({ full_name: 'Halima Bello', user_id: who.farmer.id });
  expect(before.agents).toEqual([
    expect.objectContaining({ organisation_id: who.providerOfA.id, agent_id: who.agentA.id }),
  ]);
  await t.sql(`UPDATE farmers SET full_name = 'tampered'`);
  await t.sql(`DELETE FROM farmer_history_entries`);
  await t.sql(`DELETE FROM farmer_agent_affiliations`);
  const result = await t.app.get(EventStore).rebuildProjections();
  expect(result.projections).toEqual(
    expect.arrayContaining([
      'farmers',
      'farmer-reference-items',
      'farmer-agent-affiliations',
      'farmer-history-entries',
    ]),
  );
  expect(await snapshot()).toEqual(before);
});
