/** What the public catalogue API answers: aliases of the shapes generated from openapi.json (../../shared/api-types.ts). */
import type { Schema } from '../../shared/schemas';

export type { Page } from '../../shared/schemas';

export type NamedItem = Schema<'ItemResponse'>;

export type Category = Schema<'CategoryResponse'>;

export type Seller = Schema<'PublicSellerResponse'>;

/** `url` is relative to /api/v1. */
export type Photo = Schema<'PhotoResponse'>;

/** The page is /products/{slug} (the slug ends with the id); `currency` is the ISO 4217 code of the price. */
export type PublicProduct = Schema<'PublicProductResponse'>;

export type Likes = Schema<'LikesResponse'>;

/** `verifiedPurchase`: the author received a delivered order of this product. */
export type PublicComment = Schema<'PublicCommentResponse'>;

export type RatingAnswer = Schema<'RatingResultResponseMutation'>;

/** A place selling the product (GET retailers/{id}). */
export type MapPoint = Schema<'MapPointResponse'>;

/** Products and comments come 20 a page; the first page is 0. */
export const PAGE_SIZE = 20;
