import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * market_price_alerts.direction: the crossings an alert tells of, ABOVE (the price rises above the threshold), BELOW
 * (it falls below) or EITHER. Alerts set before are EITHER, as they have always fired (and as their PriceAlertSet
 * events, which carry no direction, replay).
 */
export class PriceAlertDirection1763800001420 implements MigrationInterface {
  name = 'PriceAlertDirection1763800001420';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE market_price_alerts ADD COLUMN direction text NOT NULL DEFAULT 'EITHER' CHECK (direction IN ('ABOVE', 'BELOW', 'EITHER'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE market_price_alerts DROP COLUMN direction`);
  }
}
