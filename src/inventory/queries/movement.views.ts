import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { NotFoundError } from '../../kernel/errors/domain-error';
import { Page, PageRequest, pageOf } from '../../kernel/http/envelopes';
import { InventoryErrors } from '../inventory.errors';
import { StockScope } from '../domain/stock-keepers';

export interface MovementView {
  id: string;
  kind: 'WAREHOUSE' | 'SHOP';
  warehouseId: string | null;
  warehouseName: string | null;
  productId: string;
  productName: string;
  size: string;
  direction: 'IN' | 'OUT';
  quantity: number;
  /** The stock after this movement. */
  balance: number;
  waybillNumber: string;
  /** Where the waybill document is downloaded, when one was attached. */
  waybillUrl: string | null;
  movementDate: string;
  comment: string | null;
  recordedBy: string;
  transferId: string | null;
  recordedAt: string;
}

export const waybillUrl = (movementId: string) => `/api/v1/inventory-movement/${movementId}/waybill`;

/** Which movements a list shows. */
export type MovementFilter =
  | { warehouseId: string }
  | { recordedBy: string; kind?: 'WAREHOUSE' | 'SHOP' }
  | { kind: 'SHOP' }
  | { movementId: string };

const SELECT = `SELECT m.*, to_char(m.movement_date, 'YYYY-MM-DD') AS day, w.name AS warehouse_name
  FROM stock_movements m LEFT JOIN warehouses w ON w.id = m.warehouse_id`;

/** A row of SELECT (the columns the view reads). */
interface MovementRow {
  id: string;
  kind: MovementView['kind'];
  warehouse_id: string | null;
  warehouse_name: string | null;
  product_id: string;
  product_name: string;
  size: string;
  direction: MovementView['direction'];
  quantity: number;
  balance: number;
  waybill_number: string;
  waybill_key: string | null;
  day: string;
  comment: string | null;
  recorded_by: string;
  transfer_id: string | null;
  recorded_at: Date;
}

const toView = (row: MovementRow): MovementView => ({
  id: row.id,
  kind: row.kind,
  warehouseId: row.warehouse_id,
  warehouseName: row.warehouse_name,
  productId: row.product_id,
  productName: row.product_name,
  size: row.size,
  direction: row.direction,
  quantity: row.quantity,
  balance: row.balance,
  waybillNumber: row.waybill_number,
  waybillUrl: row.waybill_key ? waybillUrl(row.id) : null,
  movementDate: row.day,
  comment: row.comment,
  recordedBy: row.recorded_by,
  transferId: row.transfer_id,
  recordedAt: new Date(row.recorded_at).toISOString(),
});

function whereOf(scope: StockScope, filter: MovementFilter): [string, unknown[]] {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replace('?', `$${params.length}`));
  };
  if ('organisationId' in scope) add('m.owner_id = ?', scope.organisationId);
  else add('m.country_id = ?', scope.countryId);
  if ('warehouseId' in filter) add('m.warehouse_id = ?', filter.warehouseId);
  if ('recordedBy' in filter) add('m.recorded_by = ?', filter.recordedBy);
  if ('movementId' in filter) add('m.id = ?', filter.movementId);
  if ('kind' in filter && filter.kind) add('m.kind = ?', filter.kind);
  return [clauses.join(' AND '), params];
}

/** The movements read model, always read within a scope. */
@Injectable()
export class MovementViews {
  constructor(private readonly dataSource: DataSource) {}

  async page(scope: StockScope, filter: MovementFilter, request: PageRequest): Promise<Page<MovementView>> {
    const [where, params] = whereOf(scope, filter);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM stock_movements m WHERE ${where}`,
      params,
    );
    const n = params.length;
    const rows = await this.dataSource.query<MovementRow[]>(
      `${SELECT} WHERE ${where} ORDER BY m.position DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, request.size, request.page * request.size],
    );
    return pageOf(rows.map(toView), total, request);
  }

  async one(
    scope: StockScope,
    movementId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<MovementView> {
    const [where, params] = whereOf(scope, { movementId });
    const [row] = await manager.query<MovementRow[]>(`${SELECT} WHERE ${where}`, params);
    if (!row) throw new NotFoundError(InventoryErrors.MOVEMENT_NOT_FOUND);
    return toView(row);
  }

  async waybill(
    scope: StockScope,
    movementId: string,
  ): Promise<{ storageKey: string; contentType: string; fileName: string }> {
    const [where, params] = whereOf(scope, { movementId });
    const [row] = await this.dataSource.query<
      { waybill_key: string | null; waybill_type: string; waybill_number: string }[]
    >(`SELECT waybill_key, waybill_type, waybill_number FROM stock_movements m WHERE ${where}`, params);
    if (!row) throw new NotFoundError(InventoryErrors.MOVEMENT_NOT_FOUND);
    if (!row.waybill_key) throw new NotFoundError(InventoryErrors.WAYBILL_NOT_FOUND);
    const extension = String(row.waybill_key).split('.').pop();
    const safe =
      String(row.waybill_number)
        .replace(/[^A-Za-z0-9_-]+/g, '-')
        .slice(0, 60) || 'waybill';
    return { storageKey: row.waybill_key, contentType: row.waybill_type, fileName: `waybill-${safe}.${extension}` };
  }
}
