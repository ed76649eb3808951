import { GeographyQueries } from '../../src/geography';
import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
let countries: Record<string, { id: number }>;

beforeAll(async () => {
  t = await startTestApp({ workers: false, smtp: false });
  countries = Object.fromEntries(
    (await t.http().get('/api/v1/countries').expect(200)).body.map((c: any) => [c.name, c]),
  );
});
afterAll(() => t.close());

async function stateOf(country: string, name: string): Promise<{ id: number; name: string }> {
  const states = (await t.http().get('/api/v1/states').query({ countryId: countries[country].id }).expect(200)).body;
  const state = states.find((s: any) => s.name === name);
  if (!state) throw new Error(`no state ${country}/${name}`);
  return state;
}

async function areasOf(country: string, state: string): Promise<any[]> {
  return (
    await t
      .http()
      .get(`/api/v1/state/${(await stateOf(country, state)).id}/city`)
      .expect(200)
  ).body;
}

/** Every listed area of a country, walking the pages of GET city. */
async function areasOfCountry(country: string): Promise<any[]> {
  const all: any[] = [];
  for (let page = 0; ; page++) {
    const body = (
      await t.http().get('/api/v1/city').query({ countryId: countries[country].id, page, size: 200 }).expect(200)
    ).body;
    all.push(...body.content);
    if (all.length >= body.totalElements || body.content.length === 0) return all;
  }
}

describe('local areas as people name them', () => {
  it.each([
    // Official counts: NG 774 LGAs (Constitution, First Schedule), GH 261 MMDAs, SN 46 departments, KE 290
    // constituencies = sub-counties, RW 30 districts; CI and TZ: what the migration's sources give (see its header).
    ['Nigeria', 774, 'LGA', 'LGA', 'Collectivité locale (LGA)'],
    ['Ghana', 261, 'DISTRICT', 'District', 'District'],
    ['Senegal', 46, 'DEPARTMENT', 'Department', 'Département'],
    ['Kenya', 290, 'SUB_COUNTY', 'Sub-county', 'Sous-comté'],
    ['Rwanda', 30, 'DISTRICT', 'District', 'District'],
    ['Ivory Coast', 110, 'DEPARTMENT', 'Department', 'Département'],
    ['Tanzania', 175, 'DISTRICT', 'District', 'District'],
  ])('%s lists %i local areas, each saying what it is called there', async (country, count, kind, label, labelFr) => {
    const areas = await areasOfCountry(country);
    expect(areas).toHaveLength(count);
    expect(new Set(areas.map((a) => a.id)).size).toBe(count);
    const main = areas.filter((a) => a.kind === kind);
    expect(main.length).toBeGreaterThanOrEqual(count - 1); // Ivory Coast: Abidjan is an autonomous district
    expect(main[0]).toMatchObject({ kindLabel: label, kindLabelFr: labelFr, listed: true, successorId: null });
    expect(areas.every((a) => a.listed && a.kind !== 'TOWN')).toBe(true);
  });

  it.each([
    ['Nigeria', 'Kano', 44],
    ['Nigeria', 'Abia', 17],
    ['Nigeria', 'Lagos', 20],
    ['Nigeria', 'Federal Capital Territory', 6],
    ['Nigeria', 'Bayelsa', 8],
    ['Ghana', 'Ashanti', 43],
    ['Ghana', 'Greater Accra', 29],
    ['Ghana', 'Oti', 9],
    ['Senegal', 'Dakar', 5],
    ['Kenya', 'Nairobi City', 17],
    ['Rwanda', 'Kigali City', 3],
    ['Rwanda', 'Southern Province', 8],
  ])('%s / %s has %i areas', async (country, state, count) => {
    expect(await areasOf(country, state)).toHaveLength(count);
  });

  it.each([
    ['Nigeria', 'Kano', ['Dala', 'Fagge', 'Gwale', 'Kano Municipal', 'Nasarawa', 'Tarauni', 'Ungogo', 'Kumbotso']],
    ['Nigeria', 'Lagos', ['Ikeja', 'Alimosho', 'Epe', 'Ikorodu', 'Surulere', 'Eti Osa']],
    ['Nigeria', 'Abia', ['Aba North', 'Aba South', 'Umuahia North', 'Isiala Ngwa South']],
    [
      'Nigeria',
      'Federal Capital Territory',
      ['Abaji', 'Abuja Municipal Area Council', 'Bwari', 'Gwagwalada', 'Kuje', 'Kwali'],
    ],
    ['Ghana', 'Northern', ['Tamale Metropolitan', 'Yendi Municipal', 'Savelugu Municipal']],
    ['Ghana', 'Oti', ['Guan District', 'Nkwanta South Municipal']],
    ['Senegal', 'Dakar', ['Dakar', 'Guédiawaye', 'Pikine', 'Rufisque', 'Keur Massar']],
    ['Senegal', 'Thiès', ['Mbour', 'Thiès', 'Tivaouane']],
    ['Kenya', 'Kiambu', ['Thika Town', 'Ruiru', 'Limuru', 'Githunguri']],
    ['Rwanda', 'Kigali City', ['Gasabo', 'Kicukiro', 'Nyarugenge']],
    ['Ivory Coast', 'Savanes', ['Korhogo', 'Ferkessédougou', 'Boundiali', 'Tengréla']],
    ['Tanzania', 'Arusha', ['Arusha City', 'Arusha District', 'Karatu District']],
    ['Tanzania', 'Pemba North', ['Micheweni District', 'Wete District']],
  ])('%s / %s holds its well-known areas', async (country, state, names) => {
    const listed = (await areasOf(country, state)).map((a) => a.name);
    expect(listed).toEqual(expect.arrayContaining(names));
  });

  it('keeps the ids of the earlier entries: an area keeps its id under its official name, a town stays readable', async () => {
    // The earlier seed's "Kano" is Kano Municipal; its id is unchanged and its former name kept.
    const [kano] = await t.sql(`SELECT id FROM cities WHERE former_name = 'Kano'`);
    const kanoArea = (await t.http().get(`/api/v1/city/${kano.id}`).expect(200)).body;
    expect(kanoArea).toMatchObject({
      name: 'Kano Municipal',
      formerName: 'Kano',
      kind: 'LGA',
      listed: true,
      approximateLocation: false,
    });
    expect(kanoArea.latitude).toBeCloseTo(12, 0);

    // "Aba" is a city of two LGAs: it stays by id, out of the lists, with the LGA that holds its centre.
    const [aba] = await t.sql(
      `SELECT c.id FROM cities c JOIN states s ON s.id = c.state_id WHERE s.name = 'Abia' AND c.name = 'Aba'`,
    );
    const abaTown = (await t.http().get(`/api/v1/city/${aba.id}`).expect(200)).body;
    expect(abaTown).toMatchObject({
      name: 'Aba',
      kind: 'TOWN',
      kindLabel: 'Town',
      kindLabelFr: 'Localité',
      listed: false,
    });
    const successor = (await t.http().get(`/api/v1/city/${abaTown.successorId}`).expect(200)).body;
    expect(successor).toMatchObject({ name: 'Aba South', kind: 'LGA', listed: true, stateId: abaTown.stateId });
    expect((await areasOf('Nigeria', 'Abia')).map((a) => a.name)).not.toContain('Aba');

    // "Burumburum" was filed under Kano but is no LGA: readable, unlisted, no successor known.
    const [burumburum] = await t.sql(`SELECT id FROM cities WHERE name = 'Burumburum'`);
    expect((await t.http().get(`/api/v1/city/${burumburum.id}`).expect(200)).body).toMatchObject({
      kind: 'TOWN',
      listed: false,
      successorId: null,
    });

    // Every earlier entry of the seven countries is still there, under its name or its former name.
    const [{ count }] = await t.sql(
      `SELECT count(*)::int AS count FROM cities WHERE country_id BETWEEN 1 AND 7 AND (kind = 'TOWN' OR location_precision = 'PLACE')`,
    );
    expect(count).toBe(1134); // the 1,134 cities the first Geography migration seeded for them
    const [{ moved }] = await t.sql(`SELECT count(*)::int AS moved FROM cities WHERE kind = 'TOWN' AND listed`);
    expect(moved).toBe(0);
    // A successor is a listed area of the town's own state.
    const strays = await t.sql(
      `SELECT town.name FROM cities town JOIN cities area ON area.id = town.successor_id
        WHERE NOT area.listed OR area.state_id <> town.state_id`,
    );
    expect(strays).toEqual([]);
    // A renamed entry took the official name of the area its name stands for ("Tamale" -> "Tamale Metropolitan").
    const renamed = await t.sql(`SELECT name, former_name AS "formerName" FROM cities WHERE former_name IS NOT NULL`);
    expect(renamed.length).toBeGreaterThan(100);
    const fold = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    const respelled = renamed.filter(({ name, formerName }) => !fold(name).startsWith(fold(formerName)));
    // The few the migration pairs by hand (its SPELLINGS table).
    expect(respelled.map((r: any) => `${r.formerName} -> ${r.name}`).sort()).toEqual([
      'Akankpa -> Akamkpa',
      'Berekum East -> Berekum Municipal',
      'Bunkpurugu-Nyakpanduri -> Bunkpurugu Nyankpanduri District',
      'Geiro -> Gairo District',
      'Kiratu -> Karatu District',
      'Kpandae -> Kpandai District',
      'Kpandu -> Kpando Municipal',
      'Makumbako -> Makambako Town',
      'Maragua -> Maragwa',
      'Nambare -> Nambale',
    ]);
    expect(renamed).toEqual(
      expect.arrayContaining([
        { name: 'Tamale Metropolitan', formerName: 'Tamale' },
        { name: 'Arusha City', formerName: 'Arusha' },
      ]),
    );
  });

  it('lets a module require a listed area for a new record, while an earlier town still belongs to its state', async () => {
    const geography = t.app.get(GeographyQueries);
    const [aba] = await t.sql(
      `SELECT id, state_id AS "stateId", successor_id AS "successorId" FROM cities WHERE name = 'Aba'`,
    );
    expect(await geography.cityBelongsTo(aba.id, aba.stateId, countries.Nigeria.id)).toBe(true);
    expect(await geography.cityBelongsTo(aba.id, aba.stateId, countries.Nigeria.id, { listedOnly: true })).toBe(false);
    expect(
      await geography.cityBelongsTo(aba.successorId, aba.stateId, countries.Nigeria.id, { listedOnly: true }),
    ).toBe(true);
  });

  it("marks the point of a new area as approximate: it is its state's", async () => {
    const kano = await stateOf('Nigeria', 'Kano');
    const dala = (await areasOf('Nigeria', 'Kano')).find((a) => a.name === 'Dala');
    expect(dala).toMatchObject({
      approximateLocation: true,
      latitude: (kano as any).latitude,
      longitude: (kano as any).longitude,
    });
  });

  it('finds an area by its former name, and lists towns only for the modules that ask', async () => {
    const page = (await t.http().get('/api/v1/city').query({ name: 'kumasi' }).expect(200)).body;
    expect(page.content.map((c: any) => c.name)).toEqual(['Kumasi Metropolitan']);
    const aba = (
      await t.http().get('/api/v1/city').query({ name: 'aba', countryId: countries.Nigeria.id, size: 50 }).expect(200)
    ).body;
    expect(aba.content.map((c: any) => c.name)).not.toContain('Aba');
  });

  it("keeps Rwanda's 416 sectors under their districts", async () => {
    const [{ count }] = await t.sql('SELECT count(*)::int AS count FROM city_sectors');
    expect(count).toBe(416);
    const gasabo = (await areasOf('Rwanda', 'Kigali City')).find((a) => a.name === 'Gasabo');
    const sectors = (await t.http().get(`/api/v1/city/${gasabo.id}/sector`).expect(200)).body;
    expect(sectors).toHaveLength(15);
    expect(sectors.map((s: any) => s.name)).toEqual(expect.arrayContaining(['Kimironko', 'Remera', 'Kacyiru']));
    const dala = (await areasOf('Nigeria', 'Kano')).find((a) => a.name === 'Dala');
    expect((await t.http().get(`/api/v1/city/${dala.id}/sector`).expect(200)).body).toEqual([]);
  });

  it('answers an unknown area with 404 in the caller language and a bad id with 400', async () => {
    const missing = await t.http().get('/api/v1/city/999999').set('Accept-Language', 'fr').expect(404);
    expect(missing.body).toMatchObject({
      success: false,
      code: 'CITY_NOT_FOUND',
      message: "Aucune zone locale avec l'identifiant 999999.",
    });
    await t.http().get('/api/v1/city/999999/sector').expect(404);
    await t.http().get('/api/v1/city/abc').expect(400);
  });

  it('gives the same ids on every run (sorted insertion)', async () => {
    const rows = await t.sql(
      `SELECT c.id, c.name FROM cities c JOIN states s ON s.id = c.state_id
        WHERE c.location_precision = 'STATE' AND c.country_id = 1 ORDER BY c.id LIMIT 3`,
    );
    // The first new areas: Abia's LGAs that no earlier entry stood for, alphabetically.
    expect(rows.map((r: any) => r.name)).toEqual(['Aba North', 'Aba South', 'Ikwuano']);
    const [{ max }] = await t.sql(`SELECT max(id)::int AS max FROM cities WHERE location_precision = 'PLACE'`);
    expect(rows[0].id).toBe(max + 1);
  });
});
