import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/** migrations/ sits three levels up, both from src/kernel/database (tests) and dist/src/kernel/database (built). */
export const MIGRATIONS_GLOB = join(__dirname, '..', '..', '..', 'migrations', __filename.endsWith('.ts') ? '*[0-9]-*.ts' : '*[0-9]-*.js');

/** TypeORM options shared by the app, the CLI and the tests. The schema changes only through migrations. */
export function dataSourceOptions(url: string, entities: DataSourceOptions['entities'] = []): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations: [MIGRATIONS_GLOB],
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    migrationsRun: false,
    namingStrategy: new SnakeNamingStrategy(),
    extra: { max: 20, application_name: 'kasuwa' },
    logging: false,
  };
}
