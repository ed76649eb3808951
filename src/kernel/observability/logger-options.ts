import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import { AppConfig } from '../config/app-config';
import { RequestContexts } from '../context/request-context';

/** Structured JSON logs; every request line carries its request and correlation ids, secrets are redacted. */
export function loggerOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      genReqId: (request: IncomingMessage) => (request as IncomingMessage & { id?: string }).id ?? '',
      customProps: (request: IncomingMessage) => ({ correlationId: request.headers['x-correlation-id'] ?? (request as IncomingMessage & { id?: string }).id }),
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
      autoLogging: { ignore: (request: IncomingMessage) => request.url === '/api/health' || request.url === '/metrics' },
      mixin: () => {
        const context = RequestContexts.current();
        return context ? { correlationId: context.correlationId } : {};
      },
    },
  };
}
