export { CatalogueModule } from './catalogue.module';
export type { CatalogueOptions } from './catalogue.module';
export type { CategoryView, ItemView, ProductView } from './queries/catalogue.views';
export { GetProductForTradeQuery } from './queries/product-for-trade.query';
export type { DeliveryMethodFacts, ProductFacts } from './queries/product-for-trade.query';
export { ProductsNearQuery } from './queries/products-near.query';
export type { ProductNearView, ProductsNearOptions } from './queries/products-near.query';
export { ProductEvents } from './domain/product';
export { CategoryEvents } from './domain/category';
export { VERIFIED_PURCHASES } from './reviews/queries/verified-purchases.port';
export type { VerifiedPurchasesPort } from './reviews/queries/verified-purchases.port';
export { CatalogueErrors } from './catalogue.errors';
export {
  PhotosAdded,
  PhotosRemoved,
  ProductApproved,
  ProductCertificationChanged,
  ProductDeleted,
  ProductPublished,
  ProductRecommendationChanged,
  ProductRejected,
  ProductReturnedToPending,
  ProductSubmitted,
  ProductUnpublished,
  ProductUpdated,
} from './domain/product';
export type { ProductApprovalDecided, ProductDetails, ProductPhoto, ProductStatusChanged } from './domain/product';
export { CategoryCreated, CategoryDeleted, CategoryRenamed } from './domain/category';
export type { NamedItem } from './domain/category';
export { LikeEvents, ProductLiked, ProductUnliked } from './reviews/domain/like';
export type { ProductLikeToggled } from './reviews/domain/like';
export {
  ProductReviewed,
  ReviewCommentApproved,
  ReviewCommentDeclined,
  ReviewCommentWritten,
  ReviewEvents,
  ReviewRatingChanged,
} from './reviews/domain/review';
export type { ReviewCommentDecided } from './reviews/domain/review';
export {
  CatalogEntryAdded,
  CatalogEntryEdited,
  CatalogEntryEvents,
  CatalogEntryRemoved,
  CatalogLocationRemoved,
} from './seller-catalogue/domain/catalog-entry';
export type { CatalogEntryTerms, SellingLocation } from './seller-catalogue/domain/catalog-entry';
