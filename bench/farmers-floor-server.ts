import { runFloor } from './floor-server';

/**
 * The floor of the farmers benchmark: the country farmer list with the state and project filters (latest first, 10 a
 * page, with the total) answered by a bare node:http server with a pg Pool: the same SQL as the API's list (the
 * farmers row with its project, aggregation partner and company names), without framework, validation, access check
 * or view building. DATABASE_URL and PORT come from the parent; it says "ready" once it listens.
 */
const JOINS = `LEFT JOIN farmer_reference_items p ON p.id = f.project_id
  LEFT JOIN farmer_reference_items ap ON ap.id = f.aggregation_partner_id
  LEFT JOIN farmer_reference_items fc ON fc.id = f.farmer_company_id`;
const WHERE = `f.country_id = $1 AND f.state_id = ANY($2::int[]) AND f.project_id = ANY($3::int[])`;
const PAGE = `SELECT f.*, p.name AS project_name, ap.name AS aggregation_partner_name, fc.name AS farmer_company_name
  FROM farmers f ${JOINS} WHERE ${WHERE} ORDER BY f.created_at DESC, f.id DESC LIMIT $4 OFFSET $5`;
const COUNT = `SELECT count(*)::int AS total FROM farmers f WHERE ${WHERE}`;

runFloor((pool) => async (_request, url) => {
  const countryId = Number(url.pathname.split('/').pop() ?? 1);
  const states = url.searchParams.getAll('stateIds').map(Number);
  const projects = url.searchParams.getAll('projects').map(Number);
  const page = Number(url.searchParams.get('page') ?? 0);
  const size = Number(url.searchParams.get('size') ?? 10);
  const [{ rows }, count] = await Promise.all([
    pool.query(PAGE, [countryId, states, projects, size, page * size]),
    pool.query(COUNT, [countryId, states, projects]),
  ]);
  const total = count.rows[0].total;
  return {
    status: 200,
    body: { content: rows, page, size, totalElements: total, totalPages: Math.ceil(total / size) },
  };
});
