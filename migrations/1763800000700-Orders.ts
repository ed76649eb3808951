import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Quotations and product requests (orders), kept by the orders module's projections from the quotation and
 * product-request streams. Free text (comments, delivery locations, reasons) is read from sealed event data, so a
 * deleted account's words are blanked here and unreadable in the log.
 */
export class Orders1763800000700 implements MigrationInterface {
  name = 'Orders1763800000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE quotations (
        id              uuid PRIMARY KEY,
        product_id      uuid NOT NULL,
        product_name    text NOT NULL,
        seller_id       uuid NOT NULL,
        buyer_id        uuid NOT NULL,
        asked_by        uuid NOT NULL,
        country_id      integer NOT NULL,
        quantity        integer NOT NULL,
        comment         text,
        status          text NOT NULL,
        offered_price   numeric(14, 2),
        countered_price numeric(14, 2),
        is_read         boolean NOT NULL,
        request_id      uuid,
        created_at      timestamptz NOT NULL,
        updated_at      timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX quotations_seller ON quotations (seller_id, updated_at DESC)`);
    await q.query(`CREATE INDEX quotations_seller_unread ON quotations (seller_id) WHERE NOT is_read`);
    await q.query(`CREATE INDEX quotations_buyer ON quotations (buyer_id, updated_at DESC)`);
    await q.query(`
      CREATE TABLE quotation_messages (
        quotation_id uuid NOT NULL REFERENCES quotations (id) ON DELETE CASCADE,
        position     integer NOT NULL,
        side         text NOT NULL,
        kind         text NOT NULL,
        author_id    uuid NOT NULL,
        price        numeric(14, 2),
        comment      text,
        at           timestamptz NOT NULL,
        PRIMARY KEY (quotation_id, position)
      )`);
    await q.query(`
      CREATE TABLE product_requests (
        id                      uuid PRIMARY KEY,
        product_id              uuid NOT NULL,
        product_name            text NOT NULL,
        seller_id               uuid NOT NULL,
        buyer_id                uuid NOT NULL,
        placed_by               uuid NOT NULL,
        country_id              integer NOT NULL,
        quantity                integer NOT NULL,
        unit_price              numeric(14, 2) NOT NULL,
        delivery_method_id      integer NOT NULL,
        delivery_method_name    text NOT NULL,
        delivery_method_name_fr text NOT NULL,
        delivery_location       text NOT NULL,
        comment                 text,
        quotation_id            uuid,
        status                  text NOT NULL,
        reason                  text,
        reason_side             text,
        history                 jsonb NOT NULL,
        ordered_at              timestamptz NOT NULL,
        updated_at              timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX product_requests_seller ON product_requests (seller_id, ordered_at DESC)`);
    await q.query(`CREATE INDEX product_requests_buyer ON product_requests (buyer_id, ordered_at DESC)`);
    await q.query(`CREATE INDEX product_requests_country ON product_requests (country_id, ordered_at DESC)`);
    await q.query(`CREATE INDEX product_requests_seller_status ON product_requests (seller_id, status)`);
    await q.query(`CREATE INDEX product_requests_country_status ON product_requests (country_id, status)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE product_requests, quotation_messages, quotations`);
  }
}
