import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * basket_quotations: the quotation requests a basket plan became, one row per (plan, product), so that sending the same
 * client-made plan id again asks no seller twice (the advisory basket, `fertilizer-recommendation/{id}/basket/quotations`).
 */
export class BasketQuotations1763800001301 implements MigrationInterface {
  name = 'BasketQuotations1763800001301';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE basket_quotations (
        plan_id      uuid        NOT NULL,
        product_id   uuid        NOT NULL,
        asked_by     uuid        NOT NULL,
        seller_id    uuid        NOT NULL,
        quotation_id uuid        NOT NULL,
        bags         integer     NOT NULL,
        applications text[]      NOT NULL,
        product_name text        NOT NULL,
        seller_name  text,
        created_at   timestamptz NOT NULL,
        PRIMARY KEY (plan_id, product_id)
      )`);
    // Who owns each plan id, and whether a request under it is running (a claim older than 5 minutes is taken as lost).
    await q.query(`
      CREATE TABLE basket_plans (
        plan_id    uuid        PRIMARY KEY,
        asked_by   uuid        NOT NULL,
        running    boolean     NOT NULL,
        claimed_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE basket_plans`);
    await q.query(`DROP TABLE basket_quotations`);
  }
}
