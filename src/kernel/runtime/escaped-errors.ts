import { Logger } from '@nestjs/common';
import { unavailableDependency } from '../errors/dependency-errors';

/** Connection-loss errors that reached the process without an owner, since it started: `/metrics` reports them. */
let escapedConnectionLosses = 0;

export function escapedConnectionLossCount(): number {
  return escapedConnectionLosses;
}

/**
 * The last line of defence of a long-running process: an error that escapes every handler (an `error` event with no
 * listener, a rejected promise nobody awaited) and says that PostgreSQL or Redis went away is logged and counted, and
 * the process lives on: the pools and clients reconnect on their own. Any other escaped error is a bug whose state
 * cannot be trusted: it is logged and the process exits, as Node would, for its supervisor to start it again.
 */
export function surviveConnectionLoss(
  logger = new Logger('Process'),
  exit: (code: number) => void = (code) => process.exit(code),
): (error: unknown, origin: string) => void {
  const handle = (error: unknown, origin: string) => {
    const dependency = unavailableDependency(error);
    if (dependency) {
      escapedConnectionLosses++;
      logger.warn(
        `A lost ${dependency === 'database' ? 'PostgreSQL' : 'Redis'} connection escaped its handler ` +
          `(${origin}): ${(error as Error)?.message ?? String(error)}; going on`,
      );
      return;
    }
    logger.fatal?.({ err: error }, `Unexpected error (${origin}); exiting`);
    exit(1);
  };
  process.on('uncaughtException', handle);
  return handle;
}
