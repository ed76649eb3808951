import ExcelJS from 'exceljs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExcelColumn, writeWorkbook } from './excel-export-pipeline';

interface Row {
  name: string;
  age: number;
  joined: Date;
  note?: string;
}

const COLUMNS: ExcelColumn<Row>[] = [
  { header: 'EXPORT_COLUMN_FIRSTNAME', value: (r) => r.name },
  { header: 'EXPORT_COLUMN_CREATEDAT', value: async (r) => r.joined },
  { header: 'FARMER_EXPORT_AGE', value: (r) => r.age },
  { header: 'EXPORT_COLUMN_COMPANY', value: (r) => r.note },
];

async function* rowsOf(rows: Row[]): AsyncGenerator<Row> {
  for (const row of rows) yield row;
}

describe('writeWorkbook', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kasuwa-workbook-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a bold header in the language asked, then each row with its texts, numbers and dates as they are', async () => {
    const path = join(dir, 'rows.xlsx');
    const joined = new Date('2026-03-10T00:00:00.000Z');
    const rows = [
      { name: 'Amina Yusuf', age: 34, joined },
      { name: 'Kofi Mensah', age: 51, joined, note: 'Co-op' },
    ];
    expect(
      await writeWorkbook(path, {
        rows: rowsOf(rows),
        columns: COLUMNS,
        sheet: 'FARMERS_EXPORT_SHEET',
        language: 'fr',
      }),
    ).toBe(2);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(3);
    const second = sheet.getRow(3);
    expect([second.getCell(1).value, second.getCell(3).value, second.getCell(4).value]).toEqual([
      'Kofi Mensah',
      51,
      'Co-op',
    ]);
    // A date is a date in the sheet (a date format), not a serial number shown as one.
    expect(second.getCell(2).value).toEqual(joined);
    expect(second.getCell(2).numFmt).toMatch(/[dy]/);
    expect(sheet.getRow(2).getCell(3).numFmt ?? 'General').toBe('General');
    expect(sheet.getRow(2).getCell(4).value).toBeNull();
  });
});
