import { Injectable } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../../kernel/errors/domain-error';
import { Page, pageOf, PageRequest } from '../../../kernel/http/envelopes';
import { AdvisoryErrors } from '../../advisory.errors';
import { OpenHubs } from './open-hubs';

export interface HubView {
  id: number;
  countryId: number;
  stateId: number;
  cityId: number | null;
  name: string;
  address: string;
  phone: string | null;
  latitude: number;
  longitude: number;
  open: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface NearHubView extends HubView {
  /** km from the point, rounded to 0.01. */
  distance: number;
}

const COLUMNS = `id, country_id AS "countryId", state_id AS "stateId", city_id AS "cityId", name, address, phone,
  latitude::float8 AS latitude, longitude::float8 AS longitude, open, created_at AS "createdAt", updated_at AS "updatedAt"`;

/** A hub's row as the driver reads it: the times as dates. */
type HubRow = Omit<HubView, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const toView = (row: HubRow): HubView => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** Great-circle distance in km on a 6371 km sphere, as the catalogue reports it. */
const DISTANCE_KM = `(6371.0 * 2 * asin(least(1.0, sqrt(power(sin((radians(latitude::float8) - radians($1::float8)) / 2), 2)
  + cos(radians($1::float8)) * cos(radians(latitude::float8)) * power(sin((radians(longitude::float8) - radians($2::float8)) / 2), 2)))))`;

/** Every open hub (OpenHubIndex). */
const OPEN_HUBS = `SELECT ${COLUMNS} FROM farm_fortune_hubs WHERE open`;

/**
 * The open hubs nearest to a point first, by the farm_fortune_hubs_open_earth index: the statement the benchmark's
 * floor runs (the API searches the same points in memory, OpenHubIndex) (all countries: the nearest may be across a border). */
export const NEAREST_HUBS = `SELECT ${COLUMNS}, round(${DISTANCE_KM}::numeric, 2)::float8 AS distance FROM farm_fortune_hubs
  WHERE open ORDER BY ll_to_earth(latitude::float8, longitude::float8) <-> ll_to_earth($1::float8, $2::float8), id LIMIT $3::int`;

@Injectable()
export class HubViews {
  constructor(private readonly dataSource: DataSource) {}

  async one(id: number, manager: EntityManager = this.dataSource.manager): Promise<HubView> {
    const [row] = await manager.query<HubRow[]>(`SELECT ${COLUMNS} FROM farm_fortune_hubs WHERE id = $1`, [id]);
    if (!row) throw new DomainError(AdvisoryErrors.HUB_NOT_FOUND);
    return toView(row);
  }
}

/** The hubs of a country by name; closed ones only when asked (administrators). */
export class ListHubsQuery extends Query<Page<HubView>> {
  constructor(
    readonly countryId: number,
    readonly page: PageRequest,
    readonly includeClosed = false,
    readonly stateId?: number,
  ) {
    super();
  }
}

const listWhere = (q: ListHubsQuery) => {
  const values: unknown[] = [q.countryId, q.includeClosed];
  const where = ['country_id = $1', '(open OR $2)'];
  if (q.stateId) where.push(`state_id = $${values.push(q.stateId)}`);
  return { where: where.join(' AND '), values };
};

@QueryHandler(ListHubsQuery)
export class ListHubsHandler implements IQueryHandler<ListHubsQuery, Page<HubView>> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: ListHubsQuery): Promise<Page<HubView>> {
    const { where, values } = listWhere(query);
    const [[{ total }], rows] = await Promise.all([
      this.dataSource.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM farm_fortune_hubs WHERE ${where}`,
        values,
      ),
      this.dataSource.query<HubRow[]>(
        `SELECT ${COLUMNS} FROM farm_fortune_hubs WHERE ${where} ORDER BY lower(name), id
          LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, query.page.size, query.page.page * query.page.size],
      ),
    ]);
    return pageOf(rows.map(toView), total, query.page);
  }
}

/** How many open hubs a country has. */
export class CountHubsQuery extends Query<number> {
  constructor(readonly countryId: number) {
    super();
  }
}

@QueryHandler(CountHubsQuery)
export class CountHubsHandler implements IQueryHandler<CountHubsQuery, number> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ countryId }: CountHubsQuery): Promise<number> {
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM farm_fortune_hubs WHERE country_id = $1 AND open`,
      [countryId],
    );
    return total;
  }
}

export class NearestHubsQuery extends Query<NearHubView[]> {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
    readonly limit: number,
  ) {
    super();
  }
}

/** The open hubs nearest to a point, searched in memory among every open hub (OpenHubs). */
@QueryHandler(NearestHubsQuery)
export class NearestHubsHandler implements IQueryHandler<NearestHubsQuery, NearHubView[]> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly openHubs: OpenHubs,
  ) {}

  async execute({ latitude, longitude, limit }: NearestHubsQuery): Promise<NearHubView[]> {
    const index = await this.openHubs.index(async () => (await this.dataSource.query<HubRow[]>(OPEN_HUBS)).map(toView));
    return index.nearest(latitude, longitude, limit);
  }
}

export class GetHubQuery extends Query<HubView> {
  constructor(
    readonly hubId: number,
    readonly includeClosed: boolean,
  ) {
    super();
  }
}

@QueryHandler(GetHubQuery)
export class GetHubHandler implements IQueryHandler<GetHubQuery, HubView> {
  constructor(private readonly views: HubViews) {}

  async execute({ hubId, includeClosed }: GetHubQuery): Promise<HubView> {
    const hub = await this.views.one(hubId);
    if (!hub.open && !includeClosed) throw new DomainError(AdvisoryErrors.HUB_NOT_FOUND);
    return hub;
  }
}
