import { Column, Entity, PrimaryColumn } from 'typeorm';

/** PostgreSQL returns numeric columns as strings; the reference lists hand out numbers (or null). */
const numeric = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value)),
};

/** The columns every reference list has: its id, its English and French names and the source the data is from. */
abstract class NamedType {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  nameFr: string;

  @Column({ type: 'text' })
  source: string;
}

/** A reference list's entry with a note where its source adds one. */
abstract class SimpleType extends NamedType {
  @Column({ type: 'text', nullable: true })
  note: string | null;
}

/** A crop, with its family (FAO ICC 1.1 group); seeded by the FarmerRecordTypes migration, which names the sources. */
@Entity('crop_types')
export class CropTypeEntity extends NamedType {
  @Column({ type: 'text' })
  family: string;

  @Column({ type: 'text' })
  familyFr: string;

  @Column({ type: 'text' })
  botanicalName: string;
}

/** A quantity unit with its kilogram (mass) or litre (volume) equivalent; null where no source gives one. */
@Entity('unit_types')
export class UnitTypeEntity extends SimpleType {
  @Column({ type: 'text' })
  measure: 'MASS' | 'VOLUME';

  @Column({ type: 'numeric', nullable: true, transformer: numeric })
  kgPerUnit: number | null;

  @Column({ type: 'numeric', nullable: true, transformer: numeric })
  litrePerUnit: number | null;

  @Column({ type: 'text' })
  basis: 'SI' | 'NOMINAL' | 'STATED' | 'SPEC_ONLY' | 'UNKNOWN';

  @Column({ type: 'text', nullable: true })
  commodity: string | null;

  @Column({ type: 'integer', array: true, nullable: true })
  countryIds: number[] | null;
}

/** A fertilizer type; ids NPK = 1 and NPK_Specialty = 8 are the spec's. */
@Entity('fertilizer_types')
export class FertilizerTypeEntity extends SimpleType {
  @Column({ type: 'text' })
  code: string;

  /** N-P2O5-K2O, where the product has one fixed grade. */
  @Column({ type: 'text', nullable: true })
  grade: string | null;
}

@Entity('manure_types')
export class ManureTypeEntity extends SimpleType {}

@Entity('seed_types')
export class SeedTypeEntity extends SimpleType {}

@Entity('cpp_types')
export class CppTypeEntity extends SimpleType {}

@Entity('training_types')
export class TrainingTypeEntity extends SimpleType {}

export const RECORD_TYPE_ENTITIES = [
  CropTypeEntity,
  UnitTypeEntity,
  FertilizerTypeEntity,
  ManureTypeEntity,
  SeedTypeEntity,
  CppTypeEntity,
  TrainingTypeEntity,
];
