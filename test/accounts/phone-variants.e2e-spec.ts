import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => t.close());

const PASSWORD = 'maize-2026';

/**
 * One number per country, written the ways people write it. The calling codes and lengths are geography's
 * (Nigeria +234 and 10 digits, Ghana +233 and 9, ...); Ivory Coast numbers have ten digits that begin with 0.
 */
const COUNTRIES = [
  {
    country: 'Nigeria',
    stored: '8031234567',
    signUpAs: '0803 123 4567',
    variants: [
      '+234 803 123 4567',
      '+2348031234567',
      '08031234567',
      '8031234567',
      '0803-123-4567',
      '00234 803 123 4567',
      '234 803 123 4567',
      '+234 (0) 803 123 4567',
    ],
  },
  {
    country: 'Ghana',
    stored: '241234567',
    signUpAs: '+233 24 123 4567',
    variants: ['0241234567', '024 123 4567', '241234567', '+233241234567', '233-24-123-4567'],
  },
  {
    country: 'Kenya',
    stored: '712345678',
    signUpAs: '0712 345 678',
    variants: ['+254 712 345 678', '254712345678', '712345678', '0712-345-678'],
  },
  {
    country: 'Senegal',
    stored: '771234567',
    signUpAs: '77 123 45 67',
    variants: ['+221 77 123 45 67', '00221 77 123 45 67', '771234567', '221771234567'],
  },
  {
    country: 'Ivory Coast',
    stored: '0707123456',
    signUpAs: '+225 07 07 12 34 56',
    variants: ['07 07 12 34 56', '0707123456', '+2250707123456', '00225 07-07-12-34-56'],
  },
  {
    country: 'Rwanda',
    stored: '788123456',
    signUpAs: '0788 123 456',
    variants: ['+250 788 123 456', '250788123456', '788123456'],
  },
  {
    country: 'Tanzania',
    stored: '754123456',
    signUpAs: '+255 754 123 456',
    variants: ['0754 123 456', '255754123456', '754123456', '0754-123-456'],
  },
];

async function activate(email: string) {
  const mail = await t.inbox!.waitFor((m) => m.to.includes(email) && /Activ/i.test(m.subject));
  const key = /\/auth\/activate\?key=([\w-]+)/.exec(mail.text)![1];
  await t.http().post('/api/v1/activate').send({ key }).expect(200);
}

describe('phone numbers as people type them', () => {
  for (const { country, stored, signUpAs, variants } of COUNTRIES) {
    it(`${country}: one account, found by every way of writing its number, never opened twice`, async () => {
      const slug = country.toLowerCase().replace(/\s/g, '-');
      const email = `farmer-${slug}@example.com`;
      const form = {
        country,
        role: 'ROLE_FARMER',
        firstname: 'Amina',
        lastname: 'Diallo',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        termsAccepted: true,
      };
      const signUp = await t
        .http()
        .post('/api/v1/users')
        .send({ ...form, email, phone: signUpAs })
        .expect(201);
      const [row] = await t.sql(`SELECT phone FROM users WHERE id = $1`, [signUp.body.data.id]);
      expect(row.phone).toBe(stored);
      await activate(email);

      for (const typed of [signUpAs, ...variants]) {
        const login = await t
          .http()
          .post('/api/v1/login')
          .set('Country', country)
          .send({ username: typed, password: PASSWORD });
        expect({ typed, status: login.status, id: login.body.user?.id }).toEqual({
          typed,
          status: 200,
          id: signUp.body.data.id,
        });
      }

      // Another writing of the same number cannot open a second account.
      for (const typed of variants.slice(0, 2)) {
        const again = await t
          .http()
          .post('/api/v1/users')
          .send({ ...form, email: `again-${slug}-${typed.length}@example.com`, phone: typed })
          .expect(409);
        expect(again.body.errors).toEqual([{ field: 'phone', message: 'An account already uses this phone number.' }]);
      }
      const [{ n }] = await t.sql(
        `SELECT count(*)::int AS n FROM users WHERE country_id = (SELECT id FROM countries WHERE name = $1) AND phone = $2`,
        [country, stored],
      );
      expect(n).toBe(1);
    });
  }

  it('finds the country from the calling code, whatever country the page is set to', async () => {
    // The Ghanaian account above, signed in from a page set to Nigeria.
    const login = await t
      .http()
      .post('/api/v1/login')
      .set('Country', 'Nigeria')
      .send({ username: '+233 24 123 4567', password: PASSWORD })
      .expect(200);
    expect(login.body.user.email).toBe('farmer-ghana@example.com');
    // Without a calling code, the number is read in the page's country: no such Nigerian number.
    await t
      .http()
      .post('/api/v1/login')
      .set('Country', 'Nigeria')
      .send({ username: '024 123 4567', password: PASSWORD })
      .expect(401);
  });

  it('ignores the case and the surrounding spaces of an e-mail address, at sign-in and sign-up', async () => {
    await t
      .http()
      .post('/api/v1/login')
      .send({ username: '  Farmer-Nigeria@EXAMPLE.com ', password: PASSWORD })
      .expect(200);
    const again = await t
      .http()
      .post('/api/v1/users')
      .send({
        country: 'Nigeria',
        role: 'ROLE_FARMER',
        firstname: 'Amina',
        lastname: 'Diallo',
        phone: '0803 999 0000',
        email: ' FARMER-nigeria@example.com ',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        termsAccepted: true,
      })
      .expect(409);
    expect(again.body.errors).toEqual([{ field: 'email', message: 'An account already uses this e-mail address.' }]);
  });

  it('refuses what cannot be a phone number, saying what is allowed, in English and French', async () => {
    const form = {
      country: 'Nigeria',
      role: 'ROLE_FARMER',
      firstname: 'Amina',
      lastname: 'Diallo',
      email: 'letters@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      termsAccepted: true,
    };
    const letters = await t
      .http()
      .post('/api/v1/users')
      .send({ ...form, phone: '0803 CALL ME' })
      .expect(400);
    expect(letters.body.errors).toEqual([
      { field: 'phone', message: 'Digits only (spaces, dashes and a leading + are fine).' },
    ]);
    const foreign = await t
      .http()
      .post('/api/v1/users')
      .set('Accept-Language', 'fr')
      .send({ ...form, phone: '+233 24 123 4567' })
      .expect(400);
    expect(foreign.body.errors).toEqual([
      { field: 'phone', message: 'Le numéro de téléphone doit comporter 10 chiffres.' },
    ]);
    const [{ n }] = await t.sql(`SELECT count(*)::int AS n FROM users WHERE email = 'letters@example.com'`);
    expect(n).toBe(0);
  });
});
