/**
 * Where the catalogue's react-admin resources live in the API (spread into ../dataProvider.ts).
 * Pure data: the data provider imports it, so it imports nothing of the console.
 */
type Id = string | number;
type ListRoute = (filter: Record<string, unknown>) => { path: string; filter: Record<string, unknown> };

const seg = (value: Id) => encodeURIComponent(String(value));

export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviewStatusOf = (value: unknown): ReviewStatus =>
  (REVIEW_STATUSES as readonly unknown[]).includes(value) ? (value as ReviewStatus) : 'PENDING';

export const CATALOGUE_RESOURCE_PATHS: Record<string, string> = {
  /** A seller's own products. */
  products: '/me/products',
  /** The administrators' products of the working country. */
  'all-products-management': '/products/admin',
  categories: '/category',
  reviews: '/product/comments',
  /** The input providers' products a dealer may add to its catalogue. */
  inputs: '/catalog/products/filter',
  /** A dealer's own catalogue entries. */
  myproducts: '/catalog/products',
};

/** Comments are listed by status, which is part of the path. */
export const CATALOGUE_LIST_ROUTES: Record<string, ListRoute> = {
  reviews: ({ status, ...rest }) => ({ path: `/product/comments/${reviewStatusOf(status)}`, filter: rest }),
};

/** One product, with its seller and highlights, for administrators and dealers alike. */
export const CATALOGUE_ITEM_PATHS: Record<string, (id: Id) => string> = {
  'all-products-management': (id) => `/products/${seg(id)}`,
  inputs: (id) => `/products/${seg(id)}`,
};

export const CATALOGUE_UPDATE_PATHS: Record<string, (id: Id) => string> = {
  myproducts: (id) => `/catalog/product/edit/${seg(id)}`,
};

/** The inputs list answers `{ product, ... }` items: the product's id identifies them. */
export const CATALOGUE_RECORD_IDS: Record<string, string> = {
  inputs: 'product.id',
};
