import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The salesmen read model, kept by SalesmanProjection from the salesman streams. */
@Entity('salesmen')
export class SalesmanRecord {
  @PrimaryColumn('uuid')
  id: string;

  @Column('int')
  countryId: number;

  @Column('text')
  firstname: string;

  @Column('text')
  lastname: string;

  /** National digits, unique among the country's salesmen. */
  @Column('text')
  phone: string;

  @Column('text', { nullable: true })
  email: string | null;

  @Column('int', { nullable: true })
  stateId: number | null;

  @Column('int', { nullable: true })
  cityId: number | null;

  @Column('text', { nullable: true })
  company: string | null;

  @Column('boolean')
  active: boolean;

  @Column('timestamptz')
  createdAt: Date;

  @Column('timestamptz')
  updatedAt: Date;
}
