import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboards' aggregates, kept by the DashboardAggregates event consumer from the events of the farmers, accounts,
 * affiliation, orders, catalogue, agronomy content and inventory modules (never from their tables):
 * - dash_totals: one counter or sum per (metric, owner, country, key): owner '' is the whole country, otherwise the
 *   user (agent, seller, input provider) whose own figure it is; key a state, an LGA, a gender, a project, a role...;
 * - dash_daily: the same per day in the country's own time zone, for the "today" figures;
 * - one small row per thing counted (farmer, farm, planting record, user, invitation, order, quotation, product,
 *   content, stock line, affiliation) with what was counted for it, so that a change subtracts what was counted
 *   and adds the new, and an event handled again finds nothing left to count (the counters never double);
 * - dash_communities: how many farmers each community has, per owner (a community counts while it has one).
 * `projections:rebuild` empties them all and replays the log.
 */
export class DashboardAggregates1763800001020 implements MigrationInterface {
  name = 'DashboardAggregates1763800001020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE dash_totals (
        metric     text NOT NULL,
        owner_id   text NOT NULL,
        country_id integer NOT NULL,
        key        text NOT NULL,
        value      numeric NOT NULL,
        PRIMARY KEY (metric, owner_id, country_id, key)
      )`);
    await q.query(`
      CREATE TABLE dash_daily (
        metric     text NOT NULL,
        owner_id   text NOT NULL,
        country_id integer NOT NULL,
        day        date NOT NULL,
        value      numeric NOT NULL,
        PRIMARY KEY (metric, owner_id, country_id, day)
      )`);
    await q.query(`
      CREATE TABLE dash_communities (
        owner_id      text NOT NULL,
        country_id    integer NOT NULL,
        community_key text NOT NULL,
        farmers       integer NOT NULL,
        PRIMARY KEY (owner_id, country_id, community_key)
      )`);
    await q.query(`
      CREATE TABLE dash_farmers (
        farmer_id       uuid PRIMARY KEY,
        country_id      integer NOT NULL,
        state_id        integer NOT NULL,
        city_id         integer NOT NULL,
        gender          text NOT NULL,
        project_id      integer NOT NULL,
        community_key   text NOT NULL,
        created_by      uuid NOT NULL,
        created_by_role text NOT NULL,
        referrer_id     uuid,
        day             date NOT NULL,
        farms           integer NOT NULL DEFAULT 0,
        farm_ha         numeric NOT NULL DEFAULT 0,
        fertilizer_kg   numeric NOT NULL DEFAULT 0,
        trained_records integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX dash_farmers_created_by ON dash_farmers (created_by)`);
    await q.query(`CREATE TABLE dash_farms (farm_id uuid PRIMARY KEY, farmer_id uuid NOT NULL, size_ha numeric NOT NULL)`);
    await q.query(`CREATE INDEX dash_farms_farmer ON dash_farms (farmer_id)`);
    await q.query(`
      CREATE TABLE dash_records (
        record_id   uuid PRIMARY KEY,
        farm_id     uuid NOT NULL,
        farmer_id   uuid NOT NULL,
        trained     boolean NOT NULL,
        fertilizers jsonb NOT NULL
      )`);
    await q.query(`CREATE INDEX dash_records_farmer ON dash_records (farmer_id)`);
    await q.query(`CREATE INDEX dash_records_farm ON dash_records (farm_id)`);
    await q.query(`CREATE TABLE dash_users (user_id uuid PRIMARY KEY, roles text[] NOT NULL, country_id integer NOT NULL, day date NOT NULL)`);
    await q.query(`CREATE TABLE dash_invitations (invitation_id uuid PRIMARY KEY, organisation_id uuid NOT NULL, type text NOT NULL, country_id integer NOT NULL)`);
    await q.query(`
      CREATE TABLE dash_signed_users (
        organisation_id uuid NOT NULL,
        user_id         uuid NOT NULL,
        type            text NOT NULL,
        PRIMARY KEY (organisation_id, user_id)
      )`);
    await q.query(`CREATE TABLE dash_agent_referrers (agent_id uuid PRIMARY KEY, organisation_id uuid NOT NULL)`);
    await q.query(`
      CREATE TABLE dash_orders (
        request_id uuid PRIMARY KEY,
        seller_id  uuid NOT NULL,
        buyer_id   uuid NOT NULL,
        country_id integer NOT NULL,
        day        date NOT NULL,
        status     text NOT NULL,
        value      numeric NOT NULL
      )`);
    await q.query(`
      CREATE TABLE dash_quotations (
        quotation_id uuid PRIMARY KEY,
        seller_id    uuid NOT NULL,
        buyer_id     uuid NOT NULL,
        country_id   integer NOT NULL,
        status       text NOT NULL
      )`);
    await q.query(`CREATE TABLE dash_products (product_id uuid PRIMARY KEY, owner_id uuid NOT NULL, country_id integer NOT NULL, day date NOT NULL)`);
    await q.query(`CREATE TABLE dash_contents (content_id uuid PRIMARY KEY, author_id uuid NOT NULL, country_id integer NOT NULL, day date NOT NULL)`);
    await q.query(`
      CREATE TABLE dash_stock (
        stock_id   text PRIMARY KEY,
        owner_id   uuid NOT NULL,
        country_id integer NOT NULL,
        balance    numeric NOT NULL,
        position   bigint NOT NULL
      )`);
    await q.query(`
      CREATE TABLE dash_affiliations (
        input_provider_id uuid NOT NULL,
        dealer_id         uuid NOT NULL,
        country_id        integer NOT NULL,
        PRIMARY KEY (input_provider_id, dealer_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'dash_affiliations',
      'dash_stock',
      'dash_contents',
      'dash_products',
      'dash_quotations',
      'dash_orders',
      'dash_agent_referrers',
      'dash_signed_users',
      'dash_invitations',
      'dash_users',
      'dash_records',
      'dash_farms',
      'dash_farmers',
      'dash_communities',
      'dash_daily',
      'dash_totals',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
