import { randomUUID } from 'node:crypto';
import { EventStore } from '../../src/kernel/events/event-store';
import {
  api,
  bearer,
  COUNTRIES,
  Person,
  PERSON_PASSWORD,
  publicProduct,
  registerTrader,
  TraderOptions,
} from '../support/catalogue';
import { startSignedInApp, TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await startSignedInApp()));
afterAll(() => t.close());

const person = (role: string, options?: TraderOptions) => registerTrader(t, role, options);
const product = (seller: Person, fields?: Record<string, string>, approved?: boolean) =>
  publicProduct(t, admin, seller, fields, approved);

const place = (buyer: Person, body: Record<string, unknown>) => t.as(buyer.token).post('product/request').send(body);
const move = (who: Person, id: string, status: string, extra: Record<string, unknown> = {}) =>
  t
    .as(who.token)
    .put(`product/request/${id}/status`)
    .send({ status, ...extra });
const one = (who: Person | string, id: string, country = 'Nigeria') =>
  t
    .http()
    .get(api(`product/request/${id}`))
    .set(bearer(typeof who === 'string' ? who : who.token))
    .set('Country', country);
const list = async (who: Person | string, path: string, country = 'Nigeria') =>
  (
    await t
      .http()
      .get(api(path))
      .set(bearer(typeof who === 'string' ? who : who.token))
      .set('Country', country)
      .expect(200)
  ).body;
const pendingCount = async (who: Person | string, country = 'Nigeria') =>
  (await list(who, 'product/request/PENDING/count', country)).count;
const eventsOf = async (id: string) =>
  (await t.sql(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`product-request-${id}`]))[0].n;

let seller: Person;
let otherSeller: Person;
let buyer: Person;
let otherBuyer: Person;
let npk: { id: string; name: string };
let otherNpk: { id: string; name: string };

beforeAll(async () => {
  seller = await person('ROLE_INPUT_PROVIDER', { company: 'Green Farms Ltd' });
  otherSeller = await person('ROLE_INPUT_PROVIDER', { company: 'Savanna Inputs' });
  buyer = await person('ROLE_FARMER', { firstname: 'Musa' });
  otherBuyer = await person('ROLE_RETAILER', { company: 'Kano Agro Shop' });
  npk = await product(seller, { deliveryMethodIds: '1,2' });
  otherNpk = await product(otherSeller, { name: 'Savanna Urea' });
});

const ORDER = () => ({
  productId: npk.id,
  quantity: 3,
  deliveryMethodId: 2,
  deliveryLocation: 'Plot 4, Zaria Road, Kano',
  comment: 'Before the rains',
});

describe('placing a product request', () => {
  it('orders a public product at its price; the buyer and the seller (and administrators) see it, and the pending count moves', async () => {
    const before = { seller: await pendingCount(seller), admin: await pendingCount(admin) };
    const placed = await place(buyer, ORDER()).expect(201);
    expect(placed.body).toEqual({
      success: true,
      message: 'Your product request was sent to the seller.',
      data: {
        id: expect.any(String),
        status: 'PENDING',
        orderDate: expect.any(String),
        requesterName: 'Musa Obi',
        productName: 'Golden NPK',
        quantity: 3,
        deliveryMethod: { id: 2, name: 'Home delivery', nameFr: 'Livraison à domicile' },
        productId: npk.id,
        unitPrice: '12500.50',
        totalPrice: '37501.50',
        deliveryLocation: 'Plot 4, Zaria Road, Kano',
        comment: 'Before the rains',
        quotationId: null,
        buyer: { id: buyer.id, fullName: 'Musa Obi', company: null },
        seller: { id: seller.id, fullName: 'Ada Obi', company: 'Green Farms Ltd' },
        countryId: 1,
        reason: null,
        history: [{ status: 'PENDING', side: 'BUYER', at: placed.body.data.orderDate }],
        nextStatuses: ['CANCELED'],
        updatedAt: placed.body.data.orderDate,
      },
    });
    const id = placed.body.data.id;

    const mine = await list(buyer, 'me/product/request');
    expect(mine).toMatchObject({ page: 0, size: 20, totalElements: 1, totalPages: 1 });
    expect(mine.content.map((o: any) => [o.id, o.nextStatuses])).toEqual([[id, ['CANCELED']]]);
    const received = await list(seller, 'product/request');
    expect(received.content.map((o: any) => [o.id, o.requesterName, o.nextStatuses])).toEqual([
      [id, 'Musa Obi', ['APPROVED', 'DECLINED', 'REJECTED']],
    ]);
    expect((await list(seller, 'product/request?status=APPROVED')).totalElements).toBe(0);
    expect((await one(seller, id).expect(200)).body.nextStatuses).toEqual(['APPROVED', 'DECLINED', 'REJECTED']);

    expect(await pendingCount(seller)).toBe(before.seller + 1);
    expect(await pendingCount(admin)).toBe(before.admin + 1);
    const everything = await list(admin, 'product/request?size=200');
    expect(everything.content.find((o: any) => o.id === id)).toMatchObject({ status: 'PENDING', nextStatuses: [] });

    await move(seller, id, 'APPROVED').expect(200);
    expect(await pendingCount(seller)).toBe(before.seller);
    expect(await pendingCount(admin)).toBe(before.admin);
    expect(await list(seller, 'product/request/approved/count')).toEqual({ status: 'APPROVED', count: 1 });
  });

  it('refuses bad input with a clear message, in English and French, and writes nothing', async () => {
    const events = async () =>
      (await t.sql(`SELECT count(*)::int AS n FROM events WHERE type = 'ProductRequestPlaced'`))[0].n;
    const before = await events();

    const missing = await place(buyer, { ...ORDER(), productId: randomUUID() }).expect(404);
    expect(missing.body).toMatchObject({
      success: false,
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
      message: 'No product found',
    });
    const hidden = await product(seller, { name: 'Hidden Seed' }, false);
    expect(
      (
        await place(buyer, { ...ORDER(), productId: hidden.id })
          .set('Accept-Language', 'fr')
          .expect(404)
      ).body.message,
    ).toBe('Aucun produit trouvé');

    const method = await place(buyer, { ...ORDER(), deliveryMethodId: 3 }).expect(400);
    expect(method.body.errors).toEqual([
      {
        field: 'deliveryMethodId',
        message: 'Choose one of the delivery methods this product offers: 1 (Pick-up at the store), 2 (Home delivery).',
      },
    ]);
    const methodFr = await place(buyer, { ...ORDER(), deliveryMethodId: 3 })
      .set('Accept-Language', 'fr')
      .expect(400);
    expect(methodFr.body.errors[0].message).toBe(
      'Choisissez un des modes de livraison proposés pour ce produit : 1 (Retrait en magasin), 2 (Livraison à domicile).',
    );

    const quantity = await place(buyer, { ...ORDER(), quantity: 0 }).expect(400);
    expect(quantity.body.errors).toEqual([{ field: 'quantity', message: 'A whole number from 1 to 1000000.' }]);
    expect(
      (
        await place(buyer, { ...ORDER(), quantity: 2.5 })
          .set('Accept-Language', 'fr')
          .expect(400)
      ).body.errors,
    ).toEqual([{ field: 'quantity', message: 'Un nombre entier de 1 à 1000000.' }]);
    expect((await place(buyer, { ...ORDER(), deliveryLocation: '  ' }).expect(400)).body.errors).toEqual([
      { field: 'deliveryLocation', message: 'This field is required.' },
    ]);
    expect((await place(buyer, { ...ORDER(), price: '1.00' }).expect(400)).body.errors).toEqual([
      { field: 'price', message: 'This field is not accepted.' },
    ]);

    // Sellers of products do not buy by default; nobody orders their own product.
    expect((await place(seller, ORDER()).expect(403)).body.code).toBe('FORBIDDEN');
    const clerk = await person('ROLE_INPUT_PROVIDER_STAFF', { employerId: seller.id });
    // Their employer does not hold orders:create to hand it out; an administrator may grant it.
    await t
      .as(admin)
      .post('permissions')
      .send({ userId: clerk.id, permissions: ['orders:create'] })
      .expect(200);
    const own = await place(clerk, ORDER()).expect(403);
    expect(own.body).toMatchObject({ code: 'ORDER_OWN_PRODUCT', message: 'You cannot order your own product.' });

    expect(await events()).toBe(before);
    expect(t.inbox!.messages.filter((m) => m.subject.includes('Hidden Seed'))).toEqual([]);
  });
});

/** The order machine, as the product defines it: [from, to, who moves it]. */
const ALLOWED: [string, string, 'seller' | 'buyer'][] = [
  ['PENDING', 'APPROVED', 'seller'],
  ['PENDING', 'DECLINED', 'seller'],
  ['PENDING', 'REJECTED', 'seller'],
  ['PENDING', 'CANCELED', 'buyer'],
  ['APPROVED', 'SHIPPED', 'seller'],
  ['SHIPPED', 'DELIVERED', 'buyer'],
];
const STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'CANCELED', 'SHIPPED', 'DELIVERED', 'REJECTED'];
/** The moves that bring a new order to each status. */
const ROUTE: Record<string, [string, 'seller' | 'buyer'][]> = {
  PENDING: [],
  APPROVED: [['APPROVED', 'seller']],
  DECLINED: [['DECLINED', 'seller']],
  REJECTED: [['REJECTED', 'seller']],
  CANCELED: [['CANCELED', 'buyer']],
  SHIPPED: [
    ['APPROVED', 'seller'],
    ['SHIPPED', 'seller'],
  ],
  DELIVERED: [
    ['APPROVED', 'seller'],
    ['SHIPPED', 'seller'],
    ['DELIVERED', 'buyer'],
  ],
};
/** Who asks for each target status when it is not a move of the machine (the side that could, elsewhere). */
const ASKER: Record<string, 'seller' | 'buyer'> = {
  PENDING: 'seller',
  APPROVED: 'seller',
  DECLINED: 'seller',
  REJECTED: 'seller',
  SHIPPED: 'seller',
  CANCELED: 'buyer',
  DELIVERED: 'buyer',
};

describe('the order machine over HTTP', () => {
  const sides = () => ({ seller, buyer });

  async function orderIn(status: string): Promise<string> {
    const id = (await place(buyer, ORDER()).expect(201)).body.data.id;
    for (const [to, who] of ROUTE[status]) await move(sides()[who], id, to).expect(200);
    expect((await one(buyer, id).expect(200)).body.status).toBe(status);
    return id;
  }

  it('tries every (status, action): the machine’s moves succeed, every other one answers 409 naming both statuses and changes nothing', async () => {
    let allowed = 0;
    let refused = 0;
    for (const from of STATUSES) {
      const standing = await orderIn(from);
      for (const to of STATUSES) {
        const rule = ALLOWED.find(([f, s]) => f === from && s === to);
        if (rule) {
          const id = await orderIn(from);
          const events = await eventsOf(id);
          const moved = await move(sides()[rule[2]], id, to).expect(200);
          expect(moved.body).toMatchObject({ success: true, data: { id, status: to } });
          expect(moved.body.data.history.map((h: any) => h.status).slice(-2)).toEqual([from, to]);
          expect(await eventsOf(id)).toBe(events + 1);
          allowed++;
          continue;
        }
        const events = await eventsOf(standing);
        const answer = await move(sides()[ASKER[to]], standing, to).expect(409);
        expect(answer.body).toEqual({
          success: false,
          status: 409,
          code: 'ORDER_TRANSITION_NOT_ALLOWED',
          message: `A product request that is ${from} cannot become ${to}.`,
          errors: [],
          requestId: answer.headers['x-request-id'],
        });
        expect((await one(buyer, standing).expect(200)).body.status).toBe(from);
        expect(await eventsOf(standing)).toBe(events);
        refused++;
      }
    }
    expect({ allowed, refused }).toEqual({ allowed: 6, refused: 49 - 6 });
  });

  it('says who may move an order: the seller approves, declines, rejects and ships; the buyer cancels; either marks it delivered', async () => {
    const pending = await orderIn('PENDING');
    for (const status of ['APPROVED', 'DECLINED', 'REJECTED']) {
      const refused = await move(buyer, pending, status).expect(403);
      expect(refused.body).toMatchObject({
        code: 'ORDER_SELLER_ONLY',
        message: `Only the seller can mark a product request as ${status}.`,
      });
    }
    const cancel = await move(seller, pending, 'CANCELED').set('Accept-Language', 'fr').expect(403);
    expect(cancel.body).toMatchObject({
      code: 'ORDER_BUYER_ONLY',
      message: "Seul l'acheteur peut marquer une demande de produit comme CANCELED.",
    });
    expect((await move(buyer, await orderIn('APPROVED'), 'SHIPPED').expect(403)).body.code).toBe('ORDER_SELLER_ONLY');
    const byBuyer = await move(buyer, await orderIn('SHIPPED'), 'DELIVERED').expect(200);
    expect(byBuyer.body.data.history.at(-1)).toMatchObject({ status: 'DELIVERED', side: 'BUYER' });
    const bySeller = await move(seller, await orderIn('SHIPPED'), 'DELIVERED').expect(200);
    expect(bySeller.body).toMatchObject({
      message: 'The product request is now delivered.',
      data: { status: 'DELIVERED', nextStatuses: [] },
    });
    expect(bySeller.body.data.history.at(-1)).toMatchObject({ status: 'DELIVERED', side: 'SELLER' });
    expect(await eventsOf(pending)).toBe(1);

    const unknown = await move(seller, pending, 'LOST').expect(400);
    expect(unknown.body.errors).toEqual([{ field: 'status', message: `Must be one of: ${STATUSES.join(', ')}.` }]);
    expect((await t.as(seller.token).get('product/request/LOST/count').expect(400)).body.message).toBe(
      `Unknown product request status "LOST". Accepted values: ${STATUSES.join(', ')}.`,
    );
  });

  it('lets staff act for their organisation only with the permission their employer granted', async () => {
    const id = await orderIn('PENDING');
    const clerk = await person('ROLE_INPUT_PROVIDER_STAFF', { employerId: seller.id });
    await one(clerk, id).expect(404);
    await t
      .as(seller.token)
      .post('permissions')
      .send({ userId: clerk.id, permissions: ['orders:list'] })
      .expect(200);
    expect((await one(clerk, id).expect(200)).body.nextStatuses).toEqual([]);
    expect((await list(clerk, 'product/request?size=200')).content.map((o: any) => o.id)).toContain(id);
    expect((await move(clerk, id, 'APPROVED').expect(403)).body.code).toBe('FORBIDDEN');
    await t
      .as(seller.token)
      .post('permissions')
      .send({ userId: clerk.id, permissions: ['orders:manage'] })
      .expect(200);
    const approved = await move(clerk, id, 'APPROVED').expect(200);
    expect(approved.body.data.history.at(-1)).toMatchObject({ status: 'APPROVED', side: 'SELLER' });
  });
});

describe('privacy between traders', () => {
  it('keeps one seller’s orders from another, and one buyer’s from another (404 on read and change, absent from lists and counts)', async () => {
    const id = (await place(buyer, ORDER()).expect(201)).body.data.id;
    const theirs = (await place(otherBuyer, { ...ORDER(), productId: otherNpk.id, deliveryMethodId: 1 }).expect(201))
      .body.data.id;

    for (const stranger of [otherSeller, otherBuyer]) {
      expect((await one(stranger, id).expect(404)).body).toMatchObject({
        code: 'ORDER_NOT_FOUND',
        message: 'No product request found',
      });
      await move(stranger, id, stranger === otherSeller ? 'APPROVED' : 'CANCELED').expect(404);
    }
    const otherSellers = await list(otherSeller, 'product/request?size=200');
    expect(otherSellers.content.map((o: any) => o.id)).toEqual([theirs]);
    expect(await pendingCount(otherSeller)).toBe(1);
    expect((await list(otherBuyer, 'me/product/request')).content.map((o: any) => o.id)).toEqual([theirs]);
    expect((await list(seller, 'product/request?size=200')).content.map((o: any) => o.id)).not.toContain(theirs);
    expect(await eventsOf(id)).toBe(1);
  });

  it('shows administrators the orders of the country they work in only', async () => {
    const id = (await place(buyer, ORDER()).expect(201)).body.data.id;
    expect((await one(admin, id).expect(200)).body).toMatchObject({ id, nextStatuses: [] });
    await one(admin, id, 'Senegal').expect(404);
    expect((await list(admin, 'product/request?size=200', 'Senegal')).content).toEqual([]);
    expect(await pendingCount(admin, 'Senegal')).toBe(0);
    expect((await move({ token: admin } as Person, id, 'APPROVED').expect(404)).body.code).toBe('ORDER_NOT_FOUND');
  });

  it('shows a platform manager the orders of the countries they monitor, and refuses the others', async () => {
    const manager = await person('ROLE_PLATFORM_MANAGER');
    await t
      .as(admin)
      .post(`users/${manager.id}/monitored-countries`)
      .send({ countryIds: [COUNTRIES.Nigeria] })
      .expect(200);
    const id = (await place(buyer, ORDER()).expect(201)).body.data.id;
    expect((await list(manager, 'product/request?size=200')).content.map((o: any) => o.id)).toContain(id);
    expect(await pendingCount(manager)).toBe(await pendingCount(admin));
    await t.as(manager.token).get('product/request').set('Country', 'Senegal').expect(403);
    await one(manager, id, 'Senegal').expect(404);
  });
});

describe('verified purchase', () => {
  it('marks the reviews of buyers whose order of the product was delivered, for visitors and moderators alike', async () => {
    const reviewer = await person('ROLE_FARMER', { firstname: 'Hauwa' });
    const onlyOrdered = await person('ROLE_FARMER', { firstname: 'Bola' });
    const delivered = (await place(reviewer, ORDER()).expect(201)).body.data.id;
    for (const status of ['APPROVED', 'SHIPPED']) await move(seller, delivered, status).expect(200);
    await move(reviewer, delivered, 'DELIVERED').expect(200);
    await place(onlyOrdered, ORDER()).expect(201);

    const review = async (who: Person, comment: string) => {
      const written = await t.as(who.token).post(`product/${npk.id}/ratings`).send({ rating: 5, comment }).expect(201);
      const id = written.body.data.review.id;
      const moderated = await t.as(admin).get('product/comments/PENDING').expect(200);
      expect(moderated.body.content.find((c: { id: string }) => c.id === id)).toMatchObject({
        verifiedPurchase: who === reviewer,
      });
      await t.as(admin).post(`product/comment/approval/${id}/APPROVED`).expect(200);
      return id;
    };
    const verifiedId = await review(reviewer, 'Delivered on time, good granules.');
    const unverifiedId = await review(onlyOrdered, 'Still waiting for mine, looks good.');

    const page = (
      await t
        .http()
        .get(api(`product/${npk.id}/status/APPROVED/comments`))
        .expect(200)
    ).body;
    const mark = (id: string) => page.content.find((c: { id: string }) => c.id === id)?.verifiedPurchase;
    expect([mark(verifiedId), mark(unverifiedId)]).toEqual([true, false]);
  });
});

describe('mail', () => {
  it('mails the buyer and the seller when an order is placed and at every move, in the language of their country', async () => {
    const dakar = await person('ROLE_INPUT_PROVIDER', {
      company: 'Teranga Intrants',
      country: 'Senegal',
      firstname: 'Awa',
    });
    const urea = await product(dakar, {
      name: 'Uree Teranga',
      location: 'Dakar',
      description: 'Engrais azoté pour le maïs.',
    });
    const farmer = await person('ROLE_FARMER', { firstname: 'Kabiru' });
    const id = (
      await place(farmer, { productId: urea.id, quantity: 2, deliveryMethodId: 1, deliveryLocation: 'Kano' }).expect(
        201,
      )
    ).body.data.id;
    const inbox = t.inbox!;
    const mailTo = (who: Person, subject: string) =>
      inbox.waitFor((m) => m.to.includes(who.email) && m.subject === subject);

    const toSeller = await mailTo(dakar, 'Nouvelle demande de produit : Uree Teranga');
    expect(toSeller.text).toContain('Bonjour Awa');
    expect(toSeller.text).toContain(
      'Kabiru Obi demande 2 × Uree Teranga à 12500.50 l’unité (25001.00 au total), Retrait en magasin : Kano.',
    );
    expect(toSeller.text).toContain('/admin/allorders');
    const toBuyer = await mailTo(farmer, 'Your product request for Uree Teranga was sent');
    expect(toBuyer.text).toContain('was sent to Teranga Intrants');
    expect(toBuyer.text).toContain('/admin/myorders');

    await move(dakar, id, 'APPROVED').expect(200);
    await move(dakar, id, 'SHIPPED').expect(200);
    await move(farmer, id, 'DELIVERED').expect(200);
    for (const [en, fr] of [
      ['approved', 'approuvée'],
      ['shipped', 'expédiée'],
      ['delivered', 'livrée'],
    ]) {
      await mailTo(farmer, `Product request ${en}: Uree Teranga`);
      await mailTo(dakar, `Demande de produit ${fr} : Uree Teranga`);
    }

    const again = (quantity: number) =>
      place(farmer, { productId: urea.id, quantity, deliveryMethodId: 1, deliveryLocation: 'Kano' }).expect(201);
    await move(farmer, (await again(6)).body.data.id, 'CANCELED').expect(200);
    await move(dakar, (await again(7)).body.data.id, 'REJECTED').expect(200);
    await mailTo(dakar, 'Demande de produit annulée : Uree Teranga');
    await mailTo(farmer, 'Product request canceled: Uree Teranga');
    await mailTo(dakar, 'Demande de produit rejetée : Uree Teranga');
    await mailTo(farmer, 'Product request rejected: Uree Teranga');
    const declined = (await again(5)).body.data.id;
    const answer = await move(dakar, declined, 'DECLINED', { reason: 'Rupture de stock' }).expect(200);
    expect(answer.body.data).toMatchObject({ status: 'DECLINED', reason: 'Rupture de stock' });
    const declinedMail = await mailTo(farmer, 'Product request declined: Uree Teranga');
    expect(declinedMail.text).toContain('is now declined.\nReason: Rupture de stock');
    expect((await mailTo(dakar, 'Demande de produit déclinée : Uree Teranga')).text).toContain(
      'Motif : Rupture de stock',
    );
    for (const quantity of [5, 6, 7]) {
      await inbox.waitFor(
        (m) =>
          m.to.includes(dakar.email) && m.subject.startsWith('Nouvelle demande') && m.text.includes(`${quantity} ×`),
      );
      await inbox.waitFor(
        (m) =>
          m.to.includes(farmer.email) &&
          m.subject.startsWith('Your product request') &&
          m.text.includes(`${quantity} ×`),
      );
    }

    await t.settled();
    const mine = inbox.messages.filter(
      (m) =>
        (m.to.includes(farmer.email) || m.to.includes(dakar.email)) &&
        /product request|demande de produit/i.test(m.subject),
    );
    // Four orders placed and six moves, two mails each, and no more.
    expect(mine).toHaveLength(4 * 2 + 6 * 2);
    const raw = await t.sql(`SELECT data::text AS data FROM events WHERE stream_id IN ($1, $2)`, [
      `product-request-${id}`,
      `product-request-${declined}`,
    ]);
    expect(raw.map((r) => r.data).join(' ')).not.toMatch(/Kano|Rupture/);
  });
});

describe('read models', () => {
  it('are rebuilt from the log as they were, and forget what a deleted buyer wrote', async () => {
    const leaving = await person('ROLE_FARMER', { firstname: 'Leaving' });
    const id = (
      await place(leaving, { ...ORDER(), deliveryLocation: 'Secret farm road', comment: 'Call my cousin' }).expect(201)
    ).body.data.id;
    await move(leaving, id, 'CANCELED', { reason: 'Found it cheaper' }).expect(200);

    const snapshot = () => t.sql(`SELECT * FROM product_requests ORDER BY id`);
    const before = await snapshot();
    await t.sql(`UPDATE product_requests SET status = 'tampered', history = '[]'`);
    const result = await t.app.get(EventStore).rebuildProjections();
    expect(result.projections).toEqual(expect.arrayContaining(['product-requests', 'quotations']));
    expect(await snapshot()).toEqual(before);

    await t.as(leaving.token).delete('users').send({ password: PERSON_PASSWORD }).expect(200);
    const seen = (await one(seller, id).expect(200)).body;
    expect(seen).toMatchObject({
      requesterName: 'Former user',
      deliveryLocation: '',
      comment: null,
      reason: null,
      status: 'CANCELED',
    });
    await t.app.get(EventStore).rebuildProjections();
    expect((await one(seller, id).expect(200)).body).toEqual(seen);
  });
});
