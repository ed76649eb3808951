import Redis, { RedisOptions } from 'ioredis';

/** BullMQ needs maxRetriesPerRequest: null on the connections its workers block on. */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, ...options });
}
