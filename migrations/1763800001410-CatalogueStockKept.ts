import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Does this dealer keep stock of this product at all?" (whatever the quantity): a dealer's own catalogue entry says
 * "in stock" from the dealer's own inventory when they keep one for the product, else from the input provider's
 * (entryInStockSql). catalogue_stock_held only covers rows above zero; this covers the dealer's rows at zero too.
 */
export class CatalogueStockKept1763800001410 implements MigrationInterface {
  name = 'CatalogueStockKept1763800001410';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX catalogue_stock_kept ON catalogue_stock (seller_id, product_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX catalogue_stock_kept`);
  }
}
