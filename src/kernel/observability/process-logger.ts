import { LoggerService } from '@nestjs/common';
import pino from 'pino';
import { AppConfig } from '../config/app-config';
import { loggerOptions } from './logger-options';

/**
 * The application's log format and level (LOG_FORMAT, LOG_LEVEL) for a process that runs no Nest application (the
 * launcher): Nest's `Logger` writes through it once it is given to `Logger.overrideLogger`.
 */
export function processLogger(config: AppConfig): LoggerService {
  const { level, transport } = loggerOptions(config).pinoHttp as {
    level: string;
    transport?: pino.TransportSingleOptions;
  };
  const logger = pino({ level, ...(transport ? { transport } : {}) });
  // Nest passes the context (the logger's name) last, and an error's stack before it.
  const write =
    (method: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal') =>
    (message: unknown, ...rest: unknown[]) => {
      const context = typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
      logger[method]({ context }, String(message));
    };
  return {
    log: write('info'),
    error: write('error'),
    warn: write('warn'),
    debug: write('debug'),
    verbose: write('trace'),
    fatal: write('fatal'),
  };
}
