import { createServer } from 'node:http';
import { Pool } from 'pg';

/**
 * The floor of the catalogue benchmark: the public list (country and category, newest first, one page with the
 * total count) answered by a bare node:http server with a pg Pool, with no framework, validation, or view building.
 * Same SQL conditions, page size and pool size as the API. DATABASE_URL and PORT come from the parent; it says "ready"
 * once it listens.
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

async function main(): Promise<void> {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  const countries = new Map<string, number>(
    (await pool.query(`SELECT id, name FROM countries`)).rows.map((r: { id: number; name: string }) => [r.name.toLowerCase(), r.id]),
  );
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor');
    const countryId = countries.get((url.searchParams.get('countryName') ?? 'nigeria').toLowerCase()) ?? 1;
    const categoryId = Number(url.searchParams.get('category') ?? 1);
    const page = Number(url.searchParams.get('page') ?? 0);
    const size = Number(url.searchParams.get('size') ?? 20);
    (async () => {
      const [{ total }] = (await pool.query(COUNT, [countryId, categoryId])).rows;
      const { rows } = await pool.query(PAGE, [countryId, categoryId, size, page * size]);
      const body = JSON.stringify({ success: true, data: rows, total, page, size });
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    })().catch((error: Error) => {
      response.writeHead(500);
      response.end(error.message);
    });
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
  process.on('disconnect', () => server.close(() => void pool.end().then(() => process.exit(0))));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
