import { isRedisUnavailable } from '../messaging/redis-connection';

/** Seconds a caller is told to wait (Retry-After) when a dependency is away. */
export const RETRY_AFTER_SECONDS = 5;

/** Socket errors meeting a server that is gone or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * PostgreSQL's answers meaning "not now" rather than "not this": connection exceptions (class 08), the server
 * shutting down or starting up (57P01-57P03), too many connections (53300), a statement stopped by its time limit (57014).
 */
const POSTGRES_UNAVAILABLE = (code: string) =>
  code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code);

/** What node-postgres says when its connection drops, its pool has ended, or a time limit ends a wait. */
const POSTGRES_MESSAGES = new RegExp(
  '^(' +
    [
      'Connection terminated',
      'timeout exceeded when trying to connect',
      'Query read timeout',
      'Client has encountered a connection error',
      'Client was closed and is not queryable',
      'Connection is not established',
      'Cannot use a pool after calling end on the pool',
      'terminating connection due to',
    ].join('|') +
    ')',
);

/**
 * TypeORM's errors for a query runner that is gone: it releases a runner whose connection failed, so the statements
 * that follow in the same unit of work meet these rather than the connection's own error.
 */
const RELEASED_RUNNER = new Set(['QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError']);

/** Which dependency `error` says is unavailable (unreachable, restarting or too slow), or null for any other error. */
export function unavailableDependency(error: unknown, depth = 0): 'database' | 'redis' | null {
  if (!error || typeof error !== 'object' || depth > 4) return null;
  if (isRedisUnavailable(error)) return 'redis';
  const e = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
    dependency?: unknown;
  };
  if (e.dependency === 'database' || e.dependency === 'redis') return e.dependency;
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || POSTGRES_UNAVAILABLE(e.code))) return 'database';
  if (typeof e.message === 'string' && POSTGRES_MESSAGES.test(e.message)) return 'database';
  if (RELEASED_RUNNER.has((error as Error).name)) return 'database';
  for (const inner of [e.driverError, e.cause, ...(Array.isArray(e.errors) ? e.errors : [])]) {
    const found = unavailableDependency(inner, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Raised where the code itself gives up waiting on a dependency (an enqueue past its time limit, ...). */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: 'database' | 'redis',
    message: string,
  ) {
    super(message);
    this.name = 'DependencyUnavailableError';
  }
}
