import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../kernel/events/event.types';
import { AsyncEventConsumer, EventConsumer } from '../../../kernel/events/projection';
import { LISTING_VERSIONS } from '../../public/queries/listing-cache';

/**
 * What the catalogue reads of the inventory module's StockMoved events (declared and exported by src/inventory, which
 * depends on the catalogue: the catalogue names the event and the fields it reads rather than importing it back).
 */
export const STOCK_MOVED = 'StockMoved';
interface StockMovedFacts {
  stockId: string;
  ownerId: string;
  countryId: number;
  productId: string;
  /** The stock of the place after the movement. */
  balance: number;
}

/** "The seller holds some of the product" in SQL: `product` and `seller` are column expressions. */
export const inStockSql = (product: string, seller: string) =>
  `EXISTS (SELECT 1 FROM catalogue_stock k WHERE k.product_id = ${product} AND k.seller_id = ${seller} AND k.quantity > 0)`;

/** "The seller keeps stock of the product", whatever its quantity now (they have recorded movements of it). */
export const keepsStockSql = (product: string, seller: string) =>
  `EXISTS (SELECT 1 FROM catalogue_stock k WHERE k.seller_id = ${seller} AND k.product_id = ${product})`;

/**
 * A dealer's own stock of a product they sell (a catalogue entry whose quantity is `entryQuantity`): their own
 * inventory (their shop's, or their warehouses') once they record movements of the product, whatever it holds now;
 * until then, the quantity their entry offers. Never the input provider's stock: each seller shows their own.
 */
export const dealerInStockSql = (product: string, dealer: string, entryQuantity: string) =>
  `(CASE WHEN ${keepsStockSql(product, dealer)} THEN ${inStockSql(product, dealer)} ELSE coalesce(${entryQuantity}, 0) > 0 END)`;

/** Whether the dealer's figure comes from their inventory ('INVENTORY') or from their catalogue entry ('CATALOGUE_ENTRY'). */
export const dealerStockSourceSql = (product: string, dealer: string) =>
  `(CASE WHEN ${keepsStockSql(product, dealer)} THEN 'INVENTORY' ELSE 'CATALOGUE_ENTRY' END)`;

/** How many units (every size and place together) the seller holds of the product by their inventory. */
export const heldQuantitySql = (product: string, seller: string) =>
  `(SELECT coalesce(sum(k.quantity), 0)::int FROM catalogue_stock k WHERE k.seller_id = ${seller} AND k.product_id = ${product})`;

/**
 * Keeps catalogue_stock, the stock each seller holds of each product per stock place (a warehouse or the shop, and a
 * size), from the StockMoved events, after commit and in commit order (an async consumer: the hot movement path takes
 * no lock of the catalogue's). When a seller's product goes from none to some or from some to none, the country's
 * listing version moves (`cacheVersions`), so cached counts of in-stock lists are read again. Deterministic: `projections:rebuild`
 * replays it.
 */
@Injectable()
@EventConsumer()
export class CatalogueStockConsumer implements AsyncEventConsumer {
  readonly name = 'catalogue-stock';
  readonly tables = ['catalogue_stock'];
  readonly handles = [STOCK_MOVED];

  readonly cacheVersions = [{ table: LISTING_VERSIONS, partitionsOf: countriesWhereHoldingTurns }];

  /** It handles StockMoved alone (`handles`): the payload is read as the facts it declares of it. */
  async handle(event: StoredEvent<StockMovedFacts>, manager: EntityManager): Promise<void> {
    if (event.type !== STOCK_MOVED) return;
    const moved = event.data;
    await manager.query(
      `INSERT INTO catalogue_stock (stock_id, seller_id, product_id, country_id, quantity) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (stock_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
      [moved.stockId, moved.ownerId, moved.productId, moved.countryId, moved.balance],
    );
  }
}

/**
 * The countries of the movements that take a seller's product from none to some or from some to none, read before
 * each is written: whether the seller holds some now, against whether the movement's place or one of their others
 * will.
 */
async function countriesWhereHoldingTurns(
  events: readonly StoredEvent<StockMovedFacts>[],
  manager: EntityManager,
): Promise<number[]> {
  const countries: number[] = [];
  for (const { data: moved } of events) {
    const [{ turns }] = await manager.query<{ turns: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM catalogue_stock WHERE product_id = $1 AND seller_id = $2 AND quantity > 0)
         <> ($4::numeric > 0 OR EXISTS (SELECT 1 FROM catalogue_stock
                                        WHERE product_id = $1 AND seller_id = $2 AND stock_id <> $3 AND quantity > 0)) AS turns`,
      [moved.productId, moved.ownerId, moved.stockId, moved.balance],
    );
    if (turns) countries.push(moved.countryId);
  }
  return countries;
}
