import { Column, Entity, PrimaryColumn } from 'typeorm';
import { numericTransformer } from './numeric.transformer';

/** Reference data, written only by migrations (ids 1..8 are fixed). */
@Entity('countries')
export class CountryEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text', unique: true })
  name: string;

  @Column({ type: 'text' })
  nameFr: string;

  @Column({ type: 'char', length: 2 })
  code: string;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ type: 'text' })
  defaultLanguage: 'en' | 'fr';

  @Column({ type: 'text' })
  phoneCode: string;

  @Column({ type: 'integer' })
  phoneLength: number;

  @Column({ type: 'numeric', precision: 11, scale: 8, transformer: numericTransformer })
  latitude: number;

  @Column({ type: 'numeric', precision: 11, scale: 8, transformer: numericTransformer })
  longitude: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
