import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { loadConfig } from '../kernel/config/app-config';
import { ProjectionRebuilder } from '../kernel/events/projection-rebuilder';
import { migrateDatabase, startInfrastructure } from '../kernel/runtime/infrastructure';
import { failBoot } from '../kernel/runtime/process-lifecycle';

/**
 * `npm run projections:rebuild -- [name…]`: replays the event log into shadow tables of the named inline projections and
 * consumers (every one that keeps read tables when none is named) while the platform keeps serving from the live tables,
 * then swaps them in (see ProjectionRebuilder). Progress shows on the console's operations page.
 */
async function main(): Promise<void> {
  const names = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const infrastructure = await startInfrastructure(loadConfig(process.env, [...process.argv, '--role=worker']));
  try {
    await migrateDatabase(infrastructure.config.databaseUrl!);
    const app = await NestFactory.createApplicationContext(AppModule.forRoot(infrastructure.config), {
      logger: ['error', 'warn', 'log'],
    });
    try {
      const result = await app.get(ProjectionRebuilder).rebuild(names);
      const rate = Math.round(result.events / Math.max(0.001, result.ms / 1000));
      console.log(
        `Rebuilt ${[...result.projections, ...result.consumers].join(', ')} (${result.tables.length} tables) ` +
          `from ${result.events} events in ${result.ms} ms (${rate} events/s)`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await infrastructure.stop();
  }
}

main().catch(failBoot);
