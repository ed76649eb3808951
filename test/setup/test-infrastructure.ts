import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedPostgresHandle, startEmbeddedPostgres } from '../../src/kernel/database/embedded-postgres';
import { EmbeddedRedisHandle, startEmbeddedRedis } from '../../src/kernel/database/embedded-redis';
import { migrateDatabase } from '../../src/kernel/runtime/infrastructure';

export const TEMPLATE_DATABASE = 'kasuwa_template';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface TestInfrastructure {
  postgres: EmbeddedPostgresHandle;
  redis: EmbeddedRedisHandle;
  directory: string;
}

/**
 * The cluster lives as long as one run and is thrown away after it, so nothing is worth waiting for the disk: no
 * fsync (at initdb, at every commit, at checkpoints) and no full-page images. Every commit of every test file waited
 * on the shared disk before. KASUWA_TEST_DURABLE=1 keeps PostgreSQL's defaults.
 */
const THROWAWAY_CLUSTER = process.env.KASUWA_TEST_DURABLE
  ? {}
  : {
      initdb: ['--no-sync'],
      server: [
        ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
        // A bench's statements timed by the server (see bench/farmer-import.bench.ts).
        ...(process.env.BENCH_PG_STATEMENTS
          ? ['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track=all']
          : []),
      ],
    };

/** A real PostgreSQL (with a migrated template database every test file copies) and a real Redis. */
export async function startTestInfrastructure(): Promise<TestInfrastructure> {
  const directory = mkdtempSync(join(tmpdir(), 'kasuwa-test-'));
  chmodSync(directory, 0o755); // the embedded PostgreSQL runs as the postgres user when the tests run as root
  const postgres = await startEmbeddedPostgres(
    join(directory, 'postgres'),
    await freePort(),
    () => undefined,
    THROWAWAY_CLUSTER,
  );
  const redis = await startEmbeddedRedis(null, await freePort());
  await postgres.createDatabase(TEMPLATE_DATABASE);
  await migrateDatabase(postgres.url(TEMPLATE_DATABASE), { log: () => undefined } as never);
  return { postgres, redis, directory };
}

export async function stopTestInfrastructure(infrastructure: TestInfrastructure): Promise<void> {
  await infrastructure.redis.stop();
  await infrastructure.postgres.stop();
  rmSync(infrastructure.directory, { recursive: true, force: true });
}
