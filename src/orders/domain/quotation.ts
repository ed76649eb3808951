import { DomainError } from '../../kernel/errors/domain-error';
import { defineEvent, sharedDataOf } from '../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../kernel/events/event.types';
import { SealedPersonalData } from '../../kernel/privacy/personal-data-vault';
import { OrdersErrors } from '../orders.errors';
import { defineAggregate } from '../../kernel/events/decider';

/**
 * A quotation: a thread between a buyer and the seller of a product about the price of a quantity of it.
 *
 *   REQUESTED  the buyer asked (quantity, comment); the seller answers with a price          -> OFFERED
 *   OFFERED    the seller's price stands; the buyer accepts it                               -> ACCEPTED
 *              or proposes another price                                                     -> COUNTERED
 *   COUNTERED  the buyer's price stands; the seller answers with a price (the same or not)  -> OFFERED
 *   ACCEPTED   final: the quotation became a product request at the seller's last price.
 * The seller may offer again (a new price) until the quotation is accepted, and may write a comment without a price.
 * `isRead` is the seller's: whatever the buyer does makes the quotation unread; the seller marks it read (an answer does).
 */
export const QUOTATION_STREAM = 'quotation';
export const quotationStreamId = (quotationId: string) => `quotation-${quotationId}`;

export const QUOTATION_STATUSES = ['REQUESTED', 'OFFERED', 'COUNTERED', 'ACCEPTED'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** What someone wrote in the thread: sealed with the key of the side that wrote it (the buyer's or the seller's). */
export interface QuotationMessage {
  comment: string;
}

export interface QuotationRequested {
  quotationId: string;
  productId: string;
  productName: string;
  sellerId: string;
  /** The buying organisation (the employer of a staff member who asks), or the person. */
  buyerId: string;
  askedBy: string;
  countryId: number;
  quantity: number;
  message: SealedPersonalData | null;
  at: string;
}

/** A price from the seller (QuotationOffered) or from the buyer (QuotationCountered). */
export interface QuotationPriced {
  quotationId: string;
  by: string;
  /** A decimal string: the unit price proposed. */
  price: string;
  message: SealedPersonalData | null;
  at: string;
}

export interface QuotationCommented {
  quotationId: string;
  by: string;
  message: SealedPersonalData;
  at: string;
}

export interface QuotationReadChanged {
  quotationId: string;
  by: string;
  at: string;
}

export interface QuotationAccepted {
  quotationId: string;
  by: string;
  /** The seller's price the buyer accepted. */
  price: string;
  /** The product request it became. */
  requestId: string;
  at: string;
}

// Each event type, declared once with its payload.
export const QuotationRequested = defineEvent<QuotationRequested>('QuotationRequested');
export const QuotationOffered = defineEvent<QuotationPriced>('QuotationOffered');
export const QuotationCountered = defineEvent<QuotationPriced>('QuotationCountered');
export const QuotationCommented = defineEvent<QuotationCommented>('QuotationCommented');
export const QuotationMarkedRead = defineEvent<QuotationReadChanged>('QuotationMarkedRead');
export const QuotationMarkedUnread = defineEvent<QuotationReadChanged>('QuotationMarkedUnread');
export const QuotationAccepted = defineEvent<QuotationAccepted>('QuotationAccepted');

/** A price put forward, by the seller (offered) or the buyer (countered). */
export const quotationPriceData = sharedDataOf<QuotationPriced>(QuotationOffered, QuotationCountered);
/** The steps the other side is mailed about: each carries the buyer's or the seller's message, and a price or not. */
export const quotationMessageData = sharedDataOf<{
  quotationId: string;
  price?: string;
  message: SealedPersonalData | null;
}>(QuotationRequested, QuotationOffered, QuotationCountered, QuotationCommented);
/** A quotation marked read or unread. */
export const quotationReadData = sharedDataOf<QuotationReadChanged>(QuotationMarkedRead, QuotationMarkedUnread);
/** The quotation every event of the stream is about, and when. */
export const quotationEventData = sharedDataOf<{ quotationId: string; at: string }>(
  QuotationRequested,
  QuotationOffered,
  QuotationCountered,
  QuotationCommented,
  QuotationMarkedRead,
  QuotationMarkedUnread,
  QuotationAccepted,
);

/** The type names, for projections' `handles` and `switch`es. */
export const QuotationEvents = {
  requested: QuotationRequested.type,
  offered: QuotationOffered.type,
  countered: QuotationCountered.type,
  commented: QuotationCommented.type,
  markedRead: QuotationMarkedRead.type,
  markedUnread: QuotationMarkedUnread.type,
  accepted: QuotationAccepted.type,
} as const;

export interface QuotationState {
  exists: boolean;
  status: QuotationStatus;
  isRead: boolean;
  offeredPrice: string | null;
}

export const initialQuotationState: QuotationState = {
  exists: false,
  status: 'REQUESTED',
  isRead: false,
  offeredPrice: null,
};

export function evolveQuotation(state: QuotationState, event: StoredEvent | NewEvent): QuotationState {
  switch (event.type) {
    case QuotationEvents.requested:
      return { exists: true, status: 'REQUESTED', isRead: false, offeredPrice: null };
    case QuotationEvents.offered:
      return { ...state, status: 'OFFERED', isRead: true, offeredPrice: quotationPriceData(event).price };
    case QuotationEvents.countered:
      return { ...state, status: 'COUNTERED', isRead: false };
    case QuotationEvents.commented:
      return { ...state, isRead: true };
    case QuotationEvents.markedRead:
      return { ...state, isRead: true };
    case QuotationEvents.markedUnread:
      return { ...state, isRead: false };
    case QuotationEvents.accepted:
      return { ...state, status: 'ACCEPTED', isRead: false };
    default:
      return state;
  }
}

function mustExist(state: QuotationState): void {
  if (!state.exists) throw new DomainError(OrdersErrors.QUOTATION_NOT_FOUND);
}

function mustBeOpen(state: QuotationState): void {
  mustExist(state);
  if (state.status === 'ACCEPTED') throw new DomainError(OrdersErrors.QUOTATION_CLOSED);
}

export function decideAsk(
  state: QuotationState,
  command: Omit<QuotationRequested, 'at'> & { now: string },
): NewEvent[] {
  if (state.exists) throw new DomainError(OrdersErrors.QUOTATION_ALREADY_EXISTS);
  const { now, ...requested } = command;
  return [QuotationRequested.create({ ...requested, at: now })];
}

/**
 * The seller's update: a price (with or without a comment) is an offer, a comment alone is a note, and `isRead` sets the
 * read flag (an answer marks the quotation read unless `isRead: false` says otherwise). Setting the flag to what it is
 * already records nothing.
 */
export function decideSellerUpdate(
  state: QuotationState,
  command: {
    quotationId: string;
    by: string;
    isRead?: boolean;
    price?: string;
    message: SealedPersonalData | null;
    now: string;
  },
): NewEvent[] {
  mustExist(state);
  const { quotationId, by, now: at } = command;
  const events: NewEvent[] = [];
  if (command.price !== undefined) {
    mustBeOpen(state);
    events.push(QuotationOffered.create({ quotationId, by, price: command.price, message: command.message, at }));
  } else if (command.message) {
    mustBeOpen(state);
    events.push(QuotationCommented.create({ quotationId, by, message: command.message, at }));
  } else if (command.isRead === undefined) {
    throw new DomainError(OrdersErrors.QUOTATION_UPDATE_EMPTY);
  }
  const isRead = events.reduce(evolveQuotation, state).isRead;
  if (command.isRead !== undefined && command.isRead !== isRead) {
    events.push((command.isRead ? QuotationMarkedRead : QuotationMarkedUnread).create({ quotationId, by, at }));
  }
  return events;
}

/** The buyer proposes another price, once the seller has offered one. */
export function decideCounter(
  state: QuotationState,
  command: { quotationId: string; by: string; price: string; message: SealedPersonalData | null; now: string },
): NewEvent[] {
  mustBeOpen(state);
  if (state.status === 'REQUESTED') throw new DomainError(OrdersErrors.QUOTATION_NO_OFFER);
  const { now, ...priced } = command;
  return [QuotationCountered.create({ ...priced, at: now })];
}

/** The buyer accepts the seller's standing price; the caller places the product request `requestId` in the same transaction. */
export function decideAccept(
  state: QuotationState,
  command: { quotationId: string; by: string; requestId: string; now: string },
): NewEvent[] {
  mustBeOpen(state);
  if (state.status === 'REQUESTED') throw new DomainError(OrdersErrors.QUOTATION_NO_OFFER);
  if (state.status === 'COUNTERED') throw new DomainError(OrdersErrors.QUOTATION_AWAITING_SELLER);
  const { now, ...accepted } = command;
  return [QuotationAccepted.create({ ...accepted, price: state.offeredPrice!, at: now })];
}

/** A quotation's stream: asked, priced back and forth, accepted. */
export const QuotationStream = defineAggregate({
  streamType: QUOTATION_STREAM,
  streamId: quotationStreamId,
  initial: initialQuotationState,
  evolve: evolveQuotation,
});
