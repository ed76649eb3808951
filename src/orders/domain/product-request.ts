import { DomainError } from '../../kernel/errors/domain-error';
import { defineEvent, EventType, sharedDataOf } from '../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../kernel/events/event.types';
import { SealedPersonalData } from '../../kernel/privacy/personal-data-vault';
import { OrdersErrors } from '../orders.errors';
import { defineAggregate } from '../../kernel/events/decider';

/**
 * A product request (an order): a buyer asks the seller of a product for a quantity of it, delivered a given way.
 *
 * The order machine, and who moves it:
 *   PENDING  -> APPROVED | DECLINED | REJECTED   the seller (declined: cannot supply; rejected: refuses the request)
 *   PENDING  -> CANCELED                         the buyer, only while the request is pending
 *   APPROVED -> SHIPPED                          the seller
 *   SHIPPED  -> DELIVERED                        the buyer (confirms receipt) or the seller
 * DECLINED, REJECTED, CANCELED and DELIVERED are final. Any other move is refused (409), whoever asks.
 */
export const PRODUCT_REQUEST_STREAM = 'product-request';
export const productRequestStreamId = (requestId: string) => `product-request-${requestId}`;

export const ORDER_STATUSES = [
  'PENDING',
  'APPROVED',
  'DECLINED',
  'CANCELED',
  'SHIPPED',
  'DELIVERED',
  'REJECTED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The two sides of an order. */
export type Party = 'BUYER' | 'SELLER';

/** From each status: the statuses it may move to, and which side may move it there. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderStatus, readonly Party[]>>>> = {
  PENDING: { APPROVED: ['SELLER'], DECLINED: ['SELLER'], REJECTED: ['SELLER'], CANCELED: ['BUYER'] },
  APPROVED: { SHIPPED: ['SELLER'] },
  SHIPPED: { DELIVERED: ['BUYER', 'SELLER'] },
  DECLINED: {},
  REJECTED: {},
  CANCELED: {},
  DELIVERED: {},
};

/** Where to deliver and the buyer's note: personal, so sealed in the events with the buyer's key. */
export interface OrderDetails {
  deliveryLocation: string;
  comment: string | null;
}

export interface DeliveryMethodRef {
  id: number;
  name: string;
  nameFr: string;
}

export interface ProductRequestPlaced {
  requestId: string;
  productId: string;
  /** The product's name when it was ordered. */
  productName: string;
  sellerId: string;
  /** The buying organisation (the employer of a staff member who places it), or the person. */
  buyerId: string;
  /** Who placed it: the buyer or one of their staff. */
  placedBy: string;
  /** The product's country. */
  countryId: number;
  quantity: number;
  /** A decimal string: the product's price, or the price agreed in a quotation. */
  unitPrice: string;
  deliveryMethod: DeliveryMethodRef;
  details: SealedPersonalData;
  /** The quotation it was accepted from, if any. */
  quotationId: string | null;
  at: string;
}

/** Every move after PENDING; the event type names the status reached. */
export interface ProductRequestStatusChanged {
  requestId: string;
  from: OrderStatus;
  to: OrderStatus;
  side: Party;
  by: string;
  /** Why, when the acting side said (sealed with that side's key). */
  reason: SealedPersonalData | null;
  at: string;
}

// Each event type, declared once with its payload.
export const ProductRequestPlaced = defineEvent<ProductRequestPlaced>('ProductRequestPlaced');
export const ProductRequestApproved = defineEvent<ProductRequestStatusChanged>('ProductRequestApproved');
export const ProductRequestDeclined = defineEvent<ProductRequestStatusChanged>('ProductRequestDeclined');
export const ProductRequestRejected = defineEvent<ProductRequestStatusChanged>('ProductRequestRejected');
export const ProductRequestCanceled = defineEvent<ProductRequestStatusChanged>('ProductRequestCanceled');
export const ProductRequestShipped = defineEvent<ProductRequestStatusChanged>('ProductRequestShipped');
export const ProductRequestDelivered = defineEvent<ProductRequestStatusChanged>('ProductRequestDelivered');

/** A status change's payload, whichever status it moved to. */
export const productRequestStatusData = sharedDataOf<ProductRequestStatusChanged>(
  ProductRequestApproved,
  ProductRequestDeclined,
  ProductRequestRejected,
  ProductRequestCanceled,
  ProductRequestShipped,
  ProductRequestDelivered,
);
/** The request every event of the stream is about. */
export const productRequestEventData = sharedDataOf<{ requestId: string }>(
  ProductRequestPlaced,
  ProductRequestApproved,
  ProductRequestDeclined,
  ProductRequestRejected,
  ProductRequestCanceled,
  ProductRequestShipped,
  ProductRequestDelivered,
);

/** The type names, for projections' `handles` and `switch`es. */
export const ProductRequestEvents = {
  placed: ProductRequestPlaced.type,
  approved: ProductRequestApproved.type,
  declined: ProductRequestDeclined.type,
  rejected: ProductRequestRejected.type,
  canceled: ProductRequestCanceled.type,
  shipped: ProductRequestShipped.type,
  delivered: ProductRequestDelivered.type,
} as const;

/** The event that moves an order into each status (PENDING is where it starts). */
export const EVENT_OF_STATUS: Readonly<
  Record<Exclude<OrderStatus, 'PENDING'>, EventType<ProductRequestStatusChanged>>
> = {
  APPROVED: ProductRequestApproved,
  DECLINED: ProductRequestDeclined,
  REJECTED: ProductRequestRejected,
  CANCELED: ProductRequestCanceled,
  SHIPPED: ProductRequestShipped,
  DELIVERED: ProductRequestDelivered,
};

export const STATUS_OF_EVENT: Readonly<Record<string, OrderStatus>> = Object.fromEntries([
  [ProductRequestEvents.placed, 'PENDING'],
  ...Object.entries(EVENT_OF_STATUS).map(([status, event]) => [event.type, status]),
]);

export interface ProductRequestState {
  exists: boolean;
  status: OrderStatus;
}

export const initialProductRequestState: ProductRequestState = { exists: false, status: 'PENDING' };

export function evolveProductRequest(state: ProductRequestState, event: StoredEvent | NewEvent): ProductRequestState {
  const status = STATUS_OF_EVENT[event.type];
  return status ? { exists: true, status } : state;
}

export function decidePlace(
  state: ProductRequestState,
  command: Omit<ProductRequestPlaced, 'at'> & { now: string },
): NewEvent[] {
  if (state.exists) throw new DomainError(OrdersErrors.ORDER_ALREADY_EXISTS);
  const { now, ...placed } = command;
  return [ProductRequestPlaced.create({ ...placed, at: now })];
}

/** The statuses `sides` may move an order in `status` to now (what the console offers). */
export function nextStatuses(status: OrderStatus, sides: readonly Party[]): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => ORDER_TRANSITIONS[status][to]?.some((side) => sides.includes(side)));
}

/**
 * Moves the order to `to` for someone standing on `sides` (the sides whose permission they hold). A move the machine
 * does not have is a 409 naming both statuses, whoever asks; a move reserved to the other side is a 403.
 * `reasons` holds the caller's reason sealed for each of their sides: the event keeps the acting side's.
 */
export function decideStatusChange(
  state: ProductRequestState,
  command: {
    requestId: string;
    to: OrderStatus;
    sides: readonly Party[];
    by: string;
    reasons: Partial<Record<Party, SealedPersonalData>>;
    now: string;
  },
): NewEvent[] {
  if (!state.exists) throw new DomainError(OrdersErrors.ORDER_NOT_FOUND);
  const from = state.status;
  const movers = ORDER_TRANSITIONS[from][command.to];
  if (!movers) throw new DomainError(OrdersErrors.ORDER_TRANSITION_NOT_ALLOWED, { from, to: command.to });
  const side = movers.find((candidate) => command.sides.includes(candidate));
  if (!side)
    throw new DomainError(movers.includes('SELLER') ? OrdersErrors.ORDER_SELLER_ONLY : OrdersErrors.ORDER_BUYER_ONLY, {
      status: command.to,
    });
  return [
    EVENT_OF_STATUS[command.to as Exclude<OrderStatus, 'PENDING'>].create({
      requestId: command.requestId,
      from,
      to: command.to,
      side,
      by: command.by,
      reason: command.reasons[side] ?? null,
      at: command.now,
    }),
  ];
}

/** A product request's stream: placed, then its status changes. */
export const ProductRequestStream = defineAggregate({
  streamType: PRODUCT_REQUEST_STREAM,
  streamId: productRequestStreamId,
  initial: initialProductRequestState,
  evolve: evolveProductRequest,
});
