import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { RegisterUserCommand } from '../../src/accounts';
import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https?://[^\\s]+${path.replace('?', '\\?')}=([\\w-]+)`).exec(text);
  if (!match) throw new Error(`No ${path} link in: ${text}`);
  return match[1];
};

const farmer = (overrides: Record<string, unknown> = {}) => ({
  country: 'Nigeria',
  role: 'ROLE_FARMER',
  firstname: 'Ngozi',
  lastname: 'Okafor',
  phone: '08031234567',
  email: 'ngozi@example.com',
  password: 'maize-2026',
  confirmPassword: 'maize-2026',
  termsAccepted: true,
  ...overrides,
});

describe('sign-up, activation and sign-in', () => {
  it('signs a farmer up, mails a single-use activation link, and signs them in with it', async () => {
    const signUp = await t.http().post('/api/v1/users').send(farmer()).expect(201);
    expect(signUp.body).toMatchObject({ success: true, data: { status: 'WAITING_CONFIRMATION' } });

    const waiting = await t
      .http()
      .post('/api/v1/login')
      .send({ username: 'ngozi@example.com', password: 'maize-2026' })
      .expect(449);
    expect(waiting.body).toMatchObject({ success: false, code: 'ACCOUNT_NOT_ACTIVATED' });

    const mail = await t.inbox!.waitFor((m) => m.to.includes('ngozi@example.com') && /Activate/.test(m.subject));
    const key = linkIn(mail.text, '/auth/activate?key');
    const activated = await t.http().post('/api/v1/activate').send({ key }).expect(200);
    expect(activated.body.accessToken).toBeTruthy();
    expect(activated.body.user).toMatchObject({
      email: 'ngozi@example.com',
      status: 'ACTIVE',
      roleType: 'ROLE_FARMER',
      country: { name: 'Nigeria' },
    });

    const again = await t.http().post('/api/v1/activate').send({ key }).expect(404);
    expect(again.body).toMatchObject({ success: false, code: 'ACTIVATION_KEY_UNKNOWN' });

    const byPhone = await t
      .http()
      .post('/api/v1/login')
      .send({ username: '0803 123 4567', password: 'maize-2026' })
      .expect(200);
    expect(byPhone.body.user.phone).toBe('8031234567');
    const me = await t
      .http()
      .get('/api/v1/users/me')
      .set('Authorization', `Bearer ${byPhone.body.accessToken}`)
      .expect(200);
    expect(me.body.authorities).toEqual([{ authority: 'ROLE_USER' }, { authority: 'ROLE_FARMER' }]);
  });

  it('answers an expired activation link with 449 and sends a fresh one on request', async () => {
    await t
      .http()
      .post('/api/v1/users')
      .send(farmer({ email: 'kwame@example.com', phone: '8039999999', firstname: 'Kwame' }))
      .expect(201);
    const first = await t.inbox!.waitFor((m) => m.to.includes('kwame@example.com'));
    await t.sql(`UPDATE account_keys SET expires_at = now() - interval '1 minute'`);
    const expired = await t
      .http()
      .post('/api/v1/activate')
      .send({ key: linkIn(first.text, '/auth/activate?key') })
      .expect(449);
    expect(expired.body).toMatchObject({ success: false, code: 'ACTIVATION_KEY_EXPIRED' });

    const resend = await t
      .http()
      .post('/api/v1/users/resend-account-confirmation-link')
      .send({ email: 'KWAME@example.com' })
      .expect(200);
    expect(resend.body.success).toBe(true);
    const second = await t.inbox!.waitFor((m) => m.to.includes('kwame@example.com') && m !== first);
    await t
      .http()
      .post('/api/v1/activate')
      .send({ key: linkIn(second.text, '/auth/activate?key') })
      .expect(200);
    const unknown = await t
      .http()
      .post('/api/v1/users/resend-account-confirmation-link')
      .send({ email: 'nobody@example.com' })
      .expect(200);
    expect(unknown.body).toEqual(resend.body);
  });

  it('holds extension agents for approval, mails them, and lets them in once approved', async () => {
    const signUp = await t
      .http()
      .post('/api/v1/users')
      .send(
        farmer({
          role: 'ROLE_EXTENSION_AGENT',
          country: 'ghana',
          email: 'ama@example.com',
          phone: '241234567',
          firstname: 'Ama',
        }),
      )
      .expect(201);
    expect(signUp.body.data.status).toBe('WAITING_APPROVAL');
    await t.inbox!.waitFor((m) => m.to.includes('ama@example.com') && /approval/.test(m.subject));
    await t
      .http()
      .post('/api/v1/login')
      .set('Country', 'Ghana')
      .send({ username: 'ama@example.com', password: 'maize-2026' })
      .expect(449);

    const admin = await t.login();
    const pending = await t
      .http()
      .get('/api/v1/users/ghana/role-type/ROLE_EXTENSION_AGENT/status/PENDING')
      .set('Authorization', `Bearer ${admin}`)
      .set('Country', 'Ghana')
      .expect(200);
    expect(pending.body.content.map((u: any) => u.email)).toEqual(['ama@example.com']);
    const count = await t
      .http()
      .get('/api/v1/users/ghana/role-type/ROLE_EXTENSION_AGENT/status/PENDING/count')
      .set('Authorization', `Bearer ${admin}`)
      .set('Country', 'Ghana')
      .expect(200);
    expect(count.body).toEqual({ count: 1 });

    await t
      .http()
      .get(`/api/v1/users/extension-agent/${signUp.body.data.id}/account-approval/APPROVED`)
      .set('Authorization', `Bearer ${admin}`)
      .set('Country', 'Ghana')
      .expect(200);
    await t.inbox!.waitFor((m) => m.to.includes('ama@example.com') && /approved/.test(m.subject));
    await t.http().post('/api/v1/login').send({ username: 'ama@example.com', password: 'maize-2026' }).expect(200);
  });

  it('refuses bad sign-ups field by field, in French too, and changes nothing', async () => {
    const before = await t.sql(`SELECT count(*)::int AS n FROM users`);
    const bad = await t
      .http()
      .post('/api/v1/users')
      .send(
        farmer({
          firstname: 'Ng0zi',
          phone: '08-O3 call me',
          email: 'not-an-email',
          password: 'abc',
          confirmPassword: 'abd',
          role: 'ROLE_ADMIN',
        }),
      )
      .expect(400);
    const fields = bad.body.errors.map((e: any) => e.field).sort();
    expect(fields).toEqual(
      expect.arrayContaining(['confirmPassword', 'email', 'firstname', 'password', 'phone', 'role']),
    );
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([{ field: 'confirmPassword', message: 'Passwords do not match' }]),
    );

    const shortPhone = await t
      .http()
      .post('/api/v1/users')
      .set('Accept-Language', 'fr')
      .send(farmer({ email: 'x@example.com', phone: '12345' }))
      .expect(400);
    expect(shortPhone.body.errors).toEqual([
      { field: 'phone', message: 'Le numéro de téléphone doit comporter 10 chiffres.' },
    ]);

    const noTerms = await t
      .http()
      .post('/api/v1/users')
      .send(farmer({ email: 'y@example.com', phone: '8030000001', termsAccepted: false }))
      .expect(400);
    expect(noTerms.body.errors).toEqual([
      { field: 'termsAccepted', message: 'Please, agree to our terms and conditions to proceed' },
    ]);
    expect(await t.sql(`SELECT count(*)::int AS n FROM users`)).toEqual(before);
  });

  it('keeps company names unique per country', async () => {
    const dealer = (overrides: Record<string, unknown>) =>
      farmer({ role: 'ROLE_DISTRIBUTOR', company: 'Green Farms Ltd', ...overrides });
    await t
      .http()
      .post('/api/v1/users')
      .send(dealer({ email: 'gf1@example.com', phone: '8030000011' }))
      .expect(201);
    const taken = await t
      .http()
      .post('/api/v1/users')
      .send(dealer({ email: 'gf2@example.com', phone: '8030000012', company: 'green farms ltd' }))
      .expect(409);
    expect(taken.body.errors).toEqual([{ field: 'company', message: 'Company name already taken.' }]);
    await t
      .http()
      .post('/api/v1/users')
      .send(dealer({ country: 'Kenya', email: 'gf3@example.com', phone: '712345678' }))
      .expect(201);
    const sameEmail = await t
      .http()
      .post('/api/v1/users')
      .send(dealer({ company: 'Other', email: 'GF1@example.com', phone: '8030000013' }))
      .expect(409);
    expect(sameEmail.body.errors).toEqual([
      { field: 'email', message: 'An account already uses this e-mail address.' },
    ]);
  });

  it('answers 417 until the terms are accepted at sign-in (accounts made by an administrator)', async () => {
    await t.app
      .get(CommandBus)
      .execute(
        new RegisterUserCommand(
          randomUUID(),
          ['ROLE_USER', 'ROLE_INPUT_PROVIDER_STAFF'],
          1,
          'ACTIVE',
          false,
          { firstname: 'Tunde', lastname: 'Bello', email: 'tunde@example.com', phone: null, company: null },
          'staff-pass-1',
        ),
      );
    const refused = await t
      .http()
      .post('/api/v1/login')
      .send({ username: 'tunde@example.com', password: 'staff-pass-1' })
      .expect(417);
    expect(refused.body.message).toBe('Please, agree to our terms and conditions to proceed');
    await t
      .http()
      .post('/api/v1/login')
      .send({ username: 'tunde@example.com', password: 'staff-pass-1', termsAccepted: true })
      .expect(200);
    await t.http().post('/api/v1/login').send({ username: 'tunde@example.com', password: 'staff-pass-1' }).expect(200);
  });
});
