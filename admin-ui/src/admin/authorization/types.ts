/** What the authorization screens read: the shapes generated from openapi.json. */
import type { Schema } from '../../shared/schemas';

/** A row of GET /api/v1/authorizations/countries. */
export type Country = Schema<'AuthorizationCountryResponse'>;

export type Feature = Schema<'FeatureResponse'>;

export type CountryProfile = Schema<'ProfileResponse'>;

/** GET /api/v1/authorizations/countries/{id}. */
export type CountryDetail = Schema<'AuthorizationCountryDetailResponse'>;
