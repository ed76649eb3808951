/** What the orders API answers: aliases of the shapes generated from openapi.json (../../shared/api-types.ts). */
import type { Schema } from '../../shared/schemas';

export type { Mutation } from '../../shared/schemas';

export const ORDER_STATUSES = [
  'PENDING',
  'APPROVED',
  'DECLINED',
  'CANCELED',
  'SHIPPED',
  'DELIVERED',
  'REJECTED',
] as const satisfies readonly Order['status'][];
export type OrderStatus = Order['status'];

export const QUOTATION_STATUSES = [
  'REQUESTED',
  'OFFERED',
  'COUNTERED',
  'ACCEPTED',
] as const satisfies readonly Quotation['status'][];
export type QuotationStatus = Quotation['status'];

/** The two sides of a quotation or an order. */
export type Side = 'BUYER' | 'SELLER';

export type Party = Schema<'PartyResponse'>;

/** A product request (an order). `nextStatuses` are the moves the caller may make now. */
export type Order = Schema<'ProductRequestResponse'>;

export type QuotationMessage = Schema<'QuotationMessageResponse'>;

/** `isRead` is the seller's flag; `price` the seller's latest unit price, `counterPrice` the buyer's latest counter-offer. */
export type Quotation = Schema<'QuotationResponse'>;

/** The party's name as lists show it: the company when there is one. */
export const partyName = (party: Party | null | undefined) => (party ? party.company || party.fullName : '');
