import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EventStore } from '../../kernel/events/event-store';
import { StoredEvent } from '../../kernel/events/event.types';
import { AsyncEventConsumer, EventConsumer } from '../../kernel/events/projection';
import { PriceAlertStream } from '../domain/price-alert';
import { MarketEvents, MarketPricesUploaded, perMeasure } from '../domain/market-upload';
import { decidePrice, latestPricePerKg } from '../domain/price-alert';
import { normaliseWords } from '../domain/market-units';

/**
 * Weighs each uploaded sheet against the price alerts of its country: for every alert on a product and state the sheet
 * prices, the sheet's own latest price per kg is placed against the threshold (PriceAlertCrossed when it changes side).
 * Runs after commit, once per upload; the alert's stream remembers the uploads it weighed.
 */
@Injectable()
@EventConsumer()
export class PriceAlertWatch implements AsyncEventConsumer {
  readonly name = 'market-price-alert-watch';
  readonly handles = [MarketEvents.uploaded];

  constructor(private readonly store: EventStore) {}

  async handle(event: StoredEvent, manager: EntityManager): Promise<void> {
    const upload = MarketPricesUploaded.dataOf(event);
    const pairs = new Map<string, { stateId: number; productKey: string }>();
    for (const row of upload.rows) {
      const productKey = normaliseWords(row.product);
      pairs.set(`${row.stateId}|${productKey}`, { stateId: row.stateId, productKey });
    }
    if (!pairs.size) return;
    const alerts: { id: string; state_id: number; product_key: string }[] = await manager.query(
      `SELECT a.id, a.state_id, a.product_key FROM market_price_alerts a
       JOIN unnest($2::int[], $3::text[]) AS p (state_id, product_key) ON p.state_id = a.state_id AND p.product_key = a.product_key
       WHERE a.country_id = $1`,
      [upload.countryId, [...pairs.values()].map((p) => p.stateId), [...pairs.values()].map((p) => p.productKey)],
    );
    for (const alert of alerts) {
      const rows = upload.rows.filter(
        (r) => r.stateId === alert.state_id && normaliseWords(r.product) === alert.product_key,
      );
      const latest = latestPricePerKg(
        rows.map((r) => ({
          period: r.period.slice(0, 7),
          firstHalfPerKg: perMeasure(r.firstHalf, r.unitQuantity),
          secondHalfPerKg: perMeasure(r.secondHalf, r.unitQuantity),
        })),
      );
      if (!latest) continue;
      await PriceAlertStream.execute(
        this.store,
        alert.id,
        (state) =>
          decidePrice(state, {
            alertId: alert.id,
            uploadId: upload.uploadId,
            period: latest.period,
            price: latest.price,
            measure: rows[0]?.measure ?? 'KG',
            currency: rows[0]?.currency ?? '',
            at: upload.at,
          }),
        manager,
      );
    }
  }
}
