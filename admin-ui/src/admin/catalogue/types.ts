import type { Schema } from '../../shared/schemas';

export type { Mutation } from '../../shared/schemas';

/** A reference item (category, subcategory, size, usage...): its English and French names. */
export type Item = Schema<'ItemResponse'>;

export type Category = Schema<'CategoryResponse'>;

export type Photo = Schema<'PhotoResponse'>;

export const PRODUCT_STATUSES = ['PUBLISHED', 'UNPUBLISHED'] as const satisfies readonly Product['status'][];
export type ProductStatus = Product['status'];

export const APPROVAL_STATUSES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
] as const satisfies readonly Product['approvalStatus'][];
export type ApprovalStatus = Product['approvalStatus'];

/** A product as GET me/products and GET products/admin send it. */
export type Product = Schema<'ProductResponse'>;

/** GET products/{id}: the product with its seller, currency and highlights. */
export type ProductDetail = Schema<'PublicProductResponse'>;

/** A comment to moderate (GET product/comments/{status}). */
export type Review = Schema<'ModeratedCommentResponse'>;

/** An input provider's product as the seller catalogue shows it. */
export type CatalogProduct = Schema<'CatalogProductResponse'>;

/** `price` null: the entry's price applies. */
export type SellingLocation = Schema<'SellingLocationResponse'>;

/** A dealer's catalogue entry (GET catalog/products). */
export type CatalogEntry = Schema<'CatalogEntryResponse'>;

export type Dealer = Schema<'CatalogDealerResponse'>;

/** A dealer's price for a product (GET catalog/{id}/products); `id` is its catalogue entry. */
export type CatalogPrice = Schema<'CatalogPriceResponse'>;

/** Where a dealer sells a product (GET catalog/{id}/products/location). */
export type CatalogLocation = Schema<'CatalogLocationResponse'>;

/** An item of GET catalog/products/filter, with the product's id as its own (react-admin's record id); `distance` in km from the position given. */
export type InputItem = Schema<'InputResponse'> & { id: string };
