import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** One per (country, role), seeded by the migration; AuthorizationProjection keeps `enabled`. */
@Entity('authorization_profiles')
@Unique('authorization_profiles_country_role_key', ['countryId', 'role'])
export class AuthorizationProfileRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  countryId: number;

  /** 'ROLE_FARMER'... */
  @Column('text')
  role: string;

  @Column('boolean', { default: true })
  enabled: boolean;
}
