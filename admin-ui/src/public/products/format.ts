import { API_BASE } from '../../shared/http';
import type { Language } from '../../shared/preferences';
import type { NamedItem } from './types';

/** "12500.50" in NGN gives "NGN 12,500.50" in English and "12 500,50 NGN" in French. */
export function formatPrice(price: string | number, currency: string, language: Language): string {
  const amount = Number(price);
  if (!Number.isFinite(amount)) return `${price} ${currency}`.trim();
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    // No (or an unknown) currency code: the number alone, then whatever code was sent.
    return `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(amount)} ${currency}`.trim();
  }
}

/** The French name in French, else the English one. */
export function localName(item: NamedItem | null | undefined, language: Language): string {
  if (!item) return '';
  return language === 'fr' && item.nameFr ? item.nameFr : item.name;
}

/** Photo URLs are relative to /api/v1; public products' photos need no token. */
export function photoSrc(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return /^(https?:|blob:|data:|\/)/.test(url) ? url : `${API_BASE}/${url}`;
}

/** The product page's address. */
export const productPath = (product: { slug?: string; id: string }) =>
  `/products/${encodeURIComponent(product.slug || product.id)}`;
