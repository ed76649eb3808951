import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Page, pageOf, PageRequest } from '../../../kernel/http/envelopes';
import { NotFoundError } from '../../../kernel/errors/domain-error';
import { CommentStatus, MAX_RATING, MIN_RATING } from '../domain/review';
import { VERIFIED_PURCHASES, VerifiedPurchasesPort } from './verified-purchases.port';
import { Author, AuthorNames } from './author-names';
import { CatalogueErrors } from '../../catalogue.errors';

/** A person's own review of a product. */
export interface MyReviewView {
  id: string;
  productId: string;
  rating: number;
  comment: string | null;
  /** Null when there is no comment. */
  status: CommentStatus | null;
  createdAt: string;
  updatedAt: string;
}

export interface ReviewSummaryView {
  productId: string;
  /** Mean of the ratings, one decimal; 0 when nobody rated. */
  average: number;
  count: number;
  /** How many ratings of each value, "1" to "5". */
  distribution: Record<string, number>;
  likes: number;
  approvedComments: number;
  /** The caller's own review; null for anonymous callers and those who did not review the product. */
  myReview: MyReviewView | null;
}

export interface LikesView {
  likes: number;
  likedByMe: boolean;
}

/** An approved comment as the public product page shows it. */
export interface PublicCommentView {
  id: string;
  author: Author;
  rating: number;
  comment: string;
  createdAt: string;
  /** The author received a delivered order of the product. */
  verifiedPurchase: boolean;
}

/** A comment as moderators list it. */
export interface ModeratedCommentView {
  id: string;
  product: { id: string; name: string };
  author: Author;
  rating: number;
  comment: string;
  status: CommentStatus;
  createdAt: string;
  decidedAt: string | null;
  /** The author received a delivered order of the product. */
  verifiedPurchase: boolean;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A row of `product_reviews`. */
interface ReviewRow {
  id: string;
  product_id: string;
  author_id: string;
  rating: number;
  comment: string | null;
  comment_status: CommentStatus | null;
  commented_at: Date | null;
  decided_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A review with a comment, as the public page lists it. */
interface CommentRow {
  id: string;
  product_id: string;
  author_id: string;
  rating: number;
  comment: string;
  commented_at: Date;
}

/** A comment with its product's name, as moderators list it. */
interface ModeratedCommentRow extends CommentRow {
  product_name: string;
  comment_status: CommentStatus;
  decided_at: Date | null;
}

/** The columns a moderated comment is read with. */
const MODERATED_COLUMNS = `r.id, r.product_id, p.name AS product_name, r.author_id, r.rating, r.comment, r.comment_status,
  r.commented_at, r.decided_at`;

const myReview = (row: ReviewRow): MyReviewView => ({
  id: row.id,
  productId: row.product_id,
  rating: row.rating,
  comment: row.comment,
  status: row.comment_status,
  createdAt: iso(row.created_at)!,
  updatedAt: iso(row.updated_at)!,
});

/** Reads of the reviews read model. */
@Injectable()
export class ReviewViews {
  constructor(
    private readonly dataSource: DataSource,
    private readonly authors: AuthorNames,
    @Optional() @Inject(VERIFIED_PURCHASES) private readonly purchases?: VerifiedPurchasesPort,
  ) {}

  /** Per comment row (product_id, author_id), whether its author had the product delivered. */
  private async verifiedAuthors(
    rows: { product_id: string; author_id: string }[],
  ): Promise<(row: { product_id: string; author_id: string }) => boolean> {
    const verified = new Set<string>();
    if (this.purchases) {
      const authorsByProduct = new Map<string, string[]>();
      for (const row of rows)
        authorsByProduct.set(row.product_id, [...(authorsByProduct.get(row.product_id) ?? []), row.author_id]);
      for (const [productId, authorIds] of authorsByProduct) {
        for (const buyerId of await this.purchases.buyersWithDelivery(productId, authorIds))
          verified.add(`${productId}/${buyerId}`);
      }
    }
    return (row) => verified.has(`${row.product_id}/${row.author_id}`);
  }

  async myReview(
    productId: string,
    authorId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<MyReviewView | null> {
    const [row] = await manager.query<ReviewRow[]>(
      `SELECT * FROM product_reviews WHERE product_id = $1 AND author_id = $2`,
      [productId, authorId],
    );
    return row ? myReview(row) : null;
  }

  async summary(
    productId: string,
    callerId: string | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ReviewSummaryView> {
    const ratings = await manager.query<{ rating: number; n: number }[]>(
      `SELECT rating, count(*)::int AS n FROM product_reviews WHERE product_id = $1 GROUP BY rating`,
      [productId],
    );
    const [stats] = await manager.query<{ likes: number; approved_comments: number }[]>(
      `SELECT likes, approved_comments FROM product_review_stats WHERE product_id = $1`,
      [productId],
    );
    const distribution: Record<string, number> = {};
    for (let value = MIN_RATING; value <= MAX_RATING; value++)
      distribution[value] = ratings.find((r) => r.rating === value)?.n ?? 0;
    const count = ratings.reduce((sum, r) => sum + r.n, 0);
    const total = ratings.reduce((sum, r) => sum + r.rating * r.n, 0);
    return {
      productId,
      average: count ? Math.round((total / count) * 10) / 10 : 0,
      count,
      distribution,
      likes: stats?.likes ?? 0,
      approvedComments: stats?.approved_comments ?? 0,
      myReview: callerId ? await this.myReview(productId, callerId, manager) : null,
    };
  }

  async likes(
    productId: string,
    callerId: string | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<LikesView> {
    const [stats] = await manager.query<{ likes: number }[]>(
      `SELECT likes FROM product_review_stats WHERE product_id = $1`,
      [productId],
    );
    const mine = callerId
      ? await manager.query<unknown[]>(`SELECT 1 FROM product_likes WHERE product_id = $1 AND user_id = $2`, [
          productId,
          callerId,
        ])
      : [];
    return { likes: stats?.likes ?? 0, likedByMe: mine.length > 0 };
  }

  /** The approved comments of a product, newest first. */
  async approvedComments(productId: string, page: PageRequest): Promise<Page<PublicCommentView>> {
    const where = `product_id = $1 AND comment_status = 'APPROVED'`;
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM product_reviews WHERE ${where}`,
      [productId],
    );
    const rows = await this.dataSource.query<CommentRow[]>(
      `SELECT id, product_id, author_id, rating, comment, commented_at FROM product_reviews WHERE ${where}
       ORDER BY commented_at DESC, id LIMIT $2 OFFSET $3`,
      [productId, page.size, page.page * page.size],
    );
    const names = await this.authors.of(
      rows.map((r) => r.author_id),
      'public',
    );
    const verified = await this.verifiedAuthors(rows);
    const content = rows.map((r) => ({
      id: r.id,
      author: names.get(r.author_id)!,
      rating: r.rating,
      comment: r.comment,
      createdAt: iso(r.commented_at)!,
      verifiedPurchase: verified(r),
    }));
    return pageOf(content, total, page);
  }

  /** The comments of products of `countryId` in `status`, newest first. */
  async commentsToModerate(
    countryId: number,
    status: CommentStatus,
    page: PageRequest,
  ): Promise<Page<ModeratedCommentView>> {
    const from = `FROM product_reviews r JOIN products p ON p.id = r.product_id
                  WHERE p.country_id = $1 AND r.comment_status = $2`;
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total ${from}`, [
      countryId,
      status,
    ]);
    const rows = await this.dataSource.query<ModeratedCommentRow[]>(
      `SELECT ${MODERATED_COLUMNS} ${from} ORDER BY r.commented_at DESC, r.id LIMIT $3 OFFSET $4`,
      [countryId, status, page.size, page.page * page.size],
    );
    const names = await this.authors.of(
      rows.map((r) => r.author_id),
      'full',
    );
    const verified = await this.verifiedAuthors(rows);
    return pageOf(
      rows.map((r) => this.moderated(r, names.get(r.author_id)!, verified(r))),
      total,
      page,
    );
  }

  async countToModerate(countryId: number, status: CommentStatus): Promise<{ count: number }> {
    const [{ count }] = await this.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM product_reviews r JOIN products p ON p.id = r.product_id
       WHERE p.country_id = $1 AND r.comment_status = $2`,
      [countryId, status],
    );
    return { count };
  }

  /** A comment with its product, for a moderator of `countryId` (another country's comment is 404). */
  async commentToModerate(
    commentId: string,
    countryId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ModeratedCommentView> {
    const [row] = await manager.query<ModeratedCommentRow[]>(
      `SELECT ${MODERATED_COLUMNS} FROM product_reviews r JOIN products p ON p.id = r.product_id
       WHERE r.id = $1 AND p.country_id = $2 AND r.comment_status IS NOT NULL`,
      [commentId, countryId],
    );
    if (!row) throw new NotFoundError(CatalogueErrors.COMMENT_NOT_FOUND);
    const names = await this.authors.of([row.author_id], 'full');
    const verified = await this.verifiedAuthors([row]);
    return this.moderated(row, names.get(row.author_id)!, verified(row));
  }

  /** Where a comment of a product of `countryId` lives (its product and author); another country's comment is 404. */
  async commentOf(
    commentId: string,
    countryId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ productId: string; authorId: string }> {
    const [row] = await manager.query<{ product_id: string; author_id: string }[]>(
      `SELECT r.product_id, r.author_id FROM product_reviews r JOIN products p ON p.id = r.product_id
        WHERE r.id = $1 AND p.country_id = $2 AND r.comment_status IS NOT NULL`,
      [commentId, countryId],
    );
    if (!row) throw new NotFoundError(CatalogueErrors.COMMENT_NOT_FOUND);
    return { productId: row.product_id, authorId: row.author_id };
  }

  private moderated(r: ModeratedCommentRow, author: Author, verifiedPurchase: boolean): ModeratedCommentView {
    return {
      id: r.id,
      product: { id: r.product_id, name: r.product_name },
      author,
      rating: r.rating,
      comment: r.comment,
      status: r.comment_status,
      createdAt: iso(r.commented_at)!,
      decidedAt: iso(r.decided_at),
      verifiedPurchase,
    };
  }
}
