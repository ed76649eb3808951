import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/** migrations/ sits three levels up, both from src/kernel/database (tests) and dist/src/kernel/database (built). */
export const MIGRATIONS_GLOB = join(
  __dirname,
  '..',
  '..',
  '..',
  'migrations',
  __filename.endsWith('.ts') ? '*[0-9]-*.ts' : '*[0-9]-*.js',
);

/**
 * Time limits of every PostgreSQL call: a connection is made within CONNECT_TIMEOUT_MS (the pool's wait for a free
 * one included), a statement runs at most STATEMENT_TIMEOUT_MS on the server, and the client stops waiting for an
 * answer after QUERY_TIMEOUT_MS (a server that hangs rather than dies). Migrations run without the last two.
 */
export const POSTGRES_TIME_LIMITS = {
  CONNECT_TIMEOUT_MS: 3_000,
  STATEMENT_TIMEOUT_MS: 30_000,
  QUERY_TIMEOUT_MS: 35_000,
} as const;

/** TypeORM options shared by the app, the CLI and the tests. The schema changes only through migrations. */
export function dataSourceOptions(
  url: string,
  entities: DataSourceOptions['entities'] = [],
  timeLimits = true,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations: [MIGRATIONS_GLOB],
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    migrationsRun: false,
    namingStrategy: new SnakeNamingStrategy(),
    extra: {
      max: 20,
      application_name: 'kasuwa',
      connectionTimeoutMillis: POSTGRES_TIME_LIMITS.CONNECT_TIMEOUT_MS,
      keepAlive: true,
      ...(timeLimits
        ? {
            statement_timeout: POSTGRES_TIME_LIMITS.STATEMENT_TIMEOUT_MS,
            query_timeout: POSTGRES_TIME_LIMITS.QUERY_TIMEOUT_MS,
          }
        : {}),
    },
    logging: false,
  };
}
