import { randomUUID } from 'node:crypto';
import { EventStore } from '../../src/kernel/events/event-store';
import { api, bearer, Person, publicProduct, registerTrader, TraderOptions } from '../support/catalogue';
import { startSignedInApp, TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await startSignedInApp()));
afterAll(() => t.close());

const person = (role: string, options?: TraderOptions) => registerTrader(t, role, options);
const product = (seller: Person, fields?: Record<string, string>, approved?: boolean) =>
  publicProduct(t, admin, seller, fields, approved);

const as = (who: Person) => bearer(who.token);
const ask = (buyer: Person, body: Record<string, unknown>) => t.http().post(api('quotes')).set(as(buyer)).send(body);
const update = (who: Person, id: string, body: Record<string, unknown>) =>
  t
    .http()
    .put(api(`quotes/update/${id}`))
    .set(as(who))
    .send(body);
const counter = (who: Person, id: string, body: Record<string, unknown>) =>
  t
    .http()
    .post(api(`quotes/${id}/counter`))
    .set(as(who))
    .send(body);
const accept = (
  who: Person,
  id: string,
  body: Record<string, unknown> = { deliveryMethodId: 1, deliveryLocation: 'Kano market' },
) =>
  t
    .http()
    .post(api(`quotes/${id}/accept`))
    .set(as(who))
    .send(body);
const one = (who: Person, id: string) =>
  t
    .http()
    .get(api(`quotes/${id}`))
    .set(as(who));
const get = async (who: Person, path: string) => (await t.http().get(api(path)).set(as(who)).expect(200)).body;
const unread = async (seller: Person) => (await get(seller, 'quotes/read/UNREAD/count')).count;
const eventsOf = async (id: string) =>
  (await t.sql(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`quotation-${id}`]))[0].n;

let seller: Person;
let otherSeller: Person;
let buyer: Person;
let otherBuyer: Person;
let npk: { id: string };

beforeAll(async () => {
  seller = await person('ROLE_INPUT_PROVIDER', { company: 'Green Farms Ltd', firstname: 'Grace' });
  otherSeller = await person('ROLE_INPUT_PROVIDER', { company: 'Savanna Inputs' });
  buyer = await person('ROLE_DISTRIBUTOR', { company: 'Kano Distribution', firstname: 'Musa' });
  otherBuyer = await person('ROLE_FARMER');
  npk = await product(seller, { name: 'Quoted NPK' });
});

describe('a quotation', () => {
  it('goes from the buyer’s question to an order at the agreed price, mailing the other side at each step', async () => {
    expect(await unread(seller)).toBe(0);
    const asked = await ask(buyer, { productId: npk.id, quantity: 40, comment: 'Price for 40 bags?' }).expect(201);
    const id = asked.body.data.id;
    expect(asked.body).toEqual({
      success: true,
      message: 'Your quotation request was sent to the seller.',
      data: {
        id,
        productId: npk.id,
        productName: 'Quoted NPK',
        quantity: 40,
        comment: 'Price for 40 bags?',
        isRead: false,
        status: 'REQUESTED',
        price: null,
        counterPrice: null,
        requesterName: 'Musa Obi',
        buyer: { id: buyer.id, fullName: 'Musa Obi', company: 'Kano Distribution' },
        seller: { id: seller.id, fullName: 'Grace Obi', company: 'Green Farms Ltd' },
        productRequestId: null,
        messages: [
          { side: 'BUYER', kind: 'REQUEST', price: null, comment: 'Price for 40 bags?', at: asked.body.data.createdAt },
        ],
        createdAt: expect.any(String),
        updatedAt: asked.body.data.createdAt,
      },
    });
    const requestMail = await t.inbox!.waitFor(
      (m) => m.to.includes(seller.email) && m.subject === 'Quotation request: Quoted NPK',
    );
    expect(requestMail.text).toContain(
      'Kano Distribution asks for your price for 40 × Quoted NPK.\nComment: Price for 40 bags?',
    );

    // The seller's inbox: unread until they read it.
    expect(await unread(seller)).toBe(1);
    const inbox = await get(seller, 'quotes');
    expect(inbox).toMatchObject({ page: 0, size: 20, totalElements: 1, totalPages: 1 });
    expect(inbox.content[0]).toMatchObject({ id, isRead: false, status: 'REQUESTED' });
    expect((await get(seller, 'quotes?read=UNREAD')).totalElements).toBe(1);
    expect((await get(buyer, 'me/quotes')).content.map((q: any) => q.id)).toEqual([id]);
    const read = await update(seller, id, { isRead: true, productId: npk.id }).expect(200);
    expect(read.body).toMatchObject({
      success: true,
      message: 'Quotation updated.',
      data: { id, isRead: true, status: 'REQUESTED' },
    });
    expect(await unread(seller)).toBe(0);
    expect(await get(seller, 'quotes/read/READ/count')).toEqual({ status: 'READ', count: 1 });
    expect((await get(seller, 'quotes?read=UNREAD')).totalElements).toBe(0);

    // Offer, counter-offer, a second offer.
    const offered = await update(seller, id, { price: 12000, comment: 'Best price this month' }).expect(200);
    expect(offered.body.data).toMatchObject({ status: 'OFFERED', price: '12000.00', isRead: true });
    const offerMail = await t.inbox!.waitFor(
      (m) => m.to.includes(buyer.email) && m.subject === 'Price offer for Quoted NPK',
    );
    expect(offerMail.text).toContain(
      'Green Farms Ltd offers 12000.00 each for the 40 × Quoted NPK you asked about.\nComment: Best price this month',
    );
    expect(offerMail.text).toContain(`/products/${npk.id}`);

    const order = await accept(buyer, id).expect(201);
    expect(order.body.data).toMatchObject({
      status: 'PENDING',
      unitPrice: '12000.00',
      totalPrice: '480000.00',
      quantity: 40,
      quotationId: id,
    });
    expect((await one(buyer, id).expect(200)).body).toMatchObject({
      status: 'ACCEPTED',
      productRequestId: order.body.data.id,
    });
  });

  it('lets the buyer counter, waits for the seller, and places the order at the seller’s last price', async () => {
    const id = (await ask(buyer, { productId: npk.id, quantity: 10 }).expect(201)).body.data.id;
    const noOffer = await counter(buyer, id, { price: '100' }).expect(409);
    expect(noOffer.body).toMatchObject({
      code: 'QUOTATION_NO_OFFER',
      message: 'The seller has not offered a price yet.',
    });
    expect((await accept(buyer, id).expect(409)).body.code).toBe('QUOTATION_NO_OFFER');

    await update(seller, id, { price: '12000' }).expect(200);
    const unreadBefore = await unread(seller);
    const countered = await counter(buyer, id, { price: '11000', comment: 'Can you do 11000?' }).expect(200);
    expect(countered.body).toMatchObject({
      message: 'Your counter-offer was sent to the seller.',
      data: { status: 'COUNTERED', price: '12000.00', counterPrice: '11000.00', isRead: false },
    });
    expect(await unread(seller)).toBe(unreadBefore + 1);
    const counterMail = await t.inbox!.waitFor(
      (m) => m.to.includes(seller.email) && m.subject === 'Counter-offer for Quoted NPK',
    );
    expect(counterMail.text).toContain(
      'Kano Distribution proposes 11000.00 each for 10 × Quoted NPK.\nComment: Can you do 11000?',
    );
    const waiting = await accept(buyer, id).expect(409);
    expect(waiting.body).toMatchObject({
      code: 'QUOTATION_AWAITING_SELLER',
      message: 'The seller has not answered your counter-offer yet.',
    });

    await update(seller, id, { price: '11500.50', comment: 'Meet you halfway' }).expect(200);
    const before = await get(seller, 'product/request/PENDING/count');
    const accepted = await accept(buyer, id, {
      deliveryMethodId: 1,
      deliveryLocation: 'Kano market',
      comment: 'Thank you',
    }).expect(201);
    expect(accepted.body).toMatchObject({
      success: true,
      message: 'Quotation accepted: your product request was sent to the seller.',
      data: {
        status: 'PENDING',
        productId: npk.id,
        productName: 'Quoted NPK',
        quantity: 10,
        unitPrice: '11500.50',
        totalPrice: '115005.00',
        quotationId: id,
        deliveryLocation: 'Kano market',
        comment: 'Thank you',
        deliveryMethod: { id: 1, name: 'Pick-up at the store' },
        buyer: { id: buyer.id },
        seller: { id: seller.id },
        nextStatuses: ['CANCELED'],
      },
    });
    const orderId = accepted.body.data.id;
    expect(await get(seller, 'product/request/PENDING/count')).toEqual({ status: 'PENDING', count: before.count + 1 });
    expect((await get(seller, 'product/request')).content.map((o: any) => o.id)).toContain(orderId);
    await t.inbox!.waitFor(
      (m) =>
        m.to.includes(seller.email) &&
        m.subject === 'New product request: Quoted NPK' &&
        m.text.includes('10 × Quoted NPK at 11500.50'),
    );

    const thread = (await one(buyer, id).expect(200)).body;
    expect(thread).toMatchObject({ status: 'ACCEPTED', productRequestId: orderId, price: '11500.50', isRead: false });
    expect(thread.messages.map((m: any) => [m.side, m.kind, m.price, m.comment])).toEqual([
      ['BUYER', 'REQUEST', null, null],
      ['SELLER', 'OFFER', '12000.00', null],
      ['BUYER', 'COUNTER', '11000.00', 'Can you do 11000?'],
      ['SELLER', 'OFFER', '11500.50', 'Meet you halfway'],
      ['BUYER', 'ACCEPT', '11500.50', null],
    ]);
    expect((await one(seller, id).expect(200)).body).toEqual(thread);

    // Closed: nothing more changes it, but the seller may still mark it read.
    const events = await eventsOf(id);
    for (const attempt of [
      accept(buyer, id),
      counter(buyer, id, { price: '1' }),
      update(seller, id, { price: '1' }),
      update(seller, id, { comment: 'Still there?' }),
    ]) {
      const closed = await attempt.expect(409);
      expect(closed.body).toMatchObject({
        code: 'QUOTATION_CLOSED',
        message: 'This quotation was accepted: it can no longer change.',
      });
    }
    expect(await eventsOf(id)).toBe(events);
    await update(seller, id, { isRead: true }).expect(200);
    expect(await eventsOf(id)).toBe(events + 1);
    expect((await t.sql(`SELECT count(*)::int AS n FROM product_requests WHERE quotation_id = $1`, [id]))[0].n).toBe(1);
  });

  it('lets the seller write without a price, and the buyer hears of it', async () => {
    const id = (await ask(buyer, { productId: npk.id, quantity: 3 }).expect(201)).body.data.id;
    const noted = await update(seller, id, { comment: 'Which size do you need?' }).expect(200);
    expect(noted.body.data).toMatchObject({ status: 'REQUESTED', isRead: true, price: null });
    expect(noted.body.data.messages.at(-1)).toMatchObject({
      side: 'SELLER',
      kind: 'NOTE',
      comment: 'Which size do you need?',
    });
    const mail = await t.inbox!.waitFor(
      (m) => m.to.includes(buyer.email) && m.subject === 'Message about your quotation for Quoted NPK',
    );
    expect(mail.text).toContain('Comment: Which size do you need?');
  });
});

describe('bad input', () => {
  it('answers a clear message, in English and French, and writes nothing', async () => {
    const count = async () =>
      (await t.sql(`SELECT count(*)::int AS n FROM events WHERE stream_type = 'quotation'`))[0].n;
    const before = await count();
    expect((await ask(buyer, { productId: randomUUID(), quantity: 1 }).expect(404)).body).toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
      message: 'No product found',
    });
    const hidden = await product(seller, { name: 'Unapproved Seed' }, false);
    expect(
      (await ask(buyer, { productId: hidden.id, quantity: 1 }).set('Accept-Language', 'fr').expect(404)).body.message,
    ).toBe('Aucun produit trouvé');
    expect((await ask(buyer, { productId: npk.id, quantity: 0 }).expect(400)).body.errors).toEqual([
      { field: 'quantity', message: 'A whole number from 1 to 1000000.' },
    ]);
    expect((await ask(buyer, { productId: 'nope', quantity: 1 }).expect(400)).body.errors).toEqual([
      { field: 'productId', message: 'Must be the identifier of a product.' },
    ]);
    expect((await ask(buyer, { productId: npk.id, quantity: 1, price: '10' }).expect(400)).body.errors).toEqual([
      { field: 'price', message: 'This field is not accepted.' },
    ]);
    expect(await count()).toBe(before);

    const id = (await ask(buyer, { productId: npk.id, quantity: 2 }).expect(201)).body.data.id;
    const after = await count();
    const empty = await update(seller, id, {}).expect(400);
    expect(empty.body).toMatchObject({
      code: 'QUOTATION_UPDATE_EMPTY',
      message: 'Say what changes: isRead, a price or a comment.',
    });
    const zero = await update(seller, id, { price: '0' }).set('Accept-Language', 'fr').expect(400);
    expect(zero.body.errors).toEqual([
      { field: 'price', message: 'Un prix supérieur à 0, tel que 12500 ou 12500.50.' },
    ]);
    expect((await update(seller, id, { price: '12.345' }).expect(400)).body.errors[0].field).toBe('price');
    const mismatch = await update(seller, id, { isRead: true, productId: randomUUID() }).expect(400);
    expect(mismatch.body.errors).toEqual([{ field: 'productId', message: 'This quotation is about another product.' }]);
    expect((await update(seller, id, { isRead: 'yes' }).expect(400)).body.errors).toEqual([
      { field: 'isRead', message: 'Must be true or false.' },
    ]);
    const status = await t.http().get(api('quotes/read/SOMETIMES/count')).set(as(seller)).expect(400);
    expect(status.body.message).toBe('Unknown read status "SOMETIMES". Accepted values: UNREAD, READ.');
    expect(await count()).toBe(after);
    expect((await one(seller, id).expect(200)).body).toMatchObject({
      isRead: false,
      status: 'REQUESTED',
      messages: [{ kind: 'REQUEST' }],
    });
  });

  it('reads null in an optional field as left out, and in a required one as missing (400, never 500)', async () => {
    const id = (await ask(buyer, { productId: npk.id, quantity: 5, comment: null }).expect(201)).body.data.id;
    const empty = await update(seller, id, { isRead: null, price: null, comment: null, productId: null }).expect(400);
    expect(empty.body).toEqual({
      success: false,
      status: 400,
      code: 'QUOTATION_UPDATE_EMPTY',
      message: 'Say what changes: isRead, a price or a comment.',
      errors: [],
      requestId: empty.headers['x-request-id'],
    });
    const noted = await update(seller, id, { price: null, comment: 'Which size do you need?' }).expect(200);
    expect(noted.body).toMatchObject({
      success: true,
      message: 'Quotation updated.',
      data: { status: 'REQUESTED', isRead: true, price: null },
    });
    expect(noted.body.data.messages.at(-1)).toMatchObject({ side: 'SELLER', kind: 'NOTE', price: null });
    const offered = await update(seller, id, { price: '250', comment: null, isRead: null }).expect(200);
    expect(offered.body.data).toMatchObject({ status: 'OFFERED', price: '250.00' });
    const noPrice = await counter(buyer, id, { price: null }).set('Accept-Language', 'fr').expect(400);
    expect(noPrice.body).toMatchObject({ success: false, status: 400, code: 'VALIDATION_FAILED' });
    expect(noPrice.body.errors).toContainEqual({
      field: 'price',
      message: 'Un prix supérieur à 0, tel que 12500 ou 12500.50.',
    });
    expect(new Set(noPrice.body.errors.map((e: any) => e.field))).toEqual(new Set(['price']));
  });

  it('refuses a quotation on one’s own product, and leaves answering to the seller', async () => {
    expect((await ask(seller, { productId: npk.id, quantity: 1 }).expect(403)).body.code).toBe('FORBIDDEN');
    const clerk = await person('ROLE_INPUT_PROVIDER_STAFF', { employerId: seller.id });
    await t
      .as(admin)
      .post('permissions')
      .send({ userId: clerk.id, permissions: ['quotations:create'] })
      .expect(200);
    const own = await ask(clerk, { productId: npk.id, quantity: 1 }).expect(403);
    expect(own.body).toMatchObject({
      code: 'QUOTATION_OWN_PRODUCT',
      message: 'You cannot ask a quotation for your own product.',
    });

    const id = (await ask(buyer, { productId: npk.id, quantity: 1 }).expect(201)).body.data.id;
    // The buyer (a distributor, who answers the quotations asked of them) is not this quotation's seller; a farmer answers none.
    expect((await update(buyer, id, { price: '1' }).expect(404)).body.code).toBe('QUOTATION_NOT_FOUND');
    expect((await update(otherBuyer, id, { isRead: true }).expect(403)).body.code).toBe('FORBIDDEN');
    await counter(seller, id, { price: '1' }).expect(403);
    await accept(seller, id).expect(403);
  });
});

describe('privacy between traders', () => {
  it('keeps a seller’s quotations from other sellers and a buyer’s from other buyers (404 on read and update, absent from lists and counts)', async () => {
    const mine = (await ask(buyer, { productId: npk.id, quantity: 5, comment: 'Private question' }).expect(201)).body
      .data.id;
    const otherProduct = await product(otherSeller, { name: 'Savanna Urea' });
    const theirs = (await ask(otherBuyer, { productId: otherProduct.id, quantity: 1 }).expect(201)).body.data.id;

    for (const stranger of [otherSeller, otherBuyer]) {
      const refused = await one(stranger, mine).expect(404);
      expect(refused.body).toMatchObject({ code: 'QUOTATION_NOT_FOUND', message: 'No quotation found' });
    }
    expect((await update(otherSeller, mine, { isRead: true }).expect(404)).body.message).toBe('No quotation found');
    expect(
      (await update(otherSeller, mine, { price: '1' }).set('Accept-Language', 'fr').expect(404)).body.message,
    ).toBe('Aucun devis trouvé');
    await counter(otherBuyer, mine, { price: '1' }).expect(404);
    await accept(otherBuyer, mine).expect(404);

    expect((await get(otherSeller, 'quotes')).content.map((q: any) => q.id)).toEqual([theirs]);
    expect(await unread(otherSeller)).toBe(1);
    expect((await get(otherBuyer, 'me/quotes')).content.map((q: any) => q.id)).toEqual([theirs]);
    expect((await get(seller, 'quotes?size=200')).content.map((q: any) => q.id)).not.toContain(theirs);
    expect((await one(seller, mine).expect(200)).body).toMatchObject({ comment: 'Private question', isRead: false });
    expect(await eventsOf(mine)).toBe(1);
  });
});

describe('read models', () => {
  it('are rebuilt from the log as they were; what people wrote stays out of the log in clear', async () => {
    const id = (
      await ask(otherBuyer, { productId: npk.id, quantity: 9, comment: 'My farm is behind the mosque' }).expect(201)
    ).body.data.id;
    await update(seller, id, { price: '9000', comment: 'Delivery on Friday' }).expect(200);
    const raw = await t.sql(`SELECT data::text AS data FROM events WHERE stream_id = $1`, [`quotation-${id}`]);
    expect(raw.map((r) => r.data).join(' ')).not.toMatch(/mosque|Friday/);

    const snapshot = async () => ({
      quotations: await t.sql(`SELECT * FROM quotations ORDER BY id`),
      messages: await t.sql(`SELECT * FROM quotation_messages ORDER BY quotation_id, position`),
    });
    const before = await snapshot();
    await t.sql(`UPDATE quotations SET is_read = NOT is_read, status = 'tampered'`);
    await t.sql(`DELETE FROM quotation_messages`);
    await t.app.get(EventStore).rebuildProjections();
    expect(await snapshot()).toEqual(before);
  });
});
