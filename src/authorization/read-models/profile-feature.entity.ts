import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** One per (profile, permission of the catalogue), seeded by the migration; AuthorizationProjection keeps `enabled`. */
@Entity('profile_features')
@Unique('profile_features_profile_permission_key', ['profileId', 'permission'])
export class ProfileFeatureRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  profileId: number;

  @Column('text')
  permission: string;

  @Column('boolean', { default: false })
  enabled: boolean;
}
