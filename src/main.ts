import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { SuperAdminBootstrap } from './accounts';
import { createHttpApp } from './http-app';
import { loadConfig } from './kernel/config/app-config';
import { startBackgroundWork } from './kernel/runtime/background-work';
import { migrateDatabase, startInfrastructure } from './kernel/runtime/infrastructure';
import { surviveConnectionLoss } from './kernel/runtime/escaped-errors';
import { answerToLauncher } from './kernel/runtime/application-process';
import { recordRestarts } from './kernel/runtime/supervisor';
import { closeOnSignals, failBoot } from './kernel/runtime/process-lifecycle';

/**
 * The API and the worker in one process, on the embedded PostgreSQL and Redis unless DATABASE_URL and REDIS_URL are
 * set; `npm start` runs it under the launcher (launcher.ts), which supervises it. `npm run start:api` (--role=api):
 * the API alone.
 */
async function main(): Promise<void> {
  const logger = new Logger('Kasuwa');
  surviveConnectionLoss();
  const infrastructure = await startInfrastructure(loadConfig());
  const config = infrastructure.config;
  try {
    await migrateDatabase(config.databaseUrl!);
    const app = await createHttpApp(config);
    const launcher = answerToLauncher(recordRestarts, () => process.kill(process.pid, 'SIGTERM'));
    closeOnSignals([
      { name: 'the application', close: () => app.close() },
      { name: 'the embedded services', close: () => infrastructure.stop() },
    ]);
    await app.init();
    await app.get(SuperAdminBootstrap).ensureSuperAdmin();
    await app.listen({ port: config.port, host: config.host });
    if (config.role === 'all') await startBackgroundWork(app);
    launcher.ready();
    logger.log(`Kasuwa is running: ${config.publicUrl}/ (public site), ${config.publicUrl}/admin (console), ${config.publicUrl}/api/docs (API), ${config.publicUrl}/api/health`);
  } catch (error) {
    await infrastructure.stop();
    throw error;
  }
}

main().catch(failBoot);
