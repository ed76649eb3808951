import { Language } from '../context/request-context';
import { DomainError } from '../errors/domain-error';
import { translate } from '../i18n/translator';
import { officeDocumentType, XLSX } from '../storage/content-type';
import './files.messages';
import { CellValue, SheetRow, sheetRowBatches, sheetRows, SheetUnreadable } from './excel-sheet-rows';
import { FilesErrors } from './files.errors';
import { sheetRowBatchesInThread } from './sheet-rows-thread';
import { entryChunks, workbookParts, ZipEntry, zipEntries } from './xlsx-package';

export type { CellValue };

/** Thrown by a field's parser: a message key and its parameters, reported against the row and field. */
export class CellError extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

export interface ExcelField<V = unknown> {
  /** The headers this column may carry, in English and French; matched ignoring case, accents and punctuation. */
  aliases: readonly string[];
  /** The column must be in the sheet and each row must give a value (default false). */
  required?: boolean;
  /** Turns a non-blank cell into the field's value, or throws CellError. Default: the cell as it is. */
  parse?: (cell: Exclude<CellValue, null>) => V;
}

export type ExcelSchema = Record<string, ExcelField>;

export type RowOf<S extends ExcelSchema> = { [K in keyof S]: (S[K] extends ExcelField<infer V> ? V : never) | null };

export interface RowError {
  /** The row number the user sees in Excel (the header is usually row 1). */
  row: number;
  field: string;
  message: string;
}

/**
 * The errors of a whole sheet, each translated: every row is checked and every error kept (up to `max`), so that the
 * user fixes the file once rather than once per error.
 */
export class RowErrors {
  private readonly list: RowError[] = [];
  private count = 0;

  constructor(
    readonly language: Language,
    readonly max = 1000,
  ) {}

  add(row: number, field: string, code: string, params: Record<string, string | number> = {}): void {
    this.count++;
    if (this.list.length < this.max) this.list.push({ row, field, message: translate(code, this.language, params) });
  }

  get size(): number {
    return this.count;
  }

  /**
   * The errors kept, row by row (a row's own in the order they were found): the sheet is read a batch of rows ahead of
   * the checks that follow, so a row's errors are not all found together.
   */
  all(): RowError[] {
    return [...this.list].sort((a, b) => a.row - b.row);
  }

  /** Throws the 422 error envelope listing every error (`field` reads `row 12: quantity`) when there is any. */
  throwIfAny(code: string = FilesErrors.EXCEL_ROWS_INVALID): void {
    if (this.count === 0) return;
    throw new DomainError(
      code,
      {},
      this.all().map((e) => ({ field: `row ${e.row}: ${e.field}`, message: e.message })),
    );
  }
}

export interface ReadExcelOptions {
  errors: RowErrors;
  /** The sheet to read (1-based position; default the first). */
  sheet?: number;
  /** Refuse a sheet of more rows than this (EXCEL_TOO_MANY_ROWS, 422). */
  maxRows?: number;
  /** Parse the workbook in a worker thread (sheetRowBatchesInThread): for a long sheet read while other work goes on. */
  inThread?: boolean;
  /** Rows below the header that hold no data (e.g. the HXL tag row of a WFP sheet): passed over unread. */
  skipRow?: (cells: CellValue[]) => boolean;
  /** Told of each row refused while reading, with its cells as typed (by field), e.g. to show it in a preview. */
  onRefusedRow?: (row: number, cells: Record<string, CellValue>) => void;
  /**
   * The user's mapping of headers to fields, which wins over the aliases: header as written in the sheet -> field, or
   * null to leave the column out. Headers it does not name are matched by their aliases.
   */
  columns?: ColumnMapping;
}

/** Sheet header (as written; compared as normaliseHeader reads it) -> schema field, or null for a column left out. */
export type ColumnMapping = Record<string, string | null>;

/** A column of a sheet's header row and the field it was matched to (null: none, the column is left out). */
export interface SheetColumn {
  column: string;
  field: string | null;
}

/** Lower case, no accents, words separated by one space: "Prénom", "PRENOM " and "prénom." all read "prenom". */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * `normalise` for the values of a column, which repeat (a state, a unit, a gender on every row): each text is
 * normalised once, the first `max` distinct ones remembered.
 */
export function rememberingNormaliser(normalise: (text: string) => string, max = 1000): (text: string) => string {
  const known = new Map<string, string>();
  return (text) => {
    let normalised = known.get(text);
    if (normalised === undefined) {
      normalised = normalise(text);
      if (known.size < max) known.set(text, normalised);
    }
    return normalised;
  };
}

/**
 * Reads the rows of an .xlsx workbook as objects keyed by `schema`, streaming (sheetRowBatches), so a sheet of any
 * length is read in flat memory. Headers are matched to fields by their aliases, in any order; other columns are
 * ignored. A row with an error is not yielded: its errors go to `options.errors`, and reading goes on.
 *
 * Refuses content that is not an Excel workbook (EXCEL_FILE_EXPECTED, 415, checked by content), a sheet without rows
 * (EXCEL_SHEET_EMPTY, 422) and a header row missing a required column (EXCEL_COLUMNS_MISSING, 422).
 */
export async function* readExcelRows<S extends ExcelSchema>(
  bytes: Buffer,
  schema: S,
  options: ReadExcelOptions,
): AsyncGenerator<{ row: number; values: RowOf<S> }> {
  for await (const rows of readExcelRowBatches(bytes, schema, options)) yield* rows;
}

/**
 * `readExcelRows` a batch of rows at a time (in order; a batch may be empty when all of its rows were refused): for a
 * long sheet, whose rows one by one would each cost a few promises on their way.
 */
export async function* readExcelRowBatches<S extends ExcelSchema>(
  bytes: Buffer,
  schema: S,
  options: ReadExcelOptions,
): AsyncGenerator<{ row: number; values: RowOf<S> }[]> {
  if (officeDocumentType(bytes) !== XLSX) throw new DomainError(FilesErrors.EXCEL_FILE_EXPECTED);
  const lines = options.inThread
    ? sheetRowBatchesInThread(bytes, options.sheet ?? 1)
    : sheetRowBatches(bytes, options.sheet ?? 1);
  try {
    yield* readSheet(lines, schema, options);
  } catch (error) {
    if (error instanceof SheetUnreadable) throw new DomainError(FilesErrors[error.code]);
    throw error;
  }
}

async function* readSheet<S extends ExcelSchema>(
  batches: AsyncIterable<SheetRow[]>,
  schema: S,
  { errors, maxRows, skipRow, onRefusedRow, columns: given }: ReadExcelOptions,
): AsyncGenerator<{ row: number; values: RowOf<S> }[]> {
  const keys = Object.keys(schema) as (keyof S & string)[];
  // Each row's values start as a copy of this one (every field blank): one object of the right shape at once.
  const blank = Object.fromEntries(keys.map((key) => [key, null])) as RowOf<S>;
  const fieldOf = fieldOfHeader(schema, given);
  let columns: { index: number; key: keyof S & string; field: ExcelField }[] | null = null;
  let dataRows = 0;
  let titleRows = 0;
  for await (const lines of batches) {
    const read: { row: number; values: RowOf<S> }[] = [];
    for (const row of lines) {
      const cells = row.cells;
      if (cells.every((v) => v === null)) continue;
      if (!columns) {
        // Title lines above the header (often merged cells) name no column: they are passed over.
        if (titleRows < MAX_TITLE_ROWS && !namesAColumn(cells, fieldOf)) {
          titleRows++;
          continue;
        }
        columns = [...headerColumns(cells, schema, given)].map(([index, key]) => ({ index, key, field: schema[key] }));
        continue;
      }
      if (skipRow?.(cells)) continue;
      dataRows++;
      if (maxRows !== undefined && dataRows > maxRows)
        throw new DomainError(FilesErrors.EXCEL_TOO_MANY_ROWS, { max: maxRows });
      const values = { ...blank };
      let failed: Set<string> | null = null;
      for (const { index, key, field } of columns) {
        const cell = cells[index] ?? null;
        if (cell === null) continue;
        try {
          values[key] = (field.parse ? field.parse(cell) : cell) as RowOf<S>[typeof key];
        } catch (error) {
          if (!(error instanceof CellError)) throw error;
          errors.add(row.number, key, error.code, error.params);
          (failed ??= new Set()).add(key);
        }
      }
      for (const key of keys) {
        if (schema[key].required && values[key] === null && !failed?.has(key)) {
          errors.add(row.number, key, 'EXCEL_VALUE_REQUIRED');
          (failed ??= new Set()).add(key);
        }
      }
      if (!failed) read.push({ row: row.number, values });
      else onRefusedRow?.(row.number, Object.fromEntries(columns.map(({ index, key }) => [key, cells[index] ?? null])));
    }
    yield read;
  }
  if (!columns || dataRows === 0) throw new DomainError(FilesErrors.EXCEL_SHEET_EMPTY);
}

/** How many lines above the header may be titles. */
const MAX_TITLE_ROWS = 10;

function namesAColumn(cells: CellValue[], fieldOf: (header: string) => string | null): boolean {
  return cells.some((cell) => cell !== null && fieldOf(String(cell)) !== null);
}

/**
 * The header row of a sheet (found as `readExcelRows` finds it, title lines above it passed over), each column with the
 * field it is matched to by `options.columns` or the aliases; a field's second column reads null. For a user to check
 * and correct the matching before the rows are read. Refuses what `readExcelRows` refuses before the first row; a sheet
 * whose lines name no column answers the first line's columns, none matched.
 */
export async function readExcelColumns(
  bytes: Buffer,
  schema: ExcelSchema,
  options: { sheet?: number; columns?: ColumnMapping } = {},
): Promise<SheetColumn[]> {
  if (officeDocumentType(bytes) !== XLSX) throw new DomainError(FilesErrors.EXCEL_FILE_EXPECTED);
  const fieldOf = fieldOfHeader(schema, options.columns);
  let header: CellValue[] | null = null;
  let first: CellValue[] | null = null;
  let titleRows = 0;
  try {
    for await (const { cells } of sheetRows(bytes, options.sheet ?? 1)) {
      if (cells.every((v) => v === null)) continue;
      first ??= cells;
      if (titleRows < MAX_TITLE_ROWS && !namesAColumn(cells, fieldOf)) {
        titleRows++;
        continue;
      }
      header = cells;
      break;
    }
  } catch (error) {
    if (error instanceof SheetUnreadable) throw new DomainError(FilesErrors[error.code]);
    throw error;
  }
  const cells = header ?? first;
  if (!cells) throw new DomainError(FilesErrors.EXCEL_SHEET_EMPTY);
  const seen = new Set<string>();
  return cells.flatMap((cell) => {
    if (cell === null) return [];
    const column = String(cell);
    let field = header ? fieldOf(column) : null;
    if (field && seen.has(field)) field = null;
    if (field) seen.add(field);
    return [{ column, field }];
  });
}

/** The field each header names: the user's mapping first, then the aliases. */
function fieldOfHeader<S extends ExcelSchema>(
  schema: S,
  given: ColumnMapping | undefined,
): (header: string) => (keyof S & string) | null {
  const byAlias = new Map<string, keyof S & string>();
  for (const [key, field] of Object.entries(schema))
    for (const alias of field.aliases) byAlias.set(normaliseHeader(alias), key);
  const mapped = new Map(Object.entries(given ?? {}).map(([header, field]) => [normaliseHeader(header), field]));
  return (header) => {
    const name = normaliseHeader(header);
    if (mapped.has(name)) {
      const field = mapped.get(name);
      return field && field in schema ? (field as keyof S & string) : null;
    }
    return byAlias.get(name) ?? null;
  };
}

function headerColumns<S extends ExcelSchema>(
  cells: CellValue[],
  schema: S,
  given?: ColumnMapping,
): Map<number, keyof S & string> {
  const fieldOf = fieldOfHeader(schema, given);
  const columns = new Map<number, keyof S & string>();
  const seen = new Set<string>();
  cells.forEach((cell, index) => {
    if (cell === null) return;
    const key = fieldOf(String(cell));
    if (!key) return;
    if (seen.has(key)) throw new DomainError(FilesErrors.EXCEL_COLUMN_TWICE, { column: String(cell) });
    seen.add(key);
    columns.set(index, key);
  });
  const missing = Object.entries(schema)
    .filter(([key, field]) => field.required && !seen.has(key))
    .map(([, field]) => field.aliases[0]);
  if (missing.length) throw new DomainError(FilesErrors.EXCEL_COLUMNS_MISSING, { columns: missing.join(', ') });
  return columns;
}

/** Parsers for the usual columns; each throws CellError with a translated message key. */
export const excel = {
  text(max = 255) {
    return (cell: Exclude<CellValue, null>): string => {
      const text = cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();
      if (text.length > max) throw new CellError('EXCEL_TOO_LONG', { max });
      return text;
    };
  },
  number(range: { min?: number; max?: number; integer?: boolean } = {}) {
    return (cell: Exclude<CellValue, null>): number => {
      const value =
        typeof cell === 'number'
          ? cell
          : typeof cell === 'string'
            ? Number(cell.replace(/\s/g, '').replace(',', '.'))
            : NaN;
      if (!Number.isFinite(value)) throw new CellError('EXCEL_NOT_A_NUMBER', { value: String(cell) });
      if (range.integer && !Number.isInteger(value))
        throw new CellError('EXCEL_NOT_AN_INTEGER', { value: String(cell) });
      if ((range.min !== undefined && value < range.min) || (range.max !== undefined && value > range.max)) {
        throw new CellError('EXCEL_OUT_OF_RANGE', { value, min: range.min ?? '-∞', max: range.max ?? '∞' });
      }
      return value;
    };
  },
  /** A date cell, or text as YYYY-MM-DD or DD/MM/YYYY. */
  date() {
    return (cell: Exclude<CellValue, null>): Date => {
      if (cell instanceof Date) return cell;
      const text = String(cell).trim();
      const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
      const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
      const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
      const date = y ? new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))) : null;
      if (!date || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d))
        throw new CellError('EXCEL_NOT_A_DATE', { value: text });
      return date;
    };
  },
  /** One of `values` (given as the canonical value -> the spellings accepted, in English and French). */
  oneOf<V extends string>(values: Record<V, readonly string[]>) {
    const bySpelling = new Map<string, V>();
    for (const [value, spellings] of Object.entries(values) as [V, readonly string[]][]) {
      bySpelling.set(normaliseHeader(value), value);
      for (const spelling of spellings) bySpelling.set(normaliseHeader(spelling), value);
    }
    const normalise = rememberingNormaliser(normaliseHeader);
    return (cell: Exclude<CellValue, null>): V => {
      const value = bySpelling.get(normalise(String(cell)));
      if (!value)
        throw new CellError('EXCEL_NOT_ONE_OF', { value: String(cell), values: Object.keys(values).join(', ') });
      return value;
    };
  },
};

/** An element's opening tag in a sheet's raw XML, with or without a namespace prefix (`<row ` or `<x:row>`). */
const openingTag = (name: string, flags = '') => new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${name}[\\s>/]`, flags);

/**
 * How many rows a sheet of an .xlsx workbook holds (title, header and blank lines included), before reading it: a first,
 * fast look that lets a long import size its chunks and report its progress while it streams the rows. Taken from the
 * range a long sheet declares (`<dimension ref="A1:T100001"/>`: the number of its last row), else counted (its `<row>`
 * elements) in the sheet's XML without parsing it. The sheet is the one `readExcelRows` reads
 * (`sheet`, 1-based, in the order of the workbook's tabs). Rejects when the workbook is not a zip of worksheets or the
 * sheet does not inflate.
 */
export async function countSheetRows(bytes: Buffer, sheet = 1): Promise<number> {
  const entry = (await workbookParts(zipEntries(bytes))).worksheets[sheet - 1];
  if (!entry) throw new Error(`no worksheet ${sheet}`);
  const declared = await declaredLastRow(entry);
  if (declared !== null && declared >= TRUSTED_DECLARED_ROWS) return declared;
  const tag = openingTag('row', 'g');
  let rows = 0;
  let carry = '';
  for await (const chunk of entryChunks(entry)) {
    const text = carry + chunk.toString('latin1');
    // A tag cut by the chunk's end is counted with the next chunk.
    const complete = text.length - 16;
    for (let match = tag.exec(text); match && match.index < complete; match = tag.exec(text)) rows++;
    tag.lastIndex = 0;
    carry = text.slice(Math.max(0, complete));
  }
  for (let match = tag.exec(carry); match; match = tag.exec(carry)) rows++;
  return rows;
}

/**
 * From how many rows the range a sheet declares is taken for its size. A shorter one is counted: counting it costs
 * little, and a range left stale by the program that wrote the sheet would make a long import write it in tiny chunks.
 */
const TRUSTED_DECLARED_ROWS = 10_000;

/** The last row of the range a worksheet declares before its rows (`<dimension ref="A1:T250"/>` is 250), else null. */
async function declaredLastRow(entry: ZipEntry): Promise<number | null> {
  let head = '';
  for await (const chunk of entryChunks(entry)) {
    head += chunk.toString('latin1');
    const data = head.search(openingTag('sheetData'));
    if (data < 0 && head.length < 64 * 1024) continue;
    const range = /<(?:[A-Za-z_][\w.-]*:)?dimension\s+ref="[A-Za-z]+\d+:[A-Za-z]+(\d+)"/.exec(
      data < 0 ? head : head.slice(0, data),
    );
    return range ? Number(range[1]) : null;
  }
  return null;
}
