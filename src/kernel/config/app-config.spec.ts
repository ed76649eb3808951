import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app-config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'kasuwa-config-'));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env }, []);

describe('loadConfig', () => {
  it('runs on embedded defaults with no settings at all', () => {
    const config = load({});
    expect(config).toMatchObject({
      role: 'all',
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps a generated JWT secret in the data directory between boots', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }, []).jwtSecret).toBe(loadConfig({ DATA_DIR: dir }, []).jwtSecret);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ PROCESS_ROLE: 'cook' }, 'PROCESS_ROLE'],
    [{ STORAGE_S3_ENDPOINT: 'http://minio:9000' }, 'STORAGE_S3_BUCKET'],
    [{ STORAGE_S3_BUCKET: 'Uploads_Here' }, 'STORAGE_S3_BUCKET'],
    [{ STORAGE_S3_BUCKET: 'uploads', STORAGE_S3_ENDPOINT: 'minio:9000' }, 'STORAGE_S3_ENDPOINT'],
    [{ STORAGE_S3_BUCKET: 'uploads', STORAGE_S3_REGION: 'Europe West' }, 'STORAGE_S3_REGION'],
    [{ STORAGE_S3_BUCKET: 'uploads', STORAGE_S3_ACCESS_KEY_ID: 'kasuwa' }, 'STORAGE_S3_SECRET_ACCESS_KEY'],
    [{ STORAGE_S3_BUCKET: 'uploads', STORAGE_S3_SECRET_ACCESS_KEY: 'secret' }, 'STORAGE_S3_ACCESS_KEY_ID'],
    [{ STORAGE_S3_BUCKET: 'uploads', STORAGE_S3_FORCE_PATH_STYLE: 'sometimes' }, 'STORAGE_S3_FORCE_PATH_STYLE'],
    [{ PASSWORD_HASH_MEMORY_KIB: '16' }, 'PASSWORD_HASH_MEMORY_KIB'],
    [{ PASSWORD_HASH_TIME_COST: '0' }, 'PASSWORD_HASH_TIME_COST'],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT'],
  ])('stops the boot on %j naming %s', (env, variable) => {
    expect(() => load(env as Record<string, string>)).toThrow(new RegExp(`^Invalid setting ${variable}:`));
  });

  it('hashes passwords at the secure argon2 cost unless told otherwise', () => {
    expect(load({}).passwordHash).toEqual({ memoryKib: 65536, timeCost: 3 });
    expect(load({ PASSWORD_HASH_MEMORY_KIB: '32', PASSWORD_HASH_TIME_COST: '1' }).passwordHash).toEqual({
      memoryKib: 32,
      timeCost: 1,
    });
  });

  it('logs pretty lines to a terminal and JSON anywhere else, unless LOG_FORMAT says which', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }, [], true).logFormat).toBe('pretty');
    expect(loadConfig({ DATA_DIR: dataDir() }, [], false).logFormat).toBe('json');
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'json' }, [], true).logFormat).toBe('json');
  });

  it('keeps uploads in the local directory unless an S3 bucket is set', () => {
    expect(load({}).storageS3).toBeUndefined();
    expect(load({ STORAGE_S3_BUCKET: 'uploads' }).storageS3).toEqual({
      bucket: 'uploads',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    expect(
      load({
        STORAGE_S3_BUCKET: 'uploads',
        STORAGE_S3_ENDPOINT: 'http://minio:9000',
        STORAGE_S3_ACCESS_KEY_ID: 'kasuwa',
        STORAGE_S3_SECRET_ACCESS_KEY: 'secret-key',
      }).storageS3,
    ).toEqual({
      bucket: 'uploads',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'kasuwa',
      secretAccessKey: 'secret-key',
      forcePathStyle: true,
    });
  });

  it('takes the process role from --role=', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }, ['node', 'main.js', '--role=api']).role).toBe('api');
  });
});
