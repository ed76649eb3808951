/**
 * The advisory screens' calls to the API (src/advisory): fertilizer recommendations (lookups, history, the sellers and
 * articles tabs, administrators' tables and their import) and farm-fortune hubs. Spread into ../dataProvider.ts;
 * screens reach them with useConsoleApi().
 */
import type { TypedApi } from '../../shared/api';
import type { Schema } from '../../shared/schemas';

export type RecommendationResult = Schema<'RecommendationResultResponse'>;
export type Recommendation = Schema<'RecommendationResponse'>;
export type Lookup = Schema<'LookupResponse'>;
export type SellerProduct = Schema<'SellerProductResponse'>;
export type Article = Schema<'ArticleResponse'>;
export type ImportReport = Schema<'ImportReportResponse'>;
export type Hub = Schema<'HubResponse'>;
export type NearHub = Schema<'NearHubResponse'>;
export type HubInput = Schema<'HubDto'>;
export type RecommendationInput = Schema<'RecommendationDto'>;
export type Crop = Schema<'CropTypeResponse'>;
export type BasketPlan = Schema<'BasketPlanResponse'>;
export type BasketLine = Schema<'BasketLineResponse'>;
export type BasketQuotations = Schema<'BasketQuotationsResponse'>;
/** Where, how much land and what budget a basket is planned for (GET fertilizer-recommendation/{id}/basket). */
export type BasketRequest = Omit<Schema<'BasketQuotationsDto'>, 'planId'>;

export const ADVISORY_KEY = 'advisory';

export const advisoryCalls = (api: TypedApi) => ({
  /** GET farmer-record/crop-types */
  advisoryCrops: (signal?: AbortSignal) => api.get('/api/v1/farmer-record/crop-types', { signal }),
  /** GET fertilizer-recommendation/crop/{cropId}/city/{cityId} (recorded in the caller's history) */
  recommendationForCity: (cropId: number, cityId: number, signal?: AbortSignal) =>
    api.get('/api/v1/fertilizer-recommendation/crop/{cropId}/city/{cityId}', {
      params: { path: { cropId, cityId } },
      signal,
    }),
  /** GET fertilizer-recommendation/city/{cityId}/sellers */
  recommendationSellers: (cityId: number, signal?: AbortSignal) =>
    api.get('/api/v1/fertilizer-recommendation/city/{cityId}/sellers', { params: { path: { cityId } }, signal }),
  /** GET fertilizer-recommendation/crop/{cropId}/articles */
  recommendationArticles: (cropId: number, signal?: AbortSignal) =>
    api.get('/api/v1/fertilizer-recommendation/crop/{cropId}/articles', { params: { path: { cropId } }, signal }),
  /** GET fertilizer-recommendation/{id}/basket: bags per application, in-stock sellers in range, the budget plan */
  basketPlan: (recommendationId: number, basket: BasketRequest, signal?: AbortSignal) =>
    api.get('/api/v1/fertilizer-recommendation/{id}/basket', {
      params: { path: { id: recommendationId }, query: { ...basket } },
      signal,
    }),
  /** POST fertilizer-recommendation/{id}/basket/quotations: one quotation request per product to buy; the plan id (and the Idempotency-Key) make a retry safe */
  requestBasketQuotations: (recommendationId: number, planId: string, basket: BasketRequest) =>
    api.post('/api/v1/fertilizer-recommendation/{id}/basket/quotations', {
      params: { path: { id: recommendationId } },
      body: { planId, ...basket },
      headers: { 'Idempotency-Key': planId },
    }),
  /** POST fertilizer-recommendation */
  createRecommendation: (body: RecommendationInput) => api.post('/api/v1/fertilizer-recommendation', { body }),
  /** POST fertilizer-recommendation/import (multipart: recommendations, dryRun) */
  importRecommendations: (file: Blob, dryRun: boolean) => {
    const form = new FormData();
    form.append('dryRun', String(dryRun));
    form.append('recommendations', file, 'recommendations.xlsx');
    return api.post('/api/v1/fertilizer-recommendation/import', { body: form });
  },
  /** GET farm-fortune-hubs (administrators: the closed ones too) */
  hubs: (page: number, size: number, includeClosed: boolean, signal?: AbortSignal) =>
    api.get('/api/v1/farm-fortune-hubs', { params: { query: { page, size, includeClosed } }, signal }),
  /** GET farm-fortune-hubs/nearest?latitude&longitude */
  nearestHubs: (latitude: number, longitude: number, signal?: AbortSignal) =>
    api.get('/api/v1/farm-fortune-hubs/nearest', { params: { query: { latitude, longitude } }, signal }),
  /** GET farm-fortune-hubs/count */
  hubCount: async (signal?: AbortSignal) => (await api.get('/api/v1/farm-fortune-hubs/count', { signal })).count,
  /** POST farm-fortune-hubs or PUT farm-fortune-hubs/{id} */
  saveHub: (body: HubInput, id?: number) =>
    id
      ? api.put('/api/v1/farm-fortune-hubs/{id}', { params: { path: { id } }, body })
      : api.post('/api/v1/farm-fortune-hubs', { body }),
  /** PUT farm-fortune-hubs/{id}/status */
  setHubOpen: (id: number, open: boolean) =>
    api.put('/api/v1/farm-fortune-hubs/{id}/status', { params: { path: { id } }, body: { open } }),
});
