import { statusOfCode } from '../../kernel/errors/error-table';
import { NewEvent } from '../../kernel/events/event.types';
import { decider } from '../../kernel/testing/given-when-then';
import '../orders.errors';
import {
  decidePlace,
  decideStatusChange,
  EVENT_OF_STATUS,
  evolveProductRequest,
  initialProductRequestState,
  nextStatuses,
  ORDER_STATUSES,
  OrderStatus,
  Party,
  ProductRequestCanceled,
  ProductRequestDeclined,
  ProductRequestPlaced,
} from './product-request';

/** The order machine as the product defines it, written out move by move: [from, to, who may]. */
const ALLOWED: [OrderStatus, OrderStatus, Party[]][] = [
  ['PENDING', 'APPROVED', ['SELLER']],
  ['PENDING', 'DECLINED', ['SELLER']],
  ['PENDING', 'REJECTED', ['SELLER']],
  ['PENDING', 'CANCELED', ['BUYER']],
  ['APPROVED', 'SHIPPED', ['SELLER']],
  ['SHIPPED', 'DELIVERED', ['BUYER', 'SELLER']],
];
const SIDES: Party[][] = [['SELLER'], ['BUYER'], []];
const NOW = '2025-11-20T10:00:00.000Z';
const order = decider(evolveProductRequest, initialProductRequestState);

const place = {
  requestId: 'r1',
  productId: 'p1',
  productName: 'Golden NPK',
  sellerId: 'seller',
  buyerId: 'buyer',
  placedBy: 'buyer',
  countryId: 1,
  quantity: 3,
  unitPrice: '12500.50',
  deliveryMethod: { id: 1, name: 'Pick-up at the store', nameFr: 'Retrait en magasin' },
  details: { sealed: 1 as const, subject: 'buyer', iv: '', tag: '', data: '' },
  quotationId: null,
};
const placed = ProductRequestPlaced.create({ ...place, at: NOW });

/** The event of a move, as `decideStatusChange` writes it. */
const moved = (from: OrderStatus, to: Exclude<OrderStatus, 'PENDING'>, side: Party, by = 'someone') =>
  EVENT_OF_STATUS[to].create({ requestId: 'r1', from, to, side, by, reason: null, at: NOW });

/** The events that bring an order to each status. */
const HISTORY: Record<OrderStatus, NewEvent[]> = {
  PENDING: [placed],
  APPROVED: [placed, moved('PENDING', 'APPROVED', 'SELLER')],
  DECLINED: [placed, moved('PENDING', 'DECLINED', 'SELLER')],
  REJECTED: [placed, moved('PENDING', 'REJECTED', 'SELLER')],
  CANCELED: [placed, moved('PENDING', 'CANCELED', 'BUYER')],
  SHIPPED: [placed, moved('PENDING', 'APPROVED', 'SELLER'), moved('APPROVED', 'SHIPPED', 'SELLER')],
  DELIVERED: [
    placed,
    moved('PENDING', 'APPROVED', 'SELLER'),
    moved('APPROVED', 'SHIPPED', 'SELLER'),
    moved('SHIPPED', 'DELIVERED', 'BUYER'),
  ],
};

const change = (to: OrderStatus, sides: Party[]) => (s: typeof initialProductRequestState) =>
  decideStatusChange(s, { requestId: 'r1', to, sides, by: 'someone', reasons: {}, now: NOW });

describe('the order machine', () => {
  it('places an order as PENDING, once', () => {
    order
      .given()
      .when((s) => decidePlace(s, { ...place, now: NOW }))
      .then(placed);
    expect(order.given(placed).state).toEqual({ exists: true, status: 'PENDING' });
    order
      .given(placed)
      .when((s) => decidePlace(s, { ...place, now: NOW }))
      .thenFails('ORDER_ALREADY_EXISTS');
  });

  it('tries every (status, target, side): the listed moves succeed for their side, the others are refused', () => {
    let tried = 0;
    for (const from of ORDER_STATUSES) {
      expect(order.given(HISTORY[from]).state).toEqual({ exists: true, status: from });
      for (const to of ORDER_STATUSES) {
        const move = ALLOWED.find(([f, t]) => f === from && t === to);
        for (const sides of SIDES) {
          tried++;
          const then = order.given(HISTORY[from]).when(change(to, sides));
          const side = move && sides.find((s) => move[2].includes(s));
          // Not a move of the machine: refused naming both statuses, whoever asks.
          if (!move) then.thenFails('ORDER_TRANSITION_NOT_ALLOWED', { from, to });
          else if (side) then.then(moved(from, to as Exclude<OrderStatus, 'PENDING'>, side));
          else then.thenFails(move[2].includes('SELLER') ? 'ORDER_SELLER_ONLY' : 'ORDER_BUYER_ONLY', { status: to });
        }
      }
    }
    expect(tried).toBe(7 * 7 * 3);
    expect(
      ['ORDER_TRANSITION_NOT_ALLOWED', 'ORDER_SELLER_ONLY', 'ORDER_BUYER_ONLY', 'ORDER_NOT_FOUND'].map(statusOfCode),
    ).toEqual([409, 403, 403, 404]);
  });

  it('names the event after the status reached', () => {
    expect(ALLOWED.map(([from, to, [side]]) => moved(from, to as Exclude<OrderStatus, 'PENDING'>, side).type)).toEqual([
      'ProductRequestApproved',
      'ProductRequestDeclined',
      'ProductRequestRejected',
      'ProductRequestCanceled',
      'ProductRequestShipped',
      'ProductRequestDelivered',
    ]);
  });

  it('tells each side what it may do next', () => {
    expect(nextStatuses('PENDING', ['SELLER'])).toEqual(['APPROVED', 'DECLINED', 'REJECTED']);
    expect(nextStatuses('PENDING', ['BUYER'])).toEqual(['CANCELED']);
    expect(nextStatuses('APPROVED', ['BUYER'])).toEqual([]);
    expect(nextStatuses('SHIPPED', ['BUYER'])).toEqual(['DELIVERED']);
    expect(nextStatuses('DELIVERED', ['BUYER', 'SELLER'])).toEqual([]);
  });

  it('keeps the reason the acting side gave, sealed for that side', () => {
    const sealedFor = (subject: string) => ({ sealed: 1 as const, subject, iv: '', tag: '', data: '' });
    const reasons = { SELLER: sealedFor('seller'), BUYER: sealedFor('buyer') };
    order
      .given(placed)
      .when((s) =>
        decideStatusChange(s, {
          requestId: 'r1',
          to: 'DECLINED',
          sides: ['BUYER', 'SELLER'],
          by: 'x',
          reasons,
          now: NOW,
        }),
      )
      .then(
        ProductRequestDeclined.create({
          requestId: 'r1',
          from: 'PENDING',
          to: 'DECLINED',
          side: 'SELLER',
          by: 'x',
          reason: reasons.SELLER,
          at: NOW,
        }),
      );
    order
      .given(placed)
      .when((s) =>
        decideStatusChange(s, {
          requestId: 'r1',
          to: 'CANCELED',
          sides: ['SELLER', 'BUYER'],
          by: 'x',
          reasons,
          now: NOW,
        }),
      )
      .then(
        ProductRequestCanceled.create({
          requestId: 'r1',
          from: 'PENDING',
          to: 'CANCELED',
          side: 'BUYER',
          by: 'x',
          reason: reasons.BUYER,
          at: NOW,
        }),
      );
  });

  it('finds no order that was never placed', () => {
    order
      .given()
      .when(change('APPROVED', ['SELLER']))
      .thenFails('ORDER_NOT_FOUND');
  });
});
