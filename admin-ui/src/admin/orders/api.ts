/**
 * The trade calls that are not lists (lists go through react-admin's data provider: ./resources.ts), added to the
 * console's data provider (../dataProvider.ts): screens reach them with useConsoleApi().
 */
import type { TypedApi } from '../../shared/api';
import type { Schema } from '../../shared/schemas';
import { countOf } from '../api/request';
import type { OrderStatus } from './types';

export type SellerAnswer = Schema<'UpdateQuotationDto'>;

export type Acceptance = Schema<'AcceptQuotationDto'>;

export const tradeCalls = (api: TypedApi) => ({
  /** GET quotes/{id}: the quotation with its thread. */
  quotation: (id: string, signal?: AbortSignal) => api.get('/api/v1/quotes/{id}', { params: { path: { id } }, signal }),

  /** PUT quotes/update/{id}: the seller's price, comment and read flag. */
  answerQuotation: (id: string, answer: SellerAnswer) =>
    api.put('/api/v1/quotes/update/{id}', { params: { path: { id } }, body: answer }),

  /** POST quotes/{id}/counter: the buyer's price. */
  counterQuotation: (id: string, offer: Schema<'CounterOfferDto'>) =>
    api.post('/api/v1/quotes/{id}/counter', { params: { path: { id } }, body: offer }),

  /** POST quotes/{id}/accept: the buyer takes the seller's price; answers the order it became. */
  acceptQuotation: (id: string, acceptance: Acceptance) =>
    api.post('/api/v1/quotes/{id}/accept', { params: { path: { id } }, body: acceptance }),

  /** GET quotes/read/UNREAD/count */
  countUnreadQuotations: async (signal?: AbortSignal) =>
    countOf(await api.get('/api/v1/quotes/read/{status}/count', { params: { path: { status: 'UNREAD' } }, signal })),

  /** GET product/request/PENDING/count */
  countPendingOrders: async (signal?: AbortSignal) =>
    countOf(
      await api.get('/api/v1/product/request/{status}/count', { params: { path: { status: 'PENDING' } }, signal }),
    ),

  /** PUT product/request/{id}/status */
  moveOrder: (id: string, status: OrderStatus, reason?: string) =>
    api.put('/api/v1/product/request/{id}/status', {
      params: { path: { id } },
      body: reason ? { status, reason } : { status },
    }),

  /** GET products/public/{id}: the delivery methods the product offers (to accept a quotation). */
  productDeliveryMethods: async (productId: string, signal?: AbortSignal) =>
    (await api.get('/api/v1/products/public/{id}', { params: { path: { id: productId } }, signal })).deliveryMethods ??
    [],
});
