import { dateStyles, parseEntry, serialDate, sharedStrings, workbookParts, zipEntries } from './xlsx-package';

/** A cell as a parser sees it: rich text and formulas are reduced to their text or result; blank is null. */
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

/** How large a worksheet may inflate: far beyond any sheet an upload limit lets in, short of a zip bomb. */
const WORKSHEET_BYTES = 4 * 1024 * 1024 * 1024;

/** A column's number from a cell reference's letters (`AB12` is 28), or 0 when it has none. */
function columnOf(reference: string): number {
  let column = 0;
  for (let i = 0; i < reference.length; i++) {
    const code = reference.charCodeAt(i);
    if (code >= 65 && code <= 90) column = column * 26 + code - 64;
    else if (code >= 97 && code <= 122) column = column * 26 + code - 96;
    else break;
  }
  return column;
}

const asText = (text: string): CellValue => {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * The lines of one sheet of an .xlsx workbook (`sheet`, 1-based, in the order of the workbook's tabs), blank lines
 * included, a batch at a time as the sheet's XML is inflated and parsed (streaming: the sheet is never whole in memory).
 * Shared strings and rich text read as their text, trimmed; a number in a date or time format reads as its Date
 * (formulas' results too); booleans as booleans; errors and blanks as null. Throws SheetUnreadable when the workbook
 * cannot be read, or has no such sheet.
 */
export async function* sheetRowBatches(bytes: Buffer | Uint8Array, sheet = 1): AsyncGenerator<SheetRow[]> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let parts: Awaited<ReturnType<typeof workbookParts>>;
  let strings: string[];
  let dates: boolean[];
  try {
    parts = await workbookParts(zipEntries(buffer));
    [strings, dates] = await Promise.all([sharedStrings(parts.sharedStrings), dateStyles(parts.styles)]);
  } catch {
    throw new SheetUnreadable('EXCEL_UNREADABLE');
  }
  const worksheet = parts.worksheets[sheet - 1];
  if (!worksheet) throw new SheetUnreadable('EXCEL_SHEET_EMPTY');
  const { date1904 } = parts;

  let lines: SheetRow[] = [];
  let inData = false;
  let row: SheetRow | null = null;
  let lastRow = 0;
  // The cell being read: its column, type, style and text (its value, or an inline string's runs).
  let column = 0;
  let type = 'n';
  let style = 0;
  let text = '';
  let capturing = false;
  let formula = false;
  let phonetic = false;
  const valueOf = (): CellValue => {
    switch (type) {
      case 's':
        return text === '' ? null : asText(strings[Number.parseInt(text, 10)] ?? '');
      case 'inlineStr':
      case 'str':
        return asText(text);
      case 'b':
        return text === '' ? null : Number.parseInt(text, 10) !== 0;
      case 'e':
        return null;
      case 'd': {
        const date = new Date(text.trim());
        return Number.isNaN(date.getTime()) ? asText(text) : date;
      }
      default: {
        const number = Number.parseFloat(text);
        if (Number.isNaN(number)) return null;
        return dates[style] ? serialDate(number, date1904) : number;
      }
    }
  };
  const handlers = {
    open(name: string, attributes: Record<string, string>) {
      if (name === 'c') {
        if (!row) return;
        column = attributes.r ? columnOf(attributes.r) || column + 1 : column + 1;
        type = attributes.t ?? 'n';
        style = attributes.s ? Number(attributes.s) : 0;
        text = '';
        formula = false;
      } else if (name === 'v' || (name === 't' && type === 'inlineStr' && !phonetic)) capturing = row !== null;
      else if (name === 'f') formula = true;
      else if (name === 'rPh') phonetic = true;
      else if (name === 'row') {
        if (!inData) return;
        const number = attributes.r ? Number.parseInt(attributes.r, 10) : lastRow + 1;
        lastRow = Number.isNaN(number) ? lastRow + 1 : number;
        row = { number: lastRow, cells: [] };
        column = 0;
      } else if (name === 'sheetData') inData = true;
    },
    text(part: string) {
      if (capturing) text += part;
    },
    close(name: string) {
      if (name === 'v' || name === 't') capturing = false;
      else if (name === 'c') {
        if (!row) return;
        // A formula's cached result is typed as the formula's value: a number unless `t` says otherwise.
        if (formula && type === 'n' && text === '') return;
        row.cells[column] = valueOf();
      } else if (name === 'rPh') phonetic = false;
      else if (name === 'row' && row) {
        const cells = row.cells;
        for (let i = 0; i < cells.length; i++) if (cells[i] === undefined) cells[i] = null;
        lines.push(row);
        row = null;
      } else if (name === 'sheetData') inData = false;
    },
  };
  try {
    for await (const _ of parseEntry(worksheet, handlers, WORKSHEET_BYTES)) {
      void _;
      if (lines.length) {
        const read = lines;
        lines = [];
        yield read;
      }
    }
  } catch {
    throw new SheetUnreadable('EXCEL_UNREADABLE');
  }
}

/** `sheetRowBatches` a line at a time. */
export async function* sheetRows(bytes: Buffer | Uint8Array, sheet = 1): AsyncGenerator<SheetRow> {
  for await (const lines of sheetRowBatches(bytes, sheet)) yield* lines;
}
