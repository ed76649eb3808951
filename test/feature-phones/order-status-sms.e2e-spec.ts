import { api, bearer, decideProduct, Person, registerPerson, submitProduct } from '../support/catalogue';
import { person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';
import { AfricasTalkingReplay } from './africas-talking-replay';
import { SECRET, SERVICE_CODE, session } from './support';

/**
 * Order status by SMS: a buyer with an account dials the menu from the phone of their account, turns order status on,
 * and each move of their order reaches that number; another buyer who did not subscribe gets nothing.
 */
const gateway = new AfricasTalkingReplay();
let t: TestApp;
let seller: Person;
let buyer: Person;
let quiet: Person;
let npk: { id: string; name: string };

// The account's phone as it was typed at sign-up (national digits), dialled from the international form.
const BUYER_PHONE = '+2348031234567';

beforeAll(async () => {
  const base = await gateway.start();
  t = await startTestApp({
    env: {
      ...gateway.env(base),
      SMS_CALLBACK_SECRET: SECRET,
      USSD_SERVICE_CODE: SERVICE_CODE,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  seller = await registerPerson(t, 'ROLE_INPUT_PROVIDER', 'Green Farms Ltd');
  buyer = {
    ...(await person(t, 'ROLE_FARMER', { firstname: 'Musa', countryId: 1, phone: '8031234567' })),
    country: 'Nigeria',
  };
  quiet = {
    ...(await person(t, 'ROLE_FARMER', { firstname: 'Bala', countryId: 1, phone: '8031234568' })),
    country: 'Nigeria',
  };
  npk = await submitProduct(t, seller, { deliveryMethodIds: '1,2' });
  await decideProduct(t, await t.login(), npk.id, 'APPROVED');
});
afterAll(async () => {
  await t.close();
  await gateway.stop();
});

const order = async (who: Person) =>
  (
    await t
      .http()
      .post(api('product/request'))
      .set(bearer(who.token))
      .send({ productId: npk.id, quantity: 3, deliveryMethodId: 2, deliveryLocation: 'Plot 4, Zaria Road, Kano' })
      .expect(201)
  ).body.data.id as string;
const move = (id: string, status: string) =>
  t
    .http()
    .put(api(`product/request/${id}/status`))
    .set(bearer(seller.token))
    .send({ status })
    .expect(200);

describe('order status by SMS', () => {
  it('is turned on from the menu by a buyer known by the phone of their account', async () => {
    const screens = await session(t, BUYER_PHONE, ['4', '3', '1']);
    expect(screens[0]).toBe(
      'CON Kasuwa: hello Musa\n1 Market prices\n2 Weather\n3 My orders\n4 SMS alerts\n5 Fertilizer advice',
    );
    expect(screens[3]).toBe('END Order status by SMS: on. Reply STOP to end all SMS.');
    // Without an area of their own, the weather asks for one.
    expect((await session(t, BUYER_PHONE, ['2'])).pop()).toMatch(/^CON Choose your state\n1 /);
  });

  it('tells the buyer each move of their order, and nobody else', async () => {
    const mine = await order(buyer);
    const theirs = await order(quiet);
    await move(mine, 'APPROVED');
    await move(theirs, 'APPROVED');
    await move(mine, 'SHIPPED');
    // Each SMS goes through the log, the outbox relay and a job that may be retried: waited for until both are in (or
    // the time runs out), then until nothing is left to do, so that a third would show.
    for (const deadline = Date.now() + 30_000; gateway.callsTo(BUYER_PHONE).length < 2 && Date.now() < deadline;)
      await new Promise((r) => setTimeout(r, 100));
    await t.settled();
    // One SMS per move; SMS carry no order of arrival (the queue sends them side by side, as the networks deliver).
    expect(
      gateway
        .callsTo(BUYER_PHONE)
        .map((c) => c.message)
        .sort(),
    ).toEqual([
      `Kasuwa: your order of ${npk.name} is now approved. STOP to end`,
      `Kasuwa: your order of ${npk.name} is now on its way. STOP to end`,
    ]);
    expect(gateway.callsTo('+2348031234568')).toEqual([]);
    // The menu says the same.
    const [, orders] = await session(t, BUYER_PHONE, ['3']);
    expect(orders).toBe(`CON My orders\nOrder ${npk.name}: on its way\n0 Back`);
  });
});
