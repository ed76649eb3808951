import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A grouping of states used by market-price screens (Nigeria's geopolitical zones, Kenya's former provinces...). */
@Entity('regions')
export class RegionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  countryId: number;

  @Column({ type: 'text' })
  name: string;
}
