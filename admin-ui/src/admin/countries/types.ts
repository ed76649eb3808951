import type { Identifier } from 'react-admin';

/** A row of GET /api/v1/authorizations/countries. */
export interface Country {
  id: Identifier;
  name: string;
  code?: string;
  active: boolean;
  /** How many profiles (roles) the country has, or the profiles themselves. */
  profiles?: number | CountryProfile[];
}

export interface Feature {
  id: Identifier;
  permission: string;
  description?: string;
  enabled: boolean;
}

export interface CountryProfile {
  id: Identifier;
  role: string;
  enabled: boolean;
  features: Feature[];
}

/** GET /api/v1/authorizations/countries/{id}. */
export interface CountryDetail {
  id: Identifier;
  name: string;
  active: boolean;
  profiles: CountryProfile[];
}
