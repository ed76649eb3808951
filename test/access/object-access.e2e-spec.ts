import { api, bearer, decideProduct, Person, PNG, registerPerson, submitProduct } from '../support/catalogue';
import { farmerBody, listsOf, NIGERIA, placeIn } from '../farmers/support';
import { describeOperation, Operation, operations, sampleOf } from '../support/openapi-walk';
import { OpenMeteoReplay, weatherEnv } from '../support/open-meteo-replay';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Object-level access, generated from openapi.json: the objects of one party (a product awaiting approval, a
 * quotation, an order, a visit, a staff member, a salesman, a catalogue entry, a person's own profile) are
 * created, and a farmer with a farm and a planting record enrolled by an extension agent (who is no party to
 * anything else), then every route that takes an id is called with them. Where the owner can read an object, every
 * other party gets 403 or 404; no other party can change one (never 2xx, nothing written). A new route that
 * forgets the check fails here the day it is declared.
 */
// It grows with every route that takes an id, and shares two cores with the rest of the suite.
jest.setTimeout(600_000);

interface Party {
  name: string;
  person: Person | null;
  token: string;
}

interface OwnedObject {
  kind: string;
  /** The value of each id-like path parameter, by name ('id' for the object itself). */
  ids: Record<string, string>;
  /** Who may see it: its owner first, then the other parties to it (a buyer, a requester). */
  parties: Party[];
}

/**
 * Routes whose id names someone the caller asks about, not an object they would read: they answer for the
 * caller's own relation to that person, so a 2xx reveals nothing of anyone else's.
 */
const ABOUT_THE_CALLER = new Set([
  'GET /api/v1/partners/isAffiliated/{id}', // "am I affiliated with this input provider?"
  'GET /api/v1/partners/isPending/{id}', // "have I a pending request to this input provider?"
]);

let t: TestApp;
let parties: Party[];
const weather = new OpenMeteoReplay();
let owned: OwnedObject[];

const call = (operation: Operation, party: Party, url: string) => {
  const request = (t.http() as any)[operation.method](url).set(bearer(party.token)).set('Accept', 'application/json');
  return operation.body?.mediaType === 'application/json'
    ? request.send(sampleOf(operation.body.schema) ?? {})
    : request;
};

beforeAll(async () => {
  t = await startTestApp({
    workers: false,
    smtp: false,
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...weatherEnv(await weather.start()) },
  });
  const admin = await t.login();
  const party = async (name: string, role: string, company: string | null = null): Promise<Party> => {
    const person = await registerPerson(t, role, company);
    return { name, person, token: person.token };
  };
  const seller = await party('input provider', 'ROLE_INPUT_PROVIDER', 'Owner Inputs Ltd');
  const otherSeller = await party('other input provider', 'ROLE_INPUT_PROVIDER', 'Rival Inputs Ltd');
  const distributor = await party('distributor', 'ROLE_DISTRIBUTOR', 'Owner Distribution');
  const retailer = await party('retailer', 'ROLE_RETAILER', 'Corner Agro Shop');
  const farmer = await party('farmer', 'ROLE_FARMER');
  parties = [seller, otherSeller, distributor, retailer, farmer];
  const as = (who: Party) => ({
    post: (path: string, body: object) => t.http().post(api(path)).set(bearer(who.token)).send(body),
  });
  const created = async (response: Promise<any>, what: string) => {
    const answer = await response;
    if (answer.status !== 201 && answer.status !== 200)
      throw new Error(`${what} not created: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data ?? answer.body;
  };

  const pending = await submitProduct(t, seller.person!, { name: 'Unapproved Urea' });
  const [photo] = (
    await t
      .http()
      .get(api(`products/${pending.id}/photos`))
      .set(bearer(seller.token))
      .expect(200)
  ).body;
  const sold = await submitProduct(t, seller.person!, { name: 'Traded NPK' });
  await decideProduct(t, admin, sold.id, 'APPROVED');

  const quotation = await created(
    as(distributor).post('quotes', { productId: sold.id, quantity: 10, comment: 'Price for 10 bags?' }),
    'quotation',
  );
  const order = await created(
    as(retailer).post('product/request', {
      productId: sold.id,
      quantity: 2,
      deliveryMethodId: 1,
      deliveryLocation: 'Kano market',
      comment: 'Soon',
    }),
    'order',
  );
  const visit = await created(
    as(seller).post('visit', {
      title: 'Demo plot',
      startsAt: '2026-03-10T09:00:00Z',
      endsAt: '2026-03-10T11:00:00Z',
      place: 'Kano',
      participants: ['Musa'],
      agenda: 'Walk',
    }),
    'visit',
  );
  const staff = await created(
    as(seller).post('admin/ipstaff', {
      firstname: 'Tunde',
      lastname: 'Bello',
      email: 'tunde.owned@example.com',
      phone: '08030009111',
    }),
    'staff member',
  );
  const entry = await created(
    as(distributor).post('catalog/product/add', {
      productId: sold.id,
      price: '13000',
      quantity: 5,
      locations: [{ location: 'Ikeja, Lagos' }],
    }),
    'catalogue entry',
  );
  const place = await placeIn(t, NIGERIA);
  const warehouse = await created(
    as(seller).post('warehouse', {
      name: 'Owned store',
      code: 'OWN-1',
      manager: 'Musa',
      stateId: place.stateId,
      cityId: place.cityId,
      address: '1 Road',
    }),
    'warehouse',
  );
  const movement = await created(
    t
      .http()
      .post(api('warehouse/movement'))
      .set(bearer(seller.token))
      .field({
        warehouseId: warehouse.id,
        productId: sold.id,
        size: '50kg',
        quantity: '10',
        direction: 'IN',
        waybillNumber: 'WB-1',
        movementDate: '2026-03-10',
        comment: 'In',
      })
      .attach('document', PNG, { filename: 'waybill.png', contentType: 'image/png' }),
    'warehouse movement',
  );
  await t
    .http()
    .put(api(`users/profile/edit/${seller.person!.id}`))
    .set(bearer(seller.token))
    .attach('photo', PNG, { filename: 'me.png', contentType: 'image/png' })
    .expect(200);

  // An extension agent's farmer, farm, planting record and its entries: every party above is outside their scope.
  const agent = await party('extension agent', 'ROLE_EXTENSION_AGENT');
  const farmerId = (
    await created(
      as(agent).post(
        'farmers',
        farmerBody(await placeIn(t, NIGERIA), await listsOf(t, admin, NIGERIA), {
          email: 'owned.farmer@example.com',
          phone: null,
        }),
      ),
      'farmer',
    )
  ).id;
  const farm = await created(
    as(agent).post('farm/create', { farmerId, name: 'Owned plot', size: 2, sizeUnit: 'HA', community: 'Kura' }),
    'farm',
  );
  const record = await created(
    as(agent).post('farmer-record/create', {
      farmerId,
      farmId: farm.id,
      season: 'RAINY',
      year: 2025,
      cropTypeId: 1,
      fertilizers: [{ fertilizerTypeId: 1, quantity: 2, unitTypeId: 6 }],
      manures: [{ manureTypeId: 1, quantity: 1, unitTypeId: 11 }],
      seeds: [{ seedTypeId: 1, quantity: 20, unitTypeId: 1 }],
      cropProtectionProducts: [{ cppTypeId: 1, quantity: 1, unitTypeId: 4 }],
    }),
    'planting record',
  );

  const weatherLocation = await created(
    as(agent).post('weather/my-locations', { name: 'Agent demo plot', latitude: 12.0022, longitude: 8.592 }),
    'weather location',
  );

  owned = [
    { kind: 'farmer', ids: { id: farmerId }, parties: [agent] },
    { kind: 'saved weather location', ids: { id: weatherLocation.id }, parties: [agent] },
    { kind: 'farm', ids: { id: farm.id }, parties: [agent] },
    { kind: 'planting record', ids: { id: record.id }, parties: [agent] },
    { kind: 'planting record fertilizer', ids: { id: record.fertilizers[0].id }, parties: [agent] },
    { kind: 'planting record manure', ids: { id: record.manures[0].id }, parties: [agent] },
    { kind: 'planting record seed', ids: { id: record.seeds[0].id }, parties: [agent] },
    {
      kind: 'planting record crop-protection product',
      ids: { id: record.cropProtectionProducts[0].id },
      parties: [agent],
    },
    {
      kind: 'product awaiting approval',
      ids: { id: pending.id, productId: pending.id, photoId: String(photo?.id ?? photo) },
      parties: [seller],
    },
    { kind: 'quotation', ids: { id: quotation.id }, parties: [seller, distributor] },
    { kind: 'order', ids: { id: order.id }, parties: [seller, retailer] },
    { kind: 'visit', ids: { id: visit.id, userId: retailer.person!.id }, parties: [seller] },
    { kind: 'staff member', ids: { id: staff.id }, parties: [seller] },
    { kind: 'catalogue entry', ids: { id: entry.id }, parties: [distributor] },
    { kind: 'own profile', ids: { id: seller.person!.id }, parties: [seller] },
    { kind: 'warehouse', ids: { id: warehouse.id, warehouseId: warehouse.id, type: 'summary' }, parties: [seller] },
    { kind: 'stock movement', ids: { id: movement.id }, parties: [seller] },
  ];
});
afterAll(async () => {
  await t.close();
  await weather.stop();
});

const idRoutes = operations.filter(
  (o) => !o.access.public && o.pathParams.length > 0 && !ABOUT_THE_CALLER.has(describeOperation(o)),
);

/** The URL of `operation` for `object`, or null when the route takes an id the object does not have. */
const urlFor = (operation: Operation, object: OwnedObject) => {
  if (operation.pathParams.some((name) => !(name in object.ids))) return null;
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(object.ids[name]));
};

const eventCount = async () => Number((await t.sql(`SELECT count(*) AS n FROM events`))[0].n);

describe('the objects of one party, on every route that takes an id', () => {
  it('covers the routes that take ids', () => {
    expect(idRoutes.length).toBeGreaterThan(40);
  });

  it('are 403 or 404 to every other party wherever their owner can read them', async () => {
    const leaks: string[] = [];
    let checked = 0;
    for (const operation of idRoutes.filter((o) => o.method === 'get')) {
      for (const object of owned) {
        const url = urlFor(operation, object);
        if (!url) continue;
        const byOwner = await call(operation, object.parties[0], url);
        if (byOwner.status >= 300) continue;
        checked++;
        for (const stranger of parties.filter((p) => !object.parties.includes(p))) {
          const response = await call(operation, stranger, url);
          if (response.status !== 403 && response.status !== 404)
            leaks.push(`${describeOperation(operation)} (${object.kind}) as ${stranger.name} -> ${response.status}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(8);
    expect(leaks).toEqual([]);
  });

  it('cannot be changed by any other party', async () => {
    const leaks: string[] = [];
    for (const operation of idRoutes.filter((o) => o.method !== 'get')) {
      for (const object of owned) {
        const url = urlFor(operation, object);
        if (!url) continue;
        for (const stranger of parties.filter((p) => !object.parties.includes(p))) {
          const before = await eventCount();
          const response = await call(operation, stranger, url);
          if (response.status < 400)
            leaks.push(`${describeOperation(operation)} (${object.kind}) as ${stranger.name} -> ${response.status}`);
          else if ((await eventCount()) !== before)
            leaks.push(
              `${describeOperation(operation)} (${object.kind}) as ${stranger.name} -> ${response.status} yet events were written`,
            );
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('serves a profile photo to its owner only, like the profile', async () => {
    const [seller, other] = parties;
    await t
      .http()
      .get(api(`users/${seller.person!.id}/photo`))
      .set(bearer(seller.token))
      .expect(200);
    const refused = await t
      .http()
      .get(api(`users/${seller.person!.id}/photo`))
      .set(bearer(other.token))
      .expect(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    await t
      .http()
      .get(api(`users/profile/${seller.person!.id}`))
      .set(bearer(other.token))
      .expect(403);
  });
});
