import 'reflect-metadata';
import { createHttpApp } from '../src/http-app';
import { loadConfig } from '../src/kernel/config/app-config';
import { runMain } from './bench-processes';

/**
 * The API as production runs it (--role=api), for the catalogue benchmark: started as a child process so that the
 * load generator does not share its event loop. DATABASE_URL, REDIS_URL, JWT_SECRET, DATA_DIR and PORT come from the
 * parent; it says "ready" once it listens.
 */
async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'error' }, ['--role=api']);
  const app = await createHttpApp(config);
  await app.init();
  await app.listen({ port: config.port, host: '127.0.0.1' });
  process.send?.('ready');
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
}

runMain(main);
