import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../../kernel/auth/access.decorators';
import { RequestContexts } from '../../../kernel/context/request-context';
import { mutation } from '../../../kernel/http/envelopes';
import { say } from '../../../kernel/i18n/translator';
import { ReviewCommands } from '../commands/review.commands';
import { COMMENT_DECISIONS, COMMENT_STATUSES } from '../domain/review';
import { ReviewViews } from '../queries/review.views';
import { CommentCountResponse, CommentsPageQueryDto, ModeratedCommentPageResponse, ModerationMutationResponse } from './reviews.dto';
import { commentStatusFrom } from './comment-status';

/** Moderators work on the products of their working country (the Country header); platform managers only where they work. */
const countryOfRequest = () => RequestContexts.currentOrSystem().countryId!;

@ApiTags('reviews')
@Controller('product')
export class CommentModerationController {
  constructor(
    private readonly views: ReviewViews,
    private readonly reviews: ReviewCommands,
  ) {}

  @Get('comments/:status')
  @RequirePermission('reviews:moderate')
  @ApiOperation({ summary: 'The comments of the working country in a status, newest first' })
  @ApiParam({ name: 'status', enum: COMMENT_STATUSES })
  @ApiOkResponse({ type: ModeratedCommentPageResponse })
  @ApiBadRequestResponse({ description: 'COMMENT_STATUS_UNKNOWN' })
  list(@Param('status') status: string, @Query() query: CommentsPageQueryDto) {
    return this.views.commentsToModerate(countryOfRequest(), commentStatusFrom(status, COMMENT_STATUSES), query.pageRequest());
  }

  @Get('comments/:status/count')
  @RequirePermission('reviews:moderate')
  @ApiParam({ name: 'status', enum: COMMENT_STATUSES })
  @ApiOkResponse({ type: CommentCountResponse })
  @ApiBadRequestResponse({ description: 'COMMENT_STATUS_UNKNOWN' })
  count(@Param('status') status: string) {
    return this.views.countToModerate(countryOfRequest(), commentStatusFrom(status, COMMENT_STATUSES));
  }

  @Post('comment/approval/:commentId/:decision')
  @RequirePermission('reviews:moderate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approves or declines a comment. The same decision again changes nothing; the other one reverses it' })
  @ApiParam({ name: 'decision', enum: COMMENT_DECISIONS })
  @ApiOkResponse({ type: ModerationMutationResponse })
  @ApiNotFoundResponse({ description: 'COMMENT_NOT_FOUND (also for a comment of another country)' })
  @ApiBadRequestResponse({ description: 'COMMENT_STATUS_UNKNOWN' })
  async decide(@Param('commentId', ParseUUIDPipe) commentId: string, @Param('decision') decision: string) {
    const chosen = commentStatusFrom(decision, COMMENT_DECISIONS, 'decision');
    const comment = await this.reviews.moderate(countryOfRequest(), commentId, chosen);
    return mutation(say(chosen === 'APPROVED' ? 'COMMENT_APPROVED' : 'COMMENT_DECLINED'), comment);
  }
}
