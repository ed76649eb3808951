import { Clock } from '../../kernel/clock/clock';
import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../kernel/errors/domain-error';

export type KeyPurpose = 'activation' | 'password-reset';

export const KEY_LIFETIME_HOURS: Record<KeyPurpose, number> = { activation: 72, 'password-reset': 2 };
/**
 * A password-reset key mailed to someone whose account another person opened (staff, input providers, platform
 * managers): they choose their first password with it, so it lives as long as an activation key.
 */
export const INVITATION_KEY_LIFETIME_HOURS = 72;

interface KeyRow {
  id: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
}

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Single-use keys mailed to people (activation, password reset). Only their hash is stored; a key expires
 * after KEY_LIFETIME_HOURS and dies when used or when a newer key of the same purpose is issued.
 */
@Injectable()
export class AccountKeys {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async issue(
    userId: string,
    purpose: KeyPurpose,
    now = this.clock.now(),
    manager: EntityManager = this.dataSource.manager,
    lifetimeHours = KEY_LIFETIME_HOURS[purpose],
  ): Promise<string> {
    const key = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + lifetimeHours * 3600_000);
    await manager.query(
      `UPDATE account_keys SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [userId, purpose, now],
    );
    await manager.query(`INSERT INTO account_keys (user_id, purpose, key_hash, expires_at) VALUES ($1, $2, $3, $4)`, [
      userId,
      purpose,
      hashOf(key),
      expiresAt,
    ]);
    return key;
  }

  /**
   * Uses a key up and answers its user. Unknown or already used: 404 `unknownCode`; expired: 449 `expiredCode`.
   */
  async consume(
    key: string,
    purpose: KeyPurpose,
    codes: { unknown: string; expired: string },
    manager: EntityManager,
  ): Promise<string> {
    const rows = await manager.query<KeyRow[]>(
      `SELECT id, user_id, expires_at, used_at FROM account_keys WHERE key_hash = $1 AND purpose = $2 FOR UPDATE`,
      [hashOf(key), purpose],
    );
    const found = rows[0];
    if (!found || found.used_at) throw new DomainError(codes.unknown);
    if (new Date(found.expires_at) < this.clock.now()) throw new DomainError(codes.expired);
    await manager.query(`UPDATE account_keys SET used_at = now() WHERE id = $1`, [found.id]);
    return found.user_id;
  }

  async forget(userId: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM account_keys WHERE user_id = $1`, [userId]);
  }
}
