import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { AppConfig, loadConfig } from '../../src/kernel/config/app-config';
import { MailService } from '../../src/kernel/mail/mail.service';
import { IMAGE_TYPES } from '../../src/kernel/storage/content-type';
import { LocalObjectStore } from '../../src/kernel/storage/local-object-store';
import { ObjectStore } from '../../src/kernel/storage/object-store';
import { S3ObjectStore } from '../../src/kernel/storage/s3-object-store';
import { StorageService } from '../../src/kernel/storage/storage.service';
import { freePort } from '../setup/test-infrastructure';
import { LocalS3Server } from '../support/s3-server';
import { startTestApp, TestApp } from '../support/test-app';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(256)]);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function chunksOf(stream: Readable): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return chunks;
}
const readAll = async (stream: Readable) => Buffer.concat(await chunksOf(stream));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const s3 = new LocalS3Server();
let storageDir: string;
beforeAll(async () => {
  await s3.start();
  storageDir = mkdtempSync(join(tmpdir(), 'kasuwa-storage-'));
});
afterAll(async () => {
  await s3.stop();
  rmSync(storageDir, { recursive: true, force: true });
});

const s3Config = (env: Record<string, string>) => loadConfig({ DATA_DIR: storageDir, ...env }, []).storageS3!;

/** Each adapter as the app would make it, its S3 bucket created at start-up as the app does. */
const adapters: [string, () => Promise<ObjectStore>][] = [
  ['the local directory', async () => new LocalObjectStore(storageDir)],
  [
    'an S3-compatible bucket',
    async () => {
      const store = new S3ObjectStore(s3Config(s3.settings(`uploads-${randomBytes(4).toString('hex')}`)));
      await store.onModuleInit();
      return store;
    },
  ],
];

describe.each(adapters)('files kept in %s', (_name, make) => {
  let store: ObjectStore;
  let storage: StorageService;
  beforeAll(async () => {
    store = await make();
    storage = new StorageService({ uploadMaxBytes: 1024 * 1024 } as AppConfig, store);
  });
  afterAll(() => (store as Partial<S3ObjectStore>).onApplicationShutdown?.());

  it('is reachable', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });

  it('saves an accepted upload under a name it makes, and reads the same bytes back', async () => {
    const stored = await storage.save('products', PNG, { accept: IMAGE_TYPES });
    expect(stored).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(stored.key).toMatch(/^products\/\d{4}\/[0-9a-f-]{36}\.png$/);
    expect(await readAll(await storage.open(stored.key))).toEqual(PNG);
  });

  it('checks an upload by content and size before storing anything', async () => {
    await expect(
      storage.save('products', Buffer.from('<?php system($_GET["c"]); ?>'), { accept: IMAGE_TYPES }),
    ).rejects.toMatchObject({ code: 'UPLOAD_TYPE_REJECTED', status: 415 });
    await expect(
      storage.save('products', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), { accept: IMAGE_TYPES }),
    ).rejects.toMatchObject({ code: 'UPLOAD_TOO_LARGE', status: 413 });
  });

  it('replaces an object written again under the same key', async () => {
    await store.put('exports/2026/same.zip', Buffer.from('first version'), 'application/zip');
    await store.put('exports/2026/same.zip', Buffer.from('second'), 'application/zip');
    expect((await readAll(await store.get('exports/2026/same.zip'))).toString()).toBe('second');
  });

  it('deletes a file, after which it is not found; deleting it again is no error', async () => {
    const stored = await storage.save('avatars', PNG, { accept: IMAGE_TYPES });
    await storage.remove(stored.key);
    await expect(storage.open(stored.key)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    await expect(storage.remove(stored.key)).resolves.toBeUndefined();
  });

  it('answers NOT_FOUND for a file that was never stored, and for a key that would leave the store', async () => {
    await expect(storage.open('products/2026/00000000-0000-4000-8000-000000000000.png')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    await expect(storage.open('../../etc/passwd')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    await expect(storage.open('products/../../secret')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('reads a large file back as a stream, in many pieces', async () => {
    const large = randomBytes(24 * 1024 * 1024);
    await store.put('exports/2026/large.zip', large, 'application/zip');
    const chunks = await chunksOf(await store.get('exports/2026/large.zip'));
    expect(chunks.length).toBeGreaterThan(10);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(large.length / 10);
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(large));
  });
});

describe('the app on an S3-compatible bucket', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = s3.settings('kasuwa-shared');
    first = await startTestApp({ env });
    second = await startTestApp({ smtp: false, workers: false, joining: first, env });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('reports the bucket in its health', async () => {
    const health = await first.http().get('/api/health').expect(200);
    expect(health.body.checks.storage).toEqual({ status: 'up', backend: 's3' });
  });

  it('serves from one machine the photo uploaded through another', async () => {
    const token = await first.login();
    const me = await first.http().get('/api/v1/users/me').set(bearer(token)).expect(200);
    const edited = await first
      .http()
      .put(`/api/v1/users/profile/edit/${me.body.id}`)
      .set(bearer(token))
      .attach('photo', PNG, 'me.png')
      .expect(200);
    const photo = await second.http().get(edited.body.data.photoUrl).set(bearer(token)).buffer(true).expect(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.body).toEqual(PNG);
  });

  it('mails a stored file as an attachment, read from the bucket by the worker', async () => {
    const stored = await second.app.get(StorageService).save('exports', PNG, { accept: IMAGE_TYPES });
    await second.app.get(MailService).queue({
      to: 'reader@example.com',
      subject: 'Your file',
      text: 'Attached.',
      dedupeKey: `storage-test:${stored.key}`,
      attachments: [{ filename: 'photo.png', storageKey: stored.key, contentType: 'image/png' }],
    });
    const mail = await first.inbox!.waitFor((m) => m.subject === 'Your file');
    expect(mail.attachments).toEqual([{ filename: 'photo.png', contentType: 'image/png', content: PNG }]);
  });
});

describe('the app when its S3 service cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port nothing listens on.
    t = await startTestApp({
      smtp: false,
      env: { ...s3.settings('kasuwa-test'), STORAGE_S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` },
    });
  });
  afterAll(() => t?.close());

  it('still starts, and its health says the storage is down', async () => {
    const health = await t.http().get('/api/health').expect(503);
    expect(health.body.status).toBe('degraded');
    expect(health.body.checks.database.status).toBe('up');
    expect(health.body.checks.storage).toMatchObject({ status: 'down', backend: 's3' });
    expect(health.body.checks.storage.error).toContain('kasuwa-test');
  });

  it('answers an upload with a translated 503, and keeps the profile as it was', async () => {
    const token = await t.login();
    const me = await t.http().get('/api/v1/users/me').set(bearer(token)).expect(200);
    const upload = () =>
      t
        .http()
        .put(`/api/v1/users/profile/edit/${me.body.id}`)
        .set(bearer(token))
        .field('firstname', 'Changed')
        .attach('photo', PNG, 'me.png');
    const english = await upload().expect(503);
    expect(english.body).toEqual({
      success: false,
      status: 503,
      code: 'STORAGE_UNAVAILABLE',
      message: 'Files cannot be stored or read right now. Please try again in a few minutes.',
      errors: [],
      requestId: english.headers['x-request-id'],
    });
    const french = await upload().set('Accept-Language', 'fr').expect(503);
    expect(french.body.message).toBe(
      'Les fichiers ne peuvent pas être enregistrés ni lus pour le moment. Veuillez réessayer dans quelques minutes.',
    );
    const profile = await t.http().get(`/api/v1/users/profile/${me.body.id}`).set(bearer(token)).expect(200);
    expect(profile.body.firstname).not.toBe('Changed');
    expect(profile.body.photoUrl ?? null).toBeNull();
  });

  it('answers a download with the same 503', async () => {
    const token = await t.login();
    const me = await t.http().get('/api/v1/users/me').set(bearer(token)).expect(200);
    // A photo kept before the service went away.
    await t.sql(`UPDATE users SET photo_key = 'avatars/2026/00000000-0000-4000-8000-000000000000.png' WHERE id = $1`, [
      me.body.id,
    ]);
    const download = await t.http().get(`/api/v1/users/${me.body.id}/photo`).set(bearer(token)).expect(503);
    expect(download.body).toMatchObject({ success: false, status: 503, code: 'STORAGE_UNAVAILABLE' });
    expect(download.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('the app on its local directory (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ smtp: false, workers: false });
  });
  afterAll(() => t?.close());

  it('reports the directory in its health', async () => {
    const health = await t.http().get('/api/health').expect(200);
    expect(health.body.checks.storage).toEqual({ status: 'up', backend: 'local' });
  });

  it('answers NOT_FOUND for a file that is gone from the directory', async () => {
    const token = await t.login();
    const me = await t.http().get('/api/v1/users/me').set(bearer(token)).expect(200);
    await t.sql(`UPDATE users SET photo_key = 'avatars/2026/00000000-0000-4000-8000-000000000000.png' WHERE id = $1`, [
      me.body.id,
    ]);
    const download = await t.http().get(`/api/v1/users/${me.body.id}/photo`).set(bearer(token)).expect(404);
    expect(download.body).toMatchObject({ success: false, status: 404, code: 'NOT_FOUND' });
  });
});
