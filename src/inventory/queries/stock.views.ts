import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MovementView, MovementViews } from './movement.views';
import { WarehouseView, WarehouseViews } from './warehouse.views';
import { StockScope } from '../domain/stock-keepers';

export interface StockLineView {
  productId: string;
  productName: string;
  size: string;
  quantity: number;
  /** The product's price at its last movement (a decimal string), null when unknown. */
  unitPrice: string | null;
  /** quantity × unitPrice, two decimals. */
  value: string;
  threshold: number | null;
  /** OUT (none left), LOW (at or below the threshold) or OK. */
  level: 'OUT' | 'LOW' | 'OK';
}

export interface MovementDayView {
  date: string;
  in: number;
  out: number;
}

export interface WarehouseStockView {
  warehouse: WarehouseView;
  lines: StockLineView[];
  totalQuantity: number;
  totalValue: string;
  /** How many lines are at each level. */
  levels: { out: number; low: number; ok: number };
  /** Units in and out per day over the last 30 days of movements. */
  movementsByDay: MovementDayView[];
  lastMovements: MovementView[];
}

export interface ExportRow {
  warehouseId: string | null;
  warehouseName: string | null;
  productName: string;
  size: string;
  quantity: number;
  value: string;
}

const levelOf = (quantity: number, threshold: number | null): StockLineView['level'] =>
  quantity === 0 ? 'OUT' : threshold !== null && quantity <= threshold ? 'LOW' : 'OK';

@Injectable()
export class StockViews {
  constructor(
    private readonly dataSource: DataSource,
    private readonly warehouses: WarehouseViews,
    private readonly movements: MovementViews,
  ) {}

  async ofWarehouse(scope: StockScope, warehouseId: string): Promise<WarehouseStockView> {
    const warehouse = await this.warehouses.view(warehouseId, scope);
    const rows = await this.dataSource.query<
      {
        product_id: string;
        product_name: string;
        size: string;
        quantity: number;
        unit_price: string | null;
        threshold: number | null;
        value: string;
      }[]
    >(
      `SELECT product_id, product_name, size, quantity, unit_price::text AS unit_price, threshold,
              round(quantity * COALESCE(unit_price, 0), 2)::text AS value
       FROM stock_levels WHERE warehouse_id = $1 ORDER BY lower(product_name), lower(size)`,
      [warehouseId],
    );
    const lines: StockLineView[] = rows.map((r) => ({
      productId: r.product_id,
      productName: r.product_name,
      size: r.size,
      quantity: r.quantity,
      unitPrice: r.unit_price,
      value: r.value,
      threshold: r.threshold,
      level: levelOf(r.quantity, r.threshold),
    }));
    const [totals] = await this.dataSource.query<{ quantity: number; value: string }[]>(
      `SELECT COALESCE(sum(quantity), 0)::int AS quantity,
              round(COALESCE(sum(quantity * COALESCE(unit_price, 0)), 0), 2)::text AS value
         FROM stock_levels WHERE warehouse_id = $1`,
      [warehouseId],
    );
    const days = await this.dataSource.query<MovementDayView[]>(
      `SELECT to_char(movement_date, 'YYYY-MM-DD') AS date,
              COALESCE(sum(quantity) FILTER (WHERE direction = 'IN'), 0)::int AS "in",
              COALESCE(sum(quantity) FILTER (WHERE direction = 'OUT'), 0)::int AS "out"
       FROM stock_movements WHERE warehouse_id = $1
         AND movement_date > (SELECT max(movement_date) FROM stock_movements WHERE warehouse_id = $1) - 30
       GROUP BY movement_date ORDER BY movement_date`,
      [warehouseId],
    );
    const last = await this.movements.page(scope, { warehouseId }, { page: 0, size: 10 });
    return {
      warehouse,
      lines,
      totalQuantity: totals.quantity,
      totalValue: totals.value,
      levels: {
        out: lines.filter((l) => l.level === 'OUT').length,
        low: lines.filter((l) => l.level === 'LOW').length,
        ok: lines.filter((l) => l.level === 'OK').length,
      },
      movementsByDay: days,
      lastMovements: last.content,
    };
  }

  /** Every stock line of the scope (warehouses, then the own shop), by warehouse and product, for the PDF export. */
  async exportRows(scope: StockScope, warehouseId?: string): Promise<ExportRow[]> {
    const params: unknown[] = ['organisationId' in scope ? scope.organisationId : scope.countryId];
    let where = 'organisationId' in scope ? 's.owner_id = $1' : 's.country_id = $1';
    if (warehouseId) {
      params.push(warehouseId);
      where += ' AND s.warehouse_id = $2';
    }
    const rows = await this.dataSource.query<
      {
        warehouse_id: string | null;
        warehouse_name: string | null;
        product_name: string;
        size: string;
        quantity: number;
        value: string;
      }[]
    >(
      `SELECT s.warehouse_id, w.name AS warehouse_name, w.code, s.product_name, s.size, s.quantity,
              round(s.quantity * COALESCE(s.unit_price, 0), 2)::text AS value
       FROM stock_levels s LEFT JOIN warehouses w ON w.id = s.warehouse_id
       WHERE ${where} AND s.quantity > 0
       ORDER BY (s.warehouse_id IS NULL), lower(w.name), w.code, s.warehouse_id, s.owner_id, lower(s.product_name),
                lower(s.size)`,
      params,
    );
    return rows.map((r) => ({
      warehouseId: r.warehouse_id,
      warehouseName: r.warehouse_name,
      productName: r.product_name,
      size: r.size,
      quantity: r.quantity,
      value: r.value,
    }));
  }

  /** The sellers among `sellerIds` holding some of the product (in any warehouse or shop). */
  async sellersWithStock(productId: string, sellerIds?: string[]): Promise<string[]> {
    const rows = await this.dataSource.query<{ owner_id: string }[]>(
      `SELECT DISTINCT owner_id FROM stock_levels
        WHERE product_id = $1 AND quantity > 0 ${sellerIds ? 'AND owner_id = ANY($2::uuid[])' : ''}`,
      sellerIds ? [productId, sellerIds] : [productId],
    );
    return rows.map((r) => r.owner_id);
  }
}
