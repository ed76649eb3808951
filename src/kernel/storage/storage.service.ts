import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DomainError } from '../errors/domain-error';
import { extensionFor, KnownType, sniffFileType } from './content-type';
import { ObjectStore } from './object-store';
import { KernelErrors } from '../errors/kernel.errors';

export interface StoredFile {
  /** Key of the stored object, e.g. `products/2026/3f2a….jpg`: the only name Kasuwa keeps. */
  key: string;
  contentType: KnownType;
  size: number;
}

export interface UploadRules {
  accept: KnownType[];
  maxBytes?: number;
}

/**
 * Uploads: checked by content and size, then kept in the object store (a local directory or an S3-compatible bucket)
 * under server-made names; client names are never used.
 */
@Injectable()
export class StorageService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: ObjectStore,
  ) {}

  /**
   * Checks the bytes against `rules` and stores them under `area`. Throws UPLOAD_EMPTY, UPLOAD_TOO_LARGE or
   * UPLOAD_TYPE_REJECTED before anything is stored, and STORAGE_UNAVAILABLE (503) when the store cannot be reached.
   */
  async save(area: string, bytes: Buffer, rules: UploadRules): Promise<StoredFile> {
    const maxBytes = rules.maxBytes ?? this.config.uploadMaxBytes;
    if (bytes.length === 0) throw new DomainError(KernelErrors.UPLOAD_EMPTY);
    if (bytes.length > maxBytes)
      throw new DomainError(KernelErrors.UPLOAD_TOO_LARGE, { max: Math.floor(maxBytes / 1024) });
    const type = sniffFileType(bytes, rules.accept);
    if (!type || !rules.accept.includes(type)) {
      throw new DomainError(KernelErrors.UPLOAD_TYPE_REJECTED, {
        accepted: rules.accept.map((t) => extensionFor(t)).join(', '),
      });
    }
    if (!/^[a-z0-9-]+$/.test(area)) throw new Error(`Invalid storage area ${area}`);
    const key = `${area}/${new Date().getUTCFullYear()}/${randomUUID()}.${extensionFor(type)}`;
    await this.store.put(key, bytes, type);
    return { key, contentType: type, size: bytes.length };
  }

  /** The stored file as a stream; NOT_FOUND (404) when there is none. */
  open(key: string): Promise<Readable> {
    return this.store.get(key);
  }

  async remove(key: string): Promise<void> {
    await this.store.remove(key);
  }
}
