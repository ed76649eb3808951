import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import Redis from 'ioredis';

export class RedisNotFoundError extends Error {
  constructor() {
    super(
      'No REDIS_URL is set and no redis-server was found on PATH. Install one ' +
        '(Debian/Ubuntu: apt-get install -y redis-server; macOS: brew install redis), ' +
        'or run `docker compose up -d redis` and set REDIS_URL=redis://localhost:6379.',
    );
  }
}

export interface EmbeddedRedisHandle {
  url: string;
  pid: number | undefined;
  /** Settles when redis-server exits, whatever the cause. */
  exited: Promise<void>;
  stop(): Promise<void>;
}

export function redisServerOnPath(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Starts a redis-server found on PATH, with its data in `directory` (append-only file, so jobs survive a restart). */
export async function startEmbeddedRedis(
  directory: string | null,
  port: number,
  ownProcessGroup = false,
): Promise<EmbeddedRedisHandle> {
  if (!redisServerOnPath()) throw new RedisNotFoundError();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--protected-mode', 'yes', '--save', ''];
  if (directory) {
    mkdirSync(directory, { recursive: true });
    args.push('--dir', directory, '--appendonly', 'yes');
  } else {
    args.push('--appendonly', 'no');
  }
  // In a process group of its own for `npm start`'s launcher, which stops it in turn: a terminal's Ctrl-C reaches only
  // the launcher. Otherwise (the tests) it shares its starter's group and stops with it.
  const child: ChildProcess = spawn('redis-server', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: ownProcessGroup && process.platform !== 'win32',
  });
  const url = `redis://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForRedis(url, child);
  return {
    url,
    pid: child.pid,
    exited,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitForRedis(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.ping();
      client.disconnect();
      return;
    } catch {
      client.disconnect();
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('redis-server did not answer within 15 s');
}
