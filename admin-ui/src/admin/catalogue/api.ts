/**
 * The catalogue's calls that are not CRUD, added to the console's data provider (../dataProvider.ts):
 * screens reach them with useConsoleApi().
 */
import type { PathsOf, TypedApi } from '../../shared/api';
import type { Schema } from '../../shared/schemas';
import { countOf } from '../api/request';
import type { ReviewStatus } from './resources';
import type { ApprovalStatus, ProductStatus } from './types';

type Id = string | number;

/** The catalogue's reference lists (public), by their path. */
const REFERENCE_LISTS = {
  sizes: '/api/v1/size',
  usages: '/api/v1/usage',
  deliveryMethods: '/api/v1/delivery-method',
  forms: '/api/v1/products/form',
  types: '/api/v1/products/type',
} as const satisfies Record<string, PathsOf<'get'>>;
export type ReferenceList = keyof typeof REFERENCE_LISTS;

export type NewCatalogEntry = Schema<'NewCatalogEntryDto'>;

export function catalogueCalls(api: TypedApi) {
  const id = (value: Id) => String(value);
  return {
    /** GET category: the categories with their subcategories. */
    getCategories: (signal?: AbortSignal) => api.get('/api/v1/category', { signal }),

    /** GET size, usage, delivery-method, products/form or products/type. */
    getReferenceItems: (list: ReferenceList, signal?: AbortSignal) => api.get(REFERENCE_LISTS[list], { signal }),

    /** PUT me/products/{id}/status */
    setProductStatus: (productId: Id, status: ProductStatus) =>
      api.put('/api/v1/me/products/{id}/status', { params: { path: { id: id(productId) } }, body: { status } }),

    /** DELETE me/products/{id}/photos { photoIds } */
    removeProductPhotos: (productId: Id, photoIds: string[]) =>
      api.delete('/api/v1/me/products/{id}/photos', { params: { path: { id: id(productId) } }, body: { photoIds } }),

    /** PUT products/admin/approve/{id}/{status}, with the reason of a rejection. */
    decideProduct: (productId: Id, approvalStatus: ApprovalStatus, reason?: string) =>
      api.put('/api/v1/products/admin/approve/{productId}/{approvalStatus}', {
        params: { path: { productId: id(productId), approvalStatus } },
        body: reason ? { reason } : {},
      }),

    /** PUT products/{id}/recommend { recommended } */
    setProductRecommended: (productId: Id, recommended: boolean) =>
      api.put('/api/v1/products/{id}/recommend', { params: { path: { id: id(productId) } }, body: { recommended } }),

    /** PUT products/{id}/certify { certified } */
    setProductCertified: (productId: Id, certified: boolean) =>
      api.put('/api/v1/products/{id}/certify', { params: { path: { id: id(productId) } }, body: { certified } }),

    /** GET product/comments/{status}/count */
    countReviews: async (status: ReviewStatus, signal?: AbortSignal) =>
      countOf(await api.get('/api/v1/product/comments/{status}/count', { params: { path: { status } }, signal })),

    /** POST product/comment/approval/{id}/{APPROVED|DECLINED} */
    decideReview: (commentId: Id, decision: Exclude<ReviewStatus, 'PENDING'>) =>
      api.post('/api/v1/product/comment/approval/{commentId}/{decision}', {
        params: { path: { commentId: id(commentId), decision } },
      }),

    /** GET catalog/{productId}/products: the dealers' prices, cheapest first. */
    getCatalogPrices: (productId: Id, signal?: AbortSignal) =>
      api.get('/api/v1/catalog/{id}/products', { params: { path: { id: id(productId) } }, signal }),

    /** GET catalog/{productId}/products/location: where dealers sell it. */
    getCatalogLocations: (productId: Id, signal?: AbortSignal) =>
      api.get('/api/v1/catalog/{id}/products/location', { params: { path: { id: id(productId) } }, signal }),

    /** POST catalog/product/add */
    addToCatalog: (entry: NewCatalogEntry) => api.post('/api/v1/catalog/product/add', { body: entry }),

    /** DELETE catalog/products/location/{id}: answers the entry as it now stands. */
    removeSellingLocation: (locationId: Id) =>
      api.delete('/api/v1/catalog/products/location/{id}', { params: { path: { id: id(locationId) } } }),
  };
}
