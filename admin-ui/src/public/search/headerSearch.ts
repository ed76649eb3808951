/** Where the header search sends a query. */
export type SearchScope = 'products' | 'contents';

export const SEARCH_SCOPES: readonly SearchScope[] = ['products', 'contents'];

/** Typing pauses this long before the search is sent. */
export const SEARCH_PAUSE_MS = 800;

/** The sites that have the header search (Ghana and Tanzania do not). */
const SEARCH_COUNTRIES = ['nigeria', 'senegal', 'ivory coast', 'kenya', 'rwanda'];

export function headerSearchShown(country: string): boolean {
  return import.meta.env.DEV || SEARCH_COUNTRIES.includes(country.trim().toLowerCase());
}

/** The list page of a scope, with the (lowercased) query; the bare list page for an empty query. */
export function searchTarget(scope: SearchScope, text: string): string {
  const query = text.trim().toLowerCase();
  const base = `/${scope}`;
  return query ? `${base}?query=${encodeURIComponent(query)}` : base;
}
