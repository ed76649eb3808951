import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Page, pageOf, PageRequest } from '../../../kernel/http/envelopes';
import { ListingCache } from '../../public/listing-cache';
import { CatalogProductSummaries, CatalogProductView } from './catalog-product-summaries';
import { distanceKm, EARTH_POINT, isPublicProduct, likeContains, LISTED, sellerJoin, soldByInputProvider } from './catalogue-sql';
import { CatalogLocationView, CatalogPriceView, ENTRY_ROWS, LOCATION_ROWS, toCatalogLocation, toCatalogPrice } from './seller-catalogue.views';

export interface InputsFilter {
  /** The caller's catalogue, when the caller is a dealer (or works for one). */
  dealerId: string | null;
  countryId: number;
  categoryId?: number;
  subCategoryId?: number;
  sizeId?: number;
  inputProviderName?: string;
  isAffiliated?: boolean;
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
const affiliationJoin = (dealer: string) => `LEFT JOIN catalogue_affiliations a ON a.dealer_id = ${dealer}::uuid AND a.input_provider_id = p.owner_id`;
const AFFILIATED = `coalesce(a.affiliated, false)`;

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
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const dealer = param(filter.dealerId);
    const where = [`p.country_id = ${param(filter.countryId)}`, soldByInputProvider('s')];
    const onSale = isPublicProduct('p', 's');
    if (filter.categoryId) where.push(`p.category_id = ${param(filter.categoryId)}`);
    if (filter.subCategoryId) where.push(`p.sub_category_id = ${param(filter.subCategoryId)}`);
    if (filter.sizeId) where.push(`${param(filter.sizeId)} = ANY(p.size_ids)`);
    if (filter.inputProviderName) where.push(`s.company ILIKE ${param(likeContains(filter.inputProviderName))}`);
    if (filter.minPrice !== undefined) where.push(`p.price >= ${param(filter.minPrice)}::numeric`);
    if (filter.maxPrice !== undefined) where.push(`p.price <= ${param(filter.maxPrice)}::numeric`);
    if (filter.isAffiliated !== undefined) where.push(filter.isAffiliated ? AFFILIATED : `NOT ${AFFILIATED}`);
    // What `where` holds so far applies to every product, in the dealer's catalogue or not.
    const onSaleNotMine = filter.status === 'UNPUBLISHED' || filter.isMyCatalog ? null : [...where, onSale];
    where.push({ PUBLISHED: onSale, UNPUBLISHED: `(mine.id IS NOT NULL AND NOT ${onSale})`, ALL: `(${onSale} OR mine.id IS NOT NULL)` }[filter.status]);
    if (filter.isMyCatalog) where.push(`mine.id IS NOT NULL`);
    const from = `FROM products p ${sellerJoin('s', 'p.owner_id')} ${affiliationJoin(dealer)}
                  LEFT JOIN catalog_entries mine ON mine.product_id = p.id AND mine.dealer_id = ${dealer}::uuid
                  WHERE ${where.join(' AND ')}`;
    // The point's parameters come after: the count does not use them. It is kept while the country's listing holds.
    const countParams = [...params];
    const counted = this.cache.remember(filter.countryId, `inputs ${from} ${JSON.stringify(countParams)}`, () =>
      this.dataSource.query(`SELECT count(*)::int AS total ${from}`, countParams),
    );
    counted.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
    let distance = 'NULL::float8';
    let pageFrom = from;
    if (filter.near) {
      const [lat, lon] = [param(filter.near.latitude), param(filter.near.longitude)];
      distance = `CASE WHEN mine.id IS NULL THEN ${distanceKm(lat, lon, 'p.latitude', 'p.longitude')}
                  ELSE (SELECT min(${distanceKm(lat, lon, 'l.latitude', 'l.longitude')}) FROM catalog_locations l WHERE l.entry_id = mine.id) END`;
      if (onSaleNotMine) pageFrom += await this.nearestCandidates(onSaleNotMine, params, { lat, lon, dealer }, (page.page + 1) * page.size, filter.isAffiliated !== undefined);
    }
    const [[{ total }], rows]: [[{ total: number }], InputRow[]] = await Promise.all([
      counted,
      this.dataSource.query(
        `SELECT p.id, mine.id AS entry_id, round((${distance})::numeric, 2)::float8 AS distance,
                coalesce(a.affiliated, false) AS is_affiliated, coalesce(a.pending, false) AS is_pending ${pageFrom}
         ORDER BY ${filter.near ? 'distance ASC NULLS LAST, ' : ''}p.created_at DESC, p.id
         LIMIT ${page.size} OFFSET ${page.page * page.size}`,
        params,
      ),
    ]);
    return pageOf(await this.views(rows), total, page);
  }

  /**
   * A condition (to add to the page's WHERE) that keeps, of the products nearest first, only those that can be among
   * the first `wanted`: the dealer's own entries (their distance is from their selling locations), and the products on
   * sale matching `onSaleNotMine` no farther than the `wanted`-th nearest of them (its distance rounded as the list
   * shows it, so that ties stay in). The nearest come from the products_listed_earth index, in its order; empty (no
   * restriction) when fewer than `wanted` products have a place.
   */
  private async nearestCandidates(
    onSaleNotMine: string[],
    params: unknown[],
    at: { lat: string; lon: string; dealer: string },
    wanted: number,
    byAffiliation: boolean,
  ): Promise<string> {
    const point = `ll_to_earth(${at.lat}::float8, ${at.lon}::float8)`;
    // NOT EXISTS rather than the LEFT JOIN of the page: the planner then follows the index order.
    const nearest: { distance: number }[] = await this.dataSource.query(
      `SELECT round((${distanceKm(at.lat, at.lon, 'p.latitude', 'p.longitude')})::numeric, 2)::float8 AS distance
       FROM products p ${sellerJoin('s', 'p.owner_id')} ${byAffiliation ? affiliationJoin(at.dealer) : ''}
       WHERE ${onSaleNotMine.join(' AND ')} AND ${LISTED('p')} AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM catalog_entries e WHERE e.product_id = p.id AND e.dealer_id = ${at.dealer}::uuid)
       ORDER BY ${EARTH_POINT('p')} <-> ${point} LIMIT ${wanted}`,
      params,
    );
    if (nearest.length < wanted) return '';
    const farthestKm = Math.max(...nearest.map((n) => Number(n.distance)));
    // From km on the 6371 km sphere of distanceKm to metres on earthdistance's sphere (earth()), with room for rounding.
    const radius = `((${farthestKm + 0.01}::float8 / 6371.0) * earth() + 1)`;
    return ` AND p.id = ANY(ARRAY(
               SELECT c.id FROM products c WHERE ${LISTED('c')} AND earth_box(${point}, ${radius}) @> ${EARTH_POINT('c')}
               UNION ALL SELECT e.product_id FROM catalog_entries e WHERE e.dealer_id = ${at.dealer}::uuid))`;
  }

  private async views(rows: InputRow[]): Promise<InputView[]> {
    if (!rows.length) return [];
    const products = await this.products.byId(rows.map((r) => r.id));
    const entryIds = rows.map((r) => r.entry_id).filter((id): id is string => !!id);
    const prices: CatalogPriceView[] = entryIds.length ? (await this.dataSource.query(ENTRY_ROWS(`e.id = ANY($1::uuid[])`), [entryIds])).map(toCatalogPrice) : [];
    const locationRows = entryIds.length ? await this.dataSource.query(`${LOCATION_ROWS(`e.id = ANY($1::uuid[])`)} ORDER BY l.position`, [entryIds]) : [];
    return rows.map((r) => {
      return {
        product: products.get(r.id)!,
        catalog_prices: prices.filter((p) => p.id === r.entry_id),
        catalog_locations: locationRows.filter((l: any) => l.entry_id === r.entry_id).map(toCatalogLocation),
        is_affiliated: r.is_affiliated,
        is_pending: r.is_pending,
        inMyCatalog: r.entry_id !== null,
        catalogEntryId: r.entry_id,
        distance: r.distance === null ? null : Number(r.distance),
      };
    });
  }
}
