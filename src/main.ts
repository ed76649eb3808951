import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { SuperAdminBootstrap } from './accounts';
import { createHttpApp } from './http-app';
import { loadConfig } from './kernel/config/app-config';
import { processLogger } from './kernel/observability/process-logger';
import { startBackgroundWork } from './kernel/runtime/background-work';
import { migrateDatabase, startInfrastructure } from './kernel/runtime/infrastructure';
import { surviveConnectionLoss } from './kernel/runtime/escaped-errors';
import { answerToLauncher } from './kernel/runtime/application-process';
import { recordRestarts } from './kernel/runtime/supervisor';
import { closeOnSignals, failBoot, SERVICES_STOP_LIMIT_MS } from './kernel/runtime/process-lifecycle';

/**
 * The API and the worker in one process, on the embedded PostgreSQL and Redis unless DATABASE_URL and REDIS_URL are
 * set; `npm start` runs it under the launcher (launcher.ts), which supervises it. `npm run start:api` (--role=api):
 * the API alone.
 */
async function main(): Promise<void> {
  const settings = loadConfig();
  // Until the application's logger takes over: the same format and level for the boot's first lines.
  Logger.overrideLogger(processLogger(settings));
  const logger = new Logger('Kasuwa');
  surviveConnectionLoss();
  const infrastructure = await startInfrastructure(settings);
  const config = infrastructure.config;
  try {
    await migrateDatabase(config.databaseUrl!);
    const app = await createHttpApp(config);
    const launcher = answerToLauncher(recordRestarts, () => process.kill(process.pid, 'SIGTERM'));
    closeOnSignals([
      { name: 'the application', close: () => app.close() },
      { name: 'the embedded services', close: () => infrastructure.stop(), limitMs: SERVICES_STOP_LIMIT_MS },
    ]);
    await app.init();
    const firstAdmin = await app.get(SuperAdminBootstrap).ensureSuperAdmin();
    await app.listen({ port: config.port, host: config.host });
    if (config.role === 'all') await startBackgroundWork(app);
    launcher.ready();
    logger.log(
      `Kasuwa is running: ${config.publicUrl}/ (public site), ${config.publicUrl}/admin (console), ` +
        `${config.publicUrl}/api/docs (API), ${config.publicUrl}/api/health`,
    );
    if (firstAdmin.generatedPassword)
      logger.warn(firstSignInBlock(`${config.publicUrl}/admin`, firstAdmin.email, firstAdmin.generatedPassword));
  } catch (error) {
    await infrastructure.stop();
    throw error;
  }
}

/** The generated credentials of the first administrator, framed, so that they stand out as the boot's last lines. */
function firstSignInBlock(consoleUrl: string, email: string, password: string): string {
  const lines = [
    `Sign in to the console: ${consoleUrl}`,
    `  e-mail:   ${email}`,
    `  password: ${password}`,
    'Shown this once: keep it, or set ADMIN_PASSWORD to choose it.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return ['', `┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`].join('\n');
}

main().catch(failBoot);
