import ExcelJS from 'exceljs';
import { zipOf } from '../../../test/support/office-files';
import { CellValue, SheetRow, sheetRows, SheetUnreadable } from './excel-sheet-rows';
import { isDateFormat } from './xlsx-package';

async function all(lines: AsyncIterable<SheetRow>): Promise<SheetRow[]> {
  const read: SheetRow[] = [];
  for await (const line of lines) read.push(line);
  return read;
}

/** A cell as exceljs loads it, reduced as sheetRows reduces it: the oracle of the first test. */
function reduced(value: ExcelJS.CellValue | undefined): CellValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return reduced(value.richText.map((part) => part.text).join(''));
  if ('result' in value) return reduced(value.result as ExcelJS.CellValue);
  if ('text' in value) return reduced(String(value.text));
  return null;
}

/** A workbook as a spreadsheet user leaves it: a notes tab first, a merged title, every kind of value, a blank line. */
async function userWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Notes').addRow(['Fill in the second tab']);
  const sheet = book.addWorksheet('Farmers');
  sheet.addRow(['Farmers of Kano, 2026']);
  sheet.mergeCells('A1:D1');
  sheet.addRow([
    'Name',
    'Planted on',
    'Hectares',
    'Share',
    'Irrigated',
    'Total',
    'Label',
    'Check',
    'Link',
    'Phone',
    'Time',
  ]);
  const lines: ExcelJS.CellValue[][] = [
    [
      '  Aïssatou Diallo  ',
      new Date(Date.UTC(2026, 5, 1)),
      2.5,
      0.25,
      true,
      { formula: 'C3*2', result: 5 },
      { formula: 'A3&"!"', result: 'Aïssatou!' },
      { error: '#N/A' },
      { text: 'site', hyperlink: 'https://example.org' },
      '0803 123 4567',
      new Date(Date.UTC(1899, 11, 30, 6, 30)),
    ],
    [
      { richText: [{ text: 'Ibrahim ' }, { font: { bold: true }, text: 'Koné' }] },
      '15/06/2026',
      '1,75',
      1,
      false,
      null,
      'R&D <north> "east"',
      null,
      null,
      8031234567,
      null,
    ],
  ];
  sheet.addRow(lines[0]);
  sheet.addRow([]);
  sheet.addRow(lines[1]);
  sheet.getColumn(2).numFmt = 'dd/mm/yyyy';
  sheet.getColumn(3).numFmt = '#,##0.00 "ha"';
  sheet.getColumn(4).numFmt = '0%';
  sheet.getColumn(11).numFmt = 'h:mm';
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('sheetRows', () => {
  it('reads what exceljs loads from a workbook as users write them, with dates in date formats and numbers in others', async () => {
    const bytes = await userWorkbook();
    const loaded = new ExcelJS.Workbook();
    await loaded.xlsx.load(bytes as unknown as ArrayBuffer);
    const expected: SheetRow[] = [];
    loaded.getWorksheet('Farmers')!.eachRow((row, number) => {
      const cells: CellValue[] = Array(row.cellCount + 1).fill(null);
      // A merged range's value is its first cell's only (the loaded model repeats it in the others).
      row.eachCell(
        (cell, column) => (cells[column] = cell.isMerged && cell.master !== cell ? null : reduced(cell.value)),
      );
      expected.push({ number, cells });
    });
    const read = await all(sheetRows(bytes, 2));
    expect(read.map((line) => ({ number: line.number, cells: line.cells.slice(0, 12) }))).toEqual(
      expected.map((line) => ({ ...line, cells: [...line.cells, ...Array(12).fill(null)].slice(0, 12) })),
    );
    // What that means, cell by cell.
    expect(read[0].cells[1]).toBe('Farmers of Kano, 2026');
    expect(read[2].cells.slice(1)).toEqual([
      'Aïssatou Diallo',
      new Date(Date.UTC(2026, 5, 1)),
      2.5,
      0.25,
      true,
      5,
      'Aïssatou!',
      null,
      'site',
      '0803 123 4567',
      new Date(Date.UTC(1899, 11, 30, 6, 30)),
    ]);
    expect(read.at(-1)!.cells.slice(1, 11)).toEqual([
      'Ibrahim Koné',
      '15/06/2026',
      '1,75',
      1,
      false,
      null,
      'R&D <north> "east"',
      null,
      null,
      8031234567,
    ]);
    expect(read.map((line) => line.number)).toEqual([1, 2, 3, 5]);
    expect((await all(sheetRows(bytes)))[0].cells[1]).toBe('Fill in the second tab');
  });

  it('reads sheets in the order of their tabs, with prefixed tags, inline strings, cells without references and 1904 dates', async () => {
    const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const bytes = zipOf({
      '[Content_Types].xml': '<Types/>',
      'xl/workbook.xml':
        `<workbook xmlns="${main}" xmlns:r="${relationships}"><workbookPr date1904="1"/><sheets><sheet ` +
        `name="Farmers" sheetId="2" r:id="rId2"/><sheet name="Notes" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels':
        `<Relationships><Relationship Id="rId1" Type="${relationships}/worksheet" ` +
        `Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${relationships}/worksheet" ` +
        `Target="/xl/worksheets/sheet2.xml"/><Relationship Id="rId3" Type="${relationships}/sharedStrings" ` +
        `Target="sharedStrings.xml"/></Relationships>`,
      'xl/sharedStrings.xml':
        `<sst xmlns="${main}"><si><t>Kano &amp; Jigawa</t></si><si><r><t>Ama</t></r><r><rPr><b/></rPr><t ` +
        `xml:space="preserve">ka </t></r><rPh sb="0" eb="1"><t>アマ</t></rPh></si></sst>`,
      'xl/styles.xml':
        `<styleSheet xmlns="${main}"><numFmts count="1"><numFmt numFmtId="164" ` +
        `formatCode="yyyy\\-mm\\-dd"/></numFmts><cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs><cellXfs ` +
        `count="3"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="9"/></cellXfs><dxfs count="1"><dxf><numFmt ` +
        `numFmtId="9" formatCode="dd/mm/yyyy"/></dxf></dxfs></styleSheet>`,
      'xl/worksheets/sheet1.xml':
        `<worksheet xmlns="${main}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>the ` +
        `notes</t></is></c></row></sheetData></worksheet>`,
      'xl/worksheets/sheet2.xml': [
        `<x:worksheet xmlns:x="${main}"><x:sheetData>`,
        '<x:row r="2"><x:c r="B2" t="s"><x:v>0</x:v></x:c><x:c r="C2" t="s"><x:v>1</x:v></x:c><x:c r="D2" s="1"><x:v>0</x:v></x:c></x:row>',
        '<x:row><x:c t="inlineStr"><x:is><x:r><x:t>In</x:t></x:r><x:r><x:t>line ' +
          '&#233;</x:t></x:r></x:is></x:c><x:c t="b"><x:v>1</x:v></x:c><x:c t="e"><x:v>#DIV/0!</x:v></x:c>',
        '<x:c s="2"><x:v>0.25</x:v></x:c><x:c t="d"><x:v>2026-03-01T00:00:00Z</x:v></x:c><x:c><x:v/></x:c><x:c ' +
          't="str"><x:f>A1</x:f><x:v>  joined </x:v></x:c></x:row>',
        '</x:sheetData></x:worksheet>',
      ].join(''),
    });
    expect(await all(sheetRows(bytes))).toEqual([
      { number: 2, cells: [null, null, 'Kano & Jigawa', 'Amaka', new Date(Date.UTC(1904, 0, 1))] },
      { number: 3, cells: [null, 'Inline é', true, null, 0.25, new Date(Date.UTC(2026, 2, 1)), null, 'joined'] },
    ]);
    expect(await all(sheetRows(bytes, 2))).toEqual([{ number: 1, cells: [null, 'the notes'] }]);
  });

  it('says why a workbook cannot be read: not a workbook, cut short, or no such sheet', async () => {
    const bytes = await userWorkbook();
    await expect(all(sheetRows(Buffer.from('PK\u0003\u0004 not really a zip')))).rejects.toEqual(
      new SheetUnreadable('EXCEL_UNREADABLE'),
    );
    await expect(all(sheetRows(bytes.subarray(0, bytes.length - 100)))).rejects.toEqual(
      new SheetUnreadable('EXCEL_UNREADABLE'),
    );
    await expect(all(sheetRows(bytes, 3))).rejects.toEqual(new SheetUnreadable('EXCEL_SHEET_EMPTY'));
  });
});

describe('isDateFormat', () => {
  it('tells date and time formats from number formats, whatever is quoted, bracketed or escaped', () => {
    for (const code of ['dd/mm/yyyy', 'yyyy\\-mm\\-dd', 'h:mm AM/PM', '[$-409]d-mmm-yy', 'YYYY-MM-DD', '[h]:mm:ss'])
      expect([code, isDateFormat(code)]).toEqual([code, true]);
    for (const code of ['General', '0.00%', '#,##0.00 "ha"', '[Red]#,##0', '0.00E+00', '@', '#,##0\\h'])
      expect([code, isDateFormat(code)]).toEqual([code, false]);
  });
});
