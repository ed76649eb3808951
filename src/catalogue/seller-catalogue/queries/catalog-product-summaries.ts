import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { CountryDirectory } from '../../../geography';
import { queryPrepared } from '../../../kernel/database/prepared-query';
import { REFERENCE_VERSION, ReferenceLists } from '../../queries/reference-lists';
import { dealerInStockSql, inStockSql } from '../consumers/catalogue-stock.consumer';
import { isPublicProduct, sellerJoin } from './catalogue-sql';

export interface CatalogItemView {
  id: number;
  name: string;
  nameFr: string;
}

/** What a dealer sees of an input provider's product in their catalogue and on the inputs screen. */
export interface CatalogProductView {
  id: string;
  name: string;
  /** The input provider's price. */
  price: string;
  currency: string;
  category: CatalogItemView | null;
  subCategory: CatalogItemView | null;
  sizes: CatalogItemView[];
  /** Relative to /api/v1; null without photos. */
  mainPhoto: string | null;
  /** The input provider. */
  seller: { id: string; company: string | null };
  location: string;
  latitude: number | null;
  longitude: number | null;
  isPublic: boolean;
  /**
   * The input provider holds some of it in a warehouse or shop (the catalogue's stock read model); in the dealer's own
   * catalogue, the dealer's own stock instead (dealerInStockSql), never the input provider's.
   */
  inStock: boolean;
}

export const coordinate = (value: string | number | null) => (value === null ? null : Number(value));

/** A row of PRODUCT_SUMMARY_ROWS (numerics as text). */
interface ProductSummaryRow {
  id: string;
  name: string;
  price: string;
  country_id: number;
  category_id: number;
  sub_category_id: number;
  size_ids: number[];
  location: string;
  latitude: string | null;
  longitude: string | null;
  owner_id: string;
  seller_company: string | null;
  is_public: boolean;
  in_stock: boolean;
  main_photo_id: string | null;
  /** The reference version (bigint, as text). */
  reference_version: string;
}

/** The product is in the catalogue of the dealer $2 (a uuid, or null for none). */
const IN_DEALER_CATALOGUE = `EXISTS (SELECT 1 FROM catalog_entries e WHERE e.dealer_id = $2::uuid AND e.product_id = p.id)`;
/** The quantity the entry of the dealer $2 offers of the product. */
const DEALER_ENTRY_QUANTITY = `(SELECT e.quantity FROM catalog_entries e WHERE e.dealer_id = $2::uuid AND e.product_id = p.id)`;

/**
 * The rows of CatalogProductSummaries.byId: the products whose ids are in $1 (uuid[]), "in stock" as the dealer $2 (a
 * uuid or null) sees it: the dealer's own stock for the products of their catalogue.
 */
export const PRODUCT_SUMMARY_ROWS = `SELECT p.id, p.name, p.price, p.country_id, p.category_id, p.sub_category_id, p.size_ids,
         p.location, p.latitude, p.longitude, p.owner_id, s.company AS seller_company, ${isPublicProduct('p', 's')} AS is_public,
         (CASE WHEN ${IN_DEALER_CATALOGUE} THEN ${dealerInStockSql('p.id', '$2::uuid', DEALER_ENTRY_QUANTITY)}
               ELSE ${inStockSql('p.id', 'p.owner_id')} END) AS in_stock,
         (SELECT ph.id FROM product_photos ph WHERE ph.product_id = p.id ORDER BY ph.position LIMIT 1) AS main_photo_id,
         (${REFERENCE_VERSION}) AS reference_version
  FROM products p ${sellerJoin('s', 'p.owner_id')}
  WHERE p.id = ANY($1::uuid[])`;

/** Product summaries by id, in one pass over the read models. */
@Injectable()
export class CatalogProductSummaries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly countries: CountryDirectory,
    private readonly references: ReferenceLists,
  ) {}

  /** `dealerId`: whose catalogue the products are seen from (their own entries read their own stock), if anyone's. */
  async byId(
    productIds: string[],
    dealerId: string | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, CatalogProductView>> {
    if (!productIds.length) return new Map();
    // Outside a transaction, a prepared statement: the inputs list asks for every page it shows.
    const read = (text: string, values: unknown[]) =>
      manager === this.dataSource.manager
        ? queryPrepared<ProductSummaryRow>(this.dataSource, text, values)
        : manager.query<ProductSummaryRow[]>(text, values);
    const rows = await read(PRODUCT_SUMMARY_ROWS, [[...new Set(productIds)], dealerId]);
    if (!rows.length) return new Map();
    const { categories, subCategories, sizes } = await this.references.at(rows[0].reference_version, manager);
    await this.countries.ready();
    return new Map(
      rows.map((r): [string, CatalogProductView] => [
        r.id,
        {
          id: r.id,
          name: r.name,
          price: r.price,
          currency: this.countries.byId(r.country_id)?.currency ?? '',
          category: categories.get(r.category_id) ?? null,
          subCategory: subCategories.get(r.sub_category_id) ?? null,
          sizes: r.size_ids.map((id) => sizes.get(id)).filter((s): s is CatalogItemView => !!s),
          mainPhoto: r.main_photo_id ? `products/${r.id}/photos/${r.main_photo_id}` : null,
          seller: { id: r.owner_id, company: r.seller_company ?? null },
          location: r.location,
          latitude: coordinate(r.latitude),
          longitude: coordinate(r.longitude),
          isPublic: r.is_public,
          inStock: r.in_stock,
        },
      ]),
    );
  }
}
