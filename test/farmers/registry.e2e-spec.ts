import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { PersonalDataVault, SealedPersonalData } from '../../src/kernel/privacy/personal-data-vault';
import { startTestApp, TestApp } from '../support/test-app';
import { api, bearer, farmerBody, Lists, listsOf, NIGERIA, PDF, person, Person, Place, placeIn, PNG } from './support';

let t: TestApp;
let admin: string;
let agent: Person;
let place: Place;
let lists: Lists;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login();
  agent = await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Musa', lastname: 'Ali' });
  place = await placeIn(t, NIGERIA);
  lists = await listsOf(t, admin, NIGERIA);
});
afterAll(() => t.close());

const as = (who: Person | string) => {
  const token = typeof who === 'string' ? who : who.token;
  return {
    get: (path: string) => t.http().get(api(path)).set(bearer(token)),
    post: (path: string, body?: object) => t.http().post(api(path)).set(bearer(token)).send(body),
    put: (path: string, body: object) => t.http().put(api(path)).set(bearer(token)).send(body),
    delete: (path: string) => t.http().delete(api(path)).set(bearer(token)),
  };
};
const count = async (table: string) => (await t.sql(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

describe('enrolling a farmer', () => {
  it('enrols a farmer and reads it back', async () => {
    const created = await as(agent)
      .post('farmers', farmerBody(place, lists, { phone: '08031234567' }))
      .expect(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'Farmer enrolled.',
      data: {
        fullName: 'Amina Yusuf',
        gender: 'FEMALE',
        email: 'amina.yusuf@example.com',
        phone: '8031234567',
        address: 'Near the primary school',
        community: 'Dawakin Tofa',
        age: 34,
        year: 2015,
        countryId: NIGERIA,
        state: { id: place.stateId, name: expect.any(String) },
        city: { id: place.cityId, name: expect.any(String) },
        project: { id: lists.projectId, name: expect.stringContaining('Project') },
        aggregationPartner: { id: lists.aggregationPartnerId },
        farmerCompany: { id: lists.farmerCompanyId },
        pictureUrl: null,
        invitedToPlatform: false,
        userId: null,
        createdBy: { id: agent.id, fullName: 'Musa Ali' },
        consent: null,
      },
    });
    const id = created.body.data.id;
    const read = await as(agent).get(`farmers/${id}`).expect(200);
    expect(read.body).toEqual(created.body.data);
  });

  it('makes one farmer of a create retried with the same id, and refuses the id with other details', async () => {
    const id = randomUUID();
    const before = await count('farmers');
    const body = farmerBody(place, lists, { id, fullName: 'Bala Sani', email: 'bala@example.com' });
    const first = await as(agent).post('farmers', body).expect(201);
    const again = await as(agent).post('farmers', body).expect(200);
    expect(again.body.message).toBe('This farmer was already enrolled.');
    expect(again.body.data).toEqual(first.body.data);
    const other = await as(agent)
      .post('farmers', farmerBody(place, lists, { id, fullName: 'Someone Else' }))
      .expect(409);
    expect(other.body.code).toBe('FARMER_ALREADY_EXISTS');
    expect(await count('farmers')).toBe(before + 1);
    expect((await t.sql(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`farmer-${id}`]))[0].n).toBe(1);
  });

  it('makes one farmer of two copies of the same create sent at once', async () => {
    const id = randomUUID();
    const body = farmerBody(place, lists, { id, fullName: 'Yusuf Garba', email: 'yusuf@example.com' });
    const answers = await Promise.all([
      as(agent).post('farmers', body),
      as(agent).post('farmers', body),
      as(agent).post('farmers', body),
    ]);
    expect(answers.map((a) => `${a.status} ${a.body.code ?? ''}`).sort()).toEqual(['200 ', '200 ', '201 ']);
    expect(new Set(answers.map((a) => a.body.data.id))).toEqual(new Set([id]));
    expect((await t.sql(`SELECT count(*)::int AS n FROM farmers WHERE id = $1`, [id]))[0].n).toBe(1);
  });

  it('refuses each invalid field with a translated message and changes nothing', async () => {
    const before = await count('events');
    const bad = await as(agent)
      .post('farmers', {
        fullName: ' ',
        gender: 'OTHER',
        email: 'not-an-email',
        phone: '08-03x',
        address: '',
        stateId: place.stateId,
        cityId: place.cityId,
        community: '',
        projectId: 'x',
        age: 12,
        year: 15,
      })
      .expect(400);
    const fields = Object.fromEntries(
      bad.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields).toMatchObject({
      fullName: 'Enter the full name.',
      gender: 'Choose the gender: MALE or FEMALE.',
      email: 'Enter a valid e-mail address.',
      phone: 'Enter the phone number with digits only.',
      address: 'Enter the address.',
      community: 'Enter the community.',
      projectId: 'Choose an active project of the country.',
      aggregationPartnerId: 'Choose an active aggregation partner of the country.',
      age: 'The age must be a whole number from 18 to 120.',
      year: 'Enter the year as YYYY.',
    });
    const french = await t
      .http()
      .post(api('farmers'))
      .set(bearer(agent.token))
      .set('Accept-Language', 'fr')
      .send(farmerBody(place, lists, { gender: 'X' }))
      .expect(400);
    expect(french.body.errors).toEqual([{ field: 'gender', message: 'Choisissez le genre : MALE ou FEMALE.' }]);

    const wrongPlace = await as(agent)
      .post('farmers', farmerBody(place, lists, { cityId: place.otherStateCityId, phone: '0803123' }))
      .expect(400);
    expect(wrongPlace.body.errors).toEqual([
      { field: 'cityId', message: 'Choose a city (LGA) of the chosen state.' },
      { field: 'phone', message: 'Enter the phone number with digits only: 10 digits after +234.' },
    ]);
    expect(await count('events')).toBe(before);
  });
});

describe("one farmer per phone number in an agent's list", () => {
  it('refuses a phone already in the list with 409 naming the farmer, on a create and on a change, in English and French', async () => {
    const first = (
      await as(agent)
        .post('farmers', farmerBody(place, lists, { fullName: 'Hauwa Abdullahi', phone: '08037770001' }))
        .expect(201)
    ).body.data;
    const before = await count('farmers');
    // The same farmer typed again, the phone written another way.
    const again = await as(agent)
      .post('farmers', farmerBody(place, lists, { fullName: 'Hauwa Abdullahi', phone: '+2348037770001' }))
      .expect(409);
    expect(again.body).toMatchObject({
      code: 'FARMER_PHONE_TAKEN',
      message: `A farmer of this list already has this phone number: Hauwa Abdullahi (${first.id}).`,
      errors: [{ field: 'phone' }],
    });
    const french = await t
      .http()
      .post(api('farmers'))
      .set(bearer(agent.token))
      .set('Accept-Language', 'fr')
      .send(farmerBody(place, lists, { phone: '8037770001' }))
      .expect(409);
    expect(french.body.message).toBe(
      `Un agriculteur de cette liste a déjà ce numéro de téléphone : Hauwa Abdullahi (${first.id}).`,
    );
    expect(await count('farmers')).toBe(before);
    // The same name in the same LGA with another phone may be another person: enrolled, with a word about the first.
    const namesake = await as(agent)
      .post('farmers', farmerBody(place, lists, { fullName: 'HAUWA ABDULLAHI', phone: '08037779999' }))
      .expect(201);
    expect(namesake.body.message).toBe(
      `Farmer enrolled. Check it is not Hauwa Abdullahi (${first.id}): a farmer of this list with the same name in the same LGA.`,
    );
    await as(agent).delete(`farmers/${namesake.body.data.id}`).expect(200);

    // A change onto another farmer's phone is refused too; a change of one's own phone frees the old one.
    const second = (
      await as(agent)
        .post('farmers', farmerBody(place, lists, { fullName: 'Garba Lawal', phone: '08037770002' }))
        .expect(201)
    ).body.data;
    const onto = await as(agent)
      .put(`farmers/${second.id}`, farmerBody(place, lists, { fullName: 'Garba Lawal', phone: '08037770001' }))
      .expect(409);
    expect(onto.body.message).toBe(
      `A farmer of this list already has this phone number: Hauwa Abdullahi (${first.id}).`,
    );
    await as(agent)
      .put(`farmers/${first.id}`, farmerBody(place, lists, { fullName: 'Hauwa Abdullahi', phone: '08037770003' }))
      .expect(200);
    await as(agent)
      .put(`farmers/${second.id}`, farmerBody(place, lists, { fullName: 'Garba Lawal', phone: '08037770001' }))
      .expect(200);

    // Another agent's list may hold the same phone; a deleted farmer's phone is free again.
    const other = await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Other', lastname: 'Agent' });
    await as(other)
      .post('farmers', farmerBody(place, lists, { phone: '08037770001' }))
      .expect(201);
    await as(agent).delete(`farmers/${second.id}`).expect(200);
    await as(agent)
      .post('farmers', farmerBody(place, lists, { fullName: 'Garba Lawal', phone: '08037770001' }))
      .expect(201);
  });

  it('refuses on a create a phone the spreadsheet import brought in, and the import recognises a farmer enrolled by the form', async () => {
    const phones = ['08037771001', '08037771002'];
    const sheet = async (rows: string[][]) => {
      const workbook = new ExcelJS.Workbook();
      const farmers = workbook.addWorksheet('Farmers');
      farmers.addRow([
        'State',
        'LGA',
        'Full name',
        'Sex',
        'Phone Number',
        'Address',
        'Community',
        'Project',
        'Aggregation partner',
      ]);
      const [{ state, city }] = await t.sql(
        `SELECT s.name AS state, c.name AS city FROM states s JOIN cities c ON c.state_id = s.id WHERE s.id = $1 AND c.id = $2`,
        [place.stateId, place.cityId],
      );
      const [{ project }] = await t.sql(`SELECT name AS project FROM farmer_reference_items WHERE id = $1`, [
        lists.projectId,
      ]);
      const [{ partner }] = await t.sql(`SELECT name AS partner FROM farmer_reference_items WHERE id = $1`, [
        lists.aggregationPartnerId,
      ]);
      for (const [name, phone] of rows)
        farmers.addRow([state, city, name, 'F', phone, 'Market road', 'Gwale', project, partner]);
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    const imported = await t
      .http()
      .post(api('farmers/bulk'))
      .set(bearer(agent.token))
      .attach('farmersList', await sheet([['Imported Farmer', phones[0]]]), 'farmers.xlsx')
      .expect(201);
    expect(imported.body.data).toMatchObject({ created: 1 });
    const [{ id }] = await t.sql(`SELECT id FROM farmers WHERE created_by = $1 AND phone = $2`, [
      agent.id,
      phones[0].slice(1),
    ]);
    const refused = await as(agent)
      .post('farmers', farmerBody(place, lists, { phone: phones[0] }))
      .expect(409);
    expect(refused.body.message).toBe(`A farmer of this list already has this phone number: Imported Farmer (${id}).`);

    await as(agent)
      .post('farmers', farmerBody(place, lists, { fullName: 'Form Farmer', phone: phones[1] }))
      .expect(201);
    const recognised = await t
      .http()
      .post(api('farmers/bulk'))
      .set(bearer(agent.token))
      .attach('farmersList', await sheet([['Form Farmer', phones[1]]]), 'farmers.xlsx')
      .expect(201);
    expect(recognised.body.data).toMatchObject({ created: 0, alreadyImported: 1 });
    expect(
      (
        await t.sql(`SELECT count(*)::int AS n FROM farmers WHERE created_by = $1 AND phone = $2`, [
          agent.id,
          phones[1].slice(1),
        ])
      )[0].n,
    ).toBe(1);
  });
});

describe('multipart, picture and consent', () => {
  it('takes a multipart form with a picture checked by content', async () => {
    const body = farmerBody(place, lists, { fullName: 'Chinedu Okeke', email: 'chinedu@example.com' });
    const form = (request: ReturnType<typeof t.http>['post'] extends (...a: any[]) => infer R ? R : never) => {
      for (const [key, value] of Object.entries(body)) request.field(key, String(value));
      return request;
    };
    const refused = await form(t.http().post(api('farmers')).set(bearer(agent.token)))
      .attach('picture', PDF, { filename: 'me.png', contentType: 'image/png' })
      .expect(415);
    expect(refused.body.code).toBe('UPLOAD_TYPE_REJECTED');
    const created = await form(t.http().post(api('farmers')).set(bearer(agent.token)))
      .attach('picture', PNG, { filename: 'me.png', contentType: 'image/png' })
      .expect(201);
    expect(created.body.data.pictureUrl).toBe(`/api/v1/farmers/${created.body.data.id}/picture`);
    const picture = await as(agent).get(`farmers/${created.body.data.id}/picture`).expect(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('requires the whole consent to enrol on their behalf, and keeps the signed form privately', async () => {
    const body = farmerBody(place, lists, {
      fullName: 'Ngozi Eze',
      email: 'ngozi@example.com',
      onBehalf: true,
      consentFirstName: 'Ngozi',
    });
    const missing = await as(agent).post('farmers', body).expect(400);
    expect(missing.body.code).toBe('FARMER_CONSENT_REQUIRED');
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'consentIdNumber',
      'consentForm',
      'agreeAuthorisation',
      'agreePersonalDataTransfer',
      'agreeAccountCreation',
    ]);

    const request = t.http().post(api('farmers')).set(bearer(agent.token));
    for (const [key, value] of Object.entries({
      ...body,
      consentIdNumber: 'A1234567',
      agreeAuthorisation: true,
      agreePersonalDataTransfer: true,
      agreeAccountCreation: true,
    })) {
      request.field(key, String(value));
    }
    const created = await request
      .attach('consentForm', PDF, { filename: 'consent.pdf', contentType: 'application/pdf' })
      .expect(201);
    const id = created.body.data.id;
    expect(created.body.data.consent).toEqual({
      firstName: 'Ngozi',
      idNumber: 'A1234567',
      authorisation: true,
      personalDataTransfer: true,
      accountCreation: true,
      formUrl: `/api/v1/farmers/${id}/consent-form`,
    });
    const form = await as(agent).get(`farmers/${id}/consent-form`).expect(200);
    expect(form.headers['content-type']).toBe('application/pdf');
    expect(form.headers['content-disposition']).toContain('attachment');
    const stranger = await person(t, 'ROLE_EXTENSION_AGENT');
    await as(stranger).get(`farmers/${id}/consent-form`).expect(404);
  });
});

describe('changing and deleting a farmer', () => {
  it('replaces the details, keeping the picture unless a new one comes, and logs who changed what', async () => {
    const body = farmerBody(place, lists, { fullName: 'Ibrahim Musa', email: 'ibrahim@example.com' });
    const first = t.http().post(api('farmers')).set(bearer(agent.token));
    for (const [key, value] of Object.entries(body)) first.field(key, String(value));
    const created = (await first.attach('picture', PNG, { filename: 'me.png', contentType: 'image/png' }).expect(201))
      .body.data;
    const [{ key: pictureKey }] = await t.sql(`SELECT picture_key AS key FROM farmers WHERE id = $1`, [created.id]);

    const updated = await as(agent)
      .put(`farmers/${created.id}`, { ...body, phone: '+2348039998877', community: 'Gwale', age: 40 })
      .expect(200);
    expect(updated.body).toMatchObject({
      message: 'Farmer updated.',
      data: { phone: '8039998877', community: 'Gwale', age: 40, pictureUrl: created.pictureUrl },
    });
    expect((await t.sql(`SELECT picture_key AS key FROM farmers WHERE id = $1`, [created.id]))[0].key).toBe(pictureKey);
    // The same details again change nothing.
    const events = (
      await t.sql(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`farmer-${created.id}`])
    )[0].n;
    await as(agent)
      .put(`farmers/${created.id}`, { ...body, phone: '08039998877', community: 'Gwale', age: 40 })
      .expect(200);
    expect(
      (await t.sql(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`farmer-${created.id}`]))[0].n,
    ).toBe(events);

    const log = (await as(agent).get(`farmers/${created.id}/changes`).expect(200)).body;
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ change: 'UPDATED', by: { id: agent.id, fullName: 'Musa Ali' } });
    expect(log[0].fields).toEqual(
      expect.arrayContaining([
        { field: 'community', value: 'Gwale' },
        { field: 'age', value: 40 },
        { field: 'phone', value: '8039998877' },
      ]),
    );
    expect(log[1]).toMatchObject({ change: 'ENROLLED' });
    expect(log[1].fields).toEqual(expect.arrayContaining([{ field: 'fullName', value: 'Ibrahim Musa' }]));

    const invalid = await as(agent)
      .put(`farmers/${created.id}`, { ...body, gender: '' })
      .expect(400);
    expect(invalid.body.errors).toEqual([{ field: 'gender', message: 'Choose the gender: MALE or FEMALE.' }]);
  });

  it('deletes a farmer so that nothing personal can be read, in the log either', async () => {
    const body = farmerBody(place, lists, {
      fullName: 'Zainab Danjuma',
      email: 'zainab@example.com',
      phone: '08031112222',
    });
    const created = (await as(agent).post('farmers', body).expect(201)).body.data;
    const id = created.id;
    await as(agent)
      .put(`farmers/${id}`, { ...body, address: 'By the old mill' })
      .expect(200);
    await as(agent)
      .post('farmers-history', {
        farmerId: id,
        kind: 'TRAINING',
        date: '2026-02-01',
        title: 'Training with Zainab',
        notes: 'Zainab learnt micro-dosing',
      })
      .expect(201);
    const vault = t.app.get(PersonalDataVault);
    const sealedIn = async () =>
      (
        await t.sql<{ data: Record<string, unknown> }>(
          `SELECT data FROM events WHERE stream_id = $1 OR data->>'farmerId' = $2 ORDER BY global_position`,
          [`farmer-${id}`, id],
        )
      )
        .map((e) => e.data.personal ?? e.data.details)
        .filter((sealed): sealed is SealedPersonalData => !!sealed);
    const readable = async () =>
      (await Promise.all((await sealedIn()).map((s) => vault.open(s)))).filter((v) => v !== null);
    expect(await readable()).toHaveLength(3);
    expect(JSON.stringify(await readable())).toContain('Zainab Danjuma');
    // The log never holds the details in clear.
    expect(
      (await t.sql(`SELECT string_agg(data::text, ' ') AS text FROM events WHERE stream_id = $1`, [`farmer-${id}`]))[0]
        .text,
    ).not.toMatch(/Zainab|zainab@example|8031112222|old mill/);

    const stranger = await person(t, 'ROLE_EXTENSION_AGENT');
    await as(stranger).delete(`farmers/${id}`).expect(404);
    expect(await readable()).toHaveLength(3);

    const deleted = await as(agent).delete(`farmers/${id}`).expect(200);
    expect(deleted.body).toEqual({ success: true, message: 'Farmer deleted.', data: { id } });
    expect(await sealedIn()).toHaveLength(3);
    expect(await readable()).toEqual([]);
    expect(await t.sql(`SELECT 1 FROM farmers WHERE id = $1`, [id])).toEqual([]);
    expect(await t.sql(`SELECT 1 FROM farmer_history_entries WHERE farmer_id = $1`, [id])).toEqual([]);
    await as(agent).get(`farmers/${id}`).expect(404);
    await as(agent).delete(`farmers/${id}`).expect(404);
    // Its id is never enrolled again.
    expect(
      (
        await as(agent)
          .post('farmers', { ...body, id })
          .expect(409)
      ).body.code,
    ).toBe('FARMER_ALREADY_EXISTS');
  });
});

describe('lists and filters', () => {
  it("filters the agent's list by name, place, project, partner, year and creation date, 10 a page", async () => {
    const lister = await person(t, 'ROLE_EXTENSION_AGENT');
    const other = await listsOf(t, admin, NIGERIA);
    for (let i = 0; i < 12; i++) {
      await as(lister)
        .post(
          'farmers',
          farmerBody(place, i < 3 ? other : lists, {
            fullName: `Lister Farmer ${String(i).padStart(2, '0')}`,
            email: `lister${i}@example.com`,
            phone: null,
            year: 2010 + (i % 3),
            cityId: i === 0 ? place.otherStateCityId : place.cityId,
            stateId: i === 0 ? place.otherStateId : place.stateId,
          }),
        )
        .expect(201);
    }
    const list = (query = '') => as(lister).get(`farmers/index/${lister.id}${query}`).expect(200);
    const first = (await list()).body;
    expect(first).toMatchObject({ page: 0, size: 10, totalElements: 12, totalPages: 2 });
    expect(first.content[0].fullName).toBe('Lister Farmer 11');
    expect((await list('?page=1')).body.content).toHaveLength(2);
    expect((await list('?name=farmer 0')).body.totalElements).toBe(10);
    expect((await list('?name=FARMER 11')).body.content.map((f: { fullName: string }) => f.fullName)).toEqual([
      'Lister Farmer 11',
    ]);
    expect((await list(`?stateIds=${place.otherStateId}`)).body.totalElements).toBe(1);
    expect((await list(`?cityIds=${place.cityId}&cityIds=${place.otherStateCityId}`)).body.totalElements).toBe(12);
    expect((await list(`?projects=${other.projectId}`)).body.totalElements).toBe(3);
    expect(
      (await list(`?aggregationPartners=${lists.aggregationPartnerId},${other.aggregationPartnerId}`)).body
        .totalElements,
    ).toBe(12);
    expect((await list('?years=2010,2012')).body.totalElements).toBe(8);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?startCreationDate=${today}&endCreationDate=${today}`)).body.totalElements).toBe(12);
    expect((await list('?endCreationDate=2020-01-01')).body.totalElements).toBe(0);
    expect((await list('?sort=fullName,asc')).body.content[0].fullName).toBe('Lister Farmer 00');
    const bad = await as(lister).get(`farmers/index/${lister.id}?years=15&startCreationDate=yesterday`).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['startCreationDate', 'years']);
  });

  it('gives totals that follow every enrolment, change and deletion at once (totals are kept between changes)', async () => {
    const counter = await person(t, 'ROLE_EXTENSION_AGENT');
    const total = async (query = '') =>
      (await as(counter).get(`farmers/index/${counter.id}${query}`).expect(200)).body.totalElements;
    const inOtherState = `?stateIds=${place.otherStateId}`;
    expect([await total(), await total(inOtherState)]).toEqual([0, 0]);
    const body = farmerBody(place, lists, { fullName: 'Counted Farmer', email: 'counted@example.com', phone: null });
    const id = (await as(counter).post('farmers', body).expect(201)).body.data.id;
    expect([await total(), await total(inOtherState)]).toEqual([1, 0]);
    await as(counter)
      .put(`farmers/${id}`, { ...body, stateId: place.otherStateId, cityId: place.otherStateCityId })
      .expect(200);
    expect([await total(), await total(inOtherState)]).toEqual([1, 1]);
    expect([200, 204]).toContain((await as(counter).delete(`farmers/${id}`)).status);
    expect([await total(), await total(inOtherState)]).toEqual([0, 0]);
  });
});

describe('reference lists', () => {
  it('administrators add, rename, deactivate and reactivate; everyone reads the active ones of a country', async () => {
    const added = await as(admin).post('projects', { countryId: NIGERIA, name: '  Generic project X ' }).expect(201);
    expect(added.body).toEqual({
      success: true,
      message: '"Generic project X" added.',
      data: { id: expect.any(Number), name: 'Generic project X', countryId: NIGERIA, active: true },
    });
    const id = added.body.data.id;
    expect(
      (await as(admin).post('projects', { countryId: NIGERIA, name: 'generic PROJECT x' }).expect(409)).body.code,
    ).toBe('FARMER_REFERENCE_NAME_TAKEN');
    await as(agent).post('projects', { countryId: NIGERIA, name: 'Agent project' }).expect(403);
    await as(admin).put(`projects/${id}`, { name: 'Generic project Y' }).expect(200);
    expect((await as(agent).get('projects').expect(200)).body).toEqual(
      expect.arrayContaining([{ id, name: 'Generic project Y', countryId: NIGERIA, active: true }]),
    );

    const off = await as(admin).put(`projects/${id}/status`, { active: false }).expect(200);
    expect(off.body.message).toBe('"Generic project Y" is no longer offered.');
    expect(
      (await as(agent).get(`projects?countryId=${NIGERIA}`).expect(200)).body.map((p: { id: number }) => p.id),
    ).not.toContain(id);
    expect(
      (await as(admin).get(`projects?countryId=${NIGERIA}&includeInactive=true`).expect(200)).body.map(
        (p: { id: number }) => p.id,
      ),
    ).toContain(id);
    const refused = await as(agent)
      .post('farmers', farmerBody(place, { ...lists, projectId: id }, { email: 'p@example.com' }))
      .expect(400);
    expect(refused.body.errors).toEqual([{ field: 'projectId', message: 'Choose an active project of the country.' }]);
    await as(admin).put(`projects/${id}/status`, { active: true }).expect(200);

    const partner = (
      await as(admin).post('aggregation-partner', { countryId: NIGERIA, name: 'Generic aggregator X' }).expect(201)
    ).body.data;
    expect((await as(agent).get(`aggregation-partner/${NIGERIA}`).expect(200)).body).toEqual(
      expect.arrayContaining([partner]),
    );
    await as(admin).put(`aggregation-partner/item/${partner.id}`, { name: 'Generic aggregator Y' }).expect(200);
    await as(admin).put(`aggregation-partner/item/${lists.projectId}`, { name: 'Not a partner' }).expect(404);
    const company = (
      await as(admin).post('farmers/farmer-company', { countryId: NIGERIA, name: 'Generic group X' }).expect(201)
    ).body.data;
    expect((await as(agent).get(`farmers/farmer-company/country/${NIGERIA}`).expect(200)).body).toEqual(
      expect.arrayContaining([company]),
    );
    expect((await as(agent).get(`farmers/farmer-company/country/2`).expect(200)).body).toEqual([]);
    await as(admin).put(`farmers/farmer-company/${company.id}/status`, { active: false }).expect(200);
    await as(admin).put(`farmers/farmer-company/999999`, { name: 'X' }).expect(404);
  });
});

describe('history', () => {
  it('records, retries, edits and reads the entries of a farmer', async () => {
    const farmerId = (
      await as(agent)
        .post('farmers', farmerBody(place, lists, { email: 'history@example.com' }))
        .expect(201)
    ).body.data.id;
    const entryId = randomUUID();
    const entry = {
      id: entryId,
      farmerId,
      kind: 'visit',
      date: '2026-03-10',
      title: 'Plot walk',
      notes: 'Checked the maize stand',
    };
    const recorded = await as(agent).post('farmers-history', entry).expect(201);
    expect(recorded.body.data).toMatchObject({
      id: entryId,
      farmerId,
      kind: 'VISIT',
      date: '2026-03-10',
      title: 'Plot walk',
      notes: 'Checked the maize stand',
      recordedBy: { id: agent.id, fullName: 'Musa Ali' },
    });
    await as(agent).post('farmers-history', entry).expect(200);
    expect(
      (
        await as(agent)
          .post('farmers-history', { ...entry, title: 'Other' })
          .expect(409)
      ).body.code,
    ).toBe('FARMER_HISTORY_ALREADY_EXISTS');
    const bad = await as(agent)
      .post('farmers-history', { farmerId, kind: 'PARTY', date: 'soon', title: '' })
      .expect(400);
    expect(
      Object.fromEntries(bad.body.errors.map((e: { field: string; message: string }) => [e.field, e.message])),
    ).toMatchObject({ kind: 'Choose the kind: VISIT, TRAINING or NOTE.', date: 'Enter a date as YYYY-MM-DD.' });
    await as(agent)
      .post('farmers-history', { farmerId: randomUUID(), kind: 'NOTE', date: '2026-03-10', title: 'Nobody' })
      .expect(404);

    await as(agent)
      .post('farmers-history', { farmerId, kind: 'TRAINING', date: '2026-04-01', title: 'Fertilizer training' })
      .expect(201);
    const edited = await as(agent)
      .put(`farmers-history/${entryId}`, { kind: 'NOTE', date: '2026-03-12', title: 'Plot walk (notes)', notes: '' })
      .expect(200);
    expect(edited.body.data).toMatchObject({ kind: 'NOTE', date: '2026-03-12', title: 'Plot walk (notes)', notes: '' });
    const page = (await as(agent).get(`farmers-history/${farmerId}`).expect(200)).body;
    expect(page).toMatchObject({ page: 0, size: 20, totalElements: 2 });
    expect(page.content.map((e: { title: string }) => e.title)).toEqual(['Fertilizer training', 'Plot walk (notes)']);
    expect((await as(agent).get(`farmers-history/get/${entryId}`).expect(200)).body.title).toBe('Plot walk (notes)');
    await as(agent).get(`farmers-history/get/${randomUUID()}`).expect(404);
  });
});
