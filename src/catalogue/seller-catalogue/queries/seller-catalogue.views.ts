import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { NotFoundError } from '../../../kernel/errors/domain-error';
import { Page, pageOf, PageRequest } from '../../../kernel/http/envelopes';
import { PublicCatalogueViews } from '../../public/queries/public-catalogue.views';
import { CatalogProductSummaries, CatalogProductView, coordinate } from './catalog-product-summaries';
import { isPublicProduct, sellerActive, sellerJoin } from './catalogue-sql';
import {
  dealerInStockSql,
  dealerStockSourceSql,
  heldQuantitySql,
  inStockSql,
} from '../consumers/catalogue-stock.consumer';
import { CatalogueErrors } from '../../catalogue.errors';

export interface SellingLocationView {
  id: string;
  location: string;
  latitude: number;
  longitude: number;
  /** null: the entry's price applies. */
  price: string | null;
}

/** Where a seller's stock figure comes from: their inventory's movements, or the quantity their catalogue entry offers. */
export type StockSource = 'INVENTORY' | 'CATALOGUE_ENTRY';

/** The dealer's own stock of the product of their entry, as only they see it. */
export interface OwnStockView {
  inStock: boolean;
  /** The units their inventory holds (every size and place together), or the quantity their entry offers. */
  quantity: number;
  source: StockSource;
}

/** A dealer's own catalogue entry. */
export interface CatalogEntryView {
  id: string;
  price: string;
  quantity: number;
  stock: OwnStockView;
  product: CatalogProductView;
  locations: SellingLocationView[];
  createdAt: string;
  updatedAt: string;
}

export interface DealerView {
  id: string;
  company: string | null;
  role: string;
}

/** One dealer's price for a product (`catalog_prices`). */
export interface CatalogPriceView {
  id: string;
  seller: DealerView;
  price: string;
  quantity: number;
  /** The dealer's own stock (dealerInStockSql), never the input provider's. */
  inStock: boolean;
}

/** One place a dealer sells a product from (`catalog_locations`), at the price that applies there. */
export interface CatalogLocationView {
  id: string;
  entryId: string;
  location: string;
  latitude: number;
  longitude: number;
  price: string;
  seller: DealerView;
  /** The dealer's own stock (dealerInStockSql), never the input provider's. */
  inStock: boolean;
}

/** Where to buy a product, on the public map. */
export interface MapPointView {
  latitude: number;
  longitude: number;
  price: string;
  role: string;
  company: string | null;
  location: string;
  /** The stock of the seller of this place: the input provider's for their own place, each dealer's own for theirs. */
  inStock: boolean;
}

/** The dealer's columns beside an entry (ENTRY_ROWS, LOCATION_ROWS). */
interface DealerColumns {
  dealer_id: string;
  dealer_role: string;
  dealer_company: string | null;
}

/** A row of ENTRY_ROWS (numerics as text). */
export interface EntryRow extends DealerColumns {
  id: string;
  product_id: string;
  price: string;
  quantity: number;
  in_stock: boolean;
}

/** A row of LOCATION_ROWS (numerics as text): `location_price` is the place's own, `price` the entry's. */
export interface LocationRow extends DealerColumns {
  location_id: string;
  entry_id: string;
  location: string;
  latitude: string;
  longitude: string;
  location_price: string | null;
  product_id: string;
  price: string;
  in_stock: boolean;
}

/** A dealer's own entry (`catalog_entries`) with the columns of OWN_STOCK. */
interface OwnEntryRow {
  id: string;
  dealer_id: string;
  product_id: string;
  price: string;
  quantity: number;
  created_at: Date;
  updated_at: Date;
  own_in_stock: boolean;
  own_stock_source: StockSource;
  own_held: number;
}

/** A selling location of an entry (`catalog_locations`); a null price is the entry's. */
interface EntryLocationRow {
  id: string;
  entry_id: string;
  location: string;
  latitude: string;
  longitude: string;
  price: string | null;
}

/** An input provider's product as a point on the map (numerics as text), with its seller's company. */
interface ProductPlaceRow {
  latitude: string | null;
  longitude: string | null;
  price: string;
  location: string;
  company: string | null;
  in_stock: boolean;
}

const dealerOf = (row: DealerColumns): DealerView => ({
  id: row.dealer_id,
  company: row.dealer_company ?? null,
  role: row.dealer_role,
});

export const toCatalogPrice = (row: EntryRow): CatalogPriceView => ({
  id: row.id,
  seller: dealerOf(row),
  price: row.price,
  quantity: row.quantity,
  inStock: row.in_stock,
});

export const toCatalogLocation = (row: LocationRow): CatalogLocationView => ({
  id: row.location_id,
  entryId: row.entry_id,
  location: row.location,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  price: row.location_price ?? row.price,
  seller: dealerOf(row),
  inStock: row.in_stock,
});

/** The entry `e`'s dealer holds the product, by their own stock. */
const ENTRY_IN_STOCK = dealerInStockSql('e.product_id', 'e.dealer_id', 'e.quantity');

/** Entries (with their dealer) as catalog_prices and catalog_locations read them; `where` uses `e` and `d`. */
export const ENTRY_ROWS = (where: string) =>
  `SELECT e.id, e.dealer_id, e.dealer_role, e.product_id, e.price, e.quantity, d.company AS dealer_company,
          ${ENTRY_IN_STOCK} AS in_stock
   FROM catalog_entries e ${sellerJoin('d', 'e.dealer_id')} WHERE ${where}`;
export const LOCATION_ROWS = (where: string) =>
  `SELECT l.id AS location_id, l.entry_id, l.location, l.latitude, l.longitude, l.price AS location_price,
          e.dealer_id, e.dealer_role, e.product_id, e.price, d.company AS dealer_company, ${ENTRY_IN_STOCK} AS in_stock
   FROM catalog_locations l JOIN catalog_entries e ON e.id = l.entry_id ${sellerJoin('d', 'e.dealer_id')} WHERE ${where}`;

/** The columns of OwnStockView, for an entry `e`. */
const OWN_STOCK = `${ENTRY_IN_STOCK} AS own_in_stock, ${dealerStockSourceSql('e.product_id', 'e.dealer_id')} AS own_stock_source,
  ${heldQuantitySql('e.product_id', 'e.dealer_id')} AS own_held`;

const ownStockOf = (row: OwnEntryRow): OwnStockView => ({
  inStock: row.own_in_stock,
  quantity: row.own_stock_source === 'INVENTORY' ? row.own_held : row.quantity,
  source: row.own_stock_source,
});

/** Reads of the dealers' catalogues. */
@Injectable()
export class SellerCatalogueViews {
  constructor(
    private readonly dataSource: DataSource,
    private readonly products: CatalogProductSummaries,
    private readonly publicCatalogue: PublicCatalogueViews,
  ) {}

  /** The dealer's entries, newest first; entries of a product its input provider deleted are left out. */
  async entries(dealerId: string, page: PageRequest): Promise<Page<CatalogEntryView>> {
    const from = `FROM catalog_entries e JOIN products p ON p.id = e.product_id WHERE e.dealer_id = $1`;
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total ${from}`, [
      dealerId,
    ]);
    const rows = await this.dataSource.query<OwnEntryRow[]>(
      `SELECT e.*, ${OWN_STOCK} ${from} ORDER BY e.created_at DESC, e.id LIMIT ${page.size} OFFSET ${page.page * page.size}`,
      [dealerId],
    );
    return pageOf(await this.entryViews(rows, this.dataSource.manager), total, page);
  }

  /** The dealer's entry `entryId`; anyone else's is 404. */
  async entry(
    entryId: string,
    dealerId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CatalogEntryView> {
    const rows = await manager.query<OwnEntryRow[]>(
      `SELECT e.*, ${OWN_STOCK} FROM catalog_entries e JOIN products p ON p.id = e.product_id
       WHERE e.id = $1 AND e.dealer_id = $2`,
      [entryId, dealerId],
    );
    const [view] = await this.entryViews(rows, manager);
    if (!view) throw new NotFoundError(CatalogueErrors.CATALOG_ENTRY_NOT_FOUND);
    return view;
  }

  /** The active dealers' prices for a public product, cheapest first. */
  async pricesFor(productId: string): Promise<CatalogPriceView[]> {
    await this.mustBePublic(productId);
    const rows = await this.dataSource.query<EntryRow[]>(
      `${ENTRY_ROWS(`e.product_id = $1 AND ${sellerActive('d')}`)} ORDER BY e.price, e.created_at, e.id`,
      [productId],
    );
    return rows.map(toCatalogPrice);
  }

  /** The active dealers' selling locations of a public product. */
  async locationsFor(productId: string): Promise<CatalogLocationView[]> {
    await this.mustBePublic(productId);
    const rows = await this.dataSource.query<LocationRow[]>(
      `${LOCATION_ROWS(`e.product_id = $1 AND ${sellerActive('d')}`)} ORDER BY e.created_at, e.id, l.position`,
      [productId],
    );
    return rows.map(toCatalogLocation);
  }

  /** Where to buy a public product: the input provider's own place first, then every active dealer's selling location. */
  async mapPoints(productId: string): Promise<MapPointView[]> {
    const [product] = await this.dataSource.query<ProductPlaceRow[]>(
      `SELECT p.latitude, p.longitude, p.price, p.location, s.company, ${inStockSql('p.id', 'p.owner_id')} AS in_stock
       FROM products p ${sellerJoin('s', 'p.owner_id')} WHERE p.id = $1 AND ${isPublicProduct('p', 's')}`,
      [productId],
    );
    if (!product) throw new NotFoundError(CatalogueErrors.PRODUCT_NOT_FOUND);
    const points: MapPointView[] = [];
    if (product.latitude !== null && product.longitude !== null) {
      points.push({
        latitude: Number(product.latitude),
        longitude: Number(product.longitude),
        price: product.price,
        role: 'ROLE_INPUT_PROVIDER',
        company: product.company ?? null,
        location: product.location,
        inStock: product.in_stock,
      });
    }
    for (const location of await this.locationsFor(productId)) {
      points.push({
        latitude: location.latitude,
        longitude: location.longitude,
        price: location.price,
        role: location.seller.role,
        company: location.seller.company,
        location: location.location,
        inStock: location.inStock,
      });
    }
    return points;
  }

  private async mustBePublic(productId: string): Promise<void> {
    if (!(await this.publicCatalogue.isPublic(productId))) throw new NotFoundError(CatalogueErrors.PRODUCT_NOT_FOUND);
  }

  private async entryViews(rows: OwnEntryRow[], manager: EntityManager): Promise<CatalogEntryView[]> {
    if (!rows.length) return [];
    // The rows are one dealer's entries: "in stock" is read as that dealer sees it.
    const products = await this.products.byId(
      rows.map((r) => r.product_id),
      rows[0].dealer_id,
      manager,
    );
    const locations = await manager.query<EntryLocationRow[]>(
      `SELECT id, entry_id, location, latitude, longitude, price FROM catalog_locations
       WHERE entry_id = ANY($1::uuid[]) ORDER BY position`,
      [rows.map((r) => r.id)],
    );
    return rows
      .filter((r) => products.has(r.product_id))
      .map((r) => ({
        id: r.id,
        price: r.price,
        quantity: r.quantity,
        stock: ownStockOf(r),
        product: products.get(r.product_id)!,
        locations: locations
          .filter((l) => l.entry_id === r.id)
          .map((l) => ({
            id: l.id,
            location: l.location,
            latitude: coordinate(l.latitude)!,
            longitude: coordinate(l.longitude)!,
            price: l.price,
          })),
        createdAt: new Date(r.created_at).toISOString(),
        updatedAt: new Date(r.updated_at).toISOString(),
      }));
  }
}
