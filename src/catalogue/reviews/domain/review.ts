import { defineAggregate } from '../../../kernel/events/decider';
import { defineEvent } from '../../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../../kernel/events/event.types';
import { DomainError } from '../../../kernel/errors/domain-error';
import { CatalogueErrors } from '../../catalogue.errors';

/** One stream per author and product: a person reviews a product once, and changes that review afterwards. */
export const REVIEW_STREAM = 'review';
export const reviewStreamId = (productId: string, authorId: string) => `review-${productId}-${authorId}`;

export type CommentStatus = 'PENDING' | 'APPROVED' | 'DECLINED';
export const COMMENT_STATUSES: CommentStatus[] = ['PENDING', 'APPROVED', 'DECLINED'];
export type CommentDecision = Exclude<CommentStatus, 'PENDING'>;
export const COMMENT_DECISIONS: CommentDecision[] = ['APPROVED', 'DECLINED'];

export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** The first rating of a product by its author. */
export interface ProductReviewed {
  reviewId: string;
  productId: string;
  authorId: string;
  rating: number;
  at: string;
}
export interface ReviewRatingChanged {
  reviewId: string;
  productId: string;
  rating: number;
  at: string;
}
/**
 * A new or changed comment: it waits for moderation. The text is what the author published under their review
 * (the author's name is never in the event: it is read from the accounts module when shown).
 */
export interface ReviewCommentWritten {
  reviewId: string;
  productId: string;
  comment: string;
  at: string;
}
export interface ReviewCommentDecided {
  reviewId: string;
  productId: string;
  at: string;
}

export const ProductReviewed = defineEvent<ProductReviewed>('ProductReviewed');
export const ReviewRatingChanged = defineEvent<ReviewRatingChanged>('ReviewRatingChanged');
export const ReviewCommentWritten = defineEvent<ReviewCommentWritten>('ReviewCommentWritten');
export const ReviewCommentApproved = defineEvent<ReviewCommentDecided>('ReviewCommentApproved');
export const ReviewCommentDeclined = defineEvent<ReviewCommentDecided>('ReviewCommentDeclined');

/** The type names, for projections' `handles` and `switch`es. */
export const ReviewEvents = {
  reviewed: ProductReviewed.type,
  ratingChanged: ReviewRatingChanged.type,
  commentWritten: ReviewCommentWritten.type,
  commentApproved: ReviewCommentApproved.type,
  commentDeclined: ReviewCommentDeclined.type,
} as const;

export interface ReviewState {
  reviewId: string | null;
  rating: number | null;
  comment: string | null;
  commentStatus: CommentStatus | null;
}

export const initialReviewState: ReviewState = { reviewId: null, rating: null, comment: null, commentStatus: null };

export function evolveReview(state: ReviewState, event: StoredEvent | NewEvent): ReviewState {
  switch (event.type) {
    case ReviewEvents.reviewed: {
      const data = ProductReviewed.dataOf(event);
      return { ...state, reviewId: data.reviewId, rating: data.rating };
    }
    case ReviewEvents.ratingChanged:
      return { ...state, rating: ReviewRatingChanged.dataOf(event).rating };
    case ReviewEvents.commentWritten:
      return { ...state, comment: ReviewCommentWritten.dataOf(event).comment, commentStatus: 'PENDING' };
    case ReviewEvents.commentApproved:
      return { ...state, commentStatus: 'APPROVED' };
    case ReviewEvents.commentDeclined:
      return { ...state, commentStatus: 'DECLINED' };
    default:
      return state;
  }
}

export interface RateProduct {
  /** Used when this is the author's first review of the product. */
  newReviewId: string;
  productId: string;
  authorId: string;
  /** The author sells the product (themselves or as staff of its seller): they may not review it. */
  ownProduct: boolean;
  rating: number;
  /** Absent: the comment stays as it is. */
  comment?: string;
  now: string;
}

/**
 * Rates a product, with or without a comment. The rating counts at once; a new or changed comment waits for
 * moderation. Sending the same rating and comment again changes nothing.
 */
export function decideRate(state: ReviewState, command: RateProduct): NewEvent[] {
  if (command.ownProduct) throw new DomainError(CatalogueErrors.REVIEW_OWN_PRODUCT);
  if (!Number.isInteger(command.rating) || command.rating < MIN_RATING || command.rating > MAX_RATING) {
    throw new DomainError('VALIDATION_FAILED', {}, [{ field: 'rating', message: 'RATING_RANGE' }]);
  }
  const reviewId = state.reviewId ?? command.newReviewId;
  const { productId, rating, now: at } = command;
  const events: NewEvent[] = [];
  if (state.reviewId === null)
    events.push(ProductReviewed.create({ reviewId, productId, authorId: command.authorId, rating, at }));
  else if (state.rating !== rating) events.push(ReviewRatingChanged.create({ reviewId, productId, rating, at }));
  const comment = command.comment?.trim();
  if (comment !== undefined && comment !== state.comment)
    events.push(ReviewCommentWritten.create({ reviewId, productId, comment, at }));
  return events;
}

/**
 * A moderator's decision. Repeating the decision already taken changes nothing (a double click, two moderators
 * agreeing); the other decision reverses it, so an approved comment can be taken down and a declined one restored.
 */
export function decideModeration(
  state: ReviewState,
  command: { productId: string; decision: CommentDecision; now: string },
): NewEvent[] {
  if (state.reviewId === null || state.commentStatus === null) throw new DomainError(CatalogueErrors.COMMENT_NOT_FOUND);
  if (state.commentStatus === command.decision) return [];
  const decided = command.decision === 'APPROVED' ? ReviewCommentApproved : ReviewCommentDeclined;
  return [decided.create({ reviewId: state.reviewId, productId: command.productId, at: command.now })];
}

/** One stream per author and product. */
export const ReviewStream = defineAggregate<ReviewState, { productId: string; authorId: string }>({
  streamType: REVIEW_STREAM,
  streamId: ({ productId, authorId }) => reviewStreamId(productId, authorId),
  initial: initialReviewState,
  evolve: evolveReview,
});
