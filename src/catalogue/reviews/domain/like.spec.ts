import { decider } from '../../../kernel/testing/given-when-then';
import { decideToggleLike, evolveLike, initialLikeState, ProductLiked, ProductUnliked } from './like';

const NOW = '2026-01-01T00:00:00.000Z';
const like = decider(evolveLike, initialLikeState);
const toggle =
  (ownProduct = false) =>
  (s: typeof initialLikeState) =>
    decideToggleLike(s, { productId: 'p1', userId: 'u1', ownProduct, now: NOW });
const liked = ProductLiked.create({ productId: 'p1', userId: 'u1', at: NOW });
const unliked = ProductUnliked.create({ productId: 'p1', userId: 'u1', at: NOW });

describe('a like', () => {
  it('is given, taken back, and given again', () => {
    like.given().when(toggle()).then(liked);
    like.given(liked).when(toggle()).then(unliked);
    like.given(liked, unliked).when(toggle()).then(liked);
  });

  it('is refused to the seller of the product', () => {
    like.given().when(toggle(true)).thenFails('LIKE_OWN_PRODUCT');
  });
});
