import { NewEvent } from '../../kernel/events/event.types';
import { DomainError } from '../../kernel/http/domain-error';
import {
  decidePlace,
  decideStatusChange,
  evolveProductRequest,
  initialProductRequestState,
  nextStatuses,
  ORDER_STATUSES,
  OrderStatus,
  Party,
  ProductRequestEvents,
  ProductRequestState,
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

const placed = (): NewEvent[] =>
  decidePlace(initialProductRequestState, {
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
    details: { sealed: 1, subject: 'buyer', iv: '', tag: '', data: '' },
    quotationId: null,
    now: NOW,
  });

const inStatus = (status: OrderStatus): ProductRequestState => ({ exists: true, status });

function attempt(state: ProductRequestState, to: OrderStatus, sides: Party[]): NewEvent[] | DomainError {
  try {
    return decideStatusChange(state, { requestId: 'r1', to, sides, by: 'someone', reasons: {}, now: NOW });
  } catch (error) {
    return error as DomainError;
  }
}

describe('the order machine', () => {
  it('places an order as PENDING, once', () => {
    const events = placed();
    expect(events.map((e) => e.type)).toEqual([ProductRequestEvents.placed]);
    expect(events.reduce(evolveProductRequest, initialProductRequestState)).toEqual({ exists: true, status: 'PENDING' });
    expect((attempt({ exists: true, status: 'PENDING' }, 'PENDING', ['SELLER']) as DomainError).status).toBe(409);
    expect(() => decidePlace(inStatus('PENDING'), { ...(placed()[0].data as any), now: NOW })).toThrow('ORDER_ALREADY_EXISTS');
  });

  it('tries every (status, target, side): the listed moves succeed for their side, the others are refused', () => {
    let tried = 0;
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const move = ALLOWED.find(([f, t]) => f === from && t === to);
        for (const sides of SIDES) {
          tried++;
          const outcome = attempt(inStatus(from), to, sides);
          if (!move) {
            // Not a move of the machine: 409 naming both statuses, whoever asks.
            expect({ from, to, sides, code: (outcome as DomainError).code, params: (outcome as DomainError).params }).toEqual({
              from,
              to,
              sides,
              code: 'ORDER_TRANSITION_NOT_ALLOWED',
              params: { from, to },
            });
          } else if (sides.some((side) => move[2].includes(side))) {
            const events = outcome as NewEvent[];
            expect(events).toHaveLength(1);
            expect(events[0].data).toMatchObject({ from, to, side: sides.find((s) => move[2].includes(s)) });
            expect(events.reduce(evolveProductRequest, inStatus(from))).toEqual({ exists: true, status: to });
          } else {
            expect({ from, to, sides, status: (outcome as DomainError).status }).toEqual({ from, to, sides, status: 403 });
            expect((outcome as DomainError).code).toBe(move[2].includes('SELLER') ? 'ORDER_SELLER_ONLY' : 'ORDER_BUYER_ONLY');
          }
        }
      }
    }
    expect(tried).toBe(7 * 7 * 3);
  });

  it('names the event after the status reached', () => {
    const types = ALLOWED.map(([from, to, [side]]) => (attempt(inStatus(from), to, [side]) as NewEvent[])[0].type);
    expect(types).toEqual([
      ProductRequestEvents.approved,
      ProductRequestEvents.declined,
      ProductRequestEvents.rejected,
      ProductRequestEvents.canceled,
      ProductRequestEvents.shipped,
      ProductRequestEvents.delivered,
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
    const [declined] = decideStatusChange(inStatus('PENDING'), { requestId: 'r1', to: 'DECLINED', sides: ['BUYER', 'SELLER'], by: 'x', reasons, now: NOW });
    expect(declined.data).toMatchObject({ side: 'SELLER', reason: reasons.SELLER });
    const [canceled] = decideStatusChange(inStatus('PENDING'), { requestId: 'r1', to: 'CANCELED', sides: ['SELLER', 'BUYER'], by: 'x', reasons, now: NOW });
    expect(canceled.data).toMatchObject({ side: 'BUYER', reason: reasons.BUYER });
  });

  it('answers 404 for an order that does not exist', () => {
    expect((attempt(initialProductRequestState, 'APPROVED', ['SELLER']) as DomainError).code).toBe('ORDER_NOT_FOUND');
  });
});
