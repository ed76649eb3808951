import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Feature phones: who placed each order and asked each quotation (kept by OrderStatusSms from the orders' events), so
 * that their status changes reach the buyer's subscribed number by SMS without reading the orders' tables.
 */
export class FeaturePhoneTradeParties1763800001511 implements MigrationInterface {
  name = 'FeaturePhoneTradeParties1763800001511';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sms_trade_parties (
        trade_id     uuid PRIMARY KEY,
        kind         text NOT NULL CHECK (kind IN ('ORDER', 'QUOTATION')),
        buyer_id     uuid NOT NULL,
        placed_by    uuid NOT NULL,
        product_name text NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sms_trade_parties`);
  }
}
