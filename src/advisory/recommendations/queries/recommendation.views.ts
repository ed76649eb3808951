import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';
import { CropTypeView, ListRecordTypesQuery } from '../../../farmers';
import { CityView, GeographyQueries, StateView } from '../../../geography';
import { DomainError } from '../../../kernel/errors/domain-error';
import { AdvisoryErrors } from '../../advisory.errors';
import { ApplicationLine, bagsAt } from '../domain/recommendation';
import { queryPrepared } from '../../../kernel/database/prepared-query';
import { EVERY_COUNTRY, VersionedCache } from '../../../kernel/search/versioned-cache';

/** The catalogue sub-categories of the fertilizers a recommendation leads to (spec: NPK 5, urea 6, DAP 10). */
export const RECOMMENDED_SUB_CATEGORIES = [5, 6, 10];

export interface CropRef {
  id: number;
  name: string;
  nameFr: string;
}

export interface PlaceRef {
  id: number;
  name: string;
}

/**
 * An application as a farmer reads it: the product's name and when to apply it (and in French), in plain words;
 * `when` null where the source gives no time.
 */
export interface AdviceLine extends ApplicationLine {
  productName: string;
  productNameFr: string;
  when: string | null;
  whenFr: string | null;
}

export interface RecommendationView {
  id: number;
  /** PUBLISHED: generic advice of a published source, shipped with the product; ADMIN: kept by administrators. */
  origin: 'PUBLISHED' | 'ADMIN';
  countryId: number;
  /** null: the whole country. */
  stateId: number | null;
  /** Set for site-specific advice. */
  cityId: number | null;
  cropId: number;
  region: string;
  source: string;
  sourceId: string | null;
  /** The source named for a farmer (published advice; an administrator's table gives its own source). */
  sourceName: string;
  sourceNameFr: string;
  /** What this option is, as against the others of the place (soil, target yield, product). */
  optionLabel: string;
  optionLabelFr: string;
  applications: AdviceLine[];
  /** 50 kg bags per hectare at planting, at the 1st and 2nd top dressing, and over the season where the source gives no split (alternatives not added). */
  planting: number | null;
  firstTopDressing: number | null;
  secondTopDressing: number | null;
  seasonTotal: number | null;
  active: boolean;
}

export interface RecommendationRow {
  id: number;
  origin: 'PUBLISHED' | 'ADMIN';
  country_id: number;
  state_id: number | null;
  city_id: number | null;
  crop_id: number;
  region: string;
  source: string;
  source_id: string | null;
  source_name: string;
  source_name_fr: string;
  option_label: string;
  option_label_fr: string;
  applications: (ApplicationLine & {
    productName?: string;
    productNameFr?: string;
    when?: string | null;
    whenFr?: string | null;
  })[];
  active: boolean;
}

export const ALL_RECOMMENDATIONS = `(
  SELECT id, 'PUBLISHED' AS origin, country_id, state_id, NULL::int AS city_id, crop_id, region, source, source_id, applications, true AS active,
    source_name, source_name_fr, source_rank, option_label, option_label_fr
  FROM published_fertilizer_recommendations
  UNION ALL
  SELECT id, 'ADMIN' AS origin, country_id, state_id, city_id, crop_id, region, source, NULL AS source_id, applications, active,
    source, source, 0, region, region
  FROM fertilizer_recommendations)`;

/**
 * A crop's generic advice for a state, the recommendation first: the state's own before its country's,
 * administrators' before published, then the most specific source (source_rank), in the source's own order.
 */
const GENERIC_RECOMMENDATIONS = `SELECT * FROM ${ALL_RECOMMENDATIONS} r
  WHERE crop_id = $1 AND city_id IS NULL AND active AND (state_id = $2 OR (state_id IS NULL AND country_id = $3))
  ORDER BY (state_id IS NULL), (origin = 'PUBLISHED'), source_rank, id`;

/** A crop's site-specific advice for a local area ($2), by id, then the generic advice of its state, ordered as above. */
const LOCAL_AREA_RECOMMENDATIONS = `SELECT * FROM ${ALL_RECOMMENDATIONS} r
  WHERE crop_id = $1 AND active AND (city_id = $2 OR (city_id IS NULL AND (state_id = $3 OR (state_id IS NULL AND country_id = $4))))
  ORDER BY (city_id IS NULL), CASE WHEN city_id IS NULL THEN state_id IS NULL END, CASE WHEN city_id IS NULL THEN origin = 'PUBLISHED' END,
    CASE WHEN city_id IS NULL THEN source_rank END, id`;

export const toRecommendationView = (row: RecommendationRow): RecommendationView => ({
  id: row.id,
  origin: row.origin,
  countryId: row.country_id,
  stateId: row.state_id,
  cityId: row.city_id,
  cropId: row.crop_id,
  region: row.region,
  source: row.source,
  sourceId: row.source_id,
  sourceName: row.source_name,
  sourceNameFr: row.source_name_fr,
  optionLabel: row.option_label,
  optionLabelFr: row.option_label_fr,
  // An administrator's timing is theirs, given as typed; the published rows carry the plain words (data/fertilizer-plain-words.ts).
  applications: row.applications.map((line) => {
    const { productName, productNameFr, when, whenFr, ...rest } = line;
    const typed = row.origin === 'ADMIN' ? line.timing || null : null;
    return {
      ...rest,
      productName: productName ?? line.product,
      productNameFr: productNameFr ?? line.product,
      when: when ?? typed,
      whenFr: whenFr ?? typed,
    };
  }),
  planting: bagsAt(row.applications, 'planting'),
  firstTopDressing: bagsAt(row.applications, 'top1'),
  secondTopDressing: bagsAt(row.applications, 'top2'),
  seasonTotal: bagsAt(row.applications, 'season_total'),
  active: row.active,
});

/** One version for every country: a state's advice falls back on its country's. */
export const RECOMMENDATION_VERSIONS = 'fertilizer_recommendation_versions';

/**
 * Reads recommendations, and the crops and places they name. The advice of a crop for a place is kept in memory under
 * the version the recommendation projection moves forward (the published advice is a table migrations fill).
 */
@Injectable()
export class RecommendationViews {
  private crops: Promise<CropTypeView[]> | null = null;
  private readonly advice: VersionedCache;

  constructor(
    private readonly dataSource: DataSource,
    private readonly geography: GeographyQueries,
    private readonly queries: QueryBus,
  ) {
    this.advice = new VersionedCache(dataSource, RECOMMENDATION_VERSIONS);
  }

  async cropList(): Promise<CropRef[]> {
    this.crops ??= this.queries.execute(new ListRecordTypesQuery('crop')).catch((error: unknown) => {
      this.crops = null;
      throw error;
    });
    return (await this.crops).map((c) => ({ id: c.id, name: c.name, nameFr: c.nameFr }));
  }

  async crop(id: number): Promise<CropRef | undefined> {
    return (await this.cropList()).find((c) => c.id === id);
  }

  async requireCrop(id: number): Promise<CropRef> {
    const crop = await this.crop(id);
    if (!crop) throw new DomainError(AdvisoryErrors.ADVISORY_CROP_UNKNOWN);
    return crop;
  }

  async requireState(id: number): Promise<StateView> {
    const state = await this.geography.findState(id);
    if (!state) throw new DomainError(AdvisoryErrors.ADVISORY_STATE_UNKNOWN);
    return state;
  }

  async requireCity(id: number): Promise<CityView> {
    const city = await this.geography.findCity(id);
    if (!city) throw new DomainError(AdvisoryErrors.ADVISORY_CITY_UNKNOWN);
    return city;
  }

  /**
   * For a local area, in one statement: its active site-specific recommendations of the crop when it has any
   * (`siteSpecific`), else the generic ones of its state (as `generic` orders them).
   */
  forLocalArea(
    cropId: number,
    city: { id: number },
    state: StateView,
  ): Promise<{ siteSpecific: boolean; recommendations: RecommendationView[] }> {
    return this.advice.remember(EVERY_COUNTRY, `city|${cropId}|${city.id}`, async () => {
      const rows: RecommendationRow[] = await queryPrepared(this.dataSource, LOCAL_AREA_RECOMMENDATIONS, [
        cropId,
        city.id,
        state.id,
        state.countryId,
      ]);
      const site = rows.filter((r) => r.city_id === city.id);
      return site.length
        ? { siteSpecific: true, recommendations: site.map(toRecommendationView) }
        : { siteSpecific: false, recommendations: rows.map(toRecommendationView) };
    });
  }

  /**
   * The generic recommendations of a crop for a state: those for the state first, then those for its whole country
   * (national or zone advice), administrators' before published ones.
   */
  generic(cropId: number, state: StateView): Promise<RecommendationView[]> {
    return this.advice.remember(EVERY_COUNTRY, `state|${cropId}|${state.id}`, async () => {
      const rows: RecommendationRow[] = await queryPrepared(this.dataSource, GENERIC_RECOMMENDATIONS, [
        cropId,
        state.id,
        state.countryId,
      ]);
      return rows.map(toRecommendationView);
    });
  }

  async byIds(ids: number[], manager: EntityManager = this.dataSource.manager): Promise<RecommendationView[]> {
    const rows: RecommendationRow[] = await manager.query(
      `SELECT * FROM ${ALL_RECOMMENDATIONS} r WHERE id = ANY($1::int[]) ORDER BY id`,
      [ids],
    );
    return rows.map(toRecommendationView);
  }

  async one(id: number, manager: EntityManager = this.dataSource.manager): Promise<RecommendationView> {
    const [view] = await this.byIds([id], manager);
    if (!view) throw new DomainError(AdvisoryErrors.FERTILIZER_RECOMMENDATION_NOT_FOUND);
    return view;
  }

  async placeNames(stateId: number, cityId: number | null): Promise<{ state: PlaceRef | null; city: PlaceRef | null }> {
    const [state, city] = await Promise.all([
      this.geography.findState(stateId),
      cityId ? this.geography.findCity(cityId) : undefined,
    ]);
    return {
      state: state ? { id: state.id, name: state.name } : null,
      city: city ? { id: city.id, name: city.name } : null,
    };
  }
}
