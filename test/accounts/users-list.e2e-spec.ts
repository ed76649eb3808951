import { api, bearer, NIGERIA, Person, person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The console's list of everyone (GET users), searched and filtered as an administrator does: a name typed in any
 * case, a role and a status as people write them, another country than the one the console is set to.
 */
const GHANA = 2;

let t: TestApp;
let admin: string;
let kanoDistributor: Person;
let lagosDistributor: Person;
let provider: Person;
let accraRetailer: Person;

beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await t.login();
  kanoDistributor = await person(t, 'ROLE_DISTRIBUTOR', {
    firstname: 'Halima',
    lastname: 'Danjuma',
    company: 'Kano Agro Supplies',
  });
  lagosDistributor = await person(t, 'ROLE_DISTRIBUTOR', {
    firstname: 'Chidi',
    lastname: 'Okafor',
    company: 'Lagos Farm Depot',
  });
  provider = await person(t, 'ROLE_INPUT_PROVIDER', {
    firstname: 'Bola',
    lastname: 'Adeyemi',
    company: 'Danjuma Seeds Ltd',
  });
  accraRetailer = await person(t, 'ROLE_RETAILER', {
    firstname: 'Kwame',
    lastname: 'Mensah',
    company: 'Accra Inputs',
    countryId: GHANA,
  });
  await t
    .http()
    .get(api(`users/deactivate/${lagosDistributor.id}`))
    .set(bearer(admin))
    .expect(200);
});
afterAll(() => t.close());

const list = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
  t
    .http()
    .get(api('users'))
    .query({ size: 200, ...query })
    .set(bearer(admin))
    .set(headers);
const idsOf = (body: { content: { id: string }[] }) => body.content.map((user) => user.id).sort();

describe('GET users, searched and filtered', () => {
  it('finds people by part of a name, a company or an e-mail, in any case', async () => {
    // "danjuma" is Halima's last name and the provider's company.
    const byName = await list({ name: 'DANJUMA' }).expect(200);
    expect(idsOf(byName.body)).toEqual([kanoDistributor.id, provider.id].sort());
    expect(byName.body.totalElements).toBe(2);
    const byEmail = await list({ name: provider.email.slice(0, 12) }).expect(200);
    expect(idsOf(byEmail.body)).toEqual([provider.id]);
    const nobody = await list({ name: 'nobody by this name' }).expect(200);
    expect(nobody.body).toMatchObject({ content: [], totalElements: 0 });
  });

  it('filters by role, written as people write it, and by status', async () => {
    const distributors = idsOf((await list({ role: 'distributor' }).expect(200)).body);
    expect(distributors).toEqual([kanoDistributor.id, lagosDistributor.id].sort());
    expect(idsOf((await list({ role: 'ROLE_DISTRIBUTOR' }).expect(200)).body)).toEqual(distributors);
    expect(idsOf((await list({ role: 'Input provider' }).expect(200)).body)).toContain(provider.id);

    const deactivated = await list({ status: 'deactivated' }).expect(200);
    expect(idsOf(deactivated.body)).toEqual([lagosDistributor.id]);
    expect(deactivated.body.content[0]).toMatchObject({ status: 'DEACTIVATED', company: 'Lagos Farm Depot' });
    const activeDistributors = await list({ role: 'distributor', status: 'Active' }).expect(200);
    expect(idsOf(activeDistributors.body)).toEqual([kanoDistributor.id]);
  });

  it("lists another country's people when asked, whatever the console's Country header", async () => {
    const nigeria = await list({ role: 'retailer' }, { Country: 'Nigeria' }).expect(200);
    expect(idsOf(nigeria.body)).not.toContain(accraRetailer.id);
    const ghana = await list({ country: 'ghana', role: 'retailer' }, { Country: 'Nigeria' }).expect(200);
    expect(idsOf(ghana.body)).toEqual([accraRetailer.id]);
    expect(ghana.body.content[0].country).toMatchObject({ id: GHANA, name: 'Ghana' });
    const home = await list({ name: 'danjuma' }, { Country: 'Ghana' }).expect(200);
    expect(home.body.totalElements).toBe(0);
    expect(
      idsOf((await list({ name: 'danjuma', country: 'Nigeria' }, { Country: 'Ghana' }).expect(200)).body),
    ).toHaveLength(2);
    expect(NIGERIA).not.toBe(GHANA);
  });

  it('refuses a role, a status or a country it does not know, saying what it accepts, in English and French', async () => {
    const role = await list({ role: 'farmerz' }).expect(400);
    expect(role.body.errors).toEqual([
      { field: 'role', message: expect.stringMatching(/^Must be one of: .*ROLE_DISTRIBUTOR/) },
    ]);
    const status = await list({ status: 'sleeping' }, { 'Accept-Language': 'fr' }).expect(400);
    expect(status.body.errors).toEqual([
      { field: 'status', message: expect.stringMatching(/^Doit être l'une des valeurs : .*DEACTIVATED/) },
    ]);
    const country = await list({ country: 'Atlantis' }, { 'Accept-Language': 'fr' }).expect(400);
    expect(country.body).toMatchObject({ code: 'COUNTRY_UNKNOWN' });
    expect(country.body.message).toMatch(/^Pays inconnu « Atlantis »/);
    const long = await list({ name: 'x'.repeat(101) }).expect(400);
    expect(long.body.errors.map((e: { field: string }) => e.field)).toEqual(['name']);
  });

  it('is for those who administer people only', async () => {
    await t.http().get(api('users')).query({ role: 'distributor' }).set(bearer(kanoDistributor.token)).expect(403);
  });
});
