import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { settlesWithin } from '../runtime/within';

/** The longest shutdown waits for the handlers still running. */
export const DRAIN_LIMIT_MS = 10_000;

/**
 * Lets the handlers running when the application closes finish before the database and Redis are closed under them.
 * The HTTP server closes once its connections do, which a client that hung up has already done: its handler would
 * otherwise meet an ended pool (a 500 in the logs), and TypeORM, closing, would hand a pool client still running a
 * query to another caller. Requests arriving once closing has begun are answered 503 SERVICE_UNAVAILABLE, so that a
 * load balancer retries them on another process. Every route's handler is counted (see request-scope.ts).
 */
@Injectable()
export class RequestDrain implements BeforeApplicationShutdown {
  private running = 0;
  private closingBegun = false;
  private readonly waiting: (() => void)[] = [];

  /** Whether closing has begun: new requests are refused. */
  get closing(): boolean {
    return this.closingBegun;
  }

  /** A handler starts. */
  begin(): void {
    this.running++;
  }

  /** A handler has finished (answered or failed). */
  end(): void {
    if (--this.running === 0) for (const resume of this.waiting.splice(0)) resume();
  }

  /** How many handlers are running. */
  get inFlight(): number {
    return this.running;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closingBegun = true;
    if (this.running > 0) await settlesWithin(new Promise<void>((resume) => this.waiting.push(resume)), DRAIN_LIMIT_MS);
  }
}
