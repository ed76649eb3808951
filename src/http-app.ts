import { API_PREFIX } from './kernel/http/api-prefix';
import helmet from 'helmet';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import { Logger } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { parse as parseQueryString } from 'node:querystring';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import { AppModule } from './app.module';
import {
  ACTOR_RESOLVER,
  ActorResolver,
  PERMISSION_CHECKER,
  PermissionChecker,
  SESSION_COOKIE,
} from './kernel/auth/access.ports';
import { AppConfig } from './kernel/config/app-config';
import { languageFrom, translate } from './kernel/i18n/translator';
import { toErrorEnvelope } from './kernel/http/error-envelope.filter';
import { depthLimitedJsonParser } from './kernel/http/json-body';
import { completeOpenApiDocument } from './kernel/http/openapi-contract';
import { jsonTextOnce } from './kernel/http/json-text-once';
import { redisWithLocalFallbackStore } from './kernel/http/rate-limit-store';
import { RequestDrain } from './kernel/http/request-drain';
import { runRoutesInRequestScope } from './kernel/http/request-scope';
import { createValidationPipe } from './kernel/http/validation';
import { JobQueues } from './kernel/messaging/job-queue.service';
import { mountQueueDashboard } from './kernel/messaging/queue-dashboard';
import { REDIS } from './kernel/messaging/redis.provider';
import { recordHttpMetrics } from './kernel/observability/http-metrics';
import { MetricsRegistry } from './kernel/observability/metrics.registry';

export { API_PREFIX };
export const CONSOLE_DIR = resolve(process.cwd(), 'admin-ui', 'dist');

const requestIdFrom = (raw: IncomingMessage) => {
  const given = raw.headers['x-request-id'];
  const id = typeof given === 'string' && /^[\w.-]{8,100}$/.test(given) ? given : randomUUID();
  (raw as IncomingMessage & { id?: string }).id = id;
  return id;
};

/** Files crawlers look for at the site root, answered by the API route of the same name (not by the single-page app). */
const ROOT_FILES = new Set(['/sitemap.xml']);
const rootFilesToApi = (raw: IncomingMessage) => {
  const url = raw.url ?? '/';
  return ROOT_FILES.has(url.split('?')[0]) ? `/${API_PREFIX}${url}` : url;
};

/** Builds the HTTP application: Fastify, security plugins, validation, OpenAPI, the console and the queue dashboard. */
export async function createHttpApp(
  config: AppConfig,
  options: { logs?: boolean; extraModules?: (Type | DynamicModule)[] } = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: requestIdFrom,
    rewriteUrl: rootFilesToApi,
    logger: false,
    frameworkErrors: answerFrameworkError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, options.extraModules),
    adapter,
    { bufferLogs: true, abortOnError: false },
  );
  if (options.logs !== false) app.useLogger(app.get(Logger));
  else app.useLogger(false);

  const fastify = app.getHttpAdapter().getInstance();
  runRoutesInRequestScope(fastify, app.get(RequestDrain));
  fastify.setReplySerializer(jsonTextOnce);
  app.useBodyParser(
    'application/json',
    { bodyLimit: config.bodyLimitBytes },
    depthLimitedJsonParser(fastify.getDefaultJsonParser('error', 'error')),
  );
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit: config.bodyLimitBytes }, (_request, body, done) =>
    done(null, { ...parseQueryString(body.toString('utf8')) }),
  );
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const correlation = request.headers['x-correlation-id'];
    reply.header(
      'x-correlation-id',
      typeof correlation === 'string' && /^[\w.-]{1,100}$/.test(correlation) ? correlation : request.id,
    );
  });
  recordHttpMetrics(fastify, app.get(MetricsRegistry));

  // Security headers from one helmet middleware made at boot (@fastify/helmet builds a new one, parsing the policy,
  // for every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        // Previews of uploaded documents (blob: URLs) and the YouTube player of agronomy videos.
        frameSrc: ["'self'", 'blob:', 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        mediaSrc: ["'self'", 'blob:'],
      },
    },
  });
  fastify.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  await app.register(fastifyCors, {
    origin: config.corsOrigins,
    credentials: true,
    exposedHeaders: ['x-request-id', 'x-correlation-id', 'idempotent-replayed'],
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: config.uploadMaxBytes, files: 10, fields: 50 } });
  const rateLimitFallbacks = app
    .get(MetricsRegistry)
    .counter(
      'kasuwa_rate_limit_fallback_total',
      'Rate-limit counts made in process memory because Redis did not answer',
    );
  await app.register(fastifyRateLimit, {
    global: false,
    max: config.authRateLimitPerMinute,
    timeWindow: 60_000,
    store: redisWithLocalFallbackStore(app.get<Redis>(REDIS), `${config.queuePrefix}:rate:`, () =>
      rateLimitFallbacks.inc(),
    ),
    // Retry-After in whole seconds (the plugin's `after` is text: "26 seconds").
    errorResponseBuilder: (request: FastifyRequest, context: { ttl: number }) => {
      const language = languageFrom(request.headers['accept-language']);
      return {
        statusCode: 429,
        success: false,
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        message: translate('TOO_MANY_REQUESTS', language),
        errors: [],
        requestId: request.id,
        retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)),
      };
    },
  });
  if (existsSync(resolve(CONSOLE_DIR, 'index.html'))) {
    await app.register(fastifyStatic, { root: CONSOLE_DIR, prefix: '/', wildcard: false, index: ['index.html'] });
  }

  app.setGlobalPrefix(API_PREFIX, { exclude: ['api/health', 'api/health/live', 'api/health/ready', 'metrics'] });
  app.useGlobalPipes(createValidationPipe());

  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
  await mountQueueDashboard(fastify, app.get(JobQueues), queueDashboardAccess(app));
  return app;
}

/** Errors Fastify meets before a route is chosen (an undecodable URL, ...): the same envelope as every other error. */
function answerFrameworkError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
  const envelope = toErrorEnvelope(error, languageFrom(request.headers['accept-language']), {
    method: request.method,
    id: request.id,
  });
  void reply.status(envelope.status).header('x-request-id', request.id).send(envelope);
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = new DocumentBuilder()
    .setTitle('Kasuwa API')
    .setDescription(
      'Agricultural input marketplace and advisory platform. Headers: Authorization: Bearer <token>, ' +
        'Accept-Language (en, fr), Country (a country name; none means Nigeria).',
    )
    .setVersion('1')
    .addBearerAuth()
    .build();
  return completeOpenApiDocument(
    SwaggerModule.createDocument(app, document, {
      operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
    }),
  );
}

/** Administrators (and whoever holds queues:monitor) may open the queue dashboard, with the session cookie or a bearer token. */
function queueDashboardAccess(app: INestApplication) {
  const jwt = app.get(JwtService);
  const actors = app.get<ActorResolver>(ACTOR_RESOLVER);
  const permissions = app.get<PermissionChecker>(PERMISSION_CHECKER);
  return async (request: FastifyRequest): Promise<boolean> => {
    const bearer = request.headers.authorization?.replace(/^Bearer\s+/i, '');
    const token =
      bearer || (request as FastifyRequest & { cookies?: Record<string, string> }).cookies?.[SESSION_COOKIE];
    if (!token) return false;
    try {
      const actor = await actors.resolve(await jwt.verifyAsync(token, { algorithms: ['HS256'] }));
      return !!actor && (await permissions.allows(actor, 'queues:monitor', actor.countryId));
    } catch {
      return false;
    }
  };
}
