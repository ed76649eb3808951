import { Provider } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { createRequestRedis } from './redis-connection';

export const REDIS = Symbol('REDIS');

export const redisProvider: Provider = {
  provide: REDIS,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => {
    if (!config.redisUrl) throw new Error('REDIS_URL was not resolved before the application started');
    return createRequestRedis(config.redisUrl, config.redisCommandTimeoutMs);
  },
};
