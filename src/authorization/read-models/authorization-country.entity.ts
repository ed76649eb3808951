import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Whether authorization is switched on in a country (seeded active for every country; AuthorizationProjection keeps `active`). */
@Entity('authorization_countries')
export class AuthorizationCountryRecord {
  @PrimaryColumn('int')
  countryId: number;

  @Column('boolean', { default: true })
  active: boolean;
}
