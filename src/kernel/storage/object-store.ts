import type { Readable } from 'node:stream';
import { NotFoundError } from '../errors/domain-error';

/**
 * Where the bytes of stored files live: a local directory (the default) or an S3-compatible bucket, chosen by
 * config (see objectStoreFor). Modules never use it directly: StorageService checks uploads, then keeps them here.
 */
export abstract class ObjectStore {
  /** Named in /api/health. */
  abstract readonly backend: 'local' | 's3';
  /** Writes the object, replacing any object under the same key. */
  abstract put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream; NotFoundError (404) when there is no such object. */
  abstract get(key: string): Promise<Readable>;
  /** Removes the object; a key with no object is not an error. */
  abstract remove(key: string): Promise<void>;
  /** Resolves when the store can be written to; rejects, saying why, otherwise. */
  abstract check(): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys are made by StorageService (`area/year/uuid.ext`); anything else, such as `../x`, names no object. */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.'))
    throw new NotFoundError();
  return key;
}
