import type { ColumnMapping } from '../../kernel/files/excel-reader';
import type { FileValues } from '../imports/commands/sheet-layout';
import type { GivenAlias } from '../imports/commands/import-aliases';
import { defineJob, defineQueue } from '../../kernel/messaging/job-definition';
import type { FarmerFilter, FarmerListScope } from '../registry/queries/farmer-lists';

/** Spreadsheet imports of farmers: one at a time per worker, each a long job that reports progress. */
export const FARMER_IMPORT_QUEUE = defineQueue('farmer-import', { concurrency: 1 });

/** Exports mailed as Excel files. */
export const EXPORTS_QUEUE = defineQueue('exports', { concurrency: 2 });

export interface ImportFarmersPayload {
  importId: string;
  /** Who sent the file: they get the summary, and only they read the progress. */
  requesterId: string;
  /** The extension agent the farmers belong to. */
  ownerId: string;
  countryId: number;
  /** The stored file (StorageService key). */
  fileKey: string;
  dryRun: boolean;
  language: 'en' | 'fr';
  correlationId: string;
  /** The user's mapping of the sheet's columns to fields, when they corrected the automatic one. */
  columns?: ColumnMapping;
  /** Values for the whole file, for the fields the sheet lacks. */
  values?: FileValues;
  /** What spellings of states and LGAs mean (kept for the organisation's next imports). */
  aliases?: GivenAlias[];
  /** Set when the import has failed for good: why (an error code, its parameters, its details), for its sender. */
  failure?: ImportFailure;
}

/** Why an import failed: texts are translated when read, in the reader's language. */
export interface ImportFailure {
  code: string;
  params: Record<string, string | number>;
  errors: { field: string; message: string }[];
}

/** Checks and writes the rows of a stored spreadsheet, then mails the summary with the error report attached. */
export const ImportFarmers = defineJob<ImportFarmersPayload>(FARMER_IMPORT_QUEUE, 'farmer-import', { attempts: 3 });

export interface ExportFarmersPayload {
  exportId: string;
  requesterId: string;
  scope: FarmerListScope | { kind: 'VISIBLE' };
  filter: FarmerFilter;
  language: 'en' | 'fr';
  correlationId: string;
}

/** Streams the farmers of a list into an Excel file mailed to whoever asked. */
export const ExportFarmers = defineJob<ExportFarmersPayload>(EXPORTS_QUEUE, 'export-farmers', { attempts: 3 });
