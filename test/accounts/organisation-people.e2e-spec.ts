import { randomUUID } from 'node:crypto';
import { EventStore } from '../../src/kernel/events/event-store';
import { api, bearer, DEFAULT_PASSWORD, NIGERIA, Person, person as registered } from '../support/people';
import { startSignedInApp, TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await startSignedInApp()));
afterAll(() => t.close());

/** An active account, registered directly (as the brief's organisations would have signed up), and signed in. */
const person = (role: string, company: string | null = null): Promise<Person> => registered(t, role, { company });

/** The key of the choose-your-password link mailed to `email`. */
async function passwordKeyMailedTo(email: string, subject: RegExp): Promise<string> {
  const mail = await t.inbox!.waitFor((m) => m.to.includes(email) && subject.test(m.subject));
  const match = /https?:\/\/\S+\/auth\/reset-password\?_key=([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`No reset-password link in: ${mail.text}`);
  expect(mail.text).not.toMatch(/password:\s*\S/i);
  return match[1];
}

/** Chooses a password with the mailed link, then signs in: refused (417) until the terms are accepted. */
async function firstSignIn(email: string, subject: RegExp): Promise<string> {
  const key = await passwordKeyMailedTo(email, subject);
  await t
    .http()
    .post(api(`reset-password?_key=${key}`))
    .send({ password: 'chosen-pass-1', confirmPassword: 'chosen-pass-1' })
    .expect(200);
  const refused = await t.http().post(api('login')).send({ username: email, password: 'chosen-pass-1' }).expect(417);
  expect(refused.body.message).toBe('Please, agree to our terms and conditions to proceed');
  const accepted = await t
    .http()
    .post(api('login'))
    .send({ username: email, password: 'chosen-pass-1', termsAccepted: true })
    .expect(200);
  return accepted.body.accessToken;
}

describe('staff of an input provider', () => {
  let owner: Person;
  let other: Person;
  let staffId: string;
  let staffToken: string;

  beforeAll(async () => {
    owner = await person('ROLE_INPUT_PROVIDER', 'Green Farms Ltd');
    other = await person('ROLE_INPUT_PROVIDER', 'Savanna Inputs');
  });

  it('adds a staff member who chooses a password from the mailed link and accepts the terms at the first sign-in', async () => {
    const created = await t
      .as(owner.token)
      .post('admin/ipstaff')
      .send({ firstname: 'Tunde', lastname: 'Bello', email: 'tunde.staff@example.com', phone: '08030009001' })
      .expect(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'Staff member added. They will receive an e-mail to choose their password.',
      data: {
        firstname: 'Tunde',
        phone: '8030009001',
        company: 'Green Farms Ltd',
        employerId: owner.id,
        roleType: 'ROLE_INPUT_PROVIDER_STAFF',
        status: 'ACTIVE',
        termsAccepted: false,
        organisationOwner: false,
      },
    });
    staffId = created.body.data.id;

    staffToken = await firstSignIn('tunde.staff@example.com', /added to Green Farms Ltd/);
    const me = await t.as(staffToken).get('users/me').expect(200);
    expect(me.body).toMatchObject({ id: staffId, termsAccepted: true, employerId: owner.id });
  });

  it('lists, reads and edits the own staff through EditProfile', async () => {
    const list = await t.as(owner.token).get('admin/ipstaff').expect(200);
    expect(list.body).toMatchObject({ page: 0, size: 20, totalElements: 1 });
    expect(list.body.content.map((s: any) => s.id)).toEqual([staffId]);

    await t.as(owner.token).get(`admin/ipstaff/${staffId}`).expect(200);
    const edited = await t
      .as(owner.token)
      .put(`admin/ipstaff/${staffId}`)
      .send({ firstname: 'Tundé', phone: '8030009002' })
      .expect(200);
    expect(edited.body).toMatchObject({
      success: true,
      message: 'Staff member updated.',
      data: { firstname: 'Tundé', lastname: 'Bello', phone: '8030009002' },
    });
    const history = await t.as(admin).get(`users/${staffId}/history`).expect(200);
    expect(history.body[0]).toMatchObject({ type: 'UserProfileEdited', actor: { id: owner.id } });

    // A staff member granted staff:list sees their colleagues, and cannot add any.
    await t.as(staffToken).get('admin/ipstaff').expect(403);
    await t
      .as(owner.token)
      .post('permissions')
      .send({ userId: staffId, permissions: ['staff:list'] })
      .expect(200);
    const colleagues = await t.as(staffToken).get('admin/ipstaff').expect(200);
    expect(colleagues.body.content.map((s: any) => s.id)).toEqual([staffId]);
    await t
      .as(staffToken)
      .post('admin/ipstaff')
      .send({ firstname: 'Kemi', lastname: 'Ade', email: 'kemi@example.com' })
      .expect(403);

    const ownersPhone = (await t.sql(`SELECT phone FROM users WHERE id = $1`, [owner.id]))[0].phone;
    const taken = await t.as(owner.token).put(`admin/ipstaff/${staffId}`).send({ phone: ownersPhone }).expect(409);
    expect(taken.body.errors).toEqual([{ field: 'phone', message: 'An account already uses this phone number.' }]);
  });

  it('validates like sign-up and rejects unknown fields', async () => {
    const bad = await t
      .as(owner.token)
      .post('admin/ipstaff')
      .send({ firstname: 'T0nde', lastname: '', email: 'not-an-email', phone: '080-3OO', role: 'ROLE_ADMIN' })
      .expect(400);
    expect(bad.body.errors.map((e: any) => e.field).sort()).toEqual(
      expect.arrayContaining(['email', 'firstname', 'lastname', 'phone', 'role']),
    );
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'firstname', message: 'Letters only.' },
        { field: 'phone', message: 'Digits only (spaces, dashes and a leading + are fine).' },
      ]),
    );

    const short = await t
      .as(owner.token)
      .post('admin/ipstaff')
      .send({ firstname: 'Kemi', lastname: 'Ade', email: 'kemi@example.com', phone: '12345' })
      .expect(400);
    expect(short.body.errors).toEqual([{ field: 'phone', message: 'The phone number must have 10 digits.' }]);
  });

  it('answers 208 to a duplicate (e-mail or phone already registered), in the caller’s language', async () => {
    const sameEmail = await t
      .as(owner.token)
      .post('admin/ipstaff')
      .send({ firstname: 'Tunde', lastname: 'Bello', email: 'TUNDE.staff@example.com' })
      .expect(208);
    expect(sameEmail.body).toMatchObject({
      success: false,
      code: 'EMAIL_TAKEN',
      message: 'An account already uses this e-mail address.',
    });
    const samePhone = await t
      .as(owner.token)
      .post('admin/ipstaff')
      .send({ firstname: 'Bola', lastname: 'Ade', email: 'bola@example.com', phone: '8030009002' })
      .expect(208);
    expect(samePhone.body).toMatchObject({
      success: false,
      code: 'PHONE_TAKEN',
      errors: [{ field: 'phone', message: 'An account already uses this phone number.' }],
    });
    const french = await t
      .as(owner.token)
      .post('admin/ipstaff')
      .set('Accept-Language', 'fr')
      .send({ firstname: 'Awa', lastname: 'Diop', email: owner.email })
      .expect(208);
    expect(french.body.message).toBe('Un compte utilise déjà cette adresse e-mail.');
    expect(await t.sql(`SELECT 1 FROM users WHERE employer_id = $1`, [owner.id])).toHaveLength(1);
  });

  it("never shows one organisation's people to another", async () => {
    const path = api(`admin/ipstaff/${staffId}`);
    for (const attempt of [
      t.http().get(path).set(bearer(other.token)),
      t.http().put(path).set(bearer(other.token)).send({ firstname: 'Hacked' }),
      t.http().delete(path).set(bearer(other.token)),
    ]) {
      const refused = await attempt.expect(404);
      expect(refused.body).toMatchObject({
        success: false,
        code: 'STAFF_MEMBER_NOT_FOUND',
        message: 'No staff member found.',
      });
    }
    const list = await t.as(other.token).get('admin/ipstaff').expect(200);
    expect(list.body).toMatchObject({ content: [], totalElements: 0 });
    const byFilter = await t
      .http()
      .get(api('admin/ipstaff'))
      .query({ employerId: owner.id })
      .set(bearer(other.token))
      .expect(200);
    expect(byFilter.body.content).toEqual([]);
    expect((await t.sql(`SELECT firstname FROM users WHERE id = $1`, [staffId]))[0].firstname).toBe('Tundé');
  });

  it('lets administrators read and change any staff member, but only organisations add staff', async () => {
    const list = await t
      .http()
      .get(api('admin/ipstaff'))
      .query({ employerId: owner.id })
      .set(bearer(admin))
      .expect(200);
    expect(list.body.content.map((s: any) => s.id)).toEqual([staffId]);
    await t.as(admin).get(`admin/ipstaff/${staffId}`).expect(200);
    await t.as(admin).put(`admin/ipstaff/${staffId}`).send({ lastname: 'Bello-Ade' }).expect(200);
    const refused = await t
      .as(admin)
      .post('admin/ipstaff')
      .send({ firstname: 'Any', lastname: 'One', email: 'any@example.com' })
      .expect(403);
    expect(refused.body.code).toBe('STAFF_ADDED_BY_ORGANISATION');
    await t.as(admin).get(`admin/ipstaff/${staffId}`).set('Country', 'Ghana').expect(404);
  });

  it('stops the staff when their organisation is deactivated, and lets them back with it', async () => {
    const admin = await t.login();
    await t.as(admin).post(`admin/ip/deactivate/${owner.id}`).expect(200);
    await t.as(staffToken).get('users/me').expect(401);
    const refused = await t
      .http()
      .post(api('login'))
      .send({ username: 'tunde.staff@example.com', password: 'chosen-pass-1' })
      .expect(401);
    expect(refused.body.message).toBe('The organisation you work for is not active on Kasuwa.');
    await t.as(admin).post(`admin/ip/activate/${owner.id}`).expect(200);
    await t.as(staffToken).get('users/me').expect(200);
    // The owner's own sessions ended with the deactivation: they sign in again.
    await t.as(owner.token).get('users/me').expect(401);
    owner.token = await t.login(owner.email, DEFAULT_PASSWORD);
  });

  it('deletes a staff member for good', async () => {
    const token = await t.login('tunde.staff@example.com', 'chosen-pass-1');
    const deleted = await t.as(owner.token).delete(`admin/ipstaff/${staffId}`).expect(200);
    expect(deleted.body).toEqual({ success: true, message: 'Staff member deleted.', data: { id: staffId } });
    await t.as(token).get('users/me').expect(401);
    await t.as(owner.token).get(`admin/ipstaff/${staffId}`).expect(404);
    expect(await t.sql(`SELECT 1 FROM personal_data_keys WHERE subject_id = $1`, [staffId])).toEqual([]);
  });
});

describe('staff of distributors and wholesalers', () => {
  it('keeps each kind of organisation to its own routes', async () => {
    const distributor = await person('ROLE_DISTRIBUTOR', 'Kano Agro Distribution');
    const wholesaler = await person('ROLE_WHOLESALER', 'Lagos Wholesale');
    const created = await t
      .as(distributor.token)
      .post('distributor/staff')
      .send({ firstname: 'Musa', lastname: 'Ali', email: 'musa.staff@example.com' })
      .expect(201);
    expect(created.body.data).toMatchObject({
      roleType: 'ROLE_DISTRIBUTOR_STAFF',
      employerId: distributor.id,
      company: 'Kano Agro Distribution',
      phone: null,
    });
    const id = created.body.data.id;
    await passwordKeyMailedTo('musa.staff@example.com', /added to Kano Agro Distribution/);

    const list = await t.as(distributor.token).get('distributor/staff').expect(200);
    expect(list.body.content.map((s: any) => s.id)).toEqual([id]);
    await t.as(distributor.token).get(`distributor/staff/${id}`).expect(200);
    await t.as(distributor.token).put(`distributor/staff/${id}`).send({ lastname: 'Aliyu' }).expect(200);

    const wrongKind = await t
      .as(distributor.token)
      .post('admin/ipstaff')
      .send({ firstname: 'Ada', lastname: 'Eze', email: 'ada.eze@example.com' })
      .expect(403);
    expect(wrongKind.body).toMatchObject({
      code: 'NOT_THIS_KIND_OF_ORGANISATION',
      message: 'These staff members belong to another kind of organisation.',
    });
    await t.as(distributor.token).get('admin/ipstaff').expect(403);
    await t.as(distributor.token).get(`wholesaler/staff/${id}`).expect(403);
    await t.as(wholesaler.token).get(`wholesaler/staff/${id}`).expect(404);
    expect((await t.as(wholesaler.token).get('wholesaler/staff').expect(200)).body.totalElements).toBe(0);

    await t.as(wholesaler.token).delete(`distributor/staff/${id}`).expect(403);
    await t.as(distributor.token).delete(`distributor/staff/${id}`).expect(200);
    await t
      .as(wholesaler.token)
      .post('wholesaler/staff')
      .send({ firstname: 'Ngozi', lastname: 'Eze', email: 'ngozi.staff@example.com', phone: '8030009100' })
      .expect(201);
  });
});

describe('input providers run by administrators', () => {
  let providerId: string;
  let providerToken: string;

  it('opens an input provider account with a choose-your-password mail and keeps company names unique', async () => {
    const created = await t
      .as(admin)
      .post('admin/ip')
      .send({
        firstname: 'Amina',
        lastname: 'Sani',
        email: 'amina.ip@example.com',
        phone: '8031110000',
        company: 'Sahel Seeds',
      })
      .expect(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'Input provider created. They will receive an e-mail to choose their password.',
      data: {
        roleType: 'ROLE_INPUT_PROVIDER',
        company: 'Sahel Seeds',
        organisationOwner: true,
        termsAccepted: false,
        isActive: true,
        country: { name: 'Nigeria' },
      },
    });
    providerId = created.body.data.id;

    const taken = await t
      .as(admin)
      .post('admin/ip')
      .send({
        firstname: 'Bala',
        lastname: 'Musa',
        email: 'bala@example.com',
        phone: '8031110001',
        company: 'sahel seeds',
      })
      .expect(409);
    expect(taken.body).toMatchObject({
      code: 'COMPANY_TAKEN',
      message: 'Company name already taken.',
      errors: [{ field: 'company', message: 'Company name already taken.' }],
    });
    const missing = await t
      .as(admin)
      .post('admin/ip')
      .send({ firstname: 'Bala', lastname: 'Musa', email: 'bala@example.com', phone: '8031110001' })
      .expect(400);
    expect([...new Set(missing.body.errors.map((e: any) => e.field))]).toEqual(['company']);

    providerToken = await firstSignIn('amina.ip@example.com', /added to Sahel Seeds/);
  });

  it('answers getme for the input provider only', async () => {
    const me = await t.as(providerToken).get('admin/ip/getme').expect(200);
    expect(me.body).toMatchObject({ id: providerId, company: 'Sahel Seeds', organisationOwner: true, address: null });
    const notOne = await t.as(admin).get('admin/ip/getme').expect(404);
    expect(notOne.body.code).toBe('INPUT_PROVIDER_NOT_FOUND');
    await t.as(providerToken).get('admin/ip').expect(403);
  });

  it('lists, reads and edits input providers of the country', async () => {
    const page = await t.http().get(api('admin/ip')).query({ name: 'sahel' }).set(bearer(admin)).expect(200);
    expect(page.body.content).toEqual([expect.objectContaining({ id: providerId, isActive: true })]);
    const companies = await t.as(admin).get('admin/ip/companies').expect(200);
    expect(companies.body).toEqual(
      expect.arrayContaining([
        { id: providerId, company: 'Sahel Seeds' },
        expect.objectContaining({ company: 'Green Farms Ltd' }),
      ]),
    );
    expect(Object.keys(companies.body[0]).sort()).toEqual(['company', 'id']);
    await t.as(admin).get(`admin/ip/${providerId}`).expect(200);
    await t.as(admin).get(`admin/ip/${providerId}`).set('Country', 'Ghana').expect(404);
    expect((await t.as(admin).get('admin/ip').set('Country', 'Ghana').expect(200)).body.totalElements).toBe(0);

    const edited = await t
      .as(admin)
      .put(`admin/ip/${providerId}`)
      .send({ company: 'Sahel Seeds Nigeria', address: '4 Zaria Road, Kano', phone: '08031110002' })
      .expect(200);
    expect(edited.body).toMatchObject({
      message: 'Input provider updated.',
      data: { company: 'Sahel Seeds Nigeria', address: '4 Zaria Road, Kano', phone: '8031110002', firstname: 'Amina' },
    });
    const taken = await t.as(admin).put(`admin/ip/${providerId}`).send({ company: 'GREEN FARMS LTD' }).expect(409);
    expect(taken.body.errors).toEqual([{ field: 'company', message: 'Company name already taken.' }]);
    await t.as(admin).put(`admin/ip/${providerId}`).send({ role: 'ROLE_ADMIN' }).expect(400);
  });

  it('deactivates (the token stops working) and reactivates an input provider', async () => {
    const off = await t.as(admin).post(`admin/ip/deactivate/${providerId}`).expect(200);
    expect(off.body).toMatchObject({
      success: true,
      message: 'Input provider deactivated.',
      data: { isActive: false, status: 'DEACTIVATED' },
    });
    await t.as(providerToken).get('admin/ip/getme').expect(401);
    const listed = await t.http().get(api('admin/ip')).query({ name: 'sahel' }).set(bearer(admin)).expect(200);
    expect(listed.body.content[0].isActive).toBe(false);

    const on = await t.as(admin).post(`admin/ip/activate/${providerId}`).expect(200);
    expect(on.body).toMatchObject({ message: 'Input provider activated.', data: { isActive: true } });
    // Deactivation ended the sessions: reactivated, the provider signs in again.
    await t.as(providerToken).get('admin/ip/getme').expect(401);
    providerToken = await t.login('amina.ip@example.com', 'chosen-pass-1');
    await t.as(providerToken).get('admin/ip/getme').expect(200);

    const farmer = await person('ROLE_FARMER');
    const notProvider = await t.as(admin).post(`admin/ip/deactivate/${farmer.id}`).expect(404);
    expect(notProvider.body.code).toBe('INPUT_PROVIDER_NOT_FOUND');
    await t.as(farmer.token).get('users/me').expect(200);
  });
});

describe('platform managers', () => {
  it('opens a platform manager account, then deactivates and reactivates it', async () => {
    const created = await t
      .as(admin)
      .post('users/platform-managers')
      .send({ firstname: 'Kofi', lastname: 'Mensah', email: 'kofi.pm@example.com' })
      .expect(201);
    expect(created.body).toMatchObject({
      message: 'Platform manager created. They will receive an e-mail to choose their password.',
      data: { roleType: 'ROLE_PLATFORM_MANAGER', company: null },
    });
    const id = created.body.data.id;
    const token = await firstSignIn('kofi.pm@example.com', /platform manager/);
    await t.as(token).get('users/me').expect(200);

    const list = await t.as(admin).get('users/platform-managers').expect(200);
    expect(list.body.content.map((u: any) => u.id)).toContain(id);

    const off = await t.as(admin).get(`users/platform-managers/deactivate/${id}`).expect(200);
    expect(off.body).toMatchObject({ message: 'Platform manager deactivated.', data: { isActive: false } });
    await t.as(token).get('users/me').expect(401);
    const on = await t.as(admin).get(`users/platform-managers/reactivate/${id}`).expect(200);
    expect(on.body.data.isActive).toBe(true);
    await t.as(token).get('users/me').expect(401);
    const again = await t.login('kofi.pm@example.com', 'chosen-pass-1');
    await t.as(again).get('users/me').expect(200);

    const provider = await person('ROLE_INPUT_PROVIDER', 'Delta Agro');
    const notManager = await t.as(admin).get(`users/platform-managers/deactivate/${provider.id}`).expect(404);
    expect(notManager.body.code).toBe('PLATFORM_MANAGER_NOT_FOUND');
    await t
      .as(provider.token)
      .post('users/platform-managers')
      .send({ firstname: 'No', lastname: 'Body', email: 'nobody@example.com' })
      .expect(403);
    const duplicate = await t
      .as(admin)
      .post('users/platform-managers')
      .send({ firstname: 'Kofi', lastname: 'Mensah', email: 'kofi.pm@example.com' })
      .expect(409);
    expect(duplicate.body.code).toBe('EMAIL_TAKEN');
  });
});

describe('salesmen', () => {
  let place: { stateId: number; cityId: number };
  let ghanaState: number;
  let salesmanId: string;

  beforeAll(async () => {
    [place] = await t.sql(
      `SELECT id AS "cityId", state_id AS "stateId" FROM cities WHERE country_id = 1 ORDER BY id LIMIT 1`,
    );
    ghanaState = (await t.sql(`SELECT id FROM states WHERE country_id = 2 ORDER BY id LIMIT 1`))[0].id;
  });

  it('creates a salesman of the country, with validation like sign-up', async () => {
    const created = await t
      .as(admin)
      .post('salesmen')
      .send({
        firstname: 'Musa',
        lastname: 'Abdullahi',
        phone: '08035550001',
        email: 'musa.sales@example.com',
        company: 'Green Farms Ltd',
        ...place,
      })
      .expect(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'Salesman created.',
      data: {
        firstname: 'Musa',
        lastname: 'Abdullahi',
        phone: '8035550001',
        email: 'musa.sales@example.com',
        company: 'Green Farms Ltd',
        active: true,
        countryId: NIGERIA,
        ...place,
      },
    });
    salesmanId = created.body.data.id;

    const bad = await t
      .as(admin)
      .post('salesmen')
      .send({ firstname: 'Mu5a', phone: 'abc', email: 'nope', stateId: 'x', rank: 1 })
      .expect(400);
    expect(bad.body.errors.map((e: any) => e.field).sort()).toEqual(
      expect.arrayContaining(['email', 'firstname', 'lastname', 'phone', 'rank', 'stateId']),
    );
    const short = await t
      .as(admin)
      .post('salesmen')
      .send({ firstname: 'Ali', lastname: 'Umar', phone: '123' })
      .expect(400);
    expect(short.body.errors).toEqual([{ field: 'phone', message: 'The phone number must have 10 digits.' }]);
    const elsewhere = await t
      .as(admin)
      .post('salesmen')
      .send({ firstname: 'Ali', lastname: 'Umar', phone: '8035550002', stateId: ghanaState })
      .expect(400);
    expect(elsewhere.body.errors).toEqual([{ field: 'stateId', message: 'Choose a state of the country.' }]);
    const duplicate = await t
      .as(admin)
      .post('salesmen')
      .send({ firstname: 'Ali', lastname: 'Umar', phone: '8035550001' })
      .expect(409);
    expect(duplicate.body).toMatchObject({
      code: 'SALESMAN_PHONE_TAKEN',
      errors: [{ field: 'phone', message: 'A salesman already uses this phone number.' }],
    });
  });

  it('lists and reads the salesmen of the request country only, and answers 404 elsewhere', async () => {
    const page = await t.http().get(api('salesmen')).query({ name: 'abdul' }).set(bearer(admin)).expect(200);
    expect(page.body).toMatchObject({ page: 0, size: 20, totalElements: 1, content: [{ id: salesmanId }] });
    expect((await t.as(admin).get('salesmen').set('Country', 'Ghana').expect(200)).body.totalElements).toBe(0);
    await t.as(admin).get(`salesmen/${salesmanId}`).expect(200);

    const elsewhere = await t.as(admin).get(`salesmen/${salesmanId}`).set('Country', 'Ghana').expect(404);
    expect(elsewhere.body).toMatchObject({
      success: false,
      code: 'SALESMAN_NOT_FOUND',
      message: 'Unable to get salesman record.',
    });
    const unknown = await t.as(admin).get(`salesmen/${randomUUID()}`).set('Accept-Language', 'fr').expect(404);
    expect(unknown.body.message).toBe("Impossible d'obtenir la fiche du commercial.");
    await t.as(admin).put(`salesmen/${salesmanId}`).set('Country', 'Ghana').send({ active: false }).expect(404);

    const provider = await person('ROLE_INPUT_PROVIDER', 'Jos Plateau Seeds');
    await t.as(provider.token).get('salesmen').expect(200);
    await t
      .as(provider.token)
      .post('salesmen')
      .send({ firstname: 'Ali', lastname: 'Umar', phone: '8035550003' })
      .expect(403);
  });

  it('updates part of a record: left-out fields stay, null clears the optional ones', async () => {
    const updated = await t
      .as(admin)
      .put(`salesmen/${salesmanId}`)
      .send({ active: false, email: null, company: null, lastname: 'Abdullahi-Bello' })
      .expect(200);
    expect(updated.body).toMatchObject({
      message: 'Salesman record updated.',
      data: {
        firstname: 'Musa',
        lastname: 'Abdullahi-Bello',
        phone: '8035550001',
        email: null,
        company: null,
        active: false,
        ...place,
      },
    });
    const cleared = await t.as(admin).put(`salesmen/${salesmanId}`).send({ stateId: null, cityId: null }).expect(200);
    expect(cleared.body.data).toMatchObject({ stateId: null, cityId: null });
    const cityAlone = await t.as(admin).put(`salesmen/${salesmanId}`).send({ cityId: place.cityId }).expect(400);
    expect(cityAlone.body.errors).toEqual([{ field: 'cityId', message: 'Choose a city of the chosen state.' }]);
    await t.as(admin).put(`salesmen/${salesmanId}`).send({ firstname: null }).expect(400);
  });

  it('keeps the salesmen table a projection of the log', async () => {
    await t
      .as(admin)
      .post('salesmen')
      .send({ firstname: 'Ibrahim', lastname: 'Yusuf', phone: '8035550004' })
      .expect(201);
    const before = await t.sql(`SELECT * FROM salesmen ORDER BY id`);
    await t.sql(`UPDATE salesmen SET firstname = 'tampered'`);
    await t.app.get(EventStore).rebuildProjections();
    expect(await t.sql(`SELECT * FROM salesmen ORDER BY id`)).toEqual(before);
  });

  it('deletes a salesman and leaves their details unreadable in the log', async () => {
    const deleted = await t.as(admin).delete(`salesmen/${salesmanId}`).expect(200);
    expect(deleted.body).toEqual({ success: true, message: 'Salesman deleted.', data: { id: salesmanId } });
    await t.as(admin).get(`salesmen/${salesmanId}`).expect(404);
    await t.as(admin).delete(`salesmen/${salesmanId}`).expect(404);
    const log = await t.sql(`SELECT type, data::text AS data FROM events WHERE stream_id = $1 ORDER BY version`, [
      `salesman-${salesmanId}`,
    ]);
    expect(log.map((e) => e.type)).toEqual([
      'SalesmanRegistered',
      'SalesmanUpdated',
      'SalesmanUpdated',
      'SalesmanRemoved',
    ]);
    expect(log.map((e) => e.data).join(' ')).not.toMatch(/Musa|Abdullahi|8035550001|musa\.sales/);
    expect(await t.sql(`SELECT 1 FROM personal_data_keys WHERE subject_id = $1`, [salesmanId])).toEqual([]);
    // A new salesman may take the phone number again.
    await t.as(admin).post('salesmen').send({ firstname: 'Sani', lastname: 'Bala', phone: '8035550001' }).expect(201);
  });
});
