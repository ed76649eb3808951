import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Likes, ratings and approved comments counted per product: kept by the reviews projection, read by the public
 * catalogue (a LEFT JOIN; a product nobody reviewed has no row).
 */
export class ProductReviewStats1763800000550 implements MigrationInterface {
  name = 'ProductReviewStats1763800000550';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_review_stats (
        product_id        uuid PRIMARY KEY,
        likes             integer NOT NULL DEFAULT 0,
        rating_count      integer NOT NULL DEFAULT 0,
        rating_sum        integer NOT NULL DEFAULT 0,
        approved_comments integer NOT NULL DEFAULT 0
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE product_review_stats`);
  }
}
