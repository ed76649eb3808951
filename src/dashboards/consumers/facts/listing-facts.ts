import { EntityManager } from 'typeorm';
import { ProductDeleted, ProductSubmitted } from '../../../catalogue';
import { AgronomyContentCreated, AgronomyContentDeleted } from '../../../content';
import { StockMoved } from '../../../inventory';
import { dayIn } from '../../domain/country-day';
import { COUNTRY, METRICS as M } from '../../domain/metrics';
import { Deltas, FactSource, rowsOf } from './batch';

/** Things counted once, for the country and their owner, on the day they were put up: their rows kept in `table`. */
function countedOnce(table: string, idColumn: string, ownerColumn: string, metric: string) {
  return {
    async added(
      manager: EntityManager,
      d: Deltas,
      id: string,
      ownerId: string,
      countryId: number,
      at: string,
    ): Promise<void> {
      const day = dayIn(countryId, at);
      const rows = await manager.query<unknown[]>(
        `INSERT INTO ${table} (${idColumn}, ${ownerColumn}, country_id, day) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING ${idColumn}`,
        [id, ownerId, countryId, day],
      );
      if (rows[0]) d.counted(metric, [COUNTRY, ownerId], countryId, day, 1);
    },
    async removed(manager: EntityManager, d: Deltas, id: string): Promise<void> {
      const [row] = await rowsOf<{ owner_id: string; country_id: number; day: string }>(
        manager,
        `DELETE FROM ${table} WHERE ${idColumn} = $1
         RETURNING ${ownerColumn} AS owner_id, country_id, to_char(day, 'YYYY-MM-DD') AS day`,
        [id],
      );
      if (row) d.counted(metric, [COUNTRY, row.owner_id], row.country_id, row.day, -1);
    },
  };
}

const PRODUCTS = countedOnce('dash_products', 'product_id', 'owner_id', M.products);
const CONTENTS = countedOnce('dash_contents', 'content_id', 'author_id', M.agronomyContent);

/** What sellers and authors put up: the catalogue's products, the content module's articles, the inventory's stock. */
export const listingFacts: FactSource = {
  handles: [
    ProductSubmitted.type,
    ProductDeleted.type,
    AgronomyContentCreated.type,
    AgronomyContentDeleted.type,
    StockMoved.type,
  ],

  async apply(event, manager, batch) {
    const d = batch.deltas;
    if (ProductSubmitted.is(event)) {
      const e = ProductSubmitted.dataOf(event);
      await PRODUCTS.added(manager, d, e.productId, e.ownerId, e.countryId, e.at);
    } else if (ProductDeleted.is(event)) {
      await PRODUCTS.removed(manager, d, ProductDeleted.dataOf(event).productId);
    } else if (AgronomyContentCreated.is(event)) {
      const e = AgronomyContentCreated.dataOf(event);
      await CONTENTS.added(manager, d, e.contentId, e.authorId, e.countryId, e.at);
    } else if (AgronomyContentDeleted.is(event)) {
      await CONTENTS.removed(manager, d, AgronomyContentDeleted.dataOf(event).contentId);
    } else if (StockMoved.is(event)) {
      const e = StockMoved.dataOf(event);
      // position is a bigint: the driver reads it as text.
      const [before] = await manager.query<{ balance: string; position: string }[]>(
        `SELECT balance::text AS balance, position FROM dash_stock WHERE stock_id = $1 FOR UPDATE`,
        [e.stockId],
      );
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
