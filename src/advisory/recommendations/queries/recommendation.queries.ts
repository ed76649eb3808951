import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ProductNearView, ProductsNearQuery } from '../../../catalogue';
import type { Actor } from '../../../kernel/context/request-context';
import { Page, pageOf, PageRequest } from '../../../kernel/http/envelopes';
import { ArticleView, CropArticlesQuery } from '../../../content';
import {
  CropRef,
  PlaceRef,
  RECOMMENDED_SUB_CATEGORIES,
  RecommendationRow,
  RecommendationView,
  RecommendationViews,
  toRecommendationView,
  ALL_RECOMMENDATIONS,
} from './recommendation.views';

/** One recommendation the caller asked for. */
export interface LookupView {
  id: string;
  lookedUpAt: string;
  crop: CropRef | null;
  state: PlaceRef | null;
  city: PlaceRef | null;
  siteSpecific: boolean;
  recommendationIds: number[];
}

interface LookupRow {
  id: string;
  crop_id: number;
  state_id: number;
  city_id: number | null;
  site_specific: boolean;
  recommendation_ids: number[];
  looked_up_at: Date;
}

/** The caller's own lookups, latest first. */
export class RecommendationHistoryQuery extends Query<Page<LookupView>> {
  constructor(
    readonly actor: Actor,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(RecommendationHistoryQuery)
export class RecommendationHistoryHandler implements IQueryHandler<RecommendationHistoryQuery, Page<LookupView>> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly views: RecommendationViews,
  ) {}

  async execute({ actor, page }: RecommendationHistoryQuery): Promise<Page<LookupView>> {
    const [[{ total }], rows] = await Promise.all([
      this.dataSource.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM fertilizer_recommendation_lookups WHERE user_id = $1`,
        [actor.id],
      ),
      this.dataSource.query<LookupRow[]>(
        `SELECT id::text, crop_id, state_id, city_id, site_specific, recommendation_ids, looked_up_at
           FROM fertilizer_recommendation_lookups
         WHERE user_id = $1 ORDER BY looked_up_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [actor.id, page.size, page.page * page.size],
      ),
    ]);
    const content = await Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        lookedUpAt: row.looked_up_at.toISOString(),
        crop: (await this.views.crop(row.crop_id)) ?? null,
        ...(await this.views.placeNames(row.state_id, row.city_id)),
        siteSpecific: row.site_specific,
        recommendationIds: row.recommendation_ids,
      })),
    );
    return pageOf(content, total, page);
  }
}

export interface RecommendationFilter {
  countryId: number;
  cropId?: number;
  stateId?: number;
  origin?: 'PUBLISHED' | 'ADMIN';
  includeWithdrawn?: boolean;
}

/** Administrators: the recommendations of a country, published and their own, by crop and state. */
export class ListRecommendationsQuery extends Query<Page<RecommendationView>> {
  constructor(
    readonly filter: RecommendationFilter,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListRecommendationsQuery)
export class ListRecommendationsHandler implements IQueryHandler<ListRecommendationsQuery, Page<RecommendationView>> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ filter, page }: ListRecommendationsQuery): Promise<Page<RecommendationView>> {
    const where = ['country_id = $1'];
    const values: unknown[] = [filter.countryId];
    if (filter.cropId) where.push(`crop_id = $${values.push(filter.cropId)}`);
    if (filter.stateId) where.push(`state_id = $${values.push(filter.stateId)}`);
    if (filter.origin) where.push(`origin = $${values.push(filter.origin)}`);
    if (!filter.includeWithdrawn) where.push('active');
    const from = `FROM ${ALL_RECOMMENDATIONS} r WHERE ${where.join(' AND ')}`;
    const [[{ total }], rows] = await Promise.all([
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total ${from}`, values),
      this.dataSource.query<RecommendationRow[]>(
        `SELECT * ${from} ORDER BY crop_id, state_id NULLS FIRST, city_id NULLS FIRST, id
          LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, page.size, page.page * page.size],
      ),
    ]);
    return pageOf(rows.map(toRecommendationView), total, page);
  }
}

export class GetRecommendationQuery extends Query<RecommendationView> {
  constructor(readonly recommendationId: number) {
    super();
  }
}

@QueryHandler(GetRecommendationQuery)
export class GetRecommendationHandler implements IQueryHandler<GetRecommendationQuery, RecommendationView> {
  constructor(private readonly views: RecommendationViews) {}

  execute({ recommendationId }: GetRecommendationQuery): Promise<RecommendationView> {
    return this.views.one(recommendationId);
  }
}

/**
 * The sellers tab: products of the recommended fertilizer sub-categories (NPK, urea, DAP) on sale in the local area's
 * country, nearest to the area first, with their price.
 */
export class RecommendationSellersQuery extends Query<ProductNearView[]> {
  constructor(
    readonly cityId: number,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(RecommendationSellersQuery)
export class RecommendationSellersHandler implements IQueryHandler<RecommendationSellersQuery, ProductNearView[]> {
  constructor(
    private readonly views: RecommendationViews,
    private readonly queries: QueryBus,
  ) {}

  async execute({ cityId, limit }: RecommendationSellersQuery): Promise<ProductNearView[]> {
    const city = await this.views.requireCity(cityId);
    return this.queries.execute(
      new ProductsNearQuery(city.countryId, RECOMMENDED_SUB_CATEGORIES, city.latitude, city.longitude, limit),
    );
  }
}

/** The articles tab: published agronomy content about the crop (the content module's). */
export class RecommendationArticlesQuery extends Query<ArticleView[]> {
  constructor(readonly cropId: number) {
    super();
  }
}

@QueryHandler(RecommendationArticlesQuery)
export class RecommendationArticlesHandler implements IQueryHandler<RecommendationArticlesQuery, ArticleView[]> {
  constructor(
    private readonly views: RecommendationViews,
    private readonly queries: QueryBus,
  ) {}

  async execute({ cropId }: RecommendationArticlesQuery): Promise<ArticleView[]> {
    await this.views.requireCrop(cropId);
    return this.queries.execute(new CropArticlesQuery(cropId));
  }
}
