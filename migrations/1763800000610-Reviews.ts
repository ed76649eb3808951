import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The read models of reviews: one row per author and product (rating, optional comment and its moderation), and
 * one row per like. Kept by the reviews projection, which also keeps product_review_stats.
 */
export class Reviews1763800000610 implements MigrationInterface {
  name = 'Reviews1763800000610';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_reviews (
        id             uuid PRIMARY KEY,
        product_id     uuid NOT NULL,
        author_id      uuid NOT NULL,
        rating         smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment        text,
        comment_status text CHECK (comment_status IN ('PENDING', 'APPROVED', 'DECLINED')),
        commented_at   timestamptz,
        decided_at     timestamptz,
        created_at     timestamptz NOT NULL,
        updated_at     timestamptz NOT NULL,
        CONSTRAINT product_reviews_one_per_author UNIQUE (product_id, author_id)
      )`);
    await q.query(`CREATE INDEX product_reviews_comments ON product_reviews (product_id, comment_status, commented_at DESC)`);
    await q.query(`CREATE INDEX product_reviews_moderation ON product_reviews (comment_status, commented_at DESC)`);
    await q.query(`
      CREATE TABLE product_likes (
        product_id uuid NOT NULL,
        user_id    uuid NOT NULL,
        liked_at   timestamptz NOT NULL,
        PRIMARY KEY (product_id, user_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE product_likes`);
    await q.query(`DROP TABLE product_reviews`);
  }
}
