import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { sharedDataOf } from '../../../kernel/events/event-registry';
import { StoredEvent } from '../../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import { ProductDeleted, ProductEvents } from '../../domain/product';
import { LikeEvents, ProductLiked, ProductUnliked } from '../domain/like';
import {
  ProductReviewed,
  ReviewCommentApproved,
  ReviewCommentDeclined,
  ReviewCommentWritten,
  ReviewEvents,
  ReviewRatingChanged,
} from '../domain/review';

/** The product each event this projection follows is about, and when. */
const productEventOfReviews = sharedDataOf<{ productId: string; at: string }>(
  ProductReviewed,
  ReviewRatingChanged,
  ReviewCommentWritten,
  ReviewCommentApproved,
  ReviewCommentDeclined,
  ProductLiked,
  ProductUnliked,
  ProductDeleted,
);
const reviewDecisionData = sharedDataOf<{ reviewId: string }>(ReviewCommentApproved, ReviewCommentDeclined);
const likeData = sharedDataOf<{ userId: string }>(ProductLiked, ProductUnliked);

/**
 * Reviews (product_reviews), likes (product_likes) and the counts per product that the public catalogue joins
 * (product_review_stats), kept from the review and like streams.
 */
@Injectable()
@Projection()
export class ReviewsProjection implements InlineProjection {
  readonly name = 'product-reviews';
  readonly tables = ['product_reviews', 'product_likes', 'product_review_stats'];
  readonly handles = [...Object.values(ReviewEvents), ...Object.values(LikeEvents), ProductEvents.deleted];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    const { productId, at: occurredAt } = productEventOfReviews(event);
    const at = new Date(occurredAt);
    switch (event.type) {
      case ReviewEvents.reviewed: {
        const data = ProductReviewed.dataOf(event);
        await manager.query(
          `INSERT INTO product_reviews (id, product_id, author_id, rating, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)`,
          [data.reviewId, productId, data.authorId, data.rating, at],
        );
        break;
      }
      case ReviewEvents.ratingChanged: {
        const data = ReviewRatingChanged.dataOf(event);
        await manager.query(`UPDATE product_reviews SET rating = $2, updated_at = $3 WHERE id = $1`, [
          data.reviewId,
          data.rating,
          at,
        ]);
        break;
      }
      case ReviewEvents.commentWritten: {
        const data = ReviewCommentWritten.dataOf(event);
        await manager.query(
          `UPDATE product_reviews SET comment = $2, comment_status = 'PENDING', commented_at = $3, decided_at = NULL, updated_at = $3 WHERE id = $1`,
          [data.reviewId, data.comment, at],
        );
        break;
      }
      case ReviewEvents.commentApproved:
      case ReviewEvents.commentDeclined: {
        const status = event.type === ReviewEvents.commentApproved ? 'APPROVED' : 'DECLINED';
        await manager.query(
          `UPDATE product_reviews SET comment_status = $2, decided_at = $3, updated_at = $3 WHERE id = $1`,
          [reviewDecisionData(event).reviewId, status, at],
        );
        break;
      }
      case LikeEvents.liked:
        await manager.query(
          `INSERT INTO product_likes (product_id, user_id, liked_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
          [productId, likeData(event).userId, at],
        );
        break;
      case LikeEvents.unliked:
        await manager.query(`DELETE FROM product_likes WHERE product_id = $1 AND user_id = $2`, [
          productId,
          likeData(event).userId,
        ]);
        break;
      case ProductEvents.deleted:
        for (const table of this.tables) await manager.query(`DELETE FROM ${table} WHERE product_id = $1`, [productId]);
        return;
      default:
        return;
    }
    await this.refreshStats(productId, manager);
  }

  /**
   * Counts the product's likes and reviews again. The row is locked first, so the counting statement (a fresh
   * snapshot under READ COMMITTED) sees every review committed by a concurrent writer that held the lock before.
   */
  private async refreshStats(productId: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO product_review_stats (product_id) VALUES ($1) ON CONFLICT (product_id) DO NOTHING`,
      [productId],
    );
    await manager.query(`SELECT 1 FROM product_review_stats WHERE product_id = $1 FOR UPDATE`, [productId]);
    await manager.query(
      `UPDATE product_review_stats s
          SET likes = (SELECT count(*) FROM product_likes l WHERE l.product_id = $1),
              rating_count = r.n, rating_sum = r.total, approved_comments = r.approved
         FROM (SELECT count(*)::int AS n, coalesce(sum(rating), 0)::int AS total, (count(*) FILTER (WHERE comment_status = 'APPROVED'))::int AS approved
                 FROM product_reviews WHERE product_id = $1) r
        WHERE s.product_id = $1`,
      [productId],
    );
  }
}
