import { Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error';
import { createValidationPipe } from './validation';
import { KernelErrors } from '../errors/kernel.errors';

export interface MultipartForm<T> {
  fields: T;
  /** The bytes of the one file field, if it was sent (the client's file name is ignored). */
  file: Buffer | null;
}

/**
 * Reads a multipart form: its text fields validated like a JSON body against `dto` (unknown fields rejected),
 * and at most one file, from `fileField`, of at most `maxBytes`.
 */
export async function readMultipartForm<T extends object>(request: FastifyRequest, dto: Type<T>, fileField: string, maxBytes: number): Promise<MultipartForm<T>> {
  const tooLarge = () => new DomainError(KernelErrors.UPLOAD_TOO_LARGE, { max: Math.floor(maxBytes / 1024) });
  if (!request.isMultipart()) throw new DomainError(KernelErrors.MULTIPART_EXPECTED);
  const raw: Record<string, string> = {};
  let file: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField || file) {
        await part.toBuffer().catch(() => undefined);
        throw new DomainError(KernelErrors.VALIDATION_FAILED, {}, [{ field: part.fieldname, message: 'UNKNOWN_FIELD' }]);
      }
      try {
        file = await part.toBuffer();
      } catch {
        throw tooLarge();
      }
      if (part.file.truncated || file.length > maxBytes) throw tooLarge();
      if (file.length === 0) file = null;
    } else {
      raw[part.fieldname] = String(part.value);
    }
  }
  const fields = (await createValidationPipe().transform(raw, { type: 'body', metatype: dto })) as T;
  return { fields, file };
}
