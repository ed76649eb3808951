import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { loadConfig } from '../kernel/config/app-config';
import { ConsumerRunner } from '../kernel/events/consumer-runner';
import { EventStore } from '../kernel/events/event-store';
import { migrateDatabase, startInfrastructure } from '../kernel/runtime/infrastructure';
import { failBoot } from '../kernel/runtime/process-lifecycle';

/**
 * `npm run projections:rebuild`: empties every inline read table and replays the whole event log into it, then does the
 * same for the event consumers that keep read tables (the extension-agent analytics).
 */
async function main(): Promise<void> {
  const infrastructure = await startInfrastructure(loadConfig(process.env, [...process.argv, '--role=worker']));
  try {
    await migrateDatabase(infrastructure.config.databaseUrl!);
    const app = await NestFactory.createApplicationContext(AppModule.forRoot(infrastructure.config), { logger: ['error', 'warn', 'log'] });
    const started = Date.now();
    const result = await app.get(EventStore).rebuildProjections();
    const consumers = await app.get(ConsumerRunner).rebuild();
    console.log(`Rebuilt ${result.projections.join(', ')} from ${result.events} events, and the consumers ${consumers.consumers.join(', ')}, in ${Date.now() - started} ms`);
    await app.close();
  } finally {
    await infrastructure.stop();
  }
}

main().catch(failBoot);
