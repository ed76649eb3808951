import { Logger } from '@nestjs/common';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import Redis from 'ioredis';

type Store = FastifyRateLimitStore;
type Callback = Parameters<Store['incr']>[1];
type RouteOptions = Parameters<Store['child']>[0];

// The stores @fastify/rate-limit ships (plain CommonJS constructors, without type declarations).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  backoff: boolean,
  redis: Redis,
  key: string,
) => Store;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  backoff: boolean,
  cache?: number,
) => Store;

/** How long a rate-limit count may wait on Redis before this process counts on its own. */
export const RATE_LIMIT_REDIS_WAIT_MS = 1_000;

/** Whether the counting is on Redis (shared by every process) or in memory (this process alone), shared by every route. */
class FallbackState {
  onOwn = false;
  constructor(
    private readonly logger: Logger,
    readonly onFallback: () => void,
  ) {}

  fellBack(reason: string): void {
    this.onFallback();
    if (this.onOwn) return;
    this.onOwn = true;
    this.logger.warn(
      `Redis did not answer the rate limit (${reason}): counting attempts in this process until it is back`,
    );
  }

  recovered(): void {
    if (!this.onOwn) return;
    this.onOwn = false;
    this.logger.log('Redis answers the rate limit again: counting attempts in Redis');
  }
}

class FallbackStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly own: Store,
    private readonly redis: Redis,
    private readonly state: FallbackState,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    const countHere = (reason: string) => {
      this.state.fellBack(reason);
      this.own.incr(key, callback, timeWindow, max);
    };
    // A client that is not connected would only queue the command: count here at once.
    if (this.redis.status !== 'ready') return countHere(`connection ${this.redis.status}`);
    let settled = false;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      countHere(`no answer within ${RATE_LIMIT_REDIS_WAIT_MS} ms`);
    }, RATE_LIMIT_REDIS_WAIT_MS);
    this.shared.incr(
      key,
      (error, result) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (error) return countHere(error.message);
        this.state.recovered();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): Store {
    return new FallbackStore(this.shared.child(routeOptions), this.own.child(routeOptions), this.redis, this.state);
  }
}

/**
 * The `store` of @fastify/rate-limit: counts in Redis, so that the limit holds across processes; when Redis does not
 * answer within RATE_LIMIT_REDIS_WAIT_MS (or is known to be away), counts in this process instead, logs it once, and
 * goes back to Redis when it answers again. The route is never held up by Redis.
 */
export function redisWithLocalFallbackStore(
  redis: Redis,
  nameSpace: string,
  onFallback: () => void = () => undefined,
  logger = new Logger('RateLimit'),
) {
  const state = new FallbackState(logger, onFallback);
  return class RedisWithLocalFallback extends FallbackStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(
        new RedisStore(!!params.continueExceeding, !!params.exponentialBackoff, redis, nameSpace),
        new LocalStore(!!params.continueExceeding, !!params.exponentialBackoff),
        redis,
        state,
      );
    }
  };
}
