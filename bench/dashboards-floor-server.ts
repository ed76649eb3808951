import { runFloor } from './floor-server';

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

runFloor((pool) => async (_request, url) => {
  const [, kind, metrics] = url.pathname.split('/');
  const country = url.searchParams.get('countryId');
  const countries = country ? [Number(country)] : null;
  if (kind === 'total') {
    const { rows } = await pool.query({ name: 'total', text: TOTAL, values: [metrics, '', countries] });
    return { status: 200, body: { total: Number(rows[0]?.value ?? 0) } };
  }
  const results = await Promise.all(
    metrics.split(',').map((metric) => pool.query({ name: 'by-key', text: BY_KEY, values: [metric, '', countries] })),
  );
  const body = results.map((r) =>
    r.rows.map((row) => ({ key: row.key, countryId: row.country_id, value: Number(row.value) })),
  );
  return { status: 200, body };
});
