import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { numericTransformer } from './numeric.transformer';

/** A town or district within a state (in Nigeria they stand for LGAs, in Rwanda they are the districts). */
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
}
