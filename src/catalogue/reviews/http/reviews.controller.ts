import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Authenticated, Public } from '../../../kernel/auth/access.decorators';
import type { Actor } from '../../../kernel/context/request-context';
import { CurrentActor } from '../../../kernel/http/current-actor.decorator';
import { mutation } from '../../../kernel/http/envelopes';
import { ApiMutationResponse, ApiPageResponse } from '../../../kernel/http/openapi-schemas';
import { UuidPipe } from '../../../kernel/http/path-params';
import { say } from '../../../kernel/i18n/translator';
import { ToggleLikeCommand } from '../commands/like.commands';
import { RateProductCommand, RatingResult } from '../commands/review.commands';
import { GetLikesQuery, GetReviewSummaryQuery, ListApprovedCommentsQuery } from '../queries/review.queries';
import {
  CommentsPageQueryDto,
  LikeDto,
  LikesResponse,
  LikeToggleResponse,
  PublicCommentResponse,
  RatingDto,
  RatingResultResponse,
  ReviewSummaryResponse,
} from './reviews.dto';

const PUBLIC_READ = 'Reviews of a public product; of others only for their seller and moderators (404 otherwise)';

/** Likes, ratings and approved comments of products, as the public product pages use them. */
@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('reviews/:id')
  @Public(PUBLIC_READ)
  @ApiOperation({ summary: 'The ratings summary of product `id`' })
  @ApiOkResponse({ type: ReviewSummaryResponse })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND' })
  summary(@CurrentActor() actor: Actor | null, @Param('id', UuidPipe) id: string) {
    return this.queries.execute(new GetReviewSummaryQuery(actor, id));
  }

  @Post('product/like')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({ summary: 'Likes the product, or takes the like back' })
  @ApiMutationResponse(LikeToggleResponse)
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND (also when it is not public)' })
  @ApiForbiddenResponse({ description: 'LIKE_OWN_PRODUCT' })
  async like(@CurrentActor() actor: Actor, @Body() body: LikeDto) {
    const result: { liked: boolean; likes: number } = await this.commands.execute(
      new ToggleLikeCommand(actor.id, body.productId),
    );
    return mutation(say(result.liked ? 'PRODUCT_LIKED' : 'PRODUCT_UNLIKED'), result);
  }

  @Get('product/:id/likes')
  @Public(PUBLIC_READ)
  @ApiOkResponse({ type: LikesResponse })
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND' })
  likesOf(@CurrentActor() actor: Actor | null, @Param('id', UuidPipe) id: string) {
    return this.queries.execute(new GetLikesQuery(actor, id));
  }

  @Post('product/:id/ratings')
  @Authenticated()
  @ApiOperation({
    summary:
      "Rates the product, with an optional comment (moderated). 201 for the author's first review, 200 when it changes",
  })
  @ApiMutationResponse(RatingResultResponse, { status: 201 })
  @ApiMutationResponse(RatingResultResponse)
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND (also when it is not public)' })
  @ApiForbiddenResponse({ description: 'REVIEW_OWN_PRODUCT' })
  async rate(
    @CurrentActor() actor: Actor,
    @Param('id', UuidPipe) id: string,
    @Body() body: RatingDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { created, commentPending, review, summary }: RatingResult = await this.commands.execute(
      new RateProductCommand(actor.id, id, body),
    );
    reply.status(created ? 201 : 200);
    return mutation(say(commentPending ? 'REVIEW_ADDED' : 'REVIEW_RATING_SAVED'), { review, summary });
  }

  @Get('product/:id/status/APPROVED/comments')
  @Public(PUBLIC_READ)
  @ApiOperation({ summary: 'The approved comments of the product, newest first' })
  @ApiPageResponse(PublicCommentResponse)
  @ApiNotFoundResponse({ description: 'PRODUCT_NOT_FOUND' })
  approvedComments(
    @CurrentActor() actor: Actor | null,
    @Param('id', UuidPipe) id: string,
    @Query() query: CommentsPageQueryDto,
  ) {
    return this.queries.execute(new ListApprovedCommentsQuery(actor, id, query.pageRequest()));
  }
}
