import type { OpenAPIObject, OperationObject } from '@nestjs/swagger';
import { RETRY_AFTER_SECONDS } from '../errors/dependency-errors';

/**
 * What every operation of the document has in common, added once here rather than on each route: the error
 * envelope on every 4xx/5xx answer, the answers the framework gives any route (400 for a malformed request, 401/403
 * from the access guard, 404 for a path naming nothing, 413/415 for a body it cannot take, 503 while a dependency
 * is away), the X-Request-Id header of every answer, `security: []` on public routes, a summary where the route
 * gave none, and the document's servers and licence. The e2e tests check every answer against the result.
 */

const ERROR_ENVELOPE = 'ErrorEnvelope';

const errorEnvelopeSchema = {
  type: 'object',
  description:
    'Every error answer: the status again, a stable code, a message in the language asked (Accept-Language), and the fields at fault',
  required: ['success', 'status', 'code', 'message', 'errors'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    status: { type: 'integer', example: 404 },
    code: {
      type: 'string',
      example: 'PRODUCT_NOT_FOUND',
      description: 'Stable, for programs (the message is for people)',
    },
    message: { type: 'string', example: 'Product not found.' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: {
          field: { type: 'string', example: 'email' },
          message: { type: 'string', example: 'email must be an email' },
        },
      },
    },
    requestId: {
      type: 'string',
      description: 'The request id (also in the X-Request-Id header), to quote when reporting a problem',
    },
  },
};

const HEADERS = {
  'X-Request-Id': {
    description: "The request's id (the caller's own X-Request-Id when it sent one)",
    required: true,
    schema: { type: 'string' },
  },
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    required: true,
    schema: { type: 'integer', example: RETRY_AFTER_SECONDS },
  },
};
const REQUEST_ID_HEADER = { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } };
const RETRY_AFTER_HEADER = { 'Retry-After': { $ref: '#/components/headers/Retry-After' } };

const GENERIC_ERRORS: Record<string, string> = {
  '400': 'BAD_REQUEST, URL_MALFORMED, BODY_MALFORMED or a field refused (errors names the fields)',
  '401': 'UNAUTHENTICATED: no valid access token',
  '403': 'FORBIDDEN: the caller may not do this',
  '404': 'Not found: the path names nothing the caller can see',
  '413': 'PAYLOAD_TOO_LARGE',
  '415': 'UNSUPPORTED_MEDIA_TYPE or MULTIPART_EXPECTED',
  '503': 'SERVICE_UNAVAILABLE: the database or Redis is unreachable; retry after Retry-After seconds',
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** `CatalogueReference_deleteCategory` → `Delete category`: the handler's own name, for a route without a summary. */
export function summaryFromOperationId(operationId: string): string {
  const words = (operationId.split('_').pop() ?? operationId)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The access a route declares, as the access guard's document decorator writes it. */
type Operation = OperationObject & { 'x-access'?: { public?: boolean; permission?: string } };

function errorsAnswered(path: string, operation: Operation): string[] {
  const access = operation['x-access'] ?? {};
  const statuses = ['400', '503'];
  if (!access.public) statuses.push('401');
  if (access.permission) statuses.push('403');
  if (/\{[^}]+\}/.test(path)) statuses.push('404');
  if (operation.requestBody) statuses.push('413', '415');
  return statuses;
}

export function completeOpenApiDocument(document: OpenAPIObject): OpenAPIObject {
  document.info.license = { name: 'Proprietary: use under the terms of the platform', url: '/privacy-and-terms' };
  document.servers = [{ url: '/', description: 'The server this document is served from (paths start with /api/v1)' }];
  const components = (document.components ??= {});
  components.schemas ??= {};
  components.schemas[ERROR_ENVELOPE] = errorEnvelopeSchema;
  components.headers = { ...components.headers, ...HEADERS };
  components.responses = {
    ...components.responses,
    ...Object.fromEntries(
      Object.entries(GENERIC_ERRORS).map(([status, description]) => [
        status,
        {
          description,
          headers: { ...REQUEST_ID_HEADER, ...(status === '503' ? RETRY_AFTER_HEADER : {}) },
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE}` } } },
        },
      ]),
    ),
  };

  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation: Operation | undefined = operations[method];
      if (!operation) continue;
      if (!operation.summary) operation.summary = summaryFromOperationId(operation.operationId ?? `${method} ${path}`);
      if (operation['x-access']?.public) operation.security = [];
      operation.responses ??= {};
      for (const [status, response] of Object.entries(operation.responses)) {
        // The framework writes each response in full (a $ref is only what this loop adds below).
        if (!response || '$ref' in response) continue;
        response.headers = {
          ...REQUEST_ID_HEADER,
          ...(status === '429' || status === '503' ? RETRY_AFTER_HEADER : {}),
          ...response.headers,
        };
        if (/^[45]/.test(status) && !response.content) {
          response.content = { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE}` } } };
        }
      }
      for (const status of errorsAnswered(path, operation)) {
        operation.responses[status] ??= { $ref: `#/components/responses/${status}` };
      }
    }
  }
  return document;
}
