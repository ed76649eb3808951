import { Entity, PrimaryColumn } from 'typeorm';

/** A country a platform manager works in; owned by AuthorizationProjection. */
@Entity('monitored_countries')
export class MonitoredCountryRecord {
  @PrimaryColumn('uuid')
  userId: string;

  @PrimaryColumn('int')
  countryId: number;
}
