import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { NotFoundError } from '../errors/domain-error';
import { checkedKey, ObjectStore } from './object-store';

/** Objects as files under one directory (STORAGE_DIR): the embedded default, for a single machine. */
export class LocalObjectStore extends ObjectStore {
  readonly backend = 'local' as const;

  constructor(private readonly dir: string) {
    super();
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside then renamed, so that a reader never sees half a file.
    const temporary = `${path}.${randomUUID()}.part`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }

  async get(key: string): Promise<Readable> {
    try {
      return (await open(this.pathOf(key), 'r')).createReadStream();
    } catch (error) {
      if (['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? ''))
        throw new NotFoundError();
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await access(this.dir, constants.W_OK);
  }

  /** Resolves a key inside the directory; a key that would leave it names no object. */
  private pathOf(key: string): string {
    const path = normalize(join(this.dir, checkedKey(key)));
    if (!path.startsWith(this.dir + sep)) throw new NotFoundError();
    return path;
  }
}
