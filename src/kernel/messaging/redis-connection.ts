import Redis, { RedisOptions } from 'ioredis';

/**
 * Time limits of the Redis client that requests use (rate limits, enqueues, health): a command waits at most
 * COMMAND_TIMEOUT_MS, queued or sent, and a connection attempt at most CONNECT_TIMEOUT_MS. While Redis is away the
 * client keeps reconnecting, at most every RECONNECT_MAX_DELAY_MS.
 */
/** The command limit is a setting (`REDIS_COMMAND_TIMEOUT_MS`, this by default); the others are fixed. */
export const REDIS_TIME_LIMITS = {
  COMMAND_TIMEOUT_MS: 2_000,
  CONNECT_TIMEOUT_MS: 2_000,
  RECONNECT_MAX_DELAY_MS: 1_000,
} as const;

/** BullMQ needs maxRetriesPerRequest: null on the connections its workers block on (they are not on a request's path). */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, ...options });
}

/** The client of requests: every command answers, or fails, within seconds, even with Redis gone. */
export function createRequestRedis(
  url: string,
  commandTimeoutMs: number = REDIS_TIME_LIMITS.COMMAND_TIMEOUT_MS,
): Redis {
  const redis = new Redis(url, {
    enableReadyCheck: true,
    commandTimeout: commandTimeoutMs,
    connectTimeout: REDIS_TIME_LIMITS.CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_TIME_LIMITS.RECONNECT_MAX_DELAY_MS),
  });
  // Connection errors are reported by the commands that meet them (and by the health check), not as crashes.
  redis.on('error', () => undefined);
  return redis;
}

/** Whether `error` says Redis is unreachable or too slow (as opposed to a command Redis refused). */
export function isRedisUnavailable(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  if (!e || typeof e !== 'object') return false;
  return (
    e.name === 'MaxRetriesPerRequestError' ||
    /^(Command timed out|Connection is closed\.|Stream isn't writeable)/.test(e.message ?? '')
  );
}
