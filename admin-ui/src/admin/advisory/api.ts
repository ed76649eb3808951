/**
 * The advisory screens' calls to the API (src/advisory): fertilizer recommendations (lookups, history, the sellers and
 * articles tabs, administrators' tables and their import) and farm-fortune hubs. Spread into ../dataProvider.ts;
 * screens reach them with useConsoleApi().
 */
import type { Mutation, Page, Schema } from '../../shared/schemas';
import { seg, type ApiRequest } from '../api/request';

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
export interface BasketRequest {
  cityId: number;
  hectares: number;
  budget?: string;
  maxDistanceKm?: number;
}

export const ADVISORY_KEY = 'advisory';

export const advisoryCalls = (request: ApiRequest) => ({
  /** GET farmer-record/crop-types */
  advisoryCrops: (signal?: AbortSignal) => request<Crop[]>('/farmer-record/crop-types', { signal }),
  /** GET fertilizer-recommendation/crop/{cropId}/city/{cityId} (recorded in the caller's history) */
  recommendationForCity: (cropId: number, cityId: number, signal?: AbortSignal) =>
    request<RecommendationResult>(`/fertilizer-recommendation/crop/${seg(cropId)}/city/${seg(cityId)}`, { signal }),
  /** GET fertilizer-recommendation/history/current-user */
  recommendationHistory: (page: number, size: number, signal?: AbortSignal) =>
    request<Page<Lookup>>('/fertilizer-recommendation/history/current-user', { query: { page, size }, signal }),
  /** GET fertilizer-recommendation/city/{cityId}/sellers */
  recommendationSellers: (cityId: number, signal?: AbortSignal) => request<SellerProduct[]>(`/fertilizer-recommendation/city/${seg(cityId)}/sellers`, { signal }),
  /** GET fertilizer-recommendation/crop/{cropId}/articles */
  recommendationArticles: (cropId: number, signal?: AbortSignal) => request<Article[]>(`/fertilizer-recommendation/crop/${seg(cropId)}/articles`, { signal }),
  /** GET fertilizer-recommendation/{id}/basket: bags per application, in-stock sellers in range, the budget plan */
  basketPlan: (recommendationId: number, basket: BasketRequest, signal?: AbortSignal) =>
    request<BasketPlan>(`/fertilizer-recommendation/${seg(recommendationId)}/basket`, { query: { ...basket }, signal }),
  /** POST fertilizer-recommendation/{id}/basket/quotations: one quotation request per product to buy; the plan id (and the Idempotency-Key) make a retry safe */
  requestBasketQuotations: (recommendationId: number, planId: string, basket: BasketRequest) =>
    request<Mutation<BasketQuotations>>(`/fertilizer-recommendation/${seg(recommendationId)}/basket/quotations`, {
      method: 'POST',
      body: { planId, ...basket },
      headers: { 'Idempotency-Key': planId },
    }),
  /** POST fertilizer-recommendation */
  createRecommendation: (body: RecommendationInput) => request<Mutation<Recommendation>>('/fertilizer-recommendation', { method: 'POST', body }),
  /** POST fertilizer-recommendation/import (multipart: recommendations, dryRun) */
  importRecommendations: (file: Blob, dryRun: boolean) => {
    const form = new FormData();
    form.append('dryRun', String(dryRun));
    form.append('recommendations', file, 'recommendations.xlsx');
    return request<Mutation<ImportReport>>('/fertilizer-recommendation/import', { method: 'POST', body: form });
  },
  /** GET farm-fortune-hubs (administrators: the closed ones too) */
  hubs: (page: number, size: number, includeClosed: boolean, signal?: AbortSignal) =>
    request<Page<Hub>>('/farm-fortune-hubs', { query: { page, size, includeClosed }, signal }),
  /** GET farm-fortune-hubs/nearest?latitude&longitude */
  nearestHubs: (latitude: number, longitude: number, signal?: AbortSignal) => request<NearHub[]>('/farm-fortune-hubs/nearest', { query: { latitude, longitude }, signal }),
  /** GET farm-fortune-hubs/count */
  hubCount: async (signal?: AbortSignal) => (await request<{ count: number }>('/farm-fortune-hubs/count', { signal })).count,
  /** POST farm-fortune-hubs or PUT farm-fortune-hubs/{id} */
  saveHub: (body: HubInput, id?: number) =>
    request<Mutation<Hub>>(id ? `/farm-fortune-hubs/${seg(id)}` : '/farm-fortune-hubs', { method: id ? 'PUT' : 'POST', body }),
  /** PUT farm-fortune-hubs/{id}/status */
  setHubOpen: (id: number, open: boolean) => request<Mutation<Hub>>(`/farm-fortune-hubs/${seg(id)}/status`, { method: 'PUT', body: { open } }),
});
