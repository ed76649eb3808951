import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import { AppConfig } from '../config/app-config';
import { RequestContexts } from '../context/request-context';

/**
 * Structured logs; every request line carries its request and correlation ids, secrets are redacted.
 * One JSON object per line for collectors, or coloured lines (pino-pretty) when a person reads a terminal.
 */
export function loggerOptions(config: AppConfig): Params {
  const pretty = config.logFormat === 'pretty' && config.logLevel !== 'silent';
  return {
    pinoHttp: {
      level: config.logLevel,
      genReqId: (request: IncomingMessage) => (request as IncomingMessage & { id?: string }).id ?? '',
      customProps: (request: IncomingMessage) => ({ correlationId: request.headers['x-correlation-id'] ?? (request as IncomingMessage & { id?: string }).id }),
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
      autoLogging: { ignore: (request: IncomingMessage) => /^\/api\/health(\/live|\/ready)?$/.test(request.url ?? '') || request.url === '/metrics' },
      mixin: () => {
        const context = RequestContexts.current();
        return context ? { correlationId: context.correlationId } : {};
      },
      ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true } } } : {}),
    },
  };
}
