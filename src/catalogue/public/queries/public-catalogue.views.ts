import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Page, pageOf, PageRequest } from '../../../kernel/http/envelopes';
import { CatalogueViews, ProductRow } from '../../queries/catalogue.views';
import { REFERENCE_VERSION } from '../../queries/reference-lists';
import { CatalogueCountries } from './catalogue-countries';
import { ListingCache } from './listing-cache';
import { ProductShortDetail, PublicProductView, PublicSeller, slugOf } from './public-product';
import { inStockSql } from '../../seller-catalogue/consumers/catalogue-stock.consumer';
import { SqlConditions } from '../../../kernel/database/sql-conditions';
import { PRODUCT_WORDS } from '../read-models/search-document';
import { foldSearchText, requiredMatches, searchWords, vocabularyMatches } from '../../../kernel/search/fuzzy-words';
import { cachedPage, KeptPage, keptPage, VersionedRow } from '../../../kernel/search/cached-page';

/**
 * Public products: approved, published, and sold by an active seller. `p` is the product, `s` its seller.
 * The literal status condition matches the partial indexes of the PublicCatalogue migration.
 */
const PUBLIC_PRODUCTS = `products p JOIN catalogue_sellers s ON s.seller_id = p.owner_id AND s.active`;
const LISTED = `p.status = 'PUBLISHED' AND p.approval_status = 'APPROVED'`;
const NEWEST_FIRST = `p.created_at DESC, p.id`;
/** What a product view is built from (see CatalogueViews.productViews), with `s` the seller, possibly missing. */
const VIEW_COLUMNS = `p.id, p.name, p.description, p.storage_condition, p.category_id, p.sub_category_id, p.type_id, p.form_id, p.size_ids,
  p.delivery_method_ids, p.usage_ids, p.price, p.quantity, p.location, p.latitude, p.longitude, p.status, p.approval_status,
  p.rejection_reason, p.owner_id, p.country_id, p.recommended, p.certified, p.created_at, p.updated_at,
  s.company AS seller_company, coalesce(r.likes, 0) AS likes, coalesce(r.rating_count, 0) AS rating_count, coalesce(r.rating_sum, 0) AS rating_sum,
  ARRAY(SELECT ph.id FROM product_photos ph WHERE ph.product_id = p.id ORDER BY ph.position) AS photo_ids,
  (${REFERENCE_VERSION}) AS reference_version, ${inStockSql('p.id', 'p.owner_id')} AS in_stock,
  (${LISTED} AND coalesce(s.active, false)) AS is_public`;
const REVIEW_STATS = `LEFT JOIN product_review_stats r ON r.product_id = p.id`;

export const RELATED_LIMIT = 8;
export const RECOMMENDED_LIMIT = 50;
/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_LIMIT = 50_000;

export interface PublicProductFilter {
  countryId: number;
  categoryId?: number;
  subCategoryIds?: number[];
  /** Subcategory names, English or French, whatever the case and accents. */
  subCategoryNames?: string[];
  sizeIds?: number[];
  sellerIds?: string[];
}

/** A row of VIEW_COLUMNS: the product's own columns, then its seller's company, its review counts, photos and flags. */
interface PublicProductRow extends ProductRow {
  recommended: boolean;
  certified: boolean;
  seller_company: string | null;
  likes: number;
  rating_count: number;
  rating_sum: number;
  photo_ids: string[];
  reference_version: string;
  in_stock: boolean;
  is_public: boolean;
}

/** A product's row with the listing version it was read under. */
type VersionedProductRow = PublicProductRow & VersionedRow;

/** Who sells a product, where, and whether it is public. */
export interface ProductAccess {
  ownerId: string;
  countryId: number;
  isPublic: boolean;
}

export interface SitemapEntry {
  id: string;
  name: string;
  updatedAt: Date;
}

/** How many rows `from` (a FROM clause and its conditions) holds. */
const countOf = async (dataSource: DataSource, from: string, params: unknown[]): Promise<number> =>
  (await dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM ${from}`, params))[0].total;

/** Reads of the public catalogue. */
@Injectable()
export class PublicCatalogueViews {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalogue: CatalogueViews,
    private readonly countries: CatalogueCountries,
    private readonly cache: ListingCache,
  ) {}

  /** Newest first. */
  async list(filter: PublicProductFilter, page: PageRequest): Promise<Page<PublicProductView>> {
    const where = new SqlConditions([LISTED]);
    where.add('p.country_id = ?', filter.countryId);
    if (filter.categoryId) where.add('p.category_id = ?', filter.categoryId);
    if (filter.subCategoryIds?.length) where.add('p.sub_category_id = ANY(?::int[])', filter.subCategoryIds);
    if (filter.subCategoryNames?.length) {
      where.add(
        `p.sub_category_id IN (SELECT sc.id FROM sub_categories sc, unnest(?::text[]) wanted
                               WHERE catalogue_search_text(wanted) IN (catalogue_search_text(sc.name), catalogue_search_text(sc.name_fr)))`,
        filter.subCategoryNames,
      );
    }
    if (filter.sizeIds?.length) where.add('p.size_ids && ?::int[]', filter.sizeIds);
    if (filter.sellerIds?.length) where.add('p.owner_id = ANY(?::uuid[])', filter.sellerIds);
    const filterKey = `list ${where.sql} ${JSON.stringify(where.params)}`;
    const countryParam = `$${where.params.length + 1}`;
    const { rows, total } = await cachedPage<VersionedProductRow>(
      this.cache,
      filter.countryId,
      { filterKey, pageKey: `${filterKey} ${page.page} ${page.size}` },
      {
        page: () =>
          this.dataSource.query<VersionedProductRow[]>(
            `SELECT ${VIEW_COLUMNS}, (${this.cache.versionSql(countryParam)}) AS cache_version
           FROM ${PUBLIC_PRODUCTS} ${REVIEW_STATS} WHERE ${where.sql} ORDER BY ${NEWEST_FIRST} LIMIT ${page.size} OFFSET ${page.page * page.size}`,
            [...where.params, filter.countryId],
          ),
        count: () => countOf(this.dataSource, `${PUBLIC_PRODUCTS} WHERE ${where.sql}`, where.params),
        byIds: (ids) => this.productRowsWithVersion(ids, filter.countryId),
      },
    );
    return pageOf(await this.views(rows), total, page);
  }

  /** Products by id, public or not, each with the country's listing version. */
  private productRowsWithVersion(ids: string[], countryId: number): Promise<VersionedProductRow[]> {
    return this.dataSource.query<VersionedProductRow[]>(
      `SELECT ${VIEW_COLUMNS}, (${this.cache.versionSql('$2')}) AS cache_version
       FROM products p LEFT JOIN catalogue_sellers s ON s.seller_id = p.owner_id ${REVIEW_STATS} WHERE p.id = ANY($1::uuid[])`,
      [ids, countryId],
    );
  }

  /**
   * Fuzzy search, most relevant first. A query word (folded like the search text) matches a product when the product
   * uses a word of the vocabulary close enough to it (pg_trgm word similarity at least
   * pg_trgm.word_similarity_threshold, 0.6 by default: "ureaa" finds "urea", "np" finds "npk"). Every word of three
   * letters or more must match; shorter ones ("de", "15") only add to the relevance, unless there is nothing longer.
   * The closer the words, and the more of them in the product name, the higher it ranks. Null when the query holds
   * nothing to search for.
   */
  async search(query: string, countryId: number, page: PageRequest): Promise<Page<PublicProductView> | null> {
    const folded = await foldSearchText(this.dataSource, query);
    const words = searchWords(folded);
    if (!words.length) return null;
    // Ranking every match is the costly part: the page's ids and the total are kept while the country's listing holds.
    const key = `search ${JSON.stringify([folded, page.page, page.size])}`;
    const kept = await keptPage(this.cache, countryId, key, (ids) => this.productRowsWithVersion(ids, countryId));
    if (kept) return pageOf(await this.views(kept.rows), kept.total, page);
    const found = await this.cache.remember(countryId, key, () => this.rank(folded, words, countryId, page));
    return pageOf(await this.products(found.ids), found.total, page);
  }

  /** The ids of the page of products matching `words`, most relevant first, and how many match. */
  private async rank(folded: string, words: string[], countryId: number, page: PageRequest): Promise<KeptPage> {
    const matches = await vocabularyMatches(this.dataSource, PRODUCT_WORDS, words);
    const required = requiredMatches(matches);
    if (required.some((m) => m.words.length === 0)) return { ids: [], total: 0 };

    const filter: unknown[] = [countryId, ...required.map((m) => m.words)];
    const from = `${PUBLIC_PRODUCTS} WHERE ${LISTED} AND p.country_id = $1 AND ${required.map((_, i) => `p.search_words && $${i + 2}::text[]`).join(' AND ')}`;
    const scoring: unknown[] = [];
    const param = (value: unknown, type: string) => `$${filter.length + scoring.push(value)}::${type}`;
    const score = [
      ...matches.map(
        (
          m,
        ) => `coalesce((SELECT max(v.similarity) FROM unnest(${param(m.words, 'text[]')}, ${param(m.similarities, 'real[]')}) AS v(word, similarity)
                          WHERE v.word = ANY(p.search_words)), 0)`,
      ),
      ...words.map((w) => `word_similarity(${param(w, 'text')}, p.search_name)`),
      `similarity(${param(folded, 'text')}, p.search_name)`,
    ].join(' + ');
    const rows = await this.dataSource.query<{ id: string; total: number }[]>(
      `SELECT p.id, count(*) OVER ()::int AS total FROM ${from}
       ORDER BY ${score} DESC, ${NEWEST_FIRST} LIMIT ${page.size} OFFSET ${page.page * page.size}`,
      [...filter, ...scoring],
    );
    // Past the last page there is no row to read the count from.
    const total = rows.length ? rows[0].total : page.page === 0 ? 0 : await countOf(this.dataSource, from, filter);
    return { ids: rows.map((r) => r.id), total };
  }

  /** Whether the product is public. */
  async isPublic(productId: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return (
      (await manager.query<unknown[]>(`SELECT 1 FROM ${PUBLIC_PRODUCTS} WHERE p.id = $1 AND ${LISTED}`, [productId]))
        .length > 0
    );
  }

  /** Who sells the product and where, and whether it is public; null when there is no such product. */
  async access(productId: string): Promise<ProductAccess | null> {
    const [row] = await this.dataSource.query<{ owner_id: string; country_id: number; public: boolean }[]>(
      `SELECT p.owner_id, p.country_id, (${LISTED} AND coalesce(s.active, false)) AS public
       FROM products p LEFT JOIN catalogue_sellers s ON s.seller_id = p.owner_id WHERE p.id = $1`,
      [productId],
    );
    return row ? { ownerId: row.owner_id, countryId: row.country_id, isPublic: row.public } : null;
  }

  /** Up to RELATED_LIMIT other public products of the country: the same subcategory first, then the same category. */
  async related(product: PublicProductView, countryId: number, categoryId: number): Promise<PublicProductView[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT p.id FROM ${PUBLIC_PRODUCTS}
       WHERE ${LISTED} AND p.country_id = $1 AND p.id <> $2 AND (p.sub_category_id = $3 OR p.category_id = $4)
       ORDER BY (p.sub_category_id = $3) DESC, ${NEWEST_FIRST} LIMIT ${RELATED_LIMIT}`,
      [countryId, product.id, product.subCategoryId, categoryId],
    );
    return this.products(rows.map((r) => r.id));
  }

  /** The public recommended products of the country, newest first (at most RECOMMENDED_LIMIT). */
  async recommended(countryId: number): Promise<PublicProductView[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT p.id FROM ${PUBLIC_PRODUCTS} WHERE ${LISTED} AND p.recommended AND p.country_id = $1
       ORDER BY ${NEWEST_FIRST} LIMIT ${RECOMMENDED_LIMIT}`,
      [countryId],
    );
    return this.products(rows.map((r) => r.id));
  }

  /** The sellers with public products in the country, by name. */
  async vendors(countryId: number): Promise<PublicSeller[]> {
    const rows = await this.dataSource.query<PublicSeller[]>(
      `SELECT s.seller_id AS id, s.company FROM ${PUBLIC_PRODUCTS} WHERE ${LISTED} AND p.country_id = $1
       GROUP BY s.seller_id, s.company ORDER BY lower(s.company), s.seller_id`,
      [countryId],
    );
    return rows.map((r) => ({ id: r.id, company: r.company }));
  }

  /** The public products of every country, most recently changed first. */
  async sitemapEntries(): Promise<SitemapEntry[]> {
    const rows = await this.dataSource.query<{ id: string; name: string; updated_at: Date }[]>(
      `SELECT p.id, p.name, p.updated_at FROM ${PUBLIC_PRODUCTS} WHERE ${LISTED}
       ORDER BY p.updated_at DESC, p.id LIMIT ${SITEMAP_LIMIT}`,
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      updatedAt: new Date(r.updated_at),
    }));
  }

  shortDetail(product: PublicProductView): ProductShortDetail {
    const { id, slug, name, price, currency, mainPhoto, seller, rating, likes } = product;
    return { id, slug, name, price, currency, mainPhoto, seller, rating, likes };
  }

  /** The products `ids` (public or not: callers decide), in the order given; unknown ids are left out. */
  async products(ids: string[], manager: EntityManager = this.dataSource.manager): Promise<PublicProductView[]> {
    if (!ids.length) return [];
    const byId = new Map((await this.views(await this.viewRows(ids, manager), manager)).map((view) => [view.id, view]));
    return ids.map((id) => byId.get(id)).filter((view): view is PublicProductView => !!view);
  }

  /** The product `id` with who sells it and whether it is public, in one statement; null when there is no such product. */
  async productWithAccess(id: string): Promise<{ view: PublicProductView; access: ProductAccess } | null> {
    const rows = await this.viewRows([id], this.dataSource.manager);
    if (!rows.length) return null;
    const [view] = await this.views(rows);
    return { view, access: { ownerId: rows[0].owner_id, countryId: rows[0].country_id, isPublic: rows[0].is_public } };
  }

  private viewRows(ids: string[], manager: EntityManager): Promise<PublicProductRow[]> {
    return manager.query<PublicProductRow[]>(
      `SELECT ${VIEW_COLUMNS} FROM products p LEFT JOIN catalogue_sellers s ON s.seller_id = p.owner_id ${REVIEW_STATS} WHERE p.id = ANY($1::uuid[])`,
      [ids],
    );
  }

  /** Rows of VIEW_COLUMNS as public views, in the same order. */
  private async views(
    rows: PublicProductRow[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PublicProductView[]> {
    const views = await this.catalogue.productViews(rows, manager);
    const countries = new Map(
      await Promise.all(
        [...new Set(views.map((v) => v.countryId))].map(async (id) => [id, await this.countries.byId(id)] as const),
      ),
    );
    const result: PublicProductView[] = [];
    for (const [i, view] of views.entries()) {
      const row = rows[i];
      const country = countries.get(view.countryId);
      const ratingCount = Number(row.rating_count);
      // Added to the fresh view rather than spread into a new literal: a spread followed by this many properties gives
      // V8 a slow dictionary object, ten times slower to build and to serialise (the list's main CPU cost).
      result.push(
        Object.assign(view, {
          slug: slugOf(view.name, view.id),
          seller: { id: view.ownerId, company: row.seller_company ?? null },
          country: { id: view.countryId, name: country?.name ?? '' },
          currency: country?.currency ?? '',
          recommended: row.recommended,
          certified: row.certified,
          likes: Number(row.likes),
          rating: {
            average: ratingCount ? Math.round((Number(row.rating_sum) / ratingCount) * 100) / 100 : 0,
            count: ratingCount,
          },
          mainPhoto: view.photos[0]?.url ?? null,
          inStock: !!row.in_stock,
        }),
      );
    }
    return result;
  }
}
