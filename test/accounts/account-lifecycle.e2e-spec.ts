import { PEOPLE_DIRECTORY, PeopleDirectory } from '../../src/kernel/auth/access.ports';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { PNG } from '../support/catalogue';
import { bearer, person as registered } from '../support/people';
import { ADMIN_EMAIL, startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const person = (email: string, role = 'ROLE_FARMER', phone: string | null = null) =>
  registered(t, role, { email, phone, firstname: 'Chidi', lastname: 'Eze', password: 'first-pass' });

describe('passwords', () => {
  it('changes a password after checking the current one, ending the sessions opened before', async () => {
    const p = await person('pw@example.com');
    // Token times are whole seconds: let the session be from an earlier second than the change.
    await new Promise((resolve) => setTimeout(resolve, 1010 - (Date.now() % 1000)));
    const wrong = await t
      .http()
      .put('/api/v1/users/change-password')
      .set(bearer(p.token))
      .send({ oldPassword: 'nope', newPassword: 'second-pass', confirmPassword: 'second-pass' })
      .expect(400);
    expect(wrong.body.errors).toEqual([{ field: 'oldPassword', message: 'The current password is not correct.' }]);
    await t
      .http()
      .put('/api/v1/users/change-password')
      .set(bearer(p.token))
      .send({ oldPassword: 'first-pass', newPassword: 'second-pass', confirmPassword: 'other' })
      .expect(400);
    const changed = await t
      .http()
      .put('/api/v1/users/change-password')
      .set(bearer(p.token))
      .send({ oldPassword: 'first-pass', newPassword: 'second-pass', confirmPassword: 'second-pass' })
      .expect(200);
    await t.http().get('/api/v1/users/me').set(bearer(p.token)).expect(401);
    const me = await t.http().get('/api/v1/users/me').set(bearer(changed.body.data.accessToken)).expect(200);
    expect(me.body.id).toBe(p.id);
    await t.http().post('/api/v1/login').send({ username: 'pw@example.com', password: 'first-pass' }).expect(401);
    await t.login('pw@example.com', 'second-pass');
  });

  it('resets a forgotten password by mail, answering alike for unknown addresses', async () => {
    await person('forgot@example.com');
    const known = await t.http().post('/api/v1/forgot-my-password').send({ email: 'forgot@example.com' }).expect(200);
    const unknown = await t.http().post('/api/v1/forgot-my-password').send({ email: 'ghost@example.com' }).expect(200);
    expect(unknown.body).toEqual(known.body);
    const mail = await t.inbox!.waitFor((m) => m.to.includes('forgot@example.com'));
    const key = /reset-password\?_key=([\w-]+)/.exec(mail.text)![1];
    await t
      .http()
      .post(`/api/v1/reset-password?_key=${key}`)
      .send({ password: 'fresh-pass', confirmPassword: 'fresh-pass' })
      .expect(200);
    const reused = await t
      .http()
      .post(`/api/v1/reset-password?_key=${key}`)
      .send({ password: 'again-pass', confirmPassword: 'again-pass' })
      .expect(404);
    expect(reused.body.code).toBe('RESET_KEY_UNKNOWN');
    await t.login('forgot@example.com', 'fresh-pass');
    expect(t.inbox!.messages.some((m) => m.to.includes('ghost@example.com'))).toBe(false);
  });
});

describe('profile', () => {
  it('edits the own profile with a photo checked by content, and refuses other people', async () => {
    const p = await person('profile@example.com');
    const other = await person('other@example.com');
    const edited = await t
      .http()
      .put(`/api/v1/users/profile/edit/${p.id}`)
      .set(bearer(p.token))
      .field('firstname', 'Chidinma')
      .field('address', '12 Market Road, Kaduna')
      .attach('photo', PNG, { filename: 'me.exe', contentType: 'application/octet-stream' })
      .expect(200);
    expect(edited.body.data).toMatchObject({ firstname: 'Chidinma', address: '12 Market Road, Kaduna' });
    const photo = await t.http().get(edited.body.data.photoUrl).set(bearer(p.token)).expect(200);
    expect(photo.headers['content-type']).toBe('image/png');

    const script = await t
      .http()
      .put(`/api/v1/users/profile/edit/${p.id}`)
      .set(bearer(p.token))
      .attach('photo', Buffer.from('<script>alert(1)</script>'), 'photo.png')
      .expect(415);
    expect(script.body.code).toBe('UPLOAD_TYPE_REJECTED');
    await t
      .http()
      .put(`/api/v1/users/profile/edit/${p.id}`)
      .set(bearer(p.token))
      .field('role', 'ROLE_ADMIN')
      .expect(400);
    await t.http().get(`/api/v1/users/profile/${p.id}`).set(bearer(other.token)).expect(403);
    await t
      .http()
      .put(`/api/v1/users/profile/edit/${p.id}`)
      .set(bearer(other.token))
      .field('firstname', 'Hacked')
      .expect(403);
    expect((await t.http().get(`/api/v1/users/profile/${p.id}`).set(bearer(admin)).expect(200)).body.firstname).toBe(
      'Chidinma',
    );
  });

  it('answers a profile form it cannot read with a translated 400, never a 500', async () => {
    const p = await person('unreadable@example.com');
    const edit = () => t.http().put(`/api/v1/users/profile/edit/${p.id}`).set(bearer(p.token));
    const noBoundary = await edit()
      .set('Content-Type', 'multipart/form-data')
      .set('Accept-Language', 'fr')
      .send('--x\r\nContent-Disposition: form-data; name="firstname"\r\n\r\nAda\r\n--x--\r\n')
      .expect(400);
    expect(noBoundary.body).toMatchObject({
      success: false,
      status: 400,
      code: 'MULTIPART_UNREADABLE',
      message: "Le formulaire n'a pas pu être lu : renvoyez-le en multipart/form-data.",
    });
    const truncated = await edit()
      .set('Content-Type', 'multipart/form-data; boundary=x')
      .send('--x\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\n\x89PNG')
      .expect(400);
    expect(truncated.body).toMatchObject({ success: false, status: 400, code: 'MULTIPART_UNREADABLE' });
    const twoPhotos = await edit().attach('photo', PNG, 'a.png').attach('photo', PNG, 'b.png').expect(400);
    expect(twoPhotos.body.errors).toEqual([{ field: 'photo', message: expect.any(String) }]);
  });

  it('keeps the e-mail notification setting', async () => {
    const p = await person('notify@example.com');
    expect((await t.http().get('/api/v1/email-notifications').set(bearer(p.token)).expect(200)).body).toEqual({
      enabled: true,
    });
    await t.http().post('/api/v1/email-notifications').set(bearer(p.token)).send({ enabled: false }).expect(201);
    expect((await t.http().get('/api/v1/email-notifications').set(bearer(p.token))).body).toEqual({ enabled: false });
  });
});

describe('deletion', () => {
  it('deletes the own account after the password, for good, and leaves the person unreadable in the log', async () => {
    const p = await person('leaving@example.com', 'ROLE_FARMER', '8035550000');
    const wrong = await t.http().delete('/api/v1/users').set(bearer(p.token)).send({ password: 'nope' }).expect(401);
    expect(wrong.body.message).toBe('Invalid password!');
    await t.http().delete('/api/v1/users').set(bearer(p.token)).send({ password: 'first-pass' }).expect(200);

    await t.http().get('/api/v1/users/me').set(bearer(p.token)).expect(401);
    await t.http().post('/api/v1/login').send({ username: 'leaving@example.com', password: 'first-pass' }).expect(401);
    expect(await t.sql(`SELECT 1 FROM users WHERE id = $1`, [p.id])).toEqual([]);
    const log = await t.sql(`SELECT data::text AS data FROM events WHERE stream_id = $1`, [`user-${p.id}`]);
    expect(log.length).toBeGreaterThan(1);
    expect(log.map((e) => e.data).join(' ')).not.toMatch(/leaving@example.com|Chidi|8035550000/);
    expect(await t.sql(`SELECT 1 FROM personal_data_keys WHERE subject_id = $1`, [p.id])).toEqual([]);
  });
});

describe('user administration', () => {
  it('deactivates (the token stops working at once), reactivates and deletes people', async () => {
    const p = await person('managed@example.com');
    await t.http().get(`/api/v1/users/deactivate/${p.id}`).set(bearer(admin)).expect(200);
    await t.http().get('/api/v1/users/me').set(bearer(p.token)).expect(401);
    await t.http().post('/api/v1/login').send({ username: 'managed@example.com', password: 'first-pass' }).expect(401);
    await t.http().get(`/api/v1/users/reactivate/${p.id}`).set(bearer(admin)).expect(200);
    // Deactivation ended every session: reactivated, the person signs in again.
    await t.http().get('/api/v1/users/me').set(bearer(p.token)).expect(401);

    const history = await t.http().get(`/api/v1/users/${p.id}/history`).set(bearer(admin)).expect(200);
    expect(history.body.map((h: any) => h.type).slice(0, 3)).toEqual([
      'UserReactivated',
      'UserDeactivated',
      'UserSignedIn',
    ]);
    await t
      .http()
      .get('/api/v1/users/me')
      .set(bearer(await t.login('managed@example.com', 'first-pass')))
      .expect(200);
    expect(history.body[0].actor.id).toBeDefined();
    expect(JSON.stringify(history.body)).not.toContain('sealed');

    // What other modules' scope checks know of the person (kept once read) goes with the deletion.
    const people = t.app.get<PeopleDirectory>(PEOPLE_DIRECTORY);
    expect((await people.personOf(p.id))?.roles).toContain('ROLE_FARMER');
    await t.http().delete(`/api/v1/users/delete/user/${p.id}`).set(bearer(admin)).expect(200);
    await t.http().get('/api/v1/users/me').set(bearer(p.token)).expect(401);
    expect(await people.personOf(p.id)).toBeNull();
  });

  it('lists people by role with a name filter, and refuses the same lists to a farmer', async () => {
    const p = await person('lister@example.com', 'ROLE_DISTRIBUTOR');
    const page = await t
      .http()
      .get('/api/v1/users/role-type/ROLE_DISTRIBUTOR')
      .query({ name: 'chidi', size: 5 })
      .set(bearer(admin))
      .expect(200);
    expect(page.body).toMatchObject({ page: 0, size: 5 });
    expect(page.body.content.map((u: any) => u.id)).toContain(p.id);
    const all = await t.http().get('/api/v1/users').set(bearer(admin)).expect(200);
    expect(all.body.totalElements).toBeGreaterThan(1);
    const farmer = await person('curious@example.com');
    await t.http().get('/api/v1/users').set(bearer(farmer.token)).expect(403);
    await t.http().get(`/api/v1/users/deactivate/${p.id}`).set(bearer(farmer.token)).expect(403);
    await t.http().get('/api/v1/users').expect(401);
  });

  it('says whether an address or phone is registered', async () => {
    await person('known@example.com', 'ROLE_RETAILER', '8037770000');
    const byEmail = await t
      .http()
      .get('/api/v1/users/status')
      .query({ email: 'KNOWN@example.com' })
      .set(bearer(admin))
      .expect(200);
    expect(byEmail.body).toEqual({
      success: true,
      message: 'This e-mail address or phone number is already registered on the platform.',
    });
    await t.http().get('/api/v1/users/status').query({ phone: '08037770000' }).set(bearer(admin)).expect(200);
    await t.http().get('/api/v1/users/status').query({ email: 'unknown@example.com' }).set(bearer(admin)).expect(404);
  });

  it('exports users to an Excel file mailed to the administrator', async () => {
    const empty = await t.http().get('/api/v1/users/export/wafa_admin').set(bearer(admin)).expect(422);
    expect(empty.body.message).toBe('No item to export!');
    const queued = await t.http().get('/api/v1/users/export/all').set(bearer(admin)).expect(200);
    expect(queued.body.message).toBe('Users exported successfully, check your email to download the list');
    await t.inbox!.waitFor((m) => m.to.includes(ADMIN_EMAIL) && /export/i.test(m.subject), 30000);
    const [row] = await t.sql(
      `SELECT attachments FROM outgoing_mail WHERE subject ILIKE '%export%' ORDER BY created_at DESC LIMIT 1`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      readFileSync(`${t.config.storageDir}/${row.attachments[0].storageKey}`) as unknown as ExcelJS.Buffer,
    );
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('First name');
    const emails = sheet.getColumn(3).values.slice(2);
    expect(emails).toEqual(expect.arrayContaining([ADMIN_EMAIL, 'known@example.com']));
    expect(sheet.rowCount - 1).toBe((await t.sql(`SELECT count(*)::int AS n FROM users WHERE country_id = 1`))[0].n);
  });

  it('streams a long list into the export in batches, every person once, in order of registration', async () => {
    // 1,200 farmers registered in the same millisecond: the batches must neither repeat nor skip one of them.
    await t.sql(`INSERT INTO users (id, email, firstname, lastname, country_id, roles, status, terms_accepted, created_at, updated_at)
      SELECT gen_random_uuid(), 'bulk' || i || '@example.com', 'Bulk', 'Farmer ' || i, 1, ARRAY['ROLE_USER', 'ROLE_FARMER'], 'ACTIVE', true,
             '2026-01-01T00:00:00.123456Z', now()
      FROM generate_series(1, 1200) AS i`);
    const before = t.inbox!.messages.length;
    await t.http().get('/api/v1/users/export/farmers').set(bearer(admin)).expect(200);
    await t.inbox!.waitFor(
      (m) => m.to.includes(ADMIN_EMAIL) && /export/i.test(m.subject) && t.inbox!.messages.indexOf(m) >= before,
      60000,
    );
    const [row] = await t.sql(
      `SELECT attachments FROM outgoing_mail WHERE subject ILIKE '%export%' ORDER BY created_at DESC LIMIT 1`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      readFileSync(`${t.config.storageDir}/${row.attachments[0].storageKey}`) as unknown as ExcelJS.Buffer,
    );
    const emails = workbook.worksheets[0].getColumn(3).values.slice(2) as string[];
    const farmers = await t.sql(
      `SELECT email FROM users WHERE country_id = 1 AND 'ROLE_FARMER' = ANY(roles) ORDER BY date_trunc('milliseconds', created_at), id`,
    );
    expect(emails).toHaveLength(farmers.length);
    expect(new Set(emails).size).toBe(farmers.length);
    expect(emails).toEqual(farmers.map((f) => f.email));
  });
});
