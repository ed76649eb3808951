import { MigrationInterface, QueryRunner } from 'typeorm';

const LISTED = `status = 'PUBLISHED' AND approval_status = 'APPROVED'`;

/**
 * The public catalogue: the sellers as the catalogue knows them (catalogue_sellers, kept by CatalogueSellerProjection
 * from the accounts events), the recommended and certified flags, and the search text of products (kept by the
 * product and category projections, see src/catalogue/public/search-document.ts): a query word is matched to the
 * words products use (catalogue_search_words, pg_trgm word similarity, so typos are forgiven), then products are found
 * by those exact words (a GIN index on search_words of the listed products).
 */
export class PublicCatalogue1763800000600 implements MigrationInterface {
  name = 'PublicCatalogue1763800000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // unaccent() is only STABLE (its dictionary could change); the catalogue treats it as fixed.
    await q.query(`
      CREATE FUNCTION catalogue_search_text(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
        SELECT btrim(regexp_replace(lower(unaccent($1)), '[^a-z0-9]+', ' ', 'g'))
      $$`);

    await q.query(`
      CREATE TABLE catalogue_sellers (
        seller_id  uuid PRIMARY KEY,
        country_id integer NOT NULL,
        company    text NOT NULL,
        roles      text[] NOT NULL,
        active     boolean NOT NULL
      )`);
    // Sellers who exist before this migration (the projection follows the next changes; a rebuild gives the same rows).
    await q.query(`
      INSERT INTO catalogue_sellers (seller_id, country_id, company, roles, active)
      SELECT id, country_id, coalesce(nullif(btrim(company), ''), btrim(firstname || ' ' || lastname)), roles, status = 'ACTIVE' FROM users`);

    await q.query(`
      ALTER TABLE products
        ADD COLUMN recommended     boolean NOT NULL DEFAULT false,
        ADD COLUMN certified       boolean NOT NULL DEFAULT false,
        ADD COLUMN search_name     text NOT NULL DEFAULT '',
        ADD COLUMN search_document text NOT NULL DEFAULT '',
        ADD COLUMN search_words    text[] NOT NULL DEFAULT '{}'`);
    await q.query(`CREATE TABLE catalogue_search_words (word text PRIMARY KEY, products integer NOT NULL)`);
    // The products that exist before this migration (what refreshSearchDocuments does for every change after).
    await q.query(`
      UPDATE products p SET search_name = catalogue_search_text(p.name),
        search_document = catalogue_search_text(concat_ws(' ', p.name, c.name, c.name_fr, s.name, s.name_fr, p.description))
      FROM products x LEFT JOIN categories c ON c.id = x.category_id LEFT JOIN sub_categories s ON s.id = x.sub_category_id
      WHERE x.id = p.id`);
    await q.query(`UPDATE products p SET search_words = ARRAY(SELECT DISTINCT word FROM unnest(string_to_array(p.search_document, ' ')) word WHERE word <> '' ORDER BY word)`);
    await q.query(`INSERT INTO catalogue_search_words (word, products) SELECT word, count(*) FROM products, unnest(search_words) word GROUP BY word`);
    // GiST rather than GIN: the planner trusts it for word similarity, and it gives the closest words first.
    await q.query(`CREATE INDEX catalogue_search_words_trigrams ON catalogue_search_words USING gist (word gist_trgm_ops)`);
    await q.query(`CREATE INDEX products_search_words ON products USING gin (search_words) WHERE ${LISTED}`);
    await q.query(`CREATE INDEX products_listed ON products (country_id, created_at DESC, id) WHERE ${LISTED}`);
    await q.query(`CREATE INDEX products_listed_recent ON products (created_at DESC, id) WHERE ${LISTED}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX products_search_words, products_listed, products_listed_recent`);
    await q.query(`ALTER TABLE products DROP COLUMN recommended, DROP COLUMN certified, DROP COLUMN search_name, DROP COLUMN search_document, DROP COLUMN search_words`);
    await q.query(`DROP TABLE catalogue_search_words, catalogue_sellers`);
    await q.query(`DROP FUNCTION catalogue_search_text(text)`);
  }
}
