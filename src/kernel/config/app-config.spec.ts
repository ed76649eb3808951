import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app-config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'kasuwa-config-'));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env }, []);

describe('loadConfig', () => {
  it('runs on embedded defaults with no settings at all', () => {
    const config = load({});
    expect(config).toMatchObject({ role: 'all', port: 3000, databaseUrl: undefined, redisUrl: undefined, logLevel: 'info', trustProxy: false });
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
  ])('stops the boot on %j naming %s', (env, variable) => {
    expect(() => load(env as Record<string, string>)).toThrow(new RegExp(`^Invalid setting ${variable}:`));
  });

  it('takes the process role from --role=', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }, ['node', 'main.js', '--role=api']).role).toBe('api');
  });
});
