import { Logger } from '@nestjs/common';
import { createWriteStream, mkdirSync, WriteStream } from 'node:fs';
import { totalmem } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { EmbeddedPostgresHandle, startEmbeddedPostgres } from '../database/embedded-postgres';
import { EmbeddedRedisHandle, startEmbeddedRedis } from '../database/embedded-redis';
import { runMigrations } from '../database/migrate';
import { assertPortFree } from './port-check';
import { Supervisor } from './supervisor';

export interface Infrastructure {
  /** The config with databaseUrl and redisUrl filled in. */
  config: AppConfig;
  /** One per embedded service started (none when DATABASE_URL and REDIS_URL are set). */
  supervisors: Supervisor<EmbeddedPostgresHandle | EmbeddedRedisHandle>[];
  stop(): Promise<void>;
}

const DATABASE_NAME = 'kasuwa';

const MB = 2 ** 20;

/**
 * The embedded server's settings for what the platform writes (PostgreSQL's own are for a small shared machine):
 * - Checkpoints at most every 8 GB of write-ahead log or 20 minutes. A replay of the whole log or a large import
 *   writes gigabytes; at the default 1 GB a checkpoint came every 8 to 30 s, and the first change of every page after
 *   each one is logged as the whole page. The full replay of a million farmers wrote 4.8 GB of log rather than 11.4 GB.
 *   The price: up to 8 GB of disk for the log, and a longer recovery after a crash.
 * - Shared buffers of an eighth of the machine's memory, between PostgreSQL's 128 MB and 1 GB: the read tables of a
 *   million farmers hold about 3 GB.
 */
function embeddedPostgresSettings(memoryBytes = totalmem()): string[] {
  const sharedBuffersMb = Math.round(Math.min(1024 * MB, Math.max(128 * MB, memoryBytes / 8)) / MB);
  return Object.entries({
    max_wal_size: '8GB',
    checkpoint_timeout: '20min',
    shared_buffers: `${sharedBuffersMb}MB`,
  }).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

/**
 * Fills in what the settings leave out: the embedded PostgreSQL (data in <DATA_DIR>/postgres) without
 * DATABASE_URL, a redis-server from PATH (data in <DATA_DIR>/redis) without REDIS_URL. Each is supervised: started
 * again with backoff if it exits (see Supervisor).
 */
export async function startInfrastructure(
  config: AppConfig,
  logger = new Logger('Infrastructure'),
): Promise<Infrastructure> {
  const postgresLog = serviceLog(config.dataDir, 'postgres');
  let postgres: EmbeddedPostgresHandle | null = null;
  let redis: EmbeddedRedisHandle | null = null;
  const resolved = { ...config };
  try {
    if (!resolved.databaseUrl) {
      const directory = join(config.dataDir, 'postgres');
      logger.log(`Starting the embedded PostgreSQL on port ${config.embeddedPostgresPort} (data in ${directory})`);
      await assertPortFree(
        config.embeddedPostgresPort,
        'The embedded PostgreSQL',
        'postgres',
        'EMBEDDED_POSTGRES_PORT',
      );
      postgres = await startEmbeddedPostgres(directory, config.embeddedPostgresPort, postgresLog, {
        server: embeddedPostgresSettings(),
        ownProcessGroup: true,
      }).catch((error: unknown) => {
        throw new Error(
          `The embedded PostgreSQL did not start (port ${config.embeddedPostgresPort}, data in ` +
            `${directory})${error instanceof Error ? `: ${error.message}` : ''}. ` +
            `If a previous run was killed, a leftover postgres process may still hold the data directory: stop it, or set DATA_DIR to another directory. ` +
            `To use a server of your own instead, set DATABASE_URL.`,
        );
      });
      await postgres.createDatabase(DATABASE_NAME);
      resolved.databaseUrl = postgres.url(DATABASE_NAME);
    }
    if (!resolved.redisUrl) {
      logger.log(
        `Starting redis-server on port ${config.embeddedRedisPort} (data in ${join(config.dataDir, 'redis')})`,
      );
      await assertPortFree(
        config.embeddedRedisPort,
        'The embedded redis-server',
        'redis-server',
        'EMBEDDED_REDIS_PORT',
      );
      redis = await startEmbeddedRedis(join(config.dataDir, 'redis'), config.embeddedRedisPort, true);
      resolved.redisUrl = redis.url;
    }
  } catch (error) {
    await redis?.stop();
    await postgres?.stop();
    throw error;
  }
  const supervisors: Supervisor<EmbeddedPostgresHandle | EmbeddedRedisHandle>[] = [];
  if (redis) {
    supervisors.push(
      new Supervisor(
        'redis-server',
        redis,
        () => startEmbeddedRedis(join(config.dataDir, 'redis'), config.embeddedRedisPort, true),
        logger,
      ),
    );
  }
  if (postgres) {
    const directory = join(config.dataDir, 'postgres');
    supervisors.push(
      new Supervisor(
        'PostgreSQL',
        postgres,
        () =>
          startEmbeddedPostgres(directory, config.embeddedPostgresPort, postgresLog, {
            server: embeddedPostgresSettings(),
            ownProcessGroup: true,
          }),
        logger,
      ),
    );
  }
  return {
    config: resolved,
    supervisors,
    async stop() {
      // Redis first, then PostgreSQL (the reverse of the start); neither waits on a service already dead.
      for (const supervisor of supervisors) await supervisor.stop();
    },
  };
}

/**
 * Where an embedded service's own output goes: `<DATA_DIR>/logs/<name>.log`, out of the way of the application's log
 * (see docs/operations.md).
 */
function serviceLog(dataDir: string, name: string): (line: string) => void {
  let file: WriteStream | null = null;
  return (line) => {
    if (!file) {
      mkdirSync(join(dataDir, 'logs'), { recursive: true });
      file = createWriteStream(join(dataDir, 'logs', `${name}.log`), { flags: 'a' });
      file.on('error', () => undefined);
    }
    file.write(`${line}\n`);
  };
}

/** Applies pending migrations (reference data included) under an advisory lock. */
export async function migrateDatabase(databaseUrl: string, logger = new Logger('Migrations')): Promise<void> {
  const dataSource = new DataSource(dataSourceOptions(databaseUrl, [], false));
  await dataSource.initialize();
  try {
    const applied = await runMigrations(dataSource);
    if (applied.length) logger.log(`Applied ${applied.join(', ')}`);
  } finally {
    await dataSource.destroy();
  }
}
