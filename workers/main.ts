import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import { AppModule } from '../src/app.module';
import { loadConfig } from '../src/kernel/config/app-config';
import { startBackgroundWork } from '../src/kernel/runtime/background-work';
import { migrateDatabase } from '../src/kernel/runtime/infrastructure';
import { surviveConnectionLoss } from '../src/kernel/runtime/escaped-errors';
import { closeOnSignals, failBoot } from '../src/kernel/runtime/process-lifecycle';

/**
 * `npm run start:worker`: the event consumers and the BullMQ workers, without HTTP. Run as many as needed:
 * consumers take their checkpoints with SKIP LOCKED and BullMQ hands each job to one worker. This is only the entry
 * point: each module declares its queue and jobs and handles them in `src/<area>/jobs/`; the worker refuses to start
 * unless every declared job has exactly one handler, and registers the repeatable jobs when it starts.
 */
async function main(): Promise<void> {
  surviveConnectionLoss();
  const config = loadConfig(process.env, [...process.argv, '--role=worker']);
  if (!config.databaseUrl || !config.redisUrl) {
    throw new Error(
      'A separate worker needs DATABASE_URL and REDIS_URL (use `npm start` to run everything in one process)',
    );
  }
  await migrateDatabase(config.databaseUrl);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(PinoLogger));
  closeOnSignals([{ name: 'the worker', close: () => app.close() }]);
  await startBackgroundWork(app);
  new Logger('Worker').log('Worker running');
}

main().catch(failBoot);
