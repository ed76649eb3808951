import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GeographyQueries } from '../../geography';
import { StoredEvent } from '../../kernel/events/event.types';
import { translate } from '../../kernel/i18n/translator';
import { DomainEventSubscriber, SubscribesTo } from '../../kernel/messaging/domain-event-subscriber';
import { MarketEvents, MarketPricesUploaded, MarketPriceRow } from '../../markets';
import { SmsOutbox } from '../commands/sms-outbox';

/** Products named in one SMS (a single 160-character part where it can). */
const PRODUCTS_PER_SMS = 4;

/** The prices of one product in one state, summed to average them. */
interface ProductPrices {
  sum: number;
  count: number;
  period: string;
  currency: string;
}

/** The row's newest price per kg (second half of the month, else the first), without subsidy. */
const perKg = (row: MarketPriceRow) => {
  const price = row.secondHalf ?? row.firstHalf;
  return price === null || !row.unitQuantity ? null : price / row.unitQuantity;
};

/**
 * New market prices, by SMS to the numbers subscribed to price alerts in a state the sheet prices: the state's average
 * per kg of a few products, in the number's language. Once per upload and number (the dedupe key), so a redelivered
 * event sends nothing twice; SmsOutbox queues only for numbers whose consent stands, in bulk (a run of 100,000 numbers
 * is a few dozen statements and addBulk calls).
 */
@Injectable()
@SubscribesTo({ name: 'feature-phones-price-alert-sms', events: [MarketEvents.uploaded] })
export class PriceAlertSmsSubscriber implements DomainEventSubscriber {
  constructor(
    private readonly dataSource: DataSource,
    private readonly geography: GeographyQueries,
    private readonly outbox: SmsOutbox,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const upload = MarketPricesUploaded.dataOf(event);
    const byState = new Map<number, Map<string, ProductPrices>>();
    for (const row of upload.rows) {
      const price = perKg(row);
      if (price === null) continue;
      const products = byState.get(row.stateId) ?? new Map<string, ProductPrices>();
      const kept = products.get(row.product) ?? { sum: 0, count: 0, period: row.period, currency: row.currency };
      products.set(row.product, {
        ...kept,
        sum: kept.sum + price,
        count: kept.count + 1,
        period: row.period > kept.period ? row.period : kept.period,
      });
      byState.set(row.stateId, products);
    }
    if (byState.size === 0) return;
    const subscribers = await this.dataSource.query<{ phone: string; language: 'en' | 'fr'; state_id: number }[]>(
      `SELECT phone, language, state_id FROM sms_subscriptions
        WHERE country_id = $1 AND price_alerts AND opted_out_at IS NULL AND state_id = ANY($2::int[])`,
      [upload.countryId, [...byState.keys()]],
    );
    const names = await this.geography.placeNames({ stateIds: [...byState.keys()] });
    // One text per state and language, shared by its subscribers; queued in bulk (SmsOutbox.queueMany).
    const texts = new Map<string, string>();
    const textFor = (stateId: number, language: 'en' | 'fr') => {
      const key = `${stateId}|${language}`;
      let text = texts.get(key);
      if (text === undefined) {
        const products = [...byState.get(stateId)!.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .slice(0, PRODUCTS_PER_SMS);
        const period = products.reduce((latest, [, p]) => (p.period > latest ? p.period : latest), '').slice(0, 7);
        const lines = products
          .map(([product, p]) => `${product} ${Math.round((p.sum / p.count) * 100) / 100}`)
          .join(', ');
        text = translate('SMS_PRICES_UPDATED', language, {
          state: names.states.get(stateId) ?? '',
          period,
          lines,
          currency: products[0]?.[1].currency.trim() ?? '',
        });
        texts.set(key, text);
      }
      return text;
    };
    await this.outbox.queueMany(
      upload.countryId,
      'PRICE_ALERT',
      subscribers.map((subscriber) => ({
        dedupeKey: `price-alert:${upload.uploadId}:${subscriber.phone}`,
        phone: subscriber.phone,
        text: textFor(subscriber.state_id, subscriber.language),
      })),
    );
  }
}
