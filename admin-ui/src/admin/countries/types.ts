import type { Identifier } from 'react-admin';

/** A country as GET /api/v1/countries returns it. */
export interface Country {
  id: Identifier;
  name: string;
  code: string;
  currency: string;
  defaultLanguage: string;
  phoneCode: string;
  phoneLength: number;
}
