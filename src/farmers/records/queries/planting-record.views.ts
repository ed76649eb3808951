import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { RequestContexts } from '../../../kernel/context/request-context';
import { Page, PageRequest, pageOf } from '../../../kernel/http/envelopes';
import {
  CppItem,
  FertilizerItem,
  ManureItem,
  RecordContent,
  Season,
  SeedItem,
  Section,
} from '../domain/planting-record';
import { RecordTypeKind, RecordTypes } from './record-types';

/** A reference named in the caller's language. */
type Named = { name: string | null };
export type FertilizerView = FertilizerItem & { typeName: string | null; unitName: string | null };
export type ManureView = ManureItem & { typeName: string | null; unitName: string | null };
export type SeedView = SeedItem & { typeName: string | null; unitName: string | null };
export type CppView = CppItem & { typeName: string | null; unitName: string | null };

export interface PlantingRecordView extends Omit<
  RecordContent,
  'fertilizers' | 'manures' | 'seeds' | 'cropProtectionProducts'
> {
  id: string;
  farmId: string;
  farmerId: string;
  createdBy: string;
  cropName: string | null;
  trainingName: string | null;
  yieldUnitName: string | null;
  fertilizers: FertilizerView[];
  manures: ManureView[];
  seeds: SeedView[];
  cropProtectionProducts: CppView[];
  createdAt: string;
  updatedAt: string;
}

export interface SeasonTotals {
  fertilizerKg: number;
  manureKg: number;
  seedKg: number;
  cppKg: number;
  cppLitre: number;
  /** Yields in kilograms, summed over the season's records (records without a figure add nothing). */
  estimatedYieldKg: number;
  actualYieldKg: number;
  /** Quantities entered in a unit no source gives a weight for, which the totals above leave out. */
  quantitiesWithoutKg: number;
}

export interface SeasonView {
  year: number;
  season: Season;
  totals: SeasonTotals;
  records: (PlantingRecordView & { farmName: string })[];
}

const num = (value: string | number | null) => (value === null ? null : Number(value));
const COLUMNS = `r.id, r.farm_id, r.farmer_id, r.created_by, r.season, r.year, r.crop_type_id, r.crop_family,
  to_char(r.sowing_date, 'YYYY-MM-DD') AS sowing_date, r.training_type_id, r.previous_yield, r.estimated_yield,
  r.actual_yield, r.yield_unit_type_id, r.previous_yield_kg, r.estimated_yield_kg, r.actual_yield_kg,
  r.sections, r.created_at, r.updated_at`;

/** A row of COLUMNS as the driver reads it (the yields numerics, as text; the sections the jsonb of the items). */
interface RecordRow {
  id: string;
  farm_id: string;
  farmer_id: string;
  created_by: string;
  season: Season;
  year: number;
  crop_type_id: number;
  crop_family: string | null;
  sowing_date: string | null;
  training_type_id: number | null;
  previous_yield: string | null;
  estimated_yield: string | null;
  actual_yield: string | null;
  yield_unit_type_id: number | null;
  previous_yield_kg: string | null;
  estimated_yield_kg: string | null;
  actual_yield_kg: string | null;
  sections: Pick<RecordContent, 'fertilizers' | 'manures' | 'seeds' | 'cropProtectionProducts'>;
  created_at: Date;
  updated_at: Date;
}

/** Sums to six decimals, as quantities are kept. */
const add = (a: number, b: number | null) => Math.round((a + (b ?? 0)) * 1e6) / 1e6;

/** Reads of planting_records (kept by PlantingRecordProjection), with the reference names in the caller's language. */
@Injectable()
export class PlantingRecordViews {
  constructor(
    private readonly dataSource: DataSource,
    private readonly types: RecordTypes,
  ) {}

  private async namer() {
    const french = RequestContexts.current()?.language === 'fr';
    const lists = await this.types.lists();
    return (kind: RecordTypeKind, id: number | null): string | null => {
      if (id === null) return null;
      const entry = (lists[kind] as unknown as (Named & { id: number; nameFr: string })[]).find((e) => e.id === id);
      return entry ? (french ? entry.nameFr : entry.name) : null;
    };
  }

  private async toViews(rows: RecordRow[]): Promise<PlantingRecordView[]> {
    const name = await this.namer();
    return rows.map((row) => {
      const s = row.sections;
      const unitName = (item: { unitTypeId: number }) => name('unit', item.unitTypeId);
      return {
        id: row.id,
        farmId: row.farm_id,
        farmerId: row.farmer_id,
        createdBy: row.created_by,
        season: row.season,
        year: row.year,
        cropTypeId: row.crop_type_id,
        cropName: name('crop', row.crop_type_id),
        cropFamily: row.crop_family,
        sowingDate: row.sowing_date,
        trainingTypeId: row.training_type_id,
        trainingName: name('training', row.training_type_id),
        fertilizers: s.fertilizers.map((i) => ({
          ...i,
          typeName: name('fertilizer', i.fertilizerTypeId),
          unitName: unitName(i),
        })),
        manures: s.manures.map((i) => ({ ...i, typeName: name('manure', i.manureTypeId), unitName: unitName(i) })),
        seeds: s.seeds.map((i) => ({ ...i, typeName: name('seed', i.seedTypeId), unitName: unitName(i) })),
        cropProtectionProducts: s.cropProtectionProducts.map((i) => ({
          ...i,
          typeName: name('cpp', i.cppTypeId),
          unitName: unitName(i),
        })),
        previousYield: num(row.previous_yield),
        estimatedYield: num(row.estimated_yield),
        actualYield: num(row.actual_yield),
        yieldUnitTypeId: row.yield_unit_type_id,
        yieldUnitName: name('unit', row.yield_unit_type_id),
        previousYieldKg: num(row.previous_yield_kg),
        estimatedYieldKg: num(row.estimated_yield_kg),
        actualYieldKg: num(row.actual_yield_kg),
        createdAt: new Date(row.created_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
      };
    });
  }

  /** Who a record belongs to, for the scope check. */
  async owner(
    recordId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ farmId: string; farmerId: string } | null> {
    const [row] = await manager.query<{ farm_id: string; farmer_id: string }[]>(
      `SELECT farm_id, farmer_id FROM planting_records WHERE id = $1`,
      [recordId],
    );
    return row ? { farmId: row.farm_id, farmerId: row.farmer_id } : null;
  }

  /** The record and section a section item belongs to. */
  async item(
    itemId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ recordId: string; section: Section; farmerId: string } | null> {
    const [row] = await manager.query<{ record_id: string; section: Section; farmer_id: string }[]>(
      `SELECT i.record_id, i.section, r.farmer_id FROM planting_record_items i
         JOIN planting_records r ON r.id = i.record_id WHERE i.id = $1`,
      [itemId],
    );
    return row ? { recordId: row.record_id, section: row.section, farmerId: row.farmer_id } : null;
  }

  async one(recordId: string, manager: EntityManager = this.dataSource.manager): Promise<PlantingRecordView | null> {
    const rows = await manager.query<RecordRow[]>(`SELECT ${COLUMNS} FROM planting_records r WHERE r.id = $1`, [
      recordId,
    ]);
    return rows.length ? (await this.toViews(rows))[0] : null;
  }

  /** The records of a farm, latest year first. */
  async ofFarm(farmId: string, page: PageRequest): Promise<Page<PlantingRecordView>> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<RecordRow[]>(
        `SELECT ${COLUMNS} FROM planting_records r WHERE r.farm_id = $1
          ORDER BY r.year DESC, r.created_at DESC, r.id LIMIT $2 OFFSET $3`,
        [farmId, page.size, page.page * page.size],
      ),
      this.dataSource.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM planting_records WHERE farm_id = $1`,
        [farmId],
      ),
    ]);
    return pageOf(await this.toViews(rows), total, page);
  }

  /** The ids of a farm's records, for deleting the farm. */
  async idsOfFarm(farmId: string, manager: EntityManager): Promise<string[]> {
    return (
      await manager.query<{ id: string }[]>(
        `SELECT id FROM planting_records WHERE farm_id = $1 ORDER BY created_at, id`,
        [farmId],
      )
    ).map((r) => r.id);
  }

  /** Every record of a farmer, grouped by year and season (latest first; within a year RAINY, DRY, OTHER), with totals. */
  async seasonsOf(farmerId: string): Promise<SeasonView[]> {
    const rows = await this.dataSource.query<(RecordRow & { farm_name: string })[]>(
      `SELECT ${COLUMNS}, f.name AS farm_name FROM planting_records r JOIN farms f ON f.id = r.farm_id
       WHERE r.farmer_id = $1
       ORDER BY r.year DESC, array_position(ARRAY['RAINY', 'DRY', 'OTHER'], r.season), f.created_at, r.created_at, r.id`,
      [farmerId],
    );
    const views = await this.toViews(rows);
    const seasons: SeasonView[] = [];
    views.forEach((view, index) => {
      let season = seasons[seasons.length - 1];
      if (!season || season.year !== view.year || season.season !== view.season) {
        season = {
          year: view.year,
          season: view.season,
          totals: {
            fertilizerKg: 0,
            manureKg: 0,
            seedKg: 0,
            cppKg: 0,
            cppLitre: 0,
            estimatedYieldKg: 0,
            actualYieldKg: 0,
            quantitiesWithoutKg: 0,
          },
          records: [],
        };
        seasons.push(season);
      }
      const t = season.totals;
      for (const i of view.fertilizers) t.fertilizerKg = add(t.fertilizerKg, i.quantityKg);
      for (const i of view.manures) t.manureKg = add(t.manureKg, i.quantityKg);
      for (const i of view.seeds) t.seedKg = add(t.seedKg, i.quantityKg);
      for (const i of view.cropProtectionProducts) {
        t.cppKg = add(t.cppKg, i.quantityKg);
        t.cppLitre = add(t.cppLitre, i.quantityLitre);
      }
      const unconverted =
        [...view.fertilizers, ...view.manures, ...view.seeds].filter((i) => i.quantityKg === null).length +
        view.cropProtectionProducts.filter((i) => i.quantityKg === null && i.quantityLitre === null).length;
      t.quantitiesWithoutKg += unconverted;
      t.estimatedYieldKg = add(t.estimatedYieldKg, view.estimatedYieldKg);
      t.actualYieldKg = add(t.actualYieldKg, view.actualYieldKg);
      season.records.push({ ...view, farmName: rows[index].farm_name });
    });
    return seasons;
  }
}
