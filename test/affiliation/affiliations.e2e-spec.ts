import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';
import { api, bearer, person, Person } from './support';

let t: TestApp;
let admin: string;
let provider: Person;
let otherProvider: Person;
let retailer: Person;
let distributor: Person;
let farmer: Person;

beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await t.login();
  provider = await person(t, 'ROLE_INPUT_PROVIDER', {
    firstname: 'Emeka',
    lastname: 'Nwosu',
    company: 'Green Farms Ltd',
  });
  otherProvider = await person(t, 'ROLE_INPUT_PROVIDER', { company: 'Savanna Inputs' });
  retailer = await person(t, 'ROLE_RETAILER', { firstname: 'Ada', lastname: 'Obi', company: 'Ada Stores' });
  distributor = await person(t, 'ROLE_DISTRIBUTOR', {
    firstname: 'Musa',
    lastname: 'Bello',
    company: 'Bello Distribution',
  });
  farmer = await person(t, 'ROLE_FARMER');
});
afterAll(() => t.close());

const ask = (who: Person | string, inputProviderId: string) =>
  t
    .http()
    .post(api('partners'))
    .set(bearer(typeof who === 'string' ? who : who.token))
    .send({ inputProviderId });
const answer = (who: Person | string, requestId: string, status: string) =>
  t
    .http()
    .post(api(`partners/${requestId}/${status}`))
    .set(bearer(typeof who === 'string' ? who : who.token));
const get = (who: Person, path: string) => t.http().get(api(path)).set(bearer(who.token));
const eventCount = async () => (await t.sql(`SELECT count(*)::int AS n FROM events`))[0].n;

let retailerRequestId: string;

describe('affiliation requests', () => {
  it('lets a retailer ask an input provider, and refuses a second request while the first is pending', async () => {
    const asked = await ask(retailer, provider.id).expect(201);
    expect(asked.body).toMatchObject({
      success: true,
      message: 'Affiliation request sent to Green Farms Ltd.',
      data: {
        status: 'PENDING',
        isPending: true,
        isAffiliated: false,
        approvedDate: null,
        decidedDate: null,
        type: 'RETAILER',
        fullName: 'Ada Obi',
        company: 'Ada Stores',
        email: retailer.email,
        phone: retailer.phone,
        country: { id: 1, name: 'Nigeria' },
        requestingUser: { id: retailer.id, firstname: 'Ada', lastname: 'Obi' },
        inputProvider: { id: provider.id, company: 'Green Farms Ltd', fullName: 'Emeka Nwosu' },
      },
    });
    retailerRequestId = asked.body.data.id;

    const before = await eventCount();
    const again = await ask(retailer, provider.id).set('Accept-Language', 'fr').expect(409);
    expect(again.body).toMatchObject({
      success: false,
      status: 409,
      code: 'AFFILIATION_ALREADY_PENDING',
      message: "Votre demande d'affiliation à Green Farms Ltd est déjà en attente : attendez sa réponse.",
    });
    expect((await ask(retailer, provider.id).expect(409)).body.message).toBe(
      'Your affiliation request to Green Farms Ltd is already pending: wait for their answer.',
    );
    expect(await eventCount()).toBe(before);

    // Both sides see where they stand.
    expect((await get(retailer, `partners/isPending/${provider.id}`).expect(200)).body).toEqual({
      id: provider.id,
      status: 'PENDING',
      isAffiliated: false,
      isPending: true,
      requestId: retailerRequestId,
    });
    expect((await get(provider, `partners/isAffiliated/${retailer.id}`).expect(200)).body).toMatchObject({
      id: retailer.id,
      status: 'PENDING',
      isAffiliated: false,
    });
    expect((await get(retailer, `partners/isAffiliated/${otherProvider.id}`).expect(200)).body).toEqual({
      id: otherProvider.id,
      status: 'NONE',
      isAffiliated: false,
      isPending: false,
      requestId: null,
    });
    expect((await get(provider, 'partners/PENDING/count').expect(200)).body).toEqual({ status: 'PENDING', count: 1 });
    expect((await get(retailer, 'partners/pending/count').expect(200)).body).toEqual({ status: 'PENDING', count: 1 });
    expect((await get(otherProvider, 'partners/PENDING/count').expect(200)).body).toEqual({
      status: 'PENDING',
      count: 0,
    });

    const received = (await get(provider, 'partners/status/PENDING').expect(200)).body;
    expect(received).toMatchObject({ page: 0, size: 20, totalElements: 1, totalPages: 1 });
    expect(received.content.map((r: any) => r.id)).toEqual([retailerRequestId]);
    expect((await get(otherProvider, 'partners/status/PENDING').expect(200)).body.totalElements).toBe(0);
  });

  it('asks only an active input provider of the country, and only on behalf of a dealer', async () => {
    const notAProvider = await ask(distributor, retailer.id).expect(404);
    expect(notAProvider.body).toMatchObject({
      code: 'AFFILIATION_INPUT_PROVIDER_NOT_FOUND',
      message: 'No input provider found.',
    });
    await ask(distributor, '00000000-0000-4000-8000-000000000000').expect(404);
    const invalid = await ask(distributor, 'not-an-id').expect(400);
    expect(invalid.body.errors).toEqual([{ field: 'inputProviderId', message: 'Is not valid.' }]);

    const byProvider = await ask(otherProvider, provider.id).expect(403);
    expect(byProvider.body).toMatchObject({ code: 'AFFILIATION_DEALERS_ONLY' });
    expect((await ask(admin, provider.id).expect(403)).body.code).toBe('AFFILIATION_DEALERS_ONLY');
    expect((await ask(farmer, provider.id).expect(403)).body.code).toBe('FORBIDDEN');
    expect((await get(farmer, 'partners/status/PENDING').expect(403)).body.code).toBe('FORBIDDEN');
    const adminList = await t.http().get(api('partners/status/PENDING')).set(bearer(admin)).expect(403);
    expect(adminList.body.code).toBe('AFFILIATION_PARTIES_ONLY');
    const unknownStatus = await get(provider, 'partners/status/MAYBE').expect(400);
    expect(unknownStatus.body).toMatchObject({
      code: 'AFFILIATION_STATUS_UNKNOWN',
      message: 'Unknown status "MAYBE". Accepted values: PENDING, APPROVED, DECLINED.',
    });
  });

  it('lets only the input provider asked approve: anyone else gets 404 and nothing changes; the requester is named and mailed', async () => {
    const before = await eventCount();
    for (const other of [otherProvider, retailer, distributor]) {
      const refused = await answer(other, retailerRequestId, 'APPROVED').expect(404);
      expect(refused.body).toMatchObject({
        code: 'AFFILIATION_REQUEST_NOT_FOUND',
        message: 'No affiliation request found.',
      });
    }
    await answer(admin, retailerRequestId, 'APPROVED').expect(404);
    await answer(provider, '00000000-0000-4000-8000-000000000000', 'APPROVED').expect(404);
    expect((await answer(provider, retailerRequestId, 'MAYBE').expect(400)).body.code).toBe(
      'AFFILIATION_STATUS_UNKNOWN',
    );
    expect(await eventCount()).toBe(before);
    expect((await get(retailer, `partners/isPending/${provider.id}`).expect(200)).body.status).toBe('PENDING');

    const approved = await answer(provider, retailerRequestId, 'approved').expect(200);
    expect(approved.body).toMatchObject({
      success: true,
      message: 'You approved the affiliation request of Ada Obi (Ada Stores).',
      data: { id: retailerRequestId, status: 'APPROVED', isAffiliated: true, isPending: false },
    });
    expect(approved.body.data.approvedDate).toEqual(approved.body.data.decidedDate);
    const mail = await t.inbox!.waitFor((m) => m.to.includes(retailer.email) && /affiliation/.test(m.subject));
    expect(mail.subject).toBe('Green Farms Ltd approved your affiliation request');
    expect(mail.text).toContain('Hello Ada,');

    const twice = await answer(provider, retailerRequestId, 'DECLINED').expect(409);
    expect(twice.body).toMatchObject({
      code: 'AFFILIATION_ALREADY_ANSWERED',
      message: 'This affiliation request has already been answered (APPROVED).',
    });
    const affiliated = await ask(retailer, provider.id).expect(409);
    expect(affiliated.body).toMatchObject({
      code: 'ALREADY_AFFILIATED',
      message: 'You are already affiliated with Green Farms Ltd.',
    });

    expect((await get(retailer, `partners/isAffiliated/${provider.id}`).expect(200)).body).toMatchObject({
      status: 'APPROVED',
      isAffiliated: true,
      isPending: false,
    });
    expect((await get(provider, 'partners/PENDING/count').expect(200)).body.count).toBe(0);
    expect(
      (await get(provider, 'partners/status/APPROVED').expect(200)).body.content.map((r: any) => r.requestingUser.id),
    ).toEqual([retailer.id]);
    const partners = (await get(provider, 'partners').expect(200)).body;
    expect(partners.content).toEqual([
      expect.objectContaining({ id: retailer.id, company: 'Ada Stores', via: 'AFFILIATION', type: 'RETAILER' }),
    ]);
    expect((await get(retailer, 'partners').expect(200)).body.content.map((p: any) => p.id)).toEqual([provider.id]);
  });

  it('lets the input provider’s staff answer when granted, and a declined dealer ask again', async () => {
    const staff = await person(t, 'ROLE_INPUT_PROVIDER_STAFF', { firstname: 'Kemi', employerId: provider.id });
    const asked = (await ask(distributor, provider.id).expect(201)).body.data;
    expect(asked.type).toBe('DISTRIBUTOR');
    await answer(staff, asked.id, 'DECLINED').expect(403);
    await t
      .http()
      .post(api('permissions'))
      .set(bearer(provider.token))
      .send({ userId: staff.id, permissions: ['affiliations:manage'] })
      .expect(200);

    const declined = await answer(staff, asked.id, 'DECLINED').set('Accept-Language', 'fr').expect(200);
    expect(declined.body.message).toBe("Vous avez refusé la demande d'affiliation de Musa Bello (Bello Distribution).");
    expect(declined.body.data).toMatchObject({ status: 'DECLINED', isAffiliated: false, approvedDate: null });
    const mail = await t.inbox!.waitFor((m) => m.to.includes(distributor.email));
    expect(mail.subject).toBe('Green Farms Ltd declined your affiliation request');
    expect((await get(staff, 'partners/status/DECLINED').expect(200)).body.content.map((r: any) => r.id)).toEqual([
      asked.id,
    ]);

    const again = (await ask(distributor, provider.id).expect(201)).body.data;
    expect(again.id).not.toBe(asked.id);
    expect((await get(distributor, `partners/isPending/${provider.id}`).expect(200)).body).toMatchObject({
      status: 'PENDING',
      requestId: again.id,
    });
  });
});

describe('WAFA oversight', () => {
  it('shows WAFA partners and administrators every request of their country, read-only', async () => {
    const wafaAdmin = await person(t, 'ROLE_WAFA_ADMIN');
    const wafaPartner = await person(t, 'ROLE_WAFA_PARTNER');
    const requests = async (who: Person, status: string) =>
      (await get(who, `partners/status/${status}`).expect(200)).body;
    for (const observer of [wafaAdmin, wafaPartner]) {
      for (const status of ['PENDING', 'APPROVED', 'DECLINED']) {
        const [{ n }] = await t.sql(
          `SELECT count(*)::int AS n FROM affiliation_requests WHERE country_id = 1 AND status = $1`,
          [status],
        );
        const page = await requests(observer, status);
        expect(page.totalElements).toBe(n);
        expect((await get(observer, `partners/${status}/count`).expect(200)).body.count).toBe(n);
      }
    }
    expect((await requests(wafaAdmin, 'APPROVED')).content.map((r: any) => r.id)).toContain(retailerRequestId);
    const pending = (await requests(wafaAdmin, 'PENDING')).content[0];
    expect(pending).toBeDefined();
    const before = await eventCount();
    await answer(wafaAdmin, pending.id, 'APPROVED').expect(404);
    await ask(wafaPartner, provider.id).expect(403);
    expect(await eventCount()).toBe(before);
  });
});

describe('affiliation in the catalogue', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
  const FIELDS: Record<string, string> = {
    name: 'Golden NPK',
    description: 'A balanced NPK fertilizer for maize.',
    storageCondition: 'Cool and dry place',
    categoryId: '1',
    subCategoryId: '5',
    typeId: '2',
    formId: '1',
    sizeIds: '5',
    deliveryMethodIds: '1',
    usageIds: '1',
    price: '12500.50',
    quantity: '100',
    location: 'Kano',
  };

  it('marks the inputs of the input providers a dealer is affiliated with, or waiting for, and filters on it', async () => {
    const form = t.http().post(api('me/products')).set(bearer(provider.token));
    for (const [key, value] of Object.entries(FIELDS)) form.field(key, value);
    const productId = (
      await (form.attach('photos', PNG, { filename: 'p.png', contentType: 'image/png' }) as request.Test).expect(201)
    ).body.data.id;
    await t
      .http()
      .put(api(`products/admin/approve/${productId}/APPROVED`))
      .set(bearer(admin))
      .expect(200);

    const inputsOf = async (who: Person, query = '') =>
      (await get(who, `catalog/products/filter${query}`).expect(200)).body.content.filter(
        (i: any) => i.product.id === productId,
      );
    expect(await inputsOf(retailer)).toEqual([expect.objectContaining({ is_affiliated: true, is_pending: false })]);
    expect(await inputsOf(distributor)).toEqual([expect.objectContaining({ is_affiliated: false, is_pending: true })]);
    expect(await inputsOf(retailer, '?isAffiliated=true')).toHaveLength(1);
    expect(await inputsOf(distributor, '?isAffiliated=true')).toHaveLength(0);
    expect(await inputsOf(distributor, '?isAffiliated=false')).toHaveLength(1);
  });
});
