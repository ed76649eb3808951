import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SmsOutbox } from '../../src/feature-phones/commands/sms-outbox';
import { SMS_QUEUE } from '../../src/feature-phones/jobs/feature-phones.jobs';
import { JobQueues } from '../../src/kernel/messaging/job-queue.service';
import { api, bearer, person, Person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';
import { AfricasTalkingReplay } from './africas-talking-replay';
import { enrolWithConsent, KENYA, SECRET, SENEGAL, SERVICE_CODE, session, uploadKakamegaMaize } from './support';

/**
 * SMS through a local server that answers as Africa's Talking's API does: a price alert sent to a farmer who opted in
 * (and to nobody else), its cost kept, a delivery report recorded, a failure retried, a refusal kept, STOP and ARRET
 * honoured, and the console's test send with numbers as people type them.
 */
const gateway = new AfricasTalkingReplay();
let t: TestApp;
let admin: Person;

const WEKESA = '+254711082010';
const OTIENO = '+254711082011';
const NDEYE = '+221771234500';

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
  admin = await person(t, 'ROLE_ADMIN', { countryId: KENYA });
  const [kakamega] = await t.sql(
    `SELECT s.id AS "stateId", min(c.id) AS "cityId" FROM states s JOIN cities c ON c.state_id = s.id AND c.listed WHERE s.country_id = $1 AND s.name = 'Kakamega' GROUP BY s.id`,
    [KENYA],
  );
  const [dakar] = await t.sql(
    `SELECT s.id AS "stateId", min(c.id) AS "cityId" FROM states s JOIN cities c ON c.state_id = s.id AND c.listed WHERE s.country_id = $1 AND s.name = 'Dakar' GROUP BY s.id`,
    [SENEGAL],
  );
  await enrolWithConsent(t, admin, KENYA, kakamega, 'Peter Wekesa', '0711082010');
  await enrolWithConsent(t, admin, KENYA, kakamega, 'Jane Otieno', '+254711082011');
  await enrolWithConsent(t, admin, SENEGAL, dakar, 'Ndeye Fall', '771234500');
  // Wekesa opts in to price alerts; Otieno does not.
  expect((await session(t, WEKESA, ['4', '1', '1'])).pop()).toBe('END Prices by SMS: on. Reply STOP to end all SMS.');
});
afterAll(async () => {
  await t.close();
  await gateway.stop();
});

const messagesTo = (phone: string) =>
  t.sql(
    `SELECT kind, body, status, gateway, gateway_message_id, gateway_status, cost::float8 AS cost, currency, attempts, failure_reason FROM sms_messages WHERE phone = $1 ORDER BY created_at`,
    [phone],
  );
const report = (fields: Record<string, string>, secret = SECRET) =>
  t
    .http()
    .post(`${api('sms/africastalking/delivery-reports')}?secret=${secret}`)
    .type('form')
    .send(fields);
const incoming = (from: string, text: string) =>
  t
    .http()
    .post(`${api('sms/africastalking/incoming')}?secret=${SECRET}`)
    .type('form')
    .send({ from, to: '21525', text, id: 'in-1', date: '2026-11-29 10:00:00', linkId: '', networkCode: '63902' });

describe('a price alert by SMS', () => {
  it('goes to the farmer who opted in, as Africa’s Talking expects it, and keeps what it cost', async () => {
    await uploadKakamegaMaize(t, admin);
    await t.settled();
    const [call] = gateway.callsTo(WEKESA);
    expect(call).toEqual({
      apiKey: gateway.apiKey,
      username: 'sandbox',
      to: WEKESA,
      message: 'Kasuwa prices Kakamega (2020-04), KES/kg: Maize (dry) 44.44. STOP to end',
      from: 'KASUWA',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(gateway.callsTo(OTIENO)).toEqual([]);
    const [sent] = await messagesTo(WEKESA);
    expect(sent).toMatchObject({
      kind: 'PRICE_ALERT',
      status: 'SENT',
      gateway: 'africastalking',
      gateway_status: 'Success',
      cost: 0.8,
      currency: 'KES',
      attempts: 1,
    });
    expect(sent.gateway_message_id).toMatch(/^ATXid_/);
    expect(await messagesTo(OTIENO)).toEqual([]);
  });

  it('is delivered when the gateway reports it, and a report without the secret is refused', async () => {
    const [sent] = await messagesTo(WEKESA);
    const refused = await report(
      { id: sent.gateway_message_id, status: 'Success', phoneNumber: WEKESA },
      'wrong',
    ).expect(403);
    expect(refused.body.code).toBe('SMS_CALLBACK_REFUSED');
    await report({
      id: sent.gateway_message_id,
      status: 'Buffered',
      phoneNumber: WEKESA,
      networkCode: '63902',
      retryCount: '0',
    }).expect(200);
    expect((await messagesTo(WEKESA))[0].status).toBe('SENT');
    await report({
      id: sent.gateway_message_id,
      status: 'Success',
      phoneNumber: WEKESA,
      networkCode: '63902',
      retryCount: '0',
    }).expect(200);
    expect((await messagesTo(WEKESA))[0].status).toBe('DELIVERED');
    const reports = await t.sql(`SELECT status FROM sms_delivery_reports WHERE gateway_message_id = $1 ORDER BY id`, [
      sent.gateway_message_id,
    ]);
    expect(reports.map((r) => r.status)).toEqual(['Buffered', 'Success']);
    const missing = await report({ status: 'Success' }).set('Accept-Language', 'fr').expect(400);
    expect(missing.body.message).toBe('Il manque le champ id à l’appel de la passerelle.');
  });
});

describe('the console’s test send', () => {
  const send = (body: object, language = 'en') =>
    t.http().post(api('sms/test')).set(bearer(admin.token)).set('Accept-Language', language).send(body);

  it('reads the number as people type it there and goes out through the queue', async () => {
    const answer = await send({ countryId: KENYA, phone: '0722 000 123', text: 'Kasuwa test message' }).expect(201);
    expect(answer.body.message).toBe('Test SMS queued to +254722000123.');
    expect(answer.body.data).toMatchObject({ phone: '+254722000123', kind: 'TEST', status: 'QUEUED' });
    await t.settled();
    expect(gateway.callsTo('+254722000123').map((c) => c.message)).toEqual(['Kasuwa test message']);
    const bad = await send({ countryId: KENYA, phone: '0722 000', text: 'x' }, 'fr').expect(400);
    expect(bad.body.code).toBe('SMS_PHONE_INVALID');
    expect(bad.body.message).toBe(
      '« 0722 000 » n’est pas un numéro de téléphone de ce pays (Kenya) : écrivez-le comme on l’écrit là-bas, par exemple +254 803123456.',
    );
    await t.http().post(api('sms/test')).send({ countryId: KENYA, phone: '0722 000 123', text: 'x' }).expect(401);
    const farmer = await person(t, 'ROLE_FARMER', { countryId: KENYA });
    await t
      .http()
      .post(api('sms/test'))
      .set(bearer(farmer.token))
      .send({ countryId: KENYA, phone: '0722 000 123', text: 'x' })
      .expect(403);
  });

  it('retries while the gateway cannot send (HTTP 500, then out of credit), then sends once', async () => {
    gateway.serverErrorNext = 1;
    gateway.failNext = [405];
    await send({ countryId: KENYA, phone: '+254 722 000 124', text: 'Retried' }).expect(201);
    await t.settled();
    expect(gateway.callsTo('+254722000124')).toHaveLength(3);
    const [message] = await messagesTo('+254722000124');
    expect(message).toMatchObject({ status: 'SENT', attempts: 3, gateway_status: 'Success', cost: 0.8 });
  });

  it('is sent even when its job runs before the transaction that queued it has committed', async () => {
    // As an event consumer queues an order's status: the row and the job in its transaction, the job free to run first.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let id: string | null = null;
    const queueing = t.app.get(DataSource).transaction(async (manager) => {
      id = await t.app.get(SmsOutbox).queue(
        {
          dedupeKey: `held-back:${randomUUID()}`,
          countryId: KENYA,
          phone: '+254722000126',
          kind: 'TEST',
          text: 'Held back',
        },
        manager,
      );
      await held;
    });
    const job = async () => t.app.get(JobQueues).queue(SMS_QUEUE.name).getJob(`sms-${id}`);
    for (let waited = 0; !((await job())?.attemptsMade ?? 0) && waited < 20_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await job())?.attemptsMade).toBeGreaterThan(0);
    expect(gateway.callsTo('+254722000126')).toEqual([]);
    release();
    await queueing;
    await t.settled();
    expect(gateway.callsTo('+254722000126').map((c) => c.message)).toEqual(['Held back']);
  });

  it('keeps a number the gateway refuses for good as failed, without retrying', async () => {
    gateway.refuse.set('+254722000125', 403);
    await send({ countryId: KENYA, phone: '0722000125', text: 'Refused' }).expect(201);
    await t.settled();
    expect(gateway.callsTo('+254722000125')).toHaveLength(1);
    expect((await messagesTo('+254722000125'))[0]).toMatchObject({
      status: 'FAILED',
      gateway_status: 'InvalidPhoneNumber',
      failure_reason: 'InvalidPhoneNumber',
      attempts: 1,
      cost: null,
    });
  });
});

describe('STOP and ARRET', () => {
  it('opt the number out of every SMS, confirmed once in its language, and recorded with the consent', async () => {
    await incoming(WEKESA, ' stop ').expect(200);
    await incoming(WEKESA, 'STOP').expect(200);
    await incoming(NDEYE, 'Arret.').expect(200);
    await t.settled();
    expect(
      gateway
        .callsTo(WEKESA)
        .map((c) => c.message)
        .slice(1),
    ).toEqual(['Kasuwa: you will receive no more SMS. Dial *384*123# to subscribe again.']);
    expect(gateway.callsTo(NDEYE).map((c) => c.message)).toEqual([
      'Kasuwa : vous ne recevrez plus de SMS. Composez *384*123# pour vous réabonner.',
    ]);
    const consents = await t.sql(
      `SELECT topic, given, channel, words FROM sms_consent_changes WHERE phone = $1 ORDER BY id`,
      [WEKESA],
    );
    expect(consents).toEqual([
      { topic: 'PRICE_ALERT', given: true, channel: 'USSD', words: 'Prices: on' },
      { topic: 'ALL', given: false, channel: 'SMS', words: 'stop' },
    ]);
  });

  it('are honoured: no price alert, no test send to the number afterwards', async () => {
    const before = gateway.callsTo(WEKESA).length;
    await uploadKakamegaMaize(t, admin);
    await t.settled();
    expect(gateway.callsTo(WEKESA)).toHaveLength(before);
    const refused = await t
      .http()
      .post(api('sms/test'))
      .set(bearer(admin.token))
      .send({ countryId: KENYA, phone: '0711082010', text: 'Still there?' })
      .expect(409);
    expect(refused.body.code).toBe('SMS_OPTED_OUT');
    expect(gateway.callsTo(WEKESA)).toHaveLength(before);
  });

  it('show on the console’s figures, beside the cost per country and month', async () => {
    const summary = await t.http().get(api('sms/summary')).set(bearer(admin.token)).expect(200);
    expect(summary.body.optedOut).toBe(2);
    expect(summary.body.gateway).toBe('africastalking');
    const kenya = summary.body.months.find((m: { countryId: number }) => m.countryId === KENYA);
    // Delivered: the price alert; sent: the test, the retried one, the one held back and the STOP confirmation; failed:
    // the refused number.
    expect(kenya).toMatchObject({ delivered: 1, sent: 4, failed: 1, queued: 0, cost: 4, currency: 'KES' });
    expect(summary.body.recentOptOuts.map((o: { phone: string }) => o.phone).sort()).toEqual([NDEYE, WEKESA].sort());
    const failed = await t.http().get(api('sms/messages?status=FAILED')).set(bearer(admin.token)).expect(200);
    expect(failed.body.content.map((m: { phone: string }) => m.phone)).toEqual(['+254722000125']);
  });
});

describe('a price alert to many farmers', () => {
  const FARMERS = ['+254711082020', '+254711082021', '+254711082022'];

  it('goes in one call for those who share its text, each answer kept: one refused for good, one retried alone', async () => {
    const [kakamega] = await t.sql(
      `SELECT s.id AS "stateId", min(c.id) AS "cityId" FROM states s JOIN cities c ON c.state_id = s.id AND c.listed WHERE s.country_id = $1 AND s.name = 'Kakamega' GROUP BY s.id`,
      [KENYA],
    );
    for (const [i, phone] of FARMERS.entries()) {
      await enrolWithConsent(t, admin, KENYA, kakamega, `Farmer ${i} Wanjala`, `0${phone.slice(4)}`);
      expect((await session(t, phone, ['4', '1', '1'])).pop()).toBe(
        'END Prices by SMS: on. Reply STOP to end all SMS.',
      );
    }
    const [refused, ...others] = FARMERS;
    gateway.refuse.set(refused, 403);
    // The first other recipient of the call is out of credit: worth trying again.
    gateway.failNext = [405];
    await uploadKakamegaMaize(t, admin);
    await t.settled();

    const [first, again, ...more] = gateway.calls.filter((c) =>
      FARMERS.some((phone) => c.to?.split(',').includes(phone)),
    );
    expect(first.to!.split(',').sort()).toEqual([...FARMERS].sort());
    expect(first.message).toBe('Kasuwa prices Kakamega (2020-04), KES/kg: Maize (dry) 44.44. STOP to end');
    expect(again.to!.split(',')).toHaveLength(1);
    expect(others).toContain(again.to);
    expect(more).toEqual([]);

    const [failed] = await messagesTo(refused);
    expect(failed).toMatchObject({
      kind: 'PRICE_ALERT',
      status: 'FAILED',
      gateway_status: 'InvalidPhoneNumber',
      attempts: 1,
      cost: null,
    });
    const sent = await Promise.all(others.map(async (phone) => (await messagesTo(phone))[0]));
    expect(sent.map((m) => m.status)).toEqual(['SENT', 'SENT']);
    expect(sent.map((m) => m.attempts).sort()).toEqual([1, 2]);
    expect(new Set(sent.map((m) => m.gateway_message_id)).size).toBe(2);
    expect(sent.every((m) => m.cost === 0.8 && m.currency === 'KES')).toBe(true);
  });
});
