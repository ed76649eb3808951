import type { Product } from '../types';

/** A new photo chosen in the form, not sent yet. */
export interface NewPhoto {
  file: File;
  /** A blob: URL to preview it. */
  preview: string;
}

export const MAX_PHOTOS = 10;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The product's name rule: 3 to 25 letters, spaces allowed (as the API checks it). */
export const PRODUCT_NAME = /^(?=(?:[^\p{L}]*\p{L}){3})[\p{L} ]{3,25}$/u;
/** A price with at most two decimals. */
export const PRICE = /^\d{1,12}(\.\d{1,2})?$/;

const ids = (items: { id: number }[] | undefined) => (items ?? []).map((item) => item.id);

/**
 * The form's values for a product: the ids its selects and checkboxes edit (the record carries
 * the items themselves). Module-level so that the form does not reset on each render.
 */
export function productFormDefaults(record?: Partial<Product>) {
  return {
    categoryId: record?.category?.id ?? null,
    typeId: record?.type?.id ?? null,
    formId: record?.productForm?.id ?? null,
    sizeIds: ids(record?.sizes),
    deliveryMethodIds: ids(record?.deliveryMethods),
    usageIds: ids(record?.usages),
    newPhotos: [] as NewPhoto[],
  };
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const idList = (value: unknown) => (Array.isArray(value) ? value.join(',') : text(value));

/** POST me/products and PUT me/products/{id} take a multipart form: these fields, and the files as `photos`. */
export function toProductFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const field of [
    'name',
    'description',
    'storageCondition',
    'categoryId',
    'subCategoryId',
    'typeId',
    'formId',
    'price',
    'quantity',
    'location',
  ]) {
    form.append(field, text(values[field]));
  }
  for (const field of ['sizeIds', 'deliveryMethodIds', 'usageIds']) form.append(field, idList(values[field]));
  const photos = Array.isArray(values.newPhotos) ? (values.newPhotos as NewPhoto[]) : [];
  for (const photo of photos) form.append('photos', photo.file, photo.file.name);
  return form;
}
