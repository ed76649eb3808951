/**
 * The market prices' calls (src/markets and geography's regions and states), added to the console's data provider
 * (../dataProvider.ts): screens reach them with useConsoleApi().
 */
import type { TypedApi } from '../../shared/api';
import type { Schema } from '../../shared/schemas';

export type MarketPrice = Schema<'MarketPriceResponse'>;
export type UploadedPrices = Schema<'UploadedPricesResponse'>;
export type PriceHistory = Schema<'PriceHistoryResponse'>;
export type PriceAlert = Schema<'PriceAlertResponse'>;
/** Which crossings an alert tells of: rising above the threshold, falling below it, or either way. */
export type AlertDirection = 'ABOVE' | 'BELOW' | 'EITHER';
export const ALERT_DIRECTIONS: AlertDirection[] = ['EITHER', 'ABOVE', 'BELOW'];
export type NewPriceAlert = Schema<'PriceAlertDto'>;
export type Region = Schema<'RegionResponse'>;
export type State = Schema<'StateResponse'>;

export interface MarketFilter {
  regionId?: number;
  stateIds?: number[];
  products?: string[];
  productOrStateQuery?: string;
}

/** The query key every market screen starts with, so that one invalidation refreshes them all. */
export const MARKETS_KEY = 'markets';

export const marketsCalls = (api: TypedApi) => ({
  /** POST market-updates: a price sheet (.xlsx) as the multipart field `file`. */
  uploadMarketSheet: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.post('/api/v1/market-updates', { body: form });
  },
  /** GET market-updates/products with the list's filters (ids and names repeated). */
  marketPrices: (filter: MarketFilter, page: number, size: number, signal?: AbortSignal) =>
    api.get('/api/v1/market-updates/products', {
      params: {
        query: {
          regionId: filter.regionId,
          stateIds: filter.stateIds?.length ? filter.stateIds : undefined,
          products: filter.products?.length ? filter.products : undefined,
          productOrStateQuery: filter.productOrStateQuery || undefined,
          page,
          size,
        },
      },
      signal,
    }),
  /** GET market-updates/products-distinct */
  marketProducts: (signal?: AbortSignal) => api.get('/api/v1/market-updates/products-distinct', { signal }),
  /** GET market-updates/history?product&stateIds */
  marketHistory: (product: string, stateIds: number[], signal?: AbortSignal) =>
    api.get('/api/v1/market-updates/history', {
      params: { query: { product, stateIds: stateIds.length ? stateIds : undefined } },
      signal,
    }),
  /** POST market-updates/alerts */
  createPriceAlert: (alert: NewPriceAlert) => api.post('/api/v1/market-updates/alerts', { body: alert }),
  /** DELETE market-updates/alerts/{id} */
  deletePriceAlert: (id: string) => api.delete('/api/v1/market-updates/alerts/{id}', { params: { path: { id } } }),
  /** GET regions?countryId */
  marketRegions: (countryId: number | undefined, signal?: AbortSignal) =>
    api.get('/api/v1/regions', { params: { query: { countryId } }, signal }),
  /** GET states?countryId&regionId */
  marketStates: (countryId: number | undefined, regionId: number | undefined, signal?: AbortSignal) =>
    api.get('/api/v1/states', { params: { query: { countryId, regionId } }, signal }),
});
