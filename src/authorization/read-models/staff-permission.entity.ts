import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A permission granted personally to a staff member; owned by AuthorizationProjection. */
@Entity('staff_permissions')
export class StaffPermissionRecord {
  @PrimaryColumn('uuid')
  userId: string;

  @PrimaryColumn('text')
  permission: string;

  @Column('uuid', { nullable: true })
  grantedBy: string | null;

  @Column('timestamptz')
  grantedAt: Date;
}
