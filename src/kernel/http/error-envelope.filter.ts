import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Language, RequestContexts } from '../context/request-context';
import { languageFrom, translate } from '../i18n/translator';
import { DomainError } from './domain-error';

export interface ErrorEnvelope {
  success: false;
  status: number;
  code: string;
  message: string;
  errors: { field: string; message: string }[];
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

/** Turns anything thrown into the one error envelope, in the caller's language. Unexpected errors are logged, not shown. */
export function toErrorEnvelope(error: unknown, language: Language, request?: { method?: string; url?: string }): ErrorEnvelope {
  if (error instanceof DomainError) {
    return {
      success: false,
      status: error.status,
      code: error.code,
      message: translate(error.code, language, error.params),
      // A field message may be a catalogue key (e.g. COMPANY_TAKEN): it is translated like the main message.
      errors: error.errors.map((e) => ({ field: e.field, message: /^[A-Z][A-Z0-9_]+$/.test(e.message) ? translate(e.message, language, error.params) : e.message })),
    };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code = status === 404 && request ? 'ROUTE_NOT_FOUND' : (CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST'));
    const path = request?.url?.split('?')[0] ?? '';
    return { success: false, status, code, message: translate(code, language, { method: request?.method ?? '', path }), errors: [] };
  }
  const statusCode = (error as { statusCode?: number })?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    // Errors raised by Fastify itself (body too large, malformed JSON, multipart limits).
    const code = CODE_BY_STATUS[statusCode] ?? 'BAD_REQUEST';
    return { success: false, status: statusCode, code, message: translate(code, language), errors: [] };
  }
  return { success: false, status: 500, code: 'INTERNAL_ERROR', message: translate('INTERNAL_ERROR', language), errors: [] };
}

function isConsolePage(request: FastifyRequest): boolean {
  const reply = request as unknown as { server?: { hasReplyDecorator?(name: string): boolean } };
  return (
    request.method === 'GET' &&
    !/^\/(api|metrics)(\/|$)/.test(request.url) &&
    (request.headers.accept ?? '').includes('text/html') &&
    !!reply.server?.hasReplyDecorator?.('sendFile')
  );
}

@Catch()
export class ErrorEnvelopeFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const language = RequestContexts.current()?.language ?? languageFrom(request.headers?.['accept-language'] as string | undefined);
    if (error instanceof NotFoundException && isConsolePage(request)) {
      // A console or public page route: the single-page app answers it.
      void (reply as FastifyReply & { sendFile(name: string): FastifyReply }).type('text/html').sendFile('index.html');
      return;
    }
    const envelope = toErrorEnvelope(error, language, request);
    if (envelope.status >= 500) {
      this.logger.error({ err: error, requestId: request.id }, `Unhandled error on ${request.method} ${request.url}`);
    }
    if (envelope.status === 429 && (error as { retryAfter?: number }).retryAfter) {
      reply.header('retry-after', String((error as { retryAfter?: number }).retryAfter));
    }
    void reply.status(envelope.status).send(envelope);
  }
}
