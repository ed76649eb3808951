/**
 * SQL fragments shared by the seller catalogue's reads. Sellers (input providers and dealers alike) come from the
 * catalogue's own `catalogue_sellers` read model: their company, roles and whether their account is active.
 */

/** `alias` joined to the seller `idColumn`; a seller the read model does not know (deleted) counts as inactive. */
export const sellerJoin = (alias: string, idColumn: string) =>
  `LEFT JOIN catalogue_sellers ${alias} ON ${alias}.seller_id = ${idColumn}`;

export const sellerActive = (alias: string) => `coalesce(${alias}.active, false)`;

/** On sale to anyone: approved, published, and its seller active. */
export const isPublicProduct = (product: string, seller: string) =>
  `(${product}.approval_status = 'APPROVED' AND ${product}.status = 'PUBLISHED' AND ${sellerActive(seller)})`;

/** Approved and published: the condition of the partial indexes on public products (CatalogueReadIndexes migration). */
export const LISTED = (product: string) =>
  `${product}.status = 'PUBLISHED' AND ${product}.approval_status = 'APPROVED'`;

/** The product's place as a point on earthdistance's sphere: the expression the products_listed_earth index holds. */
export const EARTH_POINT = (product: string) =>
  `ll_to_earth(${product}.latitude::float8, ${product}.longitude::float8)`;

/** Dealers stock the input providers' products (not, say, one an administrator entered). */
export const soldByInputProvider = (seller: string) => `coalesce('ROLE_INPUT_PROVIDER' = ANY(${seller}.roles), false)`;

const radians = (degrees: string) => `radians((${degrees})::float8)`;

/** Great-circle distance in km between two points (haversine, on a 6371 km sphere). */
export const distanceKm = (lat1: string, lon1: string, lat2: string, lon2: string) =>
  `(6371.0 * 2 * asin(least(1.0, sqrt(
     power(sin((${radians(lat2)} - ${radians(lat1)}) / 2), 2)
     + cos(${radians(lat1)}) * cos(${radians(lat2)}) * power(sin((${radians(lon2)} - ${radians(lon1)}) / 2), 2)))))`;

/** Escapes LIKE wildcards of user text. */
export const likeContains = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
