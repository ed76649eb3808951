import { Column, Entity, PrimaryColumn } from 'typeorm';
import { ApprovalStatus, UserStatus } from '../domain/user.events';

/** The users read model, kept by UserProjection from the user streams. */
@Entity('users')
export class UserRecord {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text', { nullable: true })
  email: string | null;

  @Column('text', { nullable: true })
  phone: string | null;

  @Column('text')
  firstname: string;

  @Column('text')
  lastname: string;

  @Column('text', { nullable: true })
  company: string | null;

  @Column('text', { nullable: true })
  address: string | null;

  @Column('int')
  countryId: number;

  @Column('int', { nullable: true })
  stateId: number | null;

  @Column('int', { nullable: true })
  cityId: number | null;

  @Column('text', { array: true })
  roles: string[];

  @Column('text')
  status: UserStatus;

  @Column('text', { nullable: true })
  approvalStatus: ApprovalStatus | null;

  @Column('boolean')
  termsAccepted: boolean;

  @Column('boolean')
  organisationOwner: boolean;

  @Column('uuid', { nullable: true })
  employerId: string | null;

  @Column('text', { nullable: true })
  photoKey: string | null;

  @Column('boolean')
  emailNotifications: boolean;

  @Column('timestamptz')
  createdAt: Date;

  @Column('timestamptz')
  updatedAt: Date;

  @Column('timestamptz', { nullable: true })
  lastLoginAt: Date | null;
}
