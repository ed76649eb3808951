import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { LocalAreaKind, LocationPrecision } from '../domain/local-area-kinds';
import { numericTransformer } from './numeric.transformer';

/**
 * A second-level area of a state: LGA (Nigeria), district (Ghana, Rwanda, Tanzania), sub-county (Kenya), department
 * (Senegal, Ivory Coast); a city in Morocco. Towns of the earlier seed that are not areas stay (listed false) so that
 * what points at them still reads; `successorId` names the area that stands for them when known.
 */
@Entity('cities')
export class CityEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  stateId: number;

  @Column({ type: 'integer' })
  countryId: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'numeric', precision: 11, scale: 8, transformer: numericTransformer })
  latitude: number;

  @Column({ type: 'numeric', precision: 11, scale: 8, transformer: numericTransformer })
  longitude: number;

  @Column({ type: 'text' })
  kind: LocalAreaKind;

  @Column({ type: 'boolean' })
  listed: boolean;

  @Column({ type: 'integer', nullable: true })
  successorId: number | null;

  @Column({ type: 'text', nullable: true })
  formerName: string | null;

  @Column({ type: 'text' })
  locationPrecision: LocationPrecision;
}
