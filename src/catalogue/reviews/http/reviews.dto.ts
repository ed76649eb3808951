import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { PageQueryDto } from '../../../kernel/http/page-query.dto';
import { COMMENT_STATUSES } from '../domain/review';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const RATINGS = [1, 2, 3, 4, 5];

export class LikeDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID() productId: string;
}

export class RatingDto {
  @ApiProperty({ enum: RATINGS, example: 4 }) @IsIn(RATINGS, { message: 'RATING_RANGE' }) rating: number;

  @ApiPropertyOptional({
    minLength: 3,
    maxLength: 2000,
    description: 'Shown once a moderator approves it; absent: the comment stays as it is',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(3)
  @MaxLength(2000)
  comment?: string;
}

/** ?page=0&size=20 */
export class CommentsPageQueryDto extends PageQueryDto {}

// ---- Responses (for the OpenAPI document) ---------------------------------------------------------------------------

export class ReviewAuthorResponse {
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'Null once the account is deleted' }) id:
    string | null;
  @ApiProperty({ example: 'Ada O.', description: 'Public pages: first name and initial; moderators: the full name' })
  name: string;
}
export class MyReviewResponse {
  @ApiProperty({ format: 'uuid', description: 'Also the id of its comment' }) id: string;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty({ example: 4 }) rating: number;
  @ApiProperty({ nullable: true, type: String }) comment: string | null;
  @ApiProperty({ enum: COMMENT_STATUSES, nullable: true, description: 'Null when there is no comment' }) status:
    string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
export class ReviewSummaryResponse {
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty({ example: 4.5, description: 'One decimal; 0 when nobody rated' }) average: number;
  @ApiProperty() count: number;
  @ApiProperty({ example: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 }, description: 'Ratings per value, "1" to "5"' })
  distribution: Record<string, number>;
  @ApiProperty() likes: number;
  @ApiProperty() approvedComments: number;
  @ApiProperty({
    type: MyReviewResponse,
    nullable: true,
    description: "The caller's own review (null when anonymous or none)",
  })
  myReview: MyReviewResponse | null;
}
export class RatingResultResponse {
  @ApiProperty({ type: MyReviewResponse }) review: MyReviewResponse;
  @ApiProperty({ type: ReviewSummaryResponse }) summary: ReviewSummaryResponse;
}
export class LikesResponse {
  @ApiProperty() likes: number;
  @ApiProperty({ description: 'False for anonymous callers' }) likedByMe: boolean;
}
export class LikeToggleResponse {
  @ApiProperty() liked: boolean;
  @ApiProperty() likes: number;
}
export class PublicCommentResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: ReviewAuthorResponse }) author: ReviewAuthorResponse;
  @ApiProperty() rating: number;
  @ApiProperty() comment: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'The author received a delivered order of this product' }) verifiedPurchase: boolean;
}
export class CommentProductResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}
export class ModeratedCommentResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: CommentProductResponse }) product: CommentProductResponse;
  @ApiProperty({ type: ReviewAuthorResponse }) author: ReviewAuthorResponse;
  @ApiProperty() rating: number;
  @ApiProperty() comment: string;
  @ApiProperty({ enum: COMMENT_STATUSES }) status: string;
  @ApiProperty({ format: 'date-time', description: 'When the comment was written (or last changed)' })
  createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) decidedAt: string | null;
  @ApiProperty({ description: 'The author received a delivered order of this product' }) verifiedPurchase: boolean;
}
export class CommentCountResponse {
  @ApiProperty() count: number;
}
