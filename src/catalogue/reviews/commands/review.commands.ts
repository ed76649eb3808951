import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { EventStore } from '../../../kernel/events/event-store';
import { CommentDecision, decideModeration, decideRate, ReviewEvents, ReviewStream } from '../domain/review';
import { ReviewedProducts } from '../queries/reviewed-products';
import { ModeratedCommentView, MyReviewView, ReviewSummaryView, ReviewViews } from '../queries/review.views';
import { Clock } from '../../../kernel/clock/clock';

export interface RatingResult {
  /** True when this is the author's first review of the product. */
  created: boolean;
  /** True when a new or changed comment now waits for moderation. */
  commentPending: boolean;
  review: MyReviewView;
  summary: ReviewSummaryView;
}

/** Rates a public product (with an optional comment): one review per author and product, changed by later calls. */
export class RateProductCommand extends Command<RatingResult> {
  constructor(
    readonly authorId: string,
    readonly productId: string,
    readonly input: { rating: number; comment?: string },
  ) {
    super();
  }
}
/** Approves or declines a comment on a product of `countryId` (the moderator's working country). */
export class ModerateCommentCommand extends Command<ModeratedCommentView> {
  constructor(
    readonly countryId: number,
    readonly commentId: string,
    readonly decision: CommentDecision,
  ) {
    super();
  }
}

@CommandHandler(RateProductCommand)
export class RateProductHandler implements ICommandHandler<RateProductCommand, RatingResult> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly products: ReviewedProducts,
    private readonly views: ReviewViews,
    private readonly clock: Clock,
  ) {}

  execute({ authorId, productId, input }: RateProductCommand): Promise<RatingResult> {
    return this.dataSource.transaction(async (manager) => {
      const product = await this.products.publicProduct(productId, manager);
      const ownProduct = await this.products.sells(authorId, product);
      const events = await ReviewStream.execute(
        this.store,
        { productId, authorId },
        (state) =>
          decideRate(state, {
            newReviewId: randomUUID(),
            productId,
            authorId,
            ownProduct,
            rating: input.rating,
            comment: input.comment,
            now: this.clock.nowIso(),
          }),
        manager,
      );
      return {
        created: events.some((e) => e.type === ReviewEvents.reviewed),
        commentPending: events.some((e) => e.type === ReviewEvents.commentWritten),
        review: (await this.views.myReview(productId, authorId, manager))!,
        summary: await this.views.summary(productId, authorId, manager),
      };
    });
  }
}

@CommandHandler(ModerateCommentCommand)
export class ModerateCommentHandler implements ICommandHandler<ModerateCommentCommand, ModeratedCommentView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: ReviewViews,
    private readonly clock: Clock,
  ) {}

  async execute({ countryId, commentId, decision }: ModerateCommentCommand): Promise<ModeratedCommentView> {
    await this.dataSource.transaction(async (manager) => {
      const stream = await this.views.commentOf(commentId, countryId, manager);
      await ReviewStream.execute(
        this.store,
        stream,
        (state) => decideModeration(state, { productId: stream.productId, decision, now: this.clock.nowIso() }),
        manager,
      );
    });
    return this.views.commentToModerate(commentId, countryId);
  }
}
