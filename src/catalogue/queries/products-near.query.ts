import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { queryPrepared } from '../../kernel/database/prepared-query';
import { ListingCache } from '../public/queries/listing-cache';
import { inStockSql } from '../seller-catalogue/consumers/catalogue-stock.consumer';
import {
  distanceKm,
  EARTH_POINT,
  isPublicProduct,
  LISTED,
  sellerJoin,
} from '../seller-catalogue/queries/catalogue-sql';

/** A product on sale near a place, for another module's list (the fertilizer recommendation's sellers). */
export interface ProductNearView {
  id: string;
  name: string;
  subCategoryId: number;
  /** A decimal string, e.g. "12500.00". */
  price: string;
  sellerId: string;
  sellerName: string | null;
  location: string;
  /** km from the place, rounded to 0.01. */
  distance: number;
  /** Its seller holds some of it in a warehouse or shop (the catalogue's stock read model). */
  inStock: boolean;
}

export interface ProductsNearOptions {
  /** Only products their seller holds in stock. */
  inStockOnly?: boolean;
  /** Only products no farther than this from the point. */
  maxDistanceKm?: number;
}

/**
 * The products on sale (approved, published, active seller) of the given sub-categories in a country, nearest to the
 * point first (the products_listed_earth index), then the cheapest; products without a place are left out.
 */
export class ProductsNearQuery extends Query<ProductNearView[]> {
  constructor(
    readonly countryId: number,
    readonly subCategoryIds: number[],
    readonly latitude: number,
    readonly longitude: number,
    readonly limit: number,
    readonly options: ProductsNearOptions = {},
  ) {
    super();
  }
}

export const PRODUCTS_NEAR = `
  SELECT p.id, p.name, p.sub_category_id AS "subCategoryId", p.price::text AS price, p.owner_id AS "sellerId", s.company AS "sellerName",
         p.location, round((${distanceKm('$3', '$4', 'p.latitude', 'p.longitude')})::numeric, 2)::float8 AS distance,
         ${inStockSql('p.id', 'p.owner_id')} AS "inStock"
  FROM products p ${sellerJoin('s', 'p.owner_id')}
  WHERE ${LISTED('p')} AND ${isPublicProduct('p', 's')} AND p.country_id = $1 AND p.sub_category_id = ANY($2::int[])
    AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL
    AND ($6::boolean IS NOT TRUE OR ${inStockSql('p.id', 'p.owner_id')})
    AND ($7::float8 IS NULL OR ${distanceKm('$3', '$4', 'p.latitude', 'p.longitude')} <= $7::float8)
  ORDER BY ${EARTH_POINT('p')} <-> ll_to_earth($3::float8, $4::float8), p.price, p.id
  LIMIT $5::int`;

/**
 * Kept under the listing version of the country (ListingCache): every change to what PRODUCTS_NEAR reads (a product,
 * its seller, its stock) moves it. The answers are shared by the askers of the same place: not to be changed.
 */
@QueryHandler(ProductsNearQuery)
export class ProductsNearHandler implements IQueryHandler<ProductsNearQuery, ProductNearView[]> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ListingCache,
  ) {}

  execute({
    countryId,
    subCategoryIds,
    latitude,
    longitude,
    limit,
    options,
  }: ProductsNearQuery): Promise<ProductNearView[]> {
    const values = [
      countryId,
      subCategoryIds,
      latitude,
      longitude,
      limit,
      !!options.inStockOnly,
      options.maxDistanceKm ?? null,
    ];
    return this.cache.remember(countryId, `near|${JSON.stringify(values)}`, async () => {
      const rows = await queryPrepared<ProductNearView>(this.dataSource, PRODUCTS_NEAR, values);
      return rows.map((row) => ({ ...row, distance: Number(row.distance) }));
    });
  }
}
