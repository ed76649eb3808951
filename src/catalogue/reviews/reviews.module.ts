import { DynamicModule, Module, Type } from '@nestjs/common';
import { PeopleDirectoryModule } from '../../accounts';
import { AuthorizationModule } from '../../authorization';
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
import { VERIFIED_PURCHASES, VerifiedPurchasesPort } from './verified-purchases.port';

const PROVIDERS = [
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
];

/** Likes, ratings and comments of products, and the moderation of comments. Registered by CatalogueModule.forRoot. */
@Module({})
export class ReviewsModule {
  /** `verifiedPurchases`: the class answering VERIFIED_PURCHASES (see CatalogueModule.forRoot). */
  static forRoot(verifiedPurchases?: Type<VerifiedPurchasesPort>): DynamicModule {
    return {
      module: ReviewsModule,
      imports: [AuthorizationModule, PeopleDirectoryModule],
      controllers: [ReviewsController, CommentModerationController],
      providers: [
        ...PROVIDERS,
        ...(verifiedPurchases ? [{ provide: VERIFIED_PURCHASES, useClass: verifiedPurchases }] : []),
      ],
    };
  }
}
