import { Logger } from '@nestjs/common';

/** Closes everything once on SIGINT/SIGTERM, in the order given, then exits. */
export function closeOnSignals(steps: { name: string; close: () => Promise<unknown> }[], logger = new Logger('Shutdown')): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal} received, stopping`);
    for (const step of steps) {
      try {
        await step.close();
      } catch (error) {
        logger.error(`Could not stop ${step.name}: ${(error as Error).message}`);
      }
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

export function failBoot(error: unknown): never {
  console.error(`Kasuwa could not start: ${(error as Error).message}`);
  process.exit(1);
}
