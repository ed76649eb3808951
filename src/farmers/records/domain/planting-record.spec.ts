import { decider, fieldErrorsOf } from '../../../kernel/testing/given-when-then';
import {
  buildContent,
  decideCreate,
  decideDelete,
  decideRemoveItem,
  decideSave,
  evolvePlantingRecord,
  initialPlantingRecordState,
  itemIdsOf,
  PlantingRecordCreated,
  PlantingRecordDeleted,
  PlantingRecordSaved,
  PlantingRecordSectionRemoved,
  RecordCatalogue,
  RecordInput,
  withItemIds,
} from './planting-record';

const NOW = '2026-03-01T08:00:00.000Z';
/** A catalogue like the seeded one: crop 1 (Cereals), units kg 1, g 2, litre 4, 50 kg bag 6, olonka 20 (no weight). */
const catalogue: RecordCatalogue = {
  cropFamily: (id) => (id === 1 ? 'Cereals' : undefined),
  has: (_kind, id) => id >= 1 && id <= 8,
  unit: (id) =>
    ({
      1: { measure: 'MASS' as const, kgPerUnit: 1, litrePerUnit: null },
      2: { measure: 'MASS' as const, kgPerUnit: 0.001, litrePerUnit: null },
      4: { measure: 'VOLUME' as const, kgPerUnit: null, litrePerUnit: 1 },
      6: { measure: 'MASS' as const, kgPerUnit: 50, litrePerUnit: null },
      20: { measure: 'MASS' as const, kgPerUnit: null, litrePerUnit: null },
    })[id],
};
const INPUT: RecordInput = {
  season: 'RAINY',
  year: 2025,
  cropTypeId: 1,
  fertilizers: [{ fertilizerTypeId: 1, composition: ' 15-15-15 ', quantity: 2.5, unitTypeId: 6 }],
  manures: [{ manureTypeId: 1, quantity: 3, unitTypeId: 20 }],
  seeds: [{ seedTypeId: 1, quantity: 750, unitTypeId: 2 }],
  cropProtectionProducts: [{ cppTypeId: 1, quantity: 0.75, unitTypeId: 4 }],
  actualYield: 30,
  yieldUnitTypeId: 6,
};
let ids = 0;
const newId = () => `item-${++ids}`;
const content = () => buildContent(INPUT, catalogue, { now: NOW, newId });
const record = decider(evolvePlantingRecord, initialPlantingRecordState);
const create = (c = content()) => ({
  recordId: 'r1',
  farmId: 'f1',
  farmerId: 'p1',
  createdBy: 'agent-a',
  content: c,
  now: NOW,
});
/** The event of record r1 created with content `c` by agent-a, as decideCreate(create(c)) answers it. */
const createdWith = (c: ReturnType<typeof content>) =>
  PlantingRecordCreated.create({ recordId: 'r1', farmId: 'f1', farmerId: 'p1', createdBy: 'agent-a', ...c, at: NOW });

describe('planting record content', () => {
  it('gives every quantity in kilograms or litres from the unit list, and none where the unit has no weight', () => {
    const c = content();
    // 2.5 bags of 50 kg = 125 kg; 750 g = 0.75 kg; 0.75 litre stays litres; 30 bags harvested = 1500 kg.
    expect(c.fertilizers[0]).toMatchObject({ composition: '15-15-15', quantity: 2.5, quantityKg: 125 });
    expect(c.manures[0]).toMatchObject({ quantity: 3, quantityKg: null });
    expect(c.seeds[0]).toMatchObject({ quantity: 750, quantityKg: 0.75 });
    expect(c.cropProtectionProducts[0]).toMatchObject({ quantityKg: null, quantityLitre: 0.75 });
    expect(c).toMatchObject({
      cropFamily: 'Cereals',
      actualYieldKg: 1500,
      previousYieldKg: null,
      sowingDate: null,
      trainingTypeId: null,
    });
  });

  it('collects every error, each under its field', () => {
    const errors = fieldErrorsOf(() =>
      buildContent(
        {
          ...INPUT,
          season: 'SPRING',
          year: 2028,
          cropTypeId: 9,
          sowingDate: '2025-02-30',
          fertilizers: [{ fertilizerTypeId: 9, quantity: 1, unitTypeId: 4 }],
          actualYield: 3,
          yieldUnitTypeId: null,
        },
        catalogue,
        { now: NOW, newId },
      ),
    );
    expect(errors).toEqual([
      { field: 'season', message: 'RECORD_SEASON_INVALID' },
      { field: 'year', message: 'RECORD_YEAR_INVALID' },
      { field: 'cropTypeId', message: 'RECORD_CROP_REQUIRED' },
      { field: 'sowingDate', message: 'RECORD_SOWING_DATE_INVALID' },
      { field: 'fertilizers.0.fertilizerTypeId', message: 'RECORD_FERTILIZER_TYPE_REQUIRED' },
      { field: 'fertilizers.0.unitTypeId', message: 'RECORD_UNIT_NOT_MASS' },
      { field: 'yieldUnitTypeId', message: 'RECORD_YIELD_UNIT_REQUIRED' },
    ]);
    // Next year is fine (a season planned ahead); an item id the record does not have is not.
    expect(buildContent({ ...INPUT, year: 2027 }, catalogue, { now: NOW, newId }).year).toBe(2027);
    expect(
      fieldErrorsOf(() =>
        buildContent({ ...INPUT, seeds: [{ id: 'nope', seedTypeId: 1, quantity: 1, unitTypeId: 1 }] }, catalogue, {
          now: NOW,
          newId,
        }),
      ),
    ).toEqual([{ field: 'seeds.0.id', message: 'RECORD_ITEM_UNKNOWN' }]);
  });
});

describe('numbering the items of checked content', () => {
  it('gives the ids buildContent would have given, section after section', () => {
    const input: RecordInput = {
      ...INPUT,
      fertilizers: [...INPUT.fertilizers!, { fertilizerTypeId: 2, quantity: 1, unitTypeId: 1 }],
    };
    let made = 0;
    const built = buildContent(input, catalogue, { now: NOW, newId: () => `item-${made++}` });
    const numbered = withItemIds(
      buildContent(input, catalogue, { now: NOW, newId: () => '' }),
      (item) => `item-${item}`,
    );
    expect(numbered).toEqual(built);
    expect(made).toBeGreaterThan(3);
  });
});

describe('planting record decisions', () => {
  it('creates a record once; the same request again (new entry ids aside) decides nothing, other content is refused', () => {
    const c = content();
    const created = createdWith(c);
    record
      .given()
      .when((s) => decideCreate(s, create(c)))
      .then(created);
    record
      .given(created)
      .when((s) => decideCreate(s, create(content())))
      .thenNothing();
    record
      .given(created)
      .when((s) => decideCreate(s, create({ ...content(), year: 2024 })))
      .thenFails('PLANTING_RECORD_ALREADY_EXISTS');
    record
      .given(created)
      .when((s) => decideCreate(s, { ...create(content()), createdBy: 'agent-b' }))
      .thenFails('PLANTING_RECORD_ALREADY_EXISTS');
  });

  it('saves new content keeping the entries sent with their ids, and nothing when nothing changed', () => {
    const c = content();
    const created = createdWith(c);
    const state = record.given(created).state;
    const kept = buildContent(
      { ...INPUT, fertilizers: [{ ...INPUT.fertilizers![0], id: c.fertilizers[0].id, quantity: 1 }] },
      catalogue,
      { now: NOW, newId, existing: itemIdsOf(state) },
    );
    expect(kept.fertilizers[0]).toMatchObject({ id: c.fertilizers[0].id, quantityKg: 50 });
    record
      .given(created)
      .when((s) => decideSave(s, { recordId: 'r1', content: kept, now: NOW }))
      .then(PlantingRecordSaved.create({ recordId: 'r1', farmId: 'f1', farmerId: 'p1', ...kept, at: NOW }));
    record
      .given(created)
      .when((s) => decideSave(s, { recordId: 'r1', content: c, now: NOW }))
      .thenNothing();
    record
      .given()
      .when((s) => decideSave(s, { recordId: 'r1', content: c, now: NOW }))
      .thenFails('PLANTING_RECORD_NOT_FOUND');
  });

  it('removes one entry of its own section, and deletes the record once', () => {
    const c = content();
    const created = createdWith(c);
    const seedId = c.seeds[0].id;
    const removed = PlantingRecordSectionRemoved.create({
      recordId: 'r1',
      farmerId: 'p1',
      section: 'SEED',
      itemId: seedId,
      at: NOW,
    });
    record
      .given(created)
      .when((s) => decideRemoveItem(s, { recordId: 'r1', section: 'SEED', itemId: seedId, now: NOW }))
      .then(removed);
    expect(record.given(created, removed).state.content!.seeds).toEqual([]);
    record
      .given(created, removed)
      .when((s) => decideRemoveItem(s, { recordId: 'r1', section: 'SEED', itemId: seedId, now: NOW }))
      .thenFails('PLANTING_RECORD_ITEM_NOT_FOUND');
    record
      .given(created)
      .when((s) => decideRemoveItem(s, { recordId: 'r1', section: 'CPP', itemId: seedId, now: NOW }))
      .thenFails('PLANTING_RECORD_ITEM_NOT_FOUND');
    const deleted = PlantingRecordDeleted.create({ recordId: 'r1', farmerId: 'p1', at: NOW });
    record
      .given(created)
      .when((s) => decideDelete(s, { recordId: 'r1', now: NOW }))
      .then(deleted);
    record
      .given(created, deleted)
      .when((s) => decideDelete(s, { recordId: 'r1', now: NOW }))
      .thenFails('PLANTING_RECORD_NOT_FOUND');
  });
});
