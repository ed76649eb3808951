import type { components } from './api-types';

/** The API's shapes (generated from openapi.json into ./api-types.ts), by their OpenAPI name: `Schema<'PartnerResponse'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
