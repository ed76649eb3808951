import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../kernel/errors/domain-error';
import { readMultipartFiles } from '../../kernel/http/multipart';
import { CatalogueErrors } from '../catalogue.errors';
import { ProductFormDto } from './catalogue.dto';

export const MAX_PHOTOS = 10;

/**
 * Reads the product form with the kernel's multipart reader: text fields (a repeated field becomes a list) validated
 * against ProductFormDto, and up to MAX_PHOTOS files of `photos` (each at most `maxBytes`; their content is checked
 * when they are kept). A form that cannot be read answers the kernel's codes, as every other form does.
 */
export async function readProductForm(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fields: ProductFormDto; photos: Buffer[] }> {
  const form = await readMultipartFiles(request, ProductFormDto, {
    photos: {
      maxCount: MAX_PHOTOS,
      maxBytes,
      tooMany: (max) => new DomainError(CatalogueErrors.PRODUCT_TOO_MANY_PHOTOS, { max }),
    },
  });
  return { fields: form.fields, photos: form.files.photos };
}
