import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ workers: false, smtp: false });
});
afterAll(() => t.close());

describe('reference data', () => {
  it('lists the countries with currency, language and phone rules', async () => {
    const { body } = await t.http().get('/api/v1/countries').expect(200);
    const byName = Object.fromEntries(body.map((c: any) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual([
      'Ghana',
      'Ivory Coast',
      'Kenya',
      'Morocco',
      'Nigeria',
      'Rwanda',
      'Senegal',
      'Tanzania',
    ]);
    expect(byName.Nigeria).toMatchObject({
      currency: 'NGN',
      defaultLanguage: 'en',
      phoneCode: '+234',
      phoneLength: 10,
    });
    expect(byName.Ghana).toMatchObject({ currency: 'GHS', phoneCode: '+233', phoneLength: 9 });
    expect(byName['Ivory Coast']).toMatchObject({ currency: 'XOF', defaultLanguage: 'fr' });
    expect(byName.Senegal).toMatchObject({ currency: 'XOF', defaultLanguage: 'fr' });
    expect(byName.Kenya.currency).toBe('KES');
    expect(byName.Rwanda.currency).toBe('RWF');
    expect(byName.Tanzania.currency).toBe('TZS');
    expect(byName.Morocco.currency).toBe('MAD');
  });

  it('offers the six sign-up roles with each country', async () => {
    const { body } = await t.http().get('/api/v1/countries-roles').expect(200);
    const roles = body[0].roles.map((r: any) => r.name).sort();
    expect(roles).toEqual([
      'ROLE_DISTRIBUTOR',
      'ROLE_EXTENSION_AGENT',
      'ROLE_FARMER',
      'ROLE_INPUT_PROVIDER',
      'ROLE_RETAILER',
      'ROLE_WHOLESALER',
    ]);
    expect(body[0].roles.find((r: any) => r.name === 'ROLE_EXTENSION_AGENT').requiresApproval).toBe(true);
  });

  it('gives every country regions, states with coordinates and cities', async () => {
    const countries = (await t.http().get('/api/v1/countries')).body;
    for (const country of countries) {
      const regions = (await t.http().get('/api/v1/regions').query({ countryId: country.id }).expect(200)).body;
      const states = (await t.http().get('/api/v1/states').query({ countryId: country.id }).expect(200)).body;
      expect(regions.length).toBeGreaterThan(0);
      expect(states.length).toBeGreaterThan(0);
      for (const state of states) {
        expect(regions.map((r: any) => r.id)).toContain(state.regionId);
        expect(typeof state.latitude).toBe('number');
        expect(typeof state.longitude).toBe('number');
      }
    }
    const rwanda = countries.find((c: any) => c.name === 'Rwanda');
    const provinces = (await t.http().get('/api/v1/states').query({ countryId: rwanda.id })).body.map(
      (s: any) => s.name,
    );
    expect(provinces).toHaveLength(5);
  });

  it('finds a state, its cities, and cities by name ignoring case and accents', async () => {
    const nigeria = (await t.http().get('/api/v1/countries')).body.find((c: any) => c.name === 'Nigeria');
    const states = (await t.http().get('/api/v1/states').query({ countryId: nigeria.id })).body;
    const kaduna = states.find((s: any) => s.name === 'Kaduna');
    expect((await t.http().get(`/api/v1/state/${kaduna.id}`).expect(200)).body).toMatchObject({
      name: 'Kaduna',
      countryId: nigeria.id,
    });
    const cities = (await t.http().get(`/api/v1/state/${kaduna.id}/city`).expect(200)).body;
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.every((c: any) => c.stateId === kaduna.id)).toBe(true);

    const page = (await t.http().get('/api/v1/city').query({ name: 'ABUJA', size: 5 }).expect(200)).body;
    expect(page).toMatchObject({ page: 0, size: 5 });
    expect(page.content[0]).toMatchObject({ name: 'Abuja Municipal Area Council', formerName: 'Abuja', kind: 'LGA' });
    const ivoryCoast = (await t.http().get('/api/v1/city').query({ name: 'ferkessedougou' }).expect(200)).body;
    expect(ivoryCoast.content.map((c: any) => c.name)).toContain('Ferkessédougou');
  });

  it('answers an unknown state with 404 and a bad id or query with 400, in the caller language', async () => {
    const missing = await t.http().get('/api/v1/state/999999').set('Accept-Language', 'fr').expect(404);
    expect(missing.body).toMatchObject({ success: false, code: 'STATE_NOT_FOUND' });
    expect(missing.body.message).toContain('999999');
    await t.http().get('/api/v1/state/abc').expect(400);
    const tooLarge = await t.http().get('/api/v1/city').query({ size: 500 }).expect(400);
    expect(tooLarge.body.errors).toEqual([{ field: 'size', message: 'Must be at most 200.' }]);
    await t.http().get('/api/v1/states').query({ countryId: 1, color: 'red' }).expect(400);
  });

  it('lists the roles, marking the five dealer types', async () => {
    const { body } = await t.http().get('/api/v1/role').expect(200);
    expect(body).toHaveLength(16);
    expect(
      body
        .filter((r: any) => r.dealer)
        .map((r: any) => r.name)
        .sort(),
    ).toEqual(['ROLE_AGRODEALER', 'ROLE_DISTRIBUTOR', 'ROLE_INPUT_PROVIDER', 'ROLE_RETAILER', 'ROLE_WHOLESALER']);
  });
});
