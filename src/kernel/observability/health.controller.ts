import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import {
  ApiExcludeEndpoint,
  ApiExtraModels,
  ApiOkResponse,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Public } from '../auth/access.decorators';
import { DomainError } from '../errors/domain-error';
import { JobQueues } from '../messaging/job-queue.service';
import { REDIS } from '../messaging/redis.provider';
import { ObjectStore } from '../storage/object-store';
import { MetricsRegistry } from './metrics.registry';
import { KernelErrors } from '../errors/kernel.errors';
import { RETRY_AFTER_SECONDS } from '../errors/dependency-errors';
import { embeddedRestarts } from '../runtime/supervisor';
import { escapedConnectionLossCount } from '../runtime/escaped-errors';
import type { Gauge } from 'prom-client';

type Check = { status: 'up' | 'down'; error?: string; [key: string]: unknown };

/** Each check answers within this limit, so that the health endpoints answer within a second whatever is down. */
export const HEALTH_CHECK_LIMIT_MS = 800;

async function check(fn: () => Promise<Record<string, unknown> | void>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_CHECK_LIMIT_MS} ms`)), HEALTH_CHECK_LIMIT_MS);
  });
  const running = fn();
  running.catch(() => undefined);
  try {
    return { status: 'up', ...((await Promise.race([running, late])) ?? {}) };
  } catch (error) {
    return { status: 'down', error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

/** The names of the checks that are down. */
const failedOf = (checks: Record<string, Check>) => Object.keys(checks).filter((name) => checks[name].status !== 'up');

class HealthCheckResponse {
  @ApiProperty({ enum: ['up', 'down'] }) status: string;
  @ApiProperty({ required: false, description: 'Why a check is down' }) error?: string;
  @ApiProperty({
    required: false,
    type: Object,
    additionalProperties: true,
    description: 'queues: the jobs of each queue by state',
  })
  queues?: Record<string, unknown>;
  @ApiProperty({ required: false, description: 'storage: where files are kept' }) backend?: string;
}

/** What the health probes answer: each check, and the names of those down. */
class HealthResponse {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: string;
  @ApiProperty({ type: [String], example: [], description: 'The checks that are down' }) failed: string[];
  @ApiProperty({
    type: Object,
    additionalProperties: { $ref: '#/components/schemas/HealthCheckResponse' },
    description:
      'By name (database, redis, queues, storage); a check may add details (queue depths, the storage backend)',
  })
  checks: Record<string, HealthCheckResponse>;
}

class LiveResponse {
  @ApiProperty({ enum: ['ok'] }) status: string;
}

@ApiTags('operations')
@ApiExtraModels(HealthCheckResponse)
@Controller()
export class HealthController {
  private readonly up: Gauge;
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly queues: JobQueues,
    private readonly metrics: MetricsRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: ObjectStore,
  ) {
    this.up = this.metrics.gauge(
      'kasuwa_dependency_up',
      'Whether each dependency answered the last health check (1) or not (0)',
      ['dependency'],
    );
    this.metrics.gauge(
      'kasuwa_embedded_service_restarts',
      'Restarts of the embedded PostgreSQL and redis-server by this process',
      ['service'],
      function collect() {
        for (const [service, count] of embeddedRestarts()) this.set({ service }, count);
      },
    );
    this.metrics.gauge(
      'kasuwa_escaped_connection_errors',
      'Lost PostgreSQL or Redis connections whose error escaped every handler and was survived by this process',
      [],
      function collect() {
        this.set(escapedConnectionLossCount());
      },
    );
    this.metrics.gauge(
      'kasuwa_queue_jobs',
      'Jobs per queue and state (absent while Redis does not answer)',
      ['queue', 'state'],
      async function collect() {
        this.reset();
        const counting = Promise.all(
          queues.all().map(async (queue) => ({
            queue,
            counts: await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed', 'paused'),
          })),
        );
        // The scrape answers within the health limit: without Redis it reports the rest.
        const counted = await check(async () => ({ found: await counting }));
        for (const { queue, counts } of (counted.found as
          { queue: { name: string }; counts: Record<string, number> }[] | undefined) ?? []) {
          for (const [state, count] of Object.entries(counts)) this.set({ queue: queue.name, state }, count);
        }
      },
    );
  }

  @Get('api/health')
  @Public('Probed by load balancers and orchestrators')
  @ApiOkResponse({
    type: HealthResponse,
    description: 'Database, Redis, queues and file storage are reachable. Answers within a second.',
  })
  @ApiServiceUnavailableResponse({ type: HealthResponse, description: '`failed` names what is down' })
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const [database, redis, queues, storage] = await Promise.all([
      this.databaseCheck(),
      this.redisCheck(),
      check(async () => {
        const depth: Record<string, Record<string, number>> = {};
        for (const queue of this.queues.all())
          depth[queue.name] = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
        return { queues: depth };
      }),
      check(async () => void (await this.store.check())).then((c) => ({ ...c, backend: this.store.backend })),
    ]);
    return this.answer(reply, { database, redis, queues, storage });
  }

  @Get('api/health/live')
  @Public('Probed by orchestrators: is the process alive (it answers without asking any dependency)')
  @ApiOkResponse({ type: LiveResponse, description: 'Always, while the process runs' })
  live() {
    return { status: 'ok' };
  }

  @Get('api/health/ready')
  @Public('Probed by orchestrators and load balancers: can this process serve requests now')
  @ApiOkResponse({ type: HealthResponse, description: 'The database and Redis answer. Answers within a second.' })
  @ApiServiceUnavailableResponse({ type: HealthResponse, description: '`failed` names what is down' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const [database, redis] = await Promise.all([this.databaseCheck(), this.redisCheck()]);
    return this.answer(reply, { database, redis });
  }

  private databaseCheck(): Promise<Check> {
    return check(async () => void (await this.dataSource.query('SELECT 1')));
  }

  private redisCheck(): Promise<Check> {
    return check(async () => void (await this.redis.ping()));
  }

  private answer(reply: FastifyReply, checks: Record<string, Check>) {
    const failed = failedOf(checks);
    for (const [name, c] of Object.entries(checks)) this.up.set({ dependency: name }, c.status === 'up' ? 1 : 0);
    reply.status(failed.length ? 503 : 200);
    if (failed.length) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return { status: failed.length ? 'degraded' : 'ok', failed, checks };
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
