import { Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error';
import { createValidationPipe } from './validation';
import { KernelErrors } from '../errors/kernel.errors';

export interface FileFieldRule {
  /** How many files this field may carry (default 1). */
  maxCount?: number;
  /** The most bytes of each file. */
  maxBytes: number;
  /** The error when more than `maxCount` files come (default UPLOAD_TOO_MANY_FILES, 400). */
  tooMany?: (max: number) => DomainError;
}

export interface MultipartFiles<T, K extends string> {
  fields: T;
  /** The bytes of each file field, in the order sent (empty files left out; the client's file names are ignored). */
  files: Record<K, Buffer[]>;
}

export interface MultipartForm<T> {
  fields: T;
  /** The bytes of the one file field, if it was sent (the client's file name is ignored). */
  file: Buffer | null;
}

/** What @fastify/multipart and busboy throw, as the error envelope: never a 500 for a form a client sent badly. */
function formError(error: unknown, largest: number): DomainError {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new DomainError(KernelErrors.UPLOAD_TOO_LARGE, { max: Math.floor(largest / 1024) });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new DomainError(KernelErrors.MULTIPART_TOO_MANY_PARTS);
  // No boundary, a truncated body, a malformed part: the form cannot be read.
  return new DomainError(KernelErrors.MULTIPART_UNREADABLE);
}

/**
 * Reads a multipart form: its text fields validated like a JSON body against `dto` (unknown fields rejected; a field
 * sent twice becomes a list), and the files of the named file fields, each field with its own count and size limits.
 * A file in any other field is rejected (VALIDATION_FAILED naming it); a form that cannot be read answers 400
 * MULTIPART_UNREADABLE.
 */
export async function readMultipartFiles<T extends object, K extends string>(
  request: FastifyRequest,
  dto: Type<T>,
  rules: Record<K, FileFieldRule>,
): Promise<MultipartFiles<T, K>> {
  if (!request.isMultipart()) throw new DomainError(KernelErrors.MULTIPART_EXPECTED);
  const names = Object.keys(rules) as K[];
  const largest = Math.max(0, ...names.map((name) => rules[name].maxBytes));
  const totalFiles = names.reduce((sum, name) => sum + (rules[name].maxCount ?? 1), 0);
  const raw: Record<string, string | string[]> = {};
  const files = Object.fromEntries(names.map((name) => [name, [] as Buffer[]])) as Record<K, Buffer[]>;
  try {
    // One file more than allowed is let through the parser so that its field gets the precise error below.
    for await (const part of request.parts({ limits: { fileSize: largest, files: totalFiles + 1 } })) {
      if (part.type === 'file') {
        const rule = (names as string[]).includes(part.fieldname) ? rules[part.fieldname as K] : undefined;
        if (!rule) {
          await part.toBuffer().catch(() => undefined);
          throw new DomainError(KernelErrors.VALIDATION_FAILED, {}, [
            { field: part.fieldname, message: 'UNKNOWN_FIELD' },
          ]);
        }
        const tooLarge = new DomainError(KernelErrors.UPLOAD_TOO_LARGE, { max: Math.floor(rule.maxBytes / 1024) });
        const max = rule.maxCount ?? 1;
        const kept = files[part.fieldname as K];
        if (kept.length >= max) {
          await part.toBuffer().catch(() => undefined);
          throw (
            rule.tooMany?.(max) ?? new DomainError(KernelErrors.UPLOAD_TOO_MANY_FILES, { field: part.fieldname, max })
          );
        }
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge : error;
        }
        if (part.file.truncated || bytes.length > rule.maxBytes) throw tooLarge;
        if (bytes.length > 0) kept.push(bytes);
      } else {
        const value = String(part.value);
        const previous = raw[part.fieldname];
        raw[part.fieldname] =
          previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
      }
    }
  } catch (error) {
    throw formError(error, largest);
  }
  const fields = (await createValidationPipe().transform(raw, { type: 'body', metatype: dto })) as T;
  return { fields, files };
}

/** Reads a form of text fields and at most one file, from `fileField`, of at most `maxBytes`. */
export async function readMultipartForm<T extends object>(
  request: FastifyRequest,
  dto: Type<T>,
  fileField: string,
  maxBytes: number,
): Promise<MultipartForm<T>> {
  const form = await readMultipartFiles(request, dto, {
    [fileField]: { maxBytes, tooMany: () => unknownFile(fileField) },
  });
  return { fields: form.fields, file: form.files[fileField][0] ?? null };
}

// A second file in a one-file form was always reported as a field the form does not know.
const unknownFile = (field: string) =>
  new DomainError(KernelErrors.VALIDATION_FAILED, {}, [{ field, message: 'UNKNOWN_FIELD' }]);
