import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../../kernel/errors/domain-error';
import { Page, PageRequest, pageOf } from '../../../kernel/http/envelopes';
import { AdvisoryErrors } from '../../advisory.errors';

export interface WeatherLocationView {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  address: string | null;
  lga: string | null;
  state: string | null;
  country: string | null;
  createdAt: string;
}

const COLUMNS = `id, name, latitude::float8 AS latitude, longitude::float8 AS longitude, address, lga, state, country, created_at`;

/** A row of COLUMNS as the driver reads it. */
type LocationRow = Omit<WeatherLocationView, 'createdAt'> & { created_at: Date };

const toView = (row: LocationRow): WeatherLocationView => ({
  id: row.id,
  name: row.name,
  latitude: row.latitude,
  longitude: row.longitude,
  address: row.address,
  lga: row.lga,
  state: row.state,
  country: row.country,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Reads of weather_locations, always within one owner's own list. */
@Injectable()
export class WeatherLocationViews {
  constructor(private readonly dataSource: DataSource) {}

  async mine(ownerId: string, page: PageRequest): Promise<Page<WeatherLocationView>> {
    // count(*) OVER () is a bigint: the driver reads it as text.
    const rows = await this.dataSource.query<(LocationRow & { total: string })[]>(
      `SELECT ${COLUMNS}, count(*) OVER () AS total FROM weather_locations WHERE owner_id = $1
        ORDER BY created_at, id LIMIT $2 OFFSET $3`,
      [ownerId, page.size, page.page * page.size],
    );
    const total = rows.length ? Number(rows[0].total) : await this.count(ownerId);
    return pageOf(rows.map(toView), total, page);
  }

  /** The owner's location; anyone else's (or none) is WEATHER_LOCATION_NOT_FOUND. */
  async one(
    id: string,
    ownerId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<WeatherLocationView> {
    const rows = await manager.query<LocationRow[]>(
      `SELECT ${COLUMNS} FROM weather_locations WHERE id = $1 AND owner_id = $2`,
      [id, ownerId],
    );
    if (!rows.length) throw new DomainError(AdvisoryErrors.WEATHER_LOCATION_NOT_FOUND);
    return toView(rows[0]);
  }

  async count(ownerId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [row] = await manager.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM weather_locations WHERE owner_id = $1`,
      [ownerId],
    );
    return row.n;
  }
}
