import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

export interface InvitationKeyRow {
  id: string;
  invitation_id: string;
  expires_at: Date;
  used_at: Date | null;
}

/**
 * The keys of the links mailed with invitations, like the accounts' activation keys: random, only their hash stored,
 * single use, dying with the invitation (same expiry) or when a newer key of the same invitation is issued.
 * Secrets: never in the event log.
 */
@Injectable()
export class InvitationKeys {
  constructor(private readonly dataSource: DataSource) {}

  async issue(
    invitationId: string,
    expiresAt: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string> {
    const key = randomBytes(24).toString('base64url');
    await manager.query(`UPDATE invitation_keys SET used_at = now() WHERE invitation_id = $1 AND used_at IS NULL`, [
      invitationId,
    ]);
    await manager.query(`INSERT INTO invitation_keys (invitation_id, key_hash, expires_at) VALUES ($1, $2, $3)`, [
      invitationId,
      hashOf(key),
      expiresAt,
    ]);
    return key;
  }

  /** The key's row (locked for the caller's transaction when `lock`), or null for a key never issued. */
  async find(
    key: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<InvitationKeyRow | null> {
    const [row]: (InvitationKeyRow | undefined)[] = await manager.query(
      `SELECT id, invitation_id, expires_at, used_at FROM invitation_keys WHERE key_hash = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [hashOf(key)],
    );
    return row ?? null;
  }

  async use(keyId: string, manager: EntityManager): Promise<void> {
    await manager.query(`UPDATE invitation_keys SET used_at = now() WHERE id = $1`, [keyId]);
  }
}
