import { Logger } from '@nestjs/common';

/** How long one shutdown step may take before the next one starts (a dead dependency must not hold the exit). */
export const SHUTDOWN_STEP_LIMIT_MS = 5_000;

/**
 * The embedded services' step is given longer: PostgreSQL's fast shutdown writes a checkpoint of every changed page,
 * which on a busy machine takes more than the usual limit, and leaving it behind would leave the server running.
 */
export const SERVICES_STOP_LIMIT_MS = 30_000;

export interface ShutdownStep {
  name: string;
  close: () => Promise<unknown>;
  /** This step's own limit, instead of the one given for all. */
  limitMs?: number;
}

/**
 * Closes everything once on SIGINT/SIGTERM/SIGHUP, in the order given, each step given at most `stepLimitMs`, then exits.
 * A second signal exits at once. `onSignal` runs first, at once (before any step has begun).
 */
export function closeOnSignals(
  steps: ShutdownStep[],
  logger = new Logger('Shutdown'),
  stepLimitMs = SHUTDOWN_STEP_LIMIT_MS,
  onSignal: () => void = () => undefined,
): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      logger.warn(`${signal} received again, exiting now`);
      process.exit(1);
    }
    closing = true;
    onSignal();
    logger.log(`${signal} received, stopping`);
    await runShutdownSteps(steps, logger, stepLimitMs);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // The terminal closed: the services, in process groups of their own, would not hear of it otherwise.
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
}

/** Runs the steps in order; a step that fails or outlasts `stepLimitMs` is logged and left behind. */
export async function runShutdownSteps(steps: ShutdownStep[], logger: Logger, stepLimitMs: number): Promise<void> {
  for (const step of steps) {
    const limitMs = step.limitMs ?? stepLimitMs;
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), limitMs)));
    try {
      const outcome = await Promise.race([step.close().then(() => 'done' as const), limit]);
      if (outcome === 'late') logger.error(`Stopping ${step.name} took more than ${limitMs} ms; going on without it`);
    } catch (error) {
      logger.error(`Could not stop ${step.name}: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Ends a failed start with one line saying what failed (whatever was thrown, even a bare value) and an exit code of 1. */
export function failBoot(error: unknown): never {
  console.error(`Kasuwa could not start: ${describeFailure(error)}`);
  process.exit(1);
}

export function describeFailure(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (error === undefined || error === null)
    return "an unknown error (nothing was reported); run with LOG_LEVEL=debug to see the services' own logs";
  return typeof error === 'string' ? error : JSON.stringify(error);
}
