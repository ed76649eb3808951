import { RequestMethod } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { LogFn, Logger } from 'pino';
import { AppConfig } from '../config/app-config';
import { RequestContexts } from '../context/request-context';

/** Nest's own boot narration (every module loaded, every route mapped): hundreds of lines, kept for `debug`. */
const NEST_BOOT_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
  'LegacyRouteConverter',
]);

/** The health probes and the metrics scrape: asked every few seconds, never worth a line. */
const UNLOGGED_PATHS = /^\/(api\/health(\/live|\/ready)?|metrics)$/;

const SEVERITY = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;

type LoggedRequest = IncomingMessage & { id?: string };

/** A request's line at `info`: method, path, status, time and request id, nothing else. */
const shortRequest = (request: LoggedRequest) => ({ id: request.id, method: request.method, url: request.url });
const shortResponse = (response: ServerResponse) => ({ statusCode: response.statusCode });
/** The error pino-http attaches to a 5xx line: its message only (an unexpected error is logged in full, with its stack, by ErrorEnvelopeFilter). */
const shortError = (error: Error) => ({ type: error?.name, message: error?.message });

/**
 * Structured logs; every request line carries its request and correlation ids, secrets are redacted.
 * One JSON object per line for collectors, or coloured lines (pino-pretty) when a person reads a terminal.
 * At `info` a request is one short line (the whole record, headers included, at `debug`), and Nest's boot narration is
 * left out, so that what the boot prints fits on a screen.
 */
export function loggerOptions(config: AppConfig): Params {
  const pretty = config.logFormat === 'pretty' && config.logLevel !== 'silent';
  const detailed = SEVERITY[config.logLevel] <= SEVERITY.debug;
  return {
    // Every route under the API prefix (Nest 11's wildcard syntax: the bare '*' is converted with a warning).
    forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: config.logLevel,
      genReqId: (request: IncomingMessage) => (request as LoggedRequest).id ?? '',
      customProps: (request: IncomingMessage) => ({
        correlationId: request.headers['x-correlation-id'] ?? (request as LoggedRequest).id,
      }),
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      // Probes and scrapes are not logged. The middleware may see a URL stripped of the path it is mounted on: the
      // original one says what was asked.
      autoLogging: {
        ignore: (request: IncomingMessage) =>
          UNLOGGED_PATHS.test(((request as { originalUrl?: string }).originalUrl ?? request.url ?? '').split('?')[0]),
      },
      customSuccessMessage: (request: IncomingMessage, response: ServerResponse, responseTime: number) =>
        `${request.method} ${request.url} ${response.statusCode} ${Math.round(responseTime)} ms (${(request as LoggedRequest).id})`,
      customErrorMessage: (request: IncomingMessage, response: ServerResponse) =>
        `${request.method} ${request.url} ${response.statusCode} (${(request as LoggedRequest).id})`,
      // A dependency away (503) is an expected state: a warning, not an error.
      customLogLevel: (_request: IncomingMessage, response: ServerResponse, error?: Error) =>
        response.statusCode === 503 ? 'warn' : error || response.statusCode >= 500 ? 'error' : 'info',
      ...(detailed ? {} : { serializers: { req: shortRequest, res: shortResponse, err: shortError } }),
      mixin: () => {
        const context = RequestContexts.current();
        return context ? { correlationId: context.correlationId } : {};
      },
      hooks: { logMethod: detailed ? undefined : quietNestBoot },
      // On a terminal at `info`, a request's line is its message alone (the message names the request id).
      ...(pretty
        ? {
            transport: {
              target: 'pino-pretty',
              options: {
                translateTime: 'SYS:HH:MM:ss.l',
                ignore: detailed ? 'pid,hostname' : 'pid,hostname,req,res,responseTime,correlationId',
                singleLine: true,
              },
            },
          }
        : {}),
    },
  };
}

/** Drops Nest's boot narration at `info` (nestjs-pino logs it as `{ context }, message`). */
function quietNestBoot(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number): void {
  const context = (args[0] as { context?: unknown } | undefined)?.context;
  if (level === SEVERITY.info && typeof context === 'string' && NEST_BOOT_CONTEXTS.has(context)) return;
  method.apply(this, args);
}
