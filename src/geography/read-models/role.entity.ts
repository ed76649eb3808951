import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The 16 roles, ids 1..16 fixed by the geography migration. */
@Entity('roles')
export class RoleEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  /** 'ROLE_ADMIN', 'ROLE_FARMER'... */
  @Column({ type: 'text', unique: true })
  name: string;

  @Column({ type: 'text' })
  label: string;

  @Column({ type: 'text' })
  labelFr: string;

  /** Offered on the public sign-up form. */
  @Column({ type: 'boolean', default: false })
  signUp: boolean;

  /** Sign-ups with this role wait for an administrator's approval. */
  @Column({ type: 'boolean', default: false })
  requiresApproval: boolean;

  /** One of the five dealer types (input provider, distributor, wholesaler, retailer, agro-dealer). */
  @Column({ type: 'boolean', default: false })
  dealer: boolean;
}
