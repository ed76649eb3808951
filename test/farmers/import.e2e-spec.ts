import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { FarmerImporter } from '../../src/farmers/imports/commands/farmer-importer';
import { ImportFarmersJob } from '../../src/farmers/jobs/import-farmers.job';
import { EventStore } from '../../src/kernel/events/event-store';
import { JobQueues } from '../../src/kernel/messaging/job-queue.service';
import { startTestApp, TestApp } from '../support/test-app';
import { castOf, Cast } from './scope';
import { api, bearer, listsOf, Lists, NIGERIA, PDF } from './support';

let t: TestApp;
let cast: Cast;
let lists: Lists;
let place: { state: string; city: string; otherCity: string };
let names: { project: string; partner: string };

beforeAll(async () => {
  t = await startTestApp({
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', FARMER_IMPORT_MAX_BYTES: String(200 * 1024) },
  });
  cast = await castOf(t);
  lists = await listsOf(t, cast.admin, NIGERIA);
  const [row] = await t.sql<{ state: string; city: string }>(
    `SELECT s.name AS state, c.name AS city FROM states s JOIN cities c ON c.state_id = s.id WHERE s.country_id = $1 AND c.listed ORDER BY s.id, c.id LIMIT 1`,
    [NIGERIA],
  );
  const [other] = await t.sql<{ city: string }>(
    `SELECT c.name AS city FROM cities c JOIN states s ON s.id = c.state_id WHERE s.country_id = $1 AND s.name <> $2 AND c.listed ORDER BY c.id LIMIT 1`,
    [NIGERIA, row.state],
  );
  place = { state: row.state, city: row.city, otherCity: other.city };
  const [p] = await t.sql<{ name: string }>(`SELECT name FROM farmer_reference_items WHERE id = $1`, [lists.projectId]);
  const [a] = await t.sql<{ name: string }>(`SELECT name FROM farmer_reference_items WHERE id = $1`, [
    lists.aggregationPartnerId,
  ]);
  names = { project: p.name, partner: a.name };
});
afterAll(() => t.close());

const HEADERS = [
  'State',
  'LGA',
  'Full name',
  'Gender',
  'E-mail',
  'Phone',
  'Address',
  'Age',
  'Community',
  'Project',
  'Aggregation partner',
  'Farm size',
  'Farm size unit',
  'Farm community',
  'Planting season',
  'Planting year',
  'Crop',
  'Training type',
  'Fertilizer type',
  'Fertilizer quantity',
  'Fertilizer unit',
  'Actual yield',
  'Yield unit',
] as const;
type Row = Partial<Record<(typeof HEADERS)[number], string | number | null>>;

let phoneCounter = 0;
/** A valid Nigerian farmer with a farm and a planting record; each call a new phone number. */
const goodRow = (overrides: Row = {}): Row => ({
  State: place.state,
  LGA: place.city,
  'Full name': `Farmer ${++phoneCounter}`,
  Gender: 'Female',
  'E-mail': null,
  Phone: `0803${String(1000000 + phoneCounter).slice(-7)}`,
  Address: 'Near the market',
  Age: 40,
  Community: 'Gwale',
  Project: names.project,
  'Aggregation partner': names.partner,
  'Farm size': 2,
  'Farm size unit': 'HA',
  'Farm community': 'Gwale',
  'Planting season': 'RAINY',
  'Planting year': 2024,
  Crop: 'Maize',
  'Training type': 'Good agricultural practices',
  'Fertilizer type': 'NPK',
  'Fertilizer quantity': 50,
  'Fertilizer unit': 'Kilogram(s)',
  'Actual yield': 1200,
  'Yield unit': 'Kilogram(s)',
  ...overrides,
});

async function workbookOf(rows: Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Farmers');
  sheet.addRow([...HEADERS]);
  for (const row of rows) sheet.addRow(HEADERS.map((h) => row[h] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = (
  token: string,
  path: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
  language = 'en',
  country = 'Nigeria',
) => {
  const request = t.http().post(api(path)).set(bearer(token)).set('Accept-Language', language).set('Country', country);
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  return request.attach('farmersList', bytes, 'farmers.xlsx');
};
const farmersOf = async (agentId: string) =>
  (await t.sql(`SELECT count(*)::int AS n FROM farmers WHERE created_by = $1`, [agentId]))[0].n as number;

describe('the template', () => {
  it("gives the columns, the drop-down lists of the country and the instructions in the caller's language", async () => {
    const response = await t
      .http()
      .get(api('farmers/import/template'))
      .set(bearer(cast.agentA.token))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body as ExcelJS.Buffer);
    const [farmers, listSheet, instructions] = workbook.worksheets;
    expect(farmers.name).toBe('Farmers');
    const headers = (farmers.getRow(1).values as string[]).slice(1);
    expect(headers).toEqual(
      expect.arrayContaining([
        'State',
        'LGA',
        'Full name',
        'Gender',
        'Phone',
        'Farm size',
        'Planting season',
        'Crop',
        'Training type',
        'Fertilizer unit',
        'Actual yield',
      ]),
    );
    const stateColumn = headers.indexOf('State') + 1;
    const validation = farmers.getCell(2, stateColumn).dataValidation;
    expect(validation).toMatchObject({ type: 'list' });
    // The LGA list holds the country's areas (Nigeria: 774 LGAs), the states list its states.
    const listHeaders = (listSheet.getRow(1).values as string[]).slice(1);
    const lgaColumn = listSheet
      .getColumn(listHeaders.indexOf('LGA') + 1)
      .values.filter((v) => v !== undefined && v !== null);
    expect(lgaColumn.length - 1).toBeGreaterThanOrEqual(700);
    expect(listSheet.getColumn(listHeaders.indexOf('Crop') + 1).values).toContain('Maize');
    expect(instructions.getCell('A1').value).toMatch(/One row per farmer/);

    const french = await t
      .http()
      .get(api('farmers/import/template'))
      .set(bearer(cast.agentA.token))
      .set('Accept-Language', 'fr')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const fr = new ExcelJS.Workbook();
    await fr.xlsx.load(french.body as ExcelJS.Buffer);
    expect(fr.worksheets[0].name).toBe('Agriculteurs');
    expect(fr.worksheets[0].getRow(1).values).toContain('Nom complet');
    expect(fr.worksheets[2].getCell('A1').value).toMatch(/Une ligne par agriculteur/);
  });

  it('is refused for a country the caller does not work in', async () => {
    await t.http().get(api('farmers/import/template?countryId=2')).set(bearer(cast.agentA.token)).expect(404);
  });
});

describe('checks before anything is written', () => {
  it('refuses a renamed file, an empty sheet, a file over the size limit and a form without file', async () => {
    const before = await farmersOf(cast.agentA.id);
    const renamed = await upload(cast.agentA.token, 'farmers/bulk', PDF).expect(415);
    expect(renamed.body.message).toBe('Unknown file format. Only Excel files can be uploaded!');
    const french = await upload(cast.agentA.token, 'farmers/bulk', PDF, {}, 'fr').expect(415);
    expect(french.body.message).toBe('Format de fichier inconnu. Seuls les fichiers Excel peuvent être envoyés !');
    const empty = await upload(cast.agentA.token, 'farmers/bulk', await workbookOf([])).expect(422);
    expect(empty.body.message).toBe('No data found in file!');
    const large = await upload(cast.agentA.token, 'farmers/bulk', Buffer.alloc(300 * 1024, 1)).expect(413);
    expect(large.body.message).toBe('File must be smaller than 0.2MB!');
    const none = await t
      .http()
      .post(api('farmers/bulk'))
      .set(bearer(cast.agentA.token))
      .field('dryRun', 'false')
      .expect(400);
    expect(none.body.message).toBe('No file uploaded!');
    expect(await farmersOf(cast.agentA.id)).toBe(before);
  });

  it('names the row and the field of every broken rule, and imports the good rows only', async () => {
    const broken: [Row, string, RegExp][] = [
      [{ State: 'Atlantis' }, 'state', /^Unknown state 'Atlantis'/],
      [{ LGA: place.otherCity }, 'city', /^Unknown LGA '.+'/],
      [{ 'Full name': null }, 'fullName', /required/i],
      [{ Gender: 'Unknown' }, 'gender', /^Unknown gender 'Unknown': write Male or Female\.$/],
      [{ 'E-mail': 'not-an-email' }, 'email', /e-mail/i],
      [{ Phone: '0803-12AB' }, 'phone', /digits/i],
      [{ Address: null }, 'address', /required/i],
      [{ Age: 15 }, 'age', /18 to 120/],
      [{ Project: 'No such project' }, 'project', /project/i],
      [{ 'Aggregation partner': 'Nobody' }, 'aggregationPartner', /aggregation partner/i],
      [{ 'Farm size': 'big' }, 'farmSize', /greater than 0/],
      [{ 'Farm size': 123456789 }, 'farmSize', /8 digits/],
      [{ 'Farm size unit': 'yards' }, 'farmSizeUnit', /^Unknown unit 'yards'/],
      [{ 'Planting season': 'Winter' }, 'season', /^Unknown season 'Winter'/],
      [{ 'Planting year': 'twenty' }, 'plantingYear', /YYYY/],
      [{ 'Planting year': 1800 }, 'plantingYear', /YYYY/],
      [{ Crop: 'Moonflower' }, 'crop', /crop/i],
      [{ 'Training type': 'Juggling' }, 'trainingType', /training/i],
      [{ 'Fertilizer type': 'Stardust' }, 'fertilizerType', /fertilizer type/i],
      [{ 'Fertilizer quantity': -2 }, 'fertilizerQuantity', /greater than 0/],
      [{ 'Fertilizer unit': 'Bucket of stars' }, 'fertilizerUnit', /unit/i],
      [{ 'Actual yield': 'lots' }, 'actualYield', /yield/i],
      [{ 'Yield unit': 'Cartful of dreams' }, 'yieldUnit', /unit/i],
    ];
    const rows = [goodRow(), ...broken.map(([overrides]) => goodRow(overrides)), goodRow()];
    const before = await farmersOf(cast.agentA.id);
    const response = await upload(cast.agentA.token, 'farmers/bulk', await workbookOf(rows)).expect(201);
    const report = response.body.data;
    expect(report).toMatchObject({
      dryRun: false,
      rows: rows.length,
      created: 2,
      alreadyImported: 0,
      refused: broken.length,
    });
    expect(response.body.message).toBe(`2 farmers imported, 0 already imported, ${broken.length} rows refused.`);
    broken.forEach(([, field, message], index) => {
      // The header is row 1, the first good row row 2: broken row i is Excel row i + 3.
      const errors = report.errors.filter((e: { row: number }) => e.row === index + 3);
      expect({ row: index + 3, errors }).toEqual({
        row: index + 3,
        errors: expect.arrayContaining([expect.objectContaining({ field, message: expect.stringMatching(message) })]),
      });
    });
    expect(await farmersOf(cast.agentA.id)).toBe(before + 2);
    // The good rows came with their farm and planting record.
    const [{ farms, records }] = await t.sql(
      `SELECT (SELECT count(*)::int FROM farms WHERE farmer_id = ANY(SELECT id FROM farmers WHERE created_by = $1)) AS farms,
              (SELECT count(*)::int FROM events WHERE type = 'PlantingRecordCreated' AND data->>'farmerId' IN (SELECT id::text FROM farmers WHERE created_by = $1)) AS records`,
      [cast.agentA.id],
    );
    expect(farms).toBeGreaterThanOrEqual(2);
    expect(records).toBeGreaterThanOrEqual(2);
  });

  it('reports the same farmer twice in one file against the first row', async () => {
    const row = goodRow();
    const response = await upload(
      cast.agentA.token,
      'farmers/bulk',
      await workbookOf([row, { ...row, 'Full name': 'Same phone' }]),
    ).expect(201);
    expect(response.body.data).toMatchObject({
      created: 1,
      refused: 1,
      errors: [{ row: 3, field: 'phone', message: 'The same farmer is already on row 2.' }],
    });
  });
});

describe('a file written the way spreadsheet users write them', () => {
  it('reads title lines, French headers in another order, numbers and years typed as text, trailing spaces, a blank row and a second sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Liste');
    sheet.getCell('A1').value = 'Liste des agriculteurs — campagne 2024';
    sheet.mergeCells('A1:F1');
    sheet.getCell('A2').value = 'Saisie par le bureau de zone';
    sheet.mergeCells('A2:F2');
    sheet.addRow([
      'Nom complet ',
      'Genre',
      'Téléphone',
      'État',
      'Ville/LGA',
      'Adresse',
      'Communauté',
      'Projet',
      "Partenaire d'agrégation",
      'Âge',
      "Superficie de l'exploitation",
      'Unité de superficie',
      'Saison de plantation',
      'Année de plantation',
      'Culture',
    ]);
    const phone1 = `0803${String(2000000 + ++phoneCounter).slice(-7)}`;
    const phone2 = `0803${String(2000000 + ++phoneCounter).slice(-7)}`;
    sheet.addRow([
      'Aïcha Bello  ',
      'Femme',
      `${phone1} `,
      `${place.state} `,
      place.city,
      'Près du marché ',
      'Gwale ',
      names.project,
      names.partner,
      '35',
      '2,5',
      'Hectares',
      'Saison des pluies',
      '2024',
      'Maïs',
    ]);
    sheet.addRow([]);
    sheet.addRow([
      'Ibrahim Musa',
      'M',
      Number(phone2.slice(1)),
      place.state,
      place.city,
      'Route de Kano',
      'Gwale',
      names.project,
      names.partner,
      52,
      ' 3 ',
      'ACRE',
      'DRY',
      ' 2023',
      'Rice',
    ]);
    workbook.addWorksheet('Notes').addRow(['Ne pas importer', 'cette feuille']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const response = await upload(cast.agentA.token, 'farmers/bulk', bytes).expect(201);
    expect(response.body.data).toMatchObject({ rows: 2, created: 2, refused: 0, errors: [] });
    const stored = await t.sql(
      `SELECT full_name, gender, phone, address, age FROM farmers WHERE phone = ANY($1) ORDER BY full_name`,
      [[phone1.slice(1), phone2.slice(1)]],
    );
    expect(stored).toEqual([
      { full_name: 'Aïcha Bello', gender: 'FEMALE', phone: phone1.slice(1), address: 'Près du marché', age: 35 },
      { full_name: 'Ibrahim Musa', gender: 'MALE', phone: phone2.slice(1), address: 'Route de Kano', age: 52 },
    ]);
    const [farm] = await t.sql(
      `SELECT size, size_unit, size_ha FROM farms WHERE farmer_id = (SELECT id FROM farmers WHERE phone = $1)`,
      [phone1.slice(1)],
    );
    expect(farm).toMatchObject({ size_unit: 'HA' });
    expect(Number(farm.size)).toBe(2.5);
  });
});

describe('idempotent imports', () => {
  it('a dry run writes nothing; the same file twice creates each farmer once and reports the rest as already imported', async () => {
    const bytes = await workbookOf([
      goodRow(),
      goodRow(),
      goodRow({ 'E-mail': 'only.email@example.com', Phone: null }),
      goodRow({ Phone: null, 'Full name': 'Name Only' }),
    ]);
    const before = await farmersOf(cast.agentA.id);
    const events = async () => (await t.sql(`SELECT count(*)::int AS n FROM events`))[0].n as number;
    const eventsBefore = await events();
    const dry = await upload(cast.agentA.token, 'farmers/bulk', bytes, { dryRun: 'true' }).expect(200);
    expect(dry.body.data).toMatchObject({ dryRun: true, created: 4, alreadyImported: 0, refused: 0 });
    expect(dry.body.message).toBe(
      'Would create 4 farmers, would refuse 0 rows; 0 are on the list already. Nothing was written.',
    );
    expect(dry.body.data.preview[3]).toEqual({
      row: 5,
      status: 'NEW',
      fullName: 'Name Only',
      gender: 'FEMALE',
      phone: null,
      state: place.state,
      city: place.city,
      crop: 'Maize',
      farmSize: 2,
      farmSizeUnit: 'HA',
    });
    expect(await farmersOf(cast.agentA.id)).toBe(before);
    expect(await events()).toBe(eventsBefore);

    const first = await upload(cast.agentA.token, 'farmers/bulk', bytes).expect(201);
    expect(first.body.data).toMatchObject({ created: 4, alreadyImported: 0 });
    const second = await upload(cast.agentA.token, 'farmers/bulk', bytes).expect(201);
    expect(second.body.data).toMatchObject({ created: 0, alreadyImported: 4, alreadyImportedRows: [2, 3, 4, 5] });
    const dryAgain = await upload(cast.agentA.token, 'farmers/bulk', bytes, { dryRun: 'true' }).expect(200);
    expect(dryAgain.body.data).toMatchObject({ created: 0, alreadyImported: 4 });
    expect(dryAgain.body.data.preview.map((p: { row: number; status: string }) => [p.row, p.status])).toEqual([
      [2, 'ALREADY_IMPORTED'],
      [3, 'ALREADY_IMPORTED'],
      [4, 'ALREADY_IMPORTED'],
      [5, 'ALREADY_IMPORTED'],
    ]);
    expect(second.body.data.preview).toEqual([]);
    expect(await farmersOf(cast.agentA.id)).toBe(before + 4);
  });
});

describe('whose farmers', () => {
  it('an administrator names the agent the farmers belong to; an agent imports into their own list only', async () => {
    const bytes = await workbookOf([goodRow()]);
    const unnamed = await upload(cast.admin, 'farmers/bulk', bytes).expect(400);
    expect(unnamed.body.message).toBe('Name the extension agent the farmers belong to (ownerId).');
    const before = await farmersOf(cast.agentB.id);
    await upload(cast.admin, 'farmers/bulk', bytes, { ownerId: cast.agentB.id }).expect(201);
    expect(await farmersOf(cast.agentB.id)).toBe(before + 1);
    await upload(cast.agentA.token, 'farmers/bulk', bytes, { ownerId: cast.agentB.id }).expect(404);
    // A platform manager of another country finds no such agent; nor does anyone naming a non-agent.
    await upload(cast.managerOfGhana.token, 'farmers/bulk', bytes, { ownerId: cast.agentB.id }, 'en', 'Ghana').expect(
      404,
    );
    await upload(cast.admin, 'farmers/bulk', bytes, { ownerId: cast.providerOfA.id }).expect(404);
    await upload(cast.providerOfA.token, 'farmers/bulk', bytes).expect(403);
  });
});

describe('the background import', () => {
  it('queues the job, reports its progress to its sender only, and mails the summary with the error report', async () => {
    const rows = [goodRow(), goodRow({ Age: 12 }), goodRow()];
    const queued = await upload(cast.agentA.token, 'farmers/async-bulk-upload', await workbookOf(rows)).expect(201);
    expect(queued.body.message).toBe('The file is being imported: you will receive a summary by e-mail.');
    const { jobId } = queued.body.data;
    let progress = { state: '', progress: 0, report: null as null | Record<string, unknown> };
    for (let i = 0; i < 120 && progress.state !== 'completed'; i++) {
      progress = (
        await t
          .http()
          .get(api(`farmers/imports/${jobId}`))
          .set(bearer(cast.agentA.token))
          .expect(200)
      ).body;
      if (progress.state !== 'completed') await new Promise((r) => setTimeout(r, 250));
    }
    expect(progress).toMatchObject({
      state: 'completed',
      progress: 100,
      report: { created: 2, refused: 1, errors: [{ row: 3, field: 'age' }] },
    });
    await t
      .http()
      .get(api(`farmers/imports/${jobId}`))
      .set(bearer(cast.agentB.token))
      .expect(404);

    const mail = await t.inbox!.waitFor(
      (m) => m.to.includes(cast.agentA.email) && /farmer import/i.test(m.subject),
      30000,
    );
    expect(mail.subject).toBe('Your farmer import: 2 imported, 1 refused');
    expect(mail.attachments).toHaveLength(1);
    const report = new ExcelJS.Workbook();
    await report.xlsx.load(mail.attachments[0].content as unknown as ExcelJS.Buffer);
    const sheet = report.worksheets[0];
    const errorColumn = (sheet.getRow(1).values as string[]).indexOf('Errors');
    expect(errorColumn).toBeGreaterThan(0);
    expect(String(sheet.getRow(3).getCell(errorColumn).value)).toMatch(/age: .*18 to 120/);
    expect(sheet.getRow(2).getCell(errorColumn).value).toBeNull();
  });
});

describe('a job run again, and the same sheet imported twice at once', () => {
  it('counts every farmer once: a job run again (as a retried one is) writes nothing more and still counts its rows as its own', async () => {
    const rows = [goodRow(), goodRow(), goodRow(), goodRow()];
    const bytes = await workbookOf(rows);
    const queued = await upload(cast.agentA.token, 'farmers/async-bulk-upload', bytes).expect(201);
    const { jobId } = queued.body.data;
    for (let i = 0; i < 120; i++) {
      const progress = (
        await t
          .http()
          .get(api(`farmers/imports/${jobId}`))
          .set(bearer(cast.agentA.token))
          .expect(200)
      ).body;
      if (progress.state === 'completed') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const before = await farmersOf(cast.agentA.id);
    const job = await t.app.get(JobQueues).queue('farmer-import').getJob(jobId);
    const report = await t.app
      .get(ImportFarmersJob)
      .handle(Object.assign(job!, { updateProgress: async () => undefined }));
    expect(report).toMatchObject({ created: 4, alreadyImported: 0, refused: 0 });
    expect(await farmersOf(cast.agentA.id)).toBe(before);
    const phones = rows.map((r) => String(r.Phone).slice(1));
    const [{ farmers, farms, records }] = await t.sql(
      `SELECT count(DISTINCT f.id)::int AS farmers, count(DISTINCT fa.id)::int AS farms, count(DISTINCT r.id)::int AS records
       FROM farmers f JOIN farms fa ON fa.farmer_id = f.id JOIN planting_records r ON r.farm_id = fa.id
       WHERE f.created_by = $1 AND f.phone = ANY($2)`,
      [cast.agentA.id, phones],
    );
    expect({ farmers, farms, records }).toEqual({ farmers: 4, farms: 4, records: 4 });
  });

  it('makes each farmer once when the same sheet is imported twice at the same moment, each row counted by one import', async () => {
    // Three rows a chunk (a hundredth of the sheet), so that the two imports write the same chunks side by side.
    const rows = Array.from({ length: 300 }, () => goodRow());
    const bytes = await workbookOf(rows);
    const before = await farmersOf(cast.agentA.id);
    const owner = { id: cast.agentA.id, roles: ['ROLE_EXTENSION_AGENT' as const], countryId: NIGERIA };
    const importer = t.app.get(FarmerImporter);
    const reports = await Promise.all(
      ['first', 'second'].map((name) =>
        importer.run(owner, NIGERIA, bytes, { importId: `${name}-${randomUUID()}`, dryRun: false, language: 'en' }),
      ),
    );
    expect(await farmersOf(cast.agentA.id)).toBe(before + 300);
    for (const report of reports) expect(report.created + report.alreadyImported).toBe(300);
    expect(reports[0].created + reports[1].created).toBe(300);
    expect(reports.map((r) => r.refused)).toEqual([0, 0]);
    const [{ keys }] = await t.sql(
      `SELECT count(*)::int AS keys FROM farmer_import_keys WHERE owner_id = $1 AND natural_key = ANY($2)`,
      [cast.agentA.id, rows.map((r) => `phone:${String(r.Phone).slice(1)}`)],
    );
    expect(keys).toBe(300);
  });
});

describe('the column mapping the user corrects', () => {
  /** A sheet whose phone column is headed "Tel" and whose name column "Farmer": neither is a header the import knows. */
  async function sheetWithOwnHeaders(rows: Row[], extra: string[] = []): Promise<Buffer> {
    const headers = HEADERS.map((h) => (h === 'Phone' ? 'Tel' : h === 'Full name' ? 'Farmer' : h));
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Farmers');
    sheet.addRow([...headers, 'Remarks', ...extra]);
    for (const row of rows)
      sheet.addRow([...HEADERS.map((h) => row[h] ?? null), 'called twice', ...extra.map(() => row.Phone ?? null)]);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  const columnsOf = (token: string, bytes: Buffer, fields: Record<string, string> = {}, language = 'en') =>
    upload(token, 'farmers/import/columns', bytes, fields, language);

  it('shows the columns as matched, and reads the sheet with the corrected mapping in the dry run and the import', async () => {
    const rows = [goodRow(), goodRow()];
    const bytes = await sheetWithOwnHeaders(rows);
    const before = await farmersOf(cast.agentA.id);

    const matched = await columnsOf(cast.agentA.token, bytes).expect(200);
    const fieldOf = (answer: { columns: { column: string; field: string | null }[] }, column: string) =>
      answer.columns.find((c) => c.column === column)?.field;
    expect(fieldOf(matched.body, 'Tel')).toBeNull();
    expect(fieldOf(matched.body, 'Farmer')).toBeNull();
    expect(fieldOf(matched.body, 'Remarks')).toBeNull();
    expect(fieldOf(matched.body, 'LGA')).toBe('city');
    expect(matched.body.columns.map((c: { column: string }) => c.column).slice(0, 3)).toEqual([
      'State',
      'LGA',
      'Farmer',
    ]);
    expect(matched.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'phone', required: false },
        { field: 'fullName', required: true },
      ]),
    );

    // Without the mapping the name column is missing; with it, every column is read.
    const missing = await upload(cast.agentA.token, 'farmers/bulk', bytes, { dryRun: 'true' }).expect(422);
    expect(missing.body.message).toMatch(/Full name/);
    const mapping = JSON.stringify({ Tel: 'phone', Farmer: 'fullName', Remarks: null });
    const corrected = await columnsOf(cast.agentA.token, bytes, { mapping }).expect(200);
    expect([
      fieldOf(corrected.body, 'Tel'),
      fieldOf(corrected.body, 'Farmer'),
      fieldOf(corrected.body, 'Remarks'),
    ]).toEqual(['phone', 'fullName', null]);

    const dry = await upload(cast.agentA.token, 'farmers/bulk', bytes, { dryRun: 'true', mapping }).expect(200);
    expect(dry.body.data).toMatchObject({ created: 2, refused: 0 });
    expect(dry.body.data.preview.map((p: { fullName: string; phone: string }) => [p.fullName, p.phone])).toEqual(
      rows.map((r) => [r['Full name'], r.Phone]),
    );
    expect(await farmersOf(cast.agentA.id)).toBe(before);

    await upload(cast.agentA.token, 'farmers/bulk', bytes, { mapping }).expect(201);
    const stored = await t.sql(
      `SELECT full_name, phone FROM farmers WHERE created_by = $1 AND phone = ANY($2) ORDER BY full_name`,
      [cast.agentA.id, rows.map((r) => String(r.Phone).slice(1))],
    );
    expect(stored).toEqual(
      rows
        .map((r) => ({ full_name: String(r['Full name']), phone: String(r.Phone).slice(1) }))
        .sort((a, b) => a.full_name.localeCompare(b.full_name)),
    );
  });

  it('refuses an unknown field, two columns on one field and a mapping that is not one, in English and French, and writes nothing', async () => {
    const bytes = await sheetWithOwnHeaders([goodRow()], ['Mobile']);
    const before = await farmersOf(cast.agentA.id);
    const unknown = await upload(cast.agentA.token, 'farmers/bulk', bytes, {
      mapping: JSON.stringify({ Tel: 'telephone', Farmer: 'fullName' }),
    }).expect(400);
    expect(unknown.body.message).toBe(
      'The column Tel is mapped to telephone, which is not a field of the farmer sheet.',
    );
    const french = await upload(
      cast.agentA.token,
      'farmers/bulk',
      bytes,
      { mapping: JSON.stringify({ Tel: 'telephone' }) },
      'fr',
    ).expect(400);
    expect(french.body.message).toBe(
      'La colonne Tel est associée à telephone, qui n’est pas un champ de la feuille des agriculteurs.',
    );
    const twice = await upload(cast.agentA.token, 'farmers/bulk', bytes, {
      mapping: JSON.stringify({ Tel: 'phone', Mobile: 'phone', Farmer: 'fullName' }),
    }).expect(400);
    expect(twice.body.message).toBe('Two columns are mapped to phone: keep one.');
    // A column mapped onto a field another column is matched to by its header.
    const withPhone = await sheetWithOwnHeaders([goodRow()], ['Phone']);
    const clash = await upload(cast.agentA.token, 'farmers/bulk', withPhone, {
      mapping: JSON.stringify({ Tel: 'phone', Farmer: 'fullName' }),
    }).expect(400);
    expect(clash.body.message).toBe('Two columns are mapped to phone: keep one.');
    const frenchTwice = await upload(
      cast.agentA.token,
      'farmers/bulk',
      withPhone,
      { mapping: JSON.stringify({ Tel: 'phone', Farmer: 'fullName' }) },
      'fr',
    ).expect(400);
    expect(frenchTwice.body.message).toBe('Deux colonnes sont associées à phone : n’en gardez qu’une.');
    const notJson = await upload(cast.agentA.token, 'farmers/bulk', bytes, { mapping: 'Tel=phone' }).expect(400);
    expect(notJson.body.message).toBe(
      'The column mapping must map each column of the sheet to a field (or to nothing).',
    );
    await columnsOf(cast.agentA.token, bytes, { mapping: JSON.stringify({ Tel: 'telephone' }) }).expect(400);
    const queued = await upload(cast.agentA.token, 'farmers/async-bulk-upload', bytes, {
      mapping: JSON.stringify({ Tel: 'phone', Mobile: 'phone' }),
    }).expect(400);
    expect(queued.body.message).toBe('Two columns are mapped to phone: keep one.');
    expect(await farmersOf(cast.agentA.id)).toBe(before);
  });

  it('carries the mapping to the background import', async () => {
    const row = goodRow();
    const bytes = await sheetWithOwnHeaders([row]);
    const queued = await upload(cast.agentA.token, 'farmers/async-bulk-upload', bytes, {
      mapping: JSON.stringify({ Tel: 'phone', Farmer: 'fullName' }),
    }).expect(201);
    let progress = { state: '', report: null as null | Record<string, unknown> };
    for (let i = 0; i < 120 && progress.state !== 'completed'; i++) {
      progress = (
        await t
          .http()
          .get(api(`farmers/imports/${queued.body.data.jobId}`))
          .set(bearer(cast.agentA.token))
          .expect(200)
      ).body;
      if (progress.state !== 'completed') await new Promise((r) => setTimeout(r, 250));
    }
    expect(progress).toMatchObject({ state: 'completed', report: { created: 1, refused: 0 } });
    const [stored] = await t.sql(`SELECT full_name FROM farmers WHERE created_by = $1 AND phone = $2`, [
      cast.agentA.id,
      String(row.Phone).slice(1),
    ]);
    expect(stored).toEqual({ full_name: row['Full name'] });
  });
});

describe('the read tables of an import', () => {
  it('are what a replay of the log makes of the events (the batched projection writes what the one-by-one one does)', async () => {
    // Enough rows for chunks of several (a chunk is a hundredth of the sheet): their events are projected together.
    const noRecord = {
      'Planting season': null,
      'Planting year': null,
      Crop: null,
      'Training type': null,
      'Fertilizer type': null,
      'Fertilizer quantity': null,
      'Fertilizer unit': null,
      'Actual yield': null,
      'Yield unit': null,
    };
    const rows = Array.from({ length: 240 }, (_, i) =>
      goodRow(
        i % 3 === 0
          ? {
              'E-mail': `parity${i}@example.com`,
              'Farm size': 1.25,
              'Farm size unit': 'ACRE',
              'Fertilizer type': null,
              'Fertilizer quantity': null,
              'Fertilizer unit': null,
            }
          : i % 5 === 0
            ? { ...noRecord, 'Farm size': null, 'Farm size unit': null, 'Farm community': null }
            : {},
      ),
    );
    const answer = await upload(cast.agentA.token, 'farmers/bulk', await workbookOf(rows)).expect(201);
    expect(answer.body.data).toMatchObject({ created: 240, refused: 0 });
    const snapshot = async () => ({
      farmers: await t.sql(`SELECT * FROM farmers ORDER BY id`),
      farms: await t.sql(`SELECT * FROM farms ORDER BY id`),
      records: await t.sql(`SELECT * FROM planting_records ORDER BY id`),
      items: await t.sql(`SELECT * FROM planting_record_items ORDER BY id`),
    });
    const before = await snapshot();
    expect(before.farmers.length).toBeGreaterThanOrEqual(240);
    expect(new Set(before.items.map((item) => item.section))).toEqual(new Set(['FERTILIZER']));
    expect(before.farmers.filter((farmer) => farmer.email?.startsWith('parity')).length).toBe(80);
    await t.app.get(EventStore).rebuildProjections();
    expect(await snapshot()).toEqual(before);
  });
});
