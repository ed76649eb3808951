import { DataSource } from 'typeorm';
import { GeographyQueries } from '../../geography';
import { translate } from '../../kernel/i18n/translator';
import type { AlertDirection, PriceAlertMoved } from '../domain/price-alert';

type Language = 'en' | 'fr';

/** The alert as the notices name it. */
export interface AlertFacts {
  product: string;
  state: string;
  threshold: number;
  direction: AlertDirection;
}

/** The alert's product, state name, threshold and direction; null when it was deleted since. */
export async function loadAlertFacts(
  dataSource: DataSource,
  geography: GeographyQueries,
  alertId: string,
): Promise<AlertFacts | null> {
  const [alert]: { product: string; state_id: number; threshold: string; direction: AlertDirection }[] =
    await dataSource.query(`SELECT product, state_id, threshold, direction FROM market_price_alerts WHERE id = $1`, [
      alertId,
    ]);
  if (!alert) return null;
  const state = await geography.findState(alert.state_id);
  return {
    product: alert.product,
    state: state?.name ?? '',
    threshold: Number(alert.threshold),
    direction: alert.direction,
  };
}

/** The values a price alert's mail and push texts fill in, in `language`. */
export function noticeParams(alert: AlertFacts, moved: PriceAlertMoved, language: Language) {
  return {
    product: alert.product,
    state: alert.state,
    period: moved.period,
    price: moved.price,
    currency: moved.currency,
    measure: moved.measure === 'L' ? 'L' : 'kg',
    threshold: alert.threshold,
    direction: translate(moved.to === 'ABOVE' ? 'MARKET_ALERT_ABOVE' : 'MARKET_ALERT_BELOW', language),
    watching: translate(`MARKET_ALERT_WATCHING_${alert.direction}`, language, { threshold: alert.threshold }),
  };
}

/** The push message of a fired alert, in `language`. */
export function pushText(alert: AlertFacts, moved: PriceAlertMoved, language: Language) {
  const params = noticeParams(alert, moved, language);
  return {
    title: translate(`MARKET_ALERT_PUSH_TITLE_${moved.to}`, language, params),
    body: translate('MARKET_ALERT_PUSH_BODY', language, params),
  };
}
