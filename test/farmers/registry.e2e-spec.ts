import { randomUUID } from 'node:crypto';
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
    const created = await as(agent).post('farmers', farmerBody(place, lists)).expect(201);
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
    const first = await as(agent).post('farmers', farmerBody(place, lists, { id, fullName: 'Bala Sani', email: 'bala@example.com' })).expect(201);
    const again = await as(agent).post('farmers', farmerBody(place, lists, { id, fullName: 'Bala Sani', email: 'bala@example.com' })).expect(200);
    expect(again.body.message).toBe('This farmer was already enrolled.');
    expect(again.body.data).toEqual(first.body.data);
    const other = await as(agent).post('farmers', farmerBody(place, lists, { id, fullName: 'Someone Else' })).expect(409);
    expect(other.body.code).toBe('FARMER_ALREADY_EXISTS');
    expect(await count('farmers')).toBe(before + 1);
    expect((await t.sql(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`farmer-${id}`]))[0].n).toBe(1);
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
    const fields = Object.fromEntries(bad.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
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
    const french = await t.http().post(api('farmers')).set(bearer(agent.token)).set('Accept-Language', 'fr').send(farmerBody(place, lists, { gender: 'X' })).expect(400);
    expect(french.body.errors).toEqual([{ field: 'gender', message: 'Choisissez le genre : MALE ou FEMALE.' }]);

    const wrongPlace = await as(agent).post('farmers', farmerBody(place, lists, { cityId: place.otherStateCityId, phone: '0803123' })).expect(400);
    expect(wrongPlace.body.errors).toEqual([
      { field: 'cityId', message: 'Choose a city (LGA) of the chosen state.' },
      { field: 'phone', message: 'Enter the phone number with digits only: 10 digits after +234.' },
    ]);
    expect(await count('events')).toBe(before);
  });
});

describe('multipart, picture and consent', () => {
  it('takes a multipart form with a picture checked by content', async () => {
    const body = farmerBody(place, lists, { fullName: 'Chinedu Okeke', email: 'chinedu@example.com' });
    const form = (request: ReturnType<typeof t.http>['post'] extends (...a: any[]) => infer R ? R : never) => {
      for (const [key, value] of Object.entries(body)) request.field(key, String(value));
      return request;
    };
    const refused = await form(t.http().post(api('farmers')).set(bearer(agent.token))).attach('picture', PDF, { filename: 'me.png', contentType: 'image/png' }).expect(415);
    expect(refused.body.code).toBe('UPLOAD_TYPE_REJECTED');
    const created = await form(t.http().post(api('farmers')).set(bearer(agent.token))).attach('picture', PNG, { filename: 'me.png', contentType: 'image/png' }).expect(201);
    expect(created.body.data.pictureUrl).toBe(`/api/v1/farmers/${created.body.data.id}/picture`);
    const picture = await as(agent).get(`farmers/${created.body.data.id}/picture`).expect(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('requires the whole consent to enrol on their behalf, and keeps the signed form privately', async () => {
    const body = farmerBody(place, lists, { fullName: 'Ngozi Eze', email: 'ngozi@example.com', onBehalf: true, consentFirstName: 'Ngozi' });
    const missing = await as(agent).post('farmers', body).expect(400);
    expect(missing.body.code).toBe('FARMER_CONSENT_REQUIRED');
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual(['consentIdNumber', 'consentForm', 'agreeAuthorisation', 'agreePersonalDataTransfer', 'agreeAccountCreation']);

    const request = t.http().post(api('farmers')).set(bearer(agent.token));
    for (const [key, value] of Object.entries({ ...body, consentIdNumber: 'A1234567', agreeAuthorisation: true, agreePersonalDataTransfer: true, agreeAccountCreation: true })) {
      request.field(key, String(value));
    }
    const created = await request.attach('consentForm', PDF, { filename: 'consent.pdf', contentType: 'application/pdf' }).expect(201);
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
