/**
 * The market prices' calls (src/markets and geography's regions and states), added to the console's data provider
 * (../dataProvider.ts): screens reach them with useConsoleApi().
 */
import { seg, type ApiRequest } from '../api/request';
import type { Mutation, Page, Schema } from '../../shared/schemas';

export type MarketPrice = Schema<'MarketPriceResponse'>;
export type UploadedPrices = Schema<'UploadedPricesResponse'>;
export type PriceHistory = Schema<'PriceHistoryResponse'>;
export type PriceAlert = Schema<'PriceAlertResponse'>;
/** Which crossings an alert tells of: rising above the threshold, falling below it, or either way. */
export type AlertDirection = 'ABOVE' | 'BELOW' | 'EITHER';
export const ALERT_DIRECTIONS: AlertDirection[] = ['EITHER', 'ABOVE', 'BELOW'];
export interface NewPriceAlert {
  product: string;
  stateId: number;
  threshold: number;
  direction: AlertDirection;
}
export interface Region {
  id: number;
  name: string;
}
export interface State {
  id: number;
  name: string;
  regionId: number;
}

export interface MarketFilter {
  regionId?: number;
  stateIds?: number[];
  products?: string[];
  productOrStateQuery?: string;
}

/** The query key every market screen starts with, so that one invalidation refreshes them all. */
export const MARKETS_KEY = 'markets';

export const marketsCalls = (request: ApiRequest) => ({
  /** POST market-updates: a price sheet (.xlsx) as the multipart field `file`. */
  uploadMarketSheet: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return request<Mutation<UploadedPrices>>('/market-updates', { method: 'POST', body: form });
  },
  /** GET market-updates/products with the list's filters (comma-joined ids and names). */
  marketPrices: (filter: MarketFilter, page: number, size: number, signal?: AbortSignal) =>
    request<Page<MarketPrice>>('/market-updates/products', {
      query: {
        regionId: filter.regionId,
        stateIds: filter.stateIds?.length ? filter.stateIds.join(',') : undefined,
        products: filter.products?.length ? filter.products.join(',') : undefined,
        productOrStateQuery: filter.productOrStateQuery || undefined,
        page,
        size,
      },
      signal,
    }),
  /** GET market-updates/products-distinct */
  marketProducts: (signal?: AbortSignal) => request<string[]>('/market-updates/products-distinct', { signal }),
  /** GET market-updates/history?product&stateIds */
  marketHistory: (product: string, stateIds: number[], signal?: AbortSignal) =>
    request<PriceHistory[]>('/market-updates/history', { query: { product, stateIds: stateIds.length ? stateIds.join(',') : undefined }, signal }),
  /** GET market-updates/alerts: the caller's price alerts. */
  priceAlerts: (signal?: AbortSignal) => request<PriceAlert[]>('/market-updates/alerts', { signal }),
  /** POST market-updates/alerts */
  createPriceAlert: (alert: NewPriceAlert) => request<Mutation<PriceAlert>>('/market-updates/alerts', { method: 'POST', body: alert }),
  /** DELETE market-updates/alerts/{id} */
  deletePriceAlert: (id: string) => request<Mutation<PriceAlert>>(`/market-updates/alerts/${seg(id)}`, { method: 'DELETE' }),
  /** GET regions?countryId */
  marketRegions: (countryId: number | undefined, signal?: AbortSignal) => request<Region[]>('/regions', { query: { countryId }, signal }),
  /** GET states?countryId&regionId */
  marketStates: (countryId: number | undefined, regionId: number | undefined, signal?: AbortSignal) => request<State[]>('/states', { query: { countryId, regionId }, signal }),
});
