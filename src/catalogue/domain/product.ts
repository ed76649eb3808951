import { defineEvent, sharedDataOf } from '../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../kernel/events/event.types';
import { DomainError } from '../../kernel/errors/domain-error';
import { CatalogueErrors } from '../catalogue.errors';
import { defineAggregate } from '../../kernel/events/decider';

export const PRODUCT_STREAM = 'product';
export const productStreamId = (productId: string) => `product-${productId}`;

export type ProductStatus = 'PUBLISHED' | 'UNPUBLISHED';
export type ApprovalStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
export const PRODUCT_STATUSES: ProductStatus[] = ['PUBLISHED', 'UNPUBLISHED'];
export const APPROVAL_STATUSES: ApprovalStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

/** What a seller says about a product (the whole of it, on submission and on every update). */
export interface ProductDetails {
  name: string;
  description: string;
  storageCondition: string;
  categoryId: number;
  subCategoryId: number;
  typeId: number;
  formId: number;
  sizeIds: number[];
  deliveryMethodIds: number[];
  usageIds: number[];
  /** A decimal string, e.g. "12500.50". */
  price: string;
  quantity: number;
  location: string;
  latitude: number | null;
  longitude: number | null;
}

export interface ProductPhoto {
  photoId: string;
  storageKey: string;
}

/** New products are PUBLISHED and approval PENDING. */
export interface ProductSubmitted extends ProductDetails {
  productId: string;
  ownerId: string;
  countryId: number;
  at: string;
}
/** Approval goes back to PENDING. */
export interface ProductUpdated extends ProductDetails {
  productId: string;
  at: string;
}
export interface ProductStatusChanged {
  productId: string;
  at: string;
}
export interface ProductApprovalDecided {
  productId: string;
  /** Required when rejected. */
  reason: string | null;
  at: string;
}
export interface PhotosAdded {
  productId: string;
  photos: ProductPhoto[];
  at: string;
}
export interface PhotosRemoved {
  productId: string;
  photoIds: string[];
  at: string;
}
export interface ProductDeleted {
  productId: string;
  at: string;
}
/** An administrator's highlight, shown on the public catalogue. */
export interface ProductRecommendationChanged {
  productId: string;
  recommended: boolean;
  at: string;
}
export interface ProductCertificationChanged {
  productId: string;
  certified: boolean;
  at: string;
}

// Each event type of the product stream, declared once with its payload.
export const ProductSubmitted = defineEvent<ProductSubmitted>('ProductSubmitted');
export const ProductUpdated = defineEvent<ProductUpdated>('ProductUpdated');
export const ProductPublished = defineEvent<ProductStatusChanged>('ProductPublished');
export const ProductUnpublished = defineEvent<ProductStatusChanged>('ProductUnpublished');
export const ProductApproved = defineEvent<ProductApprovalDecided>('ProductApproved');
export const ProductRejected = defineEvent<ProductApprovalDecided>('ProductRejected');
export const ProductReturnedToPending = defineEvent<ProductApprovalDecided>('ProductReturnedToPending');
export const PhotosAdded = defineEvent<PhotosAdded>('PhotosAdded');
export const PhotosRemoved = defineEvent<PhotosRemoved>('PhotosRemoved');
export const ProductDeleted = defineEvent<ProductDeleted>('ProductDeleted');
export const ProductRecommendationChanged = defineEvent<ProductRecommendationChanged>('ProductRecommendationChanged');
export const ProductCertificationChanged = defineEvent<ProductCertificationChanged>('ProductCertificationChanged');

/** The product every event of the stream is about, and when. */
export const productEventData = sharedDataOf<{ productId: string; at: string }>(
  ProductSubmitted,
  ProductUpdated,
  ProductPublished,
  ProductUnpublished,
  ProductApproved,
  ProductRejected,
  ProductReturnedToPending,
  PhotosAdded,
  PhotosRemoved,
  ProductDeleted,
  ProductRecommendationChanged,
  ProductCertificationChanged,
);
/** An approval decision: approved, rejected or back to pending. */
export const productApprovalData = sharedDataOf<ProductApprovalDecided>(
  ProductApproved,
  ProductRejected,
  ProductReturnedToPending,
);

/** The type names, for projections' `handles` and `switch`es. */
export const ProductEvents = {
  submitted: ProductSubmitted.type,
  updated: ProductUpdated.type,
  published: ProductPublished.type,
  unpublished: ProductUnpublished.type,
  approved: ProductApproved.type,
  rejected: ProductRejected.type,
  returnedToPending: ProductReturnedToPending.type,
  photosAdded: PhotosAdded.type,
  photosRemoved: PhotosRemoved.type,
  deleted: ProductDeleted.type,
  recommendationChanged: ProductRecommendationChanged.type,
  certificationChanged: ProductCertificationChanged.type,
} as const;

export interface ProductState {
  exists: boolean;
  deleted: boolean;
  ownerId: string | null;
  photoIds: string[];
  recommended: boolean;
  certified: boolean;
}

export const initialProductState: ProductState = {
  exists: false,
  deleted: false,
  ownerId: null,
  photoIds: [],
  recommended: false,
  certified: false,
};

export function evolveProduct(state: ProductState, event: StoredEvent | NewEvent): ProductState {
  switch (event.type) {
    case ProductEvents.submitted:
      return { ...state, exists: true, ownerId: ProductSubmitted.dataOf(event).ownerId };
    case ProductEvents.photosAdded:
      return { ...state, photoIds: [...state.photoIds, ...PhotosAdded.dataOf(event).photos.map((p) => p.photoId)] };
    case ProductEvents.photosRemoved: {
      const removed = new Set(PhotosRemoved.dataOf(event).photoIds);
      return { ...state, photoIds: state.photoIds.filter((id) => !removed.has(id)) };
    }
    case ProductEvents.deleted:
      return { ...state, deleted: true };
    case ProductEvents.recommendationChanged:
      return { ...state, recommended: ProductRecommendationChanged.dataOf(event).recommended };
    case ProductEvents.certificationChanged:
      return { ...state, certified: ProductCertificationChanged.dataOf(event).certified };
    default:
      return state;
  }
}

/** `ownerId` null: an administrator, who reaches any product. A seller reaches only their own: others' are 404. */
function mustReach(state: ProductState, ownerId: string | null): void {
  if (!state.exists || state.deleted || (ownerId !== null && state.ownerId !== ownerId))
    throw new DomainError(CatalogueErrors.PRODUCT_NOT_FOUND);
}

export function decideSubmitProduct(
  state: ProductState,
  command: Omit<ProductSubmitted, 'at'> & { photos: ProductPhoto[]; now: string },
): NewEvent[] {
  if (state.exists) throw new DomainError(CatalogueErrors.PRODUCT_ALREADY_EXISTS);
  if (command.photos.length === 0)
    throw new DomainError('VALIDATION_FAILED', {}, [{ field: 'photos', message: 'PRODUCT_PHOTO_REQUIRED' }]);
  const { now, photos, ...details } = command;
  return [
    ProductSubmitted.create({ ...details, at: now }),
    PhotosAdded.create({ productId: command.productId, photos, at: now }),
  ];
}

export function decideUpdateProduct(
  state: ProductState,
  command: Omit<ProductUpdated, 'at'> & { ownerId: string; photos: ProductPhoto[]; now: string },
): NewEvent[] {
  mustReach(state, command.ownerId);
  const { now, photos, ownerId: _ownerId, ...details } = command;
  const events = [ProductUpdated.create({ ...details, at: now })];
  if (photos.length) events.push(PhotosAdded.create({ productId: command.productId, photos, at: now }));
  return events;
}

export function decideProductStatus(
  state: ProductState,
  command: { productId: string; ownerId: string; status: ProductStatus; now: string },
): NewEvent[] {
  mustReach(state, command.ownerId);
  const changed = command.status === 'PUBLISHED' ? ProductPublished : ProductUnpublished;
  return [changed.create({ productId: command.productId, at: command.now })];
}

export function decideApproval(
  state: ProductState,
  command: { productId: string; approvalStatus: ApprovalStatus; reason: string | null; now: string },
): NewEvent[] {
  mustReach(state, null);
  const reason = command.reason?.trim() || null;
  if (command.approvalStatus === 'REJECTED' && !reason)
    throw new DomainError('VALIDATION_FAILED', {}, [{ field: 'reason', message: 'REJECTION_REASON_REQUIRED' }]);
  const decided = { PENDING: ProductReturnedToPending, APPROVED: ProductApproved, REJECTED: ProductRejected }[
    command.approvalStatus
  ];
  return [
    decided.create({
      productId: command.productId,
      reason: command.approvalStatus === 'REJECTED' ? reason : null,
      at: command.now,
    }),
  ];
}

export function decideRemovePhotos(
  state: ProductState,
  command: { productId: string; ownerId: string; photoIds: string[]; now: string },
): NewEvent[] {
  mustReach(state, command.ownerId);
  const photoIds = [...new Set(command.photoIds)];
  if (photoIds.some((id) => !state.photoIds.includes(id)))
    throw new DomainError(CatalogueErrors.PRODUCT_PHOTO_NOT_FOUND);
  if (photoIds.length >= state.photoIds.length) throw new DomainError(CatalogueErrors.PRODUCT_LAST_PHOTO);
  return [PhotosRemoved.create({ productId: command.productId, photoIds, at: command.now })];
}

export function decideDeleteProduct(
  state: ProductState,
  command: { productId: string; ownerId: string; now: string },
): NewEvent[] {
  mustReach(state, command.ownerId);
  return [ProductDeleted.create({ productId: command.productId, at: command.now })];
}

/** `recommended` undefined toggles the flag; setting it to what it already is records nothing. */
export function decideRecommendation(
  state: ProductState,
  command: { productId: string; recommended?: boolean; now: string },
): NewEvent[] {
  mustReach(state, null);
  const recommended = command.recommended ?? !state.recommended;
  if (recommended === state.recommended) return [];
  return [ProductRecommendationChanged.create({ productId: command.productId, recommended, at: command.now })];
}

/** `certified` undefined toggles the flag; setting it to what it already is records nothing. */
export function decideCertification(
  state: ProductState,
  command: { productId: string; certified?: boolean; now: string },
): NewEvent[] {
  mustReach(state, null);
  const certified = command.certified ?? !state.certified;
  if (certified === state.certified) return [];
  return [ProductCertificationChanged.create({ productId: command.productId, certified, at: command.now })];
}

export const ProductStream = defineAggregate({
  streamType: PRODUCT_STREAM,
  streamId: productStreamId,
  initial: initialProductState,
  evolve: evolveProduct,
});
