import { Injectable } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RecordCatalogue } from '../domain/planting-record';
import {
  CppTypeEntity,
  CropTypeEntity,
  FertilizerTypeEntity,
  ManureTypeEntity,
  SeedTypeEntity,
  TrainingTypeEntity,
  UnitTypeEntity,
} from '../read-models/record-types.entities';

/** The seven reference lists of planting records, by the name their route gives them. */
export const RECORD_TYPE_KINDS = ['crop', 'cpp', 'fertilizer', 'seed', 'manure', 'training', 'unit'] as const;
export type RecordTypeKind = (typeof RECORD_TYPE_KINDS)[number];

export type CropTypeView = CropTypeEntity;
export type UnitTypeView = UnitTypeEntity;
export type FertilizerTypeView = FertilizerTypeEntity;
export type SimpleTypeView = ManureTypeEntity;

interface Lists {
  crop: CropTypeView[];
  cpp: SimpleTypeView[];
  fertilizer: FertilizerTypeView[];
  seed: SimpleTypeView[];
  manure: SimpleTypeView[];
  training: SimpleTypeView[];
  unit: UnitTypeView[];
}

/** The entries of one reference list, as the bus answers them. */
export type RecordTypeList<K extends RecordTypeKind> = Lists[K][number][];

const ENTITIES = {
  crop: CropTypeEntity,
  cpp: CppTypeEntity,
  fertilizer: FertilizerTypeEntity,
  seed: SeedTypeEntity,
  manure: ManureTypeEntity,
  training: TrainingTypeEntity,
  unit: UnitTypeEntity,
} as const;

/**
 * The reference lists, read once: only migrations change them. Planting records check their ids here and take a
 * unit's kilogram or litre equivalent from here.
 */
@Injectable()
export class RecordTypes {
  private loading: Promise<Lists> | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  lists(): Promise<Lists> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  async list<K extends RecordTypeKind>(kind: K): Promise<Lists[K]> {
    return (await this.lists())[kind];
  }

  async find<K extends RecordTypeKind>(kind: K, id: number): Promise<Lists[K][number] | undefined> {
    const list = (await this.lists())[kind] as Lists[K][number][];
    return list.find((entry) => entry.id === id);
  }

  /** The lists as the pure record decisions read them. */
  async catalogue(): Promise<RecordCatalogue> {
    const lists = await this.lists();
    const ids = (kind: RecordTypeKind) => new Set((lists[kind] as { id: number }[]).map((e) => e.id));
    const known = {
      fertilizer: ids('fertilizer'),
      manure: ids('manure'),
      seed: ids('seed'),
      cpp: ids('cpp'),
      training: ids('training'),
    };
    return {
      cropFamily: (id) => lists.crop.find((c) => c.id === id)?.family,
      has: (kind, id) => known[kind].has(id),
      unit: (id) => {
        const unit = lists.unit.find((u) => u.id === id);
        return unit ? { measure: unit.measure, kgPerUnit: unit.kgPerUnit, litrePerUnit: unit.litrePerUnit } : undefined;
      },
    };
  }

  private async load(): Promise<Lists> {
    const read = <K extends RecordTypeKind>(kind: K) =>
      this.dataSource.getRepository(ENTITIES[kind]).find({ order: { id: 'ASC' } }) as Promise<Lists[K]>;
    const [crop, cpp, fertilizer, seed, manure, training, unit] = await Promise.all([
      read('crop'),
      read('cpp'),
      read('fertilizer'),
      read('seed'),
      read('manure'),
      read('training'),
      read('unit'),
    ]);
    return { crop, cpp, fertilizer, seed, manure, training, unit };
  }
}

/** One reference list; units can be narrowed to those used in a country (plus those used everywhere). */
export class ListRecordTypesQuery<K extends RecordTypeKind = RecordTypeKind> extends Query<RecordTypeList<K>> {
  constructor(
    readonly kind: K,
    readonly countryId?: number,
  ) {
    super();
  }
}

@QueryHandler(ListRecordTypesQuery)
export class ListRecordTypesHandler implements IQueryHandler<ListRecordTypesQuery> {
  constructor(private readonly types: RecordTypes) {}

  async execute(query: ListRecordTypesQuery): Promise<RecordTypeList<RecordTypeKind>> {
    const list = await this.types.list(query.kind);
    if (query.kind !== 'unit' || query.countryId === undefined) return list.map((entry) => ({ ...entry }));
    return (list as UnitTypeView[])
      .filter((unit) => unit.countryIds === null || unit.countryIds.includes(query.countryId!))
      .map((unit) => ({ ...unit }));
  }
}
