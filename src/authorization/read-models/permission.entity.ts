import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The permission catalogue, seeded by the Authorization migration from PERMISSION_CATALOGUE. */
@Entity('permissions')
export class PermissionRecord {
  /** 'users:list', 'admindashboard'... */
  @PrimaryColumn('text')
  name: string;

  @Column('text')
  description: string;

  @Column('text')
  descriptionFr: string;

  /** An organisation owner may grant it to their staff. */
  @Column('boolean', { default: false })
  assignableToStaff: boolean;
}
