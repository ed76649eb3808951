import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GeographyQueries } from '../../geography';
import { Page, pageOf, PageRequest } from '../../kernel/http/envelopes';
import { normaliseWords } from '../domain/market-units';

export interface MarketPriceView {
  id: number;
  regionId: number;
  region: string;
  stateId: number;
  state: string;
  market: string;
  product: string;
  unit: string;
  /** Kilograms (or litres) in one unit. */
  unitQuantity: number;
  /** KG or L: what the per-kg prices are per. */
  measure: string;
  /** nominal (named by its weight), stated or derived (a published figure, see unitSource), sheet (the sheet's own figure). */
  unitBasis: string;
  unitSource: string | null;
  currency: string;
  /** YYYY-MM */
  period: string;
  firstHalf: number | null;
  firstHalfSubsidy: number | null;
  secondHalf: number | null;
  secondHalfSubsidy: number | null;
  firstHalfPerKg: number | null;
  firstHalfSubsidyPerKg: number | null;
  secondHalfPerKg: number | null;
  secondHalfSubsidyPerKg: number | null;
  uploadedAt: string;
}

export interface MarketPriceFilter {
  regionId?: number;
  stateIds?: number[];
  products?: string[];
  productOrStateQuery?: string;
}

/** The prices of a country, newest upload first. */
export class ListMarketUpdatesQuery extends Query<Page<MarketPriceView>> {
  constructor(
    readonly countryId: number,
    readonly page: PageRequest,
  ) {
    super();
  }
}

/** The prices of a country with the filters of the list and comparison pages, by product, state, market and month. */
export class ListMarketProductsQuery extends Query<Page<MarketPriceView>> {
  constructor(
    readonly countryId: number,
    readonly filter: MarketPriceFilter,
    readonly page: PageRequest,
  ) {
    super();
  }
}

/** The product names priced in a country, alphabetically. */
export class DistinctMarketProductsQuery extends Query<string[]> {
  constructor(readonly countryId: number) {
    super();
  }
}

export interface PricePoint {
  /** YYYY-MM */
  period: string;
  /** The average over the state's markets and units, per kg (or litre), without subsidy. */
  firstHalfPerKg: number | null;
  secondHalfPerKg: number | null;
}

export interface PriceHistoryView {
  stateId: number;
  state: string;
  points: PricePoint[];
}

/** A product's price per kg over time, one series per state (every state with prices when none is named). */
export class MarketPriceHistoryQuery extends Query<PriceHistoryView[]> {
  constructor(
    readonly countryId: number,
    readonly product: string,
    readonly stateIds: number[],
  ) {
    super();
  }
}

const num = (v: string | null): number | null => (v === null ? null : Number(v));

/** Names of the states and regions of a country, for the views. */
async function placeNames(geography: GeographyQueries, countryId: number) {
  const [states, regions] = await Promise.all([geography.listStates({ countryId }), geography.listRegions(countryId)]);
  return {
    states: new Map(states.map((s) => [s.id, s.name])),
    regions: new Map(regions.map((r) => [r.id, r.name])),
    stateList: states,
  };
}

const COLUMNS = `id, region_id, state_id, market, product, unit, unit_quantity, measure, unit_basis, unit_source, currency,
  to_char(period, 'YYYY-MM') AS period, first_half, first_half_subsidy, second_half, second_half_subsidy,
  first_half_per_kg, first_half_subsidy_per_kg, second_half_per_kg, second_half_subsidy_per_kg, uploaded_at`;

type Row = Record<string, string | null> & { uploaded_at: Date };

function toView(row: Row, names: { states: Map<number, string>; regions: Map<number, string> }): MarketPriceView {
  return {
    id: Number(row.id),
    regionId: Number(row.region_id),
    region: names.regions.get(Number(row.region_id)) ?? '',
    stateId: Number(row.state_id),
    state: names.states.get(Number(row.state_id)) ?? '',
    market: row.market!,
    product: row.product!,
    unit: row.unit!,
    unitQuantity: Number(row.unit_quantity),
    measure: row.measure!,
    unitBasis: row.unit_basis!,
    unitSource: row.unit_source,
    currency: row.currency!.trim(),
    period: row.period!,
    firstHalf: num(row.first_half),
    firstHalfSubsidy: num(row.first_half_subsidy),
    secondHalf: num(row.second_half),
    secondHalfSubsidy: num(row.second_half_subsidy),
    firstHalfPerKg: num(row.first_half_per_kg),
    firstHalfSubsidyPerKg: num(row.first_half_subsidy_per_kg),
    secondHalfPerKg: num(row.second_half_per_kg),
    secondHalfSubsidyPerKg: num(row.second_half_subsidy_per_kg),
    uploadedAt: row.uploaded_at.toISOString(),
  };
}

@QueryHandler(ListMarketUpdatesQuery)
export class ListMarketUpdatesHandler implements IQueryHandler<ListMarketUpdatesQuery, Page<MarketPriceView>> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly geography: GeographyQueries,
  ) {}

  async execute({ countryId, page }: ListMarketUpdatesQuery): Promise<Page<MarketPriceView>> {
    const [rows, [count], names] = await Promise.all([
      this.dataSource.query<Row[]>(
        `SELECT ${COLUMNS} FROM market_prices WHERE country_id = $1 ORDER BY uploaded_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [countryId, page.size, page.page * page.size],
      ),
      this.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM market_prices WHERE country_id = $1`, [
        countryId,
      ]),
      placeNames(this.geography, countryId),
    ]);
    return pageOf(
      rows.map((r) => toView(r, names)),
      count.n,
      page,
    );
  }
}

@QueryHandler(ListMarketProductsQuery)
export class ListMarketProductsHandler implements IQueryHandler<ListMarketProductsQuery, Page<MarketPriceView>> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly geography: GeographyQueries,
  ) {}

  async execute({ countryId, filter, page }: ListMarketProductsQuery): Promise<Page<MarketPriceView>> {
    const names = await placeNames(this.geography, countryId);
    const where = ['country_id = $1'];
    const values: unknown[] = [countryId];
    const add = (clause: (n: string) => string, value: unknown) => {
      values.push(value);
      where.push(clause(`$${values.length}`));
    };
    if (filter.regionId !== undefined) add((n) => `region_id = ${n}`, filter.regionId);
    if (filter.stateIds?.length) add((n) => `state_id = ANY(${n}::int[])`, filter.stateIds);
    if (filter.products?.length) add((n) => `product_key = ANY(${n}::text[])`, filter.products.map(normaliseWords));
    const query = filter.productOrStateQuery?.trim();
    if (query) {
      const folded = normaliseWords(query);
      const states = names.stateList.filter((s) => normaliseWords(s.name).includes(folded)).map((s) => s.id);
      values.push(`%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, states);
      where.push(`(product_key LIKE $${values.length - 1} OR state_id = ANY($${values.length}::int[]))`);
    }
    const condition = where.join(' AND ');
    const [rows, [count]] = await Promise.all([
      this.dataSource.query<Row[]>(
        `SELECT ${COLUMNS} FROM market_prices WHERE ${condition}
          ORDER BY product_key, state_id, lower(market), period DESC, lower(unit), id
          LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, page.size, page.page * page.size],
      ),
      this.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM market_prices WHERE ${condition}`, values),
    ]);
    return pageOf(
      rows.map((r) => toView(r, names)),
      count.n,
      page,
    );
  }
}

@QueryHandler(DistinctMarketProductsQuery)
export class DistinctMarketProductsHandler implements IQueryHandler<DistinctMarketProductsQuery, string[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ countryId }: DistinctMarketProductsQuery): Promise<string[]> {
    const rows: { product: string }[] = await this.dataSource.query(
      `SELECT DISTINCT ON (product_key) product FROM market_prices WHERE country_id = $1 ORDER BY product_key, uploaded_at DESC`,
      [countryId],
    );
    return rows.map((r) => r.product);
  }
}

@QueryHandler(MarketPriceHistoryQuery)
export class MarketPriceHistoryHandler implements IQueryHandler<MarketPriceHistoryQuery, PriceHistoryView[]> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly geography: GeographyQueries,
  ) {}

  async execute({ countryId, product, stateIds }: MarketPriceHistoryQuery): Promise<PriceHistoryView[]> {
    const names = await placeNames(this.geography, countryId);
    const rows: { state_id: number; period: string; first: string | null; second: string | null }[] =
      await this.dataSource.query(
        `SELECT state_id, to_char(period, 'YYYY-MM') AS period, round(avg(first_half_per_kg), 4) AS first, round(avg(second_half_per_kg), 4) AS second
       FROM market_prices WHERE country_id = $1 AND product_key = $2 AND ($3::int[] IS NULL OR state_id = ANY($3::int[]))
       GROUP BY state_id, period ORDER BY state_id, period`,
        [countryId, normaliseWords(product), stateIds.length ? stateIds : null],
      );
    const series = new Map<number, PriceHistoryView>();
    for (const row of rows) {
      const view = series.get(row.state_id) ?? {
        stateId: row.state_id,
        state: names.states.get(row.state_id) ?? '',
        points: [],
      };
      view.points.push({ period: row.period, firstHalfPerKg: num(row.first), secondHalfPerKg: num(row.second) });
      series.set(row.state_id, view);
    }
    return [...series.values()].sort((a, b) => a.state.localeCompare(b.state));
  }
}
