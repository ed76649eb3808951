import ExcelJS from 'exceljs';
import { api, bearer, NIGERIA, person, Person } from '../support/people';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Price sheets in the layouts the upload reads, with published prices (shared/data/units-and-prices.md §6):
 * - Nigeria, Novus Agro commodity index, Mile 12 market, Lagos [NG-NOVUS]: 50 kg rice N13,600, paint bucket of rice
 *   N1,220, 100 kg beans N23,800, 100 kg maize N11,000, 25 L palm oil N7,000.
 * - Kenya, Soko Directory 14 Apr 2020 [KE-SOKO-2020]: 90 kg bag of dry maize KES 4,000 (Kakamega; 4,200 the top of its
 *   range), 3,600 (Bungoma), 4,300 (Nairobi); 2-kg tin 100 (Kakamega), 90 (Bungoma).
 * - Kenya, Soko Directory May 2016 [KE-SOKO-2016]: 90 kg maize 2,800 (Kakamega), 2,400 (Kitale, Trans Nzoia).
 */
const KENYA = 5;

let t: TestApp;
let admin: Person;
let kenyaAdmin: Person;
let farmer: Person;
let kenyanFarmer: Person;
let state: Record<string, number>;
let region: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await person(t, 'ROLE_ADMIN');
  kenyaAdmin = await person(t, 'ROLE_ADMIN', { countryId: KENYA });
  farmer = await person(t, 'ROLE_FARMER');
  kenyanFarmer = await person(t, 'ROLE_FARMER', { countryId: KENYA });
  const states = await t.sql<{ id: number; name: string }>(`SELECT id, name FROM states WHERE country_id IN ($1, $2)`, [
    NIGERIA,
    KENYA,
  ]);
  state = Object.fromEntries(states.map((s) => [s.name, s.id]));
  const regions = await t.sql<{ id: number; name: string; country_id: number }>(
    `SELECT id, name, country_id FROM regions WHERE country_id IN ($1, $2)`,
    [NIGERIA, KENYA],
  );
  region = Object.fromEntries(regions.map((r) => [`${r.country_id}:${r.name}`, r.id]));
});
afterAll(() => t.close());

const KASUWA_HEADERS = [
  'Region',
  'State',
  'Market',
  'Product',
  'Unit',
  'Period',
  'First half-month price',
  'First half-month price with subsidy',
  'Second half-month price',
  'Second half-month price with subsidy',
];

async function sheetOf(
  headers: string[],
  rows: (string | number | Date | null)[][],
  extraRows: (string | null)[][] = [],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prices');
  sheet.addRow(headers);
  for (const row of extraRows) sheet.addRow(row);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = (who: Person, bytes: Buffer, { language = 'en', country = 'Nigeria' } = {}) =>
  t
    .http()
    .post(api('market-updates'))
    .set(bearer(who.token))
    .set('Accept-Language', language)
    .set('Country', country)
    .attach('file', bytes, 'prices.xlsx');

const get = (who: Person, path: string, country = 'Nigeria') =>
  t.http().get(api(path)).set(bearer(who.token)).set('Country', country);

const lagosSheet = () =>
  sheetOf(KASUWA_HEADERS, [
    ['South West', 'Lagos', 'Mile 12', 'Rice', '50 kg bag', '2017-03', 13600, null, null, null],
    ['South West', 'Lagos', 'Mile 12', 'Rice', 'Paint bucket', '2017-03', 1220, null, null, null],
    ['South West', 'Lagos', 'Mile 12', 'Beans', '100 kg bag', '2017-03', 23800, null, null, null],
    ['South West', 'Lagos', 'Mile 12', 'Maize', '100kg bag', '2017-03', 11000, null, null, null],
    ['South West', 'Lagos', 'Mile 12', 'Palm oil', '25 L', '2017-03', 7000, null, null, null],
  ]);

const WFP_HEADERS = [
  'date',
  'admin1',
  'admin2',
  'market',
  'category',
  'commodity',
  'unit',
  'pricetype',
  'currency',
  'price',
];
const HXL = [
  '#date',
  '#adm1+name',
  '#adm2+name',
  '#loc+market+name',
  '#item+type',
  '#item+name',
  '#item+unit',
  '#item+price+type',
  '#currency',
  '#value',
];

describe('market price sheets', () => {
  let count: number;

  it('uploads a sheet and keeps every price per unit and per kg, converted from the unit of each row', async () => {
    const res = await upload(admin, await lagosSheet()).expect(201);
    expect(res.body).toMatchObject({ success: true, message: '5 prices uploaded.', data: { rows: 5 } });
    const list = await get(admin, 'market-updates').expect(200);
    expect(list.body).toMatchObject({ page: 0, size: 10, totalElements: 5 });
    const byUnit = Object.fromEntries(
      list.body.content.map((p: { product: string; unit: string }) => [`${p.product}/${p.unit}`, p]),
    );
    // By hand: 13,600 / 50 = 272; 1,220 / 2.49 (paint bucket, NG-EPAR) = 489.9598; 23,800 / 100 = 238; 11,000 / 100 = 110; 7,000 / 25 L = 280.
    expect(byUnit['Rice/50 kg bag']).toMatchObject({
      state: 'Lagos',
      region: 'South West',
      market: 'Mile 12',
      currency: 'NGN',
      period: '2017-03',
      firstHalf: 13600,
      firstHalfPerKg: 272,
      unitQuantity: 50,
      measure: 'KG',
      unitBasis: 'nominal',
      secondHalf: null,
    });
    expect(byUnit['Rice/Paint bucket']).toMatchObject({
      firstHalfPerKg: 489.9598,
      unitQuantity: 2.49,
      unitBasis: 'stated',
      unitSource: 'NG-EPAR',
    });
    expect(byUnit['Beans/100 kg bag'].firstHalfPerKg).toBe(238);
    expect(byUnit['Maize/100kg bag'].firstHalfPerKg).toBe(110);
    expect(byUnit['Palm oil/25 L']).toMatchObject({ firstHalfPerKg: 280, measure: 'L' });
    count = list.body.totalElements;
  });

  it('refuses a sheet with bad rows, naming each row, field and reason in the caller’s language, and keeps nothing of it', async () => {
    const bad = await sheetOf(KASUWA_HEADERS, [
      ['South West', 'Atlantis', 'Mile 12', 'Rice', '50 kg bag', '2017-03', 13600, null, null, null],
      ['North Central', 'Lagos', 'Mile 12', 'Rice', '50 kg bag', '2017-04', 13600, null, null, null],
      ['South West', 'Lagos', 'Mile 12', 'Rice', 'olonka', '2017-03', 1220, null, null, null],
      ['South West', 'Lagos', 'Mile 12', 'Beans', '100 kg bag', 'someday', 23800, null, null, null],
      ['South West', 'Lagos', 'Mile 12', 'Maize', '100 kg bag', '2017-05', null, null, null, null],
      ['South West', 'Lagos', 'Mile 12', 'Maize', '100 kg bag', '2017-06', 'cheap', null, null, null],
      ['South West', 'Lagos', 'Mile 12', 'Maize', '100 kg bag', '2017-07', 11000, null, null, null],
      ['South West', 'Lagos', 'mile 12', 'maize', '100 kg bag', '2017-07', 11000, null, null, null],
    ]);
    const res = await upload(admin, bad).expect(422);
    expect(res.body.code).toBe('MARKET_SHEET_ROWS_INVALID');
    expect(res.body.errors).toEqual([
      { field: 'row 2: state', message: '"Atlantis" is not a state of the country.' },
      { field: 'row 3: region', message: 'The state Lagos is not in the region "North Central".' },
      {
        field: 'row 4: unit',
        message: 'The weight of one "olonka" is not known: give it in the "Kg per unit" column.',
      },
      { field: 'row 5: period', message: expect.stringContaining('"someday" is not a month') },
      { field: 'row 6: price', message: 'Give at least one price.' },
      { field: 'row 7: firstHalf', message: expect.stringContaining('cheap') },
      { field: 'row 9: product', message: 'The same market, product, unit and month is already on row 8.' },
    ]);
    const fr = await upload(admin, bad, { language: 'fr' }).expect(422);
    expect(fr.body.message).toBe("Certaines lignes de la feuille de prix ne sont pas valides : rien n'a été envoyé.");
    expect(fr.body.errors[0]).toEqual({ field: 'row 2: state', message: "« Atlantis » n'est pas un État du pays." });
    expect((await get(admin, 'market-updates').expect(200)).body.totalElements).toBe(count);
  });

  it('takes the kilograms of an unknown unit from the sheet', async () => {
    const res = await upload(
      admin,
      await sheetOf(
        [...KASUWA_HEADERS, 'Kg per unit'],
        [['South West', 'Lagos', 'Mile 12', 'Rice', 'olonka', '2017-03', 1220, null, null, null, 2.49]],
      ),
    ).expect(201);
    expect(res.body.data.rows).toBe(1);
    const rows = await get(admin, 'market-updates/products?products=rice&productOrStateQuery=lagos&size=50').expect(
      200,
    );
    expect(rows.body.content.find((p: { unit: string }) => p.unit === 'olonka')).toMatchObject({
      unitBasis: 'sheet',
      firstHalfPerKg: 489.9598,
    });
  });

  it('refuses what is not a price sheet, and callers without the permission', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
    expect((await upload(admin, pdf).expect(415)).body.code).toBe('EXCEL_FILE_EXPECTED');
    await t.http().post(api('market-updates')).set(bearer(admin.token)).field('note', 'x').expect(400);
    const noFile = await t
      .http()
      .post(api('market-updates'))
      .set(bearer(admin.token))
      .set('Content-Type', 'multipart/form-data; boundary=x')
      .send('--x--\r\n');
    expect(noFile.status).toBe(400);
    await upload(farmer, await lagosSheet()).expect(403);
    await t.http().get(api('market-updates')).expect(401);
    expect((await get(admin, 'market-updates').expect(200)).body.totalElements).toBe(count + 1);
  });
});

describe('comparing prices across states and products', () => {
  beforeAll(async () => {
    const april2020 = await sheetOf(
      WFP_HEADERS,
      [
        [
          '2020-04-14',
          'Kakamega',
          'Kakamega',
          'Kakamega',
          'cereals and tubers',
          'Maize (dry)',
          '90 KG',
          'Wholesale',
          'KES',
          4000,
        ],
        [
          '2020-04-14',
          'Bungoma',
          'Bungoma',
          'Bungoma',
          'cereals and tubers',
          'Maize (dry)',
          '90 KG',
          'Wholesale',
          'KES',
          3600,
        ],
        [
          '2020-04-14',
          'Nairobi City',
          'Nairobi',
          'Nairobi',
          'cereals and tubers',
          'Maize (dry)',
          '90 KG',
          'Wholesale',
          'KES',
          4300,
        ],
        [
          '2020-04-14',
          'Kakamega',
          'Kakamega',
          'Kakamega',
          'cereals and tubers',
          'Maize (dry)',
          '2 KG tin',
          'Retail',
          'KES',
          100,
        ],
        [
          '2020-04-14',
          'Bungoma',
          'Bungoma',
          'Bungoma',
          'cereals and tubers',
          'Maize (dry)',
          '2 KG tin',
          'Retail',
          'KES',
          90,
        ],
      ],
      [HXL],
    );
    expect((await upload(kenyaAdmin, april2020, { country: 'Kenya' }).expect(201)).body.data.rows).toBe(5);
    const may2016 = await sheetOf(WFP_HEADERS, [
      [
        '2016-05-20',
        'Kakamega',
        'Kakamega',
        'Kakamega',
        'cereals and tubers',
        'Maize (dry)',
        '90 KG',
        'Wholesale',
        'KES',
        2800,
      ],
      [
        '2016-05-20',
        'Trans Nzoia',
        'Kitale',
        'Kitale',
        'cereals and tubers',
        'Maize (dry)',
        '90 KG',
        'Wholesale',
        'KES',
        2400,
      ],
    ]);
    await upload(kenyaAdmin, may2016, { country: 'Kenya' }).expect(201);
  });

  it('filters by states and products, per unit and per kg, and keeps each country to itself', async () => {
    const res = await get(
      kenyanFarmer,
      `market-updates/products?stateIds=${state.Kakamega},${state.Bungoma}&products=maize (dry)&size=20`,
    ).expect(200);
    const april = res.body.content.filter((p: { period: string }) => p.period === '2020-04');
    // The date is the 14th: the first half of April. 4,000 / 90 = 44.4444; 3,600 / 90 = 40; 100 / 2 = 50; 90 / 2 = 45.
    const seen = april.map(
      (p: { state: string; unit: string; firstHalf: number; firstHalfPerKg: number; secondHalf: number | null }) => [
        p.state,
        p.unit,
        p.firstHalf,
        p.firstHalfPerKg,
        p.secondHalf,
      ],
    );
    expect(seen.sort((a: string[], b: string[]) => `${a[0]}/${a[1]}`.localeCompare(`${b[0]}/${b[1]}`))).toEqual([
      ['Bungoma', '2 KG tin', 90, 45, null],
      ['Bungoma', '90 KG', 3600, 40, null],
      ['Kakamega', '2 KG tin', 100, 50, null],
      ['Kakamega', '90 KG', 4000, 44.4444, null],
    ]);
    expect(res.body.content.every((p: { currency: string }) => p.currency === 'KES')).toBe(true);
    const western = await get(
      kenyanFarmer,
      `market-updates/products?regionId=${region[`${KENYA}:Western`]}&size=50`,
    ).expect(200);
    expect(new Set(western.body.content.map((p: { state: string }) => p.state))).toEqual(
      new Set(['Kakamega', 'Bungoma']),
    );
    const query = await get(kenyanFarmer, 'market-updates/products?productOrStateQuery=nairobi').expect(200);
    expect(query.body.content.map((p: { state: string }) => p.state)).toEqual(['Nairobi City']);
    expect((await get(kenyanFarmer, 'market-updates/products-distinct').expect(200)).body).toEqual(['Maize (dry)']);
    // Nigeria's prices stay in Nigeria.
    expect((await get(kenyanFarmer, 'market-updates').expect(200)).body.totalElements).toBe(7);
    expect((await get(farmer, 'market-updates/products-distinct').expect(200)).body).toEqual([
      'Beans',
      'Maize',
      'Palm oil',
      'Rice',
    ]);
  });

  it('draws a product’s price per kg over the months, one series per state', async () => {
    const res = await get(kenyanFarmer, `market-updates/history?product=Maize (dry)&stateIds=${state.Kakamega}`).expect(
      200,
    );
    // May 2016: 2,800 / 90 = 31.1111 (second half: the 20th). April 2020: the mean of 44.4444 and 50 = 47.2222.
    expect(res.body).toEqual([
      {
        stateId: state.Kakamega,
        state: 'Kakamega',
        points: [
          { period: '2016-05', firstHalfPerKg: null, secondHalfPerKg: 31.1111 },
          { period: '2020-04', firstHalfPerKg: 47.2222, secondHalfPerKg: null },
        ],
      },
    ]);
  });

  it('refuses bad filters with the error envelope', async () => {
    expect((await get(kenyanFarmer, 'market-updates/products?stateIds=abc').expect(400)).body.code).toBeDefined();
    await get(kenyanFarmer, 'market-updates?size=1000').expect(400);
    await get(kenyanFarmer, 'market-updates/history').expect(400);
  });

  it('lists the regions and the states of a region', async () => {
    const regions = await t
      .http()
      .get(api(`regions?countryId=${KENYA}`))
      .expect(200);
    expect(regions.body.map((r: { name: string }) => r.name)).toContain('Western');
    const states = await t
      .http()
      .get(api(`states?countryId=${KENYA}&regionId=${region[`${KENYA}:Western`]}`))
      .expect(200);
    expect(states.body.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['Bungoma', 'Kakamega']));
  });
});
