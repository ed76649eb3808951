import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Language, RequestContexts } from '../context/request-context';
import { languageFrom, translate } from '../i18n/translator';
import { DomainError } from '../errors/domain-error';
import { RETRY_AFTER_SECONDS, unavailableDependency } from '../errors/dependency-errors';

export interface ErrorEnvelope {
  success: false;
  status: number;
  code: string;
  message: string;
  errors: { field: string; message: string }[];
  /** The request's id (also in the X-Request-Id header), to quote when reporting a problem. */
  requestId?: string;
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'MULTIPART_EXPECTED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Errors Fastify raises about the request itself, by their `code`. */
const FASTIFY_CODES: Record<string, { status: number; code: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'URL_MALFORMED' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BODY_MALFORMED' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BODY_MALFORMED' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BODY_MALFORMED' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_PARSE_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_PROTO_VIOLATION: { status: 400, code: 'BODY_MALFORMED' },
  FST_CONSTRUCTOR_VIOLATION: { status: 400, code: 'BODY_MALFORMED' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'MULTIPART_EXPECTED' },
};

/** Messages of the multipart parser (busboy) when the request's form is broken: the client's doing, not ours. */
const BROKEN_FORM =
  /^(Multipart: )?(Boundary not found|Unexpected end of (form|multipart data)|Malformed (part header|urlencoded form))/;

/** PostgreSQL's class 22 (data exception): a value of the request the column cannot hold (out of range, bad text). */
const isDataException = (error: unknown) => {
  const driverCode =
    (error as { driverError?: { code?: unknown }; code?: unknown })?.driverError?.code ??
    (error as { code?: unknown })?.code;
  return (error as Error)?.name === 'QueryFailedError' && typeof driverCode === 'string' && driverCode.startsWith('22');
};

const plain = (
  status: number,
  code: string,
  language: Language,
  params: Record<string, string | number> = {},
): ErrorEnvelope => ({
  success: false,
  status,
  code,
  message: translate(code, language, params),
  errors: [],
});

/** Turns anything thrown into the one error envelope, in the caller's language. Unexpected errors are logged, not shown. */
export function toErrorEnvelope(
  error: unknown,
  language: Language,
  request?: { method?: string; url?: string; id?: string },
): ErrorEnvelope {
  const envelope = envelopeOf(error, language, request);
  return request?.id ? { ...envelope, requestId: request.id } : envelope;
}

function envelopeOf(error: unknown, language: Language, request?: { method?: string; url?: string }): ErrorEnvelope {
  if (error instanceof DomainError) {
    return {
      success: false,
      status: error.status,
      code: error.code,
      message: translate(error.code, language, error.params),
      // A field message may be a catalogue key (e.g. COMPANY_TAKEN): it is translated like the main message.
      errors: error.errors.map((e) => ({
        field: e.field,
        message: /^[A-Z][A-Z0-9_]+$/.test(e.message) ? translate(e.message, language, error.params) : e.message,
      })),
    };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code =
      status === 404 && request
        ? 'ROUTE_NOT_FOUND'
        : (CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST'));
    const path = (request?.url?.split('?')[0] ?? '').slice(0, 200);
    return plain(status, code, language, { method: request?.method ?? '', path });
  }
  const fastifyCode = (error as { code?: unknown })?.code;
  if (typeof fastifyCode === 'string' && FASTIFY_CODES[fastifyCode]) {
    const { status, code } = FASTIFY_CODES[fastifyCode];
    return plain(status, code, language);
  }
  if (error instanceof SyntaxError && (error as { statusCode?: number }).statusCode === 400)
    return plain(400, 'BODY_MALFORMED', language);
  const statusCode = (error as { statusCode?: number })?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    // Other errors raised by Fastify and its plugins about the request (multipart limits, ...).
    return plain(statusCode, CODE_BY_STATUS[statusCode] ?? 'BAD_REQUEST', language);
  }
  if (error instanceof Error && BROKEN_FORM.test(error.message)) return plain(400, 'MULTIPART_UNREADABLE', language);
  if (isDataException(error)) return plain(400, 'VALUE_NOT_STORABLE', language);
  if (unavailableDependency(error)) return plain(503, 'SERVICE_UNAVAILABLE', language);
  return plain(500, 'INTERNAL_ERROR', language);
}

/**
 * A page of the console or the public site: any GET outside /api and /metrics, whatever the client accepts (curl
 * included), except a missing file (`/assets/x.js`, `/favicon.ico`) that a browser did not ask for as a page.
 */
function isConsolePage(request: FastifyRequest): boolean {
  const reply = request as unknown as { server?: { hasReplyDecorator?(name: string): boolean } };
  const path = request.url.split('?')[0];
  const asPage = (request.headers.accept ?? '').includes('text/html') || !/\.[A-Za-z0-9]{1,8}$/.test(path);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !/^\/(api|metrics)(\/|$)/.test(path) &&
    asPage &&
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
    const language =
      RequestContexts.current()?.language ?? languageFrom(request.headers?.['accept-language'] as string | undefined);
    if (error instanceof NotFoundException && isConsolePage(request)) {
      // A console or public page route: the single-page app answers it.
      void (reply as FastifyReply & { sendFile(name: string): FastifyReply }).type('text/html').sendFile('index.html');
      return;
    }
    const envelope = toErrorEnvelope(error, language, request);
    if (envelope.code === 'SERVICE_UNAVAILABLE') {
      // Expected while a dependency is away: one line, no stack (see docs/operations.md).
      this.logger.warn(
        { requestId: request.id, dependency: unavailableDependency(error) },
        `${request.method} ${request.url} answered 503: ${(error as Error)?.message}`,
      );
    } else if (envelope.status >= 500) {
      this.logger.error({ err: error, requestId: request.id }, `Unhandled error on ${request.method} ${request.url}`);
    } else if (envelope.code === 'VALUE_NOT_STORABLE') {
      // Refused, but the edge should have caught it first: worth a look.
      this.logger.warn(
        { err: error, requestId: request.id },
        `A value reached the database unchecked on ${request.method} ${request.url}`,
      );
    }
    if (envelope.status === 429 && (error as { retryAfter?: number }).retryAfter) {
      reply.header('retry-after', String((error as { retryAfter?: number }).retryAfter));
    }
    if (envelope.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    void reply.status(envelope.status).send(envelope);
  }
}
