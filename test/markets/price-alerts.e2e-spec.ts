import ExcelJS from 'exceljs';
import { EVENT_COLUMNS, EventRow, toStoredEvent } from '../../src/kernel/events/event.types';
import { PriceAlertPushSubscriber } from '../../src/markets/consumers/price-alert-push.subscriber';
import { FakeFcm } from '../support/fake-fcm';
import { api, bearer, person, Person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Kenya's published prices of a 90 kg bag of dry maize in Kakamega (shared/data/units-and-prices.md §6): KES 2,800 in
 * May 2016 [KE-SOKO-2016]; 4,000 to 4,200 on 14 April 2020 [KE-SOKO-2020]. Per kg: 31.1111, 44.4444, 46.6667.
 */
const KENYA = 5;

const fcm = new FakeFcm();
/** A Firebase-looking registration token. */
const fcmToken = (name: string) => `${name}:APA91b${'x'.repeat(20)}`;
let t: TestApp;
let admin: Person;
let watcher: Person;
let other: Person;
let kakamega: number;
let lagos: number;

beforeAll(async () => {
  await fcm.start();
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...fcm.env() } });
  admin = await person(t, 'ROLE_ADMIN', { countryId: KENYA });
  watcher = await person(t, 'ROLE_FARMER', { countryId: KENYA });
  other = await person(t, 'ROLE_FARMER', { countryId: KENYA });
  [{ id: kakamega }] = await t.sql<{ id: number }>(
    `SELECT id FROM states WHERE country_id = $1 AND name = 'Kakamega'`,
    [KENYA],
  );
  [{ id: lagos }] = await t.sql<{ id: number }>(`SELECT id FROM states WHERE name = 'Lagos'`);
});
afterAll(async () => {
  await t.close();
  await fcm.stop();
});

async function kakamegaSheet(commodity: string, date: string, price: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prices');
  sheet.addRow(['date', 'admin1', 'market', 'commodity', 'unit', 'currency', 'price']);
  sheet.addRow([date, 'Kakamega', 'Kakamega', commodity, '90 KG', 'KES', price]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
const kakamegaMaize = (date: string, price: number) => kakamegaSheet('Maize (dry)', date, price);

const upload = async (bytes: Buffer) => {
  await t
    .http()
    .post(api('market-updates'))
    .set(bearer(admin.token))
    .set('Country', 'Kenya')
    .attach('file', bytes, 'prices.xlsx')
    .expect(201);
  await t.settled();
};
const mailsTo = (email: string) => t.inbox!.messages.filter((m) => m.to.includes(email));

describe('price alerts', () => {
  let alertId: string;

  it('are set by a signed-in user on a state of their country, and refused elsewhere', async () => {
    const res = await t
      .http()
      .post(api('market-updates/alerts'))
      .set(bearer(watcher.token))
      .send({ product: 'Maize (dry)', stateId: kakamega, threshold: 40 })
      .expect(201);
    expect(res.body).toMatchObject({
      message: 'You will be told by e-mail, and on your phone if the app is signed in, when the price crosses 40.',
    });
    expect(res.body.data).toMatchObject({
      product: 'Maize (dry)',
      stateId: kakamega,
      threshold: 40,
      direction: 'EITHER',
      side: null,
      fired: 0,
    });
    alertId = res.body.data.id;
    const abroad = await t
      .http()
      .post(api('market-updates/alerts'))
      .set(bearer(watcher.token))
      .send({ product: 'Rice', stateId: lagos, threshold: 40 })
      .expect(404);
    expect(abroad.body.code).toBe('MARKET_STATE_NOT_FOUND');
    await t
      .http()
      .post(api('market-updates/alerts'))
      .set(bearer(watcher.token))
      .send({ product: 'Rice', stateId: kakamega, threshold: -1 })
      .expect(400);
    await t
      .http()
      .post(api('market-updates/alerts'))
      .send({ product: 'Rice', stateId: kakamega, threshold: 40 })
      .expect(401);
    const direction = await t
      .http()
      .post(api('market-updates/alerts'))
      .set(bearer(watcher.token))
      .set('Accept-Language', 'fr')
      .send({ product: 'Rice', stateId: kakamega, threshold: 40, direction: 'SIDEWAYS' })
      .expect(400);
    expect(direction.body.errors).toEqual([
      { field: 'direction', message: "Doit être l'une des valeurs : ABOVE, BELOW, EITHER." },
    ]);
    expect((await t.http().get(api('market-updates/alerts')).set(bearer(watcher.token)).expect(200)).body).toHaveLength(
      1,
    );
  });

  it('fire once when an upload crosses the threshold, and not when a later upload stays beyond it', async () => {
    await upload(await kakamegaMaize('2016-05-20', 2800)); // 31.1111 a kg: below 40, the first price, no mail
    expect(mailsTo(watcher.email)).toHaveLength(0);
    await upload(await kakamegaMaize('2020-04-14', 4000)); // 44.4444: crosses 40
    const mail = await t.inbox!.waitFor((m) => m.to.includes(watcher.email));
    expect(mail.subject).toBe('Price alert: Maize (dry) in Kakamega');
    expect(mail.text).toContain('is now 44.4444 KES per kg, above your threshold of 40.');
    expect(mail.text).toContain('You asked to be told whenever it crosses 40.');
    await upload(await kakamegaMaize('2020-04-14', 4200)); // 46.6667: still above
    expect(mailsTo(watcher.email)).toHaveLength(1);
    await upload(await kakamegaMaize('2016-06-20', 2800)); // an older month, sent late: history, not today's price
    expect(mailsTo(watcher.email)).toHaveLength(1);
    const mine = await t.http().get(api('market-updates/alerts')).set(bearer(watcher.token)).expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ id: alertId, side: 'ABOVE', fired: 1 })]);
  });

  it('are seen and deleted by their owner only', async () => {
    expect((await t.http().get(api('market-updates/alerts')).set(bearer(other.token)).expect(200)).body).toEqual([]);
    expect(
      (
        await t
          .http()
          .delete(api(`market-updates/alerts/${alertId}`))
          .set(bearer(other.token))
          .expect(404)
      ).body.code,
    ).toBe('MARKET_ALERT_NOT_FOUND');
    await t
      .http()
      .delete(api(`market-updates/alerts/${alertId}`))
      .set(bearer(watcher.token))
      .expect(200);
    expect((await t.http().get(api('market-updates/alerts')).set(bearer(watcher.token)).expect(200)).body).toEqual([]);
    await t.http().delete(api('market-updates/alerts/not-a-uuid')).set(bearer(watcher.token)).expect(400);
  });
});

/** Beans in Kakamega, 90 kg bags: 5,400 KES is 60 a kg, 3,600 is 40. */
describe('a price alert set to tell of a fall below its threshold', () => {
  let alertId: string;
  const beans = (date: string, price: number) => kakamegaSheet('Beans', date, price);
  const pushesTo = (token: string) => fcm.received.filter((p) => p.token === token);

  beforeAll(async () => {
    // The watcher's phone is in French; another user's phone, without an alert, hears nothing.
    await t
      .http()
      .post(api('notifications/devices'))
      .set(bearer(watcher.token))
      .send({ token: fcmToken('watcher-phone'), language: 'fr' })
      .expect(201);
    await t
      .http()
      .post(api('notifications/devices'))
      .set(bearer(other.token))
      .send({ token: fcmToken('other-phone') })
      .expect(201);
    await upload(await beans('2021-01-15', 5400)); // 60 a kg, before the alert
  });

  it('is set with its direction and says so', async () => {
    const res = await t
      .http()
      .post(api('market-updates/alerts'))
      .set(bearer(watcher.token))
      .set('Accept-Language', 'fr')
      .send({ product: 'Beans', stateId: kakamega, threshold: 50, direction: 'below' })
      .expect(201);
    expect(res.body.message).toBe(
      "Vous serez prévenu par e-mail, et sur votre téléphone si l'application y est connectée, quand le prix passera en dessous de 50.",
    );
    expect(res.body.data).toMatchObject({
      product: 'Beans',
      threshold: 50,
      direction: 'BELOW',
      side: 'ABOVE',
      fired: 0,
    });
    alertId = res.body.data.id;
  });

  it('fires once, by mail and push, when an upload brings the price below, and not when it rises above', async () => {
    const mailsBefore = mailsTo(watcher.email).length;
    await upload(await beans('2021-02-15', 3600)); // 40 a kg: falls below 50
    const mail = await t.inbox!.waitFor(
      (m) => m.to.includes(watcher.email) && m.subject === 'Price alert: Beans in Kakamega',
    );
    expect(mail.text).toContain('is now 40 KES per kg, below your threshold of 50.');
    expect(mail.text).toContain('You asked to be told when it falls below 50.');
    expect(pushesTo(fcmToken('watcher-phone'))).toEqual([
      {
        token: fcmToken('watcher-phone'),
        title: 'Beans – Kakamega : le prix baisse',
        body: 'Maintenant 40 KES par kg, en dessous de votre seuil de 50 (2021-02).',
        data: { kind: 'price-alert', alertId },
      },
    ]);
    await upload(await beans('2021-03-15', 3700)); // still below: nothing
    await upload(await beans('2021-04-15', 5400)); // rises above 50: a "below" alert says nothing
    expect(mailsTo(watcher.email)).toHaveLength(mailsBefore + 1);
    expect(pushesTo(fcmToken('watcher-phone'))).toHaveLength(1);
    expect(pushesTo(fcmToken('other-phone'))).toHaveLength(0);
    const mine = await t.http().get(api('market-updates/alerts')).set(bearer(watcher.token)).expect(200);
    expect(mine.body.find((a: { id: string }) => a.id === alertId)).toMatchObject({
      direction: 'BELOW',
      side: 'ABOVE',
      fired: 1,
    });
  });

  it('fires again on the next fall, and a replayed event pushes nothing twice', async () => {
    await upload(await beans('2021-05-15', 3600)); // falls below again: a new crossing
    await t.inbox!.waitFor(
      () => mailsTo(watcher.email).filter((m) => m.subject === 'Price alert: Beans in Kakamega').length === 2,
    );
    expect(pushesTo(fcmToken('watcher-phone'))).toHaveLength(2);
    // The push subscriber handed the same crossings again (a consumer replayed): nothing more is sent.
    const rows = await t.sql<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE type = 'PriceAlertCrossed' AND stream_id = $1 ORDER BY global_position`,
      [`price-alert-${alertId}`],
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) await t.app.get(PriceAlertPushSubscriber).handle(toStoredEvent(row));
    await t.settled();
    expect(pushesTo(fcmToken('watcher-phone'))).toHaveLength(2);
  });

  it('reaches a user without devices by mail only', async () => {
    const [device] = await t.sql<{ token: string }>(`SELECT token FROM push_devices WHERE user_id = $1`, [watcher.id]);
    await t
      .http()
      .delete(api(`notifications/devices/${encodeURIComponent(device.token)}`))
      .set(bearer(watcher.token))
      .expect(200);
    await upload(await beans('2021-06-15', 5400)); // back above: recorded only
    const pushes = fcm.received.length;
    await upload(await beans('2021-07-15', 3600)); // below: mail only
    await t.inbox!.waitFor(
      () => mailsTo(watcher.email).filter((m) => m.subject === 'Price alert: Beans in Kakamega').length === 3,
    );
    expect(fcm.received).toHaveLength(pushes);
  });
});
