/**
 * The catalogue's calls that are not CRUD, added to the console's data provider
 * (`dataProvider.setProductStatus(...)` and so on) so that they share its error handling.
 */
import { http } from '../../shared/http';
import type { ReviewStatus } from './resources';
import type { ApprovalStatus, CatalogEntry, CatalogLocation, CatalogPrice, Mutation, Product, ProductDetail, ProductStatus, Review } from './types';

type Id = string | number;
/** The data provider's wrapper: turns the API's errors into react-admin's (with field errors). */
type Call = <T>(run: () => Promise<T>) => Promise<T>;

const seg = (value: Id) => encodeURIComponent(String(value));

export interface NewCatalogEntry {
  productId: string;
  price: string;
  quantity: number;
  locations: { location: string; price?: string }[];
}

export function catalogueCalls(call: Call) {
  return {
    /** PUT me/products/{id}/status */
    setProductStatus: (id: Id, status: ProductStatus) =>
      call(() => http<Mutation<Product>>(`/me/products/${seg(id)}/status`, { method: 'PUT', body: { status } })),

    /** DELETE me/products/{id}/photos { photoIds } */
    removeProductPhotos: (id: Id, photoIds: string[]) =>
      call(() => http<Mutation<Product>>(`/me/products/${seg(id)}/photos`, { method: 'DELETE', body: { photoIds } })),

    /** PUT products/admin/approve/{id}/{status}, with the reason of a rejection. */
    decideProduct: (id: Id, status: ApprovalStatus, reason?: string) =>
      call(() =>
        http<Mutation<Product>>(`/products/admin/approve/${seg(id)}/${status}`, { method: 'PUT', body: reason ? { reason } : {} }),
      ),

    /** PUT products/{id}/recommend { recommended } */
    setProductRecommended: (id: Id, recommended: boolean) =>
      call(() => http<Mutation<ProductDetail>>(`/products/${seg(id)}/recommend`, { method: 'PUT', body: { recommended } })),

    /** PUT products/{id}/certify { certified } */
    setProductCertified: (id: Id, certified: boolean) =>
      call(() => http<Mutation<ProductDetail>>(`/products/${seg(id)}/certify`, { method: 'PUT', body: { certified } })),

    /** GET product/comments/{status}/count */
    countReviews: (status: ReviewStatus, signal?: AbortSignal) =>
      call(async () => {
        const body = await http<{ count?: unknown } | number>(`/product/comments/${status}/count`, { signal });
        return Number(typeof body === 'number' ? body : body?.count) || 0;
      }),

    /** POST product/comment/approval/{id}/{APPROVED|DECLINED} */
    decideReview: (id: Id, decision: Exclude<ReviewStatus, 'PENDING'>) =>
      call(() => http<Mutation<Review>>(`/product/comment/approval/${seg(id)}/${decision}`, { method: 'POST' })),

    /** GET catalog/{productId}/products: the dealers' prices, cheapest first. */
    getCatalogPrices: (productId: Id, signal?: AbortSignal) =>
      call(() => http<CatalogPrice[]>(`/catalog/${seg(productId)}/products`, { signal })),

    /** GET catalog/{productId}/products/location: where dealers sell it. */
    getCatalogLocations: (productId: Id, signal?: AbortSignal) =>
      call(() => http<CatalogLocation[]>(`/catalog/${seg(productId)}/products/location`, { signal })),

    /** POST catalog/product/add */
    addToCatalog: (entry: NewCatalogEntry) =>
      call(() => http<Mutation<CatalogEntry>>('/catalog/product/add', { method: 'POST', body: entry })),

    /** DELETE catalog/products/location/{id}: answers the entry as it now stands. */
    removeSellingLocation: (locationId: Id) =>
      call(() => http<Mutation<CatalogEntry>>(`/catalog/products/location/${seg(locationId)}`, { method: 'DELETE' })),
  };
}

export type CatalogueCalls = ReturnType<typeof catalogueCalls>;
