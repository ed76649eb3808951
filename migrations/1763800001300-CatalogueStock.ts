import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * catalogue_stock: the catalogue's own read model of the stock each seller holds of each product, one row per stock
 * place (warehouse or shop, and size), kept after commit from the inventory module's StockMoved events
 * (CatalogueStockConsumer). "In stock" is any row of the seller and product above zero; the catalogue reads it without
 * asking the inventory module (which depends on the catalogue) at request time.
 */
export class CatalogueStock1763800001300 implements MigrationInterface {
  name = 'CatalogueStock1763800001300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalogue_stock (
        stock_id   text    PRIMARY KEY,
        seller_id  uuid    NOT NULL,
        product_id uuid    NOT NULL,
        country_id integer NOT NULL,
        quantity   integer NOT NULL
      )`);
    await q.query(`CREATE INDEX catalogue_stock_held ON catalogue_stock (product_id, seller_id) WHERE quantity > 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE catalogue_stock`);
  }
}
