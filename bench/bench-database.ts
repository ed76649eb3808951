import 'reflect-metadata';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { SessionStore } from '../src/accounts/commands/session-store';
import { AppModule } from '../src/app.module';
import { loadConfig } from '../src/kernel/config/app-config';
import { migrateDatabase, startInfrastructure } from '../src/kernel/runtime/infrastructure';

/**
 * The frame of the advisory and content benchmarks: a throwaway embedded PostgreSQL and Redis on the bench's own ports
 * (BENCH_DATA_DIR=<dir> keeps the data there and reuses it), migrated, with the application context to fill them.
 */
export interface BenchDatabase {
  dataDir: string;
  databaseUrl: string;
  redisUrl: string;
  /** The worker's context (inline projections run): fill the tables through it, then close it. */
  context: INestApplicationContext;
  /** What an API or floor server process started on this database needs (add its PORT). */
  serverEnv: Record<string, string>;
}

export async function withBenchDatabase(
  name: string,
  ports: { postgres: number; redis: number },
  jwtSecret: string,
  run: (database: BenchDatabase) => Promise<void>,
): Promise<void> {
  const keptDir = process.env.BENCH_DATA_DIR;
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), `kasuwa-bench-${name}-`));
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    EMBEDDED_POSTGRES_PORT: String(ports.postgres),
    EMBEDDED_REDIS_PORT: String(ports.redis),
    JWT_SECRET: jwtSecret,
  };
  const infrastructure = await startInfrastructure(loadConfig(env, ['--role=worker']));
  try {
    const databaseUrl = infrastructure.config.databaseUrl!;
    await migrateDatabase(databaseUrl);
    const context = await NestFactory.createApplicationContext(AppModule.forRoot(infrastructure.config), {
      logger: ['error'],
    });
    const redisUrl = infrastructure.config.redisUrl!;
    const serverEnv = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, JWT_SECRET: jwtSecret, DATA_DIR: dataDir };
    await run({ dataDir, databaseUrl, redisUrl, context, serverEnv });
  } finally {
    await infrastructure.stop();
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** BENCH_SCALE (default 1), checked to be in (0, 1]. */
export function benchScale(): number {
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  if (!(scale > 0 && scale <= 1)) throw new Error(`BENCH_SCALE must be in (0, 1], not ${scale}`);
  return scale;
}

export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export const cycle = <T>(items: T[]) => {
  let i = 0;
  return () => items[i++ % items.length];
};

/** A bearer token for `userId` on a session of its own (the access guard wants the session open), signed as sign-in does. */
export async function signedInToken(context: INestApplicationContext, userId: string): Promise<string> {
  const session = await context
    .get(SessionStore)
    .open(userId, { client: 'browser', userAgent: 'kasuwa-bench', address: '127.0.0.1' });
  return session.accessToken;
}

/**
 * Runs `work` on a connection of its own to the database of `dataSource`, without the application's time limits (a
 * statement's 30 s): the statements that derive, vacuum or analyse a whole data set of a million farmers take longer.
 */
export async function withUnlimitedConnection<T>(
  dataSource: DataSource,
  work: (query: (sql: string) => Promise<unknown[]>, client: Client) => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString: (dataSource.options as { url?: string }).url });
  await client.connect();
  try {
    return await work(async (sql) => (await client.query(sql)).rows, client);
  } finally {
    await client.end();
  }
}
