import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { numericTransformer } from './numeric.transformer';

/** First-level division: Nigerian state, Ghanaian region, Kenyan county, Ivorian district, Moroccan region... */
@Entity('states')
export class StateEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  countryId: number;

  @Column({ type: 'integer' })
  regionId: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'numeric', precision: 11, scale: 8, transformer: numericTransformer })
  latitude: number;

  @Column({ type: 'numeric', precision: 11, scale: 8, transformer: numericTransformer })
  longitude: number;
}
