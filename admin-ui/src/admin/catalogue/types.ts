import type { ReviewStatus } from './resources';

/** A reference item (category, subcategory, size, usage...): its English and French names. */
export interface Item {
  id: number;
  name: string;
  nameFr?: string | null;
}

export interface Category extends Item {
  subCategories: Item[];
}

export interface Photo {
  id: string;
  /** Relative to /api/v1. */
  url: string;
  main: boolean;
}

export const PRODUCT_STATUSES = ['PUBLISHED', 'UNPUBLISHED'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** A product as GET me/products and GET products/admin send it. */
export interface Product {
  id: string;
  name: string;
  description: string;
  storageCondition: string;
  category: Item | null;
  subCategory: Item | null;
  subCategoryId: number;
  type: Item | null;
  productForm: Item | null;
  sizes: Item[];
  deliveryMethods: Item[];
  usages: Item[];
  price: string;
  quantity: number;
  location: string;
  latitude: number | null;
  longitude: number | null;
  status: ProductStatus;
  approvalStatus: ApprovalStatus;
  rejectionReason: string | null;
  ownerId: string;
  countryId: number;
  photos: Photo[];
  createdAt: string;
  updatedAt: string;
}

/** GET products/{id}: the product with its seller, currency and highlights. */
export interface ProductDetail extends Product {
  slug: string;
  seller: { id: string; company: string | null };
  country: { id: number; name: string };
  currency: string;
  recommended: boolean;
  certified: boolean;
  likes: number;
  rating: { average: number; count: number };
  mainPhoto: string | null;
}

/** A comment to moderate (GET product/comments/{status}). */
export interface Review {
  id: string;
  product: { id: string; name: string };
  author: { id: string | null; name: string };
  rating: number;
  comment: string;
  status: ReviewStatus;
  createdAt: string;
  decidedAt: string | null;
}

/** An input provider's product as the seller catalogue shows it. */
export interface CatalogProduct {
  id: string;
  name: string;
  price: string;
  currency: string;
  category: Item | null;
  subCategory: Item | null;
  sizes: Item[];
  mainPhoto: string | null;
  seller: { id: string; company: string | null };
  location: string;
  latitude: number | null;
  longitude: number | null;
  isPublic: boolean;
}

export interface SellingLocation {
  id: string;
  location: string;
  latitude: number;
  longitude: number;
  /** Null: the entry's price applies. */
  price: string | null;
}

/** A dealer's catalogue entry (GET catalog/products). */
export interface CatalogEntry {
  id: string;
  price: string;
  quantity: number;
  product: CatalogProduct;
  locations: SellingLocation[];
  createdAt: string;
  updatedAt: string;
}

export interface Dealer {
  id: string;
  company: string | null;
  role: string;
}

/** A dealer's price for a product (GET catalog/{id}/products); `id` is its catalogue entry. */
export interface CatalogPrice {
  id: string;
  seller: Dealer;
  price: string;
  quantity: number;
}

/** Where a dealer sells a product (GET catalog/{id}/products/location). */
export interface CatalogLocation {
  id: string;
  entryId: string;
  location: string;
  latitude: number;
  longitude: number;
  price: string;
  seller: Dealer;
}

/** An item of GET catalog/products/filter (its `id` is the product's). */
export interface InputItem {
  id: string;
  product: CatalogProduct;
  catalog_prices: CatalogPrice[];
  catalog_locations: CatalogLocation[];
  is_affiliated: boolean;
  is_pending: boolean;
  inMyCatalog: boolean;
  catalogEntryId: string | null;
  /** km from the position given, null without one. */
  distance: number | null;
}

/** What the API answers to a change. */
export interface Mutation<T> {
  success: boolean;
  message: string;
  data: T;
}
