import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export const SMS_TOPICS = ['PRICE_ALERT', 'WEATHER_WARNING', 'ORDER_STATUS'] as const;
export type SmsTopic = (typeof SMS_TOPICS)[number];
export const TOPIC_COLUMNS: Record<SmsTopic, string> = {
  PRICE_ALERT: 'price_alerts',
  WEATHER_WARNING: 'weather_warnings',
  ORDER_STATUS: 'order_status',
};

export type ConsentChannel = 'USSD' | 'SMS' | 'CONSOLE';

export interface Subscriber {
  countryId: number;
  /** International form. */
  phone: string;
  farmerId: string | null;
  userId: string | null;
  language: 'en' | 'fr';
  stateId: number | null;
  cityId: number | null;
}

export interface SubscriptionView {
  priceAlerts: boolean;
  weatherWarnings: boolean;
  orderStatus: boolean;
  optedOut: boolean;
}

/** The words that end every SMS, as farmers reply them (English and French, any case, with spaces or a full stop). */
const STOP_WORDS = new Set(['STOP', 'ARRET', 'ARRÊT', 'STOPALL', 'UNSUBSCRIBE', 'DESABONNER', 'DÉSABONNER']);
export const isStopWord = (text: string) =>
  STOP_WORDS.has(
    text
      .trim()
      .replace(/[.!\s]+$/g, '')
      .toUpperCase(),
  );

/** A number's row of sms_subscriptions: its topics and when it opted out. */
interface SubscriptionRow {
  price_alerts: boolean;
  weather_warnings: boolean;
  order_status: boolean;
  opted_out_at: Date | null;
}

/**
 * A number's SMS subscriptions: each topic a farmer turns on is their consent to it, and every change (on, off, STOP)
 * is kept in sms_consent_changes with the channel and the words that made it. No SMS of a topic goes to a number
 * without its consent (SmsOutbox checks it in the statement that queues it).
 */
@Injectable()
export class SmsSubscriptions {
  constructor(private readonly dataSource: DataSource) {}

  async of(countryId: number, phone: string): Promise<SubscriptionView> {
    const [row] = await this.dataSource.query<SubscriptionRow[]>(
      `SELECT price_alerts, weather_warnings, order_status, opted_out_at FROM sms_subscriptions WHERE country_id = $1 AND phone = $2`,
      [countryId, phone],
    );
    return {
      priceAlerts: !!row?.price_alerts,
      weatherWarnings: !!row?.weather_warnings,
      orderStatus: !!row?.order_status,
      optedOut: !!row?.opted_out_at,
    };
  }

  /** Turns a topic on or off; turning one on after a STOP subscribes the number again, to that topic only. */
  async set(
    subscriber: Subscriber,
    topic: SmsTopic,
    on: boolean,
    channel: ConsentChannel,
    words: string | null,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<SubscriptionRow[]>(
        `SELECT price_alerts, weather_warnings, order_status, opted_out_at FROM sms_subscriptions WHERE country_id = $1 AND phone = $2 FOR UPDATE`,
        [subscriber.countryId, subscriber.phone],
      );
      const kept =
        row && !row.opted_out_at ? row : { price_alerts: false, weather_warnings: false, order_status: false };
      const topics = { ...kept, [TOPIC_COLUMNS[topic]]: on };
      await manager.query(
        `INSERT INTO sms_subscriptions (country_id, phone, farmer_id, user_id, language, state_id, city_id,
           price_alerts, weather_warnings, order_status, opted_out_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now())
         ON CONFLICT (country_id, phone) DO UPDATE SET farmer_id = $3, user_id = $4, language = $5, state_id = $6, city_id = $7,
           price_alerts = $8, weather_warnings = $9, order_status = $10, opted_out_at = $11, updated_at = now()`,
        [
          subscriber.countryId,
          subscriber.phone,
          subscriber.farmerId,
          subscriber.userId,
          subscriber.language,
          subscriber.stateId,
          subscriber.cityId,
          topics.price_alerts,
          topics.weather_warnings,
          topics.order_status,
          on ? null : (row?.opted_out_at ?? null),
        ],
      );
      await manager.query(
        `INSERT INTO sms_consent_changes (country_id, phone, topic, given, channel, words) VALUES ($1, $2, $3, $4, $5, $6)`,
        [subscriber.countryId, subscriber.phone, topic, on, channel, words],
      );
    });
  }

  /**
   * STOP (ARRET): every topic off, the number opted out, the words kept. Answers false when the number had already
   * opted out (so the confirmation goes once). A number never subscribed is recorded as opted out too: nothing may
   * be sent to it later without its consent.
   */
  async optOut(
    countryId: number,
    phone: string,
    language: 'en' | 'fr',
    channel: ConsentChannel,
    words: string,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<{ now_out: boolean }[]>(
        `INSERT INTO sms_subscriptions (country_id, phone, language, opted_out_at, updated_at) VALUES ($1, $2, $3, now(), now())
         ON CONFLICT (country_id, phone) DO UPDATE SET price_alerts = false, weather_warnings = false, order_status = false,
           opted_out_at = COALESCE(sms_subscriptions.opted_out_at, now()), updated_at = now()
         RETURNING opted_out_at = now() AS now_out`,
        [countryId, phone, language],
      );
      if (!row.now_out) return false;
      await manager.query(
        `INSERT INTO sms_consent_changes (country_id, phone, topic, given, channel, words) VALUES ($1, $2, 'ALL', false, $3, $4)`,
        [countryId, phone, channel, words],
      );
      return true;
    });
  }
}
