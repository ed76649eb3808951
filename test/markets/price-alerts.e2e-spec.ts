import ExcelJS from 'exceljs';
import { api, bearer, person, Person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Kenya's published prices of a 90 kg bag of dry maize in Kakamega (shared/data/units-and-prices.md §6): KES 2,800 in
 * May 2016 [KE-SOKO-2016]; 4,000 to 4,200 on 14 April 2020 [KE-SOKO-2020]. Per kg: 31.1111, 44.4444, 46.6667.
 */
const KENYA = 5;

let t: TestApp;
let admin: Person;
let watcher: Person;
let other: Person;
let kakamega: number;
let lagos: number;

beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await person(t, 'ROLE_ADMIN', { countryId: KENYA });
  watcher = await person(t, 'ROLE_FARMER', { countryId: KENYA });
  other = await person(t, 'ROLE_FARMER', { countryId: KENYA });
  [{ id: kakamega }] = await t.sql<{ id: number }>(`SELECT id FROM states WHERE country_id = $1 AND name = 'Kakamega'`, [KENYA]);
  [{ id: lagos }] = await t.sql<{ id: number }>(`SELECT id FROM states WHERE name = 'Lagos'`);
});
afterAll(() => t.close());

async function kakamegaMaize(date: string, price: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prices');
  sheet.addRow(['date', 'admin1', 'market', 'commodity', 'unit', 'currency', 'price']);
  sheet.addRow([date, 'Kakamega', 'Kakamega', 'Maize (dry)', '90 KG', 'KES', price]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = async (bytes: Buffer) => {
  await t.http().post(api('market-updates')).set(bearer(admin.token)).set('Country', 'Kenya').attach('file', bytes, 'prices.xlsx').expect(201);
  await t.settled();
};
const mailsTo = (email: string) => t.inbox!.messages.filter((m) => m.to.includes(email));

describe('price alerts', () => {
  let alertId: string;

  it('are set by a signed-in user on a state of their country, and refused elsewhere', async () => {
    const res = await t.http().post(api('market-updates/alerts')).set(bearer(watcher.token)).send({ product: 'Maize (dry)', stateId: kakamega, threshold: 40 }).expect(201);
    expect(res.body.data).toMatchObject({ product: 'Maize (dry)', stateId: kakamega, threshold: 40, side: null, fired: 0 });
    alertId = res.body.data.id;
    const abroad = await t.http().post(api('market-updates/alerts')).set(bearer(watcher.token)).send({ product: 'Rice', stateId: lagos, threshold: 40 }).expect(404);
    expect(abroad.body.code).toBe('MARKET_STATE_NOT_FOUND');
    await t.http().post(api('market-updates/alerts')).set(bearer(watcher.token)).send({ product: 'Rice', stateId: kakamega, threshold: -1 }).expect(400);
    await t.http().post(api('market-updates/alerts')).send({ product: 'Rice', stateId: kakamega, threshold: 40 }).expect(401);
  });

  it('fire once when an upload crosses the threshold, and not when a later upload stays beyond it', async () => {
    await upload(await kakamegaMaize('2016-05-20', 2800)); // 31.1111 a kg: below 40, the first price, no mail
    expect(mailsTo(watcher.email)).toHaveLength(0);
    await upload(await kakamegaMaize('2020-04-14', 4000)); // 44.4444: crosses 40
    const mail = await t.inbox!.waitFor((m) => m.to.includes(watcher.email));
    expect(mail.subject).toBe('Price alert: Maize (dry) in Kakamega');
    expect(mail.text).toContain('is now 44.4444 KES per kg, above your threshold of 40');
    await upload(await kakamegaMaize('2020-04-14', 4200)); // 46.6667: still above
    expect(mailsTo(watcher.email)).toHaveLength(1);
    await upload(await kakamegaMaize('2016-06-20', 2800)); // an older month, sent late: history, not today's price
    expect(mailsTo(watcher.email)).toHaveLength(1);
    const mine = await t.http().get(api('market-updates/alerts')).set(bearer(watcher.token)).expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ id: alertId, side: 'ABOVE', fired: 1 })]);
  });

  it('are seen and deleted by their owner only', async () => {
    expect((await t.http().get(api('market-updates/alerts')).set(bearer(other.token)).expect(200)).body).toEqual([]);
    expect((await t.http().delete(api(`market-updates/alerts/${alertId}`)).set(bearer(other.token)).expect(404)).body.code).toBe('MARKET_ALERT_NOT_FOUND');
    await t.http().delete(api(`market-updates/alerts/${alertId}`)).set(bearer(watcher.token)).expect(200);
    expect((await t.http().get(api('market-updates/alerts')).set(bearer(watcher.token)).expect(200)).body).toEqual([]);
    await t.http().delete(api('market-updates/alerts/not-a-uuid')).set(bearer(watcher.token)).expect(400);
  });
});
