import { IncomingMessage } from 'node:http';
import { isDealerRole } from '../src/kernel/auth/organisation-roles';
import { PRODUCT_SUMMARY_ROWS } from '../src/catalogue/seller-catalogue/queries/catalog-product-summaries';
import { inputsStatements } from '../src/catalogue/seller-catalogue/queries/inputs-filter.query';
import { ENTRY_ROWS, LOCATION_ROWS } from '../src/catalogue/seller-catalogue/queries/seller-catalogue.views';
import { countryIdOf, countryIdsByName, FloorAnswer, preparedOn, runFloor, signedInUsers } from './floor-server';

/**
 * The floors of the catalogue benchmark, answered by a bare node:http server with a pg Pool, with no framework,
 * validation, or view classes; same page size and pool size as the API. DATABASE_URL, JWT_SECRET and PORT come from
 * the parent; it says "ready" once it listens.
 * - /products: the public list (country and category, newest first, one page with the total count), same SQL conditions.
 * - /catalog/products/filter?latitude&longitude: a dealer's inputs nearest first, doing what the API's route must do and
 *   no more: the bearer token checked and its user and session looked up (as the access guard does), the dealer taken from the
 *   user, the count kept under the country's listing version (as ListingCache does), then the API's own statements
 *   (inputsStatements, the product summaries, the entries and their locations) as prepared statements, as the API runs
 *   them, and the page as JSON with the category, sub-category and sizes named.
 */
const PUBLIC_PRODUCTS = `products p JOIN catalogue_sellers s ON s.seller_id = p.owner_id AND s.active`;
const LISTED = `p.status = 'PUBLISHED' AND p.approval_status = 'APPROVED' AND p.country_id = $1 AND p.category_id = $2`;
const COUNT = `SELECT count(*)::int AS total FROM ${PUBLIC_PRODUCTS} WHERE ${LISTED}`;
const PAGE = `SELECT p.id, p.name, p.description, p.storage_condition, p.category_id, p.sub_category_id, p.type_id, p.form_id, p.size_ids,
                     p.delivery_method_ids, p.usage_ids, p.price, p.quantity, p.location, p.latitude, p.longitude, p.status,
                     p.approval_status, p.owner_id, p.country_id, p.recommended, p.certified, p.created_at, p.updated_at,
                     s.company AS seller_company, coalesce(r.likes, 0) AS likes, coalesce(r.rating_count, 0) AS rating_count,
                     coalesce(r.rating_sum, 0) AS rating_sum,
                     ARRAY(SELECT ph.id FROM product_photos ph WHERE ph.product_id = p.id ORDER BY ph.position) AS photo_ids
              FROM ${PUBLIC_PRODUCTS} LEFT JOIN product_review_stats r ON r.product_id = p.id
              WHERE ${LISTED} ORDER BY p.created_at DESC, p.id LIMIT $3 OFFSET $4`;

type Named = { id: number; name: string; nameFr: string };

runFloor(async (pool) => {
  const countries = await countryIdsByName(pool);
  const named = async (table: string) =>
    new Map<number, Named>(
      (await pool.query(`SELECT id, name, name_fr FROM ${table}`)).rows.map((r) => [
        r.id,
        { id: r.id, name: r.name, nameFr: r.name_fr },
      ]),
    );
  const [categories, subCategories, sizes] = [
    await named('categories'),
    await named('sub_categories'),
    await named('sizes'),
  ];
  const prepared = preparedOn(pool);
  const signedIn = signedInUsers(prepared);
  const counts = new Map<string, Promise<number>>();

  async function nearest(request: IncomingMessage, url: URL): Promise<FloorAnswer> {
    const user = await signedIn(request);
    if (!user) return { status: 401, body: { success: false } };
    if (!(user.roles as string[]).some(isDealerRole)) return { status: 403, body: { success: false } };
    const filter = {
      dealerId: user.id as string,
      countryId: user.country_id as number,
      near: {
        latitude: Number(url.searchParams.get('latitude')),
        longitude: Number(url.searchParams.get('longitude')),
      },
      status: 'PUBLISHED' as const,
    };
    const page = { page: Number(url.searchParams.get('page') ?? 0), size: 20 };
    const statements = inputsStatements(filter, page);
    const [{ version }] = await prepared(`SELECT version FROM catalogue_listing_versions WHERE country_id = $1`, [
      filter.countryId,
    ]);
    const key = `${filter.countryId}|${version}|${statements.count.text}|${JSON.stringify(statements.count.values)}`;
    if (!counts.has(key))
      counts.set(
        key,
        pool.query(statements.count.text, statements.count.values).then((r) => r.rows[0].total),
      );
    const [total, rows] = await Promise.all([counts.get(key)!, prepared(statements.page.text, statements.page.values)]);
    const products = new Map(
      (rows.length ? await prepared(PRODUCT_SUMMARY_ROWS, [rows.map((r) => r.id), filter.dealerId]) : []).map((p) => [
        p.id,
        p,
      ]),
    );
    const entryIds = rows.map((r) => r.entry_id).filter((id) => id);
    const [entries, locations] = entryIds.length
      ? [
          await prepared(ENTRY_ROWS(`e.id = ANY($1::uuid[])`), [entryIds]),
          await prepared(`${LOCATION_ROWS(`e.id = ANY($1::uuid[])`)} ORDER BY l.position`, [entryIds]),
        ]
      : [[], []];
    const content = rows.map((r) => {
      const p = products.get(r.id);
      return {
        product: {
          ...p,
          category: categories.get(p.category_id) ?? null,
          subCategory: subCategories.get(p.sub_category_id) ?? null,
          sizes: (p.size_ids as number[]).map((id) => sizes.get(id)).filter((size) => size),
        },
        catalog_prices: entries.filter((e) => e.id === r.entry_id),
        catalog_locations: locations.filter((l) => l.entry_id === r.entry_id),
        is_affiliated: r.is_affiliated,
        is_pending: r.is_pending,
        inMyCatalog: r.entry_id !== null,
        catalogEntryId: r.entry_id,
        distance: r.distance,
      };
    });
    return { status: 200, body: { content, totalElements: total, page: page.page, size: page.size } };
  }

  return async (request, url) => {
    if (url.pathname === '/catalog/products/filter') return nearest(request, url);
    const countryId = countryIdOf(countries, url);
    const categoryId = Number(url.searchParams.get('category') ?? 1);
    const page = Number(url.searchParams.get('page') ?? 0);
    const size = Number(url.searchParams.get('size') ?? 20);
    const [{ total }] = (await pool.query(COUNT, [countryId, categoryId])).rows;
    const { rows } = await pool.query(PAGE, [countryId, categoryId, size, page * size]);
    return { status: 200, body: { success: true, data: rows, total, page, size } };
  };
});
