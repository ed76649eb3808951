import { api, bearer, Person, person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
let farmer: Person;
let manager: Person;

beforeAll(async () => {
  t = await startTestApp({ workers: false, smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await t.login();
  farmer = await person(t, 'ROLE_FARMER');
  manager = await person(t, 'ROLE_PLATFORM_MANAGER');
  await t
    .http()
    .post(api(`users/${manager.id}/monitored-countries`))
    .set(bearer(admin))
    .send({ countryIds: [1] })
    .expect(200);
});
afterAll(() => t.close());

const release = (version: string, isMandatory: boolean, token = admin) =>
  t.http().post(api('version')).set(bearer(token)).send({ version, isMandatory });
const check = (installed?: string) =>
  t.http().get(api(installed === undefined ? 'version' : `version?installed=${encodeURIComponent(installed)}`));

describe('app versions', () => {
  it('answers that there is nothing to update to before any version is recorded', async () => {
    expect((await check().expect(200)).body).toEqual({
      latest: null,
      installed: null,
      updateAvailable: false,
      updateMandatory: false,
    });
    expect((await check('1.0.0').expect(200)).body).toEqual({
      latest: null,
      installed: '1.0.0',
      updateAvailable: false,
      updateMandatory: false,
    });
  });

  it('records versions in semantic order, and refuses one not higher than the latest', async () => {
    const first = await release('1.2.0', true).expect(201);
    expect(first.body).toMatchObject({
      success: true,
      message: 'Version 1.2.0 recorded.',
      data: { version: '1.2.0', isMandatory: true },
    });
    await release('1.9.0', false).expect(201);
    // 1.10.0 is above 1.9.0 (compared as numbers, not as text).
    await release('1.10.0', false, manager.token).expect(201);
    const lower = await release('1.9.5', true).expect(409);
    expect(lower.body).toMatchObject({
      code: 'APP_VERSION_NOT_HIGHER',
      message: 'Version 1.9.5 is not higher than the latest version, 1.10.0.',
    });
    const same = await t
      .http()
      .post(api('version'))
      .set(bearer(admin))
      .set('Accept-Language', 'fr')
      .send({ version: '1.10.0', isMandatory: false })
      .expect(409);
    expect(same.body.message).toBe('La version 1.10.0 n’est pas supérieure à la dernière version, 1.10.0.');
    const list = (await t.http().get(api('versions')).set(bearer(admin)).expect(200)).body;
    expect(list).toMatchObject({ totalElements: 3 });
    expect(list.content.map((v: { version: string }) => v.version)).toEqual(['1.10.0', '1.9.0', '1.2.0']);
  });

  it('checks what it is sent, in English and in French', async () => {
    const bad = await release('1.11', false).expect(400);
    expect(bad.body).toMatchObject({
      code: 'APP_VERSION_INVALID',
      errors: [{ field: 'version', message: 'Write the version as major.minor.patch, e.g. 1.4.0.' }],
    });
    const fr = await t
      .http()
      .post(api('version'))
      .set(bearer(admin))
      .set('Accept-Language', 'fr')
      .send({ version: 'v2' })
      .expect(400);
    expect([...new Set(fr.body.errors.map((e: { field: string }) => e.field))].sort()).toEqual(['isMandatory']);
    const frVersion = await t
      .http()
      .post(api('version'))
      .set(bearer(admin))
      .set('Accept-Language', 'fr')
      .send({ version: 'v2', isMandatory: true })
      .expect(400);
    expect(frVersion.body.errors).toEqual([
      { field: 'version', message: 'Écrivez la version sous la forme majeure.mineure.correctif, par exemple 1.4.0.' },
    ]);
    const installed = await check('1.2').expect(400);
    expect(installed.body.errors).toEqual([
      { field: 'installed', message: 'Write the version as major.minor.patch, e.g. 1.4.0.' },
    ]);
  });

  it('tells an app whether it must update: mandatory when a mandatory version above it exists', async () => {
    const latest = { version: '1.10.0', isMandatory: false };
    expect((await check('1.0.0').expect(200)).body).toMatchObject({
      latest,
      installed: '1.0.0',
      updateAvailable: true,
      updateMandatory: true,
    });
    expect((await check('1.2.0').expect(200)).body).toMatchObject({
      latest,
      updateAvailable: true,
      updateMandatory: false,
    });
    expect((await check('1.9.3').expect(200)).body).toMatchObject({ updateAvailable: true, updateMandatory: false });
    expect((await check('1.10.0').expect(200)).body).toMatchObject({ updateAvailable: false, updateMandatory: false });
    expect((await check('2.0.0').expect(200)).body).toMatchObject({ updateAvailable: false, updateMandatory: false });
    expect((await check().expect(200)).body).toMatchObject({
      latest,
      installed: null,
      updateAvailable: true,
      updateMandatory: false,
    });
  });

  it('lets administrators and platform managers record versions, nobody else', async () => {
    await release('3.0.0', false, farmer.token).expect(403);
    await t.http().post(api('version')).send({ version: '3.0.0', isMandatory: false }).expect(401);
    await t.http().get(api('versions')).set(bearer(farmer.token)).expect(403);
    expect((await t.sql(`SELECT count(*)::int AS n FROM app_versions`))[0].n).toBe(3);
  });

  it('keeps two administrators from both recording the latest at once', async () => {
    const [a, b] = await Promise.all([release('4.0.0', false), release('4.0.0', true)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await check('3.9.9').expect(200)).body.latest.version).toBe('4.0.0');
  });
});
