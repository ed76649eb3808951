/**
 * The trade calls that are not lists (lists go through react-admin's data provider: ./resources.ts), added to the
 * console's data provider (../dataProvider.ts): screens reach them with useConsoleApi().
 */
import { countOf, seg, type ApiRequest } from '../api/request';
import type { Mutation, NamedItem, Order, OrderStatus, Quotation } from './types';

export interface SellerAnswer {
  price?: string;
  comment?: string;
  isRead?: boolean;
}

export interface Acceptance {
  deliveryMethodId: number;
  deliveryLocation: string;
  comment?: string;
}

export const tradeCalls = (request: ApiRequest) => ({
  /** GET quotes/{id}: the quotation with its thread. */
  quotation: (id: string, signal?: AbortSignal) => request<Quotation>(`/quotes/${seg(id)}`, { signal }),

  /** PUT quotes/update/{id}: the seller's price, comment and read flag. */
  answerQuotation: (id: string, answer: SellerAnswer) => request<Mutation<Quotation>>(`/quotes/update/${seg(id)}`, { method: 'PUT', body: answer }),

  /** POST quotes/{id}/counter: the buyer's price. */
  counterQuotation: (id: string, offer: { price: string; comment?: string }) =>
    request<Mutation<Quotation>>(`/quotes/${seg(id)}/counter`, { method: 'POST', body: offer }),

  /** POST quotes/{id}/accept: the buyer takes the seller's price; answers the order it became. */
  acceptQuotation: (id: string, acceptance: Acceptance) => request<Mutation<Order>>(`/quotes/${seg(id)}/accept`, { method: 'POST', body: acceptance }),

  /** GET quotes/read/UNREAD/count */
  countUnreadQuotations: async (signal?: AbortSignal) => countOf(await request('/quotes/read/UNREAD/count', { signal })),

  /** GET product/request/PENDING/count */
  countPendingOrders: async (signal?: AbortSignal) => countOf(await request('/product/request/PENDING/count', { signal })),

  /** PUT product/request/{id}/status */
  moveOrder: (id: string, status: OrderStatus, reason?: string) =>
    request<Mutation<Order>>(`/product/request/${seg(id)}/status`, { method: 'PUT', body: reason ? { status, reason } : { status } }),

  /** GET products/public/{id}: the delivery methods the product offers (to accept a quotation). */
  productDeliveryMethods: async (productId: string, signal?: AbortSignal) =>
    (await request<{ deliveryMethods?: NamedItem[] }>(`/products/public/${seg(productId)}`, { signal }))?.deliveryMethods ?? [],
});
