import { NewEvent } from '../../kernel/events/event.types';
import { SealedPersonalData } from '../../kernel/privacy/personal-data-vault';
import {
  decideAccept,
  decideAsk,
  decideCounter,
  decideSellerUpdate,
  evolveQuotation,
  initialQuotationState,
  QuotationEvents,
  QuotationState,
} from './quotation';

const NOW = '2025-11-20T10:00:00.000Z';
const note: SealedPersonalData = { sealed: 1, subject: 'seller', iv: '', tag: '', data: '' };
const base = { quotationId: 'q1', by: 'someone', now: NOW };

const asked = (): QuotationState =>
  decideAsk(initialQuotationState, {
    quotationId: 'q1',
    productId: 'p1',
    productName: 'Golden NPK',
    sellerId: 'seller',
    buyerId: 'buyer',
    askedBy: 'buyer',
    countryId: 1,
    quantity: 10,
    message: null,
    now: NOW,
  }).reduce(evolveQuotation, initialQuotationState);

const after = (state: QuotationState, events: NewEvent[]) => events.reduce(evolveQuotation, state);
const codeOf = (work: () => unknown) => {
  try {
    work();
    return null;
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('a quotation thread', () => {
  it('goes requested -> offered -> countered -> offered -> accepted at the seller’s last price', () => {
    let state = asked();
    expect(state).toEqual({ exists: true, status: 'REQUESTED', isRead: false, offeredPrice: null });
    state = after(state, decideSellerUpdate(state, { ...base, price: '12000.00', message: null }));
    expect(state).toMatchObject({ status: 'OFFERED', isRead: true, offeredPrice: '12000.00' });
    state = after(state, decideCounter(state, { ...base, price: '11000.00', message: null }));
    expect(state).toMatchObject({ status: 'COUNTERED', isRead: false, offeredPrice: '12000.00' });
    state = after(state, decideSellerUpdate(state, { ...base, price: '11500.00', message: note }));
    expect(state).toMatchObject({ status: 'OFFERED', offeredPrice: '11500.00' });
    const accepted = decideAccept(state, { ...base, requestId: 'r1' });
    expect(accepted).toEqual([{ type: QuotationEvents.accepted, data: { quotationId: 'q1', by: 'someone', requestId: 'r1', price: '11500.00', at: NOW } }]);
    expect(after(state, accepted)).toMatchObject({ status: 'ACCEPTED', isRead: false });
  });

  it('refuses to accept or counter before an offer, to accept a standing counter-offer, and any change once accepted', () => {
    const requested = asked();
    expect(codeOf(() => decideAccept(requested, { ...base, requestId: 'r1' }))).toBe('QUOTATION_NO_OFFER');
    expect(codeOf(() => decideCounter(requested, { ...base, price: '1.00', message: null }))).toBe('QUOTATION_NO_OFFER');
    const offered = after(requested, decideSellerUpdate(requested, { ...base, price: '10.00', message: null }));
    const countered = after(offered, decideCounter(offered, { ...base, price: '9.00', message: null }));
    expect(codeOf(() => decideAccept(countered, { ...base, requestId: 'r1' }))).toBe('QUOTATION_AWAITING_SELLER');
    const closed = after(offered, decideAccept(offered, { ...base, requestId: 'r1' }));
    expect(codeOf(() => decideAccept(closed, { ...base, requestId: 'r2' }))).toBe('QUOTATION_CLOSED');
    expect(codeOf(() => decideCounter(closed, { ...base, price: '1.00', message: null }))).toBe('QUOTATION_CLOSED');
    expect(codeOf(() => decideSellerUpdate(closed, { ...base, price: '1.00', message: null }))).toBe('QUOTATION_CLOSED');
    expect(codeOf(() => decideSellerUpdate(closed, { ...base, message: note }))).toBe('QUOTATION_CLOSED');
    // The read flag still moves on a closed quotation.
    expect(decideSellerUpdate(closed, { ...base, isRead: true, message: null }).map((e) => e.type)).toEqual([QuotationEvents.markedRead]);
  });

  it('keeps the seller’s read flag: set only when it changes, an answer reads, an empty update is refused', () => {
    const requested = asked();
    expect(decideSellerUpdate(requested, { ...base, isRead: false, message: null })).toEqual([]);
    const read = after(requested, decideSellerUpdate(requested, { ...base, isRead: true, message: null }));
    expect(read.isRead).toBe(true);
    expect(decideSellerUpdate(read, { ...base, isRead: true, message: null })).toEqual([]);
    expect(decideSellerUpdate(requested, { ...base, message: note }).map((e) => e.type)).toEqual([QuotationEvents.commented]);
    expect(decideSellerUpdate(requested, { ...base, price: '5.00', isRead: false, message: null }).map((e) => e.type)).toEqual([
      QuotationEvents.offered,
      QuotationEvents.markedUnread,
    ]);
    expect(codeOf(() => decideSellerUpdate(requested, { ...base, message: null }))).toBe('QUOTATION_UPDATE_EMPTY');
    expect(codeOf(() => decideSellerUpdate(initialQuotationState, { ...base, isRead: true, message: null }))).toBe('QUOTATION_NOT_FOUND');
  });
});
