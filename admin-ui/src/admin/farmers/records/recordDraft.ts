/** The record dialog's values: read from a record, checked, and turned into the API's body. */
import { newId } from '../offline/queue';
import { SECTIONS, type AppliedItem, type PlantingRecord, type SectionKey } from '../types';

export type Item = Record<string, string> & { id?: string; key: string };
export type Draft = {
  season: string;
  year: string;
  cropTypeId: string;
  sowingDate: string;
  trainingTypeId: string;
  previousYield: string;
  estimatedYield: string;
  actualYield: string;
  yieldUnitTypeId: string;
} & Record<SectionKey, Item[]>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const itemOf = (item: AppliedItem): Item => {
  const fields: Item = { key: item.id ?? newId(), quantity: text(item.quantity), unitTypeId: text(item.unitTypeId) };
  if (item.id) fields.id = item.id;
  for (const name of [
    'fertilizerTypeId',
    'manureTypeId',
    'seedTypeId',
    'cppTypeId',
    'composition',
    'microNutrition',
  ] as const) {
    if (item[name] !== undefined) fields[name] = text(item[name]);
  }
  return fields;
};

export const draftOf = (record?: PlantingRecord): Draft => ({
  season: record?.season ?? 'RAINY',
  year: text(record?.year ?? new Date().getFullYear()),
  cropTypeId: text(record?.cropTypeId),
  sowingDate: text(record?.sowingDate),
  trainingTypeId: text(record?.trainingTypeId),
  previousYield: text(record?.previousYield),
  estimatedYield: text(record?.estimatedYield),
  actualYield: text(record?.actualYield),
  yieldUnitTypeId: text(record?.yieldUnitTypeId),
  fertilizers: (record?.fertilizers ?? []).map(itemOf),
  manures: (record?.manures ?? []).map(itemOf),
  seeds: (record?.seeds ?? []).map(itemOf),
  cropProtectionProducts: (record?.cropProtectionProducts ?? []).map(itemOf),
});

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The API's body of the form's values. */
export function bodyOf(draft: Draft): Record<string, unknown> {
  const body: Record<string, unknown> = {
    season: draft.season,
    year: Number(draft.year),
    cropTypeId: Number(draft.cropTypeId),
    sowingDate: draft.sowingDate || null,
    trainingTypeId: numberOrNull(draft.trainingTypeId),
    previousYield: numberOrNull(draft.previousYield),
    estimatedYield: numberOrNull(draft.estimatedYield),
    actualYield: numberOrNull(draft.actualYield),
    yieldUnitTypeId: numberOrNull(draft.yieldUnitTypeId),
  };
  for (const section of SECTIONS) {
    body[section.key] = draft[section.key].map(({ key: _key, id, ...item }) => {
      const out: Record<string, unknown> = {
        quantity: Number(item.quantity),
        unitTypeId: Number(item.unitTypeId),
        [section.typeField]: Number(item[section.typeField]),
      };
      if (id) out.id = id;
      if (section.key === 'fertilizers') {
        out.composition = item.composition?.trim() || null;
        out.microNutrition = item.microNutrition?.trim() || null;
      }
      return out;
    });
  }
  return body;
}

/** The form's own checks (the server checks again): crop, year, each entry's type, quantity and unit, a yield's unit. */
export function check(draft: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!/^\d{4}$/.test(draft.year)) errors.year = 'kasuwa.farmers.form.yearFormat';
  if (!draft.cropTypeId) errors.cropTypeId = 'kasuwa.farmers.form.required';
  for (const section of SECTIONS) {
    draft[section.key].forEach((item, index) => {
      if (!item[section.typeField])
        errors[`${section.key}.${index}.${section.typeField}`] = 'kasuwa.farmers.form.required';
      if (!(Number(item.quantity) > 0))
        errors[`${section.key}.${index}.quantity`] = 'kasuwa.farmers.records.quantityInvalid';
      if (!item.unitTypeId) errors[`${section.key}.${index}.unitTypeId`] = 'kasuwa.farmers.form.required';
    });
  }
  const anyYield = [draft.previousYield, draft.estimatedYield, draft.actualYield].some((value) => value.trim() !== '');
  for (const name of ['previousYield', 'estimatedYield', 'actualYield'] as const) {
    if (draft[name].trim() !== '' && !(Number(draft[name]) >= 0))
      errors[name] = 'kasuwa.farmers.records.quantityInvalid';
  }
  if (anyYield && !draft.yieldUnitTypeId) errors.yieldUnitTypeId = 'kasuwa.farmers.records.yieldUnitRequired';
  return errors;
}
