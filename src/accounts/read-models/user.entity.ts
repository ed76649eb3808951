import { Column, Entity, PrimaryColumn } from 'typeorm';
import { UserStatus } from '../domain/user.events';

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

  @Column('int')
  countryId: number;

  @Column('text', { array: true })
  roles: string[];

  @Column('text')
  status: UserStatus;

  @Column('boolean')
  termsAccepted: boolean;

  @Column('timestamptz')
  createdAt: Date;

  @Column('timestamptz', { nullable: true })
  lastLoginAt: Date | null;
}
