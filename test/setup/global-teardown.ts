import { stopTestInfrastructure, TestInfrastructure } from './test-infrastructure';

export default async function globalTeardown(): Promise<void> {
  const infrastructure = (globalThis as Record<string, unknown>).__kasuwaTestInfrastructure as
    TestInfrastructure | undefined;
  if (infrastructure) await stopTestInfrastructure(infrastructure);
}
