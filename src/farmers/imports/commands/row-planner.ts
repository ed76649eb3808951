import { EntityManager } from 'typeorm';
import { CountryView, matchCountry } from '../../../geography';
import type { Actor, Language } from '../../../kernel/context/request-context';
import { DomainError, FieldError } from '../../../kernel/errors/domain-error';
import { normaliseHeader, rememberingNormaliser, RowErrors } from '../../../kernel/files/excel-reader';
import { checkFarmDetails, FarmDetails } from '../../farms/domain/farm';
import { buildContent, RecordCatalogue, RecordContent, RecordInput } from '../../records/domain/planting-record';
import { CheckedFarmer, CheckMemo, FarmerInput, FarmerInputChecker } from '../../registry/commands/farmer-input';
import {
  FARM_FIELDS,
  FarmerSheetField,
  FarmerSheetRow,
  nameKey,
  RECORD_FIELDS,
  SizeWithUnit,
} from '../domain/farmer-sheet';
import { entryName, KIND_OF, ListField, ListValues } from '../domain/list-values';
import { PlaceNames } from '../domain/place-names';

/** A row of the sheet: its number and its values (as typed, or as read for the farmer sheet). */
export interface SheetRow<V> {
  row: number;
  values: V;
}

/** A row that passed every rule, with what to write for it. */
export interface PlannedRow {
  row: number;
  key: string;
  checked: CheckedFarmer;
  farm: FarmDetails | null;
  /** The planting record as checked, its items not numbered yet (see withItemIds); null when the row has none. */
  content: RecordContent | null;
}

/** A spelling of a state, LGA or list value the import did not know: how many rows wrote it, and the entry it most looks like. */
export interface UnknownValue {
  field: 'state' | 'city' | ListField;
  value: string;
  /** For an LGA: the state the rows name. */
  state: string | null;
  rows: number;
  suggestion: string | null;
}

type Place = { id: number; name: string };

/** What the rows are read against, read once per import (see FarmerImporter.planner). */
export interface RowVocabulary {
  states: PlaceNames<Place>;
  citiesOf: (state: Place) => Promise<PlaceNames<Place>>;
  projects: Map<string, number>;
  partners: Map<string, number>;
  trainings: Map<string, number>;
  fertilizers: Map<string, number>;
  listValues: Record<ListField, ListValues>;
}

/** Who imports, where, and where the refusals and unknown values go. */
export interface PlanningContext {
  owner: Actor;
  country: CountryView;
  errors: RowErrors;
  catalogue: RecordCatalogue;
  unknown: Map<string, UnknownValue>;
  language: Language;
  now: string;
  checker: FarmerInputChecker;
  manager: EntityManager;
}

/** The field of the sheet a rule's field error stands for. */
export const SHEET_FIELD: Record<string, FarmerSheetField> = {
  countryId: 'country',
  stateId: 'state',
  cityId: 'city',
  fullName: 'fullName',
  gender: 'gender',
  email: 'email',
  phone: 'phone',
  address: 'address',
  age: 'age',
  community: 'community',
  projectId: 'project',
  aggregationPartnerId: 'aggregationPartner',
  name: 'farmName',
  size: 'farmSize',
  sizeUnit: 'farmSizeUnit',
  // The farm's own community (farm field errors are read in farm context, see farmField).
  season: 'season',
  year: 'plantingYear',
  cropTypeId: 'crop',
  cropFamily: 'crop',
  sowingDate: 'plantingYear',
  trainingTypeId: 'trainingType',
  'fertilizers.0.fertilizerTypeId': 'fertilizerType',
  'fertilizers.0.quantity': 'fertilizerQuantity',
  'fertilizers.0.unitTypeId': 'fertilizerUnit',
  previousYield: 'previousYield',
  estimatedYield: 'estimatedYield',
  actualYield: 'actualYield',
  yieldUnitTypeId: 'yieldUnit',
};

/** The words of the refusal of an unknown list value, by list (FARMER_IMPORT_<word>_UNKNOWN_SUGGEST / _NONE). */
const UNKNOWN_CODE = { gender: 'GENDER', landUnit: 'UNIT', unit: 'UNIT', season: 'SEASON', crop: 'CROP' } as const;

/** A rule's field errors, as the DomainError of a check carries them. */
function fieldErrorsOf(error: unknown): { errors: FieldError[]; params: Record<string, string | number> } | null {
  if (!(error instanceof DomainError) || !error.errors.length) return null;
  return { errors: error.errors, params: error.params as Record<string, string | number> };
}

export const given = (row: FarmerSheetRow, fields: readonly FarmerSheetField[]) =>
  fields.some((field) => row[field] !== null);

/**
 * A phone as officers type it, made what the registry's rule reads: spaces, dashes, dots and brackets out; the
 * country code typed without its "+" (2348031234567, 002348031234567) read as the international number.
 */
function phoneAsTyped(phone: string | null, country: CountryView): string | null {
  if (phone === null) return null;
  const compact = phone.replace(/[\s\-.()]/g, '');
  const code = country.phoneCode.replace('+', '');
  const international = compact.replace(/^00/, '');
  if (
    code &&
    /^\d+$/.test(international) &&
    international.length === code.length + country.phoneLength &&
    international.startsWith(code)
  )
    return `+${international}`;
  return compact;
}

/** Counts a row's unknown state, LGA or list value under its spelling (the spellings repeat: one entry each). */
function countUnknown(
  unknown: Map<string, UnknownValue>,
  field: UnknownValue['field'],
  value: string,
  state: string | null,
  suggestion: string | null,
): void {
  const key = `${field}|${state ?? ''}|${value}`;
  const found = unknown.get(key);
  if (found) found.rows++;
  else if (unknown.size < 1000) unknown.set(key, { field, value, state, rows: 1, suggestion });
}

/** One row's refusals: each field refused once, and a value refused by its name not refused again by a rule. */
class RowRefusals {
  private readonly before: number;
  readonly failed = new Set<FarmerSheetField>();
  readonly named = new Set<FarmerSheetField>();

  constructor(
    private readonly context: PlanningContext,
    private readonly vocabulary: RowVocabulary,
    readonly row: number,
  ) {
    this.before = context.errors.size;
  }

  get any(): boolean {
    return this.context.errors.size > this.before;
  }

  fail(field: FarmerSheetField, code: string, params: Record<string, string | number> = {}): void {
    this.failed.add(field);
    this.context.errors.add(this.row, field, code, params);
  }

  /** Refuses by a rule's code, unless the value was refused by its name already. */
  failRule(field: FarmerSheetField, code: string, params: Record<string, string | number> = {}): void {
    if (!this.named.has(field)) this.fail(field, code, params);
  }

  /** Refuses by the fields a check names, each under its field of the sheet; rethrows anything else. */
  failChecked(error: unknown, fieldOf: (field: string) => FarmerSheetField): void {
    const fields = fieldErrorsOf(error);
    if (!fields) throw error;
    for (const e of fields.errors) this.failRule(fieldOf(e.field), e.message, fields.params);
  }

  /** Refuses an unknown place or value by its name, with the known one it most likely means, and counts it. */
  failUnknown(
    field: FarmerSheetField,
    code: string,
    counted: { as: UnknownValue['field']; value: string; state: string | null; suggestion: string | null },
    params: Record<string, string | number> = {},
  ): void {
    this.fail(field, `${code}_${counted.suggestion ? 'SUGGEST' : 'NONE'}`, {
      value: counted.value,
      suggestion: counted.suggestion ?? '',
      ...params,
    });
    this.named.add(field);
    countUnknown(this.context.unknown, counted.as, counted.value, counted.state, counted.suggestion);
  }

  /** The entry a list value names (its key), null for a blank cell; undefined for an unknown one, refused. */
  listed(field: ListField, value: string | null, sheetField: FarmerSheetField = field): string | null | undefined {
    if (value === null) return null;
    const found = this.vocabulary.listValues[field].match(value);
    if (found.entry) return found.entry.key;
    const suggestion = found.suggestion ? entryName(found.suggestion, this.context.language) : null;
    this.failUnknown(sheetField, `FARMER_IMPORT_${UNKNOWN_CODE[KIND_OF[field]]}_UNKNOWN`, {
      as: field,
      value,
      state: null,
      suggestion,
    });
    return undefined;
  }
}

/**
 * Checks rows against the rules and the vocabularies: the rows that pass, with what to write. Rows are given in order,
 * a chunk at a time; a farmer met on an earlier row of the sheet is refused as a duplicate.
 */
export class RowPlanner {
  // The rows' names of places and list items repeat: each spelling is brought to its key once.
  private readonly keyOf = rememberingNormaliser(nameKey);
  private readonly memo = new CheckMemo();
  private readonly firstRowOf = new Map<string, number>();

  constructor(
    private readonly context: PlanningContext,
    private readonly vocabulary: RowVocabulary,
  ) {}

  async plan(rows: SheetRow<FarmerSheetRow>[]): Promise<PlannedRow[]> {
    const planned: PlannedRow[] = [];
    for (const { row, values } of rows) {
      const passed = await this.planRow(row, values);
      if (passed) planned.push(passed);
    }
    return planned;
  }

  private async planRow(row: number, v: FarmerSheetRow): Promise<PlannedRow | null> {
    const refusals = new RowRefusals(this.context, this.vocabulary, row);
    const { cityId, checked } = await this.farmer(refusals, v);
    const farm = given(v, FARM_FIELDS) ? this.farm(refusals, v) : null;
    const content = given(v, RECORD_FIELDS) ? this.record(refusals, v, farm) : null;
    if (refusals.any || !checked) return null;
    return this.unlessMetBefore(refusals, v, { row, key: '', checked, farm, content }, cityId);
  }

  /** The row's country, state and LGA, matched as officers write them. */
  private async place(refusals: RowRefusals, v: FarmerSheetRow): Promise<{ state?: Place; cityId?: number }> {
    const { country } = this.context;
    if (v.country !== null && matchCountry([country], String(v.country)) === undefined)
      refusals.fail('country', 'FARMER_IMPORT_ROW_COUNTRY', { country: country.name });
    const stateMatch = this.vocabulary.states.match(v.state!);
    const state = stateMatch.place;
    if (!state) {
      const suggestion = stateMatch.suggestion?.name ?? null;
      refusals.failUnknown(
        'state',
        'FARMER_IMPORT_STATE_UNKNOWN',
        { as: 'state', value: v.state!, state: null, suggestion },
        { country: country.name },
      );
      return {};
    }
    const cityMatch = (await this.vocabulary.citiesOf(state)).match(v.city!);
    if (!cityMatch.place) {
      const suggestion = cityMatch.suggestion?.name ?? null;
      refusals.failUnknown(
        'city',
        'FARMER_IMPORT_CITY_UNKNOWN',
        { as: 'city', value: v.city!, state: state.name, suggestion },
        { state: state.name },
      );
    }
    return { state, cityId: cityMatch.place?.id };
  }

  /** The farmer of the row, checked by the registry's own rules. */
  private async farmer(
    refusals: RowRefusals,
    v: FarmerSheetRow,
  ): Promise<{ cityId?: number; checked: CheckedFarmer | null }> {
    const { country } = this.context;
    const { state, cityId } = await this.place(refusals, v);
    const projectId = this.vocabulary.projects.get(this.keyOf(v.project!));
    const aggregationPartnerId = this.vocabulary.partners.get(this.keyOf(v.aggregationPartner!));
    const gender = refusals.listed('gender', v.gender);
    // The codes read stand in the row for the words typed (a dry run's preview shows them).
    if (gender) v.gender = gender;
    const farmer: FarmerInput = {
      fullName: v.fullName!,
      gender: (gender ?? v.gender!) as FarmerInput['gender'],
      email: v.email,
      phone: phoneAsTyped(v.phone, country),
      address: v.address!,
      countryId: country.id,
      // Unknown names go to the rules as ids no list holds, so that the registry's own checks name them.
      stateId: state?.id ?? 0,
      cityId: cityId ?? 0,
      community: v.community!,
      projectId: projectId ?? 0,
      aggregationPartnerId: aggregationPartnerId ?? 0,
      age: v.age,
    };
    let checked: CheckedFarmer | null = null;
    try {
      checked = await this.context.checker.check(this.context.owner, farmer, false, this.context.manager, this.memo);
    } catch (error) {
      refusals.failChecked(error, (field) => SHEET_FIELD[field] ?? 'fullName');
    }
    if (state && cityId === undefined && !refusals.failed.has('city')) refusals.fail('city', 'FARMER_CITY_UNKNOWN');
    if (projectId === undefined && !refusals.failed.has('project')) refusals.fail('project', 'FARMER_PROJECT_UNKNOWN');
    if (aggregationPartnerId === undefined && !refusals.failed.has('aggregationPartner'))
      refusals.fail('aggregationPartner', 'FARMER_AGGREGATION_PARTNER_UNKNOWN');
    return { cityId, checked };
  }

  /** The row's farm: a size typed with its unit ("2.5 ha") gives the unit the row's unit column leaves blank. */
  private farm(refusals: RowRefusals, v: FarmerSheetRow): FarmDetails {
    const typed = typeof v.farmSize === 'object' && v.farmSize !== null ? (v.farmSize as SizeWithUnit) : null;
    const typedUnit = typed ? refusals.listed('farmSizeUnit', typed.unit, 'farmSize') : null;
    if (typedUnit === undefined) refusals.named.add('farmSizeUnit');
    const columnUnit = refusals.listed('farmSizeUnit', v.farmSizeUnit);
    if (typedUnit && columnUnit && typedUnit !== columnUnit)
      refusals.fail('farmSizeUnit', 'FARMER_IMPORT_SIZE_UNITS_DIFFER', { typed: typed!.unit, unit: v.farmSizeUnit! });
    if (typed && typedUnit) typed.unit = typedUnit;
    if (columnUnit) v.farmSizeUnit = columnUnit;
    const farm: FarmDetails = {
      name: v.farmName ?? v.farmCommunity ?? v.community!,
      size: typed ? typed.size : ((v.farmSize as number | null) ?? NaN),
      sizeUnit: (columnUnit ?? typedUnit ?? '') as FarmDetails['sizeUnit'],
      community: v.farmCommunity ?? v.community!,
      address: null,
      latitude: null,
      longitude: null,
    };
    try {
      checkFarmDetails(farm);
    } catch (error) {
      refusals.failChecked(error, (field) =>
        field === 'community' ? 'farmCommunity' : (SHEET_FIELD[field] ?? 'farmName'),
      );
    }
    return farm;
  }

  /** The row's planting record, on its farm, checked by the records' own rules; null when refused. */
  private record(refusals: RowRefusals, v: FarmerSheetRow, farm: FarmDetails | null): RecordContent | null {
    if (!farm) refusals.fail('farmSize', 'FARM_NONE_FOR_FARMER');
    const fertilizerGiven = v.fertilizerType !== null || v.fertilizerQuantity !== null || v.fertilizerUnit !== null;
    const yieldGiven =
      v.previousYield !== null || v.estimatedYield !== null || v.actualYield !== null || v.yieldUnit !== null;
    const listedId = (field: ListField, value: string | null) =>
      value === null ? 0 : Number(refusals.listed(field, value) ?? 0);
    const { trainings, fertilizers } = this.vocabulary;
    const record: RecordInput = {
      season: (refusals.listed('season', v.season) ?? '') as RecordInput['season'],
      year: v.plantingYear ?? NaN,
      cropTypeId: listedId('crop', v.crop),
      trainingTypeId: v.trainingType === null ? null : (trainings.get(this.keyOf(v.trainingType)) ?? 0),
      fertilizers: fertilizerGiven
        ? [
            {
              fertilizerTypeId: v.fertilizerType === null ? 0 : (fertilizers.get(this.keyOf(v.fertilizerType)) ?? 0),
              quantity: v.fertilizerQuantity ?? NaN,
              unitTypeId: listedId('fertilizerUnit', v.fertilizerUnit),
            },
          ]
        : [],
      previousYield: v.previousYield,
      estimatedYield: v.estimatedYield,
      actualYield: v.actualYield,
      yieldUnitTypeId: yieldGiven ? listedId('yieldUnit', v.yieldUnit) : null,
    };
    try {
      return buildContent(record, this.context.catalogue, { now: this.context.now, newId: () => '' });
    } catch (error) {
      refusals.failChecked(error, (field) => SHEET_FIELD[field] ?? 'crop');
      return null;
    }
  }

  /** The row keyed by the farmer's phone, else e-mail, else name and place; refused when an earlier row had the key. */
  private unlessMetBefore(
    refusals: RowRefusals,
    v: FarmerSheetRow,
    planned: PlannedRow,
    cityId: number | undefined,
  ): PlannedRow | null {
    const phone = planned.checked.personal.phone;
    const email = v.email?.toLowerCase() ?? null;
    const key = phone
      ? `phone:${phone}`
      : email
        ? `email:${email}`
        : `name:${normaliseHeader(v.fullName!)}|${normaliseHeader(v.community!)}|${cityId}`;
    const first = this.firstRowOf.get(key);
    if (first !== undefined) {
      refusals.fail(phone ? 'phone' : email ? 'email' : 'fullName', 'FARMER_IMPORT_ROW_DUPLICATE', { row: first });
      return null;
    }
    this.firstRowOf.set(key, planned.row);
    return { ...planned, key };
  }
}
