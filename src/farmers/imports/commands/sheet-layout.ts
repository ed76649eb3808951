import type { Language } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { CellError, CellValue, ColumnMapping, normaliseHeader } from '../../../kernel/files/excel-reader';
import { sheetRows, SheetUnreadable } from '../../../kernel/files/excel-sheet-rows';
import { workbookParts, zipEntries } from '../../../kernel/files/xlsx-package';
import { translate } from '../../../kernel/i18n/translator';
import { FarmersErrors } from '../../farmers.errors';
import { FARMER_SHEET, FarmerSheetField, TEMPLATE_HEADERS } from '../domain/farmer-sheet';

/** Values the user gives for the whole file (field -> text as they would type it in a cell), for the fields the sheet lacks. */
export type FileValues = Partial<Record<FarmerSheetField, string>>;

export interface LaidOutColumn {
  /** The header as written. */
  column: string;
  field: FarmerSheetField | null;
  /** Why: the user's mapping, or a header word the sheet's field knows (English or French, synonyms); null: neither. */
  by: 'MAPPING' | 'HEADER' | null;
  /** The first distinct values of the column (at most SAMPLE_VALUES), as typed. */
  values: string[];
}

/** Where the farmers are in a workbook and how its columns read, before any row is read. */
export interface SheetLayout {
  /** The worksheet holding the farmers (1-based, in the order of the tabs): the one whose header names most fields. */
  sheet: number;
  /** The header's row number as Excel shows it (title rows above it passed over); null when no row names a column. */
  headerRow: number | null;
  columns: LaidOutColumn[];
  /** Fields the rows cannot do without that neither a column nor a value for the whole file gives. */
  missing: FarmerSheetField[];
  /** Headers matched to no field and not left out by the user. */
  notUnderstood: string[];
  /** The values for the whole file: the user's, and those a header implies ("Farm size (ha)": the unit HA). */
  values: FileValues;
}

/** How many lines above the header may be titles (as the sheet's reader passes them over). */
const MAX_TITLE_ROWS = 10;
/** Rows read below the header for each column's first values. */
const SAMPLE_ROWS = 200;
const SAMPLE_VALUES = 5;

const REQUIRED = (Object.entries(FARMER_SHEET) as [FarmerSheetField, { required?: boolean }][])
  .filter(([, spec]) => spec.required)
  .map(([field]) => field);

const BY_ALIAS = new Map<string, FarmerSheetField>();
for (const [field, spec] of Object.entries(FARMER_SHEET) as [FarmerSheetField, { aliases: readonly string[] }][]) {
  for (const alias of spec.aliases) BY_ALIAS.set(normaliseHeader(alias), field);
}

/** The unit a farm-size header names ("Farm size (ha)", "Land size (acres)"). */
function unitInHeader(header: string): 'HA' | 'ACRE' | 'M2' | null {
  const words = normaliseHeader(header).split(' ');
  const last = words[words.length - 1];
  if (['ha', 'hectare', 'hectares'].includes(last)) return 'HA';
  if (['ac', 'acre', 'acres'].includes(last)) return 'ACRE';
  if (['m2', 'sqm'].includes(last)) return 'M2';
  return null;
}

/** The field a header names: the user's mapping first (null there leaves the column out), then the header words. */
function matcher(
  columns: ColumnMapping | undefined,
): (header: string) => { field: FarmerSheetField | null; by: LaidOutColumn['by'] } {
  const mapped = new Map(Object.entries(columns ?? {}).map(([header, field]) => [normaliseHeader(header), field]));
  return (header) => {
    const name = normaliseHeader(header);
    if (mapped.has(name)) return { field: (mapped.get(name) as FarmerSheetField | null) ?? null, by: 'MAPPING' };
    const field = BY_ALIAS.get(name) ?? null;
    return { field, by: field ? 'HEADER' : null };
  };
}

const cellText = (cell: CellValue) =>
  cell === null ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();

interface SheetHead {
  sheet: number;
  headerRow: number | null;
  header: CellValue[];
  /** Distinct fields the header names. */
  score: number;
  rows: CellValue[][];
}

/** The header of one worksheet (found as the sheet's reader finds it) and the rows below it, up to `sampleRows`. */
async function headOf(
  bytes: Buffer,
  sheet: number,
  fieldOf: ReturnType<typeof matcher>,
  sampleRows: number,
): Promise<SheetHead> {
  let titleRows = 0;
  let header: CellValue[] | null = null;
  let headerRow: number | null = null;
  let first: CellValue[] | null = null;
  const rows: CellValue[][] = [];
  for await (const { number, cells } of sheetRows(bytes, sheet)) {
    if (cells.every((cell) => cell === null)) continue;
    if (!header) {
      first ??= cells;
      const names = cells.some((cell) => cell !== null && fieldOf(String(cell)).field !== null);
      if (!names && titleRows < MAX_TITLE_ROWS) {
        titleRows++;
        continue;
      }
      header = cells;
      headerRow = names ? number : null;
      if (!names) break;
      if (sampleRows === 0) break;
      continue;
    }
    rows.push(cells);
    if (rows.length >= sampleRows) break;
  }
  const cells = header ?? first ?? [];
  const score =
    headerRow === null
      ? 0
      : new Set(cells.map((cell) => (cell === null ? null : fieldOf(String(cell)).field)).filter((f) => f !== null))
          .size;
  return { sheet, headerRow, header: cells, score, rows };
}

/**
 * Finds the farmers in a workbook and says how its columns read: the worksheet whose header names most fields (a notes
 * or lists sheet beside it is left alone), the header row below any title rows, each column's field and why, the first
 * values of each, the required fields missing, and the headers not understood. Reads the head of each sheet only.
 */
export async function layOutSheet(
  bytes: Buffer,
  options: { columns?: ColumnMapping; values?: FileValues; sampleRows?: number } = {},
): Promise<SheetLayout> {
  const fieldOf = matcher(options.columns);
  let best: SheetHead | null = null;
  try {
    const count = (await workbookParts(zipEntries(bytes))).worksheets.length;
    for (let sheet = 1; sheet <= Math.max(1, count); sheet++) {
      const head = await headOf(bytes, sheet, fieldOf, options.sampleRows ?? SAMPLE_ROWS);
      if (!best || head.score > best.score) best = head;
    }
  } catch (error) {
    if (error instanceof SheetUnreadable || (error instanceof Error && /worksheet|zip|inflate/i.test(error.message)))
      throw new DomainError(FarmersErrors.FARMER_IMPORT_UNREADABLE);
    throw error;
  }
  const head = best!;
  if (head.header.length === 0) throw new DomainError(FarmersErrors.FARMER_IMPORT_EMPTY);
  const seen = new Set<FarmerSheetField>();
  const columns: LaidOutColumn[] = [];
  const notUnderstood: string[] = [];
  head.header.forEach((cell, index) => {
    if (cell === null || cellText(cell) === '') return;
    const column = String(cell);
    const matched = head.headerRow === null ? { field: null, by: null } : fieldOf(column);
    const by = matched.by;
    let field = matched.field;
    // A field's second column is left out (the import refuses the sheet with the two named; see checkColumnMapping).
    if (field && seen.has(field)) field = null;
    if (field) seen.add(field);
    if (!field && by !== 'MAPPING') notUnderstood.push(column);
    const values: string[] = [];
    for (const row of head.rows) {
      const text = cellText(row[index] ?? null);
      if (text && !values.includes(text)) values.push(text);
      if (values.length >= SAMPLE_VALUES) break;
    }
    columns.push({ column, field, by, values });
  });
  const values: FileValues = { ...(options.values ?? {}) };
  const sizeColumn = columns.find((c) => c.field === 'farmSize');
  if (sizeColumn && !seen.has('farmSizeUnit') && !values.farmSizeUnit) {
    const implied = unitInHeader(sizeColumn.column);
    if (implied) values.farmSizeUnit = implied;
  }
  const missing = REQUIRED.filter((field) => !seen.has(field) && !values[field]);
  // Sizes without a unit and no unit column: every farm would be refused; said now rather than row by row.
  if (
    sizeColumn &&
    !seen.has('farmSizeUnit') &&
    !values.farmSizeUnit &&
    sizeColumn.values.some((v) => /^[\d\s.,]+$/.test(v))
  )
    missing.push('farmSizeUnit');
  return { sheet: head.sheet, headerRow: head.headerRow, columns, missing, notUnderstood, values };
}

/**
 * Refuses, before anything is queued or written, a sheet that cannot be imported as sent: 422 naming each missing
 * column (in the words of the caller's template) and each header not understood.
 */
export function requireImportable(layout: SheetLayout, language: Language): void {
  if (layout.missing.length === 0) return;
  const missing = layout.missing.map((field) => TEMPLATE_HEADERS[language][field]);
  const errors = [
    ...missing.map((column) => ({
      field: 'columns',
      message: translate('FARMER_IMPORT_COLUMN_MISSING', language, { column }),
    })),
    ...layout.notUnderstood.map((column) => ({
      field: 'columns',
      message: translate('FARMER_IMPORT_HEADER_NOT_UNDERSTOOD', language, { column }),
    })),
  ];
  throw new DomainError(
    FarmersErrors.FARMER_IMPORT_COLUMNS_MISSING,
    { columns: missing.join(', '), headers: layout.notUnderstood.length ? layout.notUnderstood.join(', ') : '—' },
    errors,
  );
}

const valueError = (field: string) =>
  new DomainError(FarmersErrors.FARMER_IMPORT_VALUE_INVALID, { field }, [
    { field: `values.${field}`, message: FarmersErrors.FARMER_IMPORT_VALUE_INVALID },
  ]);

/**
 * The values for the whole file as a form sends them (JSON: field -> text), checked: an unknown field, a value that is
 * not text, or one its column would refuse is a 400 naming the field.
 */
export function checkFileValues(raw: string | null | undefined): FileValues | undefined {
  if (raw === undefined || raw === null || raw.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new DomainError(FarmersErrors.FARMER_IMPORT_VALUES_INVALID, {}, [
      { field: 'values', message: FarmersErrors.FARMER_IMPORT_VALUES_INVALID },
    ]);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new DomainError(FarmersErrors.FARMER_IMPORT_VALUES_INVALID, {}, [
      { field: 'values', message: FarmersErrors.FARMER_IMPORT_VALUES_INVALID },
    ]);
  const values: FileValues = {};
  for (const [field, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (value === null || value === '') continue;
    if (
      !(field in FARMER_SHEET) ||
      (typeof value !== 'string' && typeof value !== 'number') ||
      String(value).length > 255
    )
      throw valueError(field);
    parsedValue(field as FarmerSheetField, String(value));
    values[field as FarmerSheetField] = String(value).trim();
  }
  return Object.keys(values).length ? values : undefined;
}

/** A value for the whole file as its column reads it. */
export function parsedValue(field: FarmerSheetField, text: string): unknown {
  const spec = FARMER_SHEET[field] as { parse?: (cell: string) => unknown };
  try {
    return spec.parse ? spec.parse(text) : text;
  } catch (error) {
    if (error instanceof CellError) throw valueError(field);
    throw error;
  }
}

/** The sheet's schema with the fields given for the whole file no longer required of every row (the value fills the blanks). */
export function schemaWith(values: FileValues | undefined): typeof FARMER_SHEET {
  if (!values) return FARMER_SHEET;
  const schema: Record<string, unknown> = { ...FARMER_SHEET };
  for (const field of Object.keys(values))
    schema[field] = { ...FARMER_SHEET[field as FarmerSheetField], required: false };
  return schema as typeof FARMER_SHEET;
}
