import { startTestInfrastructure, TEMPLATE_DATABASE } from './test-infrastructure';

/** Starts PostgreSQL and Redis once for the whole run; each test file then gets a fresh database of its own. */
export default async function globalSetup(): Promise<void> {
  const infrastructure = await startTestInfrastructure();
  (globalThis as Record<string, unknown>).__kasuwaTestInfrastructure = infrastructure;
  process.env.KASUWA_TEST_TEMPLATE_URL = infrastructure.postgres.url(TEMPLATE_DATABASE);
  process.env.KASUWA_TEST_REDIS_URL = infrastructure.redis.url;
  process.env.KASUWA_TEST_RUN_DIR = infrastructure.directory;
}
