import Ajv, { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import type { Response } from 'supertest';
import type Test from 'supertest/lib/test';

/**
 * The API contract, checked on every answer the end-to-end tests receive: the operation of openapi.json that the
 * request reached must document the answer's status, the headers it declares required must be there and match, the
 * content type must be one it lists, and a JSON body must match its schema exactly: a required field missing, a
 * null where the schema does not say nullable, a string where it says number, or a field it does not name, all fail.
 * Requests outside the document (the console's pages, /metrics, an unknown route) are not checked.
 */

const SCHEMAS_ID = 'kasuwa-openapi';
const document = JSON.parse(readFileSync('openapi.json', 'utf8'));
const API_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/**
 * OpenAPI 3.0's dialect made into JSON Schema as the document means it: `nullable` also allows null next to a
 * `$ref`/`allOf`, and an object that lists its properties has no others (the document is what a client generator
 * reads: a field it does not name is a field no client knows about).
 */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const { nullable, example, ...rest } = schema as Record<string, unknown>;
  void example;
  const converted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key === '$ref' && typeof value === 'string') converted.$ref = value.replace(/^#\//, `${SCHEMAS_ID}#/`);
    else if (key === 'properties' && value && typeof value === 'object') {
      converted.properties = Object.fromEntries(
        Object.entries(value).map(([name, property]) => [name, toJsonSchema(property)]),
      );
    } else converted[key] = toJsonSchema(value);
  }
  if (converted.properties && converted.additionalProperties === undefined) converted.additionalProperties = false;
  return nullable === true ? { anyOf: [{ type: 'null' }, converted] } : converted;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
for (const format of ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password']) ajv.addFormat(format, true);
ajv.addSchema({ $id: SCHEMAS_ID, components: toJsonSchema(document.components) });

interface DocumentedResponse {
  $ref?: string;
  description?: string;
  headers?: Record<string, { $ref?: string; required?: boolean; schema?: object }>;
  content?: Record<string, { schema?: object }>;
}

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  /** Literal segments first: `/users/me` wins over `/users/{id}`. */
  literals: number;
  responses: Record<string, DocumentedResponse>;
}

const routes: Route[] = Object.entries<Record<string, { responses?: Record<string, DocumentedResponse> }>>(
  document.paths,
)
  .flatMap(([template, operations]) =>
    Object.entries(operations)
      .filter(([method]) => (API_METHODS as readonly string[]).includes(method))
      .map(([method, operation]) => ({
        method,
        template,
        pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
        literals: template.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
        responses: operation.responses ?? {},
      })),
  )
  .sort((a, b) => b.literals - a.literals);

/** The documented operation a request reached, or null when the document does not describe that path. */
export function operationOf(method: string, url: string): Route | null {
  const path = new URL(url, 'http://host').pathname.replace(/\/+$/, '') || '/';
  const lower = method.toLowerCase();
  return routes.find((route) => route.method === lower && route.pattern.test(path)) ?? null;
}

const validators = new Map<string, ValidateFunction>();
function validatorOf(key: string, schema: object): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(toJsonSchema(schema) as object);
    validators.set(key, validate);
  }
  return validate;
}

const mediaTypeOf = (header: string | undefined) => (header ?? '').split(';')[0].trim().toLowerCase();
const mediaMatches = (documented: string, actual: string) =>
  documented === actual ||
  documented === '*/*' ||
  (documented.endsWith('/*') && actual.startsWith(documented.slice(0, -1)));
const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

function documentedResponse(route: Route, status: number): [string, DocumentedResponse] | null {
  const exact = route.responses[String(status)];
  if (exact)
    return [
      String(status),
      exact.$ref ? document.components.responses[exact.$ref.replace('#/components/responses/', '')] : exact,
    ];
  const range = route.responses[`${String(status)[0]}XX`];
  if (range) return [`${String(status)[0]}XX`, range];
  return null;
}

/**
 * One answer as whoever received it saw it: supertest in a test, or Chromium running the console. `body` is the
 * parsed JSON for a JSON answer, the raw text or bytes otherwise, and undefined when the answer had none.
 */
export interface Answer {
  method: string;
  url: string;
  status: number;
  /** Header names in lower case, as Node and Playwright give them. */
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** The body of an answer that had one its receiver could no longer read: its presence and type are checked, not its content. */
export const UNREAD_BODY = Symbol('a body that could not be read');

function hasBody({ headers, body }: Answer): boolean {
  const length = headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  if (body === undefined || body === null || body === '') return false;
  return !(Buffer.isBuffer(body) && body.length === 0);
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/** What differs between an answer and the document (an empty list when it matches). */
export function checkAnswer(answer: Answer): string[] {
  const { method, url, status, headers } = answer;
  const route = operationOf(method, url);
  if (!route) return [];
  const where = `${method.toUpperCase()} ${route.template} answered ${status}`;
  const found = documentedResponse(route, status);
  if (!found)
    return [
      `${where}, a status the document does not list (it lists ${Object.keys(route.responses).join(', ') || 'none'})`,
    ];
  const [statusKey, documented] = found;
  const differences: string[] = [];

  for (const [name, declared] of Object.entries(documented.headers ?? {})) {
    const header = declared.$ref
      ? document.components.headers[declared.$ref.replace('#/components/headers/', '')]
      : declared;
    const value = headerValue(headers[name.toLowerCase()]);
    if (value === undefined) {
      if (header.required) differences.push(`${where} without the header ${name} the document requires`);
      continue;
    }
    if (header.schema) {
      const typed =
        (header.schema as { type?: string }).type === 'integer' ||
        (header.schema as { type?: string }).type === 'number'
          ? Number(value)
          : value;
      const validate = validatorOf(`${route.method} ${route.template} ${statusKey} header ${name}`, header.schema);
      if (!validate(typed))
        differences.push(
          `${where} with the header ${name}: ${JSON.stringify(value)} ${ajv.errorsText(validate.errors)}`,
        );
    }
  }

  if (method.toLowerCase() === 'head' || !hasBody(answer)) {
    if (documented.content && Object.keys(documented.content).length && status !== 204) {
      differences.push(
        `${where} with no body, where the document describes ${Object.keys(documented.content).join(', ')}`,
      );
    }
    return differences;
  }
  const mediaType = mediaTypeOf(headerValue(headers['content-type']));
  const contents = Object.entries(documented.content ?? {});
  if (!contents.length)
    return [...differences, `${where} with a ${mediaType || 'body'} body the document does not describe`];
  const content = contents.find(([documentedType]) => mediaMatches(documentedType, mediaType));
  if (!content)
    return [
      ...differences,
      `${where} as ${mediaType || 'no content type'}, where the document says ${contents.map(([type]) => type).join(', ')}`,
    ];
  if (!isJson(mediaType) || !content[1].schema || answer.body === UNREAD_BODY) return differences;
  const validate = validatorOf(`${route.method} ${route.template} ${statusKey} ${content[0]}`, content[1].schema);
  if (!validate(answer.body)) {
    const errors = (validate.errors ?? []).slice(0, 8).map((error) => {
      const params =
        error.keyword === 'additionalProperties'
          ? ` (${(error.params as { additionalProperty: string }).additionalProperty})`
          : '';
      return `  ${error.instancePath || '(body)'} ${error.message}${params}`;
    });
    differences.push(
      `${where} with a body that differs from the document:\n${errors.join('\n')}\nbody: ${JSON.stringify(answer.body).slice(0, 600)}`,
    );
  }
  return differences;
}

/**
 * A supertest answer as an `Answer`: its parsed body when JSON, its text or bytes otherwise (a binary body that
 * supertest did not buffer stands as a placeholder: only its presence and content type are checked).
 */
function answerOf(method: string, url: string, response: Response): Answer {
  const headers = response.headers as Record<string, string | string[] | undefined>;
  const length = headers['content-length'];
  const bytes = Buffer.isBuffer(response.body) ? response.body : null;
  const present =
    length !== undefined ? Number(length) > 0 : !!headers['transfer-encoding'] || !!response.text || !!bytes?.length;
  const json = isJson(mediaTypeOf(headerValue(headers['content-type'])));
  const body = !present ? undefined : json ? response.body : response.text || bytes || '(binary body)';
  return { method, url, status: response.status, headers, body };
}

/** What differs between a supertest answer and the document (an empty list when it matches). */
export function contractDifferences(method: string, url: string, response: Response): string[] {
  return checkAnswer(answerOf(method, url, response));
}

/**
 * Makes a supertest request check its answer against the document once the test's own expectations have passed
 * (`.expect(201)` keeps its plain message when the status is wrong), whether the test awaits it or calls `.end()`.
 */
export function checkedAgainstContract<T extends Test>(test: T): T {
  const request = test as unknown as {
    method: string;
    url: string;
    assert(error: Error | null, response: Response, done?: (error: Error | null, response: Response) => void): void;
  };
  const assert = request.assert.bind(request);
  request.assert = (error, response, done) =>
    assert(error, response, (failure, answered) => {
      if (!failure && answered) {
        const differences = contractDifferences(request.method, request.url, answered);
        if (differences.length) failure = new Error(`The answer differs from openapi.json:\n${differences.join('\n')}`);
      }
      done?.(failure, answered);
    });
  return test;
}

/** A supertest agent (`request(server)`) whose every request is checked against the document. */
export function contractCheckedAgent<A extends object>(agent: A): A {
  return new Proxy(agent, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (
        typeof property !== 'string' ||
        (!(API_METHODS as readonly string[]).includes(property) && property !== 'del')
      )
        return value;
      return (...args: unknown[]) => checkedAgainstContract((value as (...a: unknown[]) => Test).apply(target, args));
    },
  });
}

/**
 * The test directories whose answers have been brought in line with the document, where the check is on. A directory
 * joins once its files pass with it; KASUWA_CONTRACT=all turns it on everywhere (to find what a directory still
 * lacks), KASUWA_CONTRACT=off nowhere.
 */
const CHECKED_DIRECTORIES = [
  'access',
  'accounts',
  'advisory',
  'affiliation',
  'authorization',
  'catalogue',
  'console',
  'content',
  'dashboards',
  'farmers',
  'faults',
  'feature-phones',
  'geography',
  'inventory',
  'kernel',
  'markets',
  'notifications',
  'orders',
  'site',
];
/** Files of a checked directory that have not joined yet (directory/file, as under test/). */
const UNCHECKED_FILES: string[] = [];

export function contractCheckedIn(testPath: string | undefined): boolean {
  if (process.env.KASUWA_CONTRACT === 'all') return true;
  if (process.env.KASUWA_CONTRACT === 'off' || !testPath) return false;
  const [directory, ...rest] =
    testPath
      .split(/[\\/]test[\\/]/)
      .pop()
      ?.split(/[\\/]/) ?? [];
  return (
    !!directory && CHECKED_DIRECTORIES.includes(directory) && !UNCHECKED_FILES.includes([directory, ...rest].join('/'))
  );
}
