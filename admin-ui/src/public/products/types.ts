/** What the public catalogue API answers (see src/catalogue/public and src/catalogue/reviews). */

export interface NamedItem {
  id: number;
  name: string;
  nameFr: string;
}

export interface Category extends NamedItem {
  subCategories: NamedItem[];
}

export interface Seller {
  id: string;
  company: string | null;
}

export interface Photo {
  id: string;
  /** Relative to /api/v1. */
  url: string;
  main: boolean;
}

export interface PublicProduct {
  id: string;
  /** The page is /products/{slug}; the slug ends with the id. */
  slug: string;
  name: string;
  description: string;
  category: NamedItem | null;
  subCategory: NamedItem | null;
  sizes: NamedItem[];
  usages: NamedItem[];
  deliveryMethods: NamedItem[];
  price: string;
  /** ISO 4217 code of the price. */
  currency: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  photos: Photo[];
  mainPhoto: string | null;
  seller: Seller;
  country: { id: number; name: string };
  recommended: boolean;
  certified: boolean;
  likes: number;
  rating: { average: number; count: number };
}

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export interface Likes {
  likes: number;
  likedByMe: boolean;
}

export interface PublicComment {
  id: string;
  author: { id: string | null; name: string };
  rating: number;
  comment: string;
  createdAt: string;
  /** The author received a delivered order of this product. */
  verifiedPurchase: boolean;
}

export interface RatingAnswer {
  success: boolean;
  message: string;
  data: { summary: { average: number; count: number; likes: number } };
}

/** A place selling the product (GET retailers/{id}). */
export interface MapPoint {
  latitude: number;
  longitude: number;
  price: string;
  role: string;
  company: string | null;
  location: string;
}

/** Products and comments come 20 a page; the first page is 0. */
export const PAGE_SIZE = 20;
