import { applyDecorators, Type } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiProperty,
  ApiResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { statusOfCode } from '../errors/error-table';

/**
 * The OpenAPI side of the two envelopes every client relies on (envelopes.ts): a page of a model and a mutation's
 * answer. `@ApiPageResponse(PersonResponse)` documents `{ content: PersonResponse[], page, size, totalElements,
 * totalPages }` as the named schema `PersonResponsePage`; `@ApiMutationResponse(PersonResponse)` documents `{ success,
 * message, data: PersonResponse }` as `PersonResponseMutation` (201 with `{ status: 201 }`).
 */
export class PageEnvelope {
  @ApiProperty({ example: 0, description: 'Counted from 0' }) page: number;
  @ApiProperty({ example: 20 }) size: number;
  @ApiProperty({ example: 3 }) totalElements: number;
  @ApiProperty({ example: 1 }) totalPages: number;
}

export class MutationEnvelope {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ description: "What happened, in the caller's language" }) message: string;
}

const envelopes = new Map<string, Type>();

/** One named class per (envelope, model), made once: Swagger names a schema after its class. */
function envelopeOf(
  base: typeof PageEnvelope | typeof MutationEnvelope,
  property: 'content' | 'data',
  model: Type,
  isArray: boolean,
  suffix: string,
): Type {
  const name = `${model.name}${suffix}`;
  let envelope = envelopes.get(name);
  if (!envelope) {
    envelope = class extends base {};
    Object.defineProperty(envelope, 'name', { value: name });
    ApiProperty({ type: model, isArray })(envelope.prototype as object, property);
    envelopes.set(name, envelope);
  }
  return envelope;
}

export interface EnvelopeOptions {
  description?: string;
  /** 201 for a create (default 200). */
  status?: 200 | 201;
}

/** Documents a page of `model`. */
export function ApiPageResponse(model: Type, options: EnvelopeOptions = {}) {
  return envelopeResponse(envelopeOf(PageEnvelope, 'content', model, true, 'Page'), model, options);
}

/** Documents a mutation's answer whose `data` is a `model` (or a list of them with `isArray`). */
export function ApiMutationResponse(model: Type, options: EnvelopeOptions & { isArray?: boolean } = {}) {
  const isArray = options.isArray ?? false;
  return envelopeResponse(
    envelopeOf(MutationEnvelope, 'data', model, isArray, isArray ? 'ListMutation' : 'Mutation'),
    model,
    options,
  );
}

function envelopeResponse(envelope: Type, model: Type, { description, status = 200 }: EnvelopeOptions) {
  const respond = status === 201 ? ApiCreatedResponse : ApiOkResponse;
  return applyDecorators(
    ApiExtraModels(envelope, model),
    respond({ description, schema: { $ref: getSchemaPath(envelope) } }),
  );
}

/** Documents an answer that is only `{ success, message }` (the action done, nothing to return). */
export function ApiMessageResponse(options: EnvelopeOptions = {}) {
  const respond = options.status === 201 ? ApiCreatedResponse : ApiOkResponse;
  return respond({ description: options.description, type: MutationEnvelope });
}

/** `{ id }` of a thing with a UUID (what a delete answers in `data`). */
export class UuidIdResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
}

/** `{ id }` of reference data with a numeric id. */
export class NumericIdResponse {
  @ApiProperty({ example: 12 }) id: number;
}

/** Documents a file answered as it is (an image, a PDF, a workbook), in one of `mediaTypes`. */
export function ApiFileResponse(description: string, ...mediaTypes: string[]) {
  return ApiOkResponse({
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  });
}

/**
 * Documents the error codes a route can answer, each under the status its error table gives it (the envelope itself
 * is added to every error answer by openapi-contract.ts): `@ApiErrors(AccountsErrors.INVALID_CREDENTIALS, ...)`.
 */
export function ApiErrors(...codes: string[]) {
  const byStatus = new Map<number, string[]>();
  for (const code of codes) {
    const status = statusOfCode(code);
    if (status === undefined) throw new Error(`ApiErrors: ${code} is in no error table`);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return applyDecorators(
    ...[...byStatus].map(([status, named]) => ApiResponse({ status, description: named.join(', ') })),
  );
}
