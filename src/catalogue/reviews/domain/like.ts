import { defineAggregate } from '../../../kernel/events/decider';
import { defineEvent } from '../../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../../kernel/events/event.types';
import { DomainError } from '../../../kernel/errors/domain-error';
import { CatalogueErrors } from '../../catalogue.errors';

/** One stream per person and product: a like is theirs to give and take back. */
export const LIKE_STREAM = 'product-like';
export const likeStreamId = (productId: string, userId: string) => `like-${productId}-${userId}`;

export interface ProductLikeToggled {
  productId: string;
  userId: string;
  at: string;
}

export const ProductLiked = defineEvent<ProductLikeToggled>('ProductLiked');
export const ProductUnliked = defineEvent<ProductLikeToggled>('ProductUnliked');

/** The type names, for projections' `handles` and `switch`es. */
export const LikeEvents = {
  liked: ProductLiked.type,
  unliked: ProductUnliked.type,
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
export function decideToggleLike(
  state: LikeState,
  command: { productId: string; userId: string; ownProduct: boolean; now: string },
): NewEvent[] {
  if (command.ownProduct) throw new DomainError(CatalogueErrors.LIKE_OWN_PRODUCT);
  return [
    (state.liked ? ProductUnliked : ProductLiked).create({
      productId: command.productId,
      userId: command.userId,
      at: command.now,
    }),
  ];
}

/** One stream per person and product. */
export const LikeStream = defineAggregate<LikeState, { productId: string; userId: string }>({
  streamType: LIKE_STREAM,
  streamId: ({ productId, userId }) => likeStreamId(productId, userId),
  initial: initialLikeState,
  evolve: evolveLike,
});
