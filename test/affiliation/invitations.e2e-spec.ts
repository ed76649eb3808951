import { EventStore } from '../../src/kernel/events/event-store';
import { startTestApp, TestApp } from '../support/test-app';
import { api, bearer, NIGERIA, person, Person, placeInNigeria } from './support';

let t: TestApp;
let provider: Person;
let distributor: Person;
let registered: Person;
let place: { stateId: number; stateName: string; cityId: number; cityName: string };

beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  provider = await person(t, 'ROLE_INPUT_PROVIDER', {
    firstname: 'Emeka',
    lastname: 'Nwosu',
    company: 'Green Farms Ltd',
  });
  distributor = await person(t, 'ROLE_DISTRIBUTOR', { company: 'Bello Distribution' });
  registered = await person(t, 'ROLE_RETAILER', { company: 'Ada Stores' });
  place = await placeInNigeria(t);
});
afterAll(() => t.close());

const invitation = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Bola Ade',
  email: 'bola@example.com',
  phoneNumber: '08031110000',
  storeAddress: '12 Market Road',
  stateId: place.stateId,
  cityId: place.cityId,
  type: 'RETAILER',
  ...overrides,
});
const invite = (who: Person, body: Record<string, unknown>) =>
  t.http().post(api('invite')).set(bearer(who.token)).send(body);
const keyIn = (text: string) => {
  const match = /https?:\/\/\S+\/auth\/register\?invitation=([\w-]+)/.exec(text);
  if (!match) throw new Error(`No invitation link in: ${text}`);
  return match[1];
};
const signUp = (overrides: Record<string, unknown>) =>
  t
    .http()
    .post(api('users'))
    .send({
      country: 'Nigeria',
      role: 'ROLE_RETAILER',
      company: 'Bola Agro Store',
      firstname: 'Bola',
      lastname: 'Ade',
      phone: '08031110000',
      email: 'bola@example.com',
      password: 'maize-2026',
      confirmPassword: 'maize-2026',
      termsAccepted: true,
      ...overrides,
    });
const rows = async (table: string) => (await t.sql(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
/** As if the invitation's 14 days had passed (its event, its row and its key). */
const expire = async (invitationId: string) => {
  await t.sql(
    `UPDATE events SET data = jsonb_set(data, '{expiresAt}', '"2020-01-15T00:00:00.000Z"') WHERE stream_id = $1 AND type = 'InvitationSent'`,
    [`invitation-${invitationId}`],
  );
  await t.sql(`UPDATE invitations SET expires_at = '2020-01-15' WHERE id = $1`, [invitationId]);
  await t.sql(`UPDATE invitation_keys SET expires_at = '2020-01-15' WHERE invitation_id = $1`, [invitationId]);
};

describe('invitations', () => {
  it('mails the invitee a link that opens the sign-up prefilled; signing up with it links them to the inviter', async () => {
    const sent = await invite(provider, invitation()).expect(201);
    expect(sent.body).toMatchObject({
      success: true,
      message: 'Invitation sent to bola@example.com.',
      data: {
        fullName: 'Bola Ade',
        email: 'bola@example.com',
        phone: '8031110000',
        storeAddress: '12 Market Road',
        state: { id: place.stateId, name: place.stateName },
        city: { id: place.cityId, name: place.cityName },
        type: 'RETAILER',
        status: 'PENDING',
        acceptedAt: null,
        acceptedUser: null,
        sentBy: { id: provider.id, fullName: 'Emeka Nwosu' },
      },
    });
    const invitationId = sent.body.data.id;
    expect(new Date(sent.body.data.expiresAt).getTime() - new Date(sent.body.data.sentAt).getTime()).toBe(
      14 * 86_400_000,
    );
    // The invitee's details are sealed in the log.
    const [logged] = await t.sql(`SELECT data::text AS data FROM events WHERE stream_id = $1`, [
      `invitation-${invitationId}`,
    ]);
    expect(logged.data).not.toContain('bola@example.com');

    const mail = await t.inbox!.waitFor((m) => m.to.includes('bola@example.com'));
    expect(mail.subject).toBe('Green Farms Ltd invites you to Kasuwa');
    expect(mail.text).toContain('Green Farms Ltd invites you to join Kasuwa as a retailer.');
    const key = keyIn(mail.text);

    const prefill = await t
      .http()
      .get(api(`invite/accept/${key}`))
      .expect(200);
    expect(prefill.body).toEqual({
      invitationId,
      fullName: 'Bola Ade',
      firstname: 'Bola',
      lastname: 'Ade',
      email: 'bola@example.com',
      phone: '8031110000',
      type: 'RETAILER',
      role: 'ROLE_RETAILER',
      state: { id: place.stateId, name: place.stateName },
      city: { id: place.cityId, name: place.cityName },
      address: '12 Market Road',
      countryId: NIGERIA,
      country: 'Nigeria',
      invitedBy: { id: provider.id, company: 'Green Farms Ltd', name: 'Emeka Nwosu' },
      expiresAt: sent.body.data.expiresAt,
    });
    const unknown = await t.http().get(api('invite/accept/not-a-key')).set('Accept-Language', 'fr').expect(404);
    expect(unknown.body).toMatchObject({
      code: 'INVITATION_UNKNOWN',
      message: "Ce lien d'invitation n'est pas valide.",
    });

    const signedUp = await signUp({ invitationKey: key }).expect(201);
    expect(signedUp.body.data.status).toBe('WAITING_CONFIRMATION');
    const userId = signedUp.body.data.id;
    // A person who signs up gets the activation link, not the mail of an account opened for them.
    const activation = await t.inbox!.waitFor((m) => m.to.includes('bola@example.com') && /Activate/.test(m.subject));
    expect(activation.text).toContain('/auth/activate?key=');
    const [registration] = await t.sql(
      `SELECT data->>'invitedBy' AS "invitedBy" FROM events WHERE stream_id = $1 AND type = 'UserRegistered'`,
      [`user-${userId}`],
    );
    expect(registration.invitedBy).toBe(provider.id);

    const list = (await t.http().get(api('invite')).set(bearer(provider.token)).expect(200)).body;
    expect(list).toMatchObject({ page: 0, size: 20, totalElements: 1, totalPages: 1 });
    expect(list.content[0]).toMatchObject({
      id: invitationId,
      status: 'ACCEPTED',
      acceptedUser: { id: userId, fullName: 'Bola Ade' },
    });
    expect(list.content[0].acceptedAt).toBeTruthy();
    const partners = (await t.http().get(api('partners')).set(bearer(provider.token)).expect(200)).body.content;
    expect(partners).toEqual([expect.objectContaining({ id: userId, company: 'Bola Agro Store', via: 'INVITATION' })]);

    const used = await t
      .http()
      .get(api(`invite/accept/${key}`))
      .expect(404);
    expect(used.body).toMatchObject({
      code: 'INVITATION_ALREADY_USED',
      message: 'This invitation has already been used. Sign in instead.',
    });
    const users = await rows('users');
    const reused = await signUp({
      invitationKey: key,
      email: 'bola2@example.com',
      phone: '8031110009',
      company: 'Another Store',
    }).expect(404);
    expect(reused.body.code).toBe('INVITATION_ALREADY_USED');
    expect(await rows('users')).toBe(users);
    expect(
      (
        await signUp({
          invitationKey: 'not-a-key',
          email: 'bola3@example.com',
          phone: '8031110008',
          company: 'Third Store',
        }).expect(404)
      ).body.code,
    ).toBe('INVITATION_UNKNOWN');
    expect(await rows('users')).toBe(users);
  });

  it('refuses someone already registered (409) with the warning that offers a business affiliation', async () => {
    const before = await rows('invitations');
    const byEmail = await invite(
      provider,
      invitation({ email: registered.email.toUpperCase(), phoneNumber: undefined }),
    ).expect(409);
    expect(byEmail.body).toEqual({
      success: false,
      status: 409,
      code: 'INVITEE_ALREADY_REGISTERED',
      message: `The agrodealer with this email (${registered.email}) or phone number (-) is already registered on the platform, you can request a business affiliation`,
      errors: [{ field: 'email', message: 'An account already uses this e-mail address.' }],
      requestId: byEmail.headers['x-request-id'],
    });
    const byPhone = await invite(
      provider,
      invitation({ email: 'someone.new@example.com', phoneNumber: `0${registered.phone}` }),
    ).expect(409);
    expect(byPhone.body.errors).toEqual([
      { field: 'phoneNumber', message: 'An account already uses this phone number.' },
    ]);
    expect(byPhone.body.message).toContain(`phone number (${registered.phone})`);
    expect(await rows('invitations')).toBe(before);
  });

  it('refuses a second invitation of the same person while the first runs (422), and accepts one once it has expired', async () => {
    const first = (
      await invite(
        provider,
        invitation({ fullName: 'Chika Eze', email: 'chika@example.com', phoneNumber: '8032220000' }),
      ).expect(201)
    ).body.data;
    await t.inbox!.waitFor((m) => m.to.includes('chika@example.com'));
    const before = await rows('invitations');
    const events = await rows('events');

    const sameEmail = await invite(
      distributor,
      invitation({ fullName: 'Chika Eze', email: 'Chika@Example.com', phoneNumber: undefined }),
    ).expect(422);
    expect(sameEmail.body).toMatchObject({
      status: 422,
      code: 'INVITATION_ALREADY_PENDING',
      message: `An invitation to this person is already pending (until ${first.expiresAt.slice(0, 10)}).`,
    });
    const samePhone = await invite(
      provider,
      invitation({ fullName: 'Chika Eze', email: undefined, phoneNumber: '08032220000' }),
    )
      .set('Accept-Language', 'fr')
      .expect(422);
    expect(samePhone.body.message).toBe(
      `Une invitation à cette personne est déjà en attente (jusqu'au ${first.expiresAt.slice(0, 10)}).`,
    );
    expect(await rows('invitations')).toBe(before);
    expect(await rows('events')).toBe(events);

    const mail = await t.inbox!.waitFor((m) => m.to.includes('chika@example.com'));
    const key = /invitation=([\w-]+)/.exec(mail.text)![1];
    await expire(first.id);
    const expired = await t
      .http()
      .get(api(`invite/accept/${key}`))
      .expect(449);
    expect(expired.body).toMatchObject({
      code: 'INVITATION_EXPIRED',
      message: 'This invitation has expired. Ask for a new one, or sign up without it.',
    });
    const late = await signUp({
      invitationKey: key,
      email: 'chika@example.com',
      phone: '8032220000',
      company: 'Chika Store',
      firstname: 'Chika',
      lastname: 'Eze',
    }).expect(449);
    expect(late.body.code).toBe('INVITATION_EXPIRED');

    const renewed = await invite(
      distributor,
      invitation({ fullName: 'Chika Eze', email: 'chika@example.com', phoneNumber: '8032220000' }),
    ).expect(201);
    expect(renewed.body.data.status).toBe('PENDING');
    // The renewed invitation is mailed as the first was (received here, so that it cannot reach the next test's inbox).
    await t.inbox!.waitFor((m) => m.to.includes('chika@example.com') && m !== mail);
    const providerList = (await t.http().get(api('invite')).set(bearer(provider.token)).expect(200)).body.content;
    expect(providerList.find((i: any) => i.id === first.id)).toMatchObject({ status: 'EXPIRED' });
    const distributorList = (await t.http().get(api('invite')).set(bearer(distributor.token)).expect(200)).body.content;
    expect(distributorList.map((i: any) => i.id)).toEqual([renewed.body.data.id]);
  });

  it('checks every field and writes nothing when one is wrong', async () => {
    const before = await rows('invitations');
    const short = await invite(provider, invitation({ fullName: 'Bo A' })).expect(400);
    expect(short.body.errors).toEqual([{ field: 'fullName', message: 'Must be at least 5 characters long.' }]);
    const noContact = await invite(provider, invitation({ email: '', phoneNumber: undefined })).expect(400);
    expect(noContact.body.errors).toEqual([{ field: 'email', message: 'Give an e-mail address or a phone number.' }]);
    const phone = await invite(provider, invitation({ phoneNumber: '803111' }))
      .set('Accept-Language', 'fr')
      .expect(400);
    expect(phone.body.errors).toEqual([
      { field: 'phoneNumber', message: 'Le numéro de téléphone doit comporter 10 chiffres.' },
    ]);
    const [ghanaState] = await t.sql(`SELECT id FROM states WHERE country_id <> $1 LIMIT 1`, [NIGERIA]);
    const state = await invite(provider, invitation({ stateId: ghanaState.id })).expect(400);
    expect(state.body.errors).toEqual([{ field: 'stateId', message: 'Choose a state of the country.' }]);
    const [otherCity] = await t.sql(`SELECT id FROM cities WHERE country_id = $1 AND state_id <> $2 LIMIT 1`, [
      NIGERIA,
      place.stateId,
    ]);
    const city = await invite(provider, invitation({ cityId: otherCity.id })).expect(400);
    expect(city.body.errors).toEqual([{ field: 'cityId', message: 'Choose a city of the chosen state.' }]);
    const type = await invite(provider, invitation({ type: 'ADMIN' })).expect(400);
    expect(type.body.errors[0]).toMatchObject({ field: 'type' });
    const missing = await invite(provider, { fullName: 'Bola Ade', email: 'x@example.com' }).expect(400);
    expect([...new Set(missing.body.errors.map((e: any) => e.field))].sort()).toEqual([
      'cityId',
      'stateId',
      'storeAddress',
      'type',
    ]);
    await invite(provider, invitation({ role: 'ROLE_ADMIN' })).expect(400);
    expect(await rows('invitations')).toBe(before);
  });

  it('records an invitation by phone only without mailing it; extension agents invite farmers; retailers and farmers may not invite', async () => {
    const agent = await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Grace', lastname: 'Mensah' });
    const mails = t.inbox!.messages.length;
    const byPhone = await invite(
      agent,
      invitation({ fullName: 'Yakubu Sani', email: undefined, phoneNumber: '8034440000', type: 'farmer' }),
    ).expect(201);
    expect(byPhone.body).toMatchObject({
      message: 'Invitation recorded. Without an e-mail address no message can be sent: ask them to sign up on Kasuwa.',
      data: { type: 'FARMER', email: null, phone: '8034440000', status: 'PENDING' },
    });
    const agentType = await invite(
      agent,
      invitation({
        fullName: 'Halima Musa',
        email: 'halima@example.com',
        phoneNumber: undefined,
        type: 'extension_agent',
      }),
    ).expect(201);
    expect(agentType.body.data.type).toBe('EXTENSION AGENT');
    await t.inbox!.waitFor(
      (m) =>
        m.to.includes('halima@example.com') &&
        m.text.includes('Grace Mensah invites you to join Kasuwa as an extension agent.'),
    );
    await t.drainConsumers();
    expect(t.inbox!.messages.slice(mails).map((m) => m.to[0])).toEqual(['halima@example.com']);

    const retailer = await person(t, 'ROLE_RETAILER', { company: 'Small Shop' });
    expect((await invite(retailer, invitation({ email: 'z@example.com' })).expect(403)).body.code).toBe('FORBIDDEN');
    const farmer = await person(t, 'ROLE_FARMER');
    await invite(farmer, invitation({ email: 'z@example.com' })).expect(403);
    await t.http().get(api('invite')).set(bearer(farmer.token)).expect(403);
    await t.http().post(api('invite')).send(invitation()).expect(401);
  });

  it('rebuilds the invitations from the log, and forgets an invitee whose account is deleted', async () => {
    const snapshot = () => t.sql(`SELECT * FROM invitations ORDER BY id`);
    const before = await snapshot();
    expect(before.map((i) => i.status).sort()).toEqual(['ACCEPTED', 'LAPSED', 'PENDING', 'PENDING', 'PENDING']);
    await t.sql(`UPDATE invitations SET full_name = 'tampered'`);
    await t.app.get(EventStore).rebuildProjections();
    expect(await snapshot()).toEqual(before);

    const [accepted] = before.filter((i) => i.status === 'ACCEPTED');
    await t
      .http()
      .delete(api(`users/delete/user/${accepted.accepted_user_id}`))
      .set(bearer(await t.login()))
      .expect(200);
    await t.drainConsumers();
    const erased = { full_name: '', email: null, phone: null, store_address: '' };
    expect(
      (await t.sql(`SELECT full_name, email, phone, store_address FROM invitations WHERE id = $1`, [accepted.id]))[0],
    ).toEqual(erased);
    // Unreadable in the log too: a rebuild cannot bring the details back.
    await t.app.get(EventStore).rebuildProjections();
    expect(
      (
        await t.sql(`SELECT full_name, email, phone, store_address, status FROM invitations WHERE id = $1`, [
          accepted.id,
        ])
      )[0],
    ).toEqual({ ...erased, status: 'ACCEPTED' });
  });
});
