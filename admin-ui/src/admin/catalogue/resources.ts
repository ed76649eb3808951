/**
 * Where the catalogue's react-admin resources live in the API (spread into ../dataProvider.ts).
 * Pure data: the data provider imports it, so it imports nothing of the console.
 */
import { apiPath } from '../../shared/api';
import { DELETE, GET, POST, PUT, type ResourceRoutes } from '../api/routes';

export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviewStatusOf = (value: unknown): ReviewStatus =>
  (REVIEW_STATUSES as readonly unknown[]).includes(value) ? (value as ReviewStatus) : 'PENDING';

/** Where the catalogue's resources live in the API: paths of openapi.json (../api/routes.ts). */
export const CATALOGUE_RESOURCES: Record<string, ResourceRoutes> = {
  /** A seller's own products. */
  products: {
    list: GET.path('/api/v1/me/products'),
    create: POST.path('/api/v1/me/products'),
    one: GET.byId('/api/v1/me/products/{id}'),
    update: PUT.byId('/api/v1/me/products/{id}'),
    delete: DELETE.byId('/api/v1/me/products/{id}'),
  },
  /** The administrators' products of the working country; one product with its seller and highlights. */
  'all-products-management': { list: GET.path('/api/v1/products/admin'), one: GET.byId('/api/v1/products/{id}') },
  categories: {
    list: GET.path('/api/v1/category'),
    create: POST.path('/api/v1/category'),
    one: GET.byId('/api/v1/category/{id}'),
    update: PUT.byId('/api/v1/category/{id}'),
    delete: DELETE.byId('/api/v1/category/{id}'),
  },
  /** Comments are listed by status, which is part of the path. */
  reviews: {
    listRoute: ({ status, ...rest }) => ({
      path: apiPath('/api/v1/product/comments/{status}', { status: reviewStatusOf(status) }),
      filter: rest,
    }),
  },
  /** The input providers' products a dealer may add to its catalogue. */
  inputs: { list: GET.path('/api/v1/catalog/products/filter'), one: GET.byId('/api/v1/products/{id}') },
  /** A dealer's own catalogue entries. */
  myproducts: {
    list: GET.path('/api/v1/catalog/products'),
    one: GET.byId('/api/v1/catalog/products/{id}'),
    update: PUT.byId('/api/v1/catalog/product/edit/{id}'),
    delete: DELETE.byId('/api/v1/catalog/products/{id}'),
  },
};

/** The inputs list answers `{ product, ... }` items: the product's id identifies them. */
export const CATALOGUE_RECORD_IDS: Record<string, string> = {
  inputs: 'product.id',
};
