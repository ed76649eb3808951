import { Module } from '@nestjs/common';
import './reviews.messages';
import { ToggleLikeHandler } from './commands/like.commands';
import { ModerateCommentHandler, RateProductHandler } from './commands/review.commands';
import { CommentModerationController } from './http/comment-moderation.controller';
import { ReviewsController } from './http/reviews.controller';
import { AuthorNames } from './queries/author-names';
import { ReviewedProducts } from './queries/reviewed-products';
import {
  CountCommentsToModerateHandler,
  GetLikesHandler,
  GetReviewSummaryHandler,
  ListApprovedCommentsHandler,
  ListCommentsToModerateHandler,
} from './queries/review.queries';
import { ReviewViews } from './queries/review.views';
import { ReviewsProjection } from './read-models/reviews.projection';

/** Likes, ratings and comments of products, and the moderation of comments. */
@Module({
  controllers: [ReviewsController, CommentModerationController],
  providers: [
    ReviewedProducts,
    AuthorNames,
    ReviewViews,
    ReviewsProjection,
    ToggleLikeHandler,
    RateProductHandler,
    ModerateCommentHandler,
    GetReviewSummaryHandler,
    GetLikesHandler,
    ListApprovedCommentsHandler,
    ListCommentsToModerateHandler,
    CountCommentsToModerateHandler,
  ],
})
export class ReviewsModule {}
