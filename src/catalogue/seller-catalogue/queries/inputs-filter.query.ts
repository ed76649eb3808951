import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryPrepared } from '../../../kernel/database/prepared-query';
import { Page, pageOf, PageRequest } from '../../../kernel/http/envelopes';
import { ListingCache } from '../../public/queries/listing-cache';
import { dealerInStockSql, inStockSql } from '../consumers/catalogue-stock.consumer';
import { CatalogProductSummaries, CatalogProductView } from './catalog-product-summaries';
import {
  distanceKm,
  EARTH_POINT,
  isPublicProduct,
  likeContains,
  LISTED,
  sellerJoin,
  soldByInputProvider,
} from './catalogue-sql';
import {
  CatalogLocationView,
  CatalogPriceView,
  ENTRY_ROWS,
  EntryRow,
  LOCATION_ROWS,
  LocationRow,
  toCatalogLocation,
  toCatalogPrice,
} from './seller-catalogue.views';

export interface InputsFilter {
  /** The caller's catalogue, when the caller is a dealer (or works for one). */
  dealerId: string | null;
  countryId: number;
  categoryId?: number;
  subCategoryId?: number;
  sizeId?: number;
  inputProviderName?: string;
  isAffiliated?: boolean;
  /** Only products in stock: held by their input provider, or for the dealer's own entries, by the dealer (dealerInStockSql). */
  inStock?: boolean;
  near?: { latitude: number; longitude: number };
  minPrice?: string;
  maxPrice?: string;
  isMyCatalog?: boolean;
  status: 'ALL' | 'PUBLISHED' | 'UNPUBLISHED';
}

/** One input provider's product on the inputs screen, with what the dealer has made of it. */
export interface InputView {
  product: CatalogProductView;
  /** My entry for the product (none or one). */
  catalog_prices: CatalogPriceView[];
  /** My selling locations of the product. */
  catalog_locations: CatalogLocationView[];
  is_affiliated: boolean;
  is_pending: boolean;
  inMyCatalog: boolean;
  catalogEntryId: string | null;
  /** km from the point asked for, rounded to 0.01; null without one. */
  distance: number | null;
}

interface InputRow {
  id: string;
  entry_id: string | null;
  distance: number | null;
  is_affiliated: boolean;
  is_pending: boolean;
}

/** `a`: where the dealer (a parameter, possibly null) stands with the product's input provider (catalogue_affiliations). */
const affiliationJoin = (dealer: string) =>
  `LEFT JOIN catalogue_affiliations a ON a.dealer_id = ${dealer}::uuid AND a.input_provider_id = p.owner_id`;
const AFFILIATED = `coalesce(a.affiliated, false)`;

/** A statement and its values. */
export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * The statements of one inputs page: `count` (the filter's total, without the point's parameters) and `page` (the
 * rows, nearest first when a point is given). Every value is a parameter, limits too, so that a filter's shape is one
 * statement text (see queryPrepared). The catalogue benchmark's floor server runs the same statements.
 */
export function inputsStatements(filter: InputsFilter, page: PageRequest): { count: Statement; page: Statement } {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const dealer = param(filter.dealerId);
  const country = param(filter.countryId);
  const where = [`p.country_id = ${country}`, soldByInputProvider('s')];
  const onSale = isPublicProduct('p', 's');
  if (filter.categoryId) where.push(`p.category_id = ${param(filter.categoryId)}`);
  if (filter.subCategoryId) where.push(`p.sub_category_id = ${param(filter.subCategoryId)}`);
  if (filter.sizeId) where.push(`${param(filter.sizeId)} = ANY(p.size_ids)`);
  if (filter.inputProviderName) where.push(`s.company ILIKE ${param(likeContains(filter.inputProviderName))}`);
  if (filter.minPrice !== undefined) where.push(`p.price >= ${param(filter.minPrice)}::numeric`);
  if (filter.maxPrice !== undefined) where.push(`p.price <= ${param(filter.maxPrice)}::numeric`);
  if (filter.isAffiliated !== undefined) where.push(filter.isAffiliated ? AFFILIATED : `NOT ${AFFILIATED}`);
  const stockAt = filter.inStock ? where.push(inStockSql('p.id', 'p.owner_id')) - 1 : -1;
  // What `where` holds so far applies to every product, in the dealer's catalogue or not.
  const onSaleNotMine = filter.status === 'UNPUBLISHED' || filter.isMyCatalog ? null : [...where, onSale];
  // The dealer's own entries are in stock as the dealer's own stock says, never as the input provider's.
  if (stockAt >= 0)
    where[stockAt] =
      `(CASE WHEN mine.id IS NULL THEN ${inStockSql('p.id', 'p.owner_id')} ELSE ${dealerInStockSql('p.id', `${dealer}::uuid`, 'mine.quantity')} END)`;
  where.push(
    {
      PUBLISHED: onSale,
      UNPUBLISHED: `(mine.id IS NOT NULL AND NOT ${onSale})`,
      ALL: `(${onSale} OR mine.id IS NOT NULL)`,
    }[filter.status],
  );
  if (filter.isMyCatalog) where.push(`mine.id IS NOT NULL`);
  const from = `FROM products p ${sellerJoin('s', 'p.owner_id')} ${affiliationJoin(dealer)}
                LEFT JOIN catalog_entries mine ON mine.product_id = p.id AND mine.dealer_id = ${dealer}::uuid
                WHERE ${where.join(' AND ')}`;
  // The point's parameters come after: the count does not use them.
  const count = { text: `SELECT count(*)::int AS total ${from}`, values: [...params] };
  let distance = 'NULL::float8';
  let nearest = '';
  let pageFrom = from;
  if (filter.near) {
    const [lat, lon] = [param(filter.near.latitude), param(filter.near.longitude)];
    distance = `CASE WHEN mine.id IS NULL THEN ${distanceKm(lat, lon, 'p.latitude', 'p.longitude')}
                ELSE (SELECT min(${distanceKm(lat, lon, 'l.latitude', 'l.longitude')}) FROM catalog_locations l WHERE l.entry_id = mine.id) END`;
    if (onSaleNotMine) {
      const at = { lat, lon, dealer, wanted: param((page.page + 1) * page.size) };
      nearest = `${nearestFirst(onSaleNotMine, at, filter.isAffiliated !== undefined)} `;
      pageFrom += ` AND p.id = ANY(${nearestCandidates(at, country)})`;
    }
  }
  const [limit, offset] = [param(page.size), param(page.page * page.size)];
  const text = `${nearest}SELECT p.id, mine.id AS entry_id, round((${distance})::numeric, 2)::float8 AS distance,
                  coalesce(a.affiliated, false) AS is_affiliated, coalesce(a.pending, false) AS is_pending ${pageFrom}
                ORDER BY ${filter.near ? 'distance ASC NULLS LAST, ' : ''}p.created_at DESC, p.id
                LIMIT ${limit} OFFSET ${offset}`;
  return { count, page: { text, values: params } };
}

interface NearestParams {
  lat: string;
  lon: string;
  dealer: string;
  /** How many rows the page needs, from the first: (page + 1) * size. */
  wanted: string;
}

/**
 * `nearest`: of the products on sale matching `onSaleNotMine` and not in the dealer's catalogue, the `wanted` nearest
 * to the point, in the order of the products_listed_earth index, with their distance rounded as the list shows it;
 * `reach`: how many there are and the farthest of their distances. (NOT EXISTS rather than the LEFT JOIN of the page:
 * the planner then follows the index order.)
 */
function nearestFirst(onSaleNotMine: string[], at: NearestParams, byAffiliation: boolean): string {
  const point = `ll_to_earth(${at.lat}::float8, ${at.lon}::float8)`;
  return `WITH nearest AS MATERIALIZED (
            SELECT p.id, round((${distanceKm(at.lat, at.lon, 'p.latitude', 'p.longitude')})::numeric, 2)::float8 AS distance
            FROM products p ${sellerJoin('s', 'p.owner_id')} ${byAffiliation ? affiliationJoin(at.dealer) : ''}
            WHERE ${onSaleNotMine.join(' AND ')} AND ${LISTED('p')} AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM catalog_entries e WHERE e.product_id = p.id AND e.dealer_id = ${at.dealer}::uuid)
            ORDER BY ${EARTH_POINT('p')} <-> ${point} LIMIT ${at.wanted}::int),
          reach AS (SELECT count(*)::int AS found, max(distance) AS km FROM nearest)`;
}

/**
 * The ids (an array, for the page's `p.id = ANY(...)`) of the products that can be among the first `wanted` nearest:
 * the dealer's own entries (their distance is from their selling locations); the products on sale no farther than the
 * farthest of `nearest` (with room for its rounding, so that ties stay in), found by earth_box on the same index; and
 * when fewer than `wanted` products have a place, those of `nearest` and every listed product of the country without
 * one (they come last). One statement with the page: no round trip between finding the reach and reading the page.
 */
function nearestCandidates(at: NearestParams, countryId: string): string {
  // From km on the 6371 km sphere of distanceKm to metres on earthdistance's sphere (earth()), with room for rounding.
  const radius = `((((SELECT km FROM reach) + 0.01) / 6371.0) * earth() + 1)`;
  return `ARRAY(
            SELECT n.id FROM nearest n
            UNION ALL SELECT c.id FROM products c
              WHERE ${LISTED('c')} AND earth_box(ll_to_earth(${at.lat}::float8, ${at.lon}::float8), ${radius}) @> ${EARTH_POINT('c')}
            UNION ALL SELECT c.id FROM products c
              WHERE (SELECT found FROM reach) < ${at.wanted}::int AND ${LISTED('c')} AND c.country_id = ${countryId}
                AND (c.latitude IS NULL OR c.longitude IS NULL)
            UNION ALL SELECT e.product_id FROM catalog_entries e WHERE e.dealer_id = ${at.dealer}::uuid)`;
}

/**
 * The input providers' products a dealer can add to their catalogue (the inputs screen), in the dealer's country.
 * PUBLISHED lists the products on sale; UNPUBLISHED the products of the dealer's catalogue that no longer are.
 */
@Injectable()
export class InputsFilterQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly products: CatalogProductSummaries,
    private readonly cache: ListingCache,
  ) {}

  async run(filter: InputsFilter, page: PageRequest): Promise<Page<InputView>> {
    const statements = inputsStatements(filter, page);
    const { count } = statements;
    // The count is kept while the country's listing holds.
    const counted = this.cache.remember(filter.countryId, `inputs ${count.text} ${JSON.stringify(count.values)}`, () =>
      this.dataSource.query<{ total: number }[]>(count.text, count.values),
    );
    counted.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
    const [[{ total }], rows] = await Promise.all([
      counted,
      queryPrepared<InputRow>(this.dataSource, statements.page.text, statements.page.values),
    ]);
    return pageOf(await this.views(rows, filter.dealerId), total, page);
  }

  private async views(rows: InputRow[], dealerId: string | null): Promise<InputView[]> {
    if (!rows.length) return [];
    const products = await this.products.byId(
      rows.map((r) => r.id),
      dealerId,
    );
    const entryIds = rows.map((r) => r.entry_id).filter((id): id is string => !!id);
    const prices: CatalogPriceView[] = entryIds.length
      ? (await queryPrepared<EntryRow>(this.dataSource, ENTRY_ROWS(`e.id = ANY($1::uuid[])`), [entryIds])).map(
          toCatalogPrice,
        )
      : [];
    const locationRows = entryIds.length
      ? await queryPrepared<LocationRow>(
          this.dataSource,
          `${LOCATION_ROWS(`e.id = ANY($1::uuid[])`)} ORDER BY l.position`,
          [entryIds],
        )
      : [];
    return rows.map((r) => {
      return {
        product: products.get(r.id)!,
        catalog_prices: prices.filter((p) => p.id === r.entry_id),
        catalog_locations: locationRows.filter((l) => l.entry_id === r.entry_id).map(toCatalogLocation),
        is_affiliated: r.is_affiliated,
        is_pending: r.is_pending,
        inMyCatalog: r.entry_id !== null,
        catalogEntryId: r.entry_id,
        distance: r.distance === null ? null : Number(r.distance),
      };
    });
  }
}
