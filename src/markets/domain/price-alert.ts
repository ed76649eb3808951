import { DomainError } from '../../kernel/errors/domain-error';
import { defineAggregate } from '../../kernel/events/decider';
import { defineEvent } from '../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../kernel/events/event.types';
import { MarketsErrors } from '../markets.errors';

/**
 * A signed-in user's price alert: tell me when the price per kg of a product in a state crosses a threshold, rising
 * above it, falling below it, or either way (the alert's direction). Each upload that prices the product in the state
 * places the price ABOVE (at or over) or BELOW the threshold; the alert fires when that side changes towards the side
 * its direction watches, so a later upload that stays beyond the threshold says nothing again, and a crossing the other
 * way is only recorded (the next crossing in the watched direction fires again).
 */
export const PRICE_ALERT_STREAM = 'price-alert';
export const priceAlertStreamId = (alertId: string) => `price-alert-${alertId}`;

export type PriceSide = 'ABOVE' | 'BELOW';
/** Which crossings an alert tells of: rising above the threshold, falling below it, or either. */
export const ALERT_DIRECTIONS = ['ABOVE', 'BELOW', 'EITHER'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];

export interface PriceAlertSet {
  alertId: string;
  userId: string;
  countryId: number;
  stateId: number;
  product: string;
  productKey: string;
  threshold: number;
  /** Absent on alerts set before directions existed: they fire either way. */
  direction?: AlertDirection;
  /** Where the latest price stood when the alert was set; null when the product had no price there yet. */
  side: PriceSide | null;
  /** The period (YYYY-MM) of that latest price; absent on alerts set before it was recorded. */
  period?: string | null;
  at: string;
}

export interface PriceAlertDeleted {
  alertId: string;
  userId: string;
  at: string;
}

/** The price an upload gave, and the side of the threshold it falls on. */
export interface PriceAlertMoved {
  alertId: string;
  userId: string;
  uploadId: string;
  /** YYYY-MM */
  period: string;
  price: number;
  measure: string;
  currency: string;
  from: PriceSide | null;
  to: PriceSide;
  at: string;
}

export const PriceAlertSet = defineEvent<PriceAlertSet>('PriceAlertSet');
export const PriceAlertDeleted = defineEvent<PriceAlertDeleted>('PriceAlertDeleted');
/** The price moved to the other side of the threshold, in the direction the alert watches: the alert fires. */
export const PriceAlertCrossed = defineEvent<PriceAlertMoved>('PriceAlertCrossed');
/**
 * The price was placed on a side of the threshold without firing: a first price for an alert set before any, or a
 * crossing in the direction the alert does not watch (a "below" alert's price rising above).
 */
export const PriceAlertPlaced = defineEvent<PriceAlertMoved>('PriceAlertPlaced');

export const PriceAlertEvents = {
  set: PriceAlertSet.type,
  deleted: PriceAlertDeleted.type,
  crossed: PriceAlertCrossed.type,
  placed: PriceAlertPlaced.type,
} as const;

export interface PriceAlertState {
  exists: boolean;
  deleted: boolean;
  userId: string | null;
  threshold: number;
  direction: AlertDirection;
  side: PriceSide | null;
  /** The newest period (YYYY-MM) the side was taken from: a sheet of an older period says nothing. */
  period: string | null;
  /** Uploads already weighed, so that a replayed upload is weighed once. */
  uploads: string[];
}

export const initialPriceAlertState: PriceAlertState = {
  exists: false,
  deleted: false,
  userId: null,
  threshold: 0,
  direction: 'EITHER',
  side: null,
  period: null,
  uploads: [],
};

export function evolvePriceAlert(state: PriceAlertState, event: StoredEvent | NewEvent): PriceAlertState {
  if (PriceAlertSet.is(event))
    return {
      ...state,
      exists: true,
      userId: event.data.userId,
      threshold: event.data.threshold,
      direction: event.data.direction ?? 'EITHER',
      side: event.data.side,
      period: event.data.period ?? null,
    };
  if (PriceAlertDeleted.is(event)) return { ...state, deleted: true };
  if (PriceAlertCrossed.is(event) || PriceAlertPlaced.is(event))
    return {
      ...state,
      side: event.data.to,
      period: laterPeriod(state.period, event.data.period),
      uploads: [...state.uploads, event.data.uploadId],
    };
  return state;
}

const laterPeriod = (a: string | null, b: string) => (a !== null && a > b ? a : b);

export const sideOf = (price: number, threshold: number): PriceSide => (price >= threshold ? 'ABOVE' : 'BELOW');

/** Whether a move of the price to `to` is one the alert's direction tells of. */
export const watches = (direction: AlertDirection, to: PriceSide): boolean =>
  direction === 'EITHER' || direction === to;

export function decideSetAlert(state: PriceAlertState, alert: PriceAlertSet): NewEvent[] {
  if (state.exists) return [];
  return [PriceAlertSet.create(alert)];
}

/** Only its owner deletes an alert; anyone else's, or a deleted one, is not found. */
export function decideDeleteAlert(
  state: PriceAlertState,
  command: { alertId: string; userId: string; now: string },
): NewEvent[] {
  if (!state.exists || state.deleted || state.userId !== command.userId)
    throw new DomainError(MarketsErrors.MARKET_ALERT_NOT_FOUND);
  return [PriceAlertDeleted.create({ alertId: command.alertId, userId: command.userId, at: command.now })];
}

/**
 * Weighs an upload's price against the threshold: fires on a change of side towards the side the alert watches, places a
 * first price or a change of side the other way (without firing), else nothing. A sheet
 * of a period older than the newest one the alert knows for its product and state (a late upload of an old month) is
 * history, not the current price: it says nothing.
 */
export function decidePrice(state: PriceAlertState, seen: Omit<PriceAlertMoved, 'from' | 'to' | 'userId'>): NewEvent[] {
  if (!state.exists || state.deleted || state.uploads.includes(seen.uploadId)) return [];
  if (state.period !== null && seen.period < state.period) return [];
  const to = sideOf(seen.price, state.threshold);
  if (state.side === to) return [];
  const moved = { ...seen, userId: state.userId!, from: state.side, to };
  return [
    state.side !== null && watches(state.direction, to)
      ? PriceAlertCrossed.create(moved)
      : PriceAlertPlaced.create(moved),
  ];
}

/**
 * The price of a product in a state that an alert weighs: of the latest month priced, each row's latest half-month price
 * per kg (or litre) without subsidy, averaged over the markets and units (to four decimals). Null when none is given.
 */
export function latestPricePerKg(
  rows: { period: string; firstHalfPerKg: number | null; secondHalfPerKg: number | null }[],
): { period: string; price: number } | null {
  const priced = rows
    .map((r) => ({ period: r.period, price: r.secondHalfPerKg ?? r.firstHalfPerKg }))
    .filter((r): r is { period: string; price: number } => r.price !== null);
  if (!priced.length) return null;
  const period = priced.reduce((latest, r) => (r.period > latest ? r.period : latest), priced[0].period);
  const prices = priced.filter((r) => r.period === period).map((r) => r.price);
  return { period, price: Math.round((prices.reduce((a, b) => a + b, 0) / prices.length) * 10000) / 10000 };
}

/** Its commands (set, delete, a price seen) stay valid when decided again after a conflict. */
export const PriceAlertStream = defineAggregate({
  streamType: PRICE_ALERT_STREAM,
  streamId: priceAlertStreamId,
  initial: initialPriceAlertState,
  evolve: evolvePriceAlert,
  retries: 2,
});
