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

/** Ends a failed start with one line saying what failed (whatever was thrown, even a bare value) and an exit code of 1. */
export function failBoot(error: unknown): never {
  console.error(`Kasuwa could not start: ${describeFailure(error)}`);
  process.exit(1);
}

export function describeFailure(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (error === undefined || error === null) return 'an unknown error (nothing was reported); run with LOG_LEVEL=debug to see the services\' own logs';
  return typeof error === 'string' ? error : JSON.stringify(error);
}
