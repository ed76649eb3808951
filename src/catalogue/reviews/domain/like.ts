import { NewEvent, StoredEvent } from '../../../kernel/events/event.types';
import { DomainError } from '../../../kernel/http/domain-error';

/** One stream per person and product: a like is theirs to give and take back. */
export const LIKE_STREAM = 'product-like';
export const likeStreamId = (productId: string, userId: string) => `like-${productId}-${userId}`;

export interface ProductLikeToggled {
  productId: string;
  userId: string;
  at: string;
}

export const LikeEvents = {
  liked: 'ProductLiked',
  unliked: 'ProductUnliked',
} as const;

export interface LikeState {
  liked: boolean;
}

export const initialLikeState: LikeState = { liked: false };

export function evolveLike(state: LikeState, event: StoredEvent | NewEvent): LikeState {
  switch (event.type) {
    case LikeEvents.liked:
      return { liked: true };
    case LikeEvents.unliked:
      return { liked: false };
    default:
      return state;
  }
}

/** Likes a product not liked yet, else takes the like back. A seller does not like their own product. */
export function decideToggleLike(state: LikeState, command: { productId: string; userId: string; ownProduct: boolean; now: string }): NewEvent[] {
  if (command.ownProduct) throw new DomainError('LIKE_OWN_PRODUCT', 403);
  const data: ProductLikeToggled = { productId: command.productId, userId: command.userId, at: command.now };
  return [{ type: state.liked ? LikeEvents.unliked : LikeEvents.liked, data: data as unknown as Record<string, unknown> }];
}
