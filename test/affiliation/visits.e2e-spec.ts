import { EventStore } from '../../src/kernel/events/event-store';
import { startTestApp, TestApp } from '../support/test-app';
import { api, bearer, DOCX, PDF, person, Person, zipOf } from './support';

let t: TestApp;
let provider: Person;
let retailer: Person;
let distributor: Person;
let stranger: Person;

/** The provider and the retailer become partners through an approved affiliation request. */
async function affiliate(dealer: Person, inputProvider: Person) {
  const asked = await t
    .http()
    .post(api('partners'))
    .set(bearer(dealer.token))
    .send({ inputProviderId: inputProvider.id })
    .expect(201);
  await t
    .http()
    .post(api(`partners/${asked.body.data.id}/APPROVED`))
    .set(bearer(inputProvider.token))
    .expect(200);
}

beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  provider = await person(t, 'ROLE_INPUT_PROVIDER', {
    firstname: 'Emeka',
    lastname: 'Nwosu',
    company: 'Green Farms Ltd',
  });
  retailer = await person(t, 'ROLE_RETAILER', { firstname: 'Ada', lastname: 'Obi', company: 'Ada Stores' });
  distributor = await person(t, 'ROLE_DISTRIBUTOR', { company: 'Bello Distribution' });
  stranger = await person(t, 'ROLE_RETAILER', { company: 'Far Away Shop' });
  await affiliate(retailer, provider);
  await affiliate(distributor, provider);
});
afterAll(() => t.close());

const VISIT = {
  title: 'Maize demo plot visit',
  startsAt: '2026-03-10T09:00:00Z',
  endsAt: '2026-03-10T11:00:00Z',
  place: 'Dawakin Tofa demo plot, Kano',
  participants: ['Musa Ali', ' Ngozi Okafor '],
  agenda: '1. Plot walk\n2. Fertilizer rates',
};
const as = (who: Person) => ({
  get: (path: string) => t.http().get(api(path)).set(bearer(who.token)),
  post: (path: string, body?: object) => t.http().post(api(path)).set(bearer(who.token)).send(body),
  put: (path: string, body: object) => t.http().put(api(path)).set(bearer(who.token)).send(body),
  delete: (path: string) => t.http().delete(api(path)).set(bearer(who.token)),
  upload: (path: string, file: Buffer, name = 'minutes.pdf') =>
    t
      .http()
      .post(api(path))
      .set(bearer(who.token))
      .attach('document', file, { filename: name, contentType: 'application/pdf' }),
});
const rows = async (table: string) => (await t.sql(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

let visitId: string;

describe('shared calendars', () => {
  it('plans a visit and shares it with partners only', async () => {
    const before = await rows('visits');
    const notPartner = await as(provider)
      .post('visit', { ...VISIT, sharedWith: [retailer.id, stranger.id] })
      .expect(400);
    expect(notPartner.body).toMatchObject({
      code: 'VISIT_NOT_A_PARTNER',
      message:
        'Visits are shared with partners only: affiliated organisations, the people you invited and whoever invited you.',
    });
    const backwards = await as(provider)
      .post('visit', { ...VISIT, endsAt: '2026-03-10T08:00:00Z' })
      .expect(400);
    expect(backwards.body.errors).toEqual([{ field: 'endsAt', message: 'The end must not come before the start.' }]);
    const invalid = await as(provider)
      .post('visit', { ...VISIT, startsAt: 'tomorrow', title: '' })
      .expect(400);
    expect(invalid.body.errors.map((e: any) => e.field).sort()).toEqual(['startsAt', 'title']);
    expect(await rows('visits')).toBe(before);

    const planned = await as(provider)
      .post('visit', { ...VISIT, sharedWith: [retailer.id] })
      .expect(201);
    expect(planned.body).toMatchObject({
      success: true,
      message: 'Visit planned.',
      data: {
        title: 'Maize demo plot visit',
        startsAt: '2026-03-10T09:00:00.000Z',
        endsAt: '2026-03-10T11:00:00.000Z',
        place: 'Dawakin Tofa demo plot, Kano',
        participants: ['Musa Ali', 'Ngozi Okafor'],
        agenda: '1. Plot walk\n2. Fertilizer rates',
        planner: { id: provider.id, fullName: 'Emeka Nwosu', company: 'Green Farms Ltd' },
        minutes: null,
        sharedWith: [{ id: retailer.id, fullName: 'Ada Obi', company: 'Ada Stores', sharedAt: expect.any(String) }],
        sharedAt: null,
      },
    });
    visitId = planned.body.data.id;
    // What the planner wrote is sealed in the log.
    const logged = await t.sql(`SELECT data::text AS data FROM events WHERE stream_id = $1`, [`visit-${visitId}`]);
    expect(logged.map((e) => e.data).join()).not.toContain('Musa Ali');

    const mine = (await as(provider).get('visit').expect(200)).body;
    expect(mine).toMatchObject({ page: 0, size: 50, totalElements: 1 });
    expect((await as(stranger).get('visit').expect(200)).body.totalElements).toBe(0);
  });

  it('shows the visit in the shared calendar of the partners it is shared with, and nowhere else', async () => {
    const calendar = (await as(retailer).get(`visit/share/receive/${retailer.id}`).expect(200)).body;
    expect(calendar).toMatchObject({ page: 0, size: 50, totalElements: 1 });
    expect(calendar.content[0]).toMatchObject({
      id: visitId,
      title: 'Maize demo plot visit',
      sharedWith: null,
      sharedAt: expect.any(String),
      planner: { company: 'Green Farms Ltd' },
    });
    expect(
      (await as(retailer).get(`visit/share/receive/${retailer.id}?from=2026-03-11T00:00:00Z`).expect(200)).body
        .totalElements,
    ).toBe(0);
    expect(
      (
        await as(retailer)
          .get(`visit/share/receive/${retailer.id}?from=2026-03-10T10:00:00Z&to=2026-03-11T00:00:00Z`)
          .expect(200)
      ).body.totalElements,
    ).toBe(1);
    expect((await as(retailer).get(`visit/${visitId}`).expect(200)).body).toMatchObject({
      id: visitId,
      sharedWith: null,
    });

    expect((await as(distributor).get(`visit/share/receive/${distributor.id}`).expect(200)).body.totalElements).toBe(0);
    const othersCalendar = await as(stranger).get(`visit/share/receive/${retailer.id}`).expect(404);
    expect(othersCalendar.body).toMatchObject({
      code: 'VISIT_CALENDAR_NOT_FOUND',
      message: 'No shared calendar found.',
    });
    await as(stranger).get(`visit/share/documents/${retailer.id}`).expect(404);
    expect((await as(distributor).get(`visit/${visitId}`).expect(404)).body.code).toBe('VISIT_NOT_FOUND');

    // The planner shares it with a second partner, and a partner's staff see their organisation's calendar.
    const shared = await as(provider)
      .post(`visit/${visitId}/share`, { userIds: [distributor.id, retailer.id] })
      .expect(200);
    expect(shared.body.data.sharedWith.map((s: any) => s.id).sort()).toEqual([distributor.id, retailer.id].sort());
    const staff = await person(t, 'ROLE_DISTRIBUTOR_STAFF', { employerId: distributor.id });
    expect(
      (await as(staff).get(`visit/share/receive/${distributor.id}`).expect(200)).body.content.map((v: any) => v.id),
    ).toEqual([visitId]);
    expect(
      (
        await as(provider)
          .post(`visit/${visitId}/share`, { userIds: [stranger.id] })
          .expect(400)
      ).body.code,
    ).toBe('VISIT_NOT_A_PARTNER');
  });

  it('attaches the minutes, which partners find in their shared minutes and download', async () => {
    const missing = await t
      .http()
      .post(api(`visit/${visitId}/minutes`))
      .set(bearer(provider.token))
      .field('note', 'x')
      .expect(400);
    expect(missing.body.errors).toEqual([{ field: 'note', message: 'This field is not accepted.' }]);
    const empty = await t
      .http()
      .post(api(`visit/${visitId}/minutes`))
      .set(bearer(provider.token))
      .attach('document', Buffer.alloc(0), 'empty.pdf')
      .expect(400);
    expect(empty.body.errors).toEqual([{ field: 'document', message: 'Attach the minutes document.' }]);
    const text = await as(provider)
      .upload(`visit/${visitId}/minutes`, Buffer.from('just some text, not a document'), 'minutes.pdf')
      .expect(415);
    expect(text.body).toMatchObject({
      code: 'UPLOAD_TYPE_REJECTED',
      message: 'This type of file is not supported. Accepted: pdf, jpg, png, webp, docx, xlsx, pptx.',
    });
    await as(provider)
      .upload(`visit/${visitId}/minutes`, zipOf(['notes.txt']), 'minutes.docx')
      .expect(415);
    expect((await as(retailer).upload(`visit/${visitId}/minutes`, PDF).expect(404)).body.code).toBe('VISIT_NOT_FOUND');

    const attached = await as(provider).upload(`visit/${visitId}/minutes`, PDF).expect(200);
    expect(attached.body).toMatchObject({
      message: 'Minutes attached.',
      data: {
        minutes: {
          url: `/api/v1/visit/${visitId}/minutes`,
          fileName: 'minutes-2026-03-10.pdf',
          contentType: 'application/pdf',
          size: PDF.length,
        },
      },
    });
    const documents = (await as(retailer).get(`visit/share/documents/${retailer.id}`).expect(200)).body;
    expect(documents).toMatchObject({ totalElements: 1, size: 50 });
    expect(documents.content[0]).toMatchObject({
      visitId,
      title: 'Maize demo plot visit',
      planner: { id: provider.id },
      document: { contentType: 'application/pdf' },
    });

    const download = await as(retailer).get(`visit/${visitId}/minutes`).buffer(true).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="minutes-2026-03-10.pdf"');
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
    await as(stranger).get(`visit/${visitId}/minutes`).expect(404);

    const replaced = await as(provider).upload(`visit/${visitId}/minutes`, DOCX, 'minutes.docx').expect(200);
    expect(replaced.body.data.minutes).toMatchObject({
      fileName: 'minutes-2026-03-10.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const word = await as(retailer).get(`visit/${visitId}/minutes`).buffer(true).expect(200);
    expect(word.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('lets only the planner change, unshare or cancel the visit', async () => {
    const before = await rows('events');
    expect((await as(retailer).put(`visit/${visitId}`, VISIT).expect(404)).body.code).toBe('VISIT_NOT_FOUND');
    await as(retailer).delete(`visit/${visitId}`).expect(404);
    await as(stranger).delete(`visit/${visitId}/share/${retailer.id}`).expect(404);
    expect(await rows('events')).toBe(before);

    const moved = await as(provider)
      .put(`visit/${visitId}`, { ...VISIT, startsAt: '2026-03-12T09:00:00Z', endsAt: null, participants: [] })
      .expect(200);
    expect(moved.body).toMatchObject({
      message: 'Visit updated.',
      data: { startsAt: '2026-03-12T09:00:00.000Z', endsAt: null, participants: [] },
    });

    const unshared = await as(provider).delete(`visit/${visitId}/share/${retailer.id}`).expect(200);
    expect(unshared.body.data.sharedWith.map((s: any) => s.id)).toEqual([distributor.id]);
    expect((await as(retailer).get(`visit/share/receive/${retailer.id}`).expect(200)).body.totalElements).toBe(0);
    expect((await as(retailer).get(`visit/share/documents/${retailer.id}`).expect(200)).body.totalElements).toBe(0);
    await as(retailer).get(`visit/${visitId}/minutes`).expect(404);
  });

  it('rebuilds the affiliation read models from the log exactly', async () => {
    const snapshot = async () => ({
      requests: await t.sql(`SELECT * FROM affiliation_requests ORDER BY id`),
      invitations: await t.sql(`SELECT * FROM invitations ORDER BY id`),
      visits: await t.sql(`SELECT * FROM visits ORDER BY id`),
      shares: await t.sql(`SELECT * FROM visit_shares ORDER BY visit_id, user_id`),
    });
    const before = await snapshot();
    expect(before.requests).toHaveLength(2);
    expect(before.visits).toHaveLength(1);
    await t.sql(`UPDATE visits SET title = 'tampered'`);
    await t.sql(`DELETE FROM affiliation_requests`);
    const result = await t.app.get(EventStore).rebuildProjections();
    expect(result.projections).toEqual(expect.arrayContaining(['affiliation_requests', 'invitations', 'visits']));
    expect(await snapshot()).toEqual(before);

    const cancelled = await as(provider).delete(`visit/${visitId}`).expect(200);
    expect(cancelled.body).toEqual({ success: true, message: 'Visit cancelled.', data: { id: visitId } });
    await as(provider).get(`visit/${visitId}`).expect(404);
    expect((await as(distributor).get(`visit/share/receive/${distributor.id}`).expect(200)).body.totalElements).toBe(0);
  });
});

describe('null in a visit', () => {
  it('reads null as left out where a field is optional, and as missing where it is required (400, never 500)', async () => {
    const planned = await as(provider)
      .post('visit', { ...VISIT, sharedWith: null, participants: null, endsAt: null })
      .expect(201);
    expect(planned.body).toMatchObject({
      success: true,
      message: 'Visit planned.',
      data: { sharedWith: [], participants: [], endsAt: null },
    });
    const id = planned.body.data.id;
    const edited = await as(provider)
      .put(`visit/${id}`, { ...VISIT, participants: null })
      .expect(200);
    expect(edited.body).toMatchObject({ success: true, data: { participants: [] } });

    const before = await rows('visits');
    const noTitle = await as(provider)
      .post('visit', { ...VISIT, title: null })
      .expect(400);
    expect(noTitle.body).toMatchObject({ success: false, status: 400, code: 'VALIDATION_FAILED' });
    expect(new Set(noTitle.body.errors.map((e: any) => e.field))).toEqual(new Set(['title']));
    const noOne = await as(provider).post(`visit/${id}/share`, { userIds: null }).expect(400);
    expect(noOne.body).toMatchObject({ success: false, status: 400, code: 'VALIDATION_FAILED' });
    expect(new Set(noOne.body.errors.map((e: any) => e.field))).toEqual(new Set(['userIds']));
    expect(await rows('visits')).toBe(before);
  });
});
