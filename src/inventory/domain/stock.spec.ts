import { statusOfCode } from '../../kernel/errors/error-table';
import { decider } from '../../kernel/testing/given-when-then';
import '../inventory.errors';
import {
  decideMovement,
  decideThreshold,
  evolveStock,
  initialStockState,
  MovementInput,
  StockMoved,
  StockRunningLow,
  StockThresholdSet,
} from './stock';

const NOW = '2026-03-10T09:00:00.000Z';
const stock = decider(evolveStock, initialStockState);

const base = {
  stockId: 'stock-w-1',
  kind: 'WAREHOUSE' as const,
  ownerId: 'owner',
  warehouseId: 'w1',
  countryId: 1,
  productId: 'p1',
  productName: 'Golden NPK',
  size: '50kg',
  unitPrice: '12500.50',
  waybillNumber: 'WB-1',
  waybill: null,
  movementDate: '2026-03-10',
  comment: null,
  recordedBy: 'owner',
  transferId: null,
};
const movement = (movementId: string, direction: 'IN' | 'OUT', quantity: number): MovementInput => ({
  ...base,
  movementId,
  direction,
  quantity,
  placeName: 'Kano store',
  now: NOW,
});
const moved = (movementId: string, direction: 'IN' | 'OUT', quantity: number, balance: number) =>
  StockMoved.create({ ...base, movementId, direction, quantity, balance, at: NOW });
const thresholdFields = (value: number | null) => ({
  stockId: base.stockId,
  kind: 'WAREHOUSE' as const,
  ownerId: 'owner',
  warehouseId: 'w1',
  countryId: 1,
  productId: 'p1',
  productName: 'Golden NPK',
  size: '50kg',
  threshold: value,
  by: 'owner',
});
const threshold = (value: number | null) => StockThresholdSet.create({ ...thresholdFields(value), at: NOW });

describe('stock', () => {
  it('adds what comes in and takes away what goes out', () => {
    stock
      .given()
      .when((s) => decideMovement(s, movement('m1', 'IN', 100)))
      .then(moved('m1', 'IN', 100, 100));
    stock
      .given(moved('m1', 'IN', 100, 100))
      .when((s) => decideMovement(s, movement('m2', 'OUT', 100)))
      .then(moved('m2', 'OUT', 100, 0));
    expect(stock.given(moved('m1', 'IN', 100, 100), moved('m2', 'OUT', 30, 70)).state.quantity).toBe(70);
  });

  it('refuses an OUT beyond the stock, naming what is available (409)', () => {
    stock
      .given(moved('m1', 'IN', 10, 10))
      .when((s) => decideMovement(s, movement('m2', 'OUT', 11)))
      .thenFails('STOCK_INSUFFICIENT', {
        product: 'Golden NPK',
        size: '50kg',
        place: 'Kano store',
        available: 10,
        requested: 11,
      });
    stock
      .given()
      .when((s) => decideMovement(s, movement('m1', 'OUT', 1)))
      .thenFails('STOCK_INSUFFICIENT');
    expect(statusOfCode('STOCK_INSUFFICIENT')).toBe(409);
  });

  it('raises StockRunningLow once, when a movement takes the stock from above its threshold to it or below', () => {
    const low = StockRunningLow.create({
      stockId: base.stockId,
      movementId: 'm2',
      ownerId: 'owner',
      warehouseId: 'w1',
      productName: 'Golden NPK',
      size: '50kg',
      quantity: 5,
      threshold: 5,
      at: NOW,
    });
    stock
      .given(moved('m1', 'IN', 12, 12), threshold(5))
      .when((s) => decideMovement(s, movement('m2', 'OUT', 7)))
      .then(moved('m2', 'OUT', 7, 5), low);
    stock
      .given(moved('m1', 'IN', 12, 12), threshold(5), moved('m2', 'OUT', 7, 5))
      .when((s) => decideMovement(s, movement('m3', 'OUT', 1)))
      .then(moved('m3', 'OUT', 1, 4));
    stock
      .given(moved('m1', 'IN', 12, 12))
      .when((s) => decideMovement(s, movement('m2', 'OUT', 12)))
      .then(moved('m2', 'OUT', 12, 0));
  });

  it('raises StockRunningLow once when the threshold is set at or above the stock, not again while it stays low', () => {
    const lowAt = (quantity: number, level: number) =>
      StockRunningLow.create({
        stockId: base.stockId,
        movementId: null,
        ownerId: 'owner',
        warehouseId: 'w1',
        productName: 'Golden NPK',
        size: '50kg',
        quantity,
        threshold: level,
        at: NOW,
      });
    // 8 bags in stock, threshold set to 10: the manager is told at once.
    stock
      .given(moved('m1', 'IN', 8, 8))
      .when((s) => decideThreshold(s, { ...thresholdFields(10), now: NOW }))
      .then(threshold(10), lowAt(8, 10));
    // Exactly at the threshold counts as low.
    stock
      .given(moved('m1', 'IN', 8, 8))
      .when((s) => decideThreshold(s, { ...thresholdFields(8), now: NOW }))
      .then(threshold(8), lowAt(8, 8));
    // Already low under the old threshold (told then): changing it tells nothing more.
    stock
      .given(moved('m1', 'IN', 8, 8), threshold(10))
      .when((s) => decideThreshold(s, { ...thresholdFields(12), now: NOW }))
      .then(threshold(12));
    // Raised from below the stock to above it: low now, told now.
    stock
      .given(moved('m1', 'IN', 8, 8), threshold(5))
      .when((s) => decideThreshold(s, { ...thresholdFields(9), now: NOW }))
      .then(threshold(9), lowAt(8, 9));
    // Below the stock: nothing to tell; and a later movement down to it is the one that tells.
    stock
      .given(moved('m1', 'IN', 8, 8))
      .when((s) => decideThreshold(s, { ...thresholdFields(7), now: NOW }))
      .then(threshold(7));
    // Low since the threshold was set: a later movement further down does not tell again.
    stock
      .given(moved('m1', 'IN', 8, 8), threshold(10))
      .when((s) => decideMovement(s, movement('m2', 'OUT', 3)))
      .then(moved('m2', 'OUT', 3, 5));
  });

  it('sets and removes a threshold, and changes nothing when it is already so', () => {
    stock
      .given()
      .when((s) => decideThreshold(s, { ...thresholdFields(5), now: NOW }))
      .then(threshold(5));
    stock
      .given(threshold(5))
      .when((s) => decideThreshold(s, { ...thresholdFields(5), now: NOW }))
      .thenNothing();
    stock
      .given(threshold(5))
      .when((s) => decideThreshold(s, { ...thresholdFields(null), now: NOW }))
      .then(threshold(null));
  });
});
