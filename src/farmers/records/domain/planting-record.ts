import { DomainError, FieldError, ValidationFailedError } from '../../../kernel/errors/domain-error';
import { defineEvent } from '../../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../../kernel/events/event.types';
import { FarmersErrors } from '../../farmers.errors';
import { defineAggregate } from '../../../kernel/events/decider';

/**
 * A planting record: what a farmer grew on one farm in one season (crop, sowing, training), what they applied
 * (fertilizers, manure, seeds, crop-protection products, each with its quantity, unit and the kilogram or litre
 * equivalent from the unit list) and what they harvested (yields previous, estimated and actual).
 */
export const PLANTING_RECORD_STREAM = 'planting-record';
export const plantingRecordStreamId = (recordId: string) => `planting-record-${recordId}`;

export const SEASONS = ['RAINY', 'DRY', 'OTHER'] as const;
export type Season = (typeof SEASONS)[number];

export const SECTIONS = ['FERTILIZER', 'MANURE', 'SEED', 'CPP'] as const;
export type Section = (typeof SECTIONS)[number];

interface Applied {
  id: string;
  quantity: number;
  unitTypeId: number;
  /** The quantity in kilograms; null for a volume unit or a unit no source gives a weight for. */
  quantityKg: number | null;
}

export interface FertilizerItem extends Applied {
  fertilizerTypeId: number;
  composition: string | null;
  microNutrition: string | null;
}
export interface ManureItem extends Applied {
  manureTypeId: number;
}
export interface SeedItem extends Applied {
  seedTypeId: number;
}
export interface CppItem extends Applied {
  cppTypeId: number;
  /** The quantity in litres, for a volume unit. */
  quantityLitre: number | null;
}

export interface RecordContent {
  season: Season;
  year: number;
  cropTypeId: number;
  cropFamily: string | null;
  /** YYYY-MM-DD */
  sowingDate: string | null;
  trainingTypeId: number | null;
  fertilizers: FertilizerItem[];
  manures: ManureItem[];
  seeds: SeedItem[];
  cropProtectionProducts: CppItem[];
  previousYield: number | null;
  estimatedYield: number | null;
  actualYield: number | null;
  /** The unit of the three yields, and their kilogram equivalents. */
  yieldUnitTypeId: number | null;
  previousYieldKg: number | null;
  estimatedYieldKg: number | null;
  actualYieldKg: number | null;
}

export interface PlantingRecordCreated extends RecordContent {
  recordId: string;
  farmId: string;
  farmerId: string;
  createdBy: string;
  at: string;
}

/** The record's full new state. */
export interface PlantingRecordSaved extends RecordContent {
  recordId: string;
  farmId: string;
  farmerId: string;
  at: string;
}

export interface PlantingRecordSectionRemoved {
  recordId: string;
  farmerId: string;
  section: Section;
  itemId: string;
  at: string;
}

export interface PlantingRecordDeleted {
  recordId: string;
  farmerId: string;
  at: string;
}

export const PlantingRecordCreated = defineEvent<PlantingRecordCreated>('PlantingRecordCreated');
export const PlantingRecordSaved = defineEvent<PlantingRecordSaved>('PlantingRecordSaved');
export const PlantingRecordSectionRemoved = defineEvent<PlantingRecordSectionRemoved>('PlantingRecordSectionRemoved');
export const PlantingRecordDeleted = defineEvent<PlantingRecordDeleted>('PlantingRecordDeleted');

export const PlantingRecordEvents = {
  created: PlantingRecordCreated.type,
  saved: PlantingRecordSaved.type,
  sectionRemoved: PlantingRecordSectionRemoved.type,
  deleted: PlantingRecordDeleted.type,
} as const;

/** Which list of the content holds the items of a section. */
export const SECTION_LIST = {
  FERTILIZER: 'fertilizers',
  MANURE: 'manures',
  SEED: 'seeds',
  CPP: 'cropProtectionProducts',
} as const satisfies Record<Section, keyof RecordContent>;

export interface PlantingRecordState {
  exists: boolean;
  deleted: boolean;
  farmId: string | null;
  farmerId: string | null;
  createdBy: string | null;
  content: RecordContent | null;
}

export const initialPlantingRecordState: PlantingRecordState = {
  exists: false,
  deleted: false,
  farmId: null,
  farmerId: null,
  createdBy: null,
  content: null,
};

const CONTENT_FIELDS: (keyof RecordContent)[] = [
  'season',
  'year',
  'cropTypeId',
  'cropFamily',
  'sowingDate',
  'trainingTypeId',
  'fertilizers',
  'manures',
  'seeds',
  'cropProtectionProducts',
  'previousYield',
  'estimatedYield',
  'actualYield',
  'yieldUnitTypeId',
  'previousYieldKg',
  'estimatedYieldKg',
  'actualYieldKg',
];

/** The content alone, in a fixed field order (events carry it beside their own fields). */
export function contentOf(source: RecordContent): RecordContent {
  return Object.fromEntries(CONTENT_FIELDS.map((field) => [field, source[field]])) as unknown as RecordContent;
}

type Event = StoredEvent | NewEvent;

export function evolvePlantingRecord(state: PlantingRecordState, event: Event): PlantingRecordState {
  if (PlantingRecordCreated.is(event)) {
    const d = PlantingRecordCreated.dataOf(event);
    return {
      exists: true,
      deleted: false,
      farmId: d.farmId,
      farmerId: d.farmerId,
      createdBy: d.createdBy,
      content: contentOf(d),
    };
  }
  if (PlantingRecordSaved.is(event)) return { ...state, content: contentOf(PlantingRecordSaved.dataOf(event)) };
  if (PlantingRecordSectionRemoved.is(event)) {
    const d = PlantingRecordSectionRemoved.dataOf(event);
    const list = SECTION_LIST[d.section];
    const items = state.content![list] as Applied[];
    return { ...state, content: { ...state.content!, [list]: items.filter((item) => item.id !== d.itemId) } };
  }
  if (PlantingRecordDeleted.is(event)) return { ...state, deleted: true };
  return state;
}

// ---- Building the content from what the client sent ------------------------------------------------------------------

interface AppliedInput {
  /** An item already in the record (when saving); absent for a new one. */
  id?: string;
  quantity: number;
  unitTypeId: number;
}

export interface RecordInput {
  season: string;
  year: number;
  cropTypeId: number;
  cropFamily?: string | null;
  sowingDate?: string | null;
  trainingTypeId?: number | null;
  fertilizers?: (AppliedInput & {
    fertilizerTypeId: number;
    composition?: string | null;
    microNutrition?: string | null;
  })[];
  manures?: (AppliedInput & { manureTypeId: number })[];
  seeds?: (AppliedInput & { seedTypeId: number })[];
  cropProtectionProducts?: (AppliedInput & { cppTypeId: number })[];
  previousYield?: number | null;
  estimatedYield?: number | null;
  actualYield?: number | null;
  yieldUnitTypeId?: number | null;
}

export interface UnitFacts {
  measure: 'MASS' | 'VOLUME';
  kgPerUnit: number | null;
  litrePerUnit: number | null;
}

/** What the reference lists know, as the pure decision needs it. */
export interface RecordCatalogue {
  cropFamily(cropTypeId: number): string | undefined;
  has(kind: 'fertilizer' | 'manure' | 'seed' | 'cpp' | 'training', id: number): boolean;
  unit(unitTypeId: number): UnitFacts | undefined;
}

/** Six decimal places: a gram of a kilogram, a millilitre of a litre, and no floating-point dust. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export const kilogramsOf = (quantity: number, unit: UnitFacts): number | null =>
  unit.kgPerUnit === null ? null : round6(quantity * unit.kgPerUnit);
export const litresOf = (quantity: number, unit: UnitFacts): number | null =>
  unit.litrePerUnit === null ? null : round6(quantity * unit.litrePerUnit);

const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const FIRST_YEAR = 1950;
export const TEXT_MAX = 100;

/**
 * Checks the input against spec section 5 and the reference lists, and gives the content with every quantity's
 * kilogram (or litre) equivalent. Every error is collected (`fertilizers.0.unitTypeId`...), none is thrown alone.
 * `existing` are the item ids of the record being saved (per section); an id not among them is refused. New items get
 * `newId()`.
 */
export function buildContent(
  input: RecordInput,
  catalogue: RecordCatalogue,
  options: { now: string; newId: () => string; existing?: Record<Section, Set<string>> },
): RecordContent {
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });
  if (!(SEASONS as readonly string[]).includes(input.season)) fail('season', 'RECORD_SEASON_INVALID');
  const lastYear = new Date(options.now).getUTCFullYear() + 1;
  if (!Number.isInteger(input.year) || input.year < FIRST_YEAR || input.year > lastYear)
    fail('year', 'RECORD_YEAR_INVALID');
  const family = catalogue.cropFamily(input.cropTypeId);
  if (family === undefined) fail('cropTypeId', 'RECORD_CROP_REQUIRED');
  const cropFamily = input.cropFamily?.trim() || family || null;
  if (cropFamily && cropFamily.length > TEXT_MAX) fail('cropFamily', 'RECORD_TEXT_TOO_LONG');
  const sowingDate = input.sowingDate ?? null;
  if (
    sowingDate !== null &&
    !(isDate(sowingDate) && Number(sowingDate.slice(0, 4)) >= FIRST_YEAR && Number(sowingDate.slice(0, 4)) <= lastYear)
  )
    fail('sowingDate', 'RECORD_SOWING_DATE_INVALID');
  const trainingTypeId = input.trainingTypeId ?? null;
  if (trainingTypeId !== null && !catalogue.has('training', trainingTypeId))
    fail('trainingTypeId', 'RECORD_TRAINING_UNKNOWN');

  const seen = new Set<string>();
  const applied = (section: Section, list: string, index: number, item: AppliedInput, massOnly: boolean) => {
    const at = `${list}.${index}`;
    let id = item.id?.toLowerCase();
    if (id !== undefined) {
      if (!options.existing?.[section].has(id)) fail(`${at}.id`, 'RECORD_ITEM_UNKNOWN');
      else if (seen.has(id)) fail(`${at}.id`, 'RECORD_ITEM_REPEATED');
      seen.add(id);
    } else id = options.newId();
    if (!(Number.isFinite(item.quantity) && item.quantity > 0)) fail(`${at}.quantity`, 'RECORD_QUANTITY_INVALID');
    const unit = catalogue.unit(item.unitTypeId);
    if (!unit) fail(`${at}.unitTypeId`, 'RECORD_UNIT_REQUIRED');
    else if (massOnly && unit.measure !== 'MASS') fail(`${at}.unitTypeId`, 'RECORD_UNIT_NOT_MASS');
    const ok = unit && Number.isFinite(item.quantity);
    return {
      id,
      quantity: item.quantity,
      unitTypeId: item.unitTypeId,
      quantityKg: ok ? kilogramsOf(item.quantity, unit) : null,
      unit,
    };
  };
  const typed = (kind: 'fertilizer' | 'manure' | 'seed' | 'cpp', field: string, id: number, code: string) => {
    if (!catalogue.has(kind, id)) fail(field, code);
  };
  const text = (field: string, value: string | null | undefined) => {
    const trimmed = value?.trim() || null;
    if (trimmed && trimmed.length > TEXT_MAX) fail(field, 'RECORD_TEXT_TOO_LONG');
    return trimmed;
  };

  const fertilizers: FertilizerItem[] = (input.fertilizers ?? []).map((item, i) => {
    typed('fertilizer', `fertilizers.${i}.fertilizerTypeId`, item.fertilizerTypeId, 'RECORD_FERTILIZER_TYPE_REQUIRED');
    const { unit: _unit, ...a } = applied('FERTILIZER', 'fertilizers', i, item, true);
    return {
      id: a.id,
      fertilizerTypeId: item.fertilizerTypeId,
      composition: text(`fertilizers.${i}.composition`, item.composition),
      microNutrition: text(`fertilizers.${i}.microNutrition`, item.microNutrition),
      quantity: a.quantity,
      unitTypeId: a.unitTypeId,
      quantityKg: a.quantityKg,
    };
  });
  const manures: ManureItem[] = (input.manures ?? []).map((item, i) => {
    typed('manure', `manures.${i}.manureTypeId`, item.manureTypeId, 'RECORD_MANURE_TYPE_REQUIRED');
    const { unit: _unit, ...a } = applied('MANURE', 'manures', i, item, true);
    return {
      id: a.id,
      manureTypeId: item.manureTypeId,
      quantity: a.quantity,
      unitTypeId: a.unitTypeId,
      quantityKg: a.quantityKg,
    };
  });
  const seeds: SeedItem[] = (input.seeds ?? []).map((item, i) => {
    typed('seed', `seeds.${i}.seedTypeId`, item.seedTypeId, 'RECORD_SEED_TYPE_REQUIRED');
    const { unit: _unit, ...a } = applied('SEED', 'seeds', i, item, true);
    return {
      id: a.id,
      seedTypeId: item.seedTypeId,
      quantity: a.quantity,
      unitTypeId: a.unitTypeId,
      quantityKg: a.quantityKg,
    };
  });
  const cropProtectionProducts: CppItem[] = (input.cropProtectionProducts ?? []).map((item, i) => {
    typed('cpp', `cropProtectionProducts.${i}.cppTypeId`, item.cppTypeId, 'RECORD_CPP_TYPE_REQUIRED');
    const { unit, ...a } = applied('CPP', 'cropProtectionProducts', i, item, false);
    const quantityLitre = unit && Number.isFinite(item.quantity) ? litresOf(item.quantity, unit) : null;
    return {
      id: a.id,
      cppTypeId: item.cppTypeId,
      quantity: a.quantity,
      unitTypeId: a.unitTypeId,
      quantityKg: a.quantityKg,
      quantityLitre,
    };
  });

  const yields = {
    previousYield: input.previousYield ?? null,
    estimatedYield: input.estimatedYield ?? null,
    actualYield: input.actualYield ?? null,
  };
  for (const [field, value] of Object.entries(yields))
    if (value !== null && !(Number.isFinite(value) && value >= 0)) fail(field, 'RECORD_YIELD_INVALID');
  const anyYield = Object.values(yields).some((value) => value !== null);
  const yieldUnitTypeId = input.yieldUnitTypeId ?? null;
  const yieldUnit = yieldUnitTypeId === null ? undefined : catalogue.unit(yieldUnitTypeId);
  if (anyYield && !yieldUnit) fail('yieldUnitTypeId', 'RECORD_YIELD_UNIT_REQUIRED');
  else if (yieldUnitTypeId !== null && (!yieldUnit || yieldUnit.measure !== 'MASS'))
    fail('yieldUnitTypeId', 'RECORD_UNIT_NOT_MASS');
  const kg = (value: number | null) =>
    value === null || !yieldUnit || !Number.isFinite(value) ? null : kilogramsOf(value, yieldUnit);

  if (errors.length) throw new ValidationFailedError(errors);
  return {
    season: input.season as Season,
    year: input.year,
    cropTypeId: input.cropTypeId,
    cropFamily,
    sowingDate,
    trainingTypeId,
    fertilizers,
    manures,
    seeds,
    cropProtectionProducts,
    ...yields,
    yieldUnitTypeId,
    previousYieldKg: kg(yields.previousYield),
    estimatedYieldKg: kg(yields.estimatedYield),
    actualYieldKg: kg(yields.actualYield),
  };
}

/**
 * `content` (built for new items only) with its items' ids made by `idOf` from their number, in the order buildContent
 * gives new items their ids: the fertilizers, the manures, the seeds, then the crop protection products.
 */
export function withItemIds(content: RecordContent, idOf: (item: number) => string): RecordContent {
  let item = 0;
  const numbered = <T extends { id: string }>(items: T[]): T[] => items.map((i) => ({ ...i, id: idOf(item++) }));
  return {
    ...content,
    fertilizers: numbered(content.fertilizers),
    manures: numbered(content.manures),
    seeds: numbered(content.seeds),
    cropProtectionProducts: numbered(content.cropProtectionProducts),
  };
}

// ---- Decisions ----------------------------------------------------------------------------------------------------------

const withoutItemIds = (content: RecordContent) => {
  const strip = <T extends { id: string }>(items: T[]) => items.map(({ id: _id, ...rest }) => rest);
  return {
    ...content,
    fertilizers: strip(content.fertilizers),
    manures: strip(content.manures),
    seeds: strip(content.seeds),
    cropProtectionProducts: strip(content.cropProtectionProducts),
  };
};

/** JSON with object keys sorted: events read back from jsonb do not keep the order they were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

export function decideCreate(
  state: PlantingRecordState,
  command: {
    recordId: string;
    farmId: string;
    farmerId: string;
    createdBy: string;
    content: RecordContent;
    now: string;
  },
): NewEvent[] {
  if (state.exists) {
    const retry =
      !state.deleted &&
      state.farmId === command.farmId &&
      state.farmerId === command.farmerId &&
      state.createdBy === command.createdBy &&
      same(withoutItemIds(state.content!), withoutItemIds(contentOf(command.content)));
    if (retry) return [];
    throw new DomainError(FarmersErrors.PLANTING_RECORD_ALREADY_EXISTS);
  }
  return [
    PlantingRecordCreated.create({
      recordId: command.recordId,
      farmId: command.farmId,
      farmerId: command.farmerId,
      createdBy: command.createdBy,
      ...contentOf(command.content),
      at: command.now,
    }),
  ];
}

function mustExist(state: PlantingRecordState): void {
  if (!state.exists || state.deleted) throw new DomainError(FarmersErrors.PLANTING_RECORD_NOT_FOUND);
}

/** The item ids of each section of the record, for `buildContent` when saving. */
export function itemIdsOf(state: PlantingRecordState): Record<Section, Set<string>> {
  const c = state.content;
  const ids = (items: { id: string }[] | undefined) => new Set((items ?? []).map((item) => item.id));
  return {
    FERTILIZER: ids(c?.fertilizers),
    MANURE: ids(c?.manures),
    SEED: ids(c?.seeds),
    CPP: ids(c?.cropProtectionProducts),
  };
}

/** Replaces the record's content; nothing changed, no event. */
export function decideSave(
  state: PlantingRecordState,
  command: { recordId: string; content: RecordContent; now: string },
): NewEvent[] {
  mustExist(state);
  if (same(state.content, contentOf(command.content))) return [];
  return [
    PlantingRecordSaved.create({
      recordId: command.recordId,
      farmId: state.farmId!,
      farmerId: state.farmerId!,
      ...contentOf(command.content),
      at: command.now,
    }),
  ];
}

export function decideRemoveItem(
  state: PlantingRecordState,
  command: { recordId: string; section: Section; itemId: string; now: string },
): NewEvent[] {
  mustExist(state);
  const items = state.content![SECTION_LIST[command.section]] as { id: string }[];
  if (!items.some((item) => item.id === command.itemId))
    throw new DomainError(FarmersErrors.PLANTING_RECORD_ITEM_NOT_FOUND);
  return [
    PlantingRecordSectionRemoved.create({
      recordId: command.recordId,
      farmerId: state.farmerId!,
      section: command.section,
      itemId: command.itemId,
      at: command.now,
    }),
  ];
}

export function decideDelete(state: PlantingRecordState, command: { recordId: string; now: string }): NewEvent[] {
  mustExist(state);
  return [PlantingRecordDeleted.create({ recordId: command.recordId, farmerId: state.farmerId!, at: command.now })];
}

export const PlantingRecordStream = defineAggregate({
  streamType: PLANTING_RECORD_STREAM,
  streamId: plantingRecordStreamId,
  initial: initialPlantingRecordState,
  evolve: evolvePlantingRecord,
});
