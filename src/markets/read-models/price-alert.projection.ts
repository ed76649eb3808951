import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { UserDeleted, UserEvents } from '../../accounts';
import { sharedDataOf } from '../../kernel/events/event-registry';
import { StoredEvent } from '../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../kernel/events/projection';
import {
  PriceAlertCrossed,
  PriceAlertDeleted,
  PriceAlertEvents,
  PriceAlertPlaced,
  PriceAlertSet,
} from '../domain/price-alert';

const movedDataOf = sharedDataOf(PriceAlertCrossed, PriceAlertPlaced);

/**
 * The price alerts (market_price_alerts): the direction each watches, where the latest price stands and how many times
 * each fired.
 */
@Injectable()
@Projection()
export class PriceAlertProjection implements InlineProjection {
  readonly name = 'market_price_alerts';
  readonly tables = ['market_price_alerts'];
  readonly handles = [...Object.values(PriceAlertEvents), UserEvents.deleted];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (PriceAlertSet.is(event)) {
      const d = PriceAlertSet.dataOf(event);
      await manager.query(
        `INSERT INTO market_price_alerts
           (id, user_id, country_id, state_id, product, product_key, threshold, direction, side, fired, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10) ON CONFLICT (id) DO NOTHING`,
        [
          d.alertId,
          d.userId,
          d.countryId,
          d.stateId,
          d.product,
          d.productKey,
          d.threshold,
          d.direction ?? 'EITHER',
          d.side,
          new Date(d.at),
        ],
      );
    } else if (PriceAlertDeleted.is(event)) {
      await manager.query(`DELETE FROM market_price_alerts WHERE id = $1`, [PriceAlertDeleted.dataOf(event).alertId]);
    } else if (PriceAlertCrossed.is(event) || PriceAlertPlaced.is(event)) {
      const moved = movedDataOf(event);
      await manager.query(`UPDATE market_price_alerts SET side = $2, fired = fired + $3 WHERE id = $1`, [
        moved.alertId,
        moved.to,
        PriceAlertCrossed.is(event) ? 1 : 0,
      ]);
    } else if (event.type === UserEvents.deleted) {
      await manager.query(`DELETE FROM market_price_alerts WHERE user_id = $1`, [UserDeleted.dataOf(event).userId]);
    }
  }
}
