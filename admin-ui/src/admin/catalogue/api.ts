/**
 * The catalogue's calls that are not CRUD, added to the console's data provider (../dataProvider.ts):
 * screens reach them with useConsoleApi().
 */
import { countOf, rowsOf, seg, type ApiRequest } from '../api/request';
import type { ReviewStatus } from './resources';
import type { ApprovalStatus, CatalogEntry, CatalogLocation, CatalogPrice, Category, Item, Mutation, Product, ProductDetail, ProductStatus, Review } from './types';

type Id = string | number;

/** The catalogue's reference lists (public), by their path. */
export const REFERENCE_LISTS = {
  sizes: '/size',
  usages: '/usage',
  deliveryMethods: '/delivery-method',
  forms: '/products/form',
  types: '/products/type',
} as const;
export type ReferenceList = keyof typeof REFERENCE_LISTS;

export interface NewCatalogEntry {
  productId: string;
  price: string;
  quantity: number;
  locations: { location: string; price?: string }[];
}

export function catalogueCalls(request: ApiRequest) {
  return {
    /** GET category: the categories with their subcategories. */
    getCategories: async (signal?: AbortSignal) => rowsOf<Category>(await request('/category', { signal })),

    /** GET size, usage, delivery-method, products/form or products/type. */
    getReferenceItems: async (list: ReferenceList, signal?: AbortSignal) => rowsOf<Item>(await request(REFERENCE_LISTS[list], { signal })),

    /** PUT me/products/{id}/status */
    setProductStatus: (id: Id, status: ProductStatus) =>
      request<Mutation<Product>>(`/me/products/${seg(id)}/status`, { method: 'PUT', body: { status } }),

    /** DELETE me/products/{id}/photos { photoIds } */
    removeProductPhotos: (id: Id, photoIds: string[]) =>
      request<Mutation<Product>>(`/me/products/${seg(id)}/photos`, { method: 'DELETE', body: { photoIds } }),

    /** PUT products/admin/approve/{id}/{status}, with the reason of a rejection. */
    decideProduct: (id: Id, status: ApprovalStatus, reason?: string) =>
      request<Mutation<Product>>(`/products/admin/approve/${seg(id)}/${status}`, { method: 'PUT', body: reason ? { reason } : {} }),

    /** PUT products/{id}/recommend { recommended } */
    setProductRecommended: (id: Id, recommended: boolean) =>
      request<Mutation<ProductDetail>>(`/products/${seg(id)}/recommend`, { method: 'PUT', body: { recommended } }),

    /** PUT products/{id}/certify { certified } */
    setProductCertified: (id: Id, certified: boolean) =>
      request<Mutation<ProductDetail>>(`/products/${seg(id)}/certify`, { method: 'PUT', body: { certified } }),

    /** GET product/comments/{status}/count */
    countReviews: (status: ReviewStatus, signal?: AbortSignal) =>
      request(`/product/comments/${status}/count`, { signal }).then(countOf),

    /** POST product/comment/approval/{id}/{APPROVED|DECLINED} */
    decideReview: (id: Id, decision: Exclude<ReviewStatus, 'PENDING'>) =>
      request<Mutation<Review>>(`/product/comment/approval/${seg(id)}/${decision}`, { method: 'POST' }),

    /** GET catalog/{productId}/products: the dealers' prices, cheapest first. */
    getCatalogPrices: (productId: Id, signal?: AbortSignal) =>
      request<CatalogPrice[]>(`/catalog/${seg(productId)}/products`, { signal }),

    /** GET catalog/{productId}/products/location: where dealers sell it. */
    getCatalogLocations: (productId: Id, signal?: AbortSignal) =>
      request<CatalogLocation[]>(`/catalog/${seg(productId)}/products/location`, { signal }),

    /** POST catalog/product/add */
    addToCatalog: (entry: NewCatalogEntry) =>
      request<Mutation<CatalogEntry>>('/catalog/product/add', { method: 'POST', body: entry }),

    /** DELETE catalog/products/location/{id}: answers the entry as it now stands. */
    removeSellingLocation: (locationId: Id) =>
      request<Mutation<CatalogEntry>>(`/catalog/products/location/${seg(locationId)}`, { method: 'DELETE' }),
  };
}

export type CatalogueCalls = ReturnType<typeof catalogueCalls>;
