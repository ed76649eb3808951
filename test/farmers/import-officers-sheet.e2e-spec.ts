import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { FarmerImportKeysForEnrolled1763800001539 } from '../../migrations/1763800001539-FarmerImportKeysForEnrolled';
import { ImportFarmers } from '../../src/farmers/jobs/farmers.jobs';
import { JobQueues } from '../../src/kernel/messaging/job-queue.service';
import { StorageService } from '../../src/kernel/storage/storage.service';
import { startTestApp, TestApp } from '../support/test-app';
import { castOf, Cast } from './scope';
import { api, bearer, farmerBody, listsOf, NIGERIA, person } from './support';

let t: TestApp;
let cast: Cast;
let names: { project: string; partner: string };
let lists: Awaited<ReturnType<typeof listsOf>>;

beforeAll(async () => {
  t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  cast = await castOf(t);
  lists = await listsOf(t, cast.admin, NIGERIA);
  const [p] = await t.sql<{ name: string }>(`SELECT name FROM farmer_reference_items WHERE id = $1`, [lists.projectId]);
  const [a] = await t.sql<{ name: string }>(`SELECT name FROM farmer_reference_items WHERE id = $1`, [
    lists.aggregationPartnerId,
  ]);
  names = { project: p.name, partner: a.name };
});
afterAll(() => t.close());

/** The headers of an enumeration sheet as programme officers write them: none is the template's own but LGA and State. */
const HEADERS = [
  'S/N',
  'Farmer Name',
  'Sex',
  'Phone Number',
  'State',
  'LGA',
  'Community',
  'Farm Size',
  'Unit',
  'Crop',
  'Season',
  'Year',
  'Remarks',
];

let serial = 0;
const phone = () => `0803${String(4000000 + ++serial).slice(-7)}`;
type Row = (string | number | null)[];
/** A row of the officers' sheet: `size` as they type it (text), `unit` as they write it. */
const row = (
  state: string,
  lga: string,
  overrides: Partial<
    Record<'name' | 'sex' | 'phone' | 'size' | 'unit' | 'crop' | 'season', string | number | null>
  > = {},
): Row => [
  ++serial,
  overrides.name ?? `Farmer ${serial}`,
  overrides.sex ?? (serial % 2 ? 'M' : 'F'),
  overrides.phone === undefined ? phone() : overrides.phone,
  state,
  lga,
  'Ungwan Rimi',
  overrides.size === undefined ? '2.5' : overrides.size,
  overrides.unit === undefined ? 'Hectares' : overrides.unit,
  overrides.crop ?? 'Maize',
  overrides.season ?? 'Rainy season',
  '2024',
  'visited twice',
];

/**
 * The workbook as officers send it: a notes sheet first, then the farmers under a merged title row and a subtitle, with
 * their own header words, no Address/Project/Aggregation partner columns, places spelt as they spell them.
 */
async function officersWorkbook(rows: Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const notes = workbook.addWorksheet('Notes');
  notes.addRow(['Enumeration notes']);
  notes.addRow(['Collected by the zonal office; phones checked by call-back']);
  const sheet = workbook.addWorksheet('Enumeration');
  sheet.getCell('A1').value = 'FARMER ENUMERATION — 2024 WET SEASON';
  sheet.mergeCells('A1:M1');
  sheet.getCell('A2').value = 'Zonal office: Kaduna';
  sheet.addRow(HEADERS);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = (
  path: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
  language = 'en',
  token = cast.agentA.token,
) => {
  const request = t.http().post(api(path)).set(bearer(token)).set('Accept-Language', language);
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  return request.attach('farmersList', bytes, 'enumeration.xlsx');
};

async function untilEnded(jobId: string): Promise<{
  state: string;
  progress: number;
  report: Record<string, unknown> | null;
  failure: { code: string; message: string; errors: { message: string }[] } | null;
}> {
  for (let i = 0; i < 240; i++) {
    const progress = (
      await t
        .http()
        .get(api(`farmers/imports/${jobId}`))
        .set(bearer(cast.agentA.token))
        .expect(200)
    ).body;
    if (progress.state === 'completed' || progress.state === 'failed') return progress;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`import ${jobId} did not end`);
}

const mailsTo = (email: string, subject: RegExp) =>
  t.inbox!.messages.filter((m) => m.to.includes(email) && subject.test(m.subject));

describe('an enumeration sheet as programme officers write it', () => {
  // Rows 4 to 16 of the sheet (title, subtitle, header above them).
  const good = [
    row('Kaduna', 'Zango-Kataf', { phone: `+234${phone().slice(1)}` }),
    row('Benue', 'Vandekya', { size: '1,5', unit: 'ha' }),
    row('Plateau', "Quan'Anpan", { phone: Number(phone().slice(1)), size: 3, unit: 'Acres' }),
    row('Oyo', 'Itseiwaju', { phone: `0803 ${phone().slice(4)}` }),
    row('Katsina', 'Dutsinma'),
    row('Katsina', 'Danji'),
    row('kaduna ', 'zangon-KATAF'),
    row('Kaduna', 'Kaduna North', { size: '2 ha', unit: null }),
    row('Kaduna', 'Chikun', { phone: `234${phone().slice(1)}` }),
  ];
  const refused: [Row, string, RegExp][] = [
    [row('Kaduna', 'Zangon Katf'), 'city', /^Unknown LGA 'Zangon Katf' — did you mean Zangon Kataf\?$/],
    [row('Kadunna', 'Chikun'), 'state', /^Unknown state 'Kadunna' — did you mean Kaduna\?$/],
    [row('Kaduna', 'Atlantis'), 'city', /^Unknown LGA 'Atlantis': no LGA of Kaduna is close to it\.$/],
    [row('Kaduna', 'Chikun', { size: 'big' }), 'farmSize', /greater than 0/],
  ];
  const rows = [...good, ...refused.map(([r]) => r)];
  const values = () =>
    JSON.stringify({ address: 'Kaduna zonal office', project: names.project, aggregationPartner: names.partner });
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = await officersWorkbook(rows);
  });

  it('is analysed: the farmers found on their sheet below the titles, each column matched with why, the missing fields and the headers not understood', async () => {
    const answer = await upload('farmers/import/columns', bytes).expect(200);
    expect(answer.body).toMatchObject({
      sheet: 2,
      headerRow: 3,
      missing: ['address', 'project', 'aggregationPartner'],
      notUnderstood: ['S/N', 'Remarks'],
    });
    const column = (name: string) => answer.body.columns.find((c: { column: string }) => c.column === name);
    expect(column('Unit')).toMatchObject({ field: 'farmSizeUnit', by: 'HEADER', values: ['Hectares', 'ha', 'Acres'] });
    expect(column('Sex')).toMatchObject({ field: 'gender', by: 'HEADER' });
    expect(column('Phone Number')).toMatchObject({ field: 'phone', by: 'HEADER' });
    expect(column('Farmer Name')).toMatchObject({ field: 'fullName', by: 'HEADER' });
    expect(column('LGA').values).toEqual(['Zango-Kataf', 'Vandekya', "Quan'Anpan", 'Itseiwaju', 'Dutsinma']);
    // With the values for the whole file, nothing is missing any more.
    const completed = await upload('farmers/import/columns', bytes, { values: values() }).expect(200);
    expect(completed.body.missing).toEqual([]);
  });

  it('is refused when received, before any job is queued, naming each missing column and each header not understood (English and French)', async () => {
    const queue = t.app.get(JobQueues).queue('farmer-import');
    const jobsBefore = (await queue.getJobCounts()) as Record<string, number>;
    const english = await upload('farmers/async-bulk-upload', bytes).expect(422);
    expect(english.body.code).toBe('FARMER_IMPORT_COLUMNS_MISSING');
    expect(english.body.message).toBe(
      'This sheet cannot be imported as sent: no column for Address, Project, Aggregation partner. Headers not understood: S/N, Remarks. Map those columns, or give a value for the whole file.',
    );
    expect(english.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'No column for Address.',
      'No column for Project.',
      'No column for Aggregation partner.',
      'Header not understood: S/N.',
      'Header not understood: Remarks.',
    ]);
    const french = await upload('farmers/async-bulk-upload', bytes, {}, 'fr').expect(422);
    expect(french.body.message).toMatch(
      /^Cette feuille ne peut pas être importée telle quelle : aucune colonne pour Adresse, Projet, Partenaire d'agrégation\./,
    );
    await upload('farmers/bulk', bytes).expect(422);
    expect(await queue.getJobCounts()).toEqual(jobsBefore);
  });

  it('goes through with values for the whole file: the dry run says what it would do, the import creates the good rows and refuses the others with a suggestion', async () => {
    const farmersBefore = (
      await t.sql(`SELECT count(*)::int AS n FROM farmers WHERE created_by = $1`, [cast.agentA.id])
    )[0].n;
    const dry = await upload('farmers/bulk', bytes, { values: values(), dryRun: 'true' }).expect(200);
    expect(dry.body.message).toBe(
      `Would create ${good.length} farmers, would refuse ${refused.length} rows; 0 are on the list already. Nothing was written.`,
    );
    expect(dry.body.message).not.toMatch(/imported/i);
    expect((await t.sql(`SELECT count(*)::int AS n FROM farmers WHERE created_by = $1`, [cast.agentA.id]))[0].n).toBe(
      farmersBefore,
    );

    const done = await upload('farmers/bulk', bytes, { values: values() }).expect(201);
    const report = done.body.data;
    expect(report).toMatchObject({
      rows: rows.length,
      created: good.length,
      refused: refused.length,
      alreadyImported: 0,
    });
    refused.forEach(([, field, message], index) => {
      const sheetRow = 4 + good.length + index;
      expect({ sheetRow, errors: report.errors.filter((e: { row: number }) => e.row === sheetRow) }).toEqual({
        sheetRow,
        errors: [{ row: sheetRow, field, message: expect.stringMatching(message) }],
      });
    });
    expect(report.errors).toHaveLength(refused.length);

    // Each place as the areas table names it, phones as the registry keeps them, sizes and units as typed.
    const stored = await t.sql<{
      state: string;
      city: string;
      phone: string;
      size: string;
      size_unit: string;
      address: string;
    }>(
      `SELECT s.name AS state, c.name AS city, f.phone, fa.size::text AS size, fa.size_unit, f.address
       FROM farmers f JOIN states s ON s.id = f.state_id JOIN cities c ON c.id = f.city_id JOIN farms fa ON fa.farmer_id = f.id
       WHERE f.created_by = $1 AND f.phone = ANY($2) ORDER BY f.phone`,
      [
        cast.agentA.id,
        good.map((r) =>
          String(r[3])
            .replace(/\s/g, '')
            .replace(/^\+?234|^0/, ''),
        ),
      ],
    );
    expect(stored.map((s) => `${s.state}/${s.city}`).sort()).toEqual(
      [
        'Kaduna/Zangon Kataf',
        'Benue/Vandeikya',
        "Plateau/Qua'an Pan",
        'Oyo/Itesiwaju',
        'Katsina/Dutsin Ma',
        'Katsina/Danja',
        'Kaduna/Zangon Kataf',
        'Kaduna/Kaduna North',
        'Kaduna/Chikun',
      ].sort(),
    );
    expect(new Set(stored.map((s) => s.address))).toEqual(new Set(['Kaduna zonal office']));
    const farmOf = (index: number) =>
      stored.find(
        (s) =>
          s.phone ===
          String(good[index][3])
            .replace(/\s/g, '')
            .replace(/^\+?234|^0/, ''),
      )!;
    expect([Number(farmOf(1).size), farmOf(1).size_unit]).toEqual([1.5, 'HA']);
    expect([Number(farmOf(2).size), farmOf(2).size_unit]).toEqual([3, 'ACRE']);
    expect([Number(farmOf(7).size), farmOf(7).size_unit]).toEqual([2, 'HA']);
  });

  it('runs in the background with the same values: a dry run mails what it would do and never says imported', async () => {
    const sheet = await officersWorkbook([row('Kaduna', 'Zango-Kataf'), row('Kaduna', 'Zangon Katf')]);
    const queued = await upload('farmers/async-bulk-upload', sheet, { values: values(), dryRun: 'true' }).expect(201);
    const ended = await untilEnded(queued.body.data.jobId);
    expect(ended).toMatchObject({
      state: 'completed',
      progress: 100,
      report: { dryRun: true, created: 1, refused: 1 },
      failure: null,
    });
    const mail = await t.inbox!.waitFor(
      (m) => m.to.includes(cast.agentA.email) && /would create/.test(m.subject),
      30000,
    );
    expect(mail.subject).toBe('Your farmer file checked: would create 1, would refuse 1');
    expect(mail.text).toMatch(/nothing was written: it would create 1 farmers and would refuse 1 rows/);
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/imported/i);
    // The sheet of refused rows carries the suggestion beside the row, on the farmers' sheet.
    const report = new ExcelJS.Workbook();
    await report.xlsx.load(mail.attachments[0].content as unknown as ExcelJS.Buffer);
    const farmers = report.getWorksheet('Enumeration')!;
    const errorsColumn = (farmers.getRow(3).values as string[]).indexOf('Errors');
    expect(errorsColumn).toBeGreaterThan(0);
    expect(String(farmers.getRow(5).getCell(errorsColumn).value)).toBe(
      "city: Unknown LGA 'Zangon Katf' — did you mean Zangon Kataf?",
    );
  });
});

describe('an import that fails for good', () => {
  it('mails its sender the reason exactly once and shows it on its progress, after its last attempt', async () => {
    // A job whose stored file is gone (storage lost between the upload and the job): every attempt fails.
    const importId = randomUUID();
    await t.app.get(JobQueues).add(
      ImportFarmers,
      {
        importId,
        requesterId: cast.agentA.id,
        ownerId: cast.agentA.id,
        countryId: NIGERIA,
        fileKey: `farmer-imports/${randomUUID()}.xlsx`,
        dryRun: false,
        language: 'en',
        correlationId: randomUUID(),
      },
      { jobId: importId, backoff: { type: 'fixed', delay: 10 } },
    );
    const ended = await untilEnded(importId);
    expect(ended.state).toBe('failed');
    expect(ended.failure).toEqual({
      code: 'FARMER_IMPORT_FAILED',
      message: expect.stringMatching(/^Error importing farmers: the server could not finish it \(reference /),
      errors: [],
    });
    await t.settled();
    const job = await t.app.get(JobQueues).queue('farmer-import').getJob(importId);
    expect(job!.attemptsMade).toBe(3);
    const mails = mailsTo(cast.agentA.email, /^Async bulk upload failed$/).filter((m) => m.text.includes(importId));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/Error importing farmers: the server could not finish it/);
  });

  it('is not tried again when the sheet itself is refused in the job, and its mail names each missing column', async () => {
    const file = await t.app
      .get(StorageService)
      .save('farmer-imports', await officersWorkbook([row('Kaduna', 'Chikun')]), {
        accept: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      });
    const importId = randomUUID();
    await t.app.get(JobQueues).add(
      ImportFarmers,
      {
        importId,
        requesterId: cast.agentA.id,
        ownerId: cast.agentA.id,
        countryId: NIGERIA,
        fileKey: file.key,
        dryRun: false,
        language: 'fr',
        correlationId: randomUUID(),
      },
      { jobId: importId },
    );
    const ended = await untilEnded(importId);
    expect(ended.failure).toMatchObject({
      code: 'FARMER_IMPORT_COLUMNS_MISSING',
      message: expect.stringMatching(/aucune colonne pour Adresse, Projet, Partenaire d'agrégation/),
    });
    await t.settled();
    expect((await t.app.get(JobQueues).queue('farmer-import').getJob(importId))!.attemptsMade).toBe(1);
    const mail = await t.inbox!.waitFor(
      (m) =>
        m.to.includes(cast.agentA.email) && m.subject === 'Échec de l’import en arrière-plan' && /Adresse/.test(m.text),
      15000,
    );
    expect(mail.text).toMatch(/aucune colonne pour Adresse, Projet, Partenaire d'agrégation/);
    expect(mail.text).toMatch(/- Aucune colonne pour Adresse\./);
    expect(mailsTo(cast.agentA.email, /^Échec de l’import en arrière-plan$/)).toHaveLength(1);
  });
});

describe('what the spellings of an organisation mean', () => {
  const values = () =>
    JSON.stringify({ address: 'Kaduna zonal office', project: names.project, aggregationPartner: names.partner });

  it("groups each unknown spelling once with its rows and suggestion; what the user says it means applies to that organisation's next imports, not to another's", async () => {
    const sheet = await officersWorkbook([
      row('Kaduna', 'Zangon Katf'),
      row('Kaduna', 'Zangon Katf'),
      row('Kadunna', 'Chikun'),
      row('Kaduna', 'Atlantis'),
    ]);
    const dry = await upload('farmers/bulk', sheet, { values: values(), dryRun: 'true' }).expect(200);
    expect(dry.body.data.unknownValues).toEqual([
      { field: 'city', value: 'Zangon Katf', state: 'Kaduna', rows: 2, suggestion: 'Zangon Kataf' },
      { field: 'city', value: 'Atlantis', state: 'Kaduna', rows: 1, suggestion: null },
      { field: 'state', value: 'Kadunna', state: null, rows: 1, suggestion: 'Kaduna' },
    ]);
    // The user accepts the two suggestions once each (the row with no close LGA stays refused).
    const accepted = dry.body.data.unknownValues
      .filter((u: { suggestion: string | null }) => u.suggestion)
      .map((u: { field: string; value: string; state: string | null; suggestion: string }) => ({
        field: u.field,
        value: u.value,
        ...(u.state ? { state: u.state } : {}),
        means: u.suggestion,
      }));
    const done = await upload('farmers/bulk', sheet, { values: values(), aliases: JSON.stringify(accepted) }).expect(
      201,
    );
    expect(done.body.data).toMatchObject({
      created: 3,
      refused: 1,
      errors: [{ field: 'city', message: "Unknown LGA 'Atlantis': no LGA of Kaduna is close to it." }],
    });

    // The same spellings in the organisation's next sheet are read as said, without being told again.
    const nextRows = [row('Kaduna', 'zangon  katf'), row('Kadunna', 'Chikun')];
    const again = await upload('farmers/bulk', await officersWorkbook(nextRows), { values: values() }).expect(201);
    expect(again.body.data).toMatchObject({ created: 2, refused: 0, unknownValues: [] });
    const places = await t.sql<{ place: string }>(
      `SELECT s.name || '/' || c.name AS place FROM farmers f JOIN states s ON s.id = f.state_id JOIN cities c ON c.id = f.city_id WHERE f.created_by = $1 AND f.phone = ANY($2) ORDER BY f.phone`,
      [cast.agentA.id, nextRows.map((r) => String(r[3]).slice(1))],
    );
    expect(places.map((p) => p.place)).toEqual(['Kaduna/Zangon Kataf', 'Kaduna/Chikun']);

    // Another organisation's import is not told what agent A's officers meant.
    const other = await upload(
      'farmers/bulk',
      await officersWorkbook([row('Kaduna', 'Zangon Katf'), row('Kadunna', 'Chikun')]),
      { values: values() },
      'en',
      cast.agentB.token,
    ).expect(201);
    expect(other.body.data).toMatchObject({ created: 0, refused: 2 });
    expect(other.body.data.errors.map((e: { message: string }) => e.message)).toEqual([
      "Unknown LGA 'Zangon Katf' — did you mean Zangon Kataf?",
      "Unknown state 'Kadunna' — did you mean Kaduna?",
    ]);
  });

  it('refuses an alias naming no place of the list, and a list that is not one, writing nothing', async () => {
    const sheet = await officersWorkbook([row('Kaduna', 'Zangon Katf')]);
    const unknown = await upload('farmers/bulk', sheet, {
      values: values(),
      aliases: JSON.stringify([{ field: 'city', value: 'Zangon Katf', state: 'Kaduna', means: 'Atlantis' }]),
    }).expect(400);
    expect(unknown.body.message).toBe('"Zangon Katf" is said to mean Atlantis, which is not a LGA of Kaduna.');
    const malformed = await upload('farmers/bulk', sheet, {
      values: values(),
      aliases: JSON.stringify({ city: 'Zangon Kataf' }),
    }).expect(400);
    expect(malformed.body.code).toBe('FARMER_IMPORT_ALIASES_INVALID');
  });
});

describe('a mapping kept for the organisation', () => {
  it('offers the mapping and values of an import again for a sheet with the same headers, to that organisation only', async () => {
    const values = { address: 'Kaduna zonal office', project: names.project, aggregationPartner: names.partner };
    const mapping = { 'S/N': null, Remarks: null };
    // Two agents of organisations of their own that have imported nothing yet.
    const [ours, theirs] = [
      (await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Kept', lastname: 'Mapping' })).token,
      (await person(t, 'ROLE_EXTENSION_AGENT', { firstname: 'Other', lastname: 'Org' })).token,
    ];
    const first = await officersWorkbook([row('Kaduna', 'Chikun')]);
    // A dry run keeps nothing; the import does.
    await upload(
      'farmers/bulk',
      first,
      { values: JSON.stringify(values), mapping: JSON.stringify(mapping), dryRun: 'true' },
      'en',
      ours,
    ).expect(200);
    const before = await upload('farmers/import/columns', first, {}, 'en', ours).expect(200);
    expect(before.body).toMatchObject({ template: false, missing: ['address', 'project', 'aggregationPartner'] });
    await upload(
      'farmers/bulk',
      first,
      { values: JSON.stringify(values), mapping: JSON.stringify(mapping) },
      'en',
      ours,
    ).expect(201);

    // The next sheet with the same headers reads as the last one was told.
    const next = await officersWorkbook([row('Kaduna', 'Kaduna North'), row('Kaduna', 'Chikun')]);
    const offered = await upload('farmers/import/columns', next, {}, 'en', ours).expect(200);
    expect(offered.body).toMatchObject({ template: true, missing: [], notUnderstood: [], values });
    expect(offered.body.columns.find((c: { column: string }) => c.column === 'S/N')).toMatchObject({
      field: null,
      by: 'MAPPING',
    });
    // Another organisation's sender is offered nothing.
    const other = await upload('farmers/import/columns', next, {}, 'en', theirs).expect(200);
    expect(other.body).toMatchObject({ template: false, missing: ['address', 'project', 'aggregationPartner'] });
  });
});

describe('genders, seasons, units and crops as officers write them', () => {
  const values = () =>
    JSON.stringify({ address: 'Kaduna zonal office', project: names.project, aggregationPartner: names.partner });
  const known = [
    row('Kaduna', 'Chikun', { sex: 'Female', crop: 'Maize ', season: 'rainy', unit: 'hectares' }),
    row('Kaduna', 'Chikun', { sex: 'Femme', crop: 'maïs', season: 'wet season', unit: 'ha' }),
    row('Kaduna', 'Chikun', { sex: 'woman', crop: 'corn', season: 'saison des pluies', unit: 'acre', size: '3' }),
    row('Kaduna', 'Chikun', { sex: 'F', crop: 'Guinea corn', season: 'Dry', unit: null, size: '2 Acres' }),
  ];
  // Each unknown word, the field it is refused in, and the refusal in English and in French.
  const unknown: [Row, string, string, string][] = [
    [
      row('Kaduna', 'Chikun', { crop: 'Maiz' }),
      'crop',
      "Unknown crop 'Maiz' — did you mean Maize?",
      'Culture inconnue « Maiz » — vouliez-vous dire Maïs ?',
    ],
    [
      row('Kaduna', 'Chikun', { crop: 'Maiz' }),
      'crop',
      "Unknown crop 'Maiz' — did you mean Maize?",
      'Culture inconnue « Maiz » — vouliez-vous dire Maïs ?',
    ],
    [
      row('Kaduna', 'Chikun', { season: 'Rainny season' }),
      'season',
      "Unknown season 'Rainny season' — did you mean Rainy season?",
      'Saison inconnue « Rainny season » — vouliez-vous dire Saison des pluies ?',
    ],
    [
      row('Kaduna', 'Chikun', { unit: 'plots' }),
      'farmSizeUnit',
      "Unknown unit 'plots': no unit of the list is close to it.",
      'Unité inconnue « plots » : aucune unité de la liste n’en est proche.',
    ],
    [
      row('Kaduna', 'Chikun', { sex: 'Femal' }),
      'gender',
      "Unknown gender 'Femal' — did you mean Female?",
      'Genre inconnu « Femal » — vouliez-vous dire Femme ?',
    ],
    [
      row('Kaduna', 'Chikun', { crop: 'Dragon fruit' }),
      'crop',
      "Unknown crop 'Dragon fruit': no crop of the list is close to it.",
      'Culture inconnue « Dragon fruit » : aucune culture de la liste n’en est proche.',
    ],
  ];
  const rows = [...known, ...unknown.map(([r]) => r)];
  const phones = (list: Row[]) => list.map((r) => String(r[3]).slice(1));

  it('reads the words it knows, groups the others with their rows and a suggestion, and refuses each row with it in English and French', async () => {
    const bytes = await officersWorkbook(rows);
    const dry = await upload('farmers/bulk', bytes, { values: values(), dryRun: 'true' }).expect(200);
    expect(dry.body.data).toMatchObject({ created: known.length, refused: unknown.length });
    expect(dry.body.data.unknownValues).toEqual([
      { field: 'crop', value: 'Maiz', state: null, rows: 2, suggestion: 'Maize' },
      { field: 'crop', value: 'Dragon fruit', state: null, rows: 1, suggestion: null },
      { field: 'gender', value: 'Femal', state: null, rows: 1, suggestion: 'Female' },
      { field: 'farmSizeUnit', value: 'plots', state: null, rows: 1, suggestion: null },
      { field: 'season', value: 'Rainny season', state: null, rows: 1, suggestion: 'Rainy season' },
    ]);
    const refusals = (report: { errors: { row: number; field: string; message: string }[] }) =>
      report.errors.map((e) => [e.row, e.field, e.message]);
    const firstUnknownRow = 4 + known.length;
    expect(refusals(dry.body.data)).toEqual(
      unknown.map(([, field, english], i) => [firstUnknownRow + i, field, english]),
    );
    const french = await upload('farmers/bulk', bytes, { values: values(), dryRun: 'true' }, 'fr').expect(200);
    expect(refusals(french.body.data)).toEqual(
      unknown.map(([, field, , francais], i) => [firstUnknownRow + i, field, francais]),
    );
    expect(french.body.data.unknownValues[0]).toEqual({
      field: 'crop',
      value: 'Maiz',
      state: null,
      rows: 2,
      suggestion: 'Maïs',
    });

    // The known words are kept as the registry, the farms and the records keep them.
    const done = await upload('farmers/bulk', bytes, { values: values() }).expect(201);
    expect(done.body.data).toMatchObject({ created: known.length, refused: unknown.length });
    const stored = await t.sql<{ gender: string; size_unit: string; size: string; season: string; crop: string }>(
      `SELECT f.gender, fa.size_unit, fa.size::text AS size, r.season, c.name AS crop
       FROM farmers f JOIN farms fa ON fa.farmer_id = f.id JOIN planting_records r ON r.farm_id = fa.id JOIN crop_types c ON c.id = r.crop_type_id
       WHERE f.created_by = $1 AND f.phone = ANY($2) ORDER BY f.created_at, f.phone`,
      [cast.agentA.id, phones(known)],
    );
    expect(stored.map((s) => [s.gender, s.size_unit, Number(s.size), s.season, s.crop])).toEqual([
      ['FEMALE', 'HA', 2.5, 'RAINY', 'Maize'],
      ['FEMALE', 'HA', 2.5, 'RAINY', 'Maize'],
      ['FEMALE', 'ACRE', 3, 'RAINY', 'Maize'],
      ['FEMALE', 'ACRE', 2, 'DRY', 'Sorghum'],
    ]);
  });

  it("applies what the user accepted to the rows, and to the organisation's next imports only", async () => {
    const bytes = await officersWorkbook(rows);
    const dry = await upload('farmers/bulk', bytes, { values: values(), dryRun: 'true' }, 'fr').expect(200);
    // The French suggestions sent back as they were offered.
    const accepted = dry.body.data.unknownValues
      .filter((u: { suggestion: string | null }) => u.suggestion)
      .map((u: { field: string; value: string; suggestion: string }) => ({
        field: u.field,
        value: u.value,
        means: u.suggestion,
      }));
    expect(accepted.map((a: { means: string }) => a.means)).toEqual(['Maïs', 'Femme', 'Saison des pluies']);
    const done = await upload('farmers/bulk', bytes, { values: values(), aliases: JSON.stringify(accepted) }).expect(
      201,
    );
    // The rows already imported by the test above are recognised; the accepted spellings make four more.
    expect(done.body.data).toMatchObject({ created: 4, alreadyImported: known.length, refused: 2 });
    expect(done.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['farmSizeUnit', 'crop']);

    const next = [row('Kaduna', 'Chikun', { crop: 'maiz', season: 'Rainny Season', sex: 'femal' })];
    const again = await upload('farmers/bulk', await officersWorkbook(next), { values: values() }).expect(201);
    expect(again.body.data).toMatchObject({ created: 1, refused: 0, unknownValues: [] });
    const [stored] = await t.sql<{ gender: string; season: string; crop: string }>(
      `SELECT f.gender, r.season, c.name AS crop FROM farmers f JOIN planting_records r ON r.farmer_id = f.id JOIN crop_types c ON c.id = r.crop_type_id WHERE f.created_by = $1 AND f.phone = $2`,
      [cast.agentA.id, phones(next)[0]],
    );
    expect(stored).toEqual({ gender: 'FEMALE', season: 'RAINY', crop: 'Maize' });

    const other = await upload(
      'farmers/bulk',
      await officersWorkbook([row('Kaduna', 'Chikun', { crop: 'Maiz' })]),
      { values: values() },
      'en',
      cast.agentB.token,
    ).expect(201);
    expect(other.body.data).toMatchObject({
      created: 0,
      refused: 1,
      errors: [{ field: 'crop', message: "Unknown crop 'Maiz' — did you mean Maize?" }],
    });
  });

  it('refuses an alias naming no entry of the list, writing nothing', async () => {
    const bytes = await officersWorkbook([row('Kaduna', 'Chikun', { crop: 'Quinoa' })]);
    const answer = await upload('farmers/bulk', bytes, {
      values: values(),
      aliases: JSON.stringify([{ field: 'crop', value: 'Quinoa', means: 'Chenopodium' }]),
    }).expect(400);
    expect(answer.body).toMatchObject({
      code: 'FARMER_IMPORT_VALUE_ALIAS_UNKNOWN',
      message: '"Quinoa" is said to mean Chenopodium, which the list of this column (Crop) does not have.',
    });
    const malformed = await upload('farmers/bulk', bytes, {
      values: values(),
      aliases: JSON.stringify([{ field: 'colour', value: 'x', means: 'y' }]),
    }).expect(400);
    expect(malformed.body.code).toBe('FARMER_IMPORT_ALIASES_INVALID');
  });
});

describe('farmers enrolled before enrolments kept a key', () => {
  it('are given the import key by the migration, and an import then recognises them instead of copying them', async () => {
    const [place] = await t.sql<{ stateId: number; cityId: number }>(
      `SELECT s.id AS "stateId", c.id AS "cityId" FROM states s JOIN cities c ON c.state_id = s.id WHERE s.country_id = $1 AND s.name = 'Kaduna' AND c.name = 'Chikun'`,
      [NIGERIA],
    );
    const enrolled = [
      farmerBody({ ...place, otherStateId: 0, otherStateCityId: 0 }, lists, {
        fullName: 'Ladi Phone',
        phone: phone(),
        email: null,
        community: 'Ungwan Rimi',
      }),
      farmerBody({ ...place, otherStateId: 0, otherStateCityId: 0 }, lists, {
        fullName: 'Ladi Email',
        phone: null,
        email: `ladi.${serial}@example.com`,
        community: 'Ungwan Rimi',
      }),
      farmerBody({ ...place, otherStateId: 0, otherStateCityId: 0 }, lists, {
        fullName: 'Làdi Name-Only',
        phone: null,
        email: null,
        community: 'Ungwan Rimi',
      }),
    ];
    const ids: string[] = [];
    for (const body of enrolled)
      ids.push(
        (await t.http().post(api('farmers')).set(bearer(cast.agentA.token)).send(body).expect(201)).body.data.id,
      );
    // As they were before enrolments claimed a key: the import's keys know none of them.
    await t.sql(`DELETE FROM farmer_import_keys WHERE farmer_id = ANY($1)`, [ids]);

    // The same farmers as an officer's sheet writes them (the name with its accent and hyphen left out).
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Farmers');
    sheet.addRow(['Farmer Name', 'Sex', 'Phone Number', 'Email', 'State', 'LGA', 'Community']);
    sheet.addRow(['Ladi Phone', 'F', enrolled[0].phone, null, 'Kaduna', 'Chikun', 'Ungwan Rimi']);
    sheet.addRow(['Ladi Email', 'F', null, enrolled[1].email, 'Kaduna', 'Chikun', 'Ungwan Rimi']);
    sheet.addRow(['LADI NAME ONLY', 'F', null, null, 'Kaduna', 'Chikun', 'ungwan rimi']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const values = JSON.stringify({
      address: 'Kaduna zonal office',
      project: names.project,
      aggregationPartner: names.partner,
    });
    const before = await upload('farmers/bulk', bytes, { values, dryRun: 'true' }).expect(200);
    expect(before.body.data).toMatchObject({ created: 3, alreadyImported: 0 });

    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      await new FarmerImportKeysForEnrolled1763800001539().up(runner);
    } finally {
      await runner.release();
    }
    const keys = await t.sql<{ natural_key: string }>(
      `SELECT natural_key FROM farmer_import_keys WHERE farmer_id = ANY($1) ORDER BY natural_key`,
      [ids],
    );
    expect(keys.map((k) => k.natural_key)).toEqual([
      `email:${enrolled[1].email}`,
      expect.stringMatching(/^name:ladi name only\|ungwan rimi\|\d+$/),
      `phone:${String(enrolled[0].phone).slice(1)}`,
    ]);

    const done = await upload('farmers/bulk', bytes, { values }).expect(201);
    expect(done.body.data).toMatchObject({
      created: 0,
      alreadyImported: 3,
      alreadyImportedRows: [2, 3, 4],
      refused: 0,
    });
    const copies = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM farmers WHERE created_by = $1 AND (full_name LIKE 'Ladi %' OR full_name LIKE 'Làdi %')`,
      [cast.agentA.id],
    );
    expect(copies[0].n).toBe(3);
  });
});
