import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../kernel/context/request-context';
import { Page, PageRequest } from '../../../kernel/http/envelopes';
import { CommentStatus } from '../domain/review';
import { ReviewedProducts } from './reviewed-products';
import { LikesView, ModeratedCommentView, PublicCommentView, ReviewSummaryView, ReviewViews } from './review.views';

/** The ratings summary of a product the caller may see (a public one; others only for their seller and moderators). */
export class GetReviewSummaryQuery extends Query<ReviewSummaryView> {
  constructor(
    readonly actor: Actor | null,
    readonly productId: string,
  ) {
    super();
  }
}
export class GetLikesQuery extends Query<LikesView> {
  constructor(
    readonly actor: Actor | null,
    readonly productId: string,
  ) {
    super();
  }
}
/** The approved comments of a product the caller may see, newest first. */
export class ListApprovedCommentsQuery extends Query<Page<PublicCommentView>> {
  constructor(
    readonly actor: Actor | null,
    readonly productId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}
/** The comments of a country in a status, newest first, for moderators. */
export class ListCommentsToModerateQuery extends Query<Page<ModeratedCommentView>> {
  constructor(
    readonly countryId: number,
    readonly status: CommentStatus,
    readonly page: PageRequest,
  ) {
    super();
  }
}
export class CountCommentsToModerateQuery extends Query<{ count: number }> {
  constructor(
    readonly countryId: number,
    readonly status: CommentStatus,
  ) {
    super();
  }
}

@QueryHandler(GetReviewSummaryQuery)
export class GetReviewSummaryHandler implements IQueryHandler<GetReviewSummaryQuery, ReviewSummaryView> {
  constructor(
    private readonly products: ReviewedProducts,
    private readonly views: ReviewViews,
  ) {}

  async execute({ actor, productId }: GetReviewSummaryQuery): Promise<ReviewSummaryView> {
    await this.products.visibleTo(actor, productId);
    return this.views.summary(productId, actor?.id ?? null);
  }
}

@QueryHandler(GetLikesQuery)
export class GetLikesHandler implements IQueryHandler<GetLikesQuery, LikesView> {
  constructor(
    private readonly products: ReviewedProducts,
    private readonly views: ReviewViews,
  ) {}

  async execute({ actor, productId }: GetLikesQuery): Promise<LikesView> {
    await this.products.visibleTo(actor, productId);
    return this.views.likes(productId, actor?.id ?? null);
  }
}

@QueryHandler(ListApprovedCommentsQuery)
export class ListApprovedCommentsHandler implements IQueryHandler<ListApprovedCommentsQuery, Page<PublicCommentView>> {
  constructor(
    private readonly products: ReviewedProducts,
    private readonly views: ReviewViews,
  ) {}

  async execute({ actor, productId, page }: ListApprovedCommentsQuery): Promise<Page<PublicCommentView>> {
    await this.products.visibleTo(actor, productId);
    return this.views.approvedComments(productId, page);
  }
}

@QueryHandler(ListCommentsToModerateQuery)
export class ListCommentsToModerateHandler implements IQueryHandler<
  ListCommentsToModerateQuery,
  Page<ModeratedCommentView>
> {
  constructor(private readonly views: ReviewViews) {}
  execute({ countryId, status, page }: ListCommentsToModerateQuery): Promise<Page<ModeratedCommentView>> {
    return this.views.commentsToModerate(countryId, status, page);
  }
}

@QueryHandler(CountCommentsToModerateQuery)
export class CountCommentsToModerateHandler implements IQueryHandler<CountCommentsToModerateQuery, { count: number }> {
  constructor(private readonly views: ReviewViews) {}
  execute({ countryId, status }: CountCommentsToModerateQuery): Promise<{ count: number }> {
    return this.views.countToModerate(countryId, status);
  }
}
