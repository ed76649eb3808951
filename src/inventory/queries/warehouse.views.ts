import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Page, PageRequest, pageOf } from '../../kernel/http/envelopes';
import { NotFoundError } from '../../kernel/errors/domain-error';
import { InventoryErrors } from '../inventory.errors';
import { StockScope } from '../domain/stock-keepers';

export interface WarehouseRow {
  id: string;
  owner_id: string;
  country_id: number;
  name: string;
  code: string;
  manager: string;
  state_id: number;
  city_id: number;
  address: string;
  latitude: number | null;
  longitude: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface WarehouseView {
  id: string;
  ownerId: string;
  name: string;
  code: string;
  manager: string;
  stateId: number;
  stateName: string | null;
  cityId: number;
  cityName: string | null;
  address: string;
  latitude: number | null;
  longitude: number | null;
  createdAt: string;
  updatedAt: string;
}

const SELECT = `SELECT w.*, s.name AS state_name, c.name AS city_name FROM warehouses w
  LEFT JOIN states s ON s.id = w.state_id LEFT JOIN cities c ON c.id = w.city_id`;

type NamedWarehouseRow = WarehouseRow & { state_name: string | null; city_name: string | null };

const toView = (row: NamedWarehouseRow): WarehouseView => ({
  id: row.id,
  ownerId: row.owner_id,
  name: row.name,
  code: row.code,
  manager: row.manager,
  stateId: row.state_id,
  stateName: row.state_name,
  cityId: row.city_id,
  cityName: row.city_name,
  address: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const where = (scope: StockScope): [string, unknown[]] =>
  'organisationId' in scope ? ['w.owner_id = $1', [scope.organisationId]] : ['w.country_id = $1', [scope.countryId]];

/** The warehouses read model, always read within a scope: a warehouse outside it is not found. */
@Injectable()
export class WarehouseViews {
  constructor(private readonly dataSource: DataSource) {}

  async row(id: string, scope: StockScope, manager: EntityManager = this.dataSource.manager): Promise<WarehouseRow> {
    const [clause, params] = where(scope);
    const [row] = await manager.query<WarehouseRow[]>(`SELECT * FROM warehouses w WHERE w.id = $2 AND ${clause}`, [
      ...params,
      id,
    ]);
    if (!row) throw new NotFoundError(InventoryErrors.WAREHOUSE_NOT_FOUND);
    return row;
  }

  async view(id: string, scope: StockScope, manager: EntityManager = this.dataSource.manager): Promise<WarehouseView> {
    const [clause, params] = where(scope);
    const [row] = await manager.query<NamedWarehouseRow[]>(`${SELECT} WHERE w.id = $2 AND ${clause}`, [...params, id]);
    if (!row) throw new NotFoundError(InventoryErrors.WAREHOUSE_NOT_FOUND);
    return toView(row);
  }

  async page(scope: StockScope, request: PageRequest): Promise<Page<WarehouseView>> {
    const [clause, params] = where(scope);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM warehouses w WHERE ${clause}`,
      params,
    );
    const rows = await this.dataSource.query<NamedWarehouseRow[]>(
      `${SELECT} WHERE ${clause} ORDER BY w.created_at DESC, w.id LIMIT $2 OFFSET $3`,
      [...params, request.size, request.page * request.size],
    );
    return pageOf(rows.map(toView), total, request);
  }

  async codeTaken(ownerId: string, code: string, exceptId: string | null, manager: EntityManager): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM warehouses WHERE owner_id = $1 AND lower(code) = lower($2) AND id IS DISTINCT FROM $3::uuid`,
      [ownerId, code, exceptId],
    );
    return rows.length > 0;
  }
}
