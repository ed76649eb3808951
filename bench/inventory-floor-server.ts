import { runFloor } from './floor-server';

/**
 * The floor of the inventory benchmark: a warehouse's summary (`/summary/<warehouseId>`) answered by a bare node:http
 * server with a pg Pool running the same SQL as the API's summary (the warehouse in the owner's scope with its state
 * and city, its stock lines, the totals, the units in and out per day over its last 30 days of movements, the count
 * and the page of its last 10 movements), without framework, access check or view building. DATABASE_URL, PORT and
 * OWNER_ID (the scope) come from the parent; it says "ready" once it listens.
 */
const ROW = `SELECT * FROM warehouses w WHERE w.id = $2 AND w.owner_id = $1`;
const VIEW = `SELECT w.*, s.name AS state_name, c.name AS city_name FROM warehouses w
  LEFT JOIN states s ON s.id = w.state_id LEFT JOIN cities c ON c.id = w.city_id WHERE w.id = $2 AND w.owner_id = $1`;
const LINES = `SELECT product_id, product_name, size, quantity, unit_price::text AS unit_price, threshold,
    round(quantity * COALESCE(unit_price, 0), 2)::text AS value
  FROM stock_levels WHERE warehouse_id = $1 ORDER BY lower(product_name), lower(size)`;
const TOTALS = `SELECT COALESCE(sum(quantity), 0)::int AS quantity, round(COALESCE(sum(quantity * COALESCE(unit_price, 0)), 0), 2)::text AS value FROM stock_levels WHERE warehouse_id = $1`;
const DAYS = `SELECT to_char(movement_date, 'YYYY-MM-DD') AS date,
    COALESCE(sum(quantity) FILTER (WHERE direction = 'IN'), 0)::int AS "in",
    COALESCE(sum(quantity) FILTER (WHERE direction = 'OUT'), 0)::int AS "out"
  FROM stock_movements WHERE warehouse_id = $1
    AND movement_date > (SELECT max(movement_date) FROM stock_movements WHERE warehouse_id = $1) - 30
  GROUP BY movement_date ORDER BY movement_date`;
const COUNT = `SELECT count(*)::int AS total FROM stock_movements m WHERE m.owner_id = $1 AND m.warehouse_id = $2`;
const PAGE = `SELECT m.*, to_char(m.movement_date, 'YYYY-MM-DD') AS day, w.name AS warehouse_name FROM stock_movements m LEFT JOIN warehouses w ON w.id = m.warehouse_id
  WHERE m.owner_id = $1 AND m.warehouse_id = $2 ORDER BY m.position DESC LIMIT $3 OFFSET $4`;

const owner = process.env.OWNER_ID;

runFloor((pool) => async (_request, url) => {
  const id = url.pathname.split('/').pop();
  const { rows: found } = await pool.query(ROW, [owner, id]);
  if (!found.length) return { status: 404 };
  const [view, lines, totals, days, count, page] = await Promise.all([
    pool.query(VIEW, [owner, id]),
    pool.query(LINES, [id]),
    pool.query(TOTALS, [id]),
    pool.query(DAYS, [id]),
    pool.query(COUNT, [owner, id]),
    pool.query(PAGE, [owner, id, 10, 0]),
  ]);
  const body = {
    warehouse: view.rows[0],
    lines: lines.rows,
    totalQuantity: totals.rows[0].quantity,
    totalValue: totals.rows[0].value,
    movementsByDay: days.rows,
    lastMovements: page.rows,
    movements: count.rows[0].total,
  };
  return { status: 200, body };
});
