import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from '../../../kernel/auth/access.decorators';
import { RequestContexts } from '../../../kernel/context/request-context';
import { mutation } from '../../../kernel/http/envelopes';
import { ApiMutationResponse, ApiPageResponse } from '../../../kernel/http/openapi-schemas';
import { OneOfPipe, UuidPipe } from '../../../kernel/http/path-params';
import { say } from '../../../kernel/i18n/translator';
import { CatalogueErrors } from '../../catalogue.errors';
import { ModerateCommentCommand } from '../commands/review.commands';
import { COMMENT_DECISIONS, COMMENT_STATUSES, CommentDecision, CommentStatus } from '../domain/review';
import { CountCommentsToModerateQuery, ListCommentsToModerateQuery } from '../queries/review.queries';
import { CommentCountResponse, CommentsPageQueryDto, ModeratedCommentResponse } from './reviews.dto';

/** Moderators work on the products of their working country (the Country header); platform managers only where they work. */
const countryOfRequest = () => RequestContexts.currentOrSystem().countryId!;
const statusIn = <T extends string>(accepted: readonly T[]) =>
  new OneOfPipe<T>(accepted, CatalogueErrors.COMMENT_STATUS_UNKNOWN);

@ApiTags('reviews')
@Controller('product')
export class CommentModerationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('comments/:status')
  @RequirePermission('reviews:moderate')
  @ApiOperation({ summary: 'The comments of the working country in a status, newest first' })
  @ApiParam({ name: 'status', enum: COMMENT_STATUSES })
  @ApiPageResponse(ModeratedCommentResponse)
  @ApiBadRequestResponse({ description: 'COMMENT_STATUS_UNKNOWN' })
  list(@Param('status', statusIn(COMMENT_STATUSES)) status: CommentStatus, @Query() query: CommentsPageQueryDto) {
    return this.queries.execute(new ListCommentsToModerateQuery(countryOfRequest(), status, query.pageRequest()));
  }

  @Get('comments/:status/count')
  @RequirePermission('reviews:moderate')
  @ApiParam({ name: 'status', enum: COMMENT_STATUSES })
  @ApiOkResponse({ type: CommentCountResponse })
  @ApiBadRequestResponse({ description: 'COMMENT_STATUS_UNKNOWN' })
  count(@Param('status', statusIn(COMMENT_STATUSES)) status: CommentStatus) {
    return this.queries.execute(new CountCommentsToModerateQuery(countryOfRequest(), status));
  }

  @Post('comment/approval/:commentId/:decision')
  @RequirePermission('reviews:moderate')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Approves or declines a comment. The same decision again changes nothing; the other one reverses it',
  })
  @ApiParam({ name: 'decision', enum: COMMENT_DECISIONS })
  @ApiMutationResponse(ModeratedCommentResponse)
  @ApiNotFoundResponse({ description: 'COMMENT_NOT_FOUND (also for a comment of another country)' })
  @ApiBadRequestResponse({ description: 'COMMENT_STATUS_UNKNOWN' })
  async decide(
    @Param('commentId', new UuidPipe('commentId')) commentId: string,
    @Param('decision', statusIn(COMMENT_DECISIONS)) decision: CommentDecision,
  ) {
    const comment = await this.commands.execute(new ModerateCommentCommand(countryOfRequest(), commentId, decision));
    return mutation(say(decision === 'APPROVED' ? 'COMMENT_APPROVED' : 'COMMENT_DECLINED'), comment);
  }
}
