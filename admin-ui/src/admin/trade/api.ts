/**
 * The trade calls that are not lists (lists go through react-admin's data provider: ./resources.ts).
 * A failed call throws the shared HttpError, whose message is the server's translated one.
 */
import { http } from '../../shared/http';
import type { Mutation, NamedItem, Order, OrderStatus, Quotation } from './types';

const seg = (value: string | number) => encodeURIComponent(String(value));

const countOf = (body: unknown) => Number(typeof body === 'number' ? body : (body as { count?: unknown } | null)?.count) || 0;

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

export const tradeApi = {
  /** GET quotes/{id}: the quotation with its thread. */
  quotation: (id: string, signal?: AbortSignal) => http<Quotation>(`/quotes/${seg(id)}`, { signal }),

  /** PUT quotes/update/{id}: the seller's price, comment and read flag. */
  answerQuotation: (id: string, answer: SellerAnswer) => http<Mutation<Quotation>>(`/quotes/update/${seg(id)}`, { method: 'PUT', body: answer }),

  /** POST quotes/{id}/counter: the buyer's price. */
  counterQuotation: (id: string, offer: { price: string; comment?: string }) =>
    http<Mutation<Quotation>>(`/quotes/${seg(id)}/counter`, { method: 'POST', body: offer }),

  /** POST quotes/{id}/accept: the buyer takes the seller's price; answers the order it became. */
  acceptQuotation: (id: string, acceptance: Acceptance) => http<Mutation<Order>>(`/quotes/${seg(id)}/accept`, { method: 'POST', body: acceptance }),

  /** GET quotes/read/UNREAD/count */
  countUnreadQuotations: (signal?: AbortSignal) => http<unknown>('/quotes/read/UNREAD/count', { signal }).then(countOf),

  /** GET product/request/PENDING/count */
  countPendingOrders: (signal?: AbortSignal) => http<unknown>('/product/request/PENDING/count', { signal }).then(countOf),

  /** PUT product/request/{id}/status */
  moveOrder: (id: string, status: OrderStatus, reason?: string) =>
    http<Mutation<Order>>(`/product/request/${seg(id)}/status`, { method: 'PUT', body: reason ? { status, reason } : { status } }),

  /** GET products/public/{id}: the delivery methods the product offers (to accept a quotation). */
  productDeliveryMethods: (productId: string, signal?: AbortSignal) =>
    http<{ deliveryMethods?: NamedItem[] }>(`/products/public/${seg(productId)}`, { signal }).then((product) => product?.deliveryMethods ?? []),
};

/** The message of one field in a failed call's validation errors. */
export function fieldError(error: unknown, field: string): string | undefined {
  const errors = (error as { errors?: { field?: string; message?: string }[] } | null)?.errors;
  return Array.isArray(errors) ? errors.find((item) => item.field === field)?.message : undefined;
}
