import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../kernel/events/projection';
import { StockEvents, StockMoved, StockThresholdSet } from '../domain/stock';

/**
 * stock_levels (one row per place, product and size: its quantity, last known unit price and threshold) and
 * stock_movements (every movement with its waybill), in the transaction that records them.
 */
@Injectable()
@Projection()
export class StockProjection implements InlineProjection {
  readonly name = 'stock';
  readonly tables = ['stock_movements', 'stock_levels'];
  readonly handles = [StockEvents.moved, StockEvents.thresholdSet];

  private async level(manager: EntityManager, d: StockMoved | StockThresholdSet, at: Date) {
    await manager.query(
      `INSERT INTO stock_levels
         (stock_id, kind, owner_id, warehouse_id, country_id, product_id, product_name, size, quantity, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9) ON CONFLICT (stock_id) DO NOTHING`,
      [d.stockId, d.kind, d.ownerId, d.warehouseId, d.countryId, d.productId, d.productName, d.size, at],
    );
  }

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (StockMoved.is(event)) {
      const d = StockMoved.dataOf(event);
      const at = new Date(d.at);
      await this.level(manager, d, at);
      await manager.query(
        `UPDATE stock_levels
         SET quantity = $2, product_name = $3, unit_price = COALESCE($4, unit_price), last_moved_at = $5, updated_at = $5
         WHERE stock_id = $1`,
        [d.stockId, d.balance, d.productName, d.unitPrice, at],
      );
      await manager.query(
        `INSERT INTO stock_movements (id, position, stock_id, kind, owner_id, warehouse_id, country_id, product_id,
           product_name, size, direction, quantity, balance,
           unit_price, waybill_number, waybill_key, waybill_type, movement_date, comment, recorded_by, transfer_id, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
        [
          d.movementId,
          event.globalPosition,
          d.stockId,
          d.kind,
          d.ownerId,
          d.warehouseId,
          d.countryId,
          d.productId,
          d.productName,
          d.size,
          d.direction,
          d.quantity,
          d.balance,
          d.unitPrice,
          d.waybillNumber,
          d.waybill?.storageKey ?? null,
          d.waybill?.contentType ?? null,
          d.movementDate,
          d.comment,
          d.recordedBy,
          d.transferId,
          at,
        ],
      );
    } else if (StockThresholdSet.is(event)) {
      const d = StockThresholdSet.dataOf(event);
      const at = new Date(d.at);
      await this.level(manager, d, at);
      await manager.query(`UPDATE stock_levels SET threshold = $2, updated_at = $3 WHERE stock_id = $1`, [
        d.stockId,
        d.threshold,
        at,
      ]);
    }
  }
}
