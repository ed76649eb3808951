import { Injectable } from '@nestjs/common';
import ExcelJS from 'exceljs';
import { DataSource, EntityManager } from 'typeorm';
import { CountryDirectory, CountryView, GeographyQueries } from '../../../geography';
import { Clock } from '../../../kernel/clock/clock';
import { arrayParameter } from '../../../kernel/database/array-parameter';
import { isDuplicateKey } from '../../../kernel/database/expecting-new-rows';
import { TableStatistics } from '../../../kernel/database/table-statistics';
import { timeOrderedUuid } from '../../../kernel/ids/time-ordered-uuid';
import type { Actor, Language } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { KernelErrors } from '../../../kernel/errors/kernel.errors';
import { FilesErrors } from '../../../kernel/files/files.errors';
import {
  CellValue,
  ColumnMapping,
  countSheetRows,
  normaliseHeader,
  readExcelRowBatches,
  RowError,
  RowErrors,
} from '../../../kernel/files/excel-reader';
import { BulkWrites } from '../../../kernel/events/bulk-writes';
import { ConcurrentWrites } from '../../../kernel/database/concurrent-writes';
import { EventStore, StreamAppend } from '../../../kernel/events/event-store';
import { translate } from '../../../kernel/i18n/translator';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import { FarmersErrors } from '../../farmers.errors';
import { decideMap, FARM_STREAM, FarmMapped, farmStreamId, initialFarmState } from '../../farms/domain/farm';
import {
  decideCreate,
  initialPlantingRecordState,
  PLANTING_RECORD_STREAM,
  PlantingRecordCreated,
  plantingRecordStreamId,
  RecordCatalogue,
  withItemIds,
} from '../../records/domain/planting-record';
import { RecordTypes } from '../../records/queries/record-types';
import { workingRole } from '../../../kernel/auth/platform-roles';
import { FarmerInputChecker } from '../../registry/commands/farmer-input';
import {
  decideEnrol,
  FARMER_STREAM,
  FarmerEnrolled,
  farmerStreamId,
  farmerSubject,
  initialFarmerState,
} from '../../registry/domain/farmer';
import {
  FARM_FIELDS,
  FARMER_SHEET,
  FarmerSheetField,
  FarmerSheetRow,
  nameKey,
  RECORD_FIELDS,
  SizeWithUnit,
  TEMPLATE_HEADERS,
} from '../domain/farmer-sheet';
import { PlaceNames, placeKey } from '../domain/place-names';
import { PLACE_SPELLINGS } from '../domain/place-spellings';
import { GivenAlias, ImportAliases, isPlaceAlias, KeptAlias, PlaceAlias, ValueAlias } from './import-aliases';
import {
  GENDER_ENTRIES,
  KIND_OF,
  LAND_UNIT_ENTRIES,
  LIST_FIELDS,
  ListEntry,
  ListField,
  ListValues,
  SEASON_ENTRIES,
} from '../domain/list-values';
import { FileValues, layOutSheet, parsedValue, requireImportable, schemaWith } from './sheet-layout';
import { given, PlannedRow, RowPlanner, SheetRow, UnknownValue } from './row-planner';

export type { UnknownValue } from './row-planner';

export interface ImportOptions {
  /** A stable id of this import (the job's): keys it writes are marked with it, so a retried job counts exactly. */
  importId: string;
  dryRun: boolean;
  language: Language;
  /** Refuse a sheet of more data rows than this. */
  maxRows?: number;
  /** The user's mapping of the sheet's columns to fields (checked with `checkColumnMapping`); aliases for the others. */
  columns?: ColumnMapping;
  /** Values for the whole file (checked with `checkFileValues`): they fill the cells of fields the sheet lacks or leaves blank. */
  values?: FileValues;
  /** Spellings of states, LGAs and list values the user says mean places or entries (checked with `checkAliases`); kept for the next imports. */
  aliases?: GivenAlias[];
  onProgress?: (done: number, total: number) => Promise<void> | void;
}

export interface ImportReport {
  dryRun: boolean;
  /** Data rows read (blank rows aside). */
  rows: number;
  /** Farmers created by this import (or that a dry run would create). */
  created: number;
  /** Rows whose farmer an earlier import (or an earlier run of this one) brought in already. */
  alreadyImported: number;
  /** Rows refused, each reason in `errors`. */
  refused: number;
  /** Every refused row's reasons: the row number the user sees in Excel, the column and the translated reason. */
  errors: RowError[];
  /** Row numbers of the rows already imported. */
  alreadyImportedRows: number[];
  /** A dry run's first rows as read, each with what the import would do with it: the table the user checks. */
  preview: PreviewRow[];
  /** The states, LGAs, genders, seasons, units and crops the import did not know, each spelling once with its rows and the closest entry, most rows first. */
  unknownValues: UnknownValue[];
}

/** How many rows a dry run shows in its preview. */
export const PREVIEW_ROWS = 50;

export interface PreviewRow {
  row: number;
  status: 'NEW' | 'ALREADY_IMPORTED' | 'REFUSED';
  fullName: string | null;
  gender: string | null;
  phone: string | null;
  state: string | null;
  city: string | null;
  crop: string | null;
  farmSize: number | null;
  farmSizeUnit: string | null;
}

/** A row that passed every check: what will be written. */
/** The most rows written in one transaction; smaller sheets are written in about a hundred chunks (the progress steps). */
export const IMPORT_CHUNK_ROWS = 1000;
/** How many chunks are written at once (each on its own connection). */
/**
 * How many chunks of a large sheet are written at once, each on its own connection (the database works on them side
 * by side). A sheet of a few thousand rows is written by one writer, its rows committed in their order.
 */
export const IMPORT_WRITERS = 3;

/** Farmers created from which an import analyzes the tables it wrote (see run). */
const ANALYZE_AFTER_ROWS = 10_000;
/**
 * The events first: the event consumers read the log page by page right after the import, and with its statistics
 * from before it (on a young database, a log of a few thousand events) each page is planned as a scan of the whole log.
 */
const IMPORTED_TABLES = [
  'events',
  'farmers',
  'farms',
  'planting_records',
  'planting_record_items',
  'farmer_import_keys',
];
const IMPORTED_EVENT_TYPES = [FarmerEnrolled.type, FarmMapped.type, PlantingRecordCreated.type];

/** How one chunk's rows came out of its transaction. */
interface ChunkOutcome {
  /** Rows whose key was there already, with the import that wrote it. */
  keyed: Map<string, string>;
  /** Rows written by this chunk. */
  written: Set<PlannedRow>;
}

/**
 * Another import claimed some of a chunk's keys after the chunk read them: the chunk is written again. When it still
 * conflicts after CHUNK_ATTEMPTS, the import fails with the kernel's conflict (409, "changed by someone else").
 */
class KeysClaimedMeanwhile extends DomainError {
  constructor() {
    super(KernelErrors.CONCURRENCY_CONFLICT, {});
  }
}

/** How many times a chunk is written before its conflicts fail the import. */
const CHUNK_ATTEMPTS = 4;

const KERNEL_TO_IMPORT: Record<string, string> = {
  [FilesErrors.EXCEL_FILE_EXPECTED]: FarmersErrors.FARMER_IMPORT_NOT_EXCEL,
  [FilesErrors.EXCEL_SHEET_EMPTY]: FarmersErrors.FARMER_IMPORT_EMPTY,
  [FilesErrors.EXCEL_UNREADABLE]: FarmersErrors.FARMER_IMPORT_UNREADABLE,
  [FilesErrors.EXCEL_TOO_MANY_ROWS]: FarmersErrors.FARMER_IMPORT_TOO_MANY_ROWS,
};

const mappingError = (code: string, params: Record<string, string | number>) =>
  new DomainError(code, params, [{ field: 'mapping', message: code }]);

/** The field a header is matched to, by the user's mapping or the aliases (for an error naming it), else the header. */
function fieldNamed(columns: ColumnMapping, header: unknown): string {
  const name = normaliseHeader(String(header));
  const mapped = Object.entries(columns).find(([column]) => normaliseHeader(column) === name);
  if (mapped?.[1]) return mapped[1];
  const found = Object.entries(FARMER_SHEET).find(([, field]) =>
    field.aliases.some((alias) => normaliseHeader(alias) === name),
  );
  return found ? found[0] : String(header);
}

/**
 * The user's column mapping as a form sends it (JSON: header -> field of the farmer sheet, or null to leave the column
 * out), checked: anything else, a field the sheet does not have, or two columns on one field is a 400 naming it.
 */
export function checkColumnMapping(raw: string | null | undefined): ColumnMapping | undefined {
  if (raw === undefined || raw === null || raw.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw mappingError(FarmersErrors.FARMER_IMPORT_MAPPING_INVALID, {});
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw mappingError(FarmersErrors.FARMER_IMPORT_MAPPING_INVALID, {});
  const mapping: ColumnMapping = {};
  const columnOf = new Map<string, string>();
  for (const [column, field] of Object.entries(parsed as Record<string, unknown>)) {
    if (field !== null && typeof field !== 'string')
      throw mappingError(FarmersErrors.FARMER_IMPORT_MAPPING_INVALID, {});
    if (field === null || field === '') {
      mapping[column] = null;
      continue;
    }
    if (!(field in FARMER_SHEET))
      throw mappingError(FarmersErrors.FARMER_IMPORT_MAPPING_FIELD_UNKNOWN, { column, field });
    if (columnOf.has(field)) throw mappingError(FarmersErrors.FARMER_IMPORT_MAPPING_FIELD_TWICE, { field });
    columnOf.set(field, column);
    mapping[column] = field;
  }
  return mapping;
}

/** The fields of the farmer sheet a column may be mapped to, in the template's order, the required ones marked. */
export const SHEET_FIELDS: { field: FarmerSheetField; required: boolean }[] = Object.entries(FARMER_SHEET).map(
  ([field, spec]) => ({
    field: field as FarmerSheetField,
    required: 'required' in spec && spec.required === true,
  }),
);

/**
 * Fills a row's blank cells with the values for the whole file (each parsed once, as its column reads it). A farm's or a
 * record's value fills only a row that gives that farm or record: the file's "HA" gives no farm to a row without one.
 */
function fileValuesFiller(values: FileValues): (row: FarmerSheetRow) => void {
  const parsed = (Object.entries(values) as [FarmerSheetField, string][]).map(
    ([field, text]) => [field, parsedValue(field, text)] as const,
  );
  const farmer = parsed.filter(
    ([field]) =>
      !(FARM_FIELDS as readonly string[]).includes(field) && !(RECORD_FIELDS as readonly string[]).includes(field),
  );
  const farm = parsed.filter(([field]) => (FARM_FIELDS as readonly string[]).includes(field));
  const record = parsed.filter(([field]) => (RECORD_FIELDS as readonly string[]).includes(field));
  const set = (row: FarmerSheetRow, entries: (readonly [FarmerSheetField, unknown])[]) => {
    for (const [field, value] of entries) if (row[field] === null) (row as Record<string, unknown>)[field] = value;
  };
  if (parsed.length === 0) return () => undefined;
  return (row) => {
    const hasFarm = given(row, FARM_FIELDS);
    const hasRecord = given(row, RECORD_FIELDS);
    set(row, farmer);
    if (hasFarm) set(row, farm);
    if (hasRecord) set(row, record);
  };
}

/** A sheet laid out and being read (see FarmerImporter.openSheet). */
interface OpenedSheet {
  errors: RowErrors;
  /** Fills a row's blank cells with the values given for the whole file. */
  fill: (row: FarmerSheetRow) => void;
  batches: AsyncIterable<SheetRow<FarmerSheetRow>[]> | Iterable<SheetRow<FarmerSheetRow>[]>;
  /** How many rows are expected (a first count, header and blank lines included, or the rows read). */
  expected: number;
  /** Rows the reader refused, as typed, for a dry run's preview. */
  unread: SheetRow<Record<string, CellValue>>[];
  refusedByReader: () => number;
}

/** A reader's failure as the import names it: a column mapped twice, or the workbook's own fault in the import's words. */
function importErrorOf(error: unknown, columns: ColumnMapping | undefined): unknown {
  // A column the user mapped to a field another column of the sheet is matched to.
  if (columns && error instanceof DomainError && error.code === FilesErrors.EXCEL_COLUMN_TWICE) {
    return mappingError(FarmersErrors.FARMER_IMPORT_MAPPING_FIELD_TWICE, {
      field: fieldNamed(columns, error.params.column),
    });
  }
  const code = error instanceof DomainError ? KERNEL_TO_IMPORT[error.code] : undefined;
  return code ? new DomainError(code, error instanceof DomainError ? error.params : {}) : error;
}

/**
 * Brings the farmers of a spreadsheet in for one owner (the extension agent they belong to): every row is checked
 * first, with the registry's, the farms' and the planting records' own rules (FarmerInputChecker, checkFarmDetails,
 * buildContent), then the valid rows are written a chunk at a time: the chunk's FarmerEnrolled, FarmMapped and
 * PlantingRecordCreated events (decided by the same domain functions as the commands) in one batched append, projected a
 * batch at a time, with the rows' keys, in one transaction. A row's key is its owner and natural key (phone, else
 * e-mail, else name + community + LGA), kept in `farmer_import_keys` with the farmer it made: a file sent twice, or a job
 * retried half-way, creates each farmer once. The ids are time-ordered, so that the indexes of the log and of the read
 * tables grow at their end rather than at random pages.
 */
@Injectable()
export class FarmerImporter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly checker: FarmerInputChecker,
    private readonly geography: GeographyQueries,
    private readonly countries: CountryDirectory,
    private readonly types: RecordTypes,
    private readonly clock: Clock,
    private readonly store: EventStore,
    private readonly vault: PersonalDataVault,
    private readonly bulkWrites: BulkWrites,
    private readonly statistics: TableStatistics,
    private readonly aliases: ImportAliases,
  ) {}

  async run(owner: Actor, countryId: number, bytes: Buffer, options: ImportOptions): Promise<ImportReport> {
    if (options.dryRun) return this.importSheet(owner, countryId, bytes, options);
    // The read models of this process that follow these events catch up once the rows are in (see BulkWrites).
    return this.bulkWrites.run(IMPORTED_EVENT_TYPES, () => this.importSheet(owner, countryId, bytes, options));
  }

  private async importSheet(
    owner: Actor,
    countryId: number,
    bytes: Buffer,
    options: ImportOptions,
  ): Promise<ImportReport> {
    const sheet = await this.openSheet(bytes, options);
    const country = (await this.countries.ready()).byId(countryId)!;
    const catalogue = await this.types.catalogue();
    const organisationId = await this.aliases.organisationOf(owner.id);
    const unknown = new Map<string, UnknownValue>();
    const aliases = { kept: await this.aliases.kept(organisationId, country.id), given: options.aliases ?? [] };
    const { plan, given } = await this.planner(
      owner,
      country,
      sheet.errors,
      catalogue,
      aliases,
      unknown,
      options.language,
    );
    const report: ImportReport = {
      dryRun: options.dryRun,
      rows: 0,
      created: 0,
      alreadyImported: 0,
      refused: 0,
      errors: [],
      alreadyImportedRows: [],
      preview: [],
      unknownValues: [],
    };
    const { read, previewed } = await this.checkAndWrite(owner, sheet, plan, report, options);
    report.rows = read + sheet.refusedByReader();
    report.unknownValues = [...unknown.values()].sort((a, b) => b.rows - a.rows || a.value.localeCompare(b.value));
    // What the user said the spellings mean applies to the organisation's next imports.
    if (!options.dryRun) await this.aliases.keep(organisationId, country.id, owner.id, given, this.clock.nowIso());
    // The tables a large import grew by half are analyzed now (in the background) rather than whenever autovacuum
    // comes by (TableStatistics).
    if (report.created >= ANALYZE_AFTER_ROWS) this.statistics.refreshSoon(IMPORTED_TABLES);
    await options.onProgress?.(read, read);
    report.alreadyImportedRows.sort((a, b) => a - b);
    report.errors = sheet.errors.all();
    report.refused = new Set(report.errors.map((e) => e.row)).size;
    if (options.dryRun) report.preview = previewOf([...previewed, ...sheet.unread], report);
    return report;
  }

  /**
   * The farmers' sheet of the workbook, refused here, before any row, when its columns cannot make farmers at all; and
   * its rows, a batch at a time. A long sheet is streamed: its rows are checked and written while it is read (parsed
   * in a thread of its own), never all held at once, the size of its chunks and the progress taken from a first count
   * of its rows. A short one (an import answered in the request) and a workbook that cannot be counted are read whole
   * first: the rows are then counted exactly, and a sheet refused while it is read (too many rows, unreadable) has had
   * nothing written.
   */
  private async openSheet(bytes: Buffer, options: ImportOptions): Promise<OpenedSheet> {
    const layout = await layOutSheet(bytes, { columns: options.columns, values: options.values, sampleRows: 20 });
    requireImportable(layout, options.language);
    const { sheet } = layout;
    const errors = new RowErrors(options.language, 1_000_000);
    // Rows the reader refuses, as typed: a dry run's preview shows them in their place.
    const unread: SheetRow<Record<string, CellValue>>[] = [];
    let refusedByReader = 0;
    const onRefusedRow = (row: number, values: Record<string, CellValue>) => {
      refusedByReader++;
      if (options.dryRun && unread.length < PREVIEW_ROWS) unread.push({ row, values });
    };
    const readRows = async function* (this: void, inThread: boolean) {
      try {
        yield* readExcelRowBatches(bytes, schemaWith(layout.values), {
          errors,
          maxRows: options.maxRows,
          onRefusedRow,
          columns: options.columns,
          inThread,
          sheet,
        });
      } catch (error) {
        throw importErrorOf(error, options.columns);
      }
    };
    const opened = { errors, fill: fileValuesFiller(layout.values), unread, refusedByReader: () => refusedByReader };
    const counted = options.maxRows === undefined ? await countSheetRows(bytes, sheet).catch(() => null) : null;
    if (counted !== null) return { ...opened, batches: readRows(true), expected: Math.max(1, counted - 1) };
    const batches: SheetRow<FarmerSheetRow>[][] = [];
    for await (const batch of readRows(false)) batches.push(batch);
    return {
      ...opened,
      batches: handOver(batches),
      expected: batches.reduce((count, batch) => count + batch.length, 0),
    };
  }

  /**
   * Reads the sheet's rows, checks them a chunk at a time, and writes each chunk in one transaction with its keys (what
   * a retried job recognises) while the next is read and checked; the progress bar moves once per chunk, about once per
   * hundredth of the rows. A dry run writes nothing: it only tells the rows an import wrote already. Answers how many
   * rows were read, and the first ones for a dry run's preview.
   */
  private async checkAndWrite(
    owner: Actor,
    sheet: OpenedSheet,
    plan: (rows: SheetRow<FarmerSheetRow>[]) => Promise<PlannedRow[]>,
    report: ImportReport,
    options: ImportOptions,
  ): Promise<{ read: number; previewed: SheetRow<FarmerSheetRow>[] }> {
    const tally = (planned: PlannedRow, importId: string | undefined) => {
      if (importId !== undefined && importId !== options.importId) {
        report.alreadyImported++;
        report.alreadyImportedRows.push(planned.row);
      } else report.created++;
    };
    const chunkRows = Math.min(IMPORT_CHUNK_ROWS, Math.max(1, Math.ceil(sheet.expected / 100)));
    const writes = new ConcurrentWrites(chunkRows >= IMPORT_CHUNK_ROWS / 10 ? IMPORT_WRITERS : 1);
    let read = 0;
    let done = 0;
    let finished = false;
    const settle = async (chunk: PlannedRow[], rowCount: number) => {
      if (options.dryRun) {
        const keyed = await this.keysOf(owner, chunk, this.dataSource.manager);
        for (const planned of chunk) tally(planned, keyed.get(planned.key));
      } else {
        const outcome = await this.writeChunk(owner, chunk, options.importId, this.clock.nowIso());
        for (const planned of chunk) {
          if (outcome.written.has(planned)) report.created++;
          else tally(planned, outcome.keyed.get(planned.key));
        }
      }
      done += rowCount;
      // Until the whole sheet is read, the first count stands for the total (it counts the header and blank lines too).
      const total = finished ? read : Math.max(sheet.expected, read);
      if (done < total) await options.onProgress?.(done, total);
    };
    const dispatch = async (slice: SheetRow<FarmerSheetRow>[]) => {
      const chunk = await plan(slice);
      await writes.start(() => settle(chunk, slice.length));
    };
    const previewed: SheetRow<FarmerSheetRow>[] = [];
    try {
      let pending: SheetRow<FarmerSheetRow>[] = [];
      reading: for await (const rows of sheet.batches) {
        for (const row of rows) {
          read++;
          sheet.fill(row.values);
          if (options.dryRun && previewed.length < PREVIEW_ROWS) previewed.push(row);
          pending.push(row);
          if (pending.length >= chunkRows) {
            const slice = pending;
            pending = [];
            await dispatch(slice);
            if (writes.failed) break reading;
          }
        }
      }
      finished = true;
      if (pending.length && !writes.failed) await dispatch(pending);
    } catch (error) {
      writes.fail(error);
    }
    // Every chunk under way ends (written or not) before the import answers, even when one failed.
    await writes.finish();
    return { read, previewed };
  }

  /** The keys of these rows an import wrote already, with the import that wrote each. */
  private async keysOf(owner: Actor, rows: PlannedRow[], manager: EntityManager): Promise<Map<string, string>> {
    const found: { natural_key: string; import_id: string }[] = await manager.query(
      `SELECT natural_key, import_id FROM farmer_import_keys WHERE owner_id = $1 AND natural_key = ANY($2::text[])`,
      [owner.id, arrayParameter(rows.map((p) => p.key))],
    );
    return new Map(found.map((f) => [f.natural_key, f.import_id]));
  }

  /**
   * Writes a chunk in one transaction: for every row without a key, the key first, then the farmer, farm and record
   * events (one batched append, projected a batch at a time). When another import claims one of the keys meanwhile (the
   * same rows sent twice at the same moment), the chunk is written again: its keys are read anew, and the rows the other
   * import wrote are recognised.
   */
  private async writeChunk(owner: Actor, chunk: PlannedRow[], importId: string, now: string): Promise<ChunkOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction((manager) => this.writeChunkIn(manager, owner, chunk, importId, now));
      } catch (error) {
        if (!(error instanceof KeysClaimedMeanwhile) || attempt >= CHUNK_ATTEMPTS) throw error;
      }
    }
  }

  private async writeChunkIn(
    manager: EntityManager,
    owner: Actor,
    chunk: PlannedRow[],
    importId: string,
    now: string,
  ): Promise<ChunkOutcome> {
    const keyed = await this.keysOf(owner, chunk, manager);
    const batch = chunk
      .filter((plan) => !keyed.has(plan.key))
      .map((plan) => {
        const farmerId = timeOrderedUuid();
        const farmId = plan.farm ? timeOrderedUuid() : null;
        const recordId = plan.farm && plan.content ? timeOrderedUuid() : null;
        return [plan, { farmerId, farmId, recordId }] as const;
      });
    if (batch.length === 0) return { keyed, written: new Set() };
    // The keys in their sort order, so that two imports claiming some of the same keys take them in one order (neither
    // waits on the other while holding a key it needs). A duplicate undoes the whole chunk: nothing else is written yet.
    await manager
      .query(
        `INSERT INTO farmer_import_keys (owner_id, natural_key, farmer_id, import_id, created_at)
         SELECT $1, k, f, $4, $5 FROM unnest($2::text[], $3::uuid[]) AS x(k, f) ORDER BY k`,
        [
          owner.id,
          arrayParameter(batch.map(([plan]) => plan.key)),
          arrayParameter(batch.map(([, id]) => id.farmerId)),
          importId,
          now,
        ],
      )
      .catch((error: unknown) => {
        throw isDuplicateKey(error) ? new KeysClaimedMeanwhile() : error;
      });

    const sealed = await this.vault.sealMany(
      batch.map(([plan, { farmerId }]) => ({
        subject: farmerSubject(farmerId),
        value: { ...plan.checked.personal, consent: null },
      })),
      manager,
      { newSubjects: true },
    );
    const farmers: StreamAppend[] = [];
    const farms: StreamAppend[] = [];
    const records: StreamAppend[] = [];
    batch.forEach(([plan, { farmerId, farmId, recordId }], i) => {
      const enrolled = decideEnrol(
        initialFarmerState,
        {
          farmerId,
          createdBy: owner.id,
          createdByRole: workingRole(owner.roles),
          ...plan.checked.facts,
          pictureKey: null,
          personal: sealed[i],
          invitedToPlatform: false,
          invitationId: null,
          now,
        },
        () => false,
      );
      farmers.push({
        streamId: farmerStreamId(farmerId),
        streamType: FARMER_STREAM,
        expected: 'no_stream',
        events: enrolled,
      });
      if (plan.farm && farmId) {
        const mapped = decideMap(initialFarmState, { farmId, farmerId, mappedBy: owner.id, details: plan.farm, now });
        farms.push({ streamId: farmStreamId(farmId), streamType: FARM_STREAM, expected: 'no_stream', events: mapped });
        if (plan.content && recordId) {
          const content = withItemIds(plan.content, () => timeOrderedUuid());
          const created = decideCreate(initialPlantingRecordState, {
            recordId,
            farmId,
            farmerId,
            createdBy: owner.id,
            content,
            now,
          });
          records.push({
            streamId: plantingRecordStreamId(recordId),
            streamType: PLANTING_RECORD_STREAM,
            expected: 'no_stream',
            events: created,
          });
        }
      }
    });
    // Every farmer before the farms, every farm before the records: each kind projected in one batch.
    await this.store.appendMany([...farmers, ...farms, ...records], { manager });
    return { keyed, written: new Set(batch.map(([plan]) => plan)) };
  }

  /**
   * States and areas matched as officers write them (see PlaceNames), each distinct spelling once; the organisation's
   * aliases (kept from its earlier imports, and those given now) come before the known spellings. Each alias given must
   * name a place of the list: refused (400) before any row is read otherwise. Answers the aliases given, to keep.
   */
  private async placeVocabulary(country: CountryView, aliases: { kept: KeptAlias[]; given: GivenAlias[] }) {
    const spellings = PLACE_SPELLINGS.filter((p) => p.country === country.code);
    const otherNames = (list: typeof spellings) =>
      list.flatMap((p) => p.spellings.map((spelling) => [spelling, p.area ?? p.state] as [string, string]));
    const stateList = await this.geography.listStates({ countryId: country.id });
    const stateName = new Map(stateList.map((s) => [s.id, s.name]));
    const givenPlaces = aliases.given.filter(isPlaceAlias);
    const keptPlaces = aliases.kept.filter(
      (a): a is Extract<KeptAlias, { placeId: number }> => a.placeId !== undefined,
    );
    const givenStates = givenPlaces
      .filter((a) => a.field === 'state')
      .map((a) => [a.value, a.means] as [string, string]);
    const keptStates = keptPlaces
      .filter((a) => a.field === 'state' && stateName.has(a.placeId))
      .map((a) => [a.spelling, stateName.get(a.placeId)!] as [string, string]);
    const states = new PlaceNames(
      stateList,
      new Map([...otherNames(spellings.filter((p) => !p.area)), ...keptStates, ...givenStates]),
    );
    const cityLists = new Map<number, { id: number; name: string }[]>();
    const cityList = async (stateId: number) => {
      if (!cityLists.has(stateId)) cityLists.set(stateId, (await this.geography.citiesOfState(stateId)) ?? []);
      return cityLists.get(stateId)!;
    };
    const cities = new Map<number, PlaceNames<{ id: number; name: string }>>();
    const citiesOf = async (state: { id: number; name: string }) => {
      let names = cities.get(state.id);
      if (!names) {
        const list = await cityList(state.id);
        const cityName = new Map(list.map((c) => [c.id, c.name]));
        const areas = spellings.filter((p) => p.area && nameKey(p.state) === nameKey(state.name));
        const kept = keptPlaces
          .filter((a) => a.field === 'city' && a.scope === String(state.id) && cityName.has(a.placeId))
          .map((a) => [a.spelling, cityName.get(a.placeId)!] as [string, string]);
        const given = givenPlaces
          .filter((a) => a.field === 'city' && states.match(a.state!).place?.id === state.id)
          .map((a) => [a.value, a.means] as [string, string]);
        names = new PlaceNames(list, new Map([...otherNames(areas), ...kept, ...given]));
        cities.set(state.id, names);
      }
      return names;
    };
    const givenKept: KeptAlias[] = [];
    for (const alias of givenPlaces) {
      const byKey = (list: { id: number; name: string }[]) =>
        list.find((p) => placeKey(p.name) === placeKey(alias.means));
      if (alias.field === 'state') {
        const state = byKey(stateList);
        if (!state) throw aliasUnknown(alias, country.name);
        givenKept.push({ field: 'state', scope: '', spelling: alias.value, placeId: state.id });
      } else {
        const state = states.match(alias.state!).place;
        const city = state ? byKey(await cityList(state.id)) : undefined;
        if (!state || !city) throw aliasUnknown(alias, state?.name ?? alias.state!);
        givenKept.push({ field: 'city', scope: String(state.id), spelling: alias.value, placeId: city.id });
      }
    }
    return { states, citiesOf, givenKept };
  }

  /**
   * The lists a row's values are read against: projects and aggregation partners (the country's reference items),
   * trainings and fertilizers by name or code, and genders, seasons, units and crops as officers write them (see
   * ListValues), the organisation's aliases first. Each alias given must name an entry of the column's list: refused
   * (400) before any row is read otherwise. Answers the aliases given, to keep.
   */
  private async listVocabulary(
    country: CountryView,
    aliases: { kept: KeptAlias[]; given: GivenAlias[] },
    language: Language,
  ) {
    const givenKept: KeptAlias[] = [];
    const reference: { id: number; list: string; name: string }[] = await this.dataSource.query(
      `SELECT id, list, name FROM farmer_reference_items WHERE country_id = $1 AND active ORDER BY id`,
      [country.id],
    );
    const listed = (list: string) =>
      new Map(reference.filter((r) => r.list === list).map((r) => [nameKey(r.name), r.id]));
    const projects = listed('PROJECT');
    const partners = listed('AGGREGATION_PARTNER');
    const lists = await this.types.lists();
    const byName = (entries: { id: number; name: string; nameFr: string; code?: string }[]) => {
      const map = new Map<string, number>();
      for (const e of entries) for (const n of [e.name, e.nameFr, e.code]) if (n) map.set(nameKey(n), e.id);
      return map;
    };
    const trainings = byName(lists.training);
    const fertilizers = byName(lists.fertilizer);
    const referenceEntries = (entries: { id: number; name: string; nameFr: string }[]): ListEntry[] =>
      entries.map((e) => ({ key: String(e.id), name: e.name, nameFr: e.nameFr }));
    const entriesOf: Record<ListField, ListEntry[]> = {
      gender: GENDER_ENTRIES,
      season: SEASON_ENTRIES,
      farmSizeUnit: LAND_UNIT_ENTRIES,
      crop: referenceEntries(lists.crop),
      fertilizerUnit: referenceEntries(lists.unit),
      yieldUnit: referenceEntries(lists.unit),
    };
    const givenValues = aliases.given.filter((a): a is ValueAlias => !isPlaceAlias(a));
    const listValues = {} as Record<ListField, ListValues>;
    for (const field of LIST_FIELDS) {
      const plain = new ListValues(entriesOf[field], KIND_OF[field]);
      const spellings = new Map<string, string>();
      for (const alias of aliases.kept)
        if (alias.field === field && alias.means !== undefined) spellings.set(alias.spelling, alias.means);
      for (const alias of givenValues.filter((a) => a.field === field)) {
        const entry = plain.find(alias.means);
        if (!entry) throw valueAliasUnknown(alias, language);
        spellings.set(alias.value, entry.key);
        givenKept.push({ field, scope: '', spelling: alias.value, means: entry.key });
      }
      listValues[field] = spellings.size ? new ListValues(entriesOf[field], KIND_OF[field], spellings) : plain;
    }
    return { projects, partners, trainings, fertilizers, listValues, givenKept };
  }

  /**
   * Reads the vocabularies once and answers how rows are checked against them (see RowPlanner), and the aliases given,
   * to keep.
   */
  private async planner(
    owner: Actor,
    country: CountryView,
    errors: RowErrors,
    catalogue: RecordCatalogue,
    aliases: { kept: KeptAlias[]; given: GivenAlias[] },
    unknown: Map<string, UnknownValue>,
    language: Language,
  ): Promise<{ plan: (rows: SheetRow<FarmerSheetRow>[]) => Promise<PlannedRow[]>; given: KeptAlias[] }> {
    const places = await this.placeVocabulary(country, aliases);
    const lists = await this.listVocabulary(country, aliases, language);
    const planner = new RowPlanner(
      {
        owner,
        country,
        errors,
        catalogue,
        unknown,
        language,
        now: this.clock.nowIso(),
        checker: this.checker,
        manager: this.dataSource.manager,
      },
      { ...places, ...lists },
    );
    return { plan: (rows) => planner.plan(rows), given: [...places.givenKept, ...lists.givenKept] };
  }
}

const aliasUnknown = (alias: PlaceAlias, within: string) =>
  new DomainError(
    FarmersErrors.FARMER_IMPORT_ALIAS_UNKNOWN,
    { value: alias.value, means: alias.means, field: alias.field === 'state' ? 'state' : 'LGA', within },
    [{ field: 'aliases', message: FarmersErrors.FARMER_IMPORT_ALIAS_UNKNOWN }],
  );

const valueAliasUnknown = (alias: ValueAlias, language: Language) =>
  new DomainError(
    FarmersErrors.FARMER_IMPORT_VALUE_ALIAS_UNKNOWN,
    { value: alias.value, means: alias.means, field: TEMPLATE_HEADERS[language][alias.field] },
    [{ field: 'aliases', message: FarmersErrors.FARMER_IMPORT_VALUE_ALIAS_UNKNOWN }],
  );

/** The items in order, each let go by the array once taken. */
function* handOver<T>(items: T[]): Generator<T> {
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    items[i] = undefined as T;
    yield item;
  }
}

function previewOf(
  rows: { row: number; values: Partial<Record<FarmerSheetField, unknown>> }[],
  report: ImportReport,
): PreviewRow[] {
  const refused = new Set(report.errors.map((e) => e.row));
  const already = new Set(report.alreadyImportedRows);
  const text = (value: unknown) =>
    value === null || value === undefined
      ? null
      : value instanceof Date
        ? value.toISOString().slice(0, 10)
        : String(value);
  const inOrder = [...rows].sort((a, b) => a.row - b.row).slice(0, PREVIEW_ROWS);
  return inOrder.map(({ row, values: v }) => ({
    row,
    status: refused.has(row) ? 'REFUSED' : already.has(row) ? 'ALREADY_IMPORTED' : 'NEW',
    fullName: text(v.fullName),
    gender: text(v.gender),
    phone: text(v.phone),
    state: text(v.state),
    city: text(v.city),
    crop: text(v.crop),
    farmSize:
      typeof v.farmSize === 'number'
        ? v.farmSize
        : typeof v.farmSize === 'object' && v.farmSize !== null && 'size' in v.farmSize
          ? (v.farmSize as SizeWithUnit).size
          : null,
    farmSizeUnit: text(
      v.farmSizeUnit ??
        (typeof v.farmSize === 'object' && v.farmSize !== null && 'unit' in v.farmSize
          ? (v.farmSize as SizeWithUnit).unit
          : null),
    ),
  }));
}

/**
 * A copy of the sheet with an "Errors" column: each refused row gets its reasons beside it, so that the user fixes
 * those rows and sends the sheet again (rows already imported are recognised and skipped).
 */
export async function errorReport(
  bytes: Buffer,
  errors: RowError[],
  language: Language,
  columns?: ColumnMapping,
): Promise<Buffer> {
  // The farmers' sheet and its header row, found as the import found them (a notes sheet before it, title rows above).
  const layout = await layOutSheet(bytes, { columns, sampleRows: 0 });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[layout.sheet - 1] ?? workbook.worksheets[0];
  const byRow = new Map<number, string[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), `${e.field}: ${e.message}`]);
  const column = sheet.columnCount + 1;
  if (layout.headerRow)
    sheet.getRow(layout.headerRow).getCell(column).value = translate('FARMER_IMPORT_ERRORS_COLUMN', language);
  for (const [row, messages] of byRow) sheet.getRow(row).getCell(column).value = messages.join('\n');
  sheet.getColumn(column).width = 60;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
