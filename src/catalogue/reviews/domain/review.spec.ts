import { NewEvent } from '../../../kernel/events/event.types';
import { DomainError } from '../../../kernel/errors/domain-error';
import { decideToggleLike, evolveLike, initialLikeState } from './like';
import {
  decideModeration,
  decideRate,
  evolveReview,
  initialReviewState,
  RateProduct,
  ReviewEvents,
  ReviewState,
} from './review';

const NOW = '2026-01-01T00:00:00.000Z';
const rate = (overrides: Partial<RateProduct> = {}): RateProduct => ({
  newReviewId: 'r1',
  productId: 'p1',
  authorId: 'u1',
  ownProduct: false,
  rating: 4,
  now: NOW,
  ...overrides,
});
const after = (...steps: ((s: ReviewState) => NewEvent[])[]) =>
  steps.reduce((state, decide) => decide(state).reduce(evolveReview, state), initialReviewState);
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as DomainError).code;
  }
  return 'no error';
};
const types = (events: NewEvent[]) => events.map((e) => e.type);

describe('rating a product', () => {
  it('records the first review, then only what changes', () => {
    expect(types(decideRate(initialReviewState, rate({ comment: 'Good yield' })))).toEqual([
      ReviewEvents.reviewed,
      ReviewEvents.commentWritten,
    ]);
    const reviewed = after((s) => decideRate(s, rate({ comment: 'Good yield' })));
    expect(reviewed).toEqual({ reviewId: 'r1', rating: 4, comment: 'Good yield', commentStatus: 'PENDING' });
    expect(decideRate(reviewed, rate({ newReviewId: 'other', comment: ' Good yield ' }))).toEqual([]);
    expect(decideRate(reviewed, rate({ rating: 5 }))).toEqual([
      { type: ReviewEvents.ratingChanged, data: { reviewId: 'r1', productId: 'p1', rating: 5, at: NOW } },
    ]);
    expect(types(decideRate(reviewed, rate({ comment: 'Even better' })))).toEqual([ReviewEvents.commentWritten]);
  });

  it('refuses the seller and ratings out of 1 to 5', () => {
    expect(codeOf(() => decideRate(initialReviewState, rate({ ownProduct: true })))).toBe('REVIEW_OWN_PRODUCT');
    for (const rating of [0, 6, 2.5])
      expect(codeOf(() => decideRate(initialReviewState, rate({ rating })))).toBe('VALIDATION_FAILED');
  });

  it('sends a changed comment back to moderation', () => {
    const approved = after(
      (s) => decideRate(s, rate({ comment: 'Good yield' })),
      (s) => decideModeration(s, { productId: 'p1', decision: 'APPROVED', now: NOW }),
    );
    expect(approved.commentStatus).toBe('APPROVED');
    expect(
      decideRate(approved, rate({ comment: 'Changed my mind' })).reduce(evolveReview, approved).commentStatus,
    ).toBe('PENDING');
  });
});

describe('moderating a comment', () => {
  it('approves or declines; the same decision again records nothing, the other reverses it', () => {
    const pending = after((s) => decideRate(s, rate({ comment: 'Good yield' })));
    const approve = decideModeration(pending, { productId: 'p1', decision: 'APPROVED', now: NOW });
    expect(approve).toEqual([
      { type: ReviewEvents.commentApproved, data: { reviewId: 'r1', productId: 'p1', at: NOW } },
    ]);
    const approved = approve.reduce(evolveReview, pending);
    expect(decideModeration(approved, { productId: 'p1', decision: 'APPROVED', now: NOW })).toEqual([]);
    expect(types(decideModeration(approved, { productId: 'p1', decision: 'DECLINED', now: NOW }))).toEqual([
      ReviewEvents.commentDeclined,
    ]);
  });

  it('finds no comment on a rating alone', () => {
    const ratedOnly = after((s) => decideRate(s, rate()));
    expect(codeOf(() => decideModeration(ratedOnly, { productId: 'p1', decision: 'APPROVED', now: NOW }))).toBe(
      'COMMENT_NOT_FOUND',
    );
    expect(
      codeOf(() => decideModeration(initialReviewState, { productId: 'p1', decision: 'DECLINED', now: NOW })),
    ).toBe('COMMENT_NOT_FOUND');
  });
});

describe('liking a product', () => {
  it('toggles, and refuses the seller', () => {
    const command = { productId: 'p1', userId: 'u1', ownProduct: false, now: NOW };
    const liked = decideToggleLike(initialLikeState, command).reduce(evolveLike, initialLikeState);
    expect(liked).toEqual({ liked: true });
    expect(types(decideToggleLike(liked, command))).toEqual(['ProductUnliked']);
    expect(codeOf(() => decideToggleLike(initialLikeState, { ...command, ownProduct: true }))).toBe('LIKE_OWN_PRODUCT');
  });
});
