import { Controller, Get, Module } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PERMISSION_CATALOGUE } from '../../src/authorization';
import { RequirePermission } from '../../src/kernel/auth/access.decorators';
import { EventStore } from '../../src/kernel/events/event-store';
import { bearer, NIGERIA, Person, person as registered } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

/** A route guarded by a permission that staff may be granted (no Kasuwa route uses orders:list yet). */
@Controller('authorization-test')
class GuardedController {
  @Get('orders')
  @RequirePermission('orders:list')
  orders() {
    return { ok: true };
  }
}

@Module({ controllers: [GuardedController] })
class GuardedRouteModule {}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ workers: false, smtp: false, modules: [GuardedRouteModule] });
  admin = await t.login();
});
afterAll(() => t.close());

/** The authorization countries as `token` asks for them, working in `country` when given (else their own). */
const countries = (token: string, country?: string) => {
  const request = t.as(token).get('authorizations/countries');
  return country ? request.set('Country', country) : request;
};

const GHANA = 2;
const MOROCCO = 8;

/** An active user, signed in; `owner` gives them a company of their own. */
const person = (role: string, options: { countryId?: number; employerId?: string; owner?: boolean } = {}) =>
  registered(t, role, {
    countryId: options.countryId,
    employerId: options.employerId,
    company: options.owner ? `Company ${randomUUID().slice(0, 8)}` : null,
  });

async function profileId(countryId: number, role: string): Promise<number> {
  const [row] = await t.sql(`SELECT id FROM authorization_profiles WHERE country_id = $1 AND role = $2`, [
    countryId,
    role,
  ]);
  return row.id;
}

async function featureId(countryId: number, role: string, permission: string): Promise<number> {
  const [row] = await t.sql(
    `SELECT f.id FROM profile_features f JOIN authorization_profiles p ON p.id = f.profile_id WHERE p.country_id = $1 AND p.role = $2 AND f.permission = $3`,
    [countryId, role, permission],
  );
  return row.id;
}

describe('the seeded matrix', () => {
  it('gives every country a profile per role and every profile a feature per permission', async () => {
    const [counts] = await t.sql(
      `SELECT (SELECT count(*)::int FROM authorization_countries WHERE active) AS countries,
              (SELECT count(*)::int FROM authorization_profiles) AS profiles,
              (SELECT count(*)::int FROM profile_features) AS features,
              (SELECT count(*)::int FROM permissions) AS permissions`,
    );
    expect(counts).toEqual({
      countries: 8,
      profiles: 8 * 16,
      features: 8 * 16 * PERMISSION_CATALOGUE.length,
      permissions: PERMISSION_CATALOGUE.length,
    });
  });
});

describe('GET authorizations/features', () => {
  it("answers every role's permissions in the caller's country", async () => {
    const farmer = await person('ROLE_FARMER');
    const { body } = await t.as(farmer.token).get('authorizations/features').expect(200);
    expect(Object.keys(body)).toHaveLength(16);
    expect(body.ROLE_FARMER).toEqual([
      'account-settings',
      'quotations:create',
      'orders:create',
      'inputs:list',
      'farmers:view',
    ]);
    expect(body.ROLE_EXTENSION_AGENT).toContain('farmers:import');
    expect(body.ROLE_PLATFORM_MANAGER).not.toContain('countries:manage');
    expect(body.ROLE_DISTRIBUTOR_STAFF).toEqual(['account-settings']);
  });

  it('lists the whole catalogue for a super administrator', async () => {
    const { body } = await t.as(admin).get('authorizations/features').expect(200);
    expect(body.ROLE_SUPER_ADMIN).toEqual(PERMISSION_CATALOGUE.map((p) => p.name));
  });
});

describe('profiles and features', () => {
  it('refuses a role without the permission, then allows it once an administrator enables the feature', async () => {
    const farmer = await person('ROLE_FARMER');
    const refused = await countries(farmer.token).expect(403);
    expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN' });

    const feature = await featureId(NIGERIA, 'ROLE_FARMER', 'countries:list');
    const enabled = await t
      .as(admin)
      .put(`authorizations/features/${feature}/enable`)
      .send({ enabled: true })
      .expect(200);
    expect(enabled.body).toMatchObject({
      success: true,
      data: { id: feature, permission: 'countries:list', enabled: true },
    });
    expect(enabled.body.message).toContain('countries:list');

    const page = await countries(farmer.token).expect(200);
    expect(page.body).toMatchObject({ page: 0, size: 10, totalElements: 8, totalPages: 1 });
    expect(page.body.content[0]).toEqual({ id: 1, name: 'Nigeria', code: 'NG', active: true, profiles: 16 });

    // A farmer of Ghana is not concerned: the Nigerian profile changed, not theirs.
    const ghanaian = await person('ROLE_FARMER', { countryId: GHANA });
    await countries(ghanaian.token).expect(403);

    // The change is an event on the country's stream.
    const events = await t.sql(`SELECT type, data FROM events WHERE stream_id = $1 ORDER BY version`, [
      `authorization-country-${NIGERIA}`,
    ]);
    expect(events.at(-1)).toMatchObject({
      type: 'ProfileFeatureSwitched',
      data: { role: 'ROLE_FARMER', permission: 'countries:list', enabled: true },
    });

    // Disabling the whole profile takes effect at once, and so does enabling it again.
    const profile = await profileId(NIGERIA, 'ROLE_FARMER');
    const disabled = await t
      .as(admin)
      .put(`authorizations/profiles/${profile}/enable`)
      .send({ enabled: false })
      .expect(200);
    expect(disabled.body.data).toMatchObject({ id: profile, role: 'ROLE_FARMER', enabled: false });
    await countries(farmer.token).expect(403);
    expect((await t.as(farmer.token).get('authorizations/features')).body.ROLE_FARMER).toEqual([]);
    await t.as(admin).put(`authorizations/profiles/${profile}/enable`).send({ enabled: true }).expect(200);
    await countries(farmer.token).expect(200);

    // Switching authorization off in the country refuses everyone but super administrators.
    const off = await t
      .as(admin)
      .put(`authorizations/countries/${NIGERIA}/activate`)
      .send({ active: false })
      .expect(200);
    expect(off.body).toMatchObject({
      success: true,
      message: 'Authorization is now inactive in Nigeria.',
      data: { id: NIGERIA, active: false },
    });
    await countries(farmer.token).expect(403);
    await countries(admin).expect(200);
    await t.as(admin).put(`authorizations/countries/${NIGERIA}/activate`).send({ active: true }).expect(200);
    await countries(farmer.token).expect(200);

    await t.as(admin).put(`authorizations/features/${feature}/enable`).send({ enabled: false }).expect(200);
    await countries(farmer.token).expect(403);
  });

  it("decides in the request's country for administrators and in their own for everyone else", async () => {
    const administrator = await person('ROLE_ADMIN');
    await t.as(admin).put(`authorizations/countries/${GHANA}/activate`).send({ active: false }).expect(200);
    await countries(administrator.token, 'Ghana').expect(403);
    await countries(administrator.token, 'Nigeria').expect(200);
    await t.as(admin).put(`authorizations/countries/${GHANA}/activate`).send({ active: true }).expect(200);
    await countries(administrator.token, 'Ghana').expect(200);

    const feature = await featureId(NIGERIA, 'ROLE_FARMER', 'countries:list');
    await t.as(admin).put(`authorizations/features/${feature}/enable`).send({ enabled: true }).expect(200);
    const nigerian = await person('ROLE_FARMER');
    const ghanaian = await person('ROLE_FARMER', { countryId: GHANA });
    await countries(nigerian.token, 'Ghana').expect(200);
    await countries(ghanaian.token, 'Nigeria').expect(403);
    await t.as(admin).put(`authorizations/features/${feature}/enable`).send({ enabled: false }).expect(200);
  });

  it("shows a country's profiles with their features, in the caller's language", async () => {
    const { body } = await t
      .as(admin)
      .get(`authorizations/countries/${GHANA}`)
      .set('Accept-Language', 'fr')
      .expect(200);
    expect(body).toMatchObject({ id: GHANA, name: 'Ghana', active: true });
    expect(body.profiles).toHaveLength(16);
    const farmer = body.profiles.find((p: any) => p.role === 'ROLE_FARMER');
    expect(farmer.features).toHaveLength(PERMISSION_CATALOGUE.length);
    expect(farmer.features.find((f: any) => f.permission === 'inputs:list')).toMatchObject({
      enabled: true,
      description: 'Parcourir les intrants',
    });
    expect(farmer.features.find((f: any) => f.permission === 'users:list')).toMatchObject({ enabled: false });

    const profile = await t.as(admin).get(`authorizations/profiles/${farmer.id}`).expect(200);
    expect(profile.body).toMatchObject({ id: farmer.id, countryId: GHANA, role: 'ROLE_FARMER', enabled: true });
    expect(profile.body.features.find((f: any) => f.permission === 'inputs:list').description).toBe('Browse inputs');
  });

  it('searches and pages the countries', async () => {
    const search = await t
      .http()
      .get('/api/v1/authorizations/countries')
      .query({ search: 'GHA' })
      .set(bearer(admin))
      .expect(200);
    expect(search.body.content.map((c: any) => c.name)).toEqual(['Ghana']);
    const second = await t
      .http()
      .get('/api/v1/authorizations/countries')
      .query({ page: 1, size: 3 })
      .set(bearer(admin))
      .expect(200);
    expect(second.body).toMatchObject({ page: 1, size: 3, totalElements: 8, totalPages: 3 });
    expect(second.body.content.map((c: any) => c.id)).toEqual([4, 5, 6]);
  });

  it('answers NO_FEATURE_FOR_PROFILE, NO_PROFILE_FOR_COUNTRY and COUNTRY_NOT_FOUND, in French too', async () => {
    const wafa = await profileId(MOROCCO, 'ROLE_WAFA_ADMIN');
    await t.sql(`DELETE FROM profile_features WHERE profile_id = $1`, [wafa]);
    const noFeature = await t.as(admin).get(`authorizations/profiles/${wafa}`).expect(404);
    expect(noFeature.body).toMatchObject({
      success: false,
      code: 'NO_FEATURE_FOR_PROFILE',
      message: 'No feature for this profile',
    });

    await t.sql(`DELETE FROM authorization_profiles WHERE country_id = $1`, [MOROCCO]);
    const noProfile = await t.as(admin).get(`authorizations/countries/${MOROCCO}`).expect(404);
    expect(noProfile.body).toMatchObject({ code: 'NO_PROFILE_FOR_COUNTRY', message: 'No profile for this country' });
    const french = await t
      .as(admin)
      .get(`authorizations/countries/${MOROCCO}`)
      .set('Accept-Language', 'fr')
      .expect(404);
    expect(french.body.message).toBe('Aucun profil pour ce pays');

    const unknown = await t.as(admin).get('authorizations/countries/999').expect(404);
    expect(unknown.body.code).toBe('COUNTRY_NOT_FOUND');
    await t.as(admin).get('authorizations/profiles/999999').expect(404);
    await t.as(admin).put('authorizations/features/999999/enable').send({ enabled: true }).expect(404);
    await t.as(admin).put('authorizations/countries/999/activate').send({ active: true }).expect(404);
    await t.as(admin).get('authorizations/profiles/abc').expect(400);
    await t.as(admin).put(`authorizations/countries/${GHANA}/activate`).send({ active: 'yes' }).expect(400);
    await t.as(admin).put(`authorizations/countries/${GHANA}/activate`).send({}).expect(400);
  });

  it('answers mutations in French', async () => {
    const profile = await profileId(GHANA, 'ROLE_RETAILER');
    const { body } = await t
      .as(admin)
      .put(`authorizations/profiles/${profile}/enable`)
      .set('Accept-Language', 'fr')
      .send({ enabled: false })
      .expect(200);
    expect(body.message).toBe('Le profil ROLE_RETAILER est désactivé.');
    // Repeating a switch changes nothing and writes no event.
    const before = await t.sql(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [
      `authorization-country-${GHANA}`,
    ]);
    await t.as(admin).put(`authorizations/profiles/${profile}/enable`).send({ enabled: false }).expect(200);
    expect(
      await t.sql(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`authorization-country-${GHANA}`]),
    ).toEqual(before);
    await t.as(admin).put(`authorizations/profiles/${profile}/enable`).send({ enabled: true }).expect(200);
  });
});

describe('platform managers', () => {
  it('act only in the countries they monitor', async () => {
    const manager = await person('ROLE_PLATFORM_MANAGER');
    await countries(manager.token).expect(403);

    const set = await t
      .as(admin)
      .post(`users/${manager.id}/monitored-countries`)
      .send({ countryIds: [GHANA, 5] })
      .expect(200);
    expect(set.body).toMatchObject({
      success: true,
      data: [
        { id: GHANA, name: 'Ghana' },
        { id: 5, name: 'Kenya' },
      ],
    });
    expect((await t.as(admin).get(`users/${manager.id}/monitored-countries`).expect(200)).body).toEqual([
      { id: GHANA, name: 'Ghana' },
      { id: 5, name: 'Kenya' },
    ]);

    await countries(manager.token, 'Ghana').expect(200);
    await countries(manager.token, 'Nigeria').expect(403);
    await countries(manager.token).expect(403); // no header: Nigeria
    // What platform managers do not hold by default stays refused even where they work.
    const feature = await featureId(GHANA, 'ROLE_FARMER', 'users:list');
    await t
      .as(manager.token)
      .put(`authorizations/features/${feature}/enable`)
      .set('Country', 'Ghana')
      .send({ enabled: true })
      .expect(403);

    const features = await t.as(manager.token).get('authorizations/features').set('Country', 'Nigeria').expect(200);
    expect(features.body.ROLE_PLATFORM_MANAGER).toEqual([]);
    const inGhana = await t.as(manager.token).get('authorizations/features').set('Country', 'Ghana').expect(200);
    expect(inGhana.body.ROLE_PLATFORM_MANAGER).toContain('countries:list');

    await t
      .as(admin)
      .post(`users/${manager.id}/monitored-countries`)
      .send({ countryIds: [NIGERIA] })
      .expect(200);
    await countries(manager.token, 'Ghana').expect(403);
    await countries(manager.token).expect(200);
  });

  it('are the only ones who may be given countries', async () => {
    const farmer = await person('ROLE_FARMER');
    const refused = await t
      .as(admin)
      .post(`users/${farmer.id}/monitored-countries`)
      .set('Accept-Language', 'fr')
      .send({ countryIds: [1] })
      .expect(400);
    expect(refused.body).toMatchObject({
      code: 'NOT_A_PLATFORM_MANAGER',
      message: "Cet utilisateur n'est pas un gestionnaire de la plateforme.",
    });
    const manager = await person('ROLE_PLATFORM_MANAGER');
    const unknown = await t
      .as(admin)
      .post(`users/${manager.id}/monitored-countries`)
      .send({ countryIds: [1, 99] })
      .expect(400);
    expect(unknown.body.code).toBe('UNKNOWN_COUNTRIES');
    await t
      .as(admin)
      .post(`users/${randomUUID()}/monitored-countries`)
      .send({ countryIds: [1] })
      .expect(404);
    await t
      .as(admin)
      .post(`users/${manager.id}/monitored-countries`)
      .send({ countryIds: ['x'] })
      .expect(400);
    // A platform manager may list, not change, platform managers' countries.
    await t
      .as(manager.token)
      .post(`users/${manager.id}/monitored-countries`)
      .send({ countryIds: [1] })
      .expect(403);
  });
});

describe('staff permissions', () => {
  let owner: Person;
  let staff: Person;
  let otherOwner: Person;
  let otherStaff: Person;

  beforeAll(async () => {
    owner = await person('ROLE_DISTRIBUTOR', { owner: true });
    staff = await person('ROLE_DISTRIBUTOR_STAFF', { employerId: owner.id });
    otherOwner = await person('ROLE_DISTRIBUTOR', { owner: true });
    otherStaff = await person('ROLE_DISTRIBUTOR_STAFF', { employerId: otherOwner.id });
  });

  it("lists what the employer may grant, in the caller's language", async () => {
    const { body } = await t.as(owner.token).get('endpoints').set('Accept-Language', 'fr').expect(200);
    const names = body.map((p: any) => p.name);
    expect(names).toContain('orders:list');
    expect(names).toContain('mydashboard');
    expect(names).not.toContain('dashboard'); // the input providers' dashboard: distributors do not hold it
    expect(names).not.toContain('users:list');
    expect(body.find((p: any) => p.name === 'orders:list').description).toBe('Lister les commandes');
    const all = await t.as(admin).get('endpoints').expect(200);
    expect(all.body.map((p: any) => p.name)).toEqual(
      PERMISSION_CATALOGUE.filter((p) => p.assignableToStaff).map((p) => p.name),
    );
    await t.as(staff.token).get('endpoints').expect(403);
  });

  it('grants and revokes, with an effect on guarded routes at once', async () => {
    await t.as(staff.token).get('authorization-test/orders').expect(403);

    const granted = await t
      .as(owner.token)
      .post('permissions')
      .send({ userId: staff.id, permissions: ['orders:list', 'products:list'] })
      .expect(200);
    expect(granted.body).toMatchObject({
      success: true,
      message: 'Permissions granted.',
      data: { userId: staff.id, permissions: ['orders:list', 'products:list'] },
    });
    await t.as(staff.token).get('authorization-test/orders').expect(200);
    expect((await t.as(owner.token).get(`permissions/user/${staff.id}`).expect(200)).body).toEqual([
      'orders:list',
      'products:list',
    ]);
    const features = await t.as(staff.token).get('authorizations/features').expect(200);
    expect(features.body.ROLE_DISTRIBUTOR_STAFF).toEqual(['account-settings', 'products:list', 'orders:list']);

    const revoked = await t
      .as(owner.token)
      .delete('permissions')
      .set('Accept-Language', 'fr')
      .send({ userId: staff.id, permissions: ['orders:list'] })
      .expect(200);
    expect(revoked.body).toMatchObject({
      success: true,
      message: 'Permissions retirées.',
      data: { permissions: ['products:list'] },
    });
    await t.as(staff.token).get('authorization-test/orders').expect(403);

    const stream = await t.sql(`SELECT type FROM events WHERE stream_id = $1 ORDER BY version`, [
      `staff-permissions-${staff.id}`,
    ]);
    expect(stream.map((e) => e.type)).toEqual(['StaffPermissionsGranted', 'StaffPermissionsRevoked']);
  });

  it("refuses another organisation's staff, non-staff and permissions staff may not hold", async () => {
    const foreign = await t
      .as(owner.token)
      .post('permissions')
      .send({ userId: otherStaff.id, permissions: ['orders:list'] })
      .expect(403);
    expect(foreign.body.code).toBe('NOT_YOUR_STAFF');
    await t
      .as(owner.token)
      .delete('permissions')
      .send({ userId: otherStaff.id, permissions: ['orders:list'] })
      .expect(403);
    await t.as(owner.token).get(`permissions/user/${otherStaff.id}`).expect(403);

    const notStaff = await t
      .as(owner.token)
      .post('permissions')
      .send({ userId: otherOwner.id, permissions: ['orders:list'] })
      .expect(400);
    expect(notStaff.body.code).toBe('NOT_A_STAFF_MEMBER');

    const notAssignable = await t
      .as(owner.token)
      .post('permissions')
      .send({ userId: staff.id, permissions: ['users:list', 'orders:list'] })
      .expect(400);
    expect(notAssignable.body).toMatchObject({
      code: 'PERMISSION_NOT_ASSIGNABLE',
      message: 'These permissions cannot be given to staff: users:list.',
    });
    await t
      .as(owner.token)
      .post('permissions')
      .send({ userId: staff.id, permissions: ['dashboard'] })
      .expect(400);
    await t.as(owner.token).post('permissions').send({ userId: staff.id, permissions: [] }).expect(400);
    await t
      .as(owner.token)
      .post('permissions')
      .send({ userId: 'nope', permissions: ['orders:list'] })
      .expect(400);
    await t
      .as(owner.token)
      .post('permissions')
      .send({ userId: randomUUID(), permissions: ['orders:list'] })
      .expect(404);

    // An administrator may grant to any organisation's staff.
    await t
      .as(admin)
      .post('permissions')
      .send({ userId: otherStaff.id, permissions: ['inventory:manage'] })
      .expect(200);
    expect((await t.as(otherOwner.token).get(`permissions/user/${otherStaff.id}`).expect(200)).body).toEqual([
      'inventory:manage',
    ]);
  });
});

describe('rebuilding the projections', () => {
  it('reproduces the grants, the monitored countries and the switched flags from the log', async () => {
    // One after the other: t.sql runs on a single connection.
    const snapshot = async () => [
      await t.sql(
        `SELECT user_id, permission, granted_by, granted_at FROM staff_permissions ORDER BY user_id, permission`,
      ),
      await t.sql(`SELECT * FROM monitored_countries ORDER BY user_id, country_id`),
      await t.sql(`SELECT * FROM authorization_countries ORDER BY country_id`),
      await t.sql(`SELECT * FROM authorization_profiles ORDER BY id`),
      await t.sql(`SELECT * FROM profile_features ORDER BY id`),
    ];
    const feature = await featureId(GHANA, 'ROLE_WAFA_PARTNER', 'users:list');
    await t.as(admin).put(`authorizations/features/${feature}/enable`).send({ enabled: true }).expect(200);
    const before = await snapshot();
    expect(before[0].length).toBeGreaterThan(0);
    expect(before[1].length).toBeGreaterThan(0);

    const result = await t.app.get(EventStore).rebuildProjections();
    expect(result.projections).toContain('authorization');
    expect(await snapshot()).toEqual(before);
  });
});

describe('anonymous callers', () => {
  it('are refused every authorization route with 401', async () => {
    const id = randomUUID();
    const routes: [string, string][] = [
      ['get', '/api/v1/authorizations/features'],
      ['get', '/api/v1/authorizations/countries'],
      ['get', '/api/v1/authorizations/countries/1'],
      ['put', '/api/v1/authorizations/countries/1/activate'],
      ['get', '/api/v1/authorizations/profiles/1'],
      ['put', '/api/v1/authorizations/profiles/1/enable'],
      ['put', '/api/v1/authorizations/features/1/enable'],
      ['get', '/api/v1/endpoints'],
      ['post', '/api/v1/permissions'],
      ['delete', '/api/v1/permissions'],
      ['get', `/api/v1/permissions/user/${id}`],
      ['get', `/api/v1/users/${id}/monitored-countries`],
      ['post', `/api/v1/users/${id}/monitored-countries`],
    ];
    for (const [method, path] of routes) {
      const response = await (t.http() as any)[method](path).set('Accept-Language', 'fr').send({});
      expect({ method, path, status: response.status, code: response.body.code }).toEqual({
        method,
        path,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
  });
});
