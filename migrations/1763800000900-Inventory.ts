import { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_PERMISSIONS, PERMISSION_CATALOGUE } from '../src/authorization/domain/default-permissions';

/** The permissions this migration brings to a database whose authorization tables were seeded before them. */
const NEW_PERMISSIONS = ['warehouses:list', 'inventory:list', 'inventory:export'];

/**
 * Warehouses and stock (src/inventory), read models kept inline with their events:
 * - warehouses (WarehouseProjection): one row per warehouse, its code unique per owner whatever the case;
 * - stock_levels (StockProjection): one row per (place, product, size), the place a warehouse or the own shop of a
 *   retailer or agro-dealer; its quantity is the sum of the movements and may never go below 0 (the command checks
 *   it under a lock on the stock, the CHECK is the last net);
 * - stock_movements (StockProjection): every movement with its waybill reference and document key.
 * And the permissions warehouses:list, inventory:list and inventory:export with their default roles.
 */
export class Inventory1763800000900 implements MigrationInterface {
  name = 'Inventory1763800000900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE warehouses (
        id          uuid PRIMARY KEY,
        owner_id    uuid NOT NULL,
        country_id  integer NOT NULL,
        name        text NOT NULL,
        code        text NOT NULL,
        manager     text NOT NULL,
        state_id    integer NOT NULL,
        city_id     integer NOT NULL,
        address     text NOT NULL,
        latitude    double precision,
        longitude   double precision,
        created_by  uuid NOT NULL,
        created_at  timestamptz NOT NULL,
        updated_at  timestamptz NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX warehouses_owner_code ON warehouses (owner_id, lower(code))`);
    await q.query(`CREATE INDEX warehouses_owner ON warehouses (owner_id, created_at DESC)`);
    await q.query(`CREATE INDEX warehouses_country ON warehouses (country_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE stock_levels (
        stock_id      text PRIMARY KEY,
        kind          text NOT NULL CHECK (kind IN ('WAREHOUSE', 'SHOP')),
        owner_id      uuid NOT NULL,
        warehouse_id  uuid,
        country_id    integer NOT NULL,
        product_id    uuid NOT NULL,
        product_name  text NOT NULL,
        size          text NOT NULL,
        quantity      integer NOT NULL DEFAULT 0 CHECK (quantity >= 0),
        unit_price    numeric(14, 2),
        threshold     integer,
        last_moved_at timestamptz,
        updated_at    timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX stock_levels_warehouse ON stock_levels (warehouse_id) WHERE warehouse_id IS NOT NULL`);
    await q.query(`CREATE INDEX stock_levels_owner ON stock_levels (owner_id, kind)`);
    await q.query(`CREATE INDEX stock_levels_product_in_stock ON stock_levels (product_id, owner_id) WHERE quantity > 0`);

    await q.query(`
      CREATE TABLE stock_movements (
        id              uuid PRIMARY KEY,
        position        bigint NOT NULL,
        stock_id        text NOT NULL,
        kind            text NOT NULL,
        owner_id        uuid NOT NULL,
        warehouse_id    uuid,
        country_id      integer NOT NULL,
        product_id      uuid NOT NULL,
        product_name    text NOT NULL,
        size            text NOT NULL,
        direction       text NOT NULL CHECK (direction IN ('IN', 'OUT')),
        quantity        integer NOT NULL CHECK (quantity > 0),
        balance         integer NOT NULL,
        unit_price      numeric(14, 2),
        waybill_number  text NOT NULL,
        waybill_key     text,
        waybill_type    text,
        movement_date   date NOT NULL,
        comment         text,
        recorded_by     uuid NOT NULL,
        transfer_id     uuid,
        recorded_at     timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX stock_movements_warehouse ON stock_movements (warehouse_id, position DESC) WHERE warehouse_id IS NOT NULL`);
    await q.query(`CREATE INDEX stock_movements_owner ON stock_movements (owner_id, kind, position DESC)`);
    await q.query(`CREATE INDEX stock_movements_recorder ON stock_movements (recorded_by, position DESC)`);
    await q.query(`CREATE INDEX stock_movements_stock ON stock_movements (stock_id, position DESC)`);

    const added = PERMISSION_CATALOGUE.filter((permission) => NEW_PERMISSIONS.includes(permission.name));
    await q.query(
      `INSERT INTO permissions (name, description, description_fr, assignable_to_staff)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[]) ON CONFLICT (name) DO NOTHING`,
      [added.map((p) => p.name), added.map((p) => p.description), added.map((p) => p.descriptionFr), added.map((p) => p.assignableToStaff)],
    );
    await q.query(
      `INSERT INTO profile_features (profile_id, permission, enabled)
       SELECT pr.id, pe.name, COALESCE(d.permissions ? pe.name, false)
       FROM authorization_profiles pr
       CROSS JOIN unnest($1::text[]) AS pe (name)
       LEFT JOIN jsonb_each($2::jsonb) AS d (role, permissions) ON d.role = pr.role
       ON CONFLICT (profile_id, permission) DO NOTHING`,
      [NEW_PERMISSIONS, JSON.stringify(DEFAULT_PERMISSIONS)],
    );
    // Retailers and agro-dealers keep their own shop's stock (inventory movements).
    await q.query(
      `UPDATE profile_features f SET enabled = true FROM authorization_profiles pr
       WHERE f.profile_id = pr.id AND pr.role IN ('ROLE_RETAILER', 'ROLE_AGRODEALER') AND f.permission = 'inventory:manage'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM profile_features WHERE permission = ANY($1::text[])`, [NEW_PERMISSIONS]);
    await q.query(`DELETE FROM permissions WHERE name = ANY($1::text[])`, [NEW_PERMISSIONS]);
    await q.query(`DROP TABLE stock_movements`);
    await q.query(`DROP TABLE stock_levels`);
    await q.query(`DROP TABLE warehouses`);
  }
}
