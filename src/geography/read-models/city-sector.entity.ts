import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A third-level area: Rwanda's sectors, under their district. */
@Entity('city_sectors')
export class CitySectorEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  cityId: number;

  @Column({ type: 'text' })
  name: string;
}
