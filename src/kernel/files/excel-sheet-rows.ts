import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';

/** A cell as a parser sees it: rich text, formulas and links are reduced to their text or result; blank is null. */
export type CellValue = string | number | boolean | Date | null;

/** A line of a sheet: its number as Excel shows it, and its cells by column (index 1 is column A). */
export interface SheetRow {
  number: number;
  cells: CellValue[];
}

/** Why a workbook's rows could not be read: a message key of FilesErrors. */
export class SheetUnreadable extends Error {
  constructor(readonly code: 'EXCEL_UNREADABLE' | 'EXCEL_SHEET_EMPTY') {
    super(code);
  }
}

export function cellValue(value: ExcelJS.CellValue | undefined): CellValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return cellValue(value.richText.map((part) => part.text).join(''));
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
    if ('text' in value) return cellValue(String(value.text));
    if ('error' in value) return null;
  }
  return null;
}

/** How many times a workbook is read before it is called unreadable (see sheetRows). */
const READ_ATTEMPTS = 3;

/**
 * The lines of one sheet of an .xlsx workbook (`sheet`, 1-based, in the order of the workbook's parts), streamed with
 * exceljs's WorkbookReader, blank lines included. Throws SheetUnreadable when the workbook cannot be read, or has no
 * such sheet. exceljs's streaming reader can fail on a good workbook when a worksheet entry is parsed before the
 * workbook's own part (exceljs issue 3064, a race): nothing of the sheet has been read then, so it is read again.
 */
export async function* sheetRows(bytes: Buffer | Uint8Array, sheet = 1): AsyncGenerator<SheetRow> {
  for (let attempt = 1; ; attempt++) {
    let started = false;
    try {
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]), {
        worksheets: 'emit',
        sharedStrings: 'cache',
        hyperlinks: 'ignore',
        styles: 'cache',
        entries: 'ignore',
      });
      let position = 0;
      for await (const worksheet of reader) {
        if (++position !== sheet) {
          // The rest of an unread sheet must still be consumed for the reader to go on.
          for await (const _ of worksheet) void _;
          continue;
        }
        started = true;
        for await (const row of worksheet) yield { number: row.number, cells: (row.values as ExcelJS.CellValue[]).map((v) => cellValue(v)) };
        return;
      }
    } catch (error) {
      if (error instanceof SheetUnreadable) throw error;
      if (!started && attempt < READ_ATTEMPTS) continue;
      throw new SheetUnreadable('EXCEL_UNREADABLE');
    }
    throw new SheetUnreadable('EXCEL_SHEET_EMPTY');
  }
}
