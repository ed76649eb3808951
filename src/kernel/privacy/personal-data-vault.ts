import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { arrayParameter } from '../database/array-parameter';
import { expectingNewRows } from '../database/expecting-new-rows';

/** Personal data as it is written into events: encrypted with a key that belongs to one person. */
export interface SealedPersonalData {
  sealed: 1;
  subject: string;
  iv: string;
  tag: string;
  data: string;
}

export const isSealed = (value: unknown): value is SealedPersonalData =>
  !!value &&
  typeof value === 'object' &&
  (value as SealedPersonalData).sealed === 1 &&
  typeof (value as SealedPersonalData).subject === 'string';

/** The value sealed with `key` (an altered value fails its authentication tag and throws). */
function decrypted(sealed: SealedPersonalData, key: Buffer): unknown {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  const plain = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

/** AES-256-GCM: a 32-byte key per person, a 12-byte nonce per sealed value. */
const KEY_BYTES = 32;
const IV_BYTES = 12;

/**
 * Crypto-shredding for the event log: a person's details are sealed with their own AES-256-GCM key, and
 * `forget` destroys the key, after which every event that mentions them still replays but reveals nothing.
 */
@Injectable()
export class PersonalDataVault {
  /**
   * What a transaction has read, made and sealed, so that the projections opening what it has just sealed neither read
   * the keys again nor decrypt: the keys by subject, the values by their sealed data. Kept with the transaction's
   * manager only: it ends with the transaction.
   */
  private readonly ofTransaction = new WeakMap<
    EntityManager,
    { keys: Map<string, Buffer>; values: Map<string, { subject: string; value: unknown }> }
  >();

  /**
   * Values `openMany` has opened, by the sealed object they came from: a rebuild reads each page of the log once and
   * hands the same events to several replays (a farmer's details to the registry and to the agent analytics), which
   * then open them once. Kept only while that object is in memory (a page's events), and dropped whenever this process
   * forgets someone.
   */
  private openedFrom = new WeakMap<SealedPersonalData, unknown>();
  /** The sealed values a call of `openMany` is opening now, by the sealed object, with what that call will answer. */
  private readonly opening = new WeakMap<SealedPersonalData, Promise<Map<SealedPersonalData, unknown>>>();

  constructor(private readonly dataSource: DataSource) {}

  async seal<T extends object>(
    subject: string,
    value: T,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<SealedPersonalData> {
    const key = await this.keyFor(subject, manager, true);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key!, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return {
      sealed: 1,
      subject,
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      data: data.toString('base64'),
    };
  }

  /**
   * `seal` for many people at once (one key each, read or made in two statements); in the order given. `newSubjects`:
   * the people are expected to have no key yet, so none is looked for first (one that is there is still used).
   */
  async sealMany<T extends object>(
    entries: { subject: string; value: T }[],
    manager: EntityManager = this.dataSource.manager,
    options: { newSubjects?: boolean } = {},
  ): Promise<SealedPersonalData[]> {
    const keys = await this.keysFor(
      entries.map((e) => e.subject),
      manager,
      true,
      options.newSubjects,
    );
    const values = this.transactionOf(manager)?.values;
    // Random bytes drawn once for the batch: one system call instead of one per person.
    const ivs = randomBytes(IV_BYTES * entries.length);
    return entries.map(({ subject, value }, i) => {
      const iv = ivs.subarray(IV_BYTES * i, IV_BYTES * (i + 1));
      const plain = JSON.stringify(value);
      const cipher = createCipheriv('aes-256-gcm', keys.get(subject)!, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
      values?.set(data, { subject, value: JSON.parse(plain) });
      return { sealed: 1, subject, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data };
    });
  }

  /** `open` for many sealed values at once (their keys read in one statement); null for each forgotten person. */
  async openMany<T>(
    sealed: SealedPersonalData[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<(T | null)[]> {
    const values = this.transactionOf(manager)?.values;
    const unopened = sealed.filter((s) => !values?.has(s.data) && !this.openedFrom.has(s));
    // What another call is opening already (a replay beside this one, on the same page) is waited for, not read again.
    const elsewhere = new Set<Promise<Map<SealedPersonalData, unknown>>>();
    const mine: SealedPersonalData[] = [];
    for (const s of unopened) {
      const opening = this.opening.get(s);
      if (opening) elsewhere.add(opening);
      else mine.push(s);
    }
    const opened = new Map<SealedPersonalData, unknown>();
    if (mine.length) {
      const opening = this.openWithKeys(mine, manager);
      for (const s of mine) this.opening.set(s, opening);
      try {
        for (const [s, value] of await opening) opened.set(s, value);
      } finally {
        for (const s of mine) this.opening.delete(s);
      }
    }
    for (const opening of elsewhere) {
      // Its failure is its caller's: what it was to open is opened here instead.
      const theirs = await opening.catch(() => null);
      for (const [s, value] of theirs ?? []) opened.set(s, value);
    }
    const left = unopened.filter((s) => !opened.has(s) && !this.openedFrom.has(s));
    if (left.length) for (const [s, value] of await this.openWithKeys(left, manager)) opened.set(s, value);
    return sealed.map((s) => {
      const kept = values?.get(s.data);
      if (kept) return kept.value as T;
      if (this.openedFrom.has(s)) return this.openedFrom.get(s) as T;
      return (opened.get(s) ?? null) as T | null;
    });
  }

  /** Reads the keys of `sealed` and decrypts each (null for a forgotten person); what was opened is kept (openedFrom). */
  private async openWithKeys(
    sealed: SealedPersonalData[],
    manager: EntityManager,
  ): Promise<Map<SealedPersonalData, unknown>> {
    const keys = await this.keysFor(
      sealed.map((s) => s.subject),
      manager,
      false,
    );
    const opened = new Map<SealedPersonalData, unknown>();
    for (const s of sealed) {
      const key = keys.get(s.subject);
      if (!key) {
        opened.set(s, null);
        continue;
      }
      const value = decrypted(s, key);
      this.openedFrom.set(s, value);
      opened.set(s, value);
    }
    return opened;
  }

  /** What the transaction of `manager` has read, made and sealed; undefined outside a transaction. */
  private transactionOf(
    manager: EntityManager,
  ): { keys: Map<string, Buffer>; values: Map<string, { subject: string; value: unknown }> } | undefined {
    if (!manager.queryRunner?.isTransactionActive) return undefined;
    let kept = this.ofTransaction.get(manager);
    if (!kept) this.ofTransaction.set(manager, (kept = { keys: new Map(), values: new Map() }));
    return kept;
  }

  private async keysFor(
    subjects: string[],
    manager: EntityManager,
    create: boolean,
    newSubjects = false,
  ): Promise<Map<string, Buffer>> {
    const known = this.transactionOf(manager)?.keys;
    const keys = new Map<string, Buffer>();
    const wanted = [...new Set(subjects)].filter((subject) => {
      const key = known?.get(subject);
      if (key) keys.set(subject, key);
      return !key;
    });
    if (!newSubjects && wanted.length) {
      const found: { subject_id: string; key: Buffer }[] = await manager.query(
        'SELECT subject_id, key FROM personal_data_keys WHERE subject_id = ANY($1::text[])',
        [arrayParameter(wanted)],
      );
      for (const row of found) keys.set(row.subject_id, row.key);
    }
    const missing = wanted.filter((s) => !keys.has(s));
    if (create && missing.length) {
      const forgotten: { subject_id: string }[] = await manager.query(
        'SELECT subject_id FROM forgotten_subjects WHERE subject_id = ANY($1::text[])',
        [arrayParameter(missing)],
      );
      if (forgotten.length)
        throw new Error(`Personal data of ${forgotten[0].subject_id} was erased and cannot be written again`);
      const drawn = randomBytes(KEY_BYTES * missing.length);
      const made = missing.map((_, i) => drawn.subarray(KEY_BYTES * i, KEY_BYTES * (i + 1)));
      // Only a count comes back: when every key was made here, they are the ones just drawn. Otherwise (another
      // transaction made some at the same moment) the keys are read as they now are.
      const insert = (onConflict: string) => async () => {
        const [{ inserted }]: { inserted: number }[] = await manager.query(
          `WITH made AS (
             INSERT INTO personal_data_keys (subject_id, key) SELECT s, decode(k, 'hex') FROM unnest($1::text[], $2::text[]) AS x(s, k)
             ${onConflict} RETURNING 1)
           SELECT count(*)::int AS inserted FROM made`,
          [arrayParameter(missing), arrayParameter(made.map((key) => key.toString('hex')))],
        );
        return inserted;
      };
      const inserted = await expectingNewRows(manager, insert(''), insert('ON CONFLICT (subject_id) DO NOTHING'));
      if (inserted === missing.length) missing.forEach((subject, i) => keys.set(subject, made[i]));
      else {
        const found: { subject_id: string; key: Buffer }[] = await manager.query(
          'SELECT subject_id, key FROM personal_data_keys WHERE subject_id = ANY($1::text[])',
          [arrayParameter(missing)],
        );
        for (const row of found) keys.set(row.subject_id, row.key);
      }
    }
    if (known) for (const [subject, key] of keys) known.set(subject, key);
    return keys;
  }

  /** The sealed value, or null once the person has been forgotten. */
  async open<T>(sealed: SealedPersonalData, manager: EntityManager = this.dataSource.manager): Promise<T | null> {
    const key = await this.keyFor(sealed.subject, manager, false);
    if (!key) return null;
    return decrypted(sealed, key) as T;
  }

  async forget(subject: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    this.openedFrom = new WeakMap();
    const kept = this.ofTransaction.get(manager);
    kept?.keys.delete(subject);
    for (const [data, opened] of kept?.values ?? []) if (opened.subject === subject) kept!.values.delete(data);
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
