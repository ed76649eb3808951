import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rows the dashboards count by the day they count for, so that the `dashboard-aggregation` queue's hourly
 * reconcile-daily-counts job reads only the days it checks (dash_farmers holds a row per farmer: a million and more).
 */
export class DashboardDayIndexes1763800001430 implements MigrationInterface {
  name = 'DashboardDayIndexes1763800001430';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX dash_farmers_day ON dash_farmers (day)`);
    await q.query(`CREATE INDEX dash_orders_day ON dash_orders (day)`);
    await q.query(`CREATE INDEX dash_users_day ON dash_users (day)`);
    await q.query(`CREATE INDEX dash_products_day ON dash_products (day)`);
    await q.query(`CREATE INDEX dash_contents_day ON dash_contents (day)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['dash_contents', 'dash_products', 'dash_users', 'dash_orders', 'dash_farmers']) await q.query(`DROP INDEX ${table}_day`);
  }
}
