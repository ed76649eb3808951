import type { components } from './api-types';

/** The API's shapes (generated from openapi.json into ./api-types.ts), by their OpenAPI name: `Schema<'PartnerResponse'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** A page of rows: every `...PageResponse` of the API has this shape around its rows. */
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/** A change the API accepted: every `...MutationResponse` has this shape around the changed record. */
export interface Mutation<T> {
  success: boolean;
  message: string;
  data: T;
}
