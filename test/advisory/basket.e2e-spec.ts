import { randomUUID } from 'node:crypto';
import { decideProduct, Person, registerPerson, submitProduct } from '../support/catalogue';
import { api, bearer, person, type Person as AnyPerson } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The basket of a fertilizer recommendation: bags per application for the farm, the in-stock product of the nearest
 * seller in range, the budget, and the quotation requests it becomes. Worked by hand for 2.5 ha of a
 * 4 + 2 + 2 bags/ha advice (NPK 15-15-15 at planting, urea at both top dressings).
 */
let t: TestApp;
let admin: string;
let farmer: AnyPerson;
let agent: AnyPerson;
const MAIZE = 1;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const kano = { stateId: 0, cityId: 0, latitude: 0, longitude: 0 };
let recommendationId: number;
const sellers: Record<string, Person> = {};
const products: Record<string, string> = {};

const as = (who: AnyPerson | string) => bearer(typeof who === 'string' ? who : who.token);
const get = (who: AnyPerson | string, path: string, language = 'en') =>
  t.http().get(api(path)).set(as(who)).set('Accept-Language', language);
const basket = (who: AnyPerson | string, query: string, language = 'en') =>
  get(who, `fertilizer-recommendation/${recommendationId}/basket?cityId=${kano.cityId}&${query}`, language);
const askQuotations = (who: AnyPerson | string, body: Record<string, unknown>, key?: string) => {
  const req = t
    .http()
    .post(api(`fertilizer-recommendation/${recommendationId}/basket/quotations`))
    .set(as(who));
  if (key) req.set('Idempotency-Key', key);
  return req.send({ cityId: kano.cityId, hectares: 2.5, ...body });
};
const quotationCount = async () =>
  Number((await t.sql(`SELECT count(*)::int AS n FROM events WHERE type = 'QuotationRequested'`))[0].n);

/** A seller's product `km` east of the area, approved, with `stock` bags in its warehouse (0: received, then all issued). */
async function offer(key: string, company: string, fields: Record<string, string>, km: number, stock: number) {
  const seller = await registerPerson(t, 'ROLE_INPUT_PROVIDER', company);
  const longitude = kano.longitude + km / (111.32 * Math.cos((kano.latitude * Math.PI) / 180));
  const product = await submitProduct(t, seller, {
    location: 'Kano',
    latitude: String(kano.latitude),
    longitude: longitude.toFixed(6),
    ...fields,
  });
  await decideProduct(t, admin, product.id, 'APPROVED');
  const warehouse = await t
    .http()
    .post(api('warehouse'))
    .set(as(seller))
    .send({
      name: `${company} store`,
      code: `W-${key}`,
      manager: 'Musa',
      stateId: kano.stateId,
      cityId: kano.cityId,
      address: 'Zaria Road',
    })
    .expect(201);
  const move = (direction: 'IN' | 'OUT', quantity: number) =>
    t
      .http()
      .post(api('warehouse/movement'))
      .set(as(seller))
      .field('warehouseId', warehouse.body.data.id)
      .field('productId', product.id)
      .field('size', '50kg')
      .field('direction', direction)
      .field('quantity', String(quantity))
      .field('waybillNumber', `WB-${key}-${direction}`)
      .field('movementDate', '2026-03-10')
      .field('comment', 'Delivered by truck')
      .attach('document', PDF, { filename: 'waybill.pdf', contentType: 'application/pdf' })
      .expect((res) => {
        if (res.status !== 201) throw new Error(`movement refused: ${JSON.stringify(res.body)}`);
      });
  // No stock: 5 bags received, then all 5 issued.
  await move('IN', stock || 5);
  if (!stock) await move('OUT', 5);
  sellers[key] = seller;
  products[key] = product.id;
}

beforeAll(async () => {
  t = await startTestApp({ smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await t.login();
  farmer = await person(t, 'ROLE_FARMER', { firstname: 'Amina' });
  agent = await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Musa' });
  const [city] = await t.sql(
    `SELECT c.id, c.state_id, c.latitude::float8 AS latitude, c.longitude::float8 AS longitude FROM cities c JOIN states s ON s.id = c.state_id
     WHERE s.country_id = 1 AND s.name = 'Kano' AND c.listed AND c.latitude IS NOT NULL ORDER BY c.id LIMIT 1`,
  );
  Object.assign(kano, { stateId: city.state_id, cityId: city.id, latitude: city.latitude, longitude: city.longitude });
  const created = await t
    .http()
    .post(api('fertilizer-recommendation'))
    .set(as(admin))
    .send({
      cropId: MAIZE,
      stateId: kano.stateId,
      cityId: kano.cityId,
      source: 'Kano soil map (test table)',
      applications: [
        { application: 'planting', product: 'NPK 15-15-15', bagsPerHa: 4 },
        { application: 'top1', product: 'Urea 46% N', bagsPerHa: 2 },
        { application: 'top1', product: 'CAN 26-0-0 (alternative)', bagsPerHa: 3, alternative: true },
        { application: 'top2', product: 'Urea 46% N', bagsPerHa: 2 },
        { application: 'top2', product: 'SSP', bagsPerHa: 1 },
      ],
    })
    .expect(201);
  recommendationId = created.body.data.id;
  // NPK: the nearest holds none (a sack received and sold out); then the one to pick; a cheaper one is out of range.
  await offer('npkEmpty', 'Empty Shelf Inputs', { name: 'Empty Shelf NPK', subCategoryId: '5', price: '15000' }, 1, 0);
  await offer('npk', 'Near NPK Ltd', { name: 'Golden NPK', subCategoryId: '5', price: '20000' }, 5, 50);
  await offer('npkFar', 'Far NPK Ltd', { name: 'Cheap Far NPK', subCategoryId: '5', price: '10000' }, 150, 50);
  await offer('urea', 'Urea House', { name: 'Urea Prime', subCategoryId: '6', price: '12000' }, 10, 30);
  await t.drainConsumers();
});
afterAll(() => t.close());

describe('the basket plan', () => {
  it('needs ceil(bags/ha x ha) bags per application: 10, 5 and 5 bags for 2.5 ha of 4 + 2 + 2, alternatives shown and never added', async () => {
    const { body } = await basket(farmer, 'hectares=2.5').expect(200);
    expect(body).toMatchObject({
      recommendationId,
      cropId: MAIZE,
      city: { id: kano.cityId },
      hectares: 2.5,
      bagKg: 50,
      maxDistanceKm: 100,
      budget: null,
      remaining: null,
    });
    const lines = body.lines.map((l: any) => [
      l.application,
      l.fertilizer,
      l.bags,
      l.status,
      l.offer?.productId ?? null,
      l.subtotal,
    ]);
    expect(lines).toEqual([
      ['planting', 'NPK 15-15-15', 10, 'PLANNED', products.npk, '200000.00'],
      ['top1', 'Urea 46% N', 5, 'PLANNED', products.urea, '60000.00'],
      ['top1', 'CAN 26-0-0 (alternative)', 8, 'NOT_ON_MARKETPLACE', null, null],
      ['top2', 'Urea 46% N', 5, 'PLANNED', products.urea, '60000.00'],
      ['top2', 'SSP', 3, 'NOT_ON_MARKETPLACE', null, null],
    ]);
    // 10 x 20,000 + 5 x 12,000 + 5 x 12,000: the alternative and the lines not on the marketplace are not added.
    expect(body).toMatchObject({ total: '320000.00', toBuy: '320000.00' });
    expect(body.lines[0].offer).toMatchObject({
      sellerId: sellers.npk.id,
      sellerName: 'Near NPK Ltd',
      price: '20000.00',
      subCategoryId: 5,
    });
    expect(body.lines[0].offer.distance).toBeGreaterThan(4);
    expect(body.lines[0].offer.distance).toBeLessThan(6);
  });

  it('leaves out sellers without stock and beyond the distance asked for', async () => {
    const offered = (body: any) => new Set(body.lines.map((l: any) => l.offer?.productId).filter(Boolean));
    const near = offered((await basket(farmer, 'hectares=2.5').expect(200)).body);
    expect(near.has(products.npkEmpty)).toBe(false);
    expect(near.has(products.npkFar)).toBe(false);
    // 200 km: the far seller is in range but, farther, still comes after the near one (nearest first, then cheapest).
    const wide = (await basket(farmer, 'hectares=2.5&maxDistanceKm=200').expect(200)).body;
    expect(wide.lines[0].offer.productId).toBe(products.npk);
    // 3 km: nobody holding the right product is that close.
    const narrow = (await basket(farmer, 'hectares=2.5&maxDistanceKm=3').expect(200)).body;
    expect(narrow.lines.map((l: any) => l.status)).toEqual([
      'NO_SELLER',
      'NO_SELLER',
      'NOT_ON_MARKETPLACE',
      'NO_SELLER',
      'NOT_ON_MARKETPLACE',
    ]);
  });

  it('with a budget, pays the planting application fully first, then as many bags of the 1st top dressing as it can, and drops the 2nd', async () => {
    // 250,000: planting 10 x 20,000 = 200,000 (50,000 left); 1st top dressing floor(50,000 / 12,000) = 4 of 5 bags,
    // 48,000 (2,000 left); the 2nd top dressing is dropped.
    const { body } = await basket(farmer, 'hectares=2.5&budget=250000').expect(200);
    const lines = body.lines
      .filter((l: any) => !['NOT_ON_MARKETPLACE'].includes(l.status))
      .map((l: any) => [l.application, l.status, l.bagsCovered, l.amountCovered]);
    expect(lines).toEqual([
      ['planting', 'COVERED', 10, '200000.00'],
      ['top1', 'PARTIAL', 4, '48000.00'],
      ['top2', 'DROPPED', 0, '0.00'],
    ]);
    expect(body).toMatchObject({ budget: '250000.00', total: '320000.00', toBuy: '248000.00', remaining: '2000.00' });
    // Too small for one bag of the planting NPK: everything dropped.
    const tiny = (await basket(farmer, 'hectares=2.5&budget=1000').expect(200)).body;
    expect(tiny.lines.filter((l: any) => l.offer).map((l: any) => l.status)).toEqual(['DROPPED', 'DROPPED', 'DROPPED']);
  });

  it('refuses a bad farm size or budget, an unknown recommendation or place, and callers not signed in', async () => {
    const bad = await basket(farmer, 'hectares=0', 'fr').expect(400);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({
        field: 'hectares',
        message: 'Indiquez la taille de l’exploitation en hectares (de 0,01 à 10 000).',
      }),
    ]);
    expect((await basket(farmer, 'hectares=2.5&budget=lots').expect(400)).body.errors[0]).toMatchObject({
      field: 'budget',
      message: 'Give the budget as an amount, e.g. 150000 or 150000.50.',
    });
    expect(
      (await get(farmer, `fertilizer-recommendation/999999/basket?cityId=${kano.cityId}&hectares=1`).expect(404)).body
        .code,
    ).toBe('FERTILIZER_RECOMMENDATION_NOT_FOUND');
    expect(
      (await get(farmer, `fertilizer-recommendation/${recommendationId}/basket?cityId=999999&hectares=1`).expect(404))
        .body.code,
    ).toBe('ADVISORY_CITY_UNKNOWN');
    const [senegalCity] = await t.sql(
      `SELECT c.id FROM cities c JOIN states s ON s.id = c.state_id WHERE s.country_id = 4 AND c.listed ORDER BY c.id LIMIT 1`,
    );
    expect(
      (
        await get(
          farmer,
          `fertilizer-recommendation/${recommendationId}/basket?cityId=${senegalCity.id}&hectares=1`,
        ).expect(400)
      ).body.code,
    ).toBe('BASKET_PLACE_OUTSIDE_COUNTRY');
    await t
      .http()
      .get(api(`fertilizer-recommendation/${recommendationId}/basket?cityId=${kano.cityId}&hectares=1`))
      .expect(401);
  });
});

describe('quotation requests from the basket', () => {
  it('asks each seller for its product once, with the bags the budget pays; each seller sees its request; a retry asks nobody twice', async () => {
    const planId = randomUUID();
    const before = await quotationCount();
    const first = await askQuotations(farmer, { planId, budget: '250000' }).expect(201);
    expect(first.body).toMatchObject({ success: true, message: 'Quotations requested from the sellers.' });
    const asked = first.body.data.quotations.map((q: any) => [q.sellerId, q.productId, q.bags, q.applications]);
    expect(asked).toEqual([
      [sellers.npk.id, products.npk, 10, ['planting']],
      [sellers.urea.id, products.urea, 4, ['top1']],
    ]);
    expect(await quotationCount()).toBe(before + 2);
    for (const [key, bags] of [
      ['npk', 10],
      ['urea', 4],
    ] as const) {
      const received = (await get(sellers[key], 'quotes').expect(200)).body.content;
      expect(received).toEqual([
        expect.objectContaining({
          productId: products[key],
          quantity: bags,
          buyer: expect.objectContaining({ id: farmer.id }),
        }),
      ]);
    }
    for (const key of ['npkEmpty', 'npkFar'])
      expect((await get(sellers[key], 'quotes').expect(200)).body.content).toEqual([]);
    // The same plan id again: the same quotations, none asked twice.
    const again = await askQuotations(farmer, { planId, budget: '250000' }).expect(201);
    expect(again.body.data.quotations.map((q: any) => q.quotationId)).toEqual(
      first.body.data.quotations.map((q: any) => q.quotationId),
    );
    expect(await quotationCount()).toBe(before + 2);
    // Another caller cannot take the plan id.
    expect((await askQuotations(agent, { planId, budget: '250000' }).expect(409)).body.code).toBe(
      'BASKET_PLAN_ID_TAKEN',
    );
    const mine = (await get(farmer, 'me/quotes').expect(200)).body.content.map((q: any) => q.id);
    expect(mine.sort()).toEqual(first.body.data.quotations.map((q: any) => q.quotationId).sort());
  });

  it('without a budget asks the urea of both top dressings in one request; an Idempotency-Key retry is replayed', async () => {
    const before = await quotationCount();
    const key = randomUUID();
    const first = await askQuotations(agent, { planId: randomUUID() }, key).expect(201);
    expect(first.body.data.quotations.map((q: any) => [q.productId, q.bags, q.applications])).toEqual([
      [products.npk, 10, ['planting']],
      [products.urea, 10, ['top1', 'top2']],
    ]);
    const replay = await askQuotations(agent, { planId: first.body.data.planId }, key).expect(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await quotationCount()).toBe(before + 2);
  });

  it('refuses a plan with nothing to ask for, and callers who may not ask for quotations', async () => {
    const none = await askQuotations(farmer, { planId: randomUUID(), maxDistanceKm: 3 }).expect(409);
    expect(none.body.code).toBe('BASKET_NOTHING_TO_ASK');
    await askQuotations(sellers.npk, { planId: randomUUID() }).expect(403);
    expect((await askQuotations(farmer, { planId: 'not-a-uuid' }).expect(400)).body.errors[0].field).toBe('planId');
  });
});
