import { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Observable } from 'rxjs';
import { ConsumerFreshness } from '../events/consumer-freshness';

/** The headers every answer of figures kept by an asynchronous consumer carries (see ConsumerFreshness). */
export const FIGURES_AS_OF_HEADER = 'x-figures-as-of';
export const FIGURES_CATCHING_UP_HEADER = 'x-figures-catching-up';

/** How openapi.json documents the two headers on each answer of such figures. */
export const FRESHNESS_HEADERS = {
  [FIGURES_AS_OF_HEADER]: {
    description:
      'When the last event the figures counted was recorded (ISO 8601); absent before the first event is counted',
    schema: { type: 'string', format: 'date-time' },
  },
  [FIGURES_CATCHING_UP_HEADER]: {
    description:
      'true while the aggregation is behind the log by more than a few seconds (the figures are catching up), false otherwise',
    schema: { type: 'string', enum: ['true', 'false'] },
  },
};

/**
 * Says how fresh an answer of figures is, read before the figures are, so that the time is never later than what they
 * count. A module makes it injectable with its own freshness (`constructor(freshness: TheirFreshness) { super(freshness) }`).
 */
export class FreshnessHeaders implements NestInterceptor {
  constructor(private readonly freshness: ConsumerFreshness) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const { asOf, catchingUp } = await this.freshness.read();
    if (asOf) void reply.header(FIGURES_AS_OF_HEADER, asOf);
    void reply.header(FIGURES_CATCHING_UP_HEADER, String(catchingUp));
    return next.handle();
  }
}
