import { createServer } from 'node:http';
import { Pool } from 'pg';

/**
 * The floor of the dashboards benchmark: the country-wide figures read from the aggregates by a bare node:http server
 * with a pg Pool, with the same SQL as the API's DashboardFigures (prepared statements too), without framework,
 * authentication, scope or the naming of states, LGAs and projects:
 * - `/total/<metric>?countryId=`: a metric's total (dashboard/totalFarmers);
 * - `/by-key/<metric>?countryId=`: a metric by key (business-analytics/farmers/gender, .../projects);
 * - `/by-key/<metric>,<metric>?countryId=`: two of them (dashboard/totalFarmersByStateAndLgas: by state and by LGA).
 * DATABASE_URL and PORT come from the parent; it says "ready" once it listens.
 */
const TOTAL = `SELECT COALESCE(sum(value), 0)::text AS value FROM dash_totals
  WHERE metric = $1 AND owner_id = $2 AND ($3::int[] IS NULL OR country_id = ANY($3::int[])) AND key = ''`;
const BY_KEY = `SELECT key, country_id, sum(value)::text AS value FROM dash_totals
  WHERE metric = $1 AND owner_id = $2 AND ($3::int[] IS NULL OR country_id = ANY($3::int[]))
  GROUP BY key, country_id HAVING sum(value) <> 0 ORDER BY sum(value) DESC, key`;

async function main(): Promise<void> {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor');
    const [, kind, metrics] = url.pathname.split('/');
    const country = url.searchParams.get('countryId');
    const countries = country ? [Number(country)] : null;
    (async () => {
      let body: string;
      if (kind === 'total') {
        const { rows } = await pool.query({ name: 'total', text: TOTAL, values: [metrics, '', countries] });
        body = JSON.stringify({ total: Number(rows[0]?.value ?? 0) });
      } else {
        const results = await Promise.all(
          metrics
            .split(',')
            .map((metric) => pool.query({ name: 'by-key', text: BY_KEY, values: [metric, '', countries] })),
        );
        body = JSON.stringify(
          results.map((r) =>
            r.rows.map((row) => ({ key: row.key, countryId: row.country_id, value: Number(row.value) })),
          ),
        );
      }
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
