import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';

/** Personal data as it is written into events: encrypted with a key that belongs to one person. */
export interface SealedPersonalData {
  sealed: 1;
  subject: string;
  iv: string;
  tag: string;
  data: string;
}

export const isSealed = (value: unknown): value is SealedPersonalData =>
  !!value && typeof value === 'object' && (value as SealedPersonalData).sealed === 1 && typeof (value as SealedPersonalData).subject === 'string';

/**
 * Crypto-shredding for the event log: a person's details are sealed with their own AES-256-GCM key, and
 * `forget` destroys the key, after which every event that mentions them still replays but reveals nothing.
 */
@Injectable()
export class PersonalDataVault {
  constructor(private readonly dataSource: DataSource) {}

  async seal<T extends object>(subject: string, value: T, manager: EntityManager = this.dataSource.manager): Promise<SealedPersonalData> {
    const key = await this.keyFor(subject, manager, true);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key!, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return { sealed: 1, subject, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
  }

  /** The sealed value, or null once the person has been forgotten. */
  async open<T>(sealed: SealedPersonalData, manager: EntityManager = this.dataSource.manager): Promise<T | null> {
    const key = await this.keyFor(sealed.subject, manager, false);
    if (!key) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    const plain = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as T;
  }

  async forget(subject: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query('DELETE FROM personal_data_keys WHERE subject_id = $1', [subject]);
    await manager.query('INSERT INTO forgotten_subjects (subject_id) VALUES ($1) ON CONFLICT DO NOTHING', [subject]);
  }

  private async keyFor(subject: string, manager: EntityManager, create: boolean): Promise<Buffer | null> {
    const found = await manager.query('SELECT key FROM personal_data_keys WHERE subject_id = $1', [subject]);
    if (found.length) return found[0].key as Buffer;
    if (!create) return null;
    const forgotten = await manager.query('SELECT 1 FROM forgotten_subjects WHERE subject_id = $1', [subject]);
    if (forgotten.length) throw new Error(`Personal data of ${subject} was erased and cannot be written again`);
    const rows = await manager.query(
      `INSERT INTO personal_data_keys (subject_id, key) VALUES ($1, $2)
       ON CONFLICT (subject_id) DO UPDATE SET subject_id = EXCLUDED.subject_id RETURNING key`,
      [subject, randomBytes(32)],
    );
    return rows[0].key as Buffer;
  }
}
