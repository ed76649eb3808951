import { Logger } from '@nestjs/common';

/** A process the application started and watches. */
export interface SupervisedProcess {
  pid: number | undefined;
  /** Settles when the process exits, whatever the cause. */
  exited: Promise<void>;
  stop(): Promise<void>;
}

export interface SupervisorOptions {
  /** First wait before a restart; doubled after every failed attempt, up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A process that stayed up this long is healthy again: the next restart waits `minDelayMs` once more. */
  stableAfterMs?: number;
  /** How the log lines name it (default "embedded <name>"). */
  description?: string;
}

/** Restarts of the supervised services since this process (or the launcher that started it) started, by service: `/metrics` reports them. */
const restartCounts = new Map<string, number>();

export function embeddedRestarts(): ReadonlyMap<string, number> {
  return restartCounts;
}

/** Takes the counts a launcher keeps (the services are its children, not this process's). */
export function recordRestarts(counts: Record<string, number>): void {
  for (const [service, count] of Object.entries(counts)) restartCounts.set(service, count);
}

/**
 * Keeps one embedded service running: when it exits without having been asked to, it is started again after a
 * backoff (0.5 s, 1 s, 2 s, ... 30 s), each exit and restart logged and counted. `stop` ends the supervision first,
 * so a service stopped on purpose stays stopped, and it never waits on a service that is already dead.
 */
export class Supervisor<P extends SupervisedProcess> {
  private current: P;
  private stopping = false;
  private pending: Promise<void> = Promise.resolve();
  private wake: (() => void) | null = null;
  private readonly minDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly stableAfterMs: number;
  private readonly description: string;
  private readonly restartListeners: ((restarted: SupervisedProcess) => void)[] = [];

  constructor(
    readonly name: string,
    first: P,
    private readonly restart: () => Promise<P>,
    private readonly logger: Logger,
    options: SupervisorOptions = {},
  ) {
    this.minDelayMs = options.minDelayMs ?? 500;
    this.maxDelayMs = options.maxDelayMs ?? 30_000;
    this.stableAfterMs = options.stableAfterMs ?? 60_000;
    this.description = options.description ?? `embedded ${name}`;
    this.current = first;
    this.watch(first, Date.now(), this.minDelayMs);
  }

  get process(): P {
    return this.current;
  }

  private watch(process: P, startedAt: number, delay: number): void {
    void process.exited.then(() => {
      if (this.stopping) return;
      const next = Date.now() - startedAt >= this.stableAfterMs ? this.minDelayMs : delay;
      this.logger.error(`The ${this.description} (pid ${process.pid}) exited; restarting it in ${next} ms`);
      this.pending = this.restartAfter(next);
    });
  }

  private async restartAfter(delay: number): Promise<void> {
    for (let wait = delay; !this.stopping; wait = Math.min(wait * 2, this.maxDelayMs)) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
      if (this.stopping) return;
      try {
        const started = await this.restart();
        if (this.stopping) {
          await started.stop();
          return;
        }
        this.current = started;
        restartCounts.set(this.name, (restartCounts.get(this.name) ?? 0) + 1);
        this.logger.warn(`The ${this.description} is running again (pid ${started.pid})`);
        for (const listener of this.restartListeners) listener(started);
        this.watch(started, Date.now(), Math.min(wait * 2, this.maxDelayMs));
        return;
      } catch (error) {
        this.logger.error(
          `The ${this.description} did not restart: ${(error as Error).message}; next attempt in ${Math.min(wait * 2, this.maxDelayMs)} ms`,
        );
      }
    }
  }

  /** Calls `listener` after each restart, with the new process. */
  onRestart(listener: (restarted: SupervisedProcess) => void): void {
    this.restartListeners.push(listener);
  }

  /** Ends the supervision at once, without stopping the process: an exit from now on is expected (a shutdown under way). */
  hold(): void {
    this.stopping = true;
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.pending;
    await this.current.stop();
  }
}
