import ExcelJS from 'exceljs';
import { SheetRow, sheetRows, SheetUnreadable } from './excel-sheet-rows';
import { sheetRowBatchesInThread } from './sheet-rows-thread';

/** A workbook of two sheets: the second one long, with a title, a blank line, a date, rich text and a formula. */
async function workbook(lines: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Notes').addRow(['not this one']);
  const sheet = book.addWorksheet('Farmers');
  sheet.addRow(['Farmers of Kano']);
  sheet.addRow(['Name', 'Planted on', 'Hectares', 'Total']);
  for (let i = 1; i <= lines; i++) {
    if (i === 3) sheet.addRow([]);
    sheet.addRow([
      i % 2 ? `Farmer ${i} ` : { richText: [{ text: 'Farmer ' }, { text: String(i) }] },
      new Date(Date.UTC(2026, 2, 1 + (i % 28))),
      i / 4,
      { formula: `C${i}*2`, result: i / 2 },
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function all(lines: AsyncIterable<SheetRow>): Promise<SheetRow[]> {
  const read: SheetRow[] = [];
  for await (const line of lines) read.push(line);
  return read;
}

/** The lines of a sheet read in a thread, one by one. */
async function* sheetRowsInThread(bytes: Buffer, sheet = 1): AsyncGenerator<SheetRow> {
  for await (const batch of sheetRowBatchesInThread(bytes, sheet)) yield* batch;
}

describe('sheetRowBatchesInThread', () => {
  it('reads in a worker thread the lines sheetRows reads, in order, over many batches', async () => {
    const bytes = await workbook(1_234);
    const inThread = await all(sheetRowsInThread(bytes, 2));
    expect(inThread).toEqual(await all(sheetRows(bytes, 2)));
    // The blank line is not in the file (exceljs writes no empty row): line 5 is missing.
    expect(inThread).toHaveLength(1_236);
    expect(inThread[2].cells.slice(1)).toEqual(['Farmer 1', new Date(Date.UTC(2026, 2, 2)), 0.25, 0.5]);
    expect(inThread[3].cells[1]).toBe('Farmer 2');
    expect(inThread.map((line) => line.number)).toEqual(
      Array.from({ length: 1_237 }, (_, i) => i + 1).filter((n) => n !== 5),
    );
    const batches: number[] = [];
    for await (const batch of sheetRowBatchesInThread(bytes, 2)) batches.push(batch.length);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.reduce((sum, n) => sum + n, 0)).toBe(1_236);
  });

  it('says why a workbook cannot be read: not a workbook, or no such sheet', async () => {
    await expect(all(sheetRowsInThread(Buffer.from('PK\u0003\u0004 not really a zip')))).rejects.toEqual(
      new SheetUnreadable('EXCEL_UNREADABLE'),
    );
    await expect(all(sheetRowsInThread(await workbook(2), 3))).rejects.toEqual(
      new SheetUnreadable('EXCEL_SHEET_EMPTY'),
    );
  });

  it('ends the thread when the reader stops early', async () => {
    const lines = sheetRowsInThread(await workbook(5_000), 2);
    let taken = 0;
    for await (const _ of lines) if (++taken === 10) break;
    expect(taken).toBe(10);
    // The generator has ended its worker: a second read is a new one, from the start.
    const again = await all(sheetRowsInThread(await workbook(3), 2));
    expect(again[0].cells[1]).toBe('Farmers of Kano');
  });
});
