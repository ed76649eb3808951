import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipOf } from '../../../test/support/office-files';
import { DomainError } from '../errors/domain-error';
import {
  countSheetRows,
  excel,
  ExcelSchema,
  normaliseHeader,
  readExcelColumns,
  readExcelRows,
  rememberingNormaliser,
  RowErrors,
} from './excel-reader';
import { writeWorkbook } from './excel-export-pipeline';

async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Farmers');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const farmerSheet = {
  firstname: { aliases: ['First name', 'Prénom'], required: true, parse: excel.text(50) },
  lastname: { aliases: ['Last name', 'Nom'], required: true, parse: excel.text(50) },
  hectares: { aliases: ['Hectares', 'Superficie (ha)'], parse: excel.number({ min: 0, max: 10_000 }) },
  plantedOn: { aliases: ['Planted on', 'Date de semis'], parse: excel.date() },
  gender: {
    aliases: ['Gender', 'Sexe'],
    parse: excel.oneOf({ female: ['F', 'Femme', 'Woman'], male: ['M', 'Homme', 'Man'] }),
  },
} satisfies ExcelSchema;

async function readAll<S extends ExcelSchema>(bytes: Buffer, schema: S, errors: RowErrors) {
  const rows = [];
  for await (const row of readExcelRows(bytes, schema, { errors })) rows.push(row);
  return rows;
}

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a DomainError');
}

describe('readExcelRows', () => {
  it('reads rows keyed by field from French headers in another order, ignoring other columns', async () => {
    const bytes = await workbookOf([
      ['Sexe', 'Superficie (ha)', 'NOM', 'Commentaire', 'prénom', 'Date de semis'],
      ['Femme', 2.5, 'Diallo', 'à revoir', 'Aïssatou', new Date(Date.UTC(2026, 5, 1))],
      ['M', '1,75', 'Koné', null, 'Ibrahim', '15/06/2026'],
    ]);
    const errors = new RowErrors('fr');
    const rows = await readAll(bytes, farmerSheet, errors);
    expect(errors.all()).toEqual([]);
    expect(rows).toEqual([
      {
        row: 2,
        values: {
          firstname: 'Aïssatou',
          lastname: 'Diallo',
          hectares: 2.5,
          plantedOn: new Date(Date.UTC(2026, 5, 1)),
          gender: 'female',
        },
      },
      {
        row: 3,
        values: {
          firstname: 'Ibrahim',
          lastname: 'Koné',
          hectares: 1.75,
          plantedOn: new Date(Date.UTC(2026, 5, 15)),
          gender: 'male',
        },
      },
    ]);
  });

  it('collects every error of every row with its row number, translated, and yields only the good rows', async () => {
    const bytes = await workbookOf([
      ['First name', 'Last name', 'Hectares', 'Planted on', 'Gender'],
      ['Ada', 'Obi', 3, '2026-02-01', 'F'],
      ['', 'Eze', 'lots', '31/02/2026', 'X'],
      [],
      ['Chidi', null, -4, null, null],
      ['Ngozi', 'Okafor', null, null, 'woman'],
    ]);
    const errors = new RowErrors('en');
    const rows = await readAll(bytes, farmerSheet, errors);
    expect(rows.map((r) => r.row)).toEqual([2, 6]);
    expect(errors.all()).toEqual([
      { row: 3, field: 'hectares', message: '"lots" is not a number.' },
      { row: 3, field: 'plantedOn', message: '"31/02/2026" is not a date.' },
      { row: 3, field: 'gender', message: '"X" is not one of: female, male.' },
      { row: 3, field: 'firstname', message: 'A value is required.' },
      { row: 5, field: 'hectares', message: '-4 is not between 0 and 10000.' },
      { row: 5, field: 'lastname', message: 'A value is required.' },
    ]);

    const french = new RowErrors('fr');
    await readAll(bytes, farmerSheet, french);
    expect(french.all()[0]).toEqual({ row: 3, field: 'hectares', message: '« lots » n’est pas un nombre.' });
    const envelope = await failure(Promise.resolve().then(() => french.throwIfAny()));
    expect(envelope).toMatchObject({ code: 'EXCEL_ROWS_INVALID', status: 422 });
    expect(envelope.errors[0]).toEqual({ field: 'row 3: hectares', message: '« lots » n’est pas un nombre.' });
  });

  it('refuses what is not an Excel workbook, by its content, whatever it is called', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n');
    expect(await failure(readAll(pdf, farmerSheet, new RowErrors('en')))).toMatchObject({
      code: 'EXCEL_FILE_EXPECTED',
      status: 415,
    });
    const word = zipOf(['[Content_Types].xml', 'word/document.xml']);
    expect(await failure(readAll(word, farmerSheet, new RowErrors('en')))).toMatchObject({
      code: 'EXCEL_FILE_EXPECTED',
      status: 415,
    });
    const broken = zipOf(['[Content_Types].xml', 'xl/workbook.xml']);
    expect(await failure(readAll(broken, farmerSheet, new RowErrors('en')))).toMatchObject({ status: 422 });
  });

  it('refuses an empty sheet, a sheet with headers only, a sheet missing a required column, and one too long', async () => {
    expect(await failure(readAll(await workbookOf([]), farmerSheet, new RowErrors('en')))).toMatchObject({
      code: 'EXCEL_SHEET_EMPTY',
      status: 422,
    });
    expect(
      await failure(readAll(await workbookOf([['Prénom', 'Nom']]), farmerSheet, new RowErrors('en'))),
    ).toMatchObject({ code: 'EXCEL_SHEET_EMPTY' });
    const missing = await failure(
      readAll(
        await workbookOf([
          ['Prénom', 'Sexe'],
          ['Awa', 'F'],
        ]),
        farmerSheet,
        new RowErrors('en'),
      ),
    );
    expect(missing).toMatchObject({ code: 'EXCEL_COLUMNS_MISSING', status: 422, params: { columns: 'Last name' } });
    const twice = await failure(
      readAll(
        await workbookOf([
          ['Prénom', 'First name', 'Nom'],
          ['Awa', 'Awa', 'Ba'],
        ]),
        farmerSheet,
        new RowErrors('en'),
      ),
    );
    expect(twice).toMatchObject({ code: 'EXCEL_COLUMN_TWICE', params: { column: 'First name' } });
    const three = await workbookOf([
      ['Prénom', 'Nom'],
      ['A', 'B'],
      ['C', 'D'],
      ['E', 'F'],
    ]);
    const tooMany = async () => {
      for await (const _ of readExcelRows(three, farmerSheet, { errors: new RowErrors('en'), maxRows: 2 })) void _;
    };
    expect(await failure(tooMany())).toMatchObject({ code: 'EXCEL_TOO_MANY_ROWS', status: 422, params: { max: 2 } });
  });

  it('reads back a 50,000-row file written by the streaming writer, in flat memory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kasuwa-excel-'));
    try {
      const path = join(dir, 'big.xlsx');
      async function* generated() {
        for (let i = 0; i < 50_000; i++)
          yield { first: `Farmer ${i}`, last: `Family ${i % 977}`, hectares: (i % 200) / 4 };
      }
      const beforeWrite = process.memoryUsage().heapUsed;
      let peakWrite = beforeWrite;
      const written = await writeWorkbook(path, {
        rows: generated(),
        columns: [
          { header: 'Nom', value: (r) => r.last },
          { header: 'Superficie (ha)', value: (r) => r.hectares },
          { header: 'Prénom', value: (r) => r.first },
        ],
        sheet: 'Farmers',
        language: 'fr',
        onProgress: () => void (peakWrite = Math.max(peakWrite, process.memoryUsage().heapUsed)),
      });
      expect(written).toBe(50_000);

      const bytes = readFileSync(path);
      const before = process.memoryUsage().heapUsed;
      let peak = before;
      let count = 0;
      let hectares = 0;
      const errors = new RowErrors('en');
      for await (const { values } of readExcelRows(bytes, farmerSheet, { errors })) {
        count++;
        hectares += values.hectares ?? 0;
        if (count % 5000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
      expect(errors.size).toBe(0);
      expect(count).toBe(50_000);
      expect(hectares).toBe(Array.from({ length: 50_000 }, (_, i) => (i % 200) / 4).reduce((a, b) => a + b, 0));
      console.log(
        `50,000 rows: file ${(bytes.length / 1e6).toFixed(1)} MB, heap grew at most ` +
          `${((peakWrite - beforeWrite) / 1e6).toFixed(1)} MB while writing, ${((peak - before) / 1e6).toFixed(1)} ` +
          `MB while reading`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the columns the user maps', () => {
  it('reads a header the aliases do not know through the mapping, and leaves out a column mapped to nothing', async () => {
    const bytes = await workbookOf([
      ['Given name', 'Last name', 'Gender'],
      ['Aïcha', 'Bello', 'F'],
    ]);
    const errors = new RowErrors('en');
    const rows = [];
    for await (const row of readExcelRows(bytes, farmerSheet, {
      errors,
      columns: { 'given name': 'firstname', Gender: null },
    }))
      rows.push(row.values);
    expect(rows).toEqual([expect.objectContaining({ firstname: 'Aïcha', lastname: 'Bello', gender: null })]);
    expect(await readExcelColumns(bytes, farmerSheet)).toEqual([
      { column: 'Given name', field: null },
      { column: 'Last name', field: 'lastname' },
      { column: 'Gender', field: 'gender' },
    ]);
    expect(
      await readExcelColumns(bytes, farmerSheet, { columns: { 'Given name': 'firstname', Gender: null } }),
    ).toEqual([
      { column: 'Given name', field: 'firstname' },
      { column: 'Last name', field: 'lastname' },
      { column: 'Gender', field: null },
    ]);
  });
});

describe('countSheetRows', () => {
  it('counts the rows of the sheet read, title and header lines included, before reading it', async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('Farmers');
    first.addRow(['A list of farmers']);
    first.addRow(['First name', 'Last name']);
    for (let i = 0; i < 2500; i++) first.addRow([`Name ${i}`, 'Bello']);
    workbook.addWorksheet('Notes').addRow(['one line']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await countSheetRows(bytes)).toBe(2502);
    expect(await countSheetRows(bytes, 2)).toBe(1);
    await expect(countSheetRows(Buffer.from('%PDF-1.4 not a workbook'))).rejects.toThrow();
  });

  it('takes the range a long sheet declares, and counts the rows of a sheet that declares a short one or none', async () => {
    const sheet = (head: string) =>
      zipOf({
        '[Content_Types].xml': '<Types/>',
        'xl/workbook.xml': '<workbook/>',
        'xl/worksheets/sheet1.xml':
          `<worksheet>${head}<sheetData><row r="1"/><row r="2"><c r="A2" ` +
          `t="inlineStr"><is><t>Ada</t></is></c></row><x:row r="3"/></sheetData></worksheet>`,
      });
    expect(await countSheetRows(sheet('<dimension ref="A1:C25000"/>'))).toBe(25000);
    expect(await countSheetRows(sheet('<dimension ref="A1:C2"/>'))).toBe(3);
    expect(await countSheetRows(sheet('<dimension ref="A1"/>'))).toBe(3);
    expect(await countSheetRows(sheet(''))).toBe(3);
  });
});

describe('rememberingNormaliser', () => {
  it('normalises each text once, up to the number it remembers, and always answers as the normaliser does', () => {
    const seen: string[] = [];
    const normalise = rememberingNormaliser((text) => {
      seen.push(text);
      return normaliseHeader(text);
    }, 2);
    const texts = ['Kano ', 'KANO', 'Kano ', 'Kàno', 'KANO', 'Kàno'];
    expect(texts.map(normalise)).toEqual(texts.map(normaliseHeader));
    // The first two spellings are remembered; the third is normalised every time it comes.
    expect(seen).toEqual(['Kano ', 'KANO', 'Kàno', 'Kàno']);
  });
});
