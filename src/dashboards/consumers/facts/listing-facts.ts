import { ProductDeleted, ProductSubmitted } from '../../../catalogue';
import { AgronomyContentCreated, AgronomyContentDeleted } from '../../../content';
import { StockMoved } from '../../../inventory';
import { dayIn } from '../../domain/country-day';
import { COUNTRY, METRICS as M } from '../../domain/metrics';
import { FactSource, rowsOf } from './batch';

/** What sellers and authors put up: the catalogue's products, the content module's articles, the inventory's stock. */
export const listingFacts: FactSource = {
  handles: [ProductSubmitted.type, ProductDeleted.type, AgronomyContentCreated.type, AgronomyContentDeleted.type, StockMoved.type],

  async apply(event, manager, batch) {
    const d = batch.deltas;
    if (ProductSubmitted.is(event)) {
      const e = ProductSubmitted.dataOf(event);
      const day = dayIn(e.countryId, e.at);
      const rows = await manager.query(`INSERT INTO dash_products (product_id, owner_id, country_id, day) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING product_id`, [
        e.productId,
        e.ownerId,
        e.countryId,
        day,
      ]);
      if (rows[0]) d.counted(M.products, [COUNTRY, e.ownerId], e.countryId, day, 1);
    } else if (ProductDeleted.is(event)) {
      const [row] = await rowsOf(manager, `DELETE FROM dash_products WHERE product_id = $1 RETURNING owner_id, country_id, to_char(day, 'YYYY-MM-DD') AS day`, [
        ProductDeleted.dataOf(event).productId,
      ]);
      if (row) d.counted(M.products, [COUNTRY, row.owner_id], row.country_id, row.day, -1);
    } else if (AgronomyContentCreated.is(event)) {
      const e = AgronomyContentCreated.dataOf(event);
      const day = dayIn(e.countryId, e.at);
      const rows = await manager.query(`INSERT INTO dash_contents (content_id, author_id, country_id, day) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING content_id`, [
        e.contentId,
        e.authorId,
        e.countryId,
        day,
      ]);
      if (rows[0]) d.counted(M.agronomyContent, [COUNTRY, e.authorId], e.countryId, day, 1);
    } else if (AgronomyContentDeleted.is(event)) {
      const [row] = await rowsOf(manager, `DELETE FROM dash_contents WHERE content_id = $1 RETURNING author_id, country_id, to_char(day, 'YYYY-MM-DD') AS day`, [
        AgronomyContentDeleted.dataOf(event).contentId,
      ]);
      if (row) d.counted(M.agronomyContent, [COUNTRY, row.author_id], row.country_id, row.day, -1);
    } else if (StockMoved.is(event)) {
      const e = StockMoved.dataOf(event);
      const [before] = await manager.query(`SELECT balance::text AS balance, position FROM dash_stock WHERE stock_id = $1 FOR UPDATE`, [e.stockId]);
      // A movement already counted (or older than the one counted) changes nothing.
      if (before && Number(before.position) >= event.globalPosition) return;
      await manager.query(
        `INSERT INTO dash_stock (stock_id, owner_id, country_id, balance, position) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (stock_id) DO UPDATE SET balance = EXCLUDED.balance, position = EXCLUDED.position`,
        [e.stockId, e.ownerId, e.countryId, e.balance, event.globalPosition],
      );
      const old = before ? Number(before.balance) : 0;
      d.total(M.stockUnits, [e.ownerId], e.countryId, '', e.balance, 1);
      if (before) d.total(M.stockUnits, [e.ownerId], e.countryId, '', before.balance, -1);
      d.total(M.stockLines, [e.ownerId], e.countryId, '', 1, (e.balance > 0 ? 1 : 0) - (old > 0 ? 1 : 0));
    }
  },
};
