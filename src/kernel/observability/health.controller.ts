import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Public } from '../auth/access.decorators';
import { DomainError } from '../errors/domain-error';
import { JobQueues } from '../messaging/job-queue.service';
import { REDIS } from '../messaging/redis.provider';
import { MetricsRegistry } from './metrics.registry';
import { KernelErrors } from '../errors/kernel.errors';

type Check = { status: 'up' | 'down'; error?: string; [key: string]: unknown };

async function check(fn: () => Promise<Record<string, unknown> | void>): Promise<Check> {
  try {
    return { status: 'up', ...((await fn()) ?? {}) };
  } catch (error) {
    return { status: 'down', error: (error as Error).message };
  }
}

@ApiTags('operations')
@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly queues: JobQueues,
    private readonly metrics: MetricsRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.metrics.gauge('kasuwa_queue_jobs', 'Jobs per queue and state', ['queue', 'state'], async function collect() {
      this.reset();
      for (const queue of queues.all()) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed', 'paused');
        for (const [state, count] of Object.entries(counts)) this.set({ queue: queue.name, state }, count);
      }
    });
  }

  @Get('api/health')
  @Public('Probed by load balancers and orchestrators')
  @ApiOkResponse({ description: 'Database, Redis and queues are reachable (503 otherwise)' })
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const [database, redis, queues] = await Promise.all([
      check(async () => void (await this.dataSource.query('SELECT 1'))),
      check(async () => void (await this.redis.ping())),
      check(async () => {
        const depth: Record<string, Record<string, number>> = {};
        for (const queue of this.queues.all()) depth[queue.name] = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
        return { queues: depth };
      }),
    ]);
    const healthy = [database, redis, queues].every((c) => c.status === 'up');
    reply.status(healthy ? 200 : 503);
    return { status: healthy ? 'ok' : 'degraded', checks: { database, redis, queues } };
  }

  @Get('metrics')
  @Public('Prometheus scrape; protected by METRICS_TOKEN when it is set')
  @ApiExcludeEndpoint()
  @Header('content-type', 'text/plain; version=0.0.4')
  async scrape(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const expected = this.config.metricsToken;
    const given = (reply.request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    if (expected && given !== expected) throw new DomainError(KernelErrors.UNAUTHENTICATED);
    return this.metrics.registry.metrics();
  }
}
