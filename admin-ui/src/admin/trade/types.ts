/** What the orders API answers (src/orders/http/*.dto.ts). */

export const ORDER_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'CANCELED', 'SHIPPED', 'DELIVERED', 'REJECTED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const QUOTATION_STATUSES = ['REQUESTED', 'OFFERED', 'COUNTERED', 'ACCEPTED'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** The two sides of a quotation or an order. */
export type Side = 'BUYER' | 'SELLER';

export interface Party {
  id: string;
  fullName: string;
  company: string | null;
}

export interface NamedItem {
  id: number;
  name: string;
  nameFr?: string | null;
}

/** A product request (an order). `nextStatuses` are the moves the caller may make now. */
export interface Order {
  id: string;
  status: OrderStatus;
  orderDate: string;
  requesterName: string;
  productName: string;
  quantity: number;
  deliveryMethod: NamedItem;
  productId: string;
  unitPrice: string;
  totalPrice: string;
  deliveryLocation: string;
  comment: string | null;
  quotationId: string | null;
  buyer: Party;
  seller: Party;
  countryId: number;
  reason: string | null;
  history: { status: OrderStatus; side: Side; at: string }[];
  nextStatuses: OrderStatus[];
  updatedAt: string;
}

export interface QuotationMessage {
  side: Side;
  kind: 'REQUEST' | 'OFFER' | 'COUNTER' | 'NOTE' | 'ACCEPT';
  price: string | null;
  comment: string | null;
  at: string;
}

export interface Quotation {
  id: string;
  productId: string;
  productName: string;
  quantity: number;
  comment: string | null;
  /** The seller's read flag. */
  isRead: boolean;
  status: QuotationStatus;
  /** The seller's latest unit price, the buyer's latest counter-offer. */
  price: string | null;
  counterPrice: string | null;
  requesterName: string;
  buyer: Party;
  seller: Party;
  productRequestId: string | null;
  messages: QuotationMessage[];
  createdAt: string;
  updatedAt: string;
}

export interface Mutation<T> {
  success: boolean;
  message: string;
  data: T;
}

/** The party's name as lists show it: the company when there is one. */
export const partyName = (party: Party | null | undefined) => (party ? party.company || party.fullName : '');
