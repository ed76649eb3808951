import { api, bearer, person, Person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
let agent: Person;

beforeAll(async () => {
  t = await startTestApp({ smtp: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  agent = await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Musa', lastname: 'Ali' });
});
afterAll(() => t.close());

const get = (who: Person, path: string) => t.http().get(api(path)).set(bearer(who.token));

describe('reference lists', () => {
  it('are for signed-in users', async () => {
    for (const kind of ['crop', 'cpp', 'fertilizer', 'seed', 'manure', 'training', 'unit']) {
      await t.http().get(api(`farmer-record/${kind}-types`)).expect(401);
      const list = await get(agent, `farmer-record/${kind}-types`).expect(200);
      expect(list.body.length).toBeGreaterThan(0);
      for (const entry of list.body) expect(entry).toMatchObject({ id: expect.any(Number), name: expect.any(String), nameFr: expect.any(String), source: expect.any(String) });
    }
  });

  it('give the crops of the issue with their family in English and French', async () => {
    const crops = (await get(agent, 'farmer-record/crop-types').expect(200)).body;
    const names = crops.map((c: any) => c.name);
    for (const crop of ['Maize', 'Rice', 'Cassava', 'Sorghum', 'Millet', 'Yam', 'Cowpea', 'Soybean', 'Groundnut', 'Cocoa', 'Coffee', 'Tea']) expect(names).toContain(crop);
    expect(crops.find((c: any) => c.name === 'Maize')).toMatchObject({ nameFr: 'Maïs', family: 'Cereals', familyFr: 'Céréales', botanicalName: 'Zea mays' });
    expect(crops.find((c: any) => c.name === 'Cowpea')).toMatchObject({ nameFr: 'Niébé', family: 'Leguminous crops', familyFr: 'Légumineuses' });
    expect(crops.find((c: any) => c.name === 'Cassava')).toMatchObject({ family: 'Root and tuber crops' });
  });

  it('keep the fertilizer ids the spec gives: NPK 1, NPK_Specialty 8', async () => {
    const fertilizers = (await get(agent, 'farmer-record/fertilizer-types').expect(200)).body;
    expect(fertilizers.find((f: any) => f.id === 1)).toMatchObject({ code: 'NPK', name: 'NPK', grade: null });
    expect(fertilizers.find((f: any) => f.id === 8)).toMatchObject({ code: 'NPK_SPECIALTY', name: 'NPK_Specialty' });
    expect(fertilizers.find((f: any) => f.code === 'UREA')).toMatchObject({ grade: '46-0-0' });
    expect(fertilizers.find((f: any) => f.code === 'DAP')).toMatchObject({ grade: '18-46-0' });
  });

  it('give each unit its kilogram or litre equivalent, and none where no source has one', async () => {
    const units = (await get(agent, 'farmer-record/unit-types').expect(200)).body;
    const unit = (name: string) => units.find((u: any) => u.name === name);
    expect(unit('Donkeyload(30kg)')).toMatchObject({ measure: 'MASS', kgPerUnit: 30, litrePerUnit: null, basis: 'SPEC_ONLY' });
    expect(unit('Cartload(400kg)')).toMatchObject({ kgPerUnit: 400, basis: 'SPEC_ONLY' });
    expect(unit('Gram(s)')).toMatchObject({ kgPerUnit: 0.001, basis: 'SI' });
    expect(unit('Kilogram(s)')).toMatchObject({ kgPerUnit: 1 });
    expect(unit('50 kg bag')).toMatchObject({ kgPerUnit: 50, countryIds: null, source: 'AFO-FERTINEWS' });
    expect(unit('Litre(s)')).toMatchObject({ measure: 'VOLUME', kgPerUnit: null, litrePerUnit: 1 });
    expect(unit('Mudu (congo)')).toMatchObject({ kgPerUnit: 1.5, countryIds: [1], source: 'NG-EPAR' });
    expect(unit('Olonka')).toMatchObject({ kgPerUnit: null, litrePerUnit: null, basis: 'UNKNOWN', countryIds: [2] });
  });

  it('narrow units to a country and those used everywhere', async () => {
    const kenya = (await get(agent, 'farmer-record/unit-types?countryId=5').expect(200)).body.map((u: any) => u.name);
    expect(kenya).toEqual(expect.arrayContaining(['Kilogram(s)', '50 kg bag', '90 kg bag', '2 kg tin', 'Donkeyload(30kg)']));
    expect(kenya).not.toContain('Mudu (congo)');
    expect(kenya).not.toContain('Olonka');
    const bad = await get(agent, 'farmer-record/unit-types?countryId=abc').expect(400);
    expect(bad.body.errors[0].field).toBe('countryId');
  });
});
