import { ProductView } from '../../queries/catalogue.views';

export interface PublicSeller {
  id: string;
  /** The company, or the seller's name when they have none; null when the seller is gone. */
  company: string | null;
}

export interface ProductRating {
  /** Rounded to two decimals; 0 when nobody rated it. */
  average: number;
  count: number;
}

/** A product as the public pages show it. */
export interface PublicProductView extends ProductView {
  /** For the page address /products/{slug}: the name in lower-case words, then the id. */
  slug: string;
  seller: PublicSeller;
  country: { id: number; name: string };
  /** ISO 4217 code of the country's currency (the price is in it). */
  currency: string;
  recommended: boolean;
  certified: boolean;
  likes: number;
  rating: ProductRating;
  /** The first photo, relative to /api/v1; null when it has none. */
  mainPhoto: string | null;
  /** Its seller holds some of it in a warehouse or shop (the catalogue's stock read model, fed by the inventory). */
  inStock: boolean;
}

export type ProductShortDetail = Pick<
  PublicProductView,
  'id' | 'slug' | 'name' | 'price' | 'currency' | 'mainPhoto' | 'seller' | 'rating' | 'likes'
>;

const UUID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** "Golden NPK" and its id give "golden-npk-<id>". */
export function slugOf(name: string, id: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words ? `${words}-${id}` : id;
}

/** The product id a slug (or a bare id) ends with; null when it ends with none. */
export function productIdOf(slugOrId: string): string | null {
  return UUID_AT_END.exec(slugOrId.trim())?.[1].toLowerCase() ?? null;
}
