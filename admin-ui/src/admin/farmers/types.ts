/** What the farmers API (src/farmers) answers, as the screens read it. */
import type { Schema } from '../../shared/schemas';

/** A state, local area, project, aggregation partner or farmer company as a farmer names it. */
export type Named = Schema<'NamedResponse'>;

export type Consent = Schema<'ConsentResponse'>;

export type Farmer = Schema<'FarmerResponse'>;

export const SIZE_UNITS = ['HA', 'ACRE', 'M2'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

export type Farm = Schema<'FarmResponse'>;

export const SEASONS = ['RAINY', 'DRY', 'OTHER'] as const;
export type Season = (typeof SEASONS)[number];

/** The record's four sections: their list in the record, their type field, their delete call. */
export const SECTIONS = [
  { key: 'fertilizers', typeField: 'fertilizerTypeId', list: 'fertilizer-types', remove: 'delete-fertilizer' },
  { key: 'manures', typeField: 'manureTypeId', list: 'manure-types', remove: 'delete-manure' },
  { key: 'seeds', typeField: 'seedTypeId', list: 'seed-types', remove: 'delete-seed' },
  { key: 'cropProtectionProducts', typeField: 'cppTypeId', list: 'cpp-types', remove: 'delete-cpp' },
] as const;
export type SectionKey = (typeof SECTIONS)[number]['key'];
export type SectionRemoval = (typeof SECTIONS)[number]['remove'];

export interface AppliedItem {
  id?: string;
  quantity: number | string;
  unitTypeId: number | string;
  typeName?: string | null;
  unitName?: string | null;
  quantityKg?: number | null;
  quantityLitre?: number | null;
  fertilizerTypeId?: number | string;
  manureTypeId?: number | string;
  seedTypeId?: number | string;
  cppTypeId?: number | string;
  composition?: string | null;
  microNutrition?: string | null;
}

export type PlantingRecord = Schema<'PlantingRecordResponse'>;

export type SeasonSummary = Schema<'SeasonResponse'>;

/** What a line of any section of a record (fertilizer, manure, seed, crop protection) shows. */
export type AppliedLine = Pick<Schema<'FertilizerResponse'>, 'typeName' | 'quantity' | 'unitName'>;

/** The record type lists (GET farmer-record/{list}). */
export type RecordTypeList =
  'crop-types' | 'training-types' | 'unit-types' | 'fertilizer-types' | 'manure-types' | 'seed-types' | 'cpp-types';

/** What the record dialog reads of an item of any of those lists (each list's answer must fit it). */
export interface RecordType {
  id: number;
  name: string;
  nameFr: string;
  family?: string;
  familyFr?: string;
  measure?: 'MASS' | 'VOLUME';
}

export type HistoryEntry = Schema<'HistoryEntryResponse'>;

export type FarmerChange = Schema<'FarmerChangeResponse'>;

export type { Mutation, Page } from '../../shared/schemas';

/** What a farmer import answers (farmers/bulk, and an async import's report): aliases of the generated shapes. */
export type ImportReport = Schema<'FarmerImportReportResponse'>;
export type ImportPreviewRow = Schema<'PreviewRowResponse'>;
export type ImportProgress = Schema<'ImportProgressResponse'>;
/** A sheet's header row as the server matched it, and the fields a column may be mapped to. */
export type SheetColumns = Schema<'SheetColumnsResponse'>;
