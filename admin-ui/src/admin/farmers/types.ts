/** What the farmers API (src/farmers) answers, as the screens read it. */
import type { Schema } from '../../shared/schemas';

export interface Named {
  id: number;
  name: string;
}

export interface Consent {
  firstName: string | null;
  idNumber: string | null;
  authorisation: boolean;
  personalDataTransfer: boolean;
  accountCreation: boolean;
  formUrl: string | null;
}

export interface Farmer {
  id: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  gender: 'MALE' | 'FEMALE';
  address: string;
  community: string;
  age: number | null;
  year: number | null;
  countryId: number;
  state: Named;
  city: Named;
  project: Named;
  aggregationPartner: Named;
  farmerCompany: Named | null;
  pictureUrl: string | null;
  invitedToPlatform: boolean;
  userId: string | null;
  createdBy: { id: string; fullName: string | null };
  consent: Consent | null;
  createdAt: string;
  updatedAt: string;
}

export const SIZE_UNITS = ['HA', 'ACRE', 'M2'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

export interface Farm {
  id: string;
  farmerId: string;
  name: string;
  size: number;
  sizeUnit: SizeUnit;
  sizeHa: number;
  community: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  createdAt: string;
  updatedAt: string;
}

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

export interface PlantingRecord {
  id: string;
  farmId: string;
  farmerId: string;
  season: Season;
  year: number;
  cropTypeId: number;
  cropName: string | null;
  cropFamily: string | null;
  sowingDate: string | null;
  trainingTypeId: number | null;
  trainingName: string | null;
  fertilizers: AppliedItem[];
  manures: AppliedItem[];
  seeds: AppliedItem[];
  cropProtectionProducts: AppliedItem[];
  previousYield: number | null;
  estimatedYield: number | null;
  actualYield: number | null;
  yieldUnitTypeId: number | null;
  yieldUnitName: string | null;
  actualYieldKg: number | null;
  createdAt: string;
}

export interface SeasonSummary {
  year: number;
  season: Season;
  totals: {
    fertilizerKg: number;
    manureKg: number;
    seedKg: number;
    cppKg: number;
    cppLitre: number;
    estimatedYieldKg: number;
    actualYieldKg: number;
    quantitiesWithoutKg: number;
  };
  records: (PlantingRecord & { farmName: string })[];
}

export interface RecordType {
  id: number;
  name: string;
  nameFr: string;
  family?: string;
  familyFr?: string;
  measure?: 'MASS' | 'VOLUME';
}

export interface HistoryEntry {
  id: string;
  farmerId: string;
  kind: 'VISIT' | 'TRAINING' | 'NOTE';
  date: string;
  title: string;
  notes: string;
  recordedBy: { id: string; fullName: string | null };
  createdAt: string;
}

export interface FarmerChange {
  at: string;
  by: { id: string; fullName: string | null } | null;
  change: string;
  fields: { field: string; value: unknown }[];
}

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export interface Mutation<T> {
  success: boolean;
  message: string;
  data: T;
}

/** What a farmer import answers (farmers/bulk, and an async import's report): aliases of the generated shapes. */
export type ImportReport = Schema<'FarmerImportReportResponse'>;
export type ImportPreviewRow = Schema<'PreviewRowResponse'>;
export type ImportProgress = Schema<'ImportProgressResponse'>;
/** A sheet's header row as the server matched it, and the fields a column may be mapped to. */
export type SheetColumns = Schema<'SheetColumnsResponse'>;
