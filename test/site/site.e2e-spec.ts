import { api, bearer, person, Person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

const GHANA = 2;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 0)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
const LIMIT = 8;

let t: TestApp;
let nigeriaAdmin: Person;
let secondNigeriaAdmin: Person;
let ghanaAdmin: Person;
let farmer: Person;

beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  nigeriaAdmin = await person(t, 'ROLE_ADMIN');
  secondNigeriaAdmin = await person(t, 'ROLE_ADMIN');
  ghanaAdmin = await person(t, 'ROLE_ADMIN', { countryId: GHANA });
  farmer = await person(t, 'ROLE_FARMER');
});
afterAll(() => t.close());

const message = {
  requestType: 'PARTNERSHIP',
  name: 'Amina Bello',
  phone: '+2348031234567',
  email: 'amina@example.com',
  message: 'We supply certified seed in Kano and would like to list it.',
};
const contact = (body: object, language = 'en', country = 'Nigeria') =>
  t.http().post(api('contact')).set('Accept-Language', language).set('Country', country).send(body);
const stored = async () => (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM contact_requests`))[0].n;

describe('the contact form', () => {
  it('offers its request types in the visitor’s language', async () => {
    const en = await t.http().get(api('contact/request-types')).expect(200);
    expect(en.body).toEqual([
      { value: 'GENERAL', label: 'General enquiry' },
      { value: 'SUPPORT', label: 'Help with my account' },
      { value: 'PRODUCTS', label: 'Products and orders' },
      { value: 'PARTNERSHIP', label: 'Partnership' },
      { value: 'FEEDBACK', label: 'Feedback' },
    ]);
    const fr = await t.http().get(api('contact/request-types')).set('Accept-Language', 'fr').expect(200);
    expect(fr.body[3]).toEqual({ value: 'PARTNERSHIP', label: 'Partenariat' });
  });

  it('keeps a message and mails it to every administrator of the visitor’s country, and to no one else', async () => {
    const res = await contact(message).expect(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Thank you: your message was sent. We will answer you soon.',
    });
    const [row] = await t.sql(`SELECT * FROM contact_requests WHERE id = $1`, [res.body.data.id]);
    expect(row).toMatchObject({
      country_id: 1,
      request_type: 'PARTNERSHIP',
      name: 'Amina Bello',
      email: 'amina@example.com',
    });
    for (const admin of [nigeriaAdmin, secondNigeriaAdmin]) {
      const mail = await t.inbox!.waitFor((m) => m.to.includes(admin.email));
      expect(mail.subject).toBe('Contact form: Partnership from Amina Bello');
      expect(mail.text).toContain('We supply certified seed in Kano');
      expect(mail.text).toContain('+2348031234567');
    }
    await t.settled();
    expect(
      t.inbox!.messages.filter((m) => m.to.includes(ghanaAdmin.email) || m.to.includes(farmer.email)),
    ).toHaveLength(0);
  });

  it('says what is wrong with each field, in French too, and keeps nothing', async () => {
    const before = await stored();
    const res = await contact(
      { requestType: 'LOVE', name: ' ', phone: '12ab', email: 'not-an-address', message: '' },
      'fr',
    ).expect(400);
    const byField = Object.fromEntries(
      res.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(byField).toEqual({
      requestType: 'Choisissez le type de demande.',
      name: 'Saisissez votre nom.',
      phone:
        'Saisissez votre numéro de téléphone : de 7 à 15 chiffres, un + initial accepté (espaces et tirets acceptés).',
      email: 'Saisissez une adresse e-mail valide.',
      message: 'Saisissez votre message (5 000 caractères au plus).',
    });
    expect(await stored()).toBe(before);
  });

  it('takes a phone number as people type it, with spaces and dashes, and keeps its digits', async () => {
    const spaced = await contact({ ...message, phone: '+234 803 123 4567' }).expect(201);
    const dashed = await contact({ ...message, phone: '0803-123-4567' }).expect(201);
    const phones = await t.sql<{ phone: string }>(
      `SELECT phone FROM contact_requests WHERE id = ANY($1::uuid[]) ORDER BY created_at, phone`,
      [[spaced.body.data.id, dashed.body.data.id]],
    );
    expect(phones.map((row) => row.phone).sort()).toEqual(['+2348031234567', '08031234567']);
    const letters = await contact({ ...message, phone: '+234 803 CALL ME' }).expect(400);
    expect(letters.body.errors.map((e: { field: string }) => e.field)).toEqual(['phone']);
    await t.settled();
  });

  it('answers a robot that fills the hidden field like anyone, and neither keeps nor mails its message', async () => {
    const before = await stored();
    const mails = t.inbox!.messages.length;
    await contact({ ...message, website: 'http://spam.example' }).expect(201);
    await t.settled();
    expect(await stored()).toBe(before);
    expect(t.inbox!.messages.length).toBe(mails);
  });

  it('is rate-limited per address like the sign-in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) statuses.push((await contact({ ...message, website: 'x' })).status);
    expect(statuses).toContain(429);
    const refused = await contact(message).expect(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('the partner organisations of the home page', () => {
  const add = (who: Person, fields: Record<string, string>, logo: Buffer | null = PNG, country = 'Nigeria') => {
    const request = t.http().post(api('trust-us')).set(bearer(who.token)).set('Country', country);
    for (const [name, value] of Object.entries(fields)) request.field(name, value);
    return logo ? request.attach('logo', logo, 'logo.png') : request;
  };
  let id: string;

  it('are added by the administrators of a country and shown on its home page, in order', async () => {
    const res = await add(nigeriaAdmin, {
      name: 'Kano Seed Growers',
      website: 'https://seeds.example.org',
      position: '2',
    }).expect(201);
    id = res.body.data.id;
    await add(nigeriaAdmin, { name: 'Lagos Agro Dealers', position: '1' }).expect(201);
    await add(ghanaAdmin, { name: 'Kumasi Grain Traders' }, PNG, 'Ghana').expect(201);
    const home = await t.http().get(api('trust-us')).set('Country', 'Nigeria').expect(200);
    expect(home.body.map((p: { name: string }) => p.name)).toEqual(['Lagos Agro Dealers', 'Kano Seed Growers']);
    expect(home.body[1]).toMatchObject({
      website: 'https://seeds.example.org',
      logoUrl: `/api/v1/trust-us/${id}/logo`,
    });
    const logo = await t.http().get(home.body[1].logoUrl).expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(
      (await t.http().get(api('trust-us')).set('Country', 'Ghana').expect(200)).body.map(
        (p: { name: string }) => p.name,
      ),
    ).toEqual(['Kumasi Grain Traders']);
  });

  it('refuses a logo that is not an image by its content, a missing logo and a bad website', async () => {
    expect((await add(nigeriaAdmin, { name: 'Bad' }, PDF).expect(415)).body.code).toBe('UPLOAD_TYPE_REJECTED');
    expect((await add(nigeriaAdmin, { name: 'Bad' }, null).expect(400)).body.code).toBe('TRUST_PARTNER_LOGO_REQUIRED');
    expect(
      (await add(nigeriaAdmin, { name: 'Bad', website: 'javascript:alert(1)' }).expect(400)).body.errors[0].field,
    ).toBe('website');
    expect((await t.sql(`SELECT 1 FROM trust_partners WHERE name = 'Bad'`)).length).toBe(0);
  });

  it('are changed and removed within the country the administrator works in only', async () => {
    await t
      .http()
      .put(api(`trust-us/${id}`))
      .set(bearer(ghanaAdmin.token))
      .set('Country', 'Ghana')
      .field('name', 'Taken')
      .expect(404);
    await t
      .http()
      .delete(api(`trust-us/${id}`))
      .set(bearer(ghanaAdmin.token))
      .set('Country', 'Ghana')
      .expect(404);
    await add(farmer, { name: 'Mine' }).expect(403);
    const renamed = await t
      .http()
      .put(api(`trust-us/${id}`))
      .set(bearer(nigeriaAdmin.token))
      .field('name', 'Kano Seed Growers Association')
      .field('position', '0')
      .expect(200);
    expect(renamed.body.data).toMatchObject({ name: 'Kano Seed Growers Association', position: 0, website: null });
    const removed = await t
      .http()
      .delete(api(`trust-us/${id}`))
      .set(bearer(nigeriaAdmin.token))
      .expect(200);
    expect(removed.body.message).toBe('"Kano Seed Growers Association" deleted.');
    expect(
      (await t.http().get(api('trust-us')).set('Country', 'Nigeria').expect(200)).body.map(
        (p: { name: string }) => p.name,
      ),
    ).toEqual(['Lagos Agro Dealers']);
    await t
      .http()
      .get(api(`trust-us/${id}/logo`))
      .expect(404);
  });
});
