import { BeforeApplicationShutdown, CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { finalize, Observable } from 'rxjs';
import { DomainError } from '../errors/domain-error';
import { KernelErrors } from '../errors/kernel.errors';
import { settlesWithin } from '../runtime/within';

/** The longest shutdown waits for the handlers still running. */
export const DRAIN_LIMIT_MS = 10_000;

/**
 * Lets the handlers running when the application closes finish before the database and Redis are closed under them.
 * The HTTP server closes once its connections do, which a client that hung up has already done: its handler would
 * otherwise meet an ended pool (a 500 in the logs), and TypeORM, closing, would hand a pool client still running a
 * query to another caller. Requests arriving once closing has begun are answered 503 SERVICE_UNAVAILABLE, so that a
 * load balancer retries them on another process.
 */
@Injectable()
export class RequestDrain implements NestInterceptor, BeforeApplicationShutdown {
  private running = 0;
  private closing = false;
  private readonly waiting: (() => void)[] = [];

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (this.closing) throw new DomainError(KernelErrors.SERVICE_UNAVAILABLE);
    this.running++;
    return next.handle().pipe(
      finalize(() => {
        if (--this.running === 0) for (const resume of this.waiting.splice(0)) resume();
      }),
    );
  }

  /** How many handlers are running. */
  get inFlight(): number {
    return this.running;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    if (this.running > 0) await settlesWithin(new Promise<void>((resume) => this.waiting.push(resume)), DRAIN_LIMIT_MS);
  }
}
