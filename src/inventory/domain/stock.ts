import { createHash } from 'node:crypto';
import { DomainError } from '../../kernel/errors/domain-error';
import { defineEvent } from '../../kernel/events/event-registry';
import { NewEvent } from '../../kernel/events/event.types';
import { InventoryErrors } from '../inventory.errors';

/**
 * The stock of one product in one size at one place: a warehouse, or the own shop of a retailer or agro-dealer
 * (inventory movements). Its quantity is the sum of its movements (IN adds, OUT takes away) and never goes below 0: an
 * OUT larger than what is there is refused with STOCK_INSUFFICIENT naming what is available. A threshold, when the
 * owner sets one, raises StockRunningLow once when the stock comes to it or below: when a movement takes the quantity
 * from above it to at or below it, or when the threshold is set at or above a stock that was not low until then.
 */
export const STOCK_STREAM = 'stock';

export type StockPlace = { kind: 'WAREHOUSE'; warehouseId: string } | { kind: 'SHOP'; ownerId: string };
export const DIRECTIONS = ['IN', 'OUT'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** One stream per (place, product, size); the size is compared without case or surrounding spaces. */
export const stockStreamId = (place: StockPlace, productId: string, size: string) => {
  const where = place.kind === 'WAREHOUSE' ? `w-${place.warehouseId}` : `s-${place.ownerId}`;
  const sizeKey = createHash('sha256').update(size.trim().toLowerCase()).digest('hex').slice(0, 16);
  return `stock-${where}-${productId}-${sizeKey}`;
};

export interface WaybillDocument {
  storageKey: string;
  contentType: string;
  size: number;
}

/** The stock an event is about: its place, its owner and its product. */
export interface StockOfEvent {
  stockId: string;
  kind: StockPlace['kind'];
  ownerId: string;
  warehouseId: string | null;
  countryId: number;
  productId: string;
  productName: string;
  size: string;
}

export interface StockMoved extends StockOfEvent {
  movementId: string;
  /** The product's price when it moved (a decimal string), for the stock's value. */
  unitPrice: string | null;
  direction: Direction;
  quantity: number;
  /** The stock after this movement. */
  balance: number;
  waybillNumber: string;
  waybill: WaybillDocument | null;
  /** The day the goods moved (YYYY-MM-DD), as written on the waybill. */
  movementDate: string;
  comment: string | null;
  recordedBy: string;
  /** Set on both halves of a transfer between two warehouses of one owner. */
  transferId: string | null;
  at: string;
}

export interface StockThresholdSet extends StockOfEvent {
  /** Null removes it. */
  threshold: number | null;
  by: string;
  at: string;
}

export interface StockRunningLow {
  stockId: string;
  /** The movement that took the stock down; null when setting the threshold found it low already. */
  movementId: string | null;
  ownerId: string;
  warehouseId: string | null;
  productName: string;
  size: string;
  quantity: number;
  threshold: number;
  at: string;
}

export const StockMoved = defineEvent<StockMoved>('StockMoved');
export const StockThresholdSet = defineEvent<StockThresholdSet>('StockThresholdSet');
export const StockRunningLow = defineEvent<StockRunningLow>('StockRunningLow');
export const StockEvents = {
  moved: StockMoved.type,
  thresholdSet: StockThresholdSet.type,
  runningLow: StockRunningLow.type,
} as const;

export interface StockState {
  quantity: number;
  threshold: number | null;
  /** Some movement has come here (a product never stocked here is not "running low"). */
  stocked: boolean;
}

export const initialStockState: StockState = { quantity: 0, threshold: null, stocked: false };

export function evolveStock(state: StockState, event: { type: string; data: unknown }): StockState {
  if (StockMoved.is(event)) return { ...state, quantity: event.data.balance, stocked: true };
  if (StockThresholdSet.is(event)) return { ...state, threshold: event.data.threshold };
  return state;
}

export type MovementInput = Omit<StockMoved, 'balance' | 'at'> & { placeName: string; now: string };

/** An IN adds, an OUT takes away what is there (or is refused, naming what is available). */
export function decideMovement(state: StockState, input: MovementInput): NewEvent[] {
  const { now, placeName, ...movement } = input;
  const balance = movement.direction === 'IN' ? state.quantity + movement.quantity : state.quantity - movement.quantity;
  if (balance < 0) {
    throw new DomainError(InventoryErrors.STOCK_INSUFFICIENT, {
      product: movement.productName,
      size: movement.size,
      place: placeName,
      available: state.quantity,
      requested: movement.quantity,
    });
  }
  const moved = StockMoved.create({ ...movement, balance, at: now });
  const threshold = state.threshold;
  if (threshold === null || !(state.quantity > threshold && balance <= threshold)) return [moved];
  return [
    moved,
    StockRunningLow.create({
      stockId: movement.stockId,
      movementId: movement.movementId,
      ownerId: movement.ownerId,
      warehouseId: movement.warehouseId,
      productName: movement.productName,
      size: movement.size,
      quantity: balance,
      threshold,
      at: now,
    }),
  ];
}

/** Low under a threshold: at it or below. */
const lowUnder = (quantity: number, threshold: number | null) => threshold !== null && quantity <= threshold;

/**
 * Sets (or removes) the threshold. Set at or above the stock, it raises StockRunningLow at once, unless the stock was
 * already low under the threshold before (the owner was told then) or nothing was ever stocked here: one alert each
 * time the stock becomes low.
 */
export function decideThreshold(state: StockState, input: Omit<StockThresholdSet, 'at'> & { now: string }): NewEvent[] {
  if (state.threshold === input.threshold) return [];
  const { now, ...data } = input;
  const set = StockThresholdSet.create({ ...data, at: now });
  if (!state.stocked || !lowUnder(state.quantity, input.threshold) || lowUnder(state.quantity, state.threshold))
    return [set];
  const level = input.threshold as number;
  return [
    set,
    StockRunningLow.create({
      stockId: data.stockId,
      movementId: null,
      ownerId: data.ownerId,
      warehouseId: data.warehouseId,
      productName: data.productName,
      size: data.size,
      quantity: state.quantity,
      threshold: level,
      at: now,
    }),
  ];
}
