import { CommandBus } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { PushToUserCommand } from '../../src/notifications';
import { SendPushNotificationJob } from '../../src/notifications/jobs/send-push-notification.job';
import { FakeFcm } from '../support/fake-fcm';
import { api, bearer, Person, person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

const NIGERIA = 1;
const GHANA = 2;
const fcm = new FakeFcm();
let t: TestApp;
let admin: string;
let farmers: Person[];
let retailer: Person;
let ghanaian: Person;
let manager: Person;

/** A Firebase-looking registration token. */
const fcmToken = (name: string) => `${name}:APA91b${'x'.repeat(20)}`;
const register = (who: Person, token: string, body: object = {}) =>
  t
    .http()
    .post(api('notifications/devices'))
    .set(bearer(who.token))
    .send({ token, ...body });
const push = (body: object, token = admin, headers: Record<string, string> = {}) =>
  t.http().post(api('push-notifications')).set(bearer(token)).set(headers).send(body);
const notification = async (id: string) =>
  (await t.http().get(api('push-notifications?size=50')).set(bearer(admin)).expect(200)).body.content.find(
    (n: { id: string }) => n.id === id,
  );
const fieldsOf = (body: { errors: { field: string }[] }) => [...new Set(body.errors.map((e) => e.field))].sort();
const devices = async () =>
  (await t.sql<{ token: string }>(`SELECT token FROM push_devices ORDER BY token`)).map((d) => d.token);

beforeAll(async () => {
  await fcm.start();
  t = await startTestApp({
    smtp: false,
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', PUSH_BATCH_SIZE: '2', ...fcm.env() },
  });
  admin = await t.login();
  farmers = [await person(t, 'ROLE_FARMER'), await person(t, 'ROLE_FARMER'), await person(t, 'ROLE_FARMER')];
  retailer = await person(t, 'ROLE_RETAILER', { company: 'Kano Inputs' });
  ghanaian = await person(t, 'ROLE_FARMER', { countryId: GHANA });
  manager = await person(t, 'ROLE_PLATFORM_MANAGER');
  await t
    .http()
    .post(api(`users/${manager.id}/monitored-countries`))
    .set(bearer(admin))
    .send({ countryIds: [GHANA] })
    .expect(200);
});
afterAll(async () => {
  await t.close();
  await fcm.stop();
});

describe('devices', () => {
  it('registers a signed-in user’s token with their country and language, once, and moves it to whoever registers it last', async () => {
    const first = await register(farmers[0], fcmToken('phone-a'), { language: 'fr' }).expect(201);
    expect(first.body).toMatchObject({
      success: true,
      message: 'Device registered for push notifications.',
      data: { registered: true },
    });
    await register(farmers[0], fcmToken('phone-a'), { language: 'fr' }).expect(201);
    expect(
      await t.sql(`SELECT user_id, country_id, language FROM push_devices WHERE token = $1`, [fcmToken('phone-a')]),
    ).toEqual([{ user_id: farmers[0].id, country_id: NIGERIA, language: 'fr' }]);
    // The same phone, another user signed in: the token is theirs now.
    await register(farmers[1], fcmToken('phone-a')).expect(201);
    expect(await t.sql(`SELECT user_id, language FROM push_devices WHERE token = $1`, [fcmToken('phone-a')])).toEqual([
      { user_id: farmers[1].id, language: 'en' },
    ]);
    // Signing out forgets it; only its user may.
    const other = await t
      .http()
      .delete(api(`notifications/devices/${encodeURIComponent(fcmToken('phone-a'))}`))
      .set(bearer(farmers[0].token))
      .expect(404);
    expect(other.body.code).toBe('PUSH_DEVICE_NOT_FOUND');
    await t
      .http()
      .delete(api(`notifications/devices/${encodeURIComponent(fcmToken('phone-a'))}`))
      .set(bearer(farmers[1].token))
      .expect(200);
    expect(await devices()).toEqual([]);
  });

  it('refuses anonymous callers, malformed tokens and unknown countries', async () => {
    await t
      .http()
      .post(api('notifications/devices'))
      .send({ token: fcmToken('x') })
      .expect(401);
    const bad = await register(farmers[0], 'not a token!').expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['token']);
    const country = await register(farmers[0], fcmToken('y'), { countryId: 999 })
      .set('Accept-Language', 'fr')
      .expect(400);
    expect(country.body.errors).toEqual([{ field: 'countryId', message: 'Choisissez un pays de la plateforme.' }]);
  });
});

describe('push notifications', () => {
  const nigerian = ['farmer-0', 'farmer-1', 'farmer-2', 'gone', 'broken', 'shop'];

  beforeAll(async () => {
    await register(farmers[0], fcmToken('farmer-0')).expect(201);
    await register(farmers[1], fcmToken('farmer-1')).expect(201);
    await register(farmers[2], fcmToken('farmer-2')).expect(201);
    await register(farmers[2], fcmToken('gone')).expect(201);
    await register(farmers[2], fcmToken('broken')).expect(201);
    await register(retailer, fcmToken('shop')).expect(201);
    await register(ghanaian, fcmToken('ghana')).expect(201);
    fcm.unregistered.add(fcmToken('gone'));
    fcm.malformed.add(fcmToken('broken'));
  });

  it('sends to the country’s devices only, in batches, removes the tokens Firebase refuses and records the counts', async () => {
    const created = await push({
      title: 'Rain tomorrow',
      message: 'Delay the urea top-dressing.',
      countryId: NIGERIA,
    }).expect(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'Push notification "Rain tomorrow" queued for sending.',
      data: { title: 'Rain tomorrow', countryId: NIGERIA, role: null, status: 'QUEUED' },
    });
    const id = created.body.data.id;
    await t.settled();

    expect(Object.keys(fcm.countsByToken()).sort()).toEqual(
      ['farmer-0', 'farmer-1', 'farmer-2', 'shop'].map(fcmToken).sort(),
    );
    expect(
      fcm.received.every(
        (m) => m.title === 'Rain tomorrow' && m.body === 'Delay the urea top-dressing.' && m.data.notificationId === id,
      ),
    ).toBe(true);
    expect(fcm.refused.sort()).toEqual([fcmToken('broken'), fcmToken('gone')].sort());
    expect(await notification(id)).toMatchObject({
      status: 'SENT',
      recipients: nigerian.length,
      sent: 4,
      failed: 2,
      tokensRemoved: 2,
    });
    // Six devices in batches of two: three batches, each recorded once.
    expect(
      (
        await t.sql(
          `SELECT data->>'batch' AS batch FROM events WHERE stream_id = $1 AND type = 'PushNotificationBatchSent' ORDER BY 1`,
          [`push-notification-${id}`],
        )
      ).map((r) => r.batch),
    ).toEqual(['0', '1', '2']);
    expect(await devices()).not.toContain(fcmToken('gone'));
    expect(await devices()).not.toContain(fcmToken('broken'));
    expect(await devices()).toContain(fcmToken('ghana'));
    // The tokens of a sent notification are not kept.
    expect(await t.sql(`SELECT 1 FROM push_notification_batches WHERE notification_id = $1`, [id])).toEqual([]);
  });

  it('reaches one role only when one is chosen', async () => {
    fcm.received.length = 0;
    const id = (
      await push({ title: 'Dealers', message: 'New urea stock.', countryId: NIGERIA, role: 'ROLE_RETAILER' }).expect(
        201,
      )
    ).body.data.id;
    await t.settled();
    expect(fcm.received.map((m) => m.token)).toEqual([fcmToken('shop')]);
    expect(await notification(id)).toMatchObject({ status: 'SENT', recipients: 1, sent: 1, failed: 0 });
  });

  it('sends nothing twice when its job is retried', async () => {
    fcm.received.length = 0;
    // The token service fails once the first batch has gone: the job fails and BullMQ runs it again.
    fcm.refuseTokensAfter = 2;
    const refusalsBefore = fcm.tokenRefusals;
    const id = (await push({ title: 'Retry', message: 'Once only.', countryId: NIGERIA }).expect(201)).body.data.id;
    for (let i = 0; i < 1200 && fcm.tokenRefusals === refusalsBefore; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fcm.tokenRefusals).toBeGreaterThan(refusalsBefore);
    expect((await notification(id)).status).toBe('SENDING');
    fcm.refuseTokensAfter = null;
    await t.settled();
    expect(fcm.countsByToken()).toEqual(
      Object.fromEntries(['farmer-0', 'farmer-1', 'farmer-2', 'shop'].map((n) => [fcmToken(n), 1])),
    );
    expect(await notification(id)).toMatchObject({ status: 'SENT', recipients: 4, sent: 4, failed: 0 });

    // The same job delivered again (a redelivered event, a stalled job) finds every batch recorded.
    await t.app.get(SendPushNotificationJob).handle({
      data: { notificationId: id },
      updateProgress: async () => undefined,
    } as unknown as Job<{
      notificationId: string;
    }>);
    expect(fcm.received).toHaveLength(4);
    expect(await notification(id)).toMatchObject({ sent: 4 });
  });

  it('counts the refused messages in /metrics', async () => {
    const metrics = (await t.http().get('/metrics').expect(200)).text;
    expect(metrics).toContain('kasuwa_push_notification_messages{outcome="failed"} 2');
    expect(metrics).toContain('kasuwa_push_notification_messages{outcome="tokens_removed"} 2');
    expect(metrics).toContain('kasuwa_push_failures_total{code="messaging/registration-token-not-registered"} 1');
    expect(metrics).toContain('kasuwa_push_failures_total{code="messaging/invalid-registration-token"} 1');
  });

  it('lets platform managers send to the countries they monitor only, and nobody else', async () => {
    const ghana = await push({ title: 'Ghana', message: 'Hello Ghana.', countryId: GHANA }, manager.token, {
      Country: 'Ghana',
    }).expect(201);
    const refused = await push({ title: 'Nigeria', message: 'Hello Nigeria.', countryId: NIGERIA }, manager.token, {
      Country: 'Ghana',
    }).expect(403);
    expect(refused.body.code).toBe('PUSH_COUNTRY_NOT_ALLOWED');
    await push({ title: 'Nigeria', message: 'Hello Nigeria.', countryId: NIGERIA }, manager.token).expect(403);
    await push({ title: 'Farmer', message: 'Hello.', countryId: NIGERIA }, farmers[0].token).expect(403);
    await t.http().post(api('push-notifications')).send({ title: 'x', message: 'y', countryId: NIGERIA }).expect(401);
    // Their list holds the countries they monitor only.
    const theirs = (
      await t.http().get(api('push-notifications')).set(bearer(manager.token)).set('Country', 'Ghana').expect(200)
    ).body;
    expect(theirs.content.map((n: { id: string }) => n.id)).toEqual([ghana.body.data.id]);
    await t.http().get(api('push-notifications')).set(bearer(farmers[0].token)).expect(403);
    const all = (await t.http().get(api('push-notifications')).set(bearer(admin)).expect(200)).body;
    expect(all).toMatchObject({ page: 0, size: 20, totalElements: 4 });
    expect(
      (
        await t
          .http()
          .get(api(`push-notifications?countryId=${GHANA}`))
          .set(bearer(admin))
          .expect(200)
      ).body.totalElements,
    ).toBe(1);
  });

  it('says what is wrong, in English and in French', async () => {
    const before = await t.sql(`SELECT count(*)::int AS n FROM push_notifications`);
    const en = await push({ title: '', countryId: NIGERIA }).expect(400);
    expect(fieldsOf(en.body)).toEqual(['message', 'title']);
    const fr = await push({ title: ' ', message: 'x' }, admin, { 'Accept-Language': 'fr' }).expect(400);
    expect(fr.body.message).toBe('Certains champs ne sont pas valides.');
    expect(fieldsOf(fr.body)).toEqual(['countryId', 'title']);
    expect(fr.body.errors.find((e: { field: string }) => e.field === 'title').message).toBe(
      'Ce champ est obligatoire.',
    );
    const country = await push({ title: 'x', message: 'y', countryId: 999 }, admin, { 'Accept-Language': 'fr' }).expect(
      400,
    );
    expect(country.body.errors).toEqual([{ field: 'countryId', message: 'Choisissez un pays de la plateforme.' }]);
    const role = await push({ title: 'x', message: 'y', countryId: NIGERIA, role: 'ROLE_KING' }).expect(400);
    expect(fieldsOf(role.body)).toEqual(['role']);
    expect(await t.sql(`SELECT count(*)::int AS n FROM push_notifications`)).toEqual(before);
  });

  it('shows administrators the queues, their failures and the push counts', async () => {
    // The pushes sent above have all been handled: the queue shows none left.
    await t.settled();
    const overview = (await t.http().get(api('ops/queues')).set(bearer(admin)).expect(200)).body;
    expect(overview).toMatchObject({ dashboard: '/admin/queues', pushSent: 10, pushFailed: 2 });
    const queue = overview.queues.find((q: { name: string }) => q.name === 'push-notifications');
    expect(queue).toMatchObject({ waiting: 0, active: 0, failed: 0 });
    expect(queue.completed).toBeGreaterThanOrEqual(4);
    await t.http().get(api('ops/queues')).set(bearer(manager.token)).set('Country', 'Ghana').expect(403);
  });

  it('sends each device the text of the language it registered with, the first text when there is no French', async () => {
    await register(ghanaian, fcmToken('ghana-fr'), { language: 'fr' }).expect(201);
    fcm.received.length = 0;
    const both = await push({
      title: 'Rain tomorrow',
      message: 'Delay the urea.',
      titleFr: 'Pluie demain',
      messageFr: 'Reportez l’urée.',
      countryId: GHANA,
    }).expect(201);
    expect(both.body.data).toMatchObject({
      title: 'Rain tomorrow',
      titleFr: 'Pluie demain',
      messageFr: 'Reportez l’urée.',
    });
    await t.settled();
    const texts = () => Object.fromEntries(fcm.received.map((m) => [m.token, `${m.title} / ${m.body}`]));
    expect(texts()).toEqual({
      [fcmToken('ghana')]: 'Rain tomorrow / Delay the urea.',
      [fcmToken('ghana-fr')]: 'Pluie demain / Reportez l’urée.',
    });
    expect(await notification(both.body.data.id)).toMatchObject({ status: 'SENT', sent: 2, titleFr: 'Pluie demain' });

    fcm.received.length = 0;
    const english = await push({
      title: 'Market day',
      message: 'Prices are up.',
      titleFr: '',
      messageFr: ' ',
      countryId: GHANA,
    }).expect(201);
    expect(english.body.data).toMatchObject({ titleFr: null, messageFr: null });
    await t.settled();
    expect(texts()).toEqual({
      [fcmToken('ghana')]: 'Market day / Prices are up.',
      [fcmToken('ghana-fr')]: 'Market day / Prices are up.',
    });
  });

  it('asks for the French message with the French title, and the other way round', async () => {
    const before = await t.sql(`SELECT count(*)::int AS n FROM push_notifications`);
    const fr = await push({ title: 'x', message: 'y', titleFr: 'Titre', countryId: GHANA }, admin, {
      'Accept-Language': 'fr',
    }).expect(400);
    expect(fr.body.errors).toEqual([
      { field: 'messageFr', message: 'Indiquez le titre et le message en français, ou aucun des deux.' },
    ]);
    const en = await push({ title: 'x', message: 'y', messageFr: 'Message', countryId: GHANA }).expect(400);
    expect(en.body.errors).toEqual([
      { field: 'titleFr', message: 'Give the French title and the French message, or neither.' },
    ]);
    expect(await t.sql(`SELECT count(*)::int AS n FROM push_notifications`)).toEqual(before);
  });
});

describe('a deleted account', () => {
  it('forgets the devices and personal pushes of a deleted account', async () => {
    const leaving = await person(t, 'ROLE_FARMER');
    await register(leaving, fcmToken('leaving-phone')).expect(201);
    const text = { title: 'Urea price', body: 'Below 20,000' };
    await t.app
      .get(CommandBus)
      .execute(new PushToUserCommand(leaving.id, { en: text, fr: text }, `test-${leaving.id}`));
    await t.settled();
    const kept = async () =>
      (
        await t.sql(
          `SELECT (SELECT count(*) FROM push_devices WHERE user_id = $1)::int + (SELECT count(*) FROM push_user_messages WHERE user_id = $1)::int AS n`,
          [leaving.id],
        )
      )[0].n;
    expect(await kept()).toBe(2);
    await t
      .http()
      .delete(api(`users/delete/user/${leaving.id}`))
      .set(bearer(admin))
      .expect(200);
    await t.settled();
    expect(await kept()).toBe(0);
    expect(fcm.countsByToken()[fcmToken('leaving-phone')]).toBe(1);
  });
});
