import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The operations openapi.json declares, with what a client needs to call them: the access rule, the path and
 * query parameters, and the body's media type and schema. The access tests walk them, so a route added
 * tomorrow is covered the day it is declared.
 */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  path: string;
  access: { public?: boolean; authenticated?: boolean; permission?: string };
  pathParams: string[];
  queryParams: { name: string; schema: Schema }[];
  body: { mediaType: 'application/json' | 'multipart/form-data'; schema: Schema } | null;
}

export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  example?: unknown;
}

export const openApi = JSON.parse(readFileSync('openapi.json', 'utf8'));

export const operations: Operation[] = Object.entries<Record<string, any>>(openApi.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, operation]) => {
    const parameters: any[] = operation.parameters ?? [];
    const content = operation.requestBody?.content ?? {};
    const mediaType = content['multipart/form-data']
      ? 'multipart/form-data'
      : content['application/json']
        ? 'application/json'
        : null;
    return {
      method: method as Operation['method'],
      path,
      access: operation['x-access'] ?? {},
      pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
      body: mediaType ? { mediaType, schema: content[mediaType].schema } : null,
    };
  }),
);

export const describeOperation = (operation: Pick<Operation, 'method' | 'path'>) =>
  `${operation.method.toUpperCase()} ${operation.path}`;

/** A schema with its $ref and allOf resolved into one object schema. */
export function resolveSchema(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolveSchema(openApi.components.schemas[schema.$ref.replace('#/components/schemas/', '')]);
  if (schema.allOf) {
    const parts = schema.allOf.map(resolveSchema);
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
      required: parts.flatMap((p) => p.required ?? []),
    };
  }
  return schema;
}

/** A plausible value of a schema: what a well-behaved client would send, for hostile variations to start from. */
export function sampleOf(schema: Schema | undefined, depth = 0): unknown {
  const resolved = resolveSchema(schema);
  if (resolved.enum?.length) return resolved.enum[0];
  if (resolved.example !== undefined && typeof resolved.example !== 'object') return resolved.example;
  switch (resolved.type) {
    case 'integer':
    case 'number':
      return resolved.minimum !== undefined ? Math.max(resolved.minimum, 1) : 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 ? [] : [sampleOf(resolved.items, depth + 1)];
    case 'object':
      return depth > 4
        ? {}
        : Object.fromEntries(
            Object.entries(resolved.properties ?? {}).map(([name, property]) => [name, sampleOf(property, depth + 1)]),
          );
    default:
      if (resolved.format === 'uuid') return randomUUID();
      if (resolved.format === 'email') return 'someone@example.com';
      if (resolved.format === 'date') return '2026-06-01';
      if (resolved.format === 'date-time') return '2026-06-01T10:00:00.000Z';
      if (resolved.format === 'binary') return undefined;
      return 'Sample text';
  }
}

/** The fields of a body schema, each with its own (resolved) schema. */
export const bodyFields = (schema: Schema | undefined): [string, Schema][] =>
  Object.entries(resolveSchema(schema).properties ?? {}).map(([name, s]) => [name, resolveSchema(s)]);
