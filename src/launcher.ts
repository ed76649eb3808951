import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { join } from 'node:path';
import { loadConfig } from './kernel/config/app-config';
import { processLogger } from './kernel/observability/process-logger';
import { ApplicationProcess, startApplicationProcess } from './kernel/runtime/application-process';
import { startInfrastructure } from './kernel/runtime/infrastructure';
import { closeOnSignals, failBoot, SERVICES_STOP_LIMIT_MS } from './kernel/runtime/process-lifecycle';
import { embeddedRestarts, Supervisor } from './kernel/runtime/supervisor';

/** The application's own Node flags (its young generation sized for many short-lived request objects). */
const APPLICATION_NODE_FLAGS = ['--max-semi-space-size=32'];

/** The application's entry beside this file: the build's main.js, or main.ts through the runner that runs this one. */
const APPLICATION_ENTRY = __filename.endsWith('.ts')
  ? [process.env.KASUWA_TS_RUNNER!, join(__dirname, 'main.ts')]
  : [join(__dirname, 'main.js')];

/**
 * `npm start`: starts the embedded PostgreSQL and redis-server (unless DATABASE_URL and REDIS_URL are set), then the
 * application (API and worker, `main.js`) as a process of its own, and keeps all three running: whichever exits
 * without being asked to is started again with a backoff. Ctrl-C stops the application, then Redis, then PostgreSQL.
 */
async function launch(): Promise<void> {
  const config = loadConfig();
  Logger.overrideLogger(processLogger(config));
  const logger = new Logger('Kasuwa');
  const infrastructure = await startInfrastructure(config);
  const { databaseUrl, redisUrl } = infrastructure.config;
  const env = { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl };
  let current: ApplicationProcess;
  // The services are the launcher's children: it counts their restarts, and the application reports them on /metrics.
  const shareRestarts = () => current.send({ kasuwa: 'restarts', counts: Object.fromEntries(embeddedRestarts()) });
  const start = () => {
    current = startApplicationProcess(APPLICATION_ENTRY, APPLICATION_NODE_FLAGS, env);
    current.ready.then(shareRestarts, () => undefined);
    return current;
  };
  for (const supervisor of infrastructure.supervisors) supervisor.onRestart(shareRestarts);

  let application: Supervisor<ApplicationProcess> | null = null;
  closeOnSignals(
    [
      { name: 'the application', close: () => (application ? application.stop() : current.stop()) },
      { name: 'the embedded services', close: () => infrastructure.stop(), limitMs: SERVICES_STOP_LIMIT_MS },
    ],
    undefined,
    undefined,
    () => {
      // From the first signal on, every exit is expected: nothing is restarted during the shutdown.
      application?.hold();
      for (const supervisor of infrastructure.supervisors) supervisor.hold();
    },
  );
  const first = start();
  try {
    await first.ready;
  } catch (error) {
    await infrastructure.stop();
    throw error;
  }
  // A restarted application counts once it listens; one that exits before is started again after a longer wait.
  const restart = async () => {
    const restarted = start();
    await restarted.ready;
    return restarted;
  };
  application = new Supervisor('application', first, restart, logger, {
    minDelayMs: 1_000,
    description: 'application',
  });
  application.onRestart(shareRestarts);
}

launch().catch(failBoot);
