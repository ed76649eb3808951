import { applyDecorators } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';

/** Limits a route per client address to AUTH_RATE_LIMIT_PER_MINUTE calls a minute (counted in Redis, across processes). */
export const RateLimited = () =>
  applyDecorators(
    RouteConfig({ rateLimit: {} }),
    ApiTooManyRequestsResponse({ description: 'Too many attempts; retry after a minute' }),
  );
