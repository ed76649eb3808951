import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DomainError } from '../errors/domain-error';
import { extensionFor, KnownType, sniffFileType } from './content-type';
import { KernelErrors } from '../errors/kernel.errors';

export interface StoredFile {
  /** Relative key under the storage directory, e.g. `products/2026/3f2a….jpg`: the only name Kasuwa keeps. */
  key: string;
  contentType: KnownType;
  size: number;
}

export interface UploadRules {
  accept: KnownType[];
  maxBytes?: number;
}

/** Local-directory storage for uploads (STORAGE_DIR). Files get server-made names; client names are never used. */
@Injectable()
export class StorageService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Checks the bytes against `rules` and stores them under `area`. Throws UPLOAD_TOO_LARGE or UPLOAD_TYPE_REJECTED. */
  async save(area: string, bytes: Buffer, rules: UploadRules): Promise<StoredFile> {
    const maxBytes = rules.maxBytes ?? this.config.uploadMaxBytes;
    if (bytes.length === 0) throw new DomainError(KernelErrors.UPLOAD_EMPTY);
    if (bytes.length > maxBytes) throw new DomainError(KernelErrors.UPLOAD_TOO_LARGE, { max: Math.floor(maxBytes / 1024) });
    const type = sniffFileType(bytes, rules.accept);
    if (!type || !rules.accept.includes(type)) {
      throw new DomainError(KernelErrors.UPLOAD_TYPE_REJECTED, { accepted: rules.accept.map((t) => extensionFor(t)).join(', ') });
    }
    if (!/^[a-z0-9-]+$/.test(area)) throw new Error(`Invalid storage area ${area}`);
    const key = `${area}/${new Date().getUTCFullYear()}/${randomUUID()}.${extensionFor(type)}`;
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.part`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
    return { key, contentType: type, size: bytes.length };
  }

  open(key: string) {
    return createReadStream(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Resolves a key inside the storage directory; a key that would leave it is refused. */
  pathOf(key: string): string {
    const path = normalize(join(this.config.storageDir, key));
    if (!path.startsWith(this.config.storageDir + sep)) throw new DomainError(KernelErrors.NOT_FOUND);
    return path;
  }
}
