import type { FastifyInstance } from 'fastify';
import { MetricsRegistry } from './metrics.registry';

/** Request count and duration by route pattern (never by raw URL, which would explode the label set). */
export function recordHttpMetrics(fastify: FastifyInstance, metrics: MetricsRegistry): void {
  const duration = metrics.histogram(
    'kasuwa_http_request_duration_seconds',
    'HTTP request duration',
    ['method', 'route', 'status'],
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  );
  fastify.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions?.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}
