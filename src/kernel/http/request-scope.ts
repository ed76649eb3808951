import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { DEFAULT_COUNTRY, RequestContext, RequestContexts } from '../context/request-context';
import { RETRY_AFTER_SECONDS } from '../errors/dependency-errors';
import { DomainError } from '../errors/domain-error';
import { KernelErrors } from '../errors/kernel.errors';
import { languageFrom } from '../i18n/translator';
import { toErrorEnvelope } from './error-envelope.filter';
import type { RequestDrain } from './request-drain';

export type ScopedRequest = FastifyRequest & { kasuwa?: RequestContext };

/** What is known of a request before its route's guard runs: its ids and language. The guard adds country and actor. */
export function requestContextOf(request: FastifyRequest): RequestContext {
  const correlation = request.headers['x-correlation-id'];
  return {
    requestId: String(request.id ?? randomUUID()),
    correlationId:
      typeof correlation === 'string' && /^[\w.-]{1,100}$/.test(correlation) ? correlation : String(request.id),
    causationId: null,
    language: languageFrom(request.headers['accept-language']),
    country: DEFAULT_COUNTRY,
    countryId: null,
    actor: null,
    statementBudget: request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write',
  };
}

/**
 * Runs every route's handler (Nest's, and the plugins' few) in its request's scope:
 * - counted by the RequestDrain while it runs, and refused with 503 SERVICE_UNAVAILABLE once closing has begun;
 * - inside its RequestContext (`request.kasuwa`, in AsyncLocalStorage), which the access guard completes with the
 *   country and the actor: the pipes, the handler and everything it calls see it.
 * Done around the route's handler rather than as Nest interceptors: an interceptor costs every request an
 * AsyncResource and two Observables, and the two of them were a third of the CPU of an answer kept in memory.
 * Install before the routes are registered (before `app.init()`).
 */
export function runRoutesInRequestScope(fastify: FastifyInstance, drain: RequestDrain): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const handler = route.handler;
    route.handler = function scoped(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const context = requestContextOf(request);
      if (drain.closing) return refuseWhileClosing(request, reply, context);
      (request as ScopedRequest).kasuwa = context;
      drain.begin();
      let result: unknown;
      try {
        result = RequestContexts.run(context, () => handler.call(this, request, reply));
      } catch (error) {
        drain.end();
        throw error;
      }
      if (result instanceof Promise) return result.finally(() => drain.end());
      drain.end();
      return result;
    };
  });
}

function refuseWhileClosing(request: FastifyRequest, reply: FastifyReply, context: RequestContext): FastifyReply {
  const envelope = toErrorEnvelope(new DomainError(KernelErrors.SERVICE_UNAVAILABLE), context.language, request);
  return reply.header('retry-after', String(RETRY_AFTER_SECONDS)).status(envelope.status).send(envelope);
}
