import { statusOfCode } from '../../kernel/errors/error-table';
import { SealedPersonalData } from '../../kernel/privacy/personal-data-vault';
import { decider } from '../../kernel/testing/given-when-then';
import '../orders.errors';
import {
  decideAccept,
  decideAsk,
  decideCounter,
  decideSellerUpdate,
  evolveQuotation,
  initialQuotationState,
  QuotationAccepted,
  QuotationCommented,
  QuotationCountered,
  QuotationMarkedRead,
  QuotationMarkedUnread,
  QuotationOffered,
  QuotationRequested,
} from './quotation';

const NOW = '2025-11-20T10:00:00.000Z';
const note: SealedPersonalData = { sealed: 1, subject: 'seller', iv: '', tag: '', data: '' };
const quotation = decider(evolveQuotation, initialQuotationState);

const ask = {
  quotationId: 'q1',
  productId: 'p1',
  productName: 'Golden NPK',
  sellerId: 'seller',
  buyerId: 'buyer',
  askedBy: 'buyer',
  countryId: 1,
  quantity: 10,
  message: null,
};
const seller = { quotationId: 'q1', by: 'seller', now: NOW };
const buyer = { quotationId: 'q1', by: 'buyer', now: NOW };

const requested = QuotationRequested.create({ ...ask, at: NOW });
const offered = (price: string, message: SealedPersonalData | null = null) =>
  QuotationOffered.create({ quotationId: 'q1', by: 'seller', price, message, at: NOW });
const countered = (price: string) =>
  QuotationCountered.create({ quotationId: 'q1', by: 'buyer', price, message: null, at: NOW });
const accepted = (price: string, requestId = 'r1') =>
  QuotationAccepted.create({ quotationId: 'q1', by: 'buyer', price, requestId, at: NOW });
const read = (by = 'seller') => QuotationMarkedRead.create({ quotationId: 'q1', by, at: NOW });

describe('a quotation thread', () => {
  it('is asked once', () => {
    quotation
      .given()
      .when((s) => decideAsk(s, { ...ask, now: NOW }))
      .then(requested);
    quotation
      .given(requested)
      .when((s) => decideAsk(s, { ...ask, now: NOW }))
      .thenFails('QUOTATION_ALREADY_EXISTS');
  });

  it('goes requested -> offered -> countered -> offered -> accepted at the seller’s last price', () => {
    quotation
      .given(requested)
      .when((s) => decideSellerUpdate(s, { ...seller, price: '12000.00', message: null }))
      .then(offered('12000.00'));
    quotation
      .given(requested, offered('12000.00'))
      .when((s) => decideCounter(s, { ...buyer, price: '11000.00', message: null }))
      .then(countered('11000.00'));
    quotation
      .given(requested, offered('12000.00'), countered('11000.00'))
      .when((s) => decideSellerUpdate(s, { ...seller, price: '11500.00', message: note }))
      .then(offered('11500.00', note));
    const agreed = quotation.given(requested, offered('12000.00'), countered('11000.00'), offered('11500.00'));
    agreed.when((s) => decideAccept(s, { ...buyer, requestId: 'r1' })).then(accepted('11500.00'));
    expect(agreed.state).toEqual({ exists: true, status: 'OFFERED', isRead: true, offeredPrice: '11500.00' });
    expect(quotation.given(requested, offered('11500.00'), accepted('11500.00')).state).toMatchObject({
      status: 'ACCEPTED',
      isRead: false,
    });
  });

  it('refuses to accept or counter before an offer, to accept a standing counter-offer, and any change once accepted', () => {
    quotation
      .given(requested)
      .when((s) => decideAccept(s, { ...buyer, requestId: 'r1' }))
      .thenFails('QUOTATION_NO_OFFER');
    quotation
      .given(requested)
      .when((s) => decideCounter(s, { ...buyer, price: '1.00', message: null }))
      .thenFails('QUOTATION_NO_OFFER');
    quotation
      .given(requested, offered('10.00'), countered('9.00'))
      .when((s) => decideAccept(s, { ...buyer, requestId: 'r1' }))
      .thenFails('QUOTATION_AWAITING_SELLER');

    const closed = quotation.given(requested, offered('10.00'), accepted('10.00'));
    closed.when((s) => decideAccept(s, { ...buyer, requestId: 'r2' })).thenFails('QUOTATION_CLOSED');
    closed.when((s) => decideCounter(s, { ...buyer, price: '1.00', message: null })).thenFails('QUOTATION_CLOSED');
    closed
      .when((s) => decideSellerUpdate(s, { ...seller, price: '1.00', message: null }))
      .thenFails('QUOTATION_CLOSED');
    closed.when((s) => decideSellerUpdate(s, { ...seller, message: note })).thenFails('QUOTATION_CLOSED');
    // The read flag still moves on a closed quotation.
    closed.when((s) => decideSellerUpdate(s, { ...seller, isRead: true, message: null })).then(read());
    expect(['QUOTATION_NO_OFFER', 'QUOTATION_AWAITING_SELLER', 'QUOTATION_CLOSED'].map(statusOfCode)).toEqual([
      409, 409, 409,
    ]);
  });

  it('keeps the seller’s read flag: set only when it changes, an answer reads, an empty update is refused', () => {
    quotation
      .given(requested)
      .when((s) => decideSellerUpdate(s, { ...seller, isRead: false, message: null }))
      .thenNothing();
    quotation
      .given(requested)
      .when((s) => decideSellerUpdate(s, { ...seller, isRead: true, message: null }))
      .then(read());
    quotation
      .given(requested, read())
      .when((s) => decideSellerUpdate(s, { ...seller, isRead: true, message: null }))
      .thenNothing();
    quotation
      .given(requested)
      .when((s) => decideSellerUpdate(s, { ...seller, message: note }))
      .then(QuotationCommented.create({ quotationId: 'q1', by: 'seller', message: note, at: NOW }));
    quotation
      .given(requested)
      .when((s) => decideSellerUpdate(s, { ...seller, price: '5.00', isRead: false, message: null }))
      .then(offered('5.00'), QuotationMarkedUnread.create({ quotationId: 'q1', by: 'seller', at: NOW }));
    quotation
      .given(requested)
      .when((s) => decideSellerUpdate(s, { ...seller, message: null }))
      .thenFails('QUOTATION_UPDATE_EMPTY');
    quotation
      .given()
      .when((s) => decideSellerUpdate(s, { ...seller, isRead: true, message: null }))
      .thenFails('QUOTATION_NOT_FOUND');
  });
});
