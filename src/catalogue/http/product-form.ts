import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../kernel/errors/domain-error';
import { createValidationPipe } from '../../kernel/http/validation';
import { ProductFormDto } from './catalogue.dto';
import { CatalogueErrors } from '../catalogue.errors';

export const MAX_PHOTOS = 10;

/**
 * Reads the product form: text fields (a repeated field becomes a list) validated against ProductFormDto, and the
 * files of `photos` (each at most `maxBytes`; their content is checked when they are kept). Like the kernel's
 * readMultipartForm, but with several files.
 */
export async function readProductForm(request: FastifyRequest, maxBytes: number): Promise<{ fields: ProductFormDto; photos: Buffer[] }> {
  const tooLarge = () => new DomainError('UPLOAD_TOO_LARGE', { max: Math.floor(maxBytes / 1024) });
  if (!request.isMultipart()) throw new DomainError('MULTIPART_EXPECTED');
  const raw: Record<string, string | string[]> = {};
  const photos: Buffer[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'photos' || photos.length >= MAX_PHOTOS) {
        await part.toBuffer().catch(() => undefined);
        if (part.fieldname === 'photos') throw new DomainError(CatalogueErrors.PRODUCT_TOO_MANY_PHOTOS, { max: MAX_PHOTOS });
        throw new DomainError('VALIDATION_FAILED', {}, [{ field: part.fieldname, message: 'UNKNOWN_FIELD' }]);
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch {
        throw tooLarge();
      }
      if (part.file.truncated || bytes.length > maxBytes) throw tooLarge();
      if (bytes.length > 0) photos.push(bytes);
    } else {
      const value = String(part.value);
      const previous = raw[part.fieldname];
      raw[part.fieldname] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
    }
  }
  const fields = (await createValidationPipe().transform(raw, { type: 'body', metatype: ProductFormDto })) as ProductFormDto;
  return { fields, photos };
}
