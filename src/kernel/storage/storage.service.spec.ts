import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { IMAGE_TYPES } from './content-type';
import { LocalObjectStore } from './local-object-store';
import { StorageService } from './storage.service';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);

describe('StorageService', () => {
  const storageDir = mkdtempSync(join(tmpdir(), 'kasuwa-storage-'));
  const storage = new StorageService({ uploadMaxBytes: 1024 } as AppConfig, new LocalObjectStore(storageDir));

  it('keeps an accepted file under a name it makes itself', async () => {
    const stored = await storage.save('products', png, { accept: IMAGE_TYPES });
    expect(stored.key).toMatch(/^products\/\d{4}\/[0-9a-f-]{36}\.png$/);
    expect(stored.contentType).toBe('image/png');
    expect(readFileSync(join(storageDir, stored.key))).toEqual(png);
  });

  it('refuses a file whose content is not of an accepted type, whatever it claims', async () => {
    await expect(
      storage.save('products', Buffer.from('<?php system($_GET["c"]); ?>'), { accept: IMAGE_TYPES }),
    ).rejects.toMatchObject({ code: 'UPLOAD_TYPE_REJECTED', status: 415 });
    await expect(storage.save('products', Buffer.from('%PDF-1.4 ...'), { accept: IMAGE_TYPES })).rejects.toMatchObject({
      code: 'UPLOAD_TYPE_REJECTED',
    });
  });

  it('refuses empty and oversized files', async () => {
    await expect(storage.save('products', Buffer.alloc(0), { accept: IMAGE_TYPES })).rejects.toMatchObject({
      code: 'UPLOAD_EMPTY',
    });
    await expect(
      storage.save('products', Buffer.concat([png, Buffer.alloc(2000)]), { accept: IMAGE_TYPES }),
    ).rejects.toMatchObject({ code: 'UPLOAD_TOO_LARGE', status: 413 });
  });

  it('never reads a key outside the storage directory', async () => {
    await expect(storage.open('../../etc/passwd')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});
